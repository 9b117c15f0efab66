import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Executor } from '../../src/db/connection.js';
import { PLAN_EVERY_CALL } from '../../src/db/postgres-statements.js';
import { precompiled } from '../../src/db/precompiled.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

describe('precompiled queries and prepared statements', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
    await database.db
      .insertInto('users')
      .values(
        ['Ada', 'Grace', 'Linus'].map((name, i) => ({
          name,
          email: `${name.toLowerCase()}@example.com`,
          created_at: `2026-11-0${i + 1}T00:00:00.000Z`,
        })),
      )
      .execute();
  });
  after(() => database.drop());

  const usersBetween = precompiled((db: Executor, from: string, to: string) =>
    db
      .selectFrom('users')
      .select('name')
      .where('created_at', '>=', from)
      .where('email', 'like', '%@example.com')
      .where('created_at', '<', to)
      .orderBy('name'),
  );

  it('puts each call’s arguments where the placeholders landed, constants staying as built', async () => {
    const names = async (from: string, to: string) =>
      (await usersBetween(database.db, from, to)).map((row) => row.name);
    assert.deepEqual(await names('2026-11-01', '2026-11-03'), ['Ada', 'Grace']);
    assert.deepEqual(await names('2026-11-02', '2026-11-09'), ['Grace', 'Linus']);
    assert.deepEqual(await names('2026-11-09', '2026-11-10'), []);
  });

  it('runs inside a transaction, seeing its uncommitted rows', async () => {
    await database.db
      .transaction()
      .execute(async (tx) => {
        await tx
          .insertInto('users')
          .values({ name: 'Barbara', email: 'barbara@example.com', created_at: '2026-11-05T00:00:00.000Z' })
          .execute();
        const rows = await usersBetween(tx, '2026-11-05', '2026-11-06');
        assert.deepEqual(
          rows.map((row) => row.name),
          ['Barbara'],
        );
        throw new Error('roll back');
      })
      .catch((error: Error) => assert.equal(error.message, 'roll back'));
    assert.deepEqual(await usersBetween(database.db, '2026-11-05', '2026-11-06'), []);
  });

  it('keeps answering after a migration changes a table it reads, on every pooled connection', async () => {
    const everyUser = precompiled((db: Executor, from: string) =>
      db.selectFrom('users').selectAll().where('created_at', '>=', from),
    );
    // Several at once, so that several connections of a PostgreSQL pool prepare the statement.
    const answers = async () =>
      Promise.all(Array.from({ length: 12 }, () => everyUser(database.db, '2026-11-01')));
    for (const rows of await answers()) assert.equal(rows.length, 3);
    await sql`alter table users add column nickname text`.execute(database.db);
    for (const rows of await answers()) {
      assert.equal(rows.length, 3);
      assert.ok('nickname' in rows[0]!, 'the new column is read');
    }
  });

  if (process.env.SERVICE_TEST_DATABASE_URL?.startsWith('postgres')) {
    it('runs as a statement prepared once per PostgreSQL connection', async () => {
      await database.db.connection().execute(async (connection) => {
        await usersBetween(connection, '2026-11-01', '2026-11-03');
        await usersBetween(connection, '2026-11-02', '2026-11-03');
        const prepared = await sql<{ statement: string }>`
          select statement from pg_prepared_statements where statement like '%"email" like $2%'
            and statement not like '%pg_prepared_statements%'`.execute(connection);
        assert.equal(prepared.rows.length, 1, JSON.stringify(prepared.rows));
      });
    });

    it('prepares every data statement but those marked to be planned on every call', async () => {
      await database.db.connection().execute(async (connection) => {
        await sql`select name from users where email = ${'ada@example.com'}`.execute(connection);
        await sql`${sql.raw(PLAN_EVERY_CALL)}select name from users where name = ${'Ada'}`.execute(
          connection,
        );
        const prepared = await sql<{ statement: string }>`
          select statement from pg_prepared_statements
          where (statement like 'select name from users%' or statement like ${`${PLAN_EVERY_CALL}%`})
            and statement not like '%pg_prepared_statements%'`.execute(connection);
        assert.deepEqual(
          prepared.rows.map((row) => row.statement),
          ['select name from users where email = $1'],
        );
      });
    });
  }

  it('refuses a builder that does not use every argument as a value', async () => {
    const branching = precompiled((db: Executor, name: string, _unused: string) =>
      db.selectFrom('users').select('id').where('name', '=', name),
    );
    await assert.rejects(branching(database.db, 'Ada', 'x'), /every argument must be a query value/);
  });
});
