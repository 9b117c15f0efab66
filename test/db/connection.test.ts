import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { afterCommit, inTransaction, type Db } from '../../src/db/connection.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

// Rows as the application sees them, on either database; on SQLite they are read as arrays and turned
// into objects by the statement cache (src/db/connection.ts).
describe('rows read through the connection', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
    await sql`create table row_shapes (id integer primary key, name text, size integer, note text)`.execute(
      database.db,
    );
    await sql`insert into row_shapes (id, name, size, note) values (1, 'one', 10, null), (2, 'two', 20, 'x')`.execute(
      database.db,
    );
  });
  after(() => database.drop());

  it('names every column, keeps types and nulls, and returns rows of writes', async () => {
    const read = sql<Record<string, unknown>>`select * from row_shapes order by id`;
    assert.deepEqual((await read.execute(database.db)).rows, [
      { id: 1, name: 'one', size: 10, note: null },
      { id: 2, name: 'two', size: 20, note: 'x' },
    ]);
    const inserted = await sql<Record<string, unknown>>`
      insert into row_shapes (id, name, size) values (3, 'three', 30) returning id, name`.execute(
      database.db,
    );
    assert.deepEqual(inserted.rows, [{ id: 3, name: 'three' }]);
    const updated = await sql`update row_shapes set size = 31 where id = 3`.execute(database.db);
    assert.equal(Number(updated.numAffectedRows), 1);
  });

  it('lets a later column of the same name win, as a row object always did', async () => {
    const result = await sql<Record<string, unknown>>`
      select a.id, a.name, b.name from row_shapes a join row_shapes b on b.id = 2 where a.id = 1`.execute(
      database.db,
    );
    assert.deepEqual(result.rows, [{ id: 1, name: 'two' }]);
  });

  it('follows a column added while the statement is cached', async () => {
    const read = sql<Record<string, unknown>>`select * from row_shapes where id = 1`;
    assert.deepEqual((await read.execute(database.db)).rows, [{ id: 1, name: 'one', size: 10, note: null }]);
    await sql`alter table row_shapes add column extra text`.execute(database.db);
    await sql`update row_shapes set extra = 'e' where id = 1`.execute(database.db);
    assert.deepEqual((await read.execute(database.db)).rows, [
      { id: 1, name: 'one', size: 10, note: null, extra: 'e' },
    ]);
  });
});

// Announcing a change (the live events' NOTIFY) must not hold the change's locks, nor happen without it.
describe('work after the commit', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.drop());

  it('runs once per key after the commit, with the database, and never after a rollback', async () => {
    const ran: string[] = [];
    const result = await inTransaction(database.db, async (tx) => {
      assert.equal(
        afterCommit(tx, 'a', (db: Db) => ran.push(`a1:${String(db === database.db)}`)),
        true,
      );
      afterCommit(tx, 'a', () => ran.push('a2'));
      afterCommit(tx, 'b', () => ran.push('b'));
      assert.deepEqual(ran, []);
      return 'done';
    });
    assert.equal(result, 'done');
    assert.deepEqual(ran, ['a2', 'b']);

    ran.length = 0;
    await assert.rejects(
      inTransaction(database.db, async (tx) => {
        afterCommit(tx, 'a', () => ran.push('rolled back'));
        throw new Error('no');
      }),
    );
    assert.deepEqual(ran, []);
  });

  it('resolves once the tasks it ran have finished, so a route answers after announcing', async () => {
    const ran: string[] = [];
    await inTransaction(database.db, async (tx) => {
      afterCommit(tx, 'slow', async () => {
        await new Promise((resolve) => setImmediate(resolve));
        ran.push('announced');
      });
    });
    assert.deepEqual(ran, ['announced']);
  });

  it('runs at once outside a transaction and refuses a transaction opened elsewhere', async () => {
    const ran: string[] = [];
    assert.equal(
      afterCommit(database.db, 'a', () => ran.push('now')),
      true,
    );
    assert.deepEqual(ran, ['now']);
    await database.db.transaction().execute(async (tx) => {
      assert.equal(
        afterCommit(tx, 'a', () => ran.push('never')),
        false,
      );
    });
    assert.deepEqual(ran, ['now']);
  });
});

// Two transactions locking two rows in opposite orders: PostgreSQL rolls one back to break the deadlock.
// SQLite runs one writer at a time (no deadlock): there the suite defines no test.
describe('a transaction picked to break a deadlock', () => {
  if (!process.env.SERVICE_TEST_DATABASE_URL?.startsWith('postgres')) return;
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
    await sql`create table deadlock_probe (id integer primary key, n integer not null)`.execute(database.db);
    await sql`insert into deadlock_probe (id, n) values (1, 0), (2, 0)`.execute(database.db);
  });
  after(() => database.drop());

  it('runs again and commits; the rolled-back try’s after-commit tasks never run', async () => {
    const ran: string[] = [];
    const tries = { a: 0, b: 0 };
    const locked = new Set<number>();
    const bothLocked = async () => {
      while (locked.size < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const bump = (name: 'a' | 'b', first: number, second: number) =>
      inTransaction(database.db, async (tx) => {
        const attempt = ++tries[name];
        afterCommit(tx, `announce ${attempt}`, () => ran.push(`${name} try ${attempt}`));
        await sql`update deadlock_probe set n = n + 1 where id = ${first}`.execute(tx);
        locked.add(first);
        await bothLocked();
        await sql`update deadlock_probe set n = n + 1 where id = ${second}`.execute(tx);
      });
    await Promise.all([bump('a', 1, 2), bump('b', 2, 1)]);
    // At least one ran again (under load a retry may meet the other once more and either may lose).
    assert.ok(tries.a + tries.b >= 3, JSON.stringify(tries));
    const rows = await sql<{ n: number }>`select n from deadlock_probe order by id`.execute(database.db);
    assert.deepEqual(
      rows.rows.map((row) => Number(row.n)),
      [2, 2],
    );
    // Only each one's last try, the one that committed, announced anything.
    assert.deepEqual(ran.sort(), [`a try ${tries.a}`, `b try ${tries.b}`]);
  });
});
