import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrate.js';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
  tmpDir: string;
}

/**
 * A fresh, migrated database of its own: a temporary SQLite file, or, when SERVICE_TEST_DATABASE_URL
 * names a PostgreSQL server, a new database created on it and dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const tmpDir = mkdtempSync(join(tmpdir(), 'tandem-test-'));
  const serverUrl = process.env.SERVICE_TEST_DATABASE_URL;
  if (!serverUrl || serverUrl.startsWith('sqlite:')) {
    const handle = openDatabase(`sqlite:${join(tmpDir, 'service.db')}`);
    await migrateToLatest(handle.db);
    return {
      ...handle,
      tmpDir,
      drop: async () => {
        await handle.close();
        rmSync(tmpDir, { recursive: true, force: true });
      },
    };
  }
  const name = `tandem_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  await migrateToLatest(handle.db);
  return {
    ...handle,
    tmpDir,
    drop: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
      rmSync(tmpDir, { recursive: true, force: true });
    },
  };
}
