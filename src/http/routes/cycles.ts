import { Type } from 'typebox';
import { todayUtc } from '../../clock.js';
import { CYCLE_LIST_WHEN, listCycles } from '../../domain/cycles.js';
import { respondWithPage } from '../envelope.js';
import { Collection, DateString, Nullable, PaginationQuery, StringEnum } from '../schemas/common.js';
import type { RouteModule } from '../types.js';

export const CycleListItemSchema = Type.Object({
  number: Type.Integer(),
  starts_on: DateString,
  ends_on: DateString,
  state: StringEnum(['past', 'current', 'upcoming'] as const),
  // Counts for planning screens (decisions: issue 20): issues and done leave standing work out;
  // carried_in is null until the previous cycle's carry-over ran, carried_out until this one's did.
  issues: Type.Integer(),
  done: Type.Integer(),
  carried_in: Nullable(Type.Integer()),
  carried_out: Nullable(Type.Integer()),
});

const CycleQuery = Type.Object(
  { when: Type.Optional(StringEnum(CYCLE_LIST_WHEN)), ...PaginationQuery },
  { additionalProperties: false },
);

/** The workspace's cycles (generated on its cadence, never edited), for pickers and planning. */
export const cycleRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/cycles',
    { schema: { querystring: CycleQuery, response: { 200: Collection(CycleListItemSchema) } } },
    async (request) =>
      respondWithPage(request, config.appUrl, async (limit, offset) =>
        listCycles(db, request.caller.workspace, request.query.when ?? 'all', todayUtc(), limit, offset),
      ),
  );
};
