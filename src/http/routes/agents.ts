import { listAssignableAgents } from '../../domain/agents.js';
import { respondWithPage } from '../envelope.js';
import { Collection, PageQuery } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { AgentSchema } from '../../schemas/agents.js';

export const agentRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/agents',
    {
      schema: {
        querystring: PageQuery,
        response: { 200: Collection(AgentSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listAssignableAgents(db, request.caller, limit, offset),
      ),
  );
};
