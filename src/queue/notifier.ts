import { PostgresAdapter, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Executor } from '../db/connection.js';

/**
 * Wakes workers as soon as a job they could take has committed, instead of at their next poll.
 * - In this process: every Worker subscribes; `announceJobs` calls them once the current tick is
 *   over. On SQLite the one connection stays busy until the enqueuing transaction ends, so the woken
 *   worker's claim runs after the commit.
 * - Across processes on PostgreSQL: NOTIFY, issued inside the enqueuing transaction, is delivered
 *   at commit and dropped on rollback; each worker LISTENs on its own connection.
 * - Across processes on SQLite there is no such signal: workers poll (see createWorker).
 */
export const JOBS_CHANNEL = 'tandem_jobs';

type LaneListener = (lane: string) => void;
const listeners = new Set<LaneListener>();

export function onJobsAnnounced(listener: LaneListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function usesPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Call after enqueuing, with the same executor (inside the caller's transaction). */
export async function announceJobs(db: Executor, lane: string): Promise<void> {
  if (usesPostgres(db)) await sql`select pg_notify(${JOBS_CHANNEL}, ${lane})`.execute(db);
  if (listeners.size > 0) {
    setImmediate(() => {
      for (const listener of listeners) listener(lane);
    });
  }
}

export interface JobListener {
  close(): Promise<void>;
}

/** LISTENs for announced jobs on a connection of its own, reconnecting after a loss. */
export function listenForJobs(url: string, onLane: LaneListener, log: Logger): JobListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => onLane(message.payload ?? ''));
    next.on('error', (error) => {
      log.warn({ err: error }, 'job listener connection lost; reconnecting');
      scheduleReconnect(next);
    });
    try {
      await next.connect();
      await next.query(`listen ${JOBS_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'job listener could not connect; workers fall back to polling');
      scheduleReconnect(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    // Jobs committed while we were not listening are found by this first look.
    onLane('');
  };

  const scheduleReconnect = (failed: pg.Client) => {
    failed.end().catch(() => undefined);
    if (client === failed) client = null;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, 1000);
  };

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
