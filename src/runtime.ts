import pino, { type Logger } from 'pino';
import { loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { waitingOutLostConnections } from './db/wait-for-database.js';
import { missingDatabaseMessage } from './db/missing-database.js';
import { jobDefinitions, scheduledJobs } from './jobs/registry.js';
import { Worker } from './queue/worker.js';
import type { SystemContext } from './domain/context.js';
import { detachedSystemContext } from './services.js';

export interface Runtime {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
}

/** Configuration, a migrated database and a logger: what every command starts from. */
export async function openRuntime(options: {
  migrate: boolean;
  env?: NodeJS.ProcessEnv;
  /**
   * For long-running processes (serve, worker): background checkpoints (see `OpenDatabaseOptions`), and
   * waiting out a database that cannot be reached at start rather than exiting.
   */
  longRunning?: boolean;
}): Promise<Runtime> {
  const config = loadConfig(options.env);
  // Synchronous writes: one write(2) per line on the main thread, nothing held back for a crash to lose.
  // pino's default hands every line to the thread pool and back (docs/performance.md, item 14).
  const log = pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: true }));
  const database = openDatabase(config.databaseUrl, {
    ...(options.longRunning
      ? {
          backgroundCheckpoints: {
            onError: (message) => log.warn({ message }, 'background checkpoint failed'),
          },
        }
      : {}),
  });
  if (options.migrate) {
    try {
      await migrate(database.db, options.longRunning ? log : null);
    } catch (error) {
      await database.close();
      const missing = missingDatabaseMessage(error, config.databaseUrl);
      throw missing ? new Error(missing) : error;
    }
  }
  return { config, database, log };
}

/**
 * A node restarted during a failover finds its connections cut or refused: it waits for the database,
 * saying so, instead of exiting (issue #23). A server's own refusal (no such database) fails at once, and
 * a one-off command (no log to say it waits) fails at the first cut.
 */
async function migrate(db: DatabaseHandle['db'], waitingLog: Logger | null): Promise<void> {
  if (waitingLog === null) await migrateToLatest(db);
  else await waitingOutLostConnections(() => migrateToLatest(db), waitingLog);
}

export function createWorker(
  runtime: Runtime,
  lanes: string[],
  overrides: { pollIntervalMs?: number } = {},
): Worker {
  return new Worker({
    db: runtime.database.db,
    dialect: runtime.database.dialect,
    config: runtime.config,
    log: runtime.log.child({ component: 'worker' }),
    jobs: jobDefinitions,
    scheduled: scheduledJobs,
    lanes,
    // Webhook deliveries wait on receivers: enough slots that slow ones do not hold back the rest.
    concurrency: 16,
    // PostgreSQL wakes workers with LISTEN/NOTIFY at commit, so polling is only a fallback there; on
    // SQLite a worker in another process learns of new jobs by polling, so it polls often (a cheap read).
    pollIntervalMs: runtime.database.dialect === 'sqlite' ? 50 : 500,
    defaultLeaseSeconds: runtime.config.workerLeaseSeconds,
    listenUrl: runtime.database.dialect === 'postgres' ? runtime.database.url : undefined,
    ...overrides,
  });
}

/** What the domain's commands run with in a process started from this runtime (the admin CLI). */
export function runtimeSystemContext({
  database,
  config,
}: Pick<Runtime, 'database' | 'config'>): SystemContext {
  return detachedSystemContext({ db: database.db, dialect: database.dialect, config });
}
