import { Type } from 'typebox';
import { createSavedViewFor, deleteSavedViewFor, updateSavedViewFor } from '../../../domain/saved-views.js';
import type { InterfaceRouteModule } from './module.js';
import { IdParams } from '../../../schemas/common.js';

const Filters = Type.Object({}, { additionalProperties: true, maxProperties: 20 });
const CreateSavedViewBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    surface: Type.Optional(Type.String({ maxLength: 64 })),
    filters: Type.Optional(Filters),
    shared: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const UpdateSavedViewBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    filters: Type.Optional(Filters),
    shared: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * Saved views are written here only: the API reads them (`GET /api/v1/saved-views`) but may not write
 * them (contract, decisions §9.4).
 */
export const savedViewWriteRoutes: InterfaceRouteModule = (app, { db }) => {
  app.post('/saved-views', { schema: { body: CreateSavedViewBody } }, async (request, reply) =>
    reply.status(201).send({ data: await createSavedViewFor(db, request.caller, request.body) }),
  );

  app.patch(
    '/saved-views/:id',
    { schema: { params: IdParams, body: UpdateSavedViewBody } },
    async (request) => ({
      data: await updateSavedViewFor(db, request.caller, request.params.id, request.body),
    }),
  );

  app.delete('/saved-views/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await deleteSavedViewFor(db, request.caller, request.params.id);
    return reply.status(204).send();
  });
};
