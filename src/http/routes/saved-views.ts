import { Type } from 'typebox';
import { listVisibleSavedViews } from '../../domain/saved-views.js';
import { respondWithPage } from '../envelope.js';
import { ActorSchema, Collection, PaginationQuery, Timestamp } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

export const SavedViewSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surface: Type.String(),
  filters: Type.Object({}, { additionalProperties: true }),
  owner: ActorSchema,
  shared: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

const SavedViewQuery = Type.Object(
  { surface: Type.Optional(Type.String({ maxLength: 64 })), ...PaginationQuery },
  { additionalProperties: false },
);

/** Read-only over the API (contract: writing saved views is not available); `tandem admin` writes them. */
export const savedViewRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/saved-views',
    { schema: { querystring: SavedViewQuery, response: { 200: Collection(SavedViewSchema) } } },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listVisibleSavedViews(db, request.caller, request.query.surface, limit, offset),
      ),
  );
};
