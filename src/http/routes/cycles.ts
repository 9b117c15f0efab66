import { todayUtc } from '../../clock.js';
import { describeOperations } from '../openapi.js';
import { listCycles } from '../../domain/issues/cycles.js';
import { respondWithPage } from '../envelope.js';
import { Collection } from '../../schemas/common.js';
import { CycleListItemSchema, CycleQuery } from '../../schemas/cycles.js';
import type { RouteModule } from '../types.js';

/** The workspace's cycles (generated on its cadence, never edited), for pickers and planning. */
export const cycleRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('cycles');
  app.get(
    '/cycles',
    {
      schema: {
        ...operation('listCycles', 'List cycles', 'Past, current and upcoming cycles with the work in each.'),
        querystring: CycleQuery,
        response: { 200: Collection(CycleListItemSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, async (limit, offset) =>
        listCycles(db, request.caller.workspace, request.query.when ?? 'all', todayUtc(), limit, offset),
      ),
  );
};
