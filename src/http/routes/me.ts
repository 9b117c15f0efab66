import { Type } from 'typebox';
import { Data, EmptyQuery, Nullable, StringEnum } from '../../schemas/common.js';
import type { CallerCredential } from '../../domain/caller.js';
import type { RouteModule } from '../types.js';

const MeSchema = Type.Object({
  user: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  workspace: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    issue_prefix: Type.String(),
  }),
  role: Type.String(),
  token: Type.Object({
    name: Type.String(),
    abilities: Type.Array(StringEnum(['read', 'write'])),
    expires_at: Nullable(Type.String()),
  }),
});

/** A session shows as the browser session it is, with the abilities a session has. */
function presentCredential(credential: CallerCredential) {
  return credential.kind === 'token'
    ? { name: credential.name, abilities: credential.abilities, expires_at: credential.expires_at }
    : { name: 'Browser session', abilities: credential.abilities, expires_at: credential.expires_at };
}

export const meRoutes: RouteModule = (app) => {
  app.get(
    '/me',
    { schema: { querystring: EmptyQuery, response: { 200: Data(MeSchema) } } },
    async (request) => {
      const { caller } = request;
      return {
        data: {
          user: caller.user,
          workspace: {
            id: caller.workspace.id,
            name: caller.workspace.name,
            slug: caller.workspace.slug,
            issue_prefix: caller.workspace.issue_prefix,
          },
          role: caller.role,
          token: presentCredential(caller.credential),
        },
      };
    },
  );
};
