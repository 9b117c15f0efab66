import pino, { type Logger } from 'pino';
import { loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { jobDefinitions, scheduledJobs } from './jobs/registry.js';
import { Worker } from './jobs/worker.js';

export interface Runtime {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
}

/** Configuration, a migrated database and a logger: what every command starts from. */
export async function openRuntime(options: { migrate: boolean; env?: NodeJS.ProcessEnv }): Promise<Runtime> {
  const config = loadConfig(options.env);
  const log = pino({ level: config.logLevel });
  const database = openDatabase(config.databaseUrl);
  if (options.migrate) await migrateToLatest(database.db);
  return { config, database, log };
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
    ...overrides,
  });
}
