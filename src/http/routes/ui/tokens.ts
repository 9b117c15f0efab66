import { Type } from 'typebox';
import { inTransaction } from '../../../db/connection.js';
import { createOwnToken, listOwnTokens, revokeOwnToken } from '../../../domain/people/api-tokens.js';
import { ApiTokenSchema, CreatedTokenSchema, CreateTokenBody } from '../../../schemas/api-tokens.js';
import { Data, EmptyQuery, IdParams, NoContent } from '../../../schemas/common.js';
import type { InterfaceRouteModule } from './module.js';

/** Settings → API tokens (decisions §9.5). */
export const tokenRoutes: InterfaceRouteModule = (app, { db }) => {
  app.get(
    '/tokens',
    { schema: { querystring: EmptyQuery, response: { 200: Data(Type.Array(ApiTokenSchema)) } } },
    async (request) => ({
      data: await listOwnTokens(db, request.caller),
    }),
  );

  app.post(
    '/tokens',
    { schema: { body: CreateTokenBody, response: { 201: Data(CreatedTokenSchema) } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await inTransaction(db, (tx) => createOwnToken(tx, request.ctx, request.body)),
      }),
  );

  app.delete(
    '/tokens/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) => revokeOwnToken(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );
};
