import { Type } from 'typebox';
import { createOwnToken, listOwnTokens, revokeOwnToken } from '../../../domain/api-tokens.js';
import { ABILITIES } from '../../../domain/enums.js';
import { EmptyQuery, Nullable, StringEnum, IdParams } from '../../../schemas/common.js';
import type { InterfaceRouteModule } from './module.js';

const CreateTokenBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    abilities: Type.Optional(Type.Array(StringEnum(ABILITIES), { maxItems: 2 })),
    expires_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  },
  { additionalProperties: false },
);

/** Settings → API tokens (decisions §9.5). */
export const tokenRoutes: InterfaceRouteModule = (app, { db, config }) => {
  app.get('/tokens', { schema: { querystring: EmptyQuery } }, async (request) => ({
    data: await listOwnTokens(db, request.caller),
  }));

  app.post('/tokens', { schema: { body: CreateTokenBody } }, async (request, reply) =>
    reply.status(201).send({ data: await createOwnToken(db, request.caller, request.body, config.appUrl) }),
  );

  app.delete('/tokens/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await revokeOwnToken(db, request.caller, request.params.id);
    return reply.status(204).send();
  });
};
