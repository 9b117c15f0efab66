import { Type } from 'typebox';
import { listAssignableAgents } from '../../domain/agents.js';
import { AGENT_PROVIDERS, AGENT_STATUSES, AGENT_VISIBILITIES, SANDBOX_LEVELS } from '../../domain/enums.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Nullable, PaginationQuery, StringEnum } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

/** Never carries instructions, custom_env, custom_args or mcp_config: the response schema drops them. */
export const AgentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  provider: StringEnum(AGENT_PROVIDERS),
  model: Nullable(Type.String()),
  status: StringEnum(AGENT_STATUSES),
  visibility: StringEnum(AGENT_VISIBILITIES),
  max_concurrent_tasks: Type.Integer(),
  weekly_hours: Type.Integer(),
  runtime: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      online: Type.Boolean(),
      sandbox: StringEnum(SANDBOX_LEVELS),
    }),
  ),
});

export const agentRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/agents',
    {
      schema: {
        querystring: Type.Object(PaginationQuery, { additionalProperties: false }),
        response: { 200: Collection(AgentSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listAssignableAgents(db, request.caller, limit, offset),
      ),
  );
};
