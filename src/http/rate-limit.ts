import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { credentialOf } from './credential.js';

/**
 * Keyed on the token or session (its digest, never the raw value), not the address; calls without a
 * well-formed credential by address, so that varying a malformed header does not buy a fresh allowance.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const credential = credentialOf(request);
  if (credential.kind === 'token') return `token:${credential.digest}`;
  if (credential.kind === 'session') return `session:${credential.digest}`;
  return `ip:${request.ip}`;
}

export function createRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}

/**
 * Limits section: SERVICE_API_THROTTLE requests a minute per token, X-RateLimit-Limit and
 * X-RateLimit-Remaining on every response, 429 with Retry-After. Counters live in memory on one node and
 * in Redis when SERVICE_REDIS_URL is set so that several API nodes share them.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Config,
  redis: Redis | null,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.apiThrottle,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    nameSpace: config.rateLimitNamespace,
    ...(redis ? { redis } : {}),
    // A Redis outage must not take the API down with it.
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
}
