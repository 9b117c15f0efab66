import { Type } from 'typebox';
import { inTransaction } from '../../../db/connection.js';
import { assertSameSite } from '../../../domain/people/auth.js';
import {
  changePassword,
  currentSession,
  endAllSessions,
  endOtherSessions,
  endSession,
  listSessions,
  signOut,
  switchWorkspace,
} from '../../../domain/people/sessions.js';
import { signIn } from '../../../domain/people/password-sign-in.js';
import { setupStatus } from '../../../domain/people/setup.js';
import { assertPasswordSignIn, signInMethods } from '../../../domain/people/sign-in-methods.js';
import { writeOriginOf } from '../../credential.js';
import { Data, EmptyQuery, IdParams, NoContent } from '../../../schemas/common.js';
import {
  EndAllSessionsQuery,
  LoginBody,
  PasswordBody,
  SessionRecordSchema,
  SessionSchema,
  SetupStatusSchema,
  SignInMethodsSchema,
  SwitchWorkspaceBody,
} from '../../../schemas/sessions.js';
import type { InterfaceRouteModule } from './module.js';
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from './session-cookie.js';
import { DEVICE_COOKIE } from '../../../domain/people/sign-in-throttle.js';
import { SecondFactorStepSchema } from '../../../schemas/second-factor.js';
import { setSecondFactorCookie } from './security.js';

/** First run and sign-in: no session needed. */
export const openSessionRoutes: InterfaceRouteModule = (app, { db, config, system }, appOrigin) => {
  app.get(
    '/setup',
    { schema: { querystring: EmptyQuery, response: { 200: Data(SetupStatusSchema) } } },
    async () => ({
      data: await setupStatus(db),
    }),
  );

  app.get(
    '/sign-in-methods',
    { schema: { querystring: EmptyQuery, response: { 200: Data(SignInMethodsSchema) } } },
    async () => ({ data: signInMethods(config) }),
  );

  app.post(
    '/login',
    {
      schema: {
        body: LoginBody,
        response: { 200: Data(Type.Union([SessionSchema, SecondFactorStepSchema])) },
      },
    },
    async (request, reply) => {
      // No session yet, so no CSRF token; a cross-site form still names its Origin.
      assertSameSite(null, writeOriginOf(request, appOrigin));
      assertPasswordSignIn(config);
      const cookies = request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {};
      const signedIn = await signIn(db, system, {
        ...request.body,
        origin: {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          device: cookies[DEVICE_COOKIE],
        },
      });
      if ('kind' in signedIn) {
        // A second factor (issue 43): no session until the second step (security.ts) passes.
        setSecondFactorCookie(reply, config, signedIn.secret);
        return { data: { second_factor: { methods: signedIn.methods } } };
      }
      setSessionCookie(reply, config, signedIn.secret);
      setDeviceCookie(reply, config, signedIn.device);
      return { data: signedIn.view };
    },
  );
};

/** One's own session and sessions, password and current workspace. */
export const sessionRoutes: InterfaceRouteModule = (app, { db, config }) => {
  app.get(
    '/session',
    { schema: { querystring: EmptyQuery, response: { 200: Data(SessionSchema) } } },
    async (request) => ({
      data: await currentSession(db, request.caller),
    }),
  );

  app.post('/logout', { schema: { response: { 204: NoContent } } }, async (request, reply) => {
    await inTransaction(db, (tx) => signOut(tx, request.ctx));
    clearSessionCookie(reply, config);
    return reply.status(204).send();
  });

  app.put(
    '/session/workspace',
    { schema: { body: SwitchWorkspaceBody, response: { 200: Data(SessionSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) => switchWorkspace(tx, request.ctx, request.body)),
    }),
  );

  app.get(
    '/sessions',
    { schema: { querystring: EmptyQuery, response: { 200: Data(Type.Array(SessionRecordSchema)) } } },
    async (request) => ({
      data: await listSessions(db, request.caller),
    }),
  );

  app.delete('/sessions/others', { schema: { response: { 204: NoContent } } }, async (request, reply) => {
    await inTransaction(db, (tx) => endOtherSessions(tx, request.ctx));
    return reply.status(204).send();
  });

  app.delete(
    '/sessions/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) => endSession(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );

  app.delete(
    '/sessions',
    { schema: { querystring: EndAllSessionsQuery, response: { 204: NoContent } } },
    async (request, reply) => {
      const keep = request.query.revoke_tokens === 'false' || request.query.revoke_tokens === '0';
      await inTransaction(db, (tx) => endAllSessions(tx, request.ctx, { revokeTokens: !keep }));
      clearSessionCookie(reply, config);
      return reply.status(204).send();
    },
  );

  app.put(
    '/password',
    { schema: { body: PasswordBody, response: { 204: NoContent } } },
    async (request, reply) => {
      assertPasswordSignIn(config);
      await changePassword(db, request.ctx, { ...request.body, ip: request.ip });
      return reply.status(204).send();
    },
  );
};
