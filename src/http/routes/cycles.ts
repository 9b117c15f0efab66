import { Type } from 'typebox';
import { todayUtc } from '../../clock.js';
import { CYCLE_LIST_WHEN, listCycles } from '../../domain/cycles.js';
import { respondWithPage } from '../envelope.js';
import { Collection, DateString, PaginationQuery, StringEnum } from '../schemas/common.js';
import type { RouteModule } from '../types.js';

export const CycleListItemSchema = Type.Object({
  number: Type.Integer(),
  starts_on: DateString,
  ends_on: DateString,
  state: StringEnum(['past', 'current', 'upcoming'] as const),
});

const CycleQuery = Type.Object(
  { when: Type.Optional(StringEnum(CYCLE_LIST_WHEN)), ...PaginationQuery },
  { additionalProperties: false },
);

/** The workspace's cycles (generated on its cadence, never edited), for pickers and planning. */
export const cycleRoutes: RouteModule = (app, { config }) => {
  app.get(
    '/cycles',
    { schema: { querystring: CycleQuery, response: { 200: Collection(CycleListItemSchema) } } },
    async (request) =>
      respondWithPage(request, config.appUrl, async (limit, offset) =>
        listCycles(request.caller.workspace, request.query.when ?? 'all', todayUtc(), limit, offset),
      ),
  );
};
