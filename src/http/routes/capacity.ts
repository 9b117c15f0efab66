import { Type } from 'typebox';
import { workspaceCapacity } from '../../domain/capacity.js';
import { respondWithPage } from '../envelope.js';
import { ActorSchema, Collection, DateString, PaginationQuery } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

const Minutes = {
  weekly_minutes: Type.Integer(),
  absence_minutes: Type.Integer(),
  claimed_minutes: Type.Integer(),
  plannable_minutes: Type.Integer(),
};

/** Plannable capacity of one person or agent, week by week (a new endpoint, allowed within v1). */
export const CapacitySchema = Type.Object({
  actor: ActorSchema,
  weekly_hours: Type.Integer(),
  claims: Type.Array(
    Type.Object({
      issue: Type.String(),
      title: Type.String(),
      capacity_share: Type.String(),
      minutes: Type.Integer(),
    }),
  ),
  weeks: Type.Array(
    Type.Object({ week: Type.String(), starts_on: Type.String(), ends_on: Type.String(), ...Minutes }),
  ),
  total: Type.Object(Minutes),
});

const CapacityQuery = Type.Object(
  { from: Type.Optional(DateString), to: Type.Optional(DateString), ...PaginationQuery },
  { additionalProperties: false },
);

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
