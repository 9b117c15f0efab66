import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Incr = FastifyRateLimitStore['incr'];
type Read = Incr;
type Store = FastifyRateLimitStore & { read?: Read };

// The plugin's own two stores (not exported by name): the same counting, in Redis or in memory.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/**
 * Counters in Redis while it answers, in this node's memory while it does not: an outage costs the
 * shared count (each node then limits on its own), never the limit itself nor any time, since a
 * request does not wait for a Redis that is not connected (see connectRedis).
 */
class RedisOrLocalStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr: Incr = (key, callback, timeWindow, max) => {
    this.count('incr', key, callback, timeWindow, max);
  };

  read: Read = (key, callback, timeWindow, max) => {
    this.count('read', key, callback, timeWindow, max);
  };

  private count(method: 'incr' | 'read', ...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    const local = () => this.local[method]!(key, callback, timeWindow, max);
    if (this.redis.status !== 'ready') return local();
    this.shared[method]!(key, (error, result) => (error ? local() : callback(null, result)), timeWindow, max);
  }

  /** The same counters (see `localStore`). */
  child(): Store {
    return this;
  }
}

/**
 * The plugin's counters in this node's memory. A scope's own limiter (`/api/ui` keys its calls its own
 * way: `scope.rateLimit({ keyGenerator })`) counts in these same counters rather than a fresh set, as
 * the plugin's stores would give it: a person's calls to /api/v1 and /api/ui add up to one allowance.
 */
export function localStore(): FastifyRateLimitStoreCtor {
  return class extends LocalStore {
    constructor() {
      super(false, false);
    }

    override child(): Store {
      return this;
    }
  };
}

export function redisOrLocalStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends RedisOrLocalStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
