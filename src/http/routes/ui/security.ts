import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../../config.js';
import { inTransaction } from '../../../db/connection.js';
import { assertSameSite } from '../../../domain/people/auth.js';
import {
  listOwnPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removeOwnPasskey,
  renameOwnPasskey,
} from '../../../domain/people/passkeys.js';
import {
  confirmTotpEnrolment,
  regenerateRecoveryCodes,
  removeTotp,
  securityOverview,
  startTotp,
} from '../../../domain/people/second-factor.js';
import {
  completeWithCode,
  completeWithPasskey,
  passkeyOptionsForSignIn,
  SECOND_FACTOR_COOKIE,
  SECOND_FACTOR_LIFETIME_MS,
  type CompletedSignIn,
} from '../../../domain/people/second-factor-sign-in.js';
import { DEVICE_COOKIE } from '../../../domain/people/sign-in-throttle.js';
import { Data, IdParams, NoContent } from '../../../schemas/common.js';
import {
  CodeBody,
  PasskeyAssertionBody,
  PasskeyRegisteredSchema,
  PasskeyRegistrationBody,
  PasskeyRenameBody,
  PasskeySchema,
  ReauthenticationBody,
  RecoveryCodesSchema,
  SecondFactorBody,
  SecuritySchema,
  TotpEnrolmentSchema,
  WebAuthnJson,
} from '../../../schemas/second-factor.js';
import { SessionSchema } from '../../../schemas/sessions.js';
import { writeOriginOf } from '../../credential.js';
import type { InterfaceRouteModule } from './module.js';
import { cookieOptions, setDeviceCookie, setSessionCookie } from './session-cookie.js';

/**
 * The sign-in awaiting its second step (domain/second-factor-sign-in.ts): HttpOnly, strict, sent only to
 * the sign-in routes (`/api/ui/login…`), for 10 minutes.
 */
const SECOND_FACTOR_COOKIE_PATH = '/api/ui/login';

export function setSecondFactorCookie(reply: FastifyReply, config: Config, secret: string): void {
  void reply.setCookie(SECOND_FACTOR_COOKIE, secret, {
    ...cookieOptions(reply, config),
    sameSite: 'strict',
    path: SECOND_FACTOR_COOKIE_PATH,
    maxAge: Math.floor(SECOND_FACTOR_LIFETIME_MS / 1000),
  });
}

function clearSecondFactorCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SECOND_FACTOR_COOKIE, {
    ...cookieOptions(reply, config),
    sameSite: 'strict',
    path: SECOND_FACTOR_COOKIE_PATH,
  });
}

/** WebAuthn's options as the plain JSON object they are (WebAuthnJson). */
function asJson(options: object): Record<string, unknown> {
  return options as Record<string, unknown>;
}

function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  return request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {};
}

function originOf(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    device: cookiesOf(request)[DEVICE_COOKIE],
  };
}

/** The second step of signing in: no session yet, the pending sign-in's cookie instead. */
export const openSecondFactorRoutes: InterfaceRouteModule = (app, { db, config, system }, appOrigin) => {
  const finish = (reply: FastifyReply, done: CompletedSignIn) => {
    clearSecondFactorCookie(reply, config);
    setSessionCookie(reply, config, done.secret);
    setDeviceCookie(reply, config, done.device);
    return { data: { ...done.view, return_to: done.returnTo } };
  };
  const SignedInSchema = Type.Intersect([SessionSchema, Type.Object({ return_to: Type.String() })]);

  app.post(
    '/login/second-factor',
    { schema: { body: SecondFactorBody, response: { 200: Data(SignedInSchema) } } },
    async (request, reply) => {
      assertSameSite(null, writeOriginOf(request, appOrigin));
      const secret = cookiesOf(request)[SECOND_FACTOR_COOKIE];
      const done = await completeWithCode(db, system, {
        ...request.body,
        secret,
        origin: originOf(request),
        config,
      });
      return finish(reply, done);
    },
  );

  app.post(
    '/login/passkey-options',
    { schema: { response: { 200: Data(WebAuthnJson) } } },
    async (request) => {
      assertSameSite(null, writeOriginOf(request, appOrigin));
      const secret = cookiesOf(request)[SECOND_FACTOR_COOKIE];
      return { data: asJson(await passkeyOptionsForSignIn(db, secret, config)) };
    },
  );

  app.post(
    '/login/passkey',
    { schema: { body: PasskeyAssertionBody, response: { 200: Data(SignedInSchema) } } },
    async (request, reply) => {
      assertSameSite(null, writeOriginOf(request, appOrigin));
      const secret = cookiesOf(request)[SECOND_FACTOR_COOKIE];
      const done = await completeWithPasskey(db, system, {
        response: request.body.response,
        secret,
        origin: originOf(request),
        config,
      });
      return finish(reply, done);
    },
  );
};

/** Settings → Security: one's own second factors. */
export const securityRoutes: InterfaceRouteModule = (app, { db, config }) => {
  app.get('/security', { schema: { response: { 200: Data(SecuritySchema) } } }, async (request) => ({
    data: await securityOverview(db, request.caller, config),
  }));

  app.post(
    '/security/totp',
    { schema: { response: { 200: Data(TotpEnrolmentSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) => startTotp(tx, request.ctx, config)),
    }),
  );

  app.post(
    '/security/totp/confirm',
    { schema: { body: CodeBody, response: { 200: Data(RecoveryCodesSchema) } } },
    async (request) => {
      const codes = await confirmTotpEnrolment(db, request.ctx, { ...request.body, config, ip: request.ip });
      return { data: { recovery_codes: codes } };
    },
  );

  app.post(
    '/security/totp/remove',
    { schema: { body: ReauthenticationBody, response: { 204: NoContent } } },
    async (request, reply) => {
      await removeTotp(db, request.ctx, { ...request.body, config, ip: request.ip });
      return reply.status(204).send();
    },
  );

  app.post(
    '/security/recovery-codes',
    { schema: { body: ReauthenticationBody, response: { 200: Data(RecoveryCodesSchema) } } },
    async (request) => {
      const codes = await regenerateRecoveryCodes(db, request.ctx, {
        ...request.body,
        config,
        ip: request.ip,
      });
      return { data: { recovery_codes: codes } };
    },
  );

  app.get(
    '/security/passkeys',
    { schema: { response: { 200: Data(Type.Array(PasskeySchema)) } } },
    async (request) => ({ data: await listOwnPasskeys(db, request.caller) }),
  );

  app.post(
    '/security/passkeys/options',
    { schema: { response: { 200: Data(WebAuthnJson) } } },
    async (request) => ({
      data: asJson(await inTransaction(db, (tx) => passkeyRegistrationOptions(tx, request.ctx))),
    }),
  );

  app.post(
    '/security/passkeys',
    { schema: { body: PasskeyRegistrationBody, response: { 201: Data(PasskeyRegisteredSchema) } } },
    async (request, reply) => {
      const done = await registerPasskey(db, request.ctx, { ...request.body, ip: request.ip });
      return reply.status(201).send({ data: done });
    },
  );

  app.patch(
    '/security/passkeys/:id',
    { schema: { params: IdParams, body: PasskeyRenameBody, response: { 200: Data(PasskeySchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        renameOwnPasskey(tx, request.ctx, { id: request.params.id, name: request.body.name }),
      ),
    }),
  );

  app.delete(
    '/security/passkeys/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) =>
        removeOwnPasskey(tx, request.ctx, { id: request.params.id, ip: request.ip }),
      );
      return reply.status(204).send();
    },
  );
};
