import { Type } from 'typebox';
import {
  createAgentFor,
  createRuntimeFor,
  listAgentsFor,
  listRuntimesFor,
  revokeRuntimeFor,
  updateAgentFor,
} from '../../../domain/runs/agent-admin.js';
import {
  listBudgetsFor,
  runCeilingFor,
  setBudgetFor,
  setRunCeilingFor,
} from '../../../domain/runs/budgets.js';
import { AgentSchema, CreateAgentBody, UpdateAgentBody } from '../../../schemas/agents.js';
import { BudgetBody, BudgetSchema, RunCeilingBody, RunCeilingSchema } from '../../../schemas/budgets.js';
import { Data, EmptyQuery, IdParams, NoContent, Nullable } from '../../../schemas/common.js';
import { CreatedRuntimeSchema, CreateRuntimeBody, ListedRuntimeSchema } from '../../../schemas/runtimes.js';
import type { InterfaceRouteModule } from './module.js';
import { inTransaction } from '../../../db/connection.js';

/** Administration → Agents and runtimes, and the monthly budgets of agents, projects and the workspace. */
export const agentRoutes: InterfaceRouteModule = (app, { db }) => {
  app.get(
    '/agents',
    { schema: { querystring: EmptyQuery, response: { 200: Data(Type.Array(AgentSchema)) } } },
    async (request) => ({
      data: await listAgentsFor(db, request.caller),
    }),
  );

  app.post(
    '/agents',
    { schema: { body: CreateAgentBody, response: { 201: Data(AgentSchema) } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await inTransaction(db, (tx) => createAgentFor(tx, request.ctx, request.body)),
      }),
  );

  app.patch(
    '/agents/:id',
    { schema: { params: IdParams, body: UpdateAgentBody, response: { 200: Data(AgentSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        updateAgentFor(tx, request.ctx, { ...request.body, id: request.params.id }),
      ),
    }),
  );

  app.get(
    '/budgets',
    { schema: { querystring: EmptyQuery, response: { 200: Data(Type.Array(BudgetSchema)) } } },
    async (request) => ({
      data: await listBudgetsFor(db, request.caller),
    }),
  );

  /** Sets a cap, or removes it with `monthly_cap_usd: null` (then answers `{data: null}`). */
  app.put(
    '/budgets',
    { schema: { body: BudgetBody, response: { 200: Data(Nullable(BudgetSchema)) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) => setBudgetFor(tx, request.caller, request.body)),
    }),
  );

  /** The workspace's default per-run cost ceiling (issue 28); `null` falls back to the built-in one. */
  app.get(
    '/budgets/run-ceiling',
    { schema: { querystring: EmptyQuery, response: { 200: Data(RunCeilingSchema) } } },
    async (request) => ({
      data: await runCeilingFor(db, request.caller),
    }),
  );

  app.put(
    '/budgets/run-ceiling',
    { schema: { body: RunCeilingBody, response: { 200: Data(RunCeilingSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        setRunCeilingFor(tx, request.caller, request.body.max_run_cost_usd),
      ),
    }),
  );

  app.get(
    '/runtimes',
    { schema: { querystring: EmptyQuery, response: { 200: Data(Type.Array(ListedRuntimeSchema)) } } },
    async (request) => ({
      data: await listRuntimesFor(db, request.caller),
    }),
  );

  app.post(
    '/runtimes',
    { schema: { body: CreateRuntimeBody, response: { 201: Data(CreatedRuntimeSchema) } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await inTransaction(db, (tx) => createRuntimeFor(tx, request.ctx, request.body)),
      }),
  );

  app.delete(
    '/runtimes/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) => revokeRuntimeFor(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );
};
