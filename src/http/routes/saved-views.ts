import { listVisibleSavedViews } from '../../domain/saved-views.js';
import { respondWithPage } from '../envelope.js';
import { Collection } from '../../schemas/common.js';
import { SavedViewQuery, SavedViewSchema } from '../../schemas/saved-views.js';
import type { RouteModule } from '../types.js';

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
