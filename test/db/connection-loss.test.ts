import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import pino from 'pino';
import { sql } from 'kysely';
import { DatabaseUnavailableError, isConnectionLoss } from '../../src/db/connection-errors.js';
import { enqueueJob } from '../../src/queue/queue.js';
import type { JobDefinition } from '../../src/queue/types.js';
import { Worker } from '../../src/queue/worker.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';

/**
 * Connections terminated under a running process, as a failover or a pgbouncer restart does. These
 * tests need PostgreSQL (SQLite has no connection to lose): on SQLite the suite defines none of them.
 */
const postgresUrl = process.env.SERVICE_TEST_DATABASE_URL ?? '';

/** Terminates every other connection to `database`: what a failover does to a node's pool. */
async function terminateBackends(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const databaseName = (url: string) => new URL(url).pathname.slice(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('A lost database connection', () => {
  if (!postgresUrl.startsWith('postgres')) return;

  it('fails a request whose every try loses its connection with 503, Retry-After and {message}; the process carries on', async () => {
    const app = await startTestApp();
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    // A trigger that terminates its own backend: every try of the insert loses its connection.
    await sql`create function tandem_test_die() returns trigger language plpgsql as $$
      begin perform pg_terminate_backend(pg_backend_pid()); return new; end $$`.execute(app.db);
    await sql`create trigger tandem_test_die before insert on issues for each row execute function tandem_test_die()`.execute(
      app.db,
    );
    const refused = await api.post('/issues', { title: 'Lost' });
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get('retry-after'), '1');
    assert.deepEqual(Object.keys(refused.body as object), ['message']);
    assert.equal(typeof refused.body.message, 'string');

    await sql`drop trigger tandem_test_die on issues`.execute(app.db);
    const created = await api.post('/issues', { title: 'Kept' });
    assert.equal(created.status, 201);
    const list = await api.get('/issues');
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.data.map((issue: { title: string }) => issue.title),
      ['Kept'],
    );
  });

  it('runs a read that loses its connection again on fresh ones, even when the next one is lost too', async () => {
    const app = await startTestApp();
    // Each of the first two tries terminates its own backend, as idle connections that died together do.
    await sql`create sequence tandem_test_tries`.execute(app.db);
    await sql`create function tandem_test_die_twice() returns int language plpgsql as $$
      begin
        if nextval('tandem_test_tries') <= 2 then perform pg_terminate_backend(pg_backend_pid()); end if;
        return 1;
      end $$`.execute(app.db);
    const result = await sql<{ one: number }>`select tandem_test_die_twice() as one`.execute(app.db);
    assert.equal(result.rows[0]!.one, 1);
    const tries = await sql<{ n: string }>`select last_value as n from tandem_test_tries`.execute(app.db);
    assert.equal(Number(tries.rows[0]!.n), 3);
  });

  it('runs a transaction again when its connection was lost before COMMIT', async () => {
    const app = await startTestApp();
    let tries = 0;
    const result = await app.db.transaction().execute(async (tx) => {
      tries++;
      await sql`create temporary table if not exists scratch (n int)`.execute(tx);
      if (tries === 1) await sql`select pg_terminate_backend(pg_backend_pid())`.execute(tx);
      return (await sql<{ one: number }>`select 1 as one`.execute(tx)).rows[0]!.one;
    });
    assert.equal(result, 1);
    assert.equal(tries, 2);
  });

  it('keeps answering while its connections are terminated again and again: 2xx, or 503 with Retry-After', async () => {
    const app = await startTestApp();
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const name = databaseName(app.database.url);
    const statuses = new Map<number, number>();
    let stop = false;
    let terminated = 0;
    const killer = (async () => {
      while (!stop) {
        terminated += await terminateBackends(name);
        await sleep(100);
      }
    })();
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let i = 0; i < 20; i++) {
        const response =
          i % 2 === 0 ? await api.post('/issues', { title: `W${writer}-${i}` }) : await api.get('/issues');
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500) {
          assert.equal(response.status, 503, response.text);
          assert.equal(response.headers.get('retry-after'), '1');
        } else {
          assert.ok(response.status === 200 || response.status === 201, response.text);
        }
      }
    });
    await Promise.all(writers);
    stop = true;
    await killer;
    assert.ok(terminated > 0, 'connections were terminated');
    const after = await api.post('/issues', { title: 'After' });
    assert.equal(after.status, 201, `statuses seen: ${JSON.stringify([...statuses])}`);
  });

  it('worker: a job whose connection is lost is run again, not lost', async () => {
    const app = await startTestApp();
    const lane = `lost-${Date.now()}`;
    let calls = 0;
    const job: JobDefinition = {
      name: `lost-${lane}`,
      lane,
      retry: { maxAttempts: 1, backoffSeconds: () => 60 },
      async handle(_payload, context) {
        calls++;
        // The first run loses its connection on both tries of the read (the quiet retry included).
        if (calls === 1) await sql`select pg_terminate_backend(pg_backend_pid())`.execute(context.db);
        await sql`select 1`.execute(context.db);
      },
    };
    const worker = new Worker({
      db: app.db,
      dialect: app.database.dialect,
      config: app.config,
      log: pino({ level: 'silent' }),
      jobs: [job],
      scheduled: [],
      lanes: [lane],
      pollIntervalMs: 20,
    });
    await enqueueJob(app.db, { lane, name: job.name, payload: {}, maxAttempts: 1 });
    await worker.start();
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const left = await app.db.selectFrom('jobs').select('id').where('lane', '=', lane).execute();
      if (left.length === 0) break;
      await sleep(50);
    }
    await worker.stop();
    const left = await app.db.selectFrom('jobs').selectAll().where('lane', '=', lane).execute();
    assert.deepEqual(left, []);
    assert.equal(calls, 2);
  });
});

describe('Recognising a lost connection', () => {
  it('by SQLSTATE class, system error code, or the client having marked itself unusable', () => {
    for (const code of ['57P01', '57P02', '08006', '08003', '53300', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE']) {
      assert.ok(isConnectionLoss({ code }), code);
    }
    for (const code of ['23505', '40001', '22P02', '42P01']) assert.ok(!isConnectionLoss({ code }), code);
    assert.ok(!isConnectionLoss(new Error('Connection terminated unexpectedly')));
    assert.ok(isConnectionLoss(new Error('anything'), false));
    // The server's own refusal at connect (no such database, a wrong password) is not a lost connection.
    for (const code of ['3D000', '28P01']) assert.ok(!isConnectionLoss({ code }, false), code);
    assert.ok(isConnectionLoss(new DatabaseUnavailableError(new Error('x'), false)));
  });
});
