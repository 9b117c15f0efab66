import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { bearerToken } from '../domain/auth.js';
import { digestToken, isWellFormedToken, RUNTIME_TOKEN_PREFIX } from '../domain/tokens.js';
import { credentialOf } from './credential.js';
import { redisOrLocalStore } from './rate-limit-store.js';

/**
 * Keyed on the credential (its digest, never the raw value), not the address: an API token, a run token,
 * a browser session, or on the runner API a runtime token; calls without a well-formed credential by address, so
 * that varying a malformed header does not buy a fresh allowance.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const credential = credentialOf(request);
  if (credential.kind === 'token') return `token:${credential.digest}`;
  if (credential.kind === 'run') return `run:${credential.digest}`;
  if (credential.kind === 'session') return `session:${credential.digest}`;
  const token = bearerToken(request.headers.authorization);
  if (token !== null && isWellFormedToken(token, RUNTIME_TOKEN_PREFIX)) {
    return `runtime:${digestToken(token)}`;
  }
  return `ip:${request.ip}`;
}

/**
 * `/api/ui` (decisions §11.3): per person, whichever of their sessions calls, so that signing in again
 * buys no fresh allowance; calls without a valid session (sign-in, first run, invitations) by address.
 * `request.caller` is set beforehand when the session is valid (src/http/routes/ui/index.ts).
 */
export function interfaceRateLimitKey(request: FastifyRequest): string {
  const caller = request.caller as FastifyRequest['caller'] | undefined;
  if (!caller) return `ip:${request.ip}`;
  // Sessions are people's; a run token never reaches /api/ui, but it would count as its agent.
  return caller.user ? `person:${caller.user.id}` : `agent:${caller.agent.id}`;
}

/** Counts one request and sets its X-RateLimit headers; throws the 429 answer past the limit. */
export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Limits section: SERVICE_API_THROTTLE requests a minute per token, X-RateLimit-Limit and
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
    max: config.apiThrottle,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    nameSpace: config.rateLimitNamespace,
    ...(redis ? { store: redisOrLocalStore(redis, config.rateLimitNamespace) } : {}),
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
