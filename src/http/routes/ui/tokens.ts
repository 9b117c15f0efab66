import { inTransaction } from '../../../db/connection.js';
import { createOwnToken, listOwnTokens, revokeOwnToken } from '../../../domain/api-tokens.js';
import { CreateTokenBody } from '../../../schemas/api-tokens.js';
import { EmptyQuery, IdParams } from '../../../schemas/common.js';
import type { InterfaceRouteModule } from './module.js';

/** Settings → API tokens (decisions §9.5). */
export const tokenRoutes: InterfaceRouteModule = (app, { db, config }) => {
  app.get('/tokens', { schema: { querystring: EmptyQuery } }, async (request) => ({
    data: await listOwnTokens(db, request.caller),
  }));

  app.post('/tokens', { schema: { body: CreateTokenBody } }, async (request, reply) =>
    reply.status(201).send({
      data: await inTransaction(db, (tx) => createOwnToken(tx, request.caller, request.body, config.appUrl)),
    }),
  );

  app.delete('/tokens/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await inTransaction(db, (tx) => revokeOwnToken(tx, request.caller, request.params.id));
    return reply.status(204).send();
  });
};
