import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pino from 'pino';
import { isoAfter } from '../../src/clock.js';
import { requestFingerprint } from '../../src/domain/idempotency.js';
import { idempotencyKeyCleanupJob } from '../../src/jobs/idempotency-key-cleanup.js';
import { scheduledJobs } from '../../src/jobs/registry.js';
import { client, startTestApp, type TestApp } from '../helpers/app.js';
import { buildMember, buildScene, buildToken, type Scene } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';

describe('Idempotency-Key on POST', async () => {
  const app = await startTestApp();

  const post = (token: string, path: string, body: unknown, key: string) =>
    client(app, token).request('POST', path, body, { 'idempotency-key': key });

  async function issueCount(scene: Scene, title: string): Promise<number> {
    const rows = await app.db
      .selectFrom('issues')
      .select('id')
      .where('workspace_id', '=', scene.workspace.id)
      .where('title', '=', title)
      .execute();
    return rows.length;
  }

  async function tokenIdOf(testApp: TestApp, scene: Scene): Promise<number> {
    const row = await testApp.db
      .selectFrom('api_tokens')
      .select('id')
      .where('user_id', '=', scene.owner.id)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('answers a repeated key with the first answer and writes once', async () => {
    const scene = await buildScene(app.db);
    const first = await post(scene.token, '/issues', { title: 'Once' }, 'create-once');
    const again = await post(scene.token, '/issues', { title: 'Once' }, 'create-once');
    assert.equal(first.status, 201);
    assert.equal(again.status, 201);
    assert.deepEqual(again.body, first.body);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.equal(first.headers.get('idempotent-replayed'), null);
    assert.match(again.headers.get('content-type') ?? '', /application\/json/);
    assert.ok(again.headers.get('x-ratelimit-remaining'), 'rate-limit headers are fresh on a replay');
    assert.equal(await issueCount(scene, 'Once'), 1);
  });

  it('answers 422 with errors.idempotency_key when the key comes back with another body', async () => {
    const scene = await buildScene(app.db);
    assert.equal((await post(scene.token, '/issues', { title: 'First' }, 'reused')).status, 201);
    const other = await post(scene.token, '/issues', { title: 'Second' }, 'reused');
    assert.equal(other.status, 422);
    assert.ok(other.body.errors.idempotency_key[0].includes('different request'));
    assert.equal(await issueCount(scene, 'Second'), 0);
  });

  it('keeps keys per token: another token with the same key writes its own record', async () => {
    const scene = await buildScene(app.db);
    const colleague = await buildMember(app.db, scene.workspace, { role: 'member' });
    const { token } = await buildToken(app.db, scene.workspace, colleague);
    assert.equal((await post(scene.token, '/issues', { title: 'Shared key' }, 'k1')).status, 201);
    assert.equal((await post(token, '/issues', { title: 'Shared key' }, 'k1')).status, 201);
    assert.equal(await issueCount(scene, 'Shared key'), 2);
  });

  it('scopes a session’s keys to its workspace: after a switch the same key writes in the new one', async () => {
    const a = await buildScene(app.db);
    const b = await buildScene(app.db);
    await buildMember(app.db, b.workspace, { email: a.owner.email });
    await givePassword(app, a.owner.id);
    const browser = await signedIn(app, a.owner.email);
    const create = () =>
      browser.request(
        'POST',
        '/api/v1/issues',
        { title: 'Across workspaces' },
        { 'idempotency-key': 'ws-key' },
      );

    const inA = await create();
    assert.equal(inA.status, 201);
    const switched = await browser.request('PUT', '/api/ui/session/workspace', {
      workspace: b.workspace.slug,
    });
    assert.equal(switched.status, 200);
    const inB = await create();
    assert.equal(inB.status, 201);
    assert.equal(inB.headers.get('idempotent-replayed'), null, 'not workspace A’s answer');
    assert.equal(await issueCount(b, 'Across workspaces'), 1);
    assert.equal(await issueCount(a, 'Across workspaces'), 1);

    // Back in A the key still answers A's request once.
    await browser.request('PUT', '/api/ui/session/workspace', { workspace: a.workspace.slug });
    const again = await create();
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(again.body, inA.body);
    assert.equal(await issueCount(a, 'Across workspaces'), 1);
  });

  it('refuses a key longer than 255 characters with 422 and writes nothing', async () => {
    const scene = await buildScene(app.db);
    const res = await post(scene.token, '/issues', { title: 'Long key' }, 'k'.repeat(256));
    assert.equal(res.status, 422);
    assert.ok(res.body.errors.idempotency_key);
    assert.equal(await issueCount(scene, 'Long key'), 0);
    assert.equal((await post(scene.token, '/issues', { title: 'Long key' }, 'k'.repeat(255))).status, 201);
  });

  it('replays a 4xx answer of the handler, but keeps nothing for a request refused by validation', async () => {
    const scene = await buildScene(app.db);
    const missing = await post(scene.token, '/issues/NOPE-999/comments', { body: 'Hi' }, 'c1');
    assert.equal(missing.status, 404);
    const replayed = await post(scene.token, '/issues/NOPE-999/comments', { body: 'Hi' }, 'c1');
    assert.equal(replayed.status, 404);
    assert.equal(replayed.headers.get('idempotent-replayed'), 'true');

    const invalid = await post(scene.token, '/issues', { title: '' }, 'v1');
    assert.equal(invalid.status, 422);
    assert.equal((await post(scene.token, '/issues', { title: 'Fixed' }, 'v1')).status, 201);
  });

  it('answers 409 while the first request with the key is in progress', async () => {
    const scene = await buildScene(app.db);
    const body = { title: 'Busy' };
    await app.db
      .insertInto('idempotency_keys')
      .values({
        caller_key: `token:${await tokenIdOf(app, scene)}`,
        key: 'busy',
        fingerprint: requestFingerprint('POST', '/api/v1/issues', body),
        state: 'in_progress',
        created_at: isoAfter(-1000),
      })
      .execute();
    const res = await post(scene.token, '/issues', body, 'busy');
    assert.equal(res.status, 409);
    assert.match(res.body.message, /in progress/);
    assert.equal(await issueCount(scene, 'Busy'), 0);
  });

  it('forgets a key after 24 hours: the request runs again', async () => {
    const scene = await buildScene(app.db);
    const body = { title: 'Old key' };
    await app.db
      .insertInto('idempotency_keys')
      .values({
        caller_key: `token:${await tokenIdOf(app, scene)}`,
        key: 'old',
        fingerprint: requestFingerprint('POST', '/api/v1/issues', { title: 'Something else' }),
        state: 'completed',
        response_status: 201,
        response_headers: '{}',
        response_body: '{}',
        created_at: isoAfter(-25 * 3600 * 1000),
      })
      .execute();
    assert.equal((await post(scene.token, '/issues', body, 'old')).status, 201);
    assert.equal(await issueCount(scene, 'Old key'), 1);
  });

  it('removes keys older than 24 hours in an hourly job', async () => {
    assert.ok(scheduledJobs.includes(idempotencyKeyCleanupJob));
    const scene = await buildScene(app.db);
    const callerKey = `token:${await tokenIdOf(app, scene)}`;
    const row = { caller_key: callerKey, fingerprint: 'x', state: 'completed' as const };
    await app.db
      .insertInto('idempotency_keys')
      .values([
        { ...row, key: 'expired', created_at: isoAfter(-24 * 3600 * 1000 - 60_000) },
        { ...row, key: 'fresh', created_at: isoAfter(-23 * 3600 * 1000) },
      ])
      .execute();
    await idempotencyKeyCleanupJob.handle({
      db: app.db,
      dialect: app.services.dialect,
      config: app.config,
      log: pino({ level: 'silent' }),
      job: {} as never,
    });
    const left = await app.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('caller_key', '=', callerKey)
      .execute();
    assert.deepEqual(
      left.map((r) => r.key),
      ['fresh'],
    );
  });

  it('writes once when the same key arrives many times at once (each answer is the first or 409)', async () => {
    const scene = await buildScene(app.db);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(scene.token, '/issues', { title: 'Concurrent' }, 'race')),
    );
    assert.equal(await issueCount(scene, 'Concurrent'), 1);
    const created = answers.filter((a) => a.status === 201);
    assert.ok(created.length >= 1);
    for (const answer of answers) assert.ok([201, 409].includes(answer.status), String(answer.status));
    for (const answer of created) assert.equal(answer.body.data.id, created[0]!.body.data.id);
  });

  it('does not apply to other methods', async () => {
    const scene = await buildScene(app.db);
    const created = await post(scene.token, '/issues', { title: 'Patch me' }, 'p1');
    const id = created.body.data.id as string;
    const patch = (title: string) =>
      client(app, scene.token).request('PATCH', `/issues/${id}`, { title }, { 'idempotency-key': 'p1' });
    assert.equal((await patch('A')).body.data.title, 'A');
    assert.equal((await patch('B')).body.data.title, 'B');
  });
});
