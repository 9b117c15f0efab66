import { inTransaction } from '../../../db/connection.js';
import {
  createSavedViewFor,
  deleteSavedViewFor,
  listVisibleSavedViewsWithLayout,
  updateSavedViewFor,
} from '../../../domain/issues/saved-views.js';
import { respondWithPage } from '../../envelope.js';
import type { InterfaceRouteModule } from './module.js';
import { Collection, Data, IdParams, NoContent } from '../../../schemas/common.js';
import {
  CreateSavedViewBody,
  InterfaceSavedViewSchema,
  SavedViewQuery,
  UpdateSavedViewBody,
} from '../../../schemas/saved-views.js';

/**
 * Saved views are written here only: the API reads them (`GET /api/v1/saved-views`) but may not write
 * them (contract, decisions §9.4). The interface reads them here too, with the layout each opens in,
 * which the API's Saved view does not carry.
 */
export const savedViewWriteRoutes: InterfaceRouteModule = (app, { db, config }) => {
  app.get(
    '/saved-views',
    { schema: { querystring: SavedViewQuery, response: { 200: Collection(InterfaceSavedViewSchema) } } },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listVisibleSavedViewsWithLayout(db, request.caller, request.query.surface, limit, offset),
      ),
  );

  app.post(
    '/saved-views',
    { schema: { body: CreateSavedViewBody, response: { 201: Data(InterfaceSavedViewSchema) } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await inTransaction(db, (tx) => createSavedViewFor(tx, request.ctx, request.body)),
      }),
  );

  app.patch(
    '/saved-views/:id',
    {
      schema: {
        params: IdParams,
        body: UpdateSavedViewBody,
        response: { 200: Data(InterfaceSavedViewSchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        updateSavedViewFor(tx, request.ctx, { ...request.body, id: request.params.id }),
      ),
    }),
  );

  app.delete(
    '/saved-views/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteSavedViewFor(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );
};
