import { inTransaction } from '../../../db/connection.js';
import { createSavedViewFor, deleteSavedViewFor, updateSavedViewFor } from '../../../domain/saved-views.js';
import type { InterfaceRouteModule } from './module.js';
import { Data, IdParams, NoContent } from '../../../schemas/common.js';
import { CreateSavedViewBody, SavedViewSchema, UpdateSavedViewBody } from '../../../schemas/saved-views.js';

/**
 * Saved views are written here only: the API reads them (`GET /api/v1/saved-views`) but may not write
 * them (contract, decisions §9.4).
 */
export const savedViewWriteRoutes: InterfaceRouteModule = (app, { db }) => {
  app.post(
    '/saved-views',
    { schema: { body: CreateSavedViewBody, response: { 201: Data(SavedViewSchema) } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await inTransaction(db, (tx) => createSavedViewFor(tx, request.caller, request.body)),
      }),
  );

  app.patch(
    '/saved-views/:id',
    { schema: { params: IdParams, body: UpdateSavedViewBody, response: { 200: Data(SavedViewSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        updateSavedViewFor(tx, request.caller, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/saved-views/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteSavedViewFor(tx, request.caller, request.params.id));
      return reply.status(204).send();
    },
  );
};
