import { listVisibleSavedViews } from '../../domain/issues/saved-views.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection } from '../../schemas/common.js';
import { SavedViewQuery, SavedViewSchema } from '../../schemas/saved-views.js';
import type { RouteModule } from '../types.js';

/** Read-only over the API (contract: writing saved views is not available); `tandem admin` writes them. */
export const savedViewRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('savedViews');
  app.get(
    '/saved-views',
    {
      schema: {
        ...operation(
          'listSavedViews',
          'List saved views',
          "The caller's own views and those shared with the workspace, by surface.",
        ),
        querystring: SavedViewQuery,
        response: { 200: Collection(SavedViewSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listVisibleSavedViews(db, request.caller, request.query.surface, limit, offset),
      ),
  );
};
