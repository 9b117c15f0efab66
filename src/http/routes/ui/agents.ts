import { Type } from 'typebox';
import {
  createAgentFor,
  createRuntimeFor,
  listAgentsFor,
  listRuntimesFor,
  revokeRuntimeFor,
  updateAgentFor,
} from '../../../domain/agent-admin.js';
import { BUDGET_SCOPES, listBudgetsFor, MAX_CAP_USD, setBudgetFor } from '../../../domain/budgets.js';
import { AGENT_PROVIDERS, AGENT_VISIBILITIES } from '../../../domain/enums.js';
import { EmptyQuery, Nullable, StringEnum, IdParams, IdInteger } from '../../../schemas/common.js';
import type { InterfaceRouteModule } from './module.js';
import { inTransaction } from '../../../db/connection.js';

const agentFields = {
  model: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  visibility: Type.Optional(StringEnum(AGENT_VISIBILITIES)),
  max_concurrent_tasks: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  weekly_hours: Type.Optional(Type.Integer({ minimum: 0, maximum: 168 })),
  instructions: Type.Optional(Nullable(Type.String({ maxLength: 100_000 }))),
  custom_env: Type.Optional(
    Nullable(
      Type.Record(Type.String({ maxLength: 255 }), Type.String({ maxLength: 10_000 }), {
        maxProperties: 100,
      }),
    ),
  ),
  runtime: Type.Optional(Nullable(IdInteger)),
};
const CreateAgentBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    provider: StringEnum(AGENT_PROVIDERS),
    ...agentFields,
  },
  { additionalProperties: false },
);
const UpdateAgentBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    provider: Type.Optional(StringEnum(AGENT_PROVIDERS)),
    ...agentFields,
  },
  { additionalProperties: false },
);
const CreateRuntimeBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);

const BudgetBody = Type.Object(
  {
    scope: StringEnum(BUDGET_SCOPES),
    subject_id: Type.Optional(IdInteger),
    monthly_cap_usd: Nullable(Type.Number({ minimum: 0, maximum: MAX_CAP_USD })),
  },
  { additionalProperties: false },
);

/** Administration → Agents and runtimes, and the monthly budgets of agents, projects and the workspace. */
export const agentRoutes: InterfaceRouteModule = (app, { db, config }) => {
  app.get('/agents', { schema: { querystring: EmptyQuery } }, async (request) => ({
    data: await listAgentsFor(db, request.caller),
  }));

  app.post('/agents', { schema: { body: CreateAgentBody } }, async (request, reply) =>
    reply.status(201).send({
      data: await inTransaction(db, (trx) => createAgentFor(trx, request.caller, request.body)),
    }),
  );

  app.patch('/agents/:id', { schema: { params: IdParams, body: UpdateAgentBody } }, async (request) => ({
    data: await inTransaction(db, (trx) =>
      updateAgentFor(trx, request.caller, request.params.id, request.body),
    ),
  }));

  app.get('/budgets', { schema: { querystring: EmptyQuery } }, async (request) => ({
    data: await listBudgetsFor(db, request.caller),
  }));

  /** Sets a cap, or removes it with `monthly_cap_usd: null` (then answers `{data: null}`). */
  app.put('/budgets', { schema: { body: BudgetBody } }, async (request) => ({
    data: await inTransaction(db, (tx) => setBudgetFor(tx, request.caller, request.body)),
  }));

  app.get('/runtimes', { schema: { querystring: EmptyQuery } }, async (request) => ({
    data: await listRuntimesFor(db, request.caller),
  }));

  app.post('/runtimes', { schema: { body: CreateRuntimeBody } }, async (request, reply) =>
    reply.status(201).send({
      data: await createRuntimeFor(db, request.caller, request.body.name, config.appUrl),
    }),
  );

  app.delete('/runtimes/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await revokeRuntimeFor(db, request.caller, request.params.id);
    return reply.status(204).send();
  });
};
