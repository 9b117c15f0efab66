import { createAgentFor, updateAgentFor } from '../../domain/runs/agent-admin.js';
import {
  getAgentFor,
  listInstructionVersions,
  listSecretsFor,
  removeSecretFor,
  setSecretFor,
} from '../../domain/runs/agent-config.js';
import { listAssignableAgents } from '../../domain/runs/agents.js';
import { inTransaction } from '../../db/connection.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery, IdParams, NoContent, PageQuery } from '../../schemas/common.js';
import {
  AgentDetailSchema,
  AgentSchema,
  CreateAgentBody,
  InstructionVersionSchema,
  SecretParams,
  SecretSchema,
  SetSecretBody,
  UpdateAgentBody,
} from '../../schemas/agents.js';
import { Type } from 'typebox';
import type { RouteModule } from '../types.js';

/**
 * Agents (decisions §12.4): everyone lists and reads the agents they may assign; owners and admins create
 * and configure them — instructions (each change a version), skills, custom environment, arguments, MCP
 * configuration — and set their secrets, which are never read back.
 */
export const agentRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('agents');
  app.get(
    '/agents',
    {
      schema: {
        ...operation('listAgents', 'List agents', 'The agents the caller could assign an issue to.'),
        querystring: PageQuery,
        response: { 200: Collection(AgentSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listAssignableAgents(db, request.caller, limit, offset),
      ),
  );

  app.post(
    '/agents',
    {
      schema: {
        ...operation(
          'createAgent',
          'Create an agent',
          'Owners and admins: a new agent with any of its settings; `skill_ids` must be skills of the workspace (422).',
        ),
        body: CreateAgentBody,
        querystring: EmptyQuery,
        response: { 201: Data(AgentDetailSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await inTransaction(db, (tx) => createAgentFor(tx, request.ctx, request.body)),
      }),
  );

  app.get(
    '/agents/:id',
    {
      schema: {
        ...operation(
          'getAgent',
          'Get an agent',
          'One agent the caller may see; owners and admins also get its configuration (instructions, custom_env, custom_args, mcp_config). Never its secrets.',
        ),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 200: Data(AgentDetailSchema) },
      },
    },
    async (request) => ({ data: await getAgentFor(db, request.caller, request.params.id) }),
  );

  app.patch(
    '/agents/:id',
    {
      schema: {
        ...operation(
          'updateAgent',
          'Change an agent',
          'Owners and admins: any of its settings. New `instructions` become a new version; `skill_ids` replaces its skills; `enabled: false` disables it (its held runs fail at once).',
        ),
        params: IdParams,
        body: UpdateAgentBody,
        querystring: EmptyQuery,
        response: { 200: Data(AgentDetailSchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        updateAgentFor(tx, request.ctx, { ...request.body, id: request.params.id }),
      ),
    }),
  );

  app.get(
    '/agents/:id/instructions/versions',
    {
      schema: {
        ...operation(
          'listAgentInstructionVersions',
          "List an agent's instruction versions",
          'Owners and admins: every version of its instructions, newest first, with its author and time. A run shows the version it used (`instructions_version`).',
        ),
        params: IdParams,
        querystring: PageQuery,
        response: { 200: Collection(InstructionVersionSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listInstructionVersions(db, request.caller, request.params.id, limit, offset),
      ),
  );

  app.get(
    '/agents/:id/secrets',
    {
      schema: {
        ...operation(
          'listAgentSecrets',
          "List an agent's secrets",
          'Owners and admins: the names and update times of its secrets, never their values.',
        ),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 200: Data(Type.Array(SecretSchema)) },
      },
    },
    async (request) => ({ data: await listSecretsFor(db, request.caller, request.params.id) }),
  );

  app.put(
    '/agents/:id/secrets/:name',
    {
      schema: {
        ...operation(
          'setAgentSecret',
          "Set an agent's secret",
          "Owners and admins: sets (or replaces) the secret NAME (`[A-Z][A-Z0-9_]*`, at most 128). Stored encrypted with SERVICE_SECRET_KEY (409 when the server has none) and handed only to the runner holding a run of the agent, which sets it in the command's environment and masks it in the transcript.",
        ),
        params: SecretParams,
        body: SetSecretBody,
        querystring: EmptyQuery,
        response: { 200: Data(SecretSchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        setSecretFor(tx, request.ctx, {
          id: request.params.id,
          name: request.params.name,
          value: request.body.value,
          secretKey: config.secretKey,
        }),
      ),
    }),
  );

  app.delete(
    '/agents/:id/secrets/:name',
    {
      schema: {
        ...operation(
          'deleteAgentSecret',
          "Remove an agent's secret",
          'Owners and admins: later runs go without it.',
        ),
        params: SecretParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) =>
        removeSecretFor(tx, request.ctx, { id: request.params.id, name: request.params.name }),
      );
      return reply.status(204).send();
    },
  );
};
