import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { INTERRUPTED_ERROR } from '../../src/webhooks/dispatcher.js';
import { verifyWebhook } from '../../src/webhooks/verify.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { buildWorkspace } from '../helpers/factories.js';
import { SECRET, attemptsOf, buildWebhook, emit, startReceiver, until, type Receiver } from './helpers.js';
import { CLI_ENTRY } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface WorkerProcess {
  child: ChildProcessWithoutNullStreams;
  exited: Promise<number | null>;
}

/** A real `tandem worker` process on the test database. */
async function spawnWorker(database: TestDatabase, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [...CLI_ENTRY, 'worker'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SERVICE_DATABASE_URL: database.url,
      SERVICE_WEBHOOK_ALLOW_PRIVATE: 'true',
      SERVICE_WEBHOOK_RETRY_DELAYS: '0.2,0.2,0.2',
      SERVICE_LOG_LEVEL: 'silent',
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('processing lanes')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`worker exited early (${code}): ${output}`)));
  });
  return { child, exited };
}

describe('Webhook workers as separate processes', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  const receivers: Receiver[] = [];
  const workers: WorkerProcess[] = [];
  after(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGTERM');
      await worker.exited;
    }
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await database.drop();
  });

  it('loses nothing when a worker is killed (kill -9) mid-delivery: another sends it, same delivery id', async () => {
    const workspace = await buildWorkspace(db);
    const receiver = await startReceiver((_request, index) => (index === 0 ? 'hang' : 200));
    receivers.push(receiver);
    const hookId = await buildWebhook(db, workspace, receiver.url);
    // A short sender lease so that the dead worker's slot and delivery are free again soon.
    const env = { SERVICE_WEBHOOK_SENDER_LEASE_SECONDS: '2', SERVICE_WEBHOOK_TIMEOUT: '60' };
    const first = await spawnWorker(database, env);
    workers.push(first);

    await emit(db, workspace, 'issue.created', { id: 'K-1' });
    const held = await until(() => receiver.requests[0], 20_000, 'first attempt');
    first.child.kill('SIGKILL');
    assert.equal(await first.exited, null, 'killed, not exited');

    const second = await spawnWorker(database, env);
    workers.push(second);
    const redelivered = await until(() => receiver.requests[1], 20_000, 'redelivery after the lease');
    assert.equal(redelivered.headers['x-service-delivery'], held.headers['x-service-delivery']);
    assert.equal(redelivered.body.toString(), held.body.toString());
    assert.ok(verifyWebhook(SECRET, redelivered.headers, redelivered.body));

    await until(async () => (await attemptsOf(db, hookId)).length === 2, 10_000, 'attempt log');
    assert.deepEqual(
      (await attemptsOf(db, hookId)).map((row) => [row.attempt, row.status, row.error]),
      [
        [1, null, INTERRUPTED_ERROR],
        [2, 200, null],
      ],
    );
    const delivery = await db
      .selectFrom('webhook_deliveries')
      .select('state')
      .where('webhook_id', '=', hookId)
      .executeTakeFirstOrThrow();
    assert.equal(delivery.state, 'delivered');
    assert.equal(receiver.requests.length, 2);
    second.child.kill('SIGTERM');
    assert.equal(await second.exited, 0, 'a worker stops cleanly on SIGTERM');
  });

  it('several workers deliver every event once, without duplicating an attempt', async () => {
    const workspace = await buildWorkspace(db);
    const hooks: { id: number; receiver: Receiver }[] = [];
    for (let i = 0; i < 3; i++) {
      const receiver = await startReceiver();
      receivers.push(receiver);
      hooks.push({ id: await buildWebhook(db, workspace, receiver.url, ['issue.updated']), receiver });
    }
    const started = await Promise.all([spawnWorker(database), spawnWorker(database), spawnWorker(database)]);
    workers.push(...started);

    const events = 40;
    for (let n = 0; n < events; n++) await emit(db, workspace, 'issue.updated', { id: `P-${n}`, n });

    for (const { id, receiver } of hooks) {
      await until(() => receiver.requests.length >= events, 30_000, `deliveries to webhook ${id}`);
      const ids = receiver.requests.map((request) => request.headers['x-service-delivery']);
      assert.equal(new Set(ids).size, events, 'no delivery arrived twice');
      assert.deepEqual(
        receiver.requests.map((request) => JSON.parse(request.body.toString()).data.n).sort((a, b) => a - b),
        Array.from({ length: events }, (_, n) => n),
        'every event',
      );
      await until(async () => (await attemptsOf(db, id)).length >= events);
      const log = await attemptsOf(db, id);
      assert.equal(log.length, events, 'one attempt logged per delivery');
      assert.ok(log.every((row) => row.attempt === 1 && row.status === 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const { receiver } of hooks) assert.equal(receiver.requests.length, events);
  });
});
