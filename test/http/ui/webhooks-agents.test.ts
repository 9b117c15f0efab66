import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { client, startTestApp, type TestApp } from '../../helpers/app.js';
import { buildMember, buildScene } from '../../helpers/factories.js';
import { givePassword, signedIn } from '../../helpers/session.js';
import { startReceiver, startWorker, until } from '../../webhooks/helpers.js';

const app = await startTestApp();

async function ownerBrowser(on: TestApp = app) {
  const scene = await buildScene(on.db);
  await givePassword(on, scene.owner.id);
  return { ...scene, browser: await signedIn(on, scene.owner.email) };
}

describe('webhooks in the interface', () => {
  it('refuses a private URL with the reason, as the CLI does', async () => {
    const strict = await startTestApp({ SERVICE_WEBHOOK_ALLOW_PRIVATE: 'false' });
    const { browser } = await ownerBrowser(strict);
    const refused = await browser.request('POST', '/api/ui/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['issue.created'],
    });
    assert.equal(refused.status, 422);
    assert.match(refused.body.errors.url[0], /private|loopback|not allowed|refused/i);
    const unknownEvent = await browser.request('POST', '/api/ui/webhooks', {
      url: 'https://example.com/hook',
      events: ['issue.exploded'],
    });
    assert.equal(unknownEvent.status, 422);
    assert.ok(unknownEvent.body.errors.events);
    assert.equal((await browser.request('GET', '/api/ui/webhooks')).body.data.length, 0);
  });

  it('creates (secret once), edits, rotates, resumes, logs deliveries with filters, replays, deletes', async () => {
    const worker = await startWorker(app.database, app.config, { pollIntervalMs: 100 });
    const receiver = await startReceiver();
    after(async () => {
      await worker.stop();
      await receiver.close();
    });
    const { browser } = await ownerBrowser();
    const created = await browser.request('POST', '/api/ui/webhooks', {
      url: receiver.url,
      events: ['issue.created'],
    });
    assert.equal(created.status, 201);
    assert.equal(typeof created.body.data.secret, 'string');
    const id = created.body.data.id as number;
    const listed = await browser.request('GET', '/api/ui/webhooks');
    assert.deepEqual(Object.keys(listed.body.data[0]).sort(), [
      'created_at',
      'events',
      'failure_count',
      'id',
      'state',
      'url',
    ]);
    assert.equal(listed.body.data[0].state, 'active');

    const edited = await browser.request('PATCH', `/api/ui/webhooks/${id}`, {
      events: ['issue.created', 'issue.updated'],
    });
    assert.equal(edited.status, 200);
    assert.deepEqual(edited.body.data.events, ['issue.created', 'issue.updated']);

    const rotated = await browser.request('POST', `/api/ui/webhooks/${id}/rotate-secret`);
    assert.equal(rotated.status, 200);
    assert.notEqual(rotated.body.data.secret, created.body.data.secret);

    assert.equal((await browser.request('POST', '/api/v1/issues', { title: 'Hook me' })).status, 201);
    await until(() => receiver.requests.length >= 1, 10_000, 'first delivery');
    const log = await until(async () => {
      const response = await browser.request('GET', `/api/ui/webhooks/${id}/deliveries`);
      return response.body.data.length >= 1 ? response : null;
    });
    const entry = log.body.data[0];
    assert.equal(entry.event, 'issue.created');
    assert.equal(entry.status, 200);
    assert.equal(entry.attempt, 1);
    assert.equal(typeof entry.duration_ms, 'number');
    assert.equal(
      (await browser.request('GET', `/api/ui/webhooks/${id}/deliveries?result=failure`)).body.data.length,
      0,
    );
    assert.equal(
      (await browser.request('GET', `/api/ui/webhooks/${id}/deliveries?event=issue.updated`)).body.data
        .length,
      0,
    );

    const replayed = await browser.request('POST', `/api/ui/deliveries/${entry.id}/replay`);
    assert.equal(replayed.status, 202);
    await until(() => receiver.requests.length >= 2, 10_000, 'replayed delivery');
    assert.equal(
      receiver.requests[1]!.headers['x-service-delivery'],
      receiver.requests[0]!.headers['x-service-delivery'],
    );

    await app.db
      .updateTable('webhooks')
      .set({ state: 'stopped', failure_count: 12 })
      .where('id', '=', id)
      .execute();
    const resumed = await browser.request('POST', `/api/ui/webhooks/${id}/resume`);
    assert.equal(resumed.status, 200);
    assert.equal(resumed.body.data.state, 'active');
    assert.equal(resumed.body.data.failure_count, 0);

    assert.equal((await browser.request('DELETE', `/api/ui/webhooks/${id}`)).status, 204);
    assert.equal((await browser.request('GET', '/api/ui/webhooks')).body.data.length, 0);
  });

  it('is for owners and admins; another workspace’s webhook is 404', async () => {
    const { browser, workspace } = await ownerBrowser();
    const member = await buildMember(app.db, workspace);
    await givePassword(app, member.id);
    const asMember = await signedIn(app, member.email);
    assert.equal((await asMember.request('GET', '/api/ui/webhooks')).status, 403);
    const created = await browser.request('POST', '/api/ui/webhooks', {
      url: 'https://example.com/hook',
      events: ['issue.created'],
    });
    const { browser: stranger } = await ownerBrowser();
    assert.equal(
      (
        await stranger.request('PATCH', `/api/ui/webhooks/${created.body.data.id}`, {
          url: 'https://x.example',
        })
      ).status,
      404,
    );
  });
});

describe('agents and runtimes in the interface', () => {
  it('creates and edits agents; instructions and custom_env are never returned', async () => {
    const { browser } = await ownerBrowser();
    const created = await browser.request('POST', '/api/ui/agents', {
      name: 'Reviewer',
      provider: 'claude_code',
      model: 'opus',
      visibility: 'workspace',
      max_concurrent_tasks: 2,
      weekly_hours: 20,
      instructions: 'Review carefully.',
      custom_env: { API_KEY: 'secret-value' },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.data.name, 'Reviewer');
    assert.equal(created.body.data.max_concurrent_tasks, 2);
    assert.equal(created.text.includes('Review carefully'), false);
    assert.equal(created.text.includes('secret-value'), false);
    const stored = await app.db
      .selectFrom('agents')
      .selectAll()
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.instructions, 'Review carefully.');
    assert.deepEqual(JSON.parse(stored.custom_env!), { API_KEY: 'secret-value' });

    const edited = await browser.request('PATCH', `/api/ui/agents/${created.body.data.id}`, {
      model: 'sonnet',
      instructions: 'Now terse.',
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.data.model, 'sonnet');
    assert.equal(edited.text.includes('terse'), false);
    const list = await browser.request('GET', '/api/ui/agents');
    assert.equal(list.text.includes('terse'), false);
    assert.equal(list.body.data.length, 1);

    const badEnv = await browser.request('POST', '/api/ui/agents', {
      name: 'Bad',
      provider: 'codex',
      custom_env: { 'not a name': 'x' },
    });
    assert.equal(badEnv.status, 422);
  });

  it('gives an agent created without weekly hours none: capacity plans no hours for it', async () => {
    const { browser, token } = await ownerBrowser();
    const created = await browser.request('POST', '/api/ui/agents', { name: 'Hourless', provider: 'codex' });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.data.weekly_hours, 0);
    const capacity = await client(app, token).get('/capacity');
    const row = capacity.body.data.find(
      (r: { actor: { type: string; id: number } }) =>
        r.actor.type === 'agent' && r.actor.id === created.body.data.id,
    );
    assert.equal(row.weekly_hours, 0);
    assert.equal(row.total.weekly_minutes, 0);
    const given = await browser.request('PATCH', `/api/ui/agents/${created.body.data.id}`, {
      weekly_hours: 12,
    });
    assert.equal(given.body.data.weekly_hours, 12);
    const cleared = await browser.request('PATCH', `/api/ui/agents/${created.body.data.id}`, {
      weekly_hours: 0,
    });
    assert.equal(cleared.body.data.weekly_hours, 0);
  });

  it('sets and clears an agent’s max_run_minutes (decisions §11.4), refusing anything but 1–10080', async () => {
    const { browser } = await ownerBrowser();
    const created = await browser.request('POST', '/api/ui/agents', {
      name: 'Timed',
      provider: 'codex',
      max_run_minutes: 30,
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.data.max_run_minutes, 30);
    const path = `/api/ui/agents/${created.body.data.id}`;
    for (const bad of [0, -1, 10_081, 1.5, 'ten']) {
      const refused = await browser.request('PATCH', path, { max_run_minutes: bad });
      assert.equal(refused.status, 422, String(bad));
      assert.ok(refused.body.errors.max_run_minutes, refused.text);
    }
    const cleared = await browser.request('PATCH', path, { max_run_minutes: null });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.data.max_run_minutes, null);
    const untouched = await browser.request('PATCH', path, { model: 'o3' });
    assert.equal(untouched.body.data.max_run_minutes, null);
    const again = await browser.request('PATCH', path, { max_run_minutes: 10_080 });
    assert.equal(again.body.data.max_run_minutes, 10_080);
  });

  it('sets and clears an agent’s max_attempts (issue 38) as owners and admins only, within 1–20', async () => {
    const { browser, workspace } = await ownerBrowser();
    const created = await browser.request('POST', '/api/ui/agents', {
      name: 'Persistent',
      provider: 'codex',
      max_attempts: 5,
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.data.max_attempts, 5);
    const path = `/api/ui/agents/${created.body.data.id}`;
    for (const bad of [0, -1, 21, 1.5, 'three']) {
      const refused = await browser.request('PATCH', path, { max_attempts: bad });
      assert.equal(refused.status, 422, String(bad));
      assert.ok(refused.body.errors.max_attempts, refused.text);
    }
    const member = await buildMember(app.db, workspace);
    await givePassword(app, member.id);
    const asMember = await signedIn(app, member.email);
    assert.equal((await asMember.request('PATCH', path, { max_attempts: 20 })).status, 403);
    const cleared = await browser.request('PATCH', path, { max_attempts: null });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.data.max_attempts, null);
  });

  it('creates a runtime (token once, runner command), binds an agent, lists and revokes it', async () => {
    const { browser, workspace } = await ownerBrowser();
    const created = await browser.request('POST', '/api/ui/runtimes', { name: 'build box' });
    assert.equal(created.status, 201);
    const token = created.body.data.token as string;
    assert.match(token, /^tdmr_/);
    assert.equal(
      created.body.data.command,
      `npx tandem runner --url ${app.config.appUrl} --token-file ~/.tandem-runtime-token --exec './run-agent.sh'`,
    );
    assert.equal(created.body.data.online, false);
    const runtimeId = created.body.data.id as number;

    const heard = await fetch(`${app.baseUrl}/api/daemon/v1/register`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sandbox: 'off' }),
    });
    assert.ok(heard.status < 300, `runtime report ${heard.status}`);
    const list = await browser.request('GET', '/api/ui/runtimes');
    assert.equal(list.body.data[0].online, true);
    assert.ok(list.body.data[0].last_seen_at);

    const agent = await browser.request('POST', '/api/ui/agents', { name: 'Bound', provider: 'codex' });
    const bound = await browser.request('PATCH', `/api/ui/agents/${agent.body.data.id}`, {
      runtime: runtimeId,
    });
    assert.equal(bound.status, 200);
    assert.equal(bound.body.data.runtime.id, runtimeId);

    const member = await buildMember(app.db, workspace);
    await givePassword(app, member.id);
    const asMember = await signedIn(app, member.email);
    assert.equal((await asMember.request('GET', '/api/ui/runtimes')).status, 403);
    assert.equal(
      (await asMember.request('POST', '/api/ui/agents', { name: 'X', provider: 'codex' })).status,
      403,
    );
    assert.equal((await asMember.request('GET', '/api/ui/agents')).status, 200);

    assert.equal((await browser.request('DELETE', `/api/ui/runtimes/${runtimeId}`)).status, 204);
    assert.equal((await browser.request('GET', '/api/ui/runtimes')).body.data.length, 0);
  });
});

describe('health', () => {
  it('healthz and readyz answer without a token', async () => {
    const health = await fetch(`${app.baseUrl}/healthz`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok' });
    const ready = await fetch(`${app.baseUrl}/readyz`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: 'ok' });
  });

  it('readyz answers 503 when a migration is not applied', async () => {
    const other = await startTestApp();
    await other.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '20261125141000_accounts' as never)
      .execute();
    const ready = await fetch(`${other.baseUrl}/readyz`);
    assert.equal(ready.status, 503);
    assert.match(((await ready.json()) as { message: string }).message, /20261125141000_accounts/);
  });
});
