import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import {
  readRequestCredential,
  SESSION_COOKIE,
  type RequestCredential,
  type WriteOrigin,
} from '../domain/people/auth.js';

/**
 * The request's credential, read from its Authorization header (or, without one, its session cookie)
 * the first time it is asked for: the rate limiter (which runs first) and authentication share one
 * parse, check and digest. Cookies are parsed only here, and only when there is no Authorization header.
 */
export function credentialOf(request: FastifyRequest): RequestCredential {
  request.credential ??= readRequestCredential(request.headers.authorization, () => {
    const header = request.headers.cookie;
    return header === undefined ? undefined : request.server.parseCookie(header)[SESSION_COOKIE];
  });
  return request.credential;
}

/** What a session write must show (X-CSRF-Token, Origin), for `assertMayProceed` and `assertSameSite`. */
export function writeOriginOf(request: FastifyRequest, appOrigin: string): WriteOrigin {
  const csrf = request.headers['x-csrf-token'];
  return {
    csrfToken: Array.isArray(csrf) ? csrf[0] : csrf,
    origin: request.headers.origin,
    appOrigin,
  };
}
