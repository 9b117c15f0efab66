import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { digestToken, isWellFormedToken, RUNTIME_TOKEN_PREFIX } from '../domain/people/tokens.js';
import { clientNetwork } from '../addresses.js';
import type { Executor } from '../db/connection.js';
import { authenticate, bearerToken } from '../domain/people/auth.js';
import { credentialOf } from './credential.js';
import { localStore, redisOrLocalStore } from './rate-limit-store.js';

/** Where a person's interface calls are counted: every session of theirs, on /api/v1 and /api/ui alike. */
const PERSON_PREFIX = 'person:';

/**
 * The interface's allowance is counted in ten-second windows of a sixth of `SERVICE_SESSION_THROTTLE`
 * (200 of 1,200 by default: decisions §12.2's "bursts of 200"), so a 429 there costs the interface a wait
 * of ten seconds at most, not the rest of a minute.
 */
const SESSION_WINDOW_MS = 10_000;
const API_WINDOW_MS = 60_000;

/** A person's allowance in one of their ten-second windows. */
function sessionWindowAllowance(config: Config): number {
  return Math.ceil((config.sessionThrottle * SESSION_WINDOW_MS) / 60_000);
}

/** The address a call is counted by: an IPv6 client by its /64 network (src/addresses.ts). */
function addressKey(request: FastifyRequest): string {
  return `ip:${clientNetwork(request.ip)}`;
}

/**
 * The holder of the request's credential, read before the call is counted so that it counts against
 * them (`request.caller`, reused by authentication afterwards): a session's person, and on the API a
 * token's or a run token's holder. A credential that names nobody (ended, revoked, invented) stays
 * unknown here, is counted by address, and is refused later with the usual 401: inventing well-formed
 * tokens buys no fresh allowance.
 */
export async function identifyCaller(
  request: FastifyRequest,
  db: Executor,
  surface: 'api' | 'interface',
): Promise<void> {
  const credential = credentialOf(request);
  const counted = credential.kind === 'session' || (surface === 'api' && credential.kind !== 'missing');
  if (!counted || credential.kind === 'malformed') return;
  // A session is read for any surface (the API refuses Management afterwards, with its own answer).
  request.caller = await authenticate(
    db,
    credential,
    credential.kind === 'session' ? 'interface' : 'api',
  ).catch(() => request.caller);
}

/**
 * Keyed on the credential's holder, not the address: an API token and a run token by their digest once
 * known to name someone (`identifyCaller`), on the runner API a runtime token by its digest; a session by
 * its person, apart from any token of theirs. Calls without a credential, or with one that names nobody,
 * by address, so that varying a header does not buy a fresh allowance.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const credential = credentialOf(request);
  if (credential.kind === 'session') return sessionKey(request);
  if (credential.kind === 'token' || credential.kind === 'run') {
    const caller = request.caller as FastifyRequest['caller'] | undefined;
    return caller?.credential.kind === credential.kind
      ? `${credential.kind}:${credential.digest}`
      : addressKey(request);
  }
  const token = bearerToken(request.headers.authorization);
  if (token !== null && isWellFormedToken(token, RUNTIME_TOKEN_PREFIX)) {
    return `runtime:${digestToken(token)}`;
  }
  return addressKey(request);
}

function sessionKey(request: FastifyRequest): string {
  const caller = request.caller as FastifyRequest['caller'] | undefined;
  return caller?.credential.kind === 'session' && caller.user
    ? `${PERSON_PREFIX}${caller.user.id}`
    : addressKey(request);
}

/**
 * `/api/ui` (decisions §11.3): a valid session by its person, in the same count as their session's
 * calls to /api/v1; anything else (sign-in, first run, invitations, a refused bearer token) by address.
 */
export function interfaceRateLimitKey(request: FastifyRequest): string {
  return credentialOf(request).kind === 'session' ? sessionKey(request) : addressKey(request);
}

/** Counts one request and sets its X-RateLimit headers; throws the 429 answer past the limit. */
export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Limits section: SERVICE_API_THROTTLE requests a minute per token, and SERVICE_SESSION_THROTTLE a minute
 * per person for the interface's session (decisions §12.2, in ten-second windows), X-RateLimit-Limit and
 * X-RateLimit-Remaining on every response, 429 with Retry-After. Counters live in memory on one node and
 * in Redis when SERVICE_REDIS_URL is set so that several API nodes share them, and in each node's
 * memory again while Redis is unreachable (rate-limit-store.ts).
 *
 * Registered once, at the root, and applied by hook (`app.rateLimit()`) rather than to every route: the
 * API scopes count each request before anything else runs, and the answers given outside any route
 * (unknown paths, framework and client errors, src/http/framework-errors.ts) count with the same counters.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Config,
  redis: Redis | null,
): Promise<RateLimitHook> {
  await app.register(rateLimit, {
    global: false,
    max: (_request, key) =>
      key.startsWith(PERSON_PREFIX) ? sessionWindowAllowance(config) : config.apiThrottle,
    timeWindow: (_request, key) => (key.startsWith(PERSON_PREFIX) ? SESSION_WINDOW_MS : API_WINDOW_MS),
    keyGenerator: rateLimitKey,
    nameSpace: config.rateLimitNamespace,
    store: redis ? redisOrLocalStore(redis, config.rateLimitNamespace) : localStore(),
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Retry in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  return app.rateLimit();
}
