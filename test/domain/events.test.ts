import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { emitEvent, emitEvents } from '../../src/domain/events.js';
import { onJobsAnnounced } from '../../src/queue/notifier.js';
import { webhookLogRetentionJob } from '../../src/webhooks/jobs.js';
import { createTestDatabase } from '../helpers/database.js';
import { buildWorkspace } from '../helpers/factories.js';
import { buildWebhook, silent, testConfig } from '../webhooks/helpers.js';

describe('emitEvent: the transactional outbox', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  after(() => database.drop());

  const deliveriesOf = (workspaceId: number) =>
    db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('id')
      .execute();
  const jobsFor = async (webhookIds: number[]) =>
    (await db.selectFrom('jobs').selectAll().where('lane', '=', 'webhooks').execute()).filter((job) =>
      webhookIds.includes(JSON.parse(job.payload).webhookId),
    );

  it('writes one delivery per active webhook subscribed to the event, and a job for each', async () => {
    const workspace = await buildWorkspace(db);
    const other = await buildWorkspace(db);
    const a = await buildWebhook(db, workspace, 'http://127.0.0.1:9/a', ['issue.created', 'issue.updated']);
    const b = await buildWebhook(db, workspace, 'http://127.0.0.1:9/b', ['issue.created']);
    const unsubscribed = await buildWebhook(db, workspace, 'http://127.0.0.1:9/c', ['comment.created']);
    const stopped = await buildWebhook(db, workspace, 'http://127.0.0.1:9/d', ['issue.created']);
    await db.updateTable('webhooks').set({ state: 'stopped' }).where('id', '=', stopped).execute();
    const elsewhere = await buildWebhook(db, other, 'http://127.0.0.1:9/e', ['issue.created']);

    await db
      .transaction()
      .execute((tx) => emitEvent(tx, workspace, 'issue.created', { id: 'ACME-1', title: 'Hello' }));

    const rows = await deliveriesOf(workspace.id);
    assert.deepEqual(
      rows.map((row) => row.webhook_id),
      [a, b],
    );
    assert.equal((await deliveriesOf(other.id)).length, 0);
    for (const row of rows) {
      assert.equal(row.state, 'pending');
      assert.equal(row.event, 'issue.created');
      assert.equal(row.attempts, 0);
      assert.match(row.uid, /^[0-9A-HJKMNP-TV-Z]{26}$/);
    }
    assert.notEqual(rows[0]!.uid, rows[1]!.uid, 'each delivery has its own X-Service-Delivery');
    assert.equal(rows[0]!.body, rows[1]!.body, 'one event, one body');
    const body = JSON.parse(rows[0]!.body);
    assert.deepEqual(Object.keys(body), ['event', 'delivered_at', 'workspace', 'data']);
    assert.deepEqual(body, {
      event: 'issue.created',
      delivered_at: rows[0]!.created_at,
      workspace: workspace.slug,
      data: { id: 'ACME-1', title: 'Hello' },
    });
    const jobs = await jobsFor([a, b, unsubscribed, stopped, elsewhere]);
    assert.deepEqual(
      jobs.map((job) => JSON.parse(job.payload)).sort((x, y) => x.webhookId - y.webhookId),
      [
        { webhookId: a, delivery: rows[0]!.uid },
        { webhookId: b, delivery: rows[1]!.uid },
      ],
    );
    assert.ok(jobs.every((job) => job.name === 'webhooks.deliver'));
  });

  it('writes the events of one change in order, reading the webhooks once, however many rows', async () => {
    const workspace = await buildWorkspace(db);
    const hooks = [];
    for (let i = 0; i < 21; i++) {
      hooks.push(await buildWebhook(db, workspace, `http://127.0.0.1:9/${i}`, ['issue.updated']));
    }
    const onlyCreated = await buildWebhook(db, workspace, 'http://127.0.0.1:9/c', ['issue.created']);
    // 1 + 21 × 200 = 4,201 deliveries of eight values each: past SQLite's 32,766 parameters a statement.
    const events = [
      { event: 'issue.created' as const, data: { id: 'ACME-0' } },
      ...Array.from({ length: 200 }, (_, i) => ({
        event: 'issue.updated' as const,
        data: { id: `ACME-${i + 1}` },
      })),
    ];
    await db.transaction().execute((tx) => emitEvents(tx, workspace, events));

    const rows = await deliveriesOf(workspace.id);
    assert.equal(rows.length, 4201);
    assert.deepEqual(
      rows.slice(0, 6).map((row) => [row.webhook_id, JSON.parse(row.body).data.id]),
      [[onlyCreated, 'ACME-0'], ...hooks.slice(0, 5).map((hook) => [hook, 'ACME-1'])],
    );
    assert.deepEqual(
      rows.map((row) => row.uid),
      rows.map((row) => row.uid).sort(),
      'the delivery ids sort in emit order',
    );
    assert.equal((await jobsFor([...hooks, onlyCreated])).length, 4201);
  });

  it('leaves nothing behind when the change rolls back', async () => {
    const workspace = await buildWorkspace(db);
    const hook = await buildWebhook(db, workspace, 'http://127.0.0.1:9/', ['issue.updated']);
    await assert.rejects(
      db.transaction().execute(async (tx) => {
        await emitEvent(tx, workspace, 'issue.updated', { id: 'ACME-2' });
        throw new Error('the write failed after the event');
      }),
      /the write failed/,
    );
    assert.equal((await deliveriesOf(workspace.id)).length, 0);
    assert.equal((await jobsFor([hook])).length, 0);
  });

  it('writes nothing when no webhook listens', async () => {
    const workspace = await buildWorkspace(db);
    await db.transaction().execute((tx) => emitEvent(tx, workspace, 'run.failed', { id: 'R' }));
    assert.equal((await deliveriesOf(workspace.id)).length, 0);
  });

  it('never lets agent instructions, environment, lease tokens or session ids into a payload', async () => {
    const workspace = await buildWorkspace(db);
    await buildWebhook(db, workspace, 'http://127.0.0.1:9/', ['run.completed']);
    await db.transaction().execute((tx) =>
      emitEvent(tx, workspace, 'run.completed', {
        id: '01RUN',
        status: 'completed',
        session_id: 'sess',
        lease_token: 'lease',
        agent: {
          id: 1,
          name: 'Bot',
          instructions: 'secret',
          custom_env: { KEY: 'v' },
          environment: { A: 1 },
        },
        artifacts: [{ id: 1, env: { B: 2 }, title: 'PR' }],
      }),
    );
    const [row] = await deliveriesOf(workspace.id);
    assert.deepEqual(JSON.parse(row!.body).data, {
      id: '01RUN',
      status: 'completed',
      agent: { id: 1, name: 'Bot' },
      artifacts: [{ id: 1, title: 'PR' }],
    });
  });

  it('announces the new jobs so that a worker in this process wakes at once', async () => {
    const workspace = await buildWorkspace(db);
    await buildWebhook(db, workspace, 'http://127.0.0.1:9/', ['comment.created']);
    const lanes: string[] = [];
    const unsubscribe = onJobsAnnounced((lane) => lanes.push(lane));
    try {
      await db.transaction().execute((tx) => emitEvent(tx, workspace, 'comment.created', { id: 1 }));
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(lanes, ['webhooks']);
    } finally {
      unsubscribe();
    }
  });

  it('removes attempt logs and finished deliveries older than seven days, hourly', async () => {
    const workspace = await buildWorkspace(db);
    const hook = await buildWebhook(db, workspace, 'http://127.0.0.1:9/', ['issue.created']);
    const days = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000).toISOString();
    const insert = async (uid: string, state: 'delivered' | 'failed' | 'held' | 'pending', at: string) => {
      const row = await db
        .insertInto('webhook_deliveries')
        .values({
          uid,
          webhook_id: hook,
          workspace_id: workspace.id,
          event: 'issue.created',
          body: '{}',
          state,
          attempts: 1,
          next_attempt_at: at,
          created_at: at,
          finished_at: state === 'delivered' || state === 'failed' ? at : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('webhook_attempts')
        .values({
          webhook_id: hook,
          delivery_id: row.id,
          attempt: 1,
          status: 500,
          duration_ms: 3,
          error: 'HTTP 500',
          created_at: at,
        })
        .execute();
    };
    await insert('01JOLDDELIVEREDAAAAAAAAAAA', 'delivered', days(8));
    await insert('01JOLDFAILEDAAAAAAAAAAAAAA', 'failed', days(7.01));
    await insert('01JOLDHELDAAAAAAAAAAAAAAAA', 'held', days(9));
    await insert('01JOLDPENDINGAAAAAAAAAAAAA', 'pending', days(8));
    await insert('01JNEWDELIVEREDAAAAAAAAAAA', 'delivered', days(6.9));

    const context = { db, dialect: database.dialect, config: testConfig(database), log: silent };
    await webhookLogRetentionJob.handle({ ...context, job: {} as never });

    const left = await deliveriesOf(workspace.id);
    assert.deepEqual(left.map((row) => row.uid).sort(), [
      '01JNEWDELIVEREDAAAAAAAAAAA',
      '01JOLDPENDINGAAAAAAAAAAAAA',
    ]);
    // The pending delivery's old attempt goes too: logs are kept seven days whatever their delivery.
    const attempts = await db
      .selectFrom('webhook_attempts')
      .innerJoin('webhook_deliveries', 'webhook_deliveries.id', 'webhook_attempts.delivery_id')
      .select('webhook_deliveries.uid')
      .where('webhook_attempts.webhook_id', '=', hook)
      .execute();
    assert.deepEqual(
      attempts.map((row) => row.uid),
      ['01JNEWDELIVEREDAAAAAAAAAAA'],
    );
    const next = webhookLogRetentionJob.nextRunAt(new Date('2026-11-22T09:30:00Z'));
    assert.equal(next.toISOString(), '2026-11-22T10:00:00.000Z');
  });
});
