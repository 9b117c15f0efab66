import { workspaceCapacity } from '../../domain/capacity.js';
import { respondWithPage } from '../envelope.js';
import { CapacityQuery, CapacitySchema } from '../../schemas/capacity.js';
import { Collection } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

export const capacityRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/capacity',
    { schema: { querystring: CapacityQuery, response: { 200: Collection(CapacitySchema) } } },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        workspaceCapacity(db, request.caller, request.query, limit, offset),
      ),
  );
};
