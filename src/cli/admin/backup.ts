import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { sqlitePath } from '../../db/connection.js';
import { defineAdminCommand } from './command.js';
import { required } from './arguments.js';

export const POSTGRES_BACKUP_ADVICE =
  'tandem admin backup copies SQLite databases only. For PostgreSQL use tandem admin export --workspace SLUG --to FILE (each workspace, readable by SQLite and PostgreSQL), or pg_dump, e.g.: pg_dump --format=custom --file=tandem.dump "$SERVICE_DATABASE_URL"';

/**
 * `tandem admin backup --to FILE`: a consistent copy of the SQLite database while servers keep running
 * (SQLite's online backup API, which copies pages and restarts if a writer changes them meanwhile).
 */
export const backupCommand = defineAdminCommand({
  summary: 'Copy the SQLite database consistently while servers run',
  options: { to: { type: 'string' } },
  run: async ({ values }, { database }) => {
    const target = resolve(required(values, 'to'));
    if (database.dialect !== 'sqlite') throw new Error(POSTGRES_BACKUP_ADVICE);
    if (existsSync(target)) throw new Error(`${target} exists; choose a new file name.`);
    const source = new SQLite(sqlitePath(database.url), { fileMustExist: true });
    try {
      await source.backup(target);
    } finally {
      source.close();
    }
    return { backup: target };
  },
});
