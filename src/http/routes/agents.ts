import { listAssignableAgents } from '../../domain/agents.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection, PageQuery } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { AgentSchema } from '../../schemas/agents.js';

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
};
