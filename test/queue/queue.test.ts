import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, describe, it } from 'node:test';
import pino from 'pino';
import { openDatabase } from '../../src/db/connection.js';
import { loadConfig } from '../../src/config.js';
import { claimJob, completeJob, enqueueJob, failJob } from '../../src/queue/queue.js';
import { RetryJobError, type JobDefinition, type ScheduledJobDefinition } from '../../src/queue/types.js';
import { Worker } from '../../src/queue/worker.js';
import { createTestDatabase } from '../helpers/database.js';

const silent = pino({ level: 'silent' });

function claimInChildProcess(url: string, lane: string, name: string): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/fixtures/claim-loop.ts', url, lane, name],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`exit ${code}`)),
    );
  });
}

async function until(predicate: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Job queue', async () => {
  const database = await createTestDatabase();
  // A second pool on PostgreSQL. On SQLite a process has one connection (better-sqlite3 is synchronous, so
  // two in one process would wait on each other while blocking the event loop); other processes are
  // real child processes below.
  const second = database.dialect === 'postgres' ? openDatabase(database.url) : database;
  after(async () => {
    if (second !== database) await second.close();
    await database.drop();
  });
  const { db, dialect } = database;
  const config = loadConfig({ SERVICE_DATABASE_URL: database.url });
  let lane = 0;
  const freshLane = () => `test-${++lane}`;

  it('claims a due job once, counting the attempt, and completes it', async () => {
    const testLane = freshLane();
    await enqueueJob(db, { lane: testLane, name: 'noop', payload: { a: 1 }, maxAttempts: 3 });
    const job = await claimJob(db, dialect, [testLane], 'w1', 30_000);
    assert.ok(job);
    assert.equal(job.attempts, 1);
    assert.deepEqual(JSON.parse(job.payload), { a: 1 });
    assert.equal(await claimJob(db, dialect, [testLane], 'w2', 30_000), null);
    await completeJob(db, job.id, 'w1');
    assert.equal(
      await db.selectFrom('jobs').select('id').where('id', '=', job.id).executeTakeFirst(),
      undefined,
    );
  });

  it('leaves a job scheduled for later alone until it is due', async () => {
    const testLane = freshLane();
    await enqueueJob(db, {
      lane: testLane,
      name: 'later',
      runAt: new Date(Date.now() + 60_000).toISOString(),
      maxAttempts: 1,
    });
    assert.equal(await claimJob(db, dialect, [testLane], 'w1', 30_000), null);
  });

  it('gives a job whose worker died to another worker once the lease expires', async () => {
    const testLane = freshLane();
    await enqueueJob(db, { lane: testLane, name: 'crashy', maxAttempts: 5 });
    const first = await claimJob(db, dialect, [testLane], 'dead-worker', 150);
    assert.ok(first);
    assert.equal(await claimJob(second.db, dialect, [testLane], 'w2', 30_000), null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const retaken = await claimJob(second.db, dialect, [testLane], 'w2', 30_000);
    assert.equal(retaken?.id, first.id);
    assert.equal(retaken?.attempts, 2);
    // The dead worker's late completion must not remove the job the new holder is running.
    await completeJob(db, first.id, 'dead-worker');
    assert.ok(await db.selectFrom('jobs').select('id').where('id', '=', first.id).executeTakeFirst());
  });

  it('never gives one job to two worker processes claiming at the same time', async () => {
    const testLane = freshLane();
    for (let i = 0; i < 60; i++)
      await enqueueJob(db, { lane: testLane, name: 'race', payload: { i }, maxAttempts: 1 });
    const claimers = ['a', 'b', 'c'].map((name) => claimInChildProcess(database.url, testLane, name));
    const seen = (await Promise.all(claimers)).flat();
    assert.equal(seen.length, 60);
    assert.equal(new Set(seen).size, 60);
  });

  it('enqueues a deduplicated job once', async () => {
    const testLane = freshLane();
    for (let i = 0; i < 3; i++) {
      await enqueueJob(db, { lane: testLane, name: 'single', maxAttempts: 1, dedupeKey: `key-${testLane}` });
    }
    const rows = await db.selectFrom('jobs').select('id').where('lane', '=', testLane).execute();
    assert.equal(rows.length, 1);
  });

  it('enqueued inside a rolled-back transaction, a job does not exist', async () => {
    const testLane = freshLane();
    await assert.rejects(
      db.transaction().execute(async (tx) => {
        await enqueueJob(tx, { lane: testLane, name: 'ghost', maxAttempts: 1 });
        throw new Error('rollback');
      }),
    );
    assert.equal(await claimJob(db, dialect, [testLane], 'w', 1000), null);
  });

  it('records a final failure and keeps the row', async () => {
    const testLane = freshLane();
    await enqueueJob(db, { lane: testLane, name: 'doomed', maxAttempts: 1 });
    const job = await claimJob(db, dialect, [testLane], 'w', 30_000);
    assert.ok(job);
    await failJob(db, job, 'w', 'boom', null);
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    assert.ok(row.failed_at);
    assert.equal(row.last_error, 'boom');
    assert.equal(await claimJob(db, dialect, [testLane], 'w', 30_000), null);
  });

  describe('Worker', () => {
    it('runs handlers, retries by the declared policy and gives up after the last attempt', async () => {
      const testLane = freshLane();
      const calls: { payload: unknown; attempt: number }[] = [];
      const flaky: JobDefinition = {
        name: `flaky-${testLane}`,
        lane: testLane,
        retry: { maxAttempts: 3, backoffSeconds: () => 0.05 },
        async handle(payload, context) {
          calls.push({ payload, attempt: context.job.attempts });
          throw new Error('still failing');
        },
      };
      const fine: JobDefinition = {
        name: `fine-${testLane}`,
        lane: testLane,
        retry: { maxAttempts: 1, backoffSeconds: () => 1 },
        async handle(payload) {
          calls.push({ payload, attempt: 1 });
        },
      };
      const worker = new Worker({
        db,
        dialect,
        config,
        log: silent,
        jobs: [flaky, fine],
        scheduled: [],
        lanes: [testLane],
        pollIntervalMs: 20,
      });
      await enqueueJob(db, { lane: testLane, name: flaky.name, payload: { n: 1 }, maxAttempts: 3 });
      await enqueueJob(db, { lane: testLane, name: fine.name, payload: { n: 2 }, maxAttempts: 1 });
      await worker.start();
      await until(async () => {
        const failed = await db
          .selectFrom('jobs')
          .select('id')
          .where('lane', '=', testLane)
          .where('failed_at', 'is not', null)
          .executeTakeFirst();
        return failed !== undefined;
      });
      await worker.stop();
      assert.deepEqual(
        calls.filter((c) => (c.payload as { n: number }).n === 1).map((c) => c.attempt),
        [1, 2, 3],
      );
      assert.equal(calls.filter((c) => (c.payload as { n: number }).n === 2).length, 1);
      const remaining = await db.selectFrom('jobs').selectAll().where('lane', '=', testLane).execute();
      assert.equal(remaining.length, 1);
      assert.equal(remaining[0]!.last_error, 'still failing');
    });

    it('lets a handler give up at once with RetryJobError(message, null)', async () => {
      const testLane = freshLane();
      let calls = 0;
      const fatal: JobDefinition = {
        name: `fatal-${testLane}`,
        lane: testLane,
        retry: { maxAttempts: 5, backoffSeconds: () => 0.01 },
        async handle() {
          calls++;
          throw new RetryJobError('permanent', null);
        },
      };
      const worker = new Worker({
        db,
        dialect,
        config,
        log: silent,
        jobs: [fatal],
        scheduled: [],
        lanes: [testLane],
        pollIntervalMs: 20,
      });
      await enqueueJob(db, { lane: testLane, name: fatal.name, maxAttempts: 5 });
      await worker.start();
      await until(async () =>
        Boolean(
          await db
            .selectFrom('jobs')
            .select('id')
            .where('lane', '=', testLane)
            .where('failed_at', 'is not', null)
            .executeTakeFirst(),
        ),
      );
      await worker.stop();
      assert.equal(calls, 1);
    });

    it('keeps one row per schedule across workers and reschedules it after each run', async () => {
      const testLane = freshLane();
      let runs = 0;
      const tick: ScheduledJobDefinition = {
        name: `tick-${testLane}`,
        lane: testLane,
        nextRunAt: (now) => new Date(now.getTime() + 30),
        async handle() {
          runs++;
        },
      };
      const make = (handle: typeof db) =>
        new Worker({
          db: handle,
          dialect,
          config,
          log: silent,
          jobs: [],
          scheduled: [tick],
          lanes: [testLane],
          pollIntervalMs: 10,
        });
      const one = make(db);
      const two = make(second.db);
      await Promise.all([one.start(), two.start()]);
      await until(async () => runs >= 3);
      await Promise.all([one.stop(), two.stop()]);
      const rows = await db.selectFrom('jobs').selectAll().where('lane', '=', testLane).execute();
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.dedupe_key, `schedule:${tick.name}`);
      assert.equal(rows[0]!.locked_by, null);
    });
  });
});
