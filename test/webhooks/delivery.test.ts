import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { replayDelivery, resumeWebhook } from '../../src/domain/integrations/webhooks.js';
import { INTERRUPTED_ERROR } from '../../src/webhooks/dispatcher.js';
import { createTestDatabase } from '../helpers/database.js';
import { buildWorkspace } from '../helpers/factories.js';
import {
  SECRET,
  attemptsOf,
  buildWebhook,
  emit,
  startReceiver,
  startWorker,
  testConfig,
  until,
  type ReceivedRequest,
} from './helpers.js';

/** Checks a delivery the way a subscriber would, with node:crypto only. */
function signatureValid(request: ReceivedRequest, secret = SECRET): boolean {
  const timestamp = String(request.headers['x-service-timestamp']);
  const header = String(request.headers['x-service-signature']);
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(request.body).digest('hex');
  const given = header.replace(/^sha256=/, '');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

describe('Webhook delivery, end to end', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  const config = testConfig(database);
  const worker = await startWorker(database, config);
  const receivers: { close(): Promise<void> }[] = [];
  after(async () => {
    await worker.stop();
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await database.drop();
  });
  const receiver = async (...args: Parameters<typeof startReceiver>) => {
    const started = await startReceiver(...args);
    receivers.push(started);
    return started;
  };

  it('POSTs the event signed, with the headers of the contract, the body bytes being the bytes signed', async () => {
    const workspace = await buildWorkspace(db);
    const target = await receiver();
    const hookId = await buildWebhook(db, workspace, target.url, ['issue.created']);
    const data = { id: 'ACME-1', title: 'Ünïcödé “quotes” and emoji 🚀', url: 'http://tandem.test/ACME-1' };
    const before = Math.floor(Date.now() / 1000);
    await emit(db, workspace, 'issue.created', data);

    const request = await until(() => target.requests[0], 10_000, 'delivery');
    assert.equal(request.method, 'POST');
    assert.equal(request.url, '/hook');
    assert.equal(request.headers['content-type'], 'application/json');
    assert.equal(request.headers['x-service-event'], 'issue.created');
    assert.match(String(request.headers['x-service-delivery']), /^[0-9A-HJKMNP-TV-Z]{26}$/);
    const timestamp = Number(request.headers['x-service-timestamp']);
    assert.ok(timestamp >= before && timestamp <= Math.floor(Date.now() / 1000));
    assert.match(String(request.headers['x-service-signature']), /^sha256=[0-9a-f]{64}$/);
    assert.ok(signatureValid(request), 'the signature verifies over the raw bytes received');
    assert.equal(signatureValid(request, 'another secret'), false);

    const body = JSON.parse(request.body.toString('utf8'));
    assert.deepEqual(Object.keys(body), ['event', 'delivered_at', 'workspace', 'data']);
    assert.equal(body.event, 'issue.created');
    assert.equal(body.workspace, workspace.slug);
    assert.deepEqual(body.data, data);
    assert.match(body.delivered_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const stored = await db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('webhook_id', '=', hookId)
      .execute();
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.body, request.body.toString('utf8'), 'the stored body is sent byte for byte');
    assert.equal(stored[0]!.uid, request.headers['x-service-delivery']);
    await until(async () => (await attemptsOf(db, hookId)).length === 1);
    const [logged] = await attemptsOf(db, hookId);
    assert.equal(logged!.status, 200);
    assert.equal(logged!.attempt, 1);
    assert.equal(logged!.error, null);
    assert.ok(typeof logged!.duration_ms === 'number' && logged!.duration_ms >= 0);
    assert.equal(target.requests.length, 1);
  });

  it('retries failures with the same delivery id until one succeeds, then clears the failure count', async () => {
    const workspace = await buildWorkspace(db);
    const target = await receiver((_request, index) => (index < 2 ? 503 : 200));
    const hookId = await buildWebhook(db, workspace, target.url);
    await emit(db, workspace, 'issue.created', { id: 'X-1' });

    await until(() => target.requests.length >= 3, 10_000, 'three attempts');
    const ids = new Set(target.requests.map((request) => request.headers['x-service-delivery']));
    assert.equal(ids.size, 1, 'one delivery id across the retries');
    const bodies = new Set(target.requests.map((request) => request.body.toString()));
    assert.equal(bodies.size, 1, 'the same body bytes on every attempt');
    assert.ok(target.requests.every((request) => signatureValid(request)));
    // Each retry waited at least the configured 0.2 s.
    for (let i = 1; i < 3; i++) {
      assert.ok(target.requests[i]!.receivedAt - target.requests[i - 1]!.receivedAt >= 150);
    }
    await until(async () => (await attemptsOf(db, hookId)).length === 3);
    const log = await attemptsOf(db, hookId);
    assert.deepEqual(
      log.map((row) => [row.attempt, row.status]),
      [
        [1, 503],
        [2, 503],
        [3, 200],
      ],
    );
    assert.equal(log[0]!.error, 'HTTP 503');
    const hook = await db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', hookId)
      .executeTakeFirstOrThrow();
    assert.equal(hook.failure_count, 0);
    assert.equal(hook.state, 'active');
    const delivery = await db.selectFrom('webhook_deliveries').selectAll().executeTakeFirstOrThrow();
    assert.ok(delivery);
  });

  it('gives up after four attempts (the contract’s count), marking the delivery failed', async () => {
    const workspace = await buildWorkspace(db);
    const target = await receiver(() => 500);
    const hookId = await buildWebhook(db, workspace, target.url);
    await emit(db, workspace, 'issue.created', { id: 'X-2' });
    await until(async () => {
      const row = await db
        .selectFrom('webhook_deliveries')
        .select('state')
        .where('webhook_id', '=', hookId)
        .executeTakeFirst();
      return row?.state === 'failed';
    });
    assert.equal(target.requests.length, 4);
    assert.deepEqual(
      (await attemptsOf(db, hookId)).map((row) => row.attempt),
      [1, 2, 3, 4],
    );
    const hook = await db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', hookId)
      .executeTakeFirstOrThrow();
    assert.equal(hook.failure_count, 4);
  });

  it('does not retry a 4xx answer', async () => {
    const workspace = await buildWorkspace(db);
    const target = await receiver(() => 410);
    const hookId = await buildWebhook(db, workspace, target.url);
    await emit(db, workspace, 'issue.created', { id: 'X-3' });
    await until(async () => (await attemptsOf(db, hookId)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 600)); // three retry waits would have passed
    assert.equal(target.requests.length, 1);
    const log = await attemptsOf(db, hookId);
    assert.equal(log.length, 1);
    assert.equal(log[0]!.status, 410);
    assert.match(log[0]!.error ?? '', /not retried/);
    const delivery = await db
      .selectFrom('webhook_deliveries')
      .select('state')
      .where('webhook_id', '=', hookId)
      .executeTakeFirstOrThrow();
    assert.equal(delivery.state, 'failed');
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const workspace = await buildWorkspace(db);
    const target = await receiver((request, index) =>
      request.url === '/hook' && index === 0 ? { status: 302, headers: { location: '/elsewhere' } } : 200,
    );
    const hookId = await buildWebhook(db, workspace, target.url);
    await emit(db, workspace, 'issue.created', { id: 'X-4' });
    await until(async () => (await attemptsOf(db, hookId)).length === 2, 10_000, 'retry after the redirect');
    assert.ok(
      target.requests.every((request) => request.url === '/hook'),
      'never went to the Location',
    );
    const log = await attemptsOf(db, hookId);
    assert.equal(log[0]!.status, 302);
    assert.match(log[0]!.error ?? '', /redirects are not followed/);
    assert.equal(log[1]!.status, 200);
  });

  it('counts an attempt that outlasts SERVICE_WEBHOOK_TIMEOUT as a failure; a hanging request holds back nothing else', async () => {
    const workspace = await buildWorkspace(db);
    const slow = await receiver((_request, index) => (index === 0 ? 'hang' : 200));
    const fast = await receiver();
    const slowHook = await buildWebhook(db, workspace, slow.url);
    const fastHook = await buildWebhook(db, workspace, fast.url);
    for (let n = 0; n < 3; n++) await emit(db, workspace, 'issue.created', { id: `X-5-${n}`, n });

    // While the slow receiver holds its first request open, the other webhook gets all three and the
    // slow one its two others, sent beside the open one.
    await until(() => fast.requests.length === 3 && slow.requests.length === 3, 10_000, 'other deliveries');
    await until(async () => (await attemptsOf(db, fastHook)).length === 3, 10_000, 'fast deliveries logged');
    await until(async () => (await attemptsOf(db, slowHook)).length === 2, 10_000, 'slow deliveries logged');
    const hanging = String(slow.requests[0]!.headers['x-service-delivery']);
    assert.ok(
      (await attemptsOf(db, slowHook)).every((row) => row.uid !== hanging && row.status === 200),
      'the hanging attempt is still open',
    );

    await until(async () => (await attemptsOf(db, slowHook)).length === 4, 10_000, 'timeout, then the retry');
    const log = await attemptsOf(db, slowHook);
    const retried = log.filter((row) => row.uid === hanging);
    assert.deepEqual(
      retried.map((row) => [row.attempt, row.status]),
      [
        [1, null],
        [2, 200],
      ],
      'the timed-out delivery is retried with its id',
    );
    assert.match(retried[0]!.error ?? '', /Timed out after 2 s/);
    assert.ok(retried[0]!.duration_ms! >= 1900);
    const bodies = slow.requests.map((request) => JSON.parse(request.body.toString()).data.n as number);
    assert.deepEqual([...new Set(bodies)].sort(), [0, 1, 2]);
  });

  it('stops a webhook after twelve consecutive failed attempts; resume clears the count and sends what was held', async () => {
    const workspace = await buildWorkspace(db);
    let healthy = false;
    const target = await receiver(() => (healthy ? 200 : 500));
    const hookId = await buildWebhook(db, workspace, target.url);
    for (let i = 0; i < 4; i++) await emit(db, workspace, 'issue.created', { id: `S-${i}` });

    const stopped = await until(async () => {
      const hook = await db
        .selectFrom('webhooks')
        .selectAll()
        .where('id', '=', hookId)
        .executeTakeFirstOrThrow();
      return hook.state === 'stopped' ? hook : undefined;
    });
    assert.equal(stopped.failure_count, 12);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(target.requests.length, 12, 'nothing is sent once stopped');
    assert.equal((await attemptsOf(db, hookId)).length, 12);
    const states = await db
      .selectFrom('webhook_deliveries')
      .select(['uid', 'state'])
      .where('webhook_id', '=', hookId)
      .orderBy('id')
      .execute();
    assert.ok(
      states.some((row) => row.state === 'held'),
      'deliveries with attempts left wait, held',
    );

    // An event while stopped is not recorded for the webhook.
    await emit(db, workspace, 'issue.created', { id: 'S-while-stopped' });
    assert.equal(
      (await db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hookId).execute())
        .length,
      4,
    );

    healthy = true;
    const resumed = await db.transaction().execute((tx) => resumeWebhook(tx, hookId));
    assert.deepEqual(resumed, {
      id: hookId,
      url: target.url,
      events: ['issue.created'],
      state: 'active',
      failure_count: 0,
    });
    const held = states.filter((row) => row.state === 'held').map((row) => row.uid);
    await until(() => target.requests.length === 12 + held.length, 10_000, 'held deliveries sent on resume');
    assert.deepEqual(
      target.requests
        .slice(12)
        .map((request) => String(request.headers['x-service-delivery']))
        .sort(),
      held.sort(),
      'held deliveries go out after resume, each once, with their ids',
    );
    const hook = await db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', hookId)
      .executeTakeFirstOrThrow();
    assert.equal(hook.failure_count, 0);
  });

  it('one success clears the failure count before it reaches twelve', async () => {
    const workspace = await buildWorkspace(db);
    let answer = 500;
    const target = await receiver(() => answer);
    const hookId = await buildWebhook(db, workspace, target.url);
    for (let i = 0; i < 2; i++) await emit(db, workspace, 'issue.created', { id: `C-${i}` });
    await until(async () => {
      const rows = await db
        .selectFrom('webhook_deliveries')
        .select('state')
        .where('webhook_id', '=', hookId)
        .execute();
      return rows.every((row) => row.state === 'failed');
    });
    let hook = await db.selectFrom('webhooks').selectAll().where('id', '=', hookId).executeTakeFirstOrThrow();
    assert.equal(hook.failure_count, 8);
    answer = 200;
    await emit(db, workspace, 'issue.created', { id: 'C-ok' });
    await until(() => target.requests.length === 9);
    await until(async () => {
      hook = await db.selectFrom('webhooks').selectAll().where('id', '=', hookId).executeTakeFirstOrThrow();
      return hook.failure_count === 0;
    });
    answer = 500;
    await emit(db, workspace, 'issue.created', { id: 'C-again' });
    await until(async () => {
      hook = await db.selectFrom('webhooks').selectAll().where('id', '=', hookId).executeTakeFirstOrThrow();
      return hook.failure_count === 4;
    });
    assert.equal(hook.state, 'active');
  });

  it('replays a logged delivery with its original X-Service-Delivery and body, freshly signed', async () => {
    const workspace = await buildWorkspace(db);
    const target = await receiver();
    const hookId = await buildWebhook(db, workspace, target.url);
    await emit(db, workspace, 'issue.created', { id: 'R-1' });
    const first = await until(() => target.requests[0]);
    await until(async () => (await attemptsOf(db, hookId)).length === 1);
    const uid = String(first.headers['x-service-delivery']);

    const replayed = await db.transaction().execute((tx) => replayDelivery(tx, uid));
    assert.deepEqual(replayed, { delivery: uid, webhook: hookId, event: 'issue.created', state: 'pending' });
    const second = await until(() => target.requests[1]);
    assert.equal(second.headers['x-service-delivery'], uid);
    assert.equal(second.body.toString(), first.body.toString());
    assert.ok(signatureValid(second));
    await until(async () => (await attemptsOf(db, hookId)).length === 2);
    assert.deepEqual(
      (await attemptsOf(db, hookId)).map((row) => [row.attempt, row.status, row.uid]),
      [
        [1, 200, uid],
        [2, 200, uid],
      ],
    );
  });

  it('refuses to replay a delivery still queued, or one of a stopped webhook', async () => {
    const workspace = await buildWorkspace(db);
    const hookId = await buildWebhook(db, workspace, 'http://127.0.0.1:9/never');
    // Queued (for later) and never sent: no job wakes it within this test.
    await db
      .insertInto('webhook_deliveries')
      .values({
        uid: '01JAAAAAAAAAAAAAAAAAAAAAAA',
        webhook_id: hookId,
        workspace_id: workspace.id,
        event: 'issue.created',
        body: '{}',
        state: 'pending',
        next_attempt_at: '2999-01-01T00:00:00.000Z',
        created_at: new Date().toISOString(),
      })
      .execute();
    await assert.rejects(
      db.transaction().execute((tx) => replayDelivery(tx, '01JAAAAAAAAAAAAAAAAAAAAAAA')),
      /still queued/,
    );
    await db.updateTable('webhooks').set({ state: 'stopped' }).where('id', '=', hookId).execute();
    await db
      .updateTable('webhook_deliveries')
      .set({ state: 'failed' })
      .where('uid', '=', '01JAAAAAAAAAAAAAAAAAAAAAAA')
      .execute();
    await assert.rejects(
      db.transaction().execute((tx) => replayDelivery(tx, '01JAAAAAAAAAAAAAAAAAAAAAAA')),
      /stopped; resume it first/,
    );
    await assert.rejects(
      db.transaction().execute((tx) => replayDelivery(tx, '01JBBBBBBBBBBBBBBBBBBBBBBB')),
      /Delivery not found/,
    );
  });

  it('takes over a delivery left mid-attempt by a dead worker, logging the interrupted attempt', async () => {
    const workspace = await buildWorkspace(db);
    const target = await receiver();
    const hookId = await buildWebhook(db, workspace, target.url);
    // What a worker killed mid-send leaves: an attempt started, no outcome, its job lease expired.
    const now = new Date().toISOString();
    await db
      .insertInto('webhook_deliveries')
      .values({
        uid: '01JCCCCCCCCCCCCCCCCCCCCCCC',
        webhook_id: hookId,
        workspace_id: workspace.id,
        event: 'issue.created',
        body: '{"event":"issue.created"}',
        state: 'pending',
        attempts: 1,
        next_attempt_at: now,
        sending_since: now,
        created_at: now,
      })
      .execute();
    await db
      .updateTable('webhook_deliveries')
      .set({ sending_by: 'dead-worker:claim' })
      .where('uid', '=', '01JCCCCCCCCCCCCCCCCCCCCCCC')
      .execute();
    await db
      .insertInto('webhook_senders')
      .values({
        webhook_id: hookId,
        slot: 0,
        locked_by: 'dead-worker:claim',
        locked_until: new Date(Date.now() - 1000).toISOString(),
      })
      .execute();
    await db
      .insertInto('jobs')
      .values({
        lane: 'webhooks',
        name: 'webhooks.deliver',
        payload: JSON.stringify({ webhookId: hookId, delivery: '01JCCCCCCCCCCCCCCCCCCCCCCC' }),
        run_at: now,
        max_attempts: 25,
        attempts: 1,
        locked_by: 'dead-worker:claim',
        locked_until: new Date(Date.now() - 1000).toISOString(),
        created_at: now,
      })
      .execute();
    const request = await until(() => target.requests[0], 10_000, 'redelivery');
    assert.equal(request.headers['x-service-delivery'], '01JCCCCCCCCCCCCCCCCCCCCCCC');
    await until(async () => (await attemptsOf(db, hookId)).length === 2);
    assert.deepEqual(
      (await attemptsOf(db, hookId)).map((row) => [row.attempt, row.status, row.error]),
      [
        [1, null, INTERRUPTED_ERROR],
        [2, 200, null],
      ],
    );
  });
});
