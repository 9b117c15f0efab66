import { workspaceCapacity } from '../../domain/time/capacity.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { CapacityQuery, CapacitySchema } from '../../schemas/capacity.js';
import { Collection } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

export const capacityRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('capacity');
  app.get(
    '/capacity',
    {
      schema: {
        ...operation(
          'getCapacity',
          'Get capacity',
          'Hours available and planned per person over a period, absences taken into account.',
        ),
        querystring: CapacityQuery,
        response: { 200: Collection(CapacitySchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        workspaceCapacity(db, request.caller, request.query, limit, offset),
      ),
  );
};
