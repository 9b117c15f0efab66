import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import SQLite from 'better-sqlite3';
import {
  BACKSTOP_PAGES,
  CHECKPOINT_INTERVAL_MS,
  startBackgroundCheckpoints,
} from '../../src/db/sqlite-checkpoints.js';

// A SQLite component: it runs on its own temporary file whichever database the suite runs on.
describe('SQLite checkpoints in a worker thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tandem-checkpoints-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  async function open(name: string, background: boolean): Promise<DatabaseHandle> {
    const errors: string[] = [];
    const handle = openDatabase(`sqlite:${join(dir, name)}`, {
      ...(background ? { backgroundCheckpoints: { onError: (message) => errors.push(message) } } : {}),
    });
    await sql`create table filler (id integer primary key, data blob)`.execute(handle.db);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        assert.deepEqual(errors, []);
      },
    };
  }

  /** 300 transactions of about two pages each: 600 frames, well under the backstop. */
  async function writeBatch(handle: DatabaseHandle): Promise<void> {
    for (let i = 0; i < 300; i++) {
      await handle.db
        .transaction()
        .execute((tx) => sql`insert into filler (data) values (zeroblob(3000))`.execute(tx));
    }
  }

  const walSize = (name: string) => statSync(join(dir, `${name}-wal`)).size;
  // Forty turns of the thread's loop: on a machine busy with other tests it still gets one.
  const BETWEEN_BATCHES_MS = CHECKPOINT_INTERVAL_MS * 40;

  it('copies the log back between writes, so that the log starts over instead of growing', async () => {
    const handle = await open('background.db', true);
    const pages = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db);
    assert.equal(pages.rows[0]!.wal_autocheckpoint, BACKSTOP_PAGES);

    await writeBatch(handle);
    const first = walSize('background.db');
    await sleep(BETWEEN_BATCHES_MS);
    await writeBatch(handle);
    // The second batch was written from the start of the log again.
    assert.ok(walSize('background.db') < first * 1.2, `${walSize('background.db')} against ${first}`);
    await handle.close();
  });

  it('leaves the log growing up to the backstop without it (the control)', async () => {
    const handle = await open('inline.db', false);
    await sql`pragma wal_autocheckpoint = ${sql.raw(String(BACKSTOP_PAGES))}`.execute(handle.db);
    await writeBatch(handle);
    const first = walSize('inline.db');
    await sleep(BETWEEN_BATCHES_MS);
    await writeBatch(handle);
    assert.ok(walSize('inline.db') > first * 1.5);
    await handle.close();
  });

  it('keeps every committed row, and stops the thread on close', async () => {
    const handle = await open('rows.db', true);
    await writeBatch(handle);
    await handle.close();
    const again = openDatabase(`sqlite:${join(dir, 'rows.db')}`);
    const count = await sql<{ n: number }>`select count(*) as n from filler`.execute(again.db);
    assert.equal(count.rows[0]!.n, 300);
    await again.close();
  });

  it('reports a thread that cannot work instead of taking the process down', async () => {
    const connection = new SQLite(join(dir, 'present.db'));
    const errors: string[] = [];
    const checkpoints = startBackgroundCheckpoints(connection, join(dir, 'missing.db'), (message) =>
      errors.push(message),
    );
    for (let i = 0; i < 50 && errors.length === 0; i++) await sleep(20);
    await checkpoints.stop();
    connection.close();
    assert.equal(errors.length, 1);
    assert.match(errors[0]!, /unable to open/i);
  });
});
