import { Redis, type RedisOptions } from 'ioredis';

export interface OutageLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Redis is a helper, never a dependency a request waits on: while it is unreachable a command fails at
 * once (no offline queue), one that hangs gives up after half a second, and callers fall back to what
 * this node can do alone. ioredis keeps reconnecting in the background (its default backoff, at most
 * 2 s apart), so service resumes by itself. The outage is logged once when it starts and once when
 * Redis is back, not on every failed reconnection.
 */
export function connectRedis(
  url: string,
  /** What this node does without Redis (logged when it goes) and what resumes when it is back. */
  say: { unreachable: string; back: string },
  log: OutageLog | null,
  options: RedisOptions = {},
): Redis {
  const redis = new Redis(url, {
    connectTimeout: 500,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    ...options,
  });
  let reachable: boolean | null = null;
  redis.on('error', (error: unknown) => {
    if (reachable === false) return;
    reachable = false;
    log?.warn({ err: error }, `Redis unreachable: ${say.unreachable}`);
  });
  redis.on('ready', () => {
    if (reachable === false) log?.info({}, `Redis is back: ${say.back}`);
    reachable = true;
  });
  return redis;
}

/** Resolves once the first connection attempt settled, either way: counting starts where it will stay. */
export function firstConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      redis.off('ready', settle);
      redis.off('error', settle);
      resolve();
    };
    redis.once('ready', settle);
    redis.once('error', settle);
  });
}
