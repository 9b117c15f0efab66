import { Data, EmptyQuery } from '../../schemas/common.js';
import { describeOperations } from '../openapi.js';
import { MeSchema } from '../../schemas/me.js';
import type { CallerCredential } from '../../domain/caller.js';
import type { RouteModule } from '../types.js';

/** A session shows as the browser session it is, with the abilities a session has. */
function presentCredential(credential: CallerCredential) {
  return credential.kind === 'token'
    ? { name: credential.name, abilities: credential.abilities, expires_at: credential.expires_at }
    : { name: 'Browser session', abilities: credential.abilities, expires_at: credential.expires_at };
}

export const meRoutes: RouteModule = (app) => {
  const operation = describeOperations('me');
  app.get(
    '/me',
    {
      schema: {
        ...operation(
          'getMe',
          'Get the caller',
          'The user the token acts as, its workspace (with the issue prefix), its role there and the abilities of the credential.',
        ),
        querystring: EmptyQuery,
        response: { 200: Data(MeSchema) },
      },
    },
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
