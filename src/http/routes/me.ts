import { Data, EmptyQuery } from '../../schemas/common.js';
import { describeOperations } from '../openapi.js';
import { MeSchema } from '../../schemas/me.js';
import { callerActor, callerName, type Caller } from '../../domain/caller.js';
import { runTokenRun } from '../../domain/runs/run-tokens.js';
import type { RouteModule } from '../types.js';

/**
 * A session shows as the browser session it is, with the abilities a session has; a run token as the
 * run it belongs to, expiring with the run's lease (renewed while the run goes on).
 */
function presentCredential(credential: Caller['credential']) {
  const { abilities, expires_at } = credential;
  if (credential.kind === 'token') return { name: credential.name, abilities, expires_at };
  if (credential.kind === 'run') return { name: `Run ${credential.id}`, abilities, expires_at };
  return { name: 'Browser session', abilities, expires_at };
}

export const meRoutes: RouteModule = (app, { db }) => {
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
          actor: { ...callerActor(caller), name: callerName(caller) },
          workspace: {
            id: caller.workspace.id,
            name: caller.workspace.name,
            slug: caller.workspace.slug,
            issue_prefix: caller.workspace.issue_prefix,
          },
          role: caller.user === null ? 'agent' : caller.role,
          token: presentCredential(caller.credential),
          ...(caller.user === null ? { run: await runTokenRun(db, caller) } : {}),
        },
      };
    },
  );
};
