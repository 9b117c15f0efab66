import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { verifyWebhook } from '../../src/webhooks/verify.js';
import { runCli } from '../helpers/cli.js';
import { createTestDatabase } from '../helpers/database.js';
import { buildWorkspace } from '../helpers/factories.js';
import { emit, startReceiver, startWorker, testConfig, until, type Receiver } from '../webhooks/helpers.js';

describe('tandem admin webhook …', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  // On PostgreSQL this worker hardly polls: what the CLI (another process) queues must reach it by NOTIFY.
  const worker = await startWorker(database, testConfig(database), {
    pollIntervalMs: database.dialect === 'postgres' ? 60_000 : 25,
  });
  const receivers: Receiver[] = [];
  after(async () => {
    await worker.stop();
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await database.drop();
  });
  const env = { SERVICE_DATABASE_URL: database.url, SERVICE_WEBHOOK_ALLOW_PRIVATE: 'true' };
  const cli = (args: string[], extra: Record<string, string> = {}) => runCli(args, { ...env, ...extra });

  it('create prints the webhook and its secret; list prints exactly the fields of decisions §1', async () => {
    const workspace = await buildWorkspace(db);
    const created = await cli([
      'admin',
      'webhook',
      'create',
      '--workspace',
      workspace.slug,
      '--url',
      'http://127.0.0.1:9999/hook',
      '--events',
      'issue.created, issue.status_changed',
    ]);
    assert.equal(created.code, 0, created.stderr);
    const { id, secret, ...rest } = created.json;
    assert.ok(Number.isInteger(id));
    assert.match(secret, /^whsec_[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(rest, {
      url: 'http://127.0.0.1:9999/hook',
      events: ['issue.created', 'issue.status_changed'],
      state: 'active',
      failure_count: 0,
    });
    const stored = await db
      .selectFrom('webhooks')
      .select('secret')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.secret, secret);

    const given = await cli([
      'admin',
      'webhook',
      'create',
      '--workspace',
      workspace.slug,
      '--url',
      'https://hooks.example.com/in',
      '--events',
      'run.failed',
      '--secret',
      'my-own-secret',
    ]);
    assert.equal(given.code, 0, given.stderr);
    assert.equal(given.json.secret, 'my-own-secret');

    const listed = await cli(['admin', 'webhook', 'list', '--workspace', workspace.slug]);
    assert.equal(listed.code, 0, listed.stderr);
    assert.deepEqual(listed.json, [
      {
        id,
        url: 'http://127.0.0.1:9999/hook',
        events: ['issue.created', 'issue.status_changed'],
        state: 'active',
        failure_count: 0,
      },
      {
        id: given.json.id,
        url: 'https://hooks.example.com/in',
        events: ['run.failed'],
        state: 'active',
        failure_count: 0,
      },
    ]);
    assert.deepEqual(Object.keys(listed.json[0]!), ['id', 'url', 'events', 'state', 'failure_count']);
  });

  it('refuses bad targets and events on stderr with a non-zero exit, naming the field', async () => {
    const workspace = await buildWorkspace(db);
    const create = (url: string, events: string, extra: Record<string, string> = {}) =>
      cli(
        ['admin', 'webhook', 'create', '--workspace', workspace.slug, '--url', url, '--events', events],
        extra,
      );
    // The full corpus of refused targets is in test/webhooks/target.test.ts; here, how the CLI says no.
    const cases: [string, string, Record<string, string>, string, RegExp][] = [
      ['http://user:pw@example.com/', 'issue.created', {}, 'url', /Credentials inside the URL are refused/],
      ['http://169.254.169.254/', 'issue.created', {}, 'url', /link-local/],
      [
        'http://2130706433/',
        'issue.created',
        { SERVICE_WEBHOOK_ALLOW_PRIVATE: 'false' },
        'url',
        /127\.0\.0\.1.*private/,
      ],
      ['https://example.com/', 'issue.deleted', {}, 'events', /Unknown event "issue\.deleted"/],
    ];
    for (const [url, events, extra, field, message] of cases) {
      const result = await create(url, events, extra);
      assert.equal(result.code, 1, url);
      assert.match(result.stderr, message, `${url} ${events}`);
      assert.ok(result.stderr.includes(`{"${field}":[`), `names ${field}: ${result.stderr}`);
      assert.equal(result.stdout, '');
    }
    const missing = await cli([
      'admin',
      'webhook',
      'create',
      '--workspace',
      workspace.slug,
      '--url',
      'https://e.com/',
    ]);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /--events is required/);
    const nowhere = await cli([
      'admin',
      'webhook',
      'create',
      '--workspace',
      'no-such-workspace',
      '--url',
      'https://e.com/',
      '--events',
      'run.failed',
    ]);
    assert.equal(nowhere.code, 1);
    const listed = await cli(['admin', 'webhook', 'list', '--workspace', workspace.slug]);
    assert.deepEqual(listed.json, []);
  });

  it('update changes url and events under the same rules; delete removes the webhook', async () => {
    const workspace = await buildWorkspace(db);
    const { json: hook } = await cli([
      'admin',
      'webhook',
      'create',
      '--workspace',
      workspace.slug,
      '--url',
      'https://a.example.com/',
      '--events',
      'issue.created',
    ]);
    const updated = await cli([
      'admin',
      'webhook',
      'update',
      String(hook.id),
      '--url',
      'https://b.example.com/x',
      '--events',
      'comment.created,run.completed',
    ]);
    assert.equal(updated.code, 0, updated.stderr);
    assert.deepEqual(updated.json, {
      id: hook.id,
      url: 'https://b.example.com/x',
      events: ['comment.created', 'run.completed'],
      state: 'active',
      failure_count: 0,
    });
    const refused = await cli([
      'admin',
      'webhook',
      'update',
      String(hook.id),
      '--url',
      'http://a:b@example.com/',
    ]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /"url"/);
    const nothing = await cli(['admin', 'webhook', 'update', String(hook.id)]);
    assert.equal(nothing.code, 1);
    assert.match(nothing.stderr, /Nothing to change/);
    const unknown = await cli(['admin', 'webhook', 'update', '999999', '--events', 'run.failed']);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /Webhook not found/);

    const deleted = await cli(['admin', 'webhook', 'delete', String(hook.id)]);
    assert.equal(deleted.code, 0, deleted.stderr);
    assert.deepEqual(deleted.json, { id: hook.id, deleted: true });
    assert.deepEqual((await cli(['admin', 'webhook', 'list', '--workspace', workspace.slug])).json, []);
    const again = await cli(['admin', 'webhook', 'delete', String(hook.id)]);
    assert.equal(again.code, 1);
    const badId = await cli(['admin', 'webhook', 'delete', 'abc']);
    assert.equal(badId.code, 1);
    assert.match(badId.stderr, /Usage: tandem admin webhook delete ID/);
  });

  it('replay resends a logged delivery with its original id; deliveries prints the log newest first', async () => {
    const workspace = await buildWorkspace(db);
    // A 4xx first (not retried), so only the replay sends it again.
    const receiver = await startReceiver((_request, index) => (index === 0 ? 422 : 200));
    receivers.push(receiver);
    const { json: hook } = await cli([
      'admin',
      'webhook',
      'create',
      '--workspace',
      workspace.slug,
      '--url',
      receiver.url,
      '--events',
      'issue.created',
    ]);
    await emit(db, workspace, 'issue.created', { id: 'L-1' });
    const first = await until(() => receiver.requests[0], 10_000, 'first attempt');
    const uid = String(first.headers['x-service-delivery']);
    await until(
      async () =>
        (await db.selectFrom('webhook_attempts').select('id').where('webhook_id', '=', hook.id).execute())
          .length === 1,
    );

    const replayed = await cli(['admin', 'webhook', 'replay', uid]);
    assert.equal(replayed.code, 0, replayed.stderr);
    assert.deepEqual(replayed.json, {
      delivery: uid,
      webhook: hook.id,
      event: 'issue.created',
      state: 'pending',
    });
    const second = await until(() => receiver.requests[1], 10_000, 'replayed delivery');
    assert.equal(second.headers['x-service-delivery'], uid);
    assert.equal(second.body.toString(), first.body.toString());
    assert.ok(verifyWebhook(hook.secret, second.headers, second.body));

    const log = await until(async () => {
      const result = await cli(['admin', 'webhook', 'deliveries', String(hook.id)]);
      return result.code === 0 && result.json.length === 2 ? result.json : undefined;
    });
    assert.deepEqual(Object.keys(log[0]), [
      'id',
      'delivery',
      'event',
      'attempt',
      'status',
      'duration_ms',
      'error',
      'created_at',
    ]);
    assert.deepEqual(
      log.map((row: any) => [row.delivery, row.event, row.attempt, row.status, row.error]),
      [
        [uid, 'issue.created', 2, 200, null],
        [uid, 'issue.created', 1, 422, 'HTTP 422: a 4xx answer is not retried'],
      ],
    );
    assert.ok(log[0].id > log[1].id);
    assert.ok(log.every((row: any) => Number.isInteger(row.duration_ms) && /Z$/.test(row.created_at)));
    const limited = await cli(['admin', 'webhook', 'deliveries', String(hook.id), '--limit', '1']);
    assert.deepEqual(limited.json, [log[0]]);

    // A log entry id names its delivery too.
    const byLogId = await cli(['admin', 'webhook', 'replay', String(log[1].id)]);
    assert.equal(byLogId.code, 0, byLogId.stderr);
    assert.equal(byLogId.json.delivery, uid);
    const third = await until(() => receiver.requests[2], 10_000, 'second replay');
    assert.equal(third.headers['x-service-delivery'], uid);

    const unknown = await cli(['admin', 'webhook', 'replay', '01JZZZZZZZZZZZZZZZZZZZZZZZ']);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /Delivery not found/);
    const missing = await cli(['admin', 'webhook', 'deliveries', '999999']);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /Webhook not found/);
  });

  it('resume reactivates a stopped webhook and clears its failure count', async () => {
    const workspace = await buildWorkspace(db);
    const { json: hook } = await cli([
      'admin',
      'webhook',
      'create',
      '--workspace',
      workspace.slug,
      '--url',
      'https://c.example.com/',
      '--events',
      'run.failed',
    ]);
    await db
      .updateTable('webhooks')
      .set({ state: 'stopped', failure_count: 12, stopped_at: new Date().toISOString() })
      .where('id', '=', hook.id)
      .execute();
    const listed = await cli(['admin', 'webhook', 'list', '--workspace', workspace.slug]);
    assert.equal(listed.json[0].state, 'stopped');
    assert.equal(listed.json[0].failure_count, 12);
    const resumed = await cli(['admin', 'webhook', 'resume', String(hook.id)]);
    assert.equal(resumed.code, 0, resumed.stderr);
    assert.deepEqual(resumed.json, {
      id: hook.id,
      url: 'https://c.example.com/',
      events: ['run.failed'],
      state: 'active',
      failure_count: 0,
    });
    const row = await db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', hook.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.stopped_at, null);
  });

  it('rotate-secret prints a new secret, and the next delivery is signed with it', async () => {
    const workspace = await buildWorkspace(db);
    const receiver = await startReceiver();
    receivers.push(receiver);
    const { json: hook } = await cli([
      'admin',
      'webhook',
      'create',
      '--workspace',
      workspace.slug,
      '--url',
      receiver.url,
      '--events',
      'issue.created',
    ]);
    const rotated = await cli(['admin', 'webhook', 'rotate-secret', String(hook.id)]);
    assert.equal(rotated.code, 0, rotated.stderr);
    assert.equal(rotated.json.id, hook.id);
    assert.match(rotated.json.secret, /^whsec_/);
    assert.notEqual(rotated.json.secret, hook.secret);
    await emit(db, workspace, 'issue.created', { id: 'RS-1' });
    const request = await until(() => receiver.requests[0]);
    assert.ok(verifyWebhook(rotated.json.secret, request.headers, request.body));
    assert.equal(verifyWebhook(hook.secret, request.headers, request.body), false);
    const chosen = await cli(['admin', 'webhook', 'rotate-secret', String(hook.id), '--secret', ' ']);
    assert.equal(chosen.code, 1);
    assert.match(chosen.stderr, /"secret"/);
  });

  it('seed creates the webhooks section and prints {key: {id}}', async () => {
    const fixture = {
      workspaces: [
        {
          slug: `seed-${Date.now()}`,
          name: 'Seeded',
          issue_prefix: 'SEED',
          webhooks: [
            { key: 'hook', url: 'http://127.0.0.1:9999/', events: ['issue.created'], secret: 's3cret' },
          ],
        },
      ],
    };
    const file = join(database.tmpDir, 'fixture.json');
    writeFileSync(file, JSON.stringify(fixture));
    const seeded = await cli(['admin', 'seed', '--file', file], { SERVICE_WEBHOOK_ALLOW_PRIVATE: 'false' });
    assert.equal(seeded.code, 0, seeded.stderr);
    const result = seeded.json.workspaces[fixture.workspaces[0]!.slug];
    assert.deepEqual(Object.keys(result.webhooks), ['hook']);
    const row = await db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', result.webhooks.hook.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.url, 'http://127.0.0.1:9999/');
    assert.equal(row.secret, 's3cret');
    assert.deepEqual(JSON.parse(row.events), ['issue.created']);

    fixture.workspaces[0]!.slug = `seed-bad-${Date.now()}`;
    fixture.workspaces[0]!.webhooks[0]!.url = 'http://user:pw@example.com/';
    writeFileSync(file, JSON.stringify(fixture));
    const refused = await cli(['admin', 'seed', '--file', file]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /webhooks\.url/);
  });
});
