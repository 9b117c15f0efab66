import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  beginOidcSignIn,
  completeOidcSignIn,
  OIDC_STATE_COOKIE,
  OidcSignInError,
  type OidcFailure,
} from '../domain/people/oidc.js';
import { sendNotFound } from './error-handler.js';
import type { RateLimitHook } from './rate-limit.js';
import type { App, Services } from './types.js';
import { clearOidcStateCookie, setOidcStateCookie, setSessionCookie } from './routes/ui/session-cookie.js';
import { setSecondFactorCookie } from './routes/ui/security.js';

/**
 * `/auth/oidc/start` and `/auth/oidc/callback` (decisions §12.14): pages a browser navigates through, not
 * API calls, so every outcome is a redirect: to the provider, then into the application, or back to
 * /login with the reason's code (`?oidc=unavailable`), never an error page of JSON. Counted by address like
 * the sign-in route. Not found (404) while OpenID Connect is not configured.
 */
export function oidcRoutes(services: Services, rateLimit: RateLimitHook): FastifyPluginAsync {
  return async (scope) => {
    const routes = scope as App;
    routes.addHook('onRequest', rateLimit);
    const { oidc, db, config, system } = services;

    const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
      const code: OidcFailure = error instanceof OidcSignInError ? error.code : 'invalid';
      const cause = error instanceof OidcSignInError ? error.cause : error;
      if (code === 'unavailable' || !(error instanceof OidcSignInError)) {
        request.log.warn({ err: cause }, `OpenID Connect sign-in failed: ${code}`);
      } else {
        request.log.info({ reason: code }, 'OpenID Connect sign-in refused');
      }
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/login?oidc=${encodeURIComponent(code)}`, 303);
    };

    routes.get('/start', async (request, reply) => {
      if (!oidc) return sendNotFound(request, reply);
      const returnTo = (request.query as Record<string, unknown>).return_to;
      try {
        const { state, url } = await beginOidcSignIn(db, oidc, returnTo);
        setOidcStateCookie(reply, config, state);
        return reply.header('cache-control', 'no-store').redirect(url, 303);
      } catch (error) {
        return refuse(request, reply, error);
      }
    });

    routes.get('/callback', async (request, reply) => {
      if (!oidc) return sendNotFound(request, reply);
      const cookies = request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {};
      // Used once, whatever the outcome.
      clearOidcStateCookie(reply, config);
      try {
        const signedIn = await completeOidcSignIn(db, system, {
          oidc,
          query: new URL(request.url, 'http://callback.invalid').searchParams,
          cookieState: cookies[OIDC_STATE_COOKIE],
          origin: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        });
        if ('kind' in signedIn) {
          // A second factor (issue 43): the sign-in page asks for it, then goes on to the return address.
          setSecondFactorCookie(reply, config, signedIn.secret);
          return reply.header('cache-control', 'no-store').redirect('/login?second_factor=1', 303);
        }
        setSessionCookie(reply, config, signedIn.secret);
        return reply.header('cache-control', 'no-store').redirect(signedIn.returnTo, 303);
      } catch (error) {
        return refuse(request, reply, error);
      }
    });
  };
}
