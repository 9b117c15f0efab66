import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { assertSlackMessage, assertTeamsMessage } from '../helpers/chat-shapes.js';
import { buildMember, buildProject, buildScene, buildToken, buildWorkspace } from '../helpers/factories.js';
import { startReceiver, startWorker, until, type Receiver } from '../webhooks/helpers.js';

const app = await startTestApp();
const worker = await startWorker(app.database, app.config);
const receivers: Receiver[] = [];
after(async () => {
  await worker.stop();
  await Promise.all(receivers.map((receiver) => receiver.close()));
});
async function receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
  const started = await startReceiver(...args);
  receivers.push(started);
  return started;
}
const bodyOf = (receiver: Receiver, index: number) =>
  JSON.parse(receiver.requests[index]!.body.toString('utf8')) as Record<string, unknown>;

describe('chat channels (issue 41)', () => {
  it('connects, lists without the credential, changes and disconnects a channel; owners and admins only', async () => {
    const { workspace, token } = await buildScene(app.db);
    const api = client(app, token);
    const secretUrl = 'http://127.0.0.1:9/services/T000/B000/XXXXsecretXXXXwxyz';
    const created = await api.post('/chat-channels', {
      kind: 'slack',
      webhook_url: secretUrl,
      events: ['run.failed', 'issue.created', 'issue.created'],
    });
    assert.equal(created.status, 201);
    const channel = created.body.data;
    assert.deepEqual(channel.events, ['issue.created', 'run.failed']);
    assert.equal(channel.webhook_url, 'http://127.0.0.1:9/…wxyz');
    assert.equal(channel.state, 'active');
    assert.equal(channel.project_id, null);
    const listed = await api.get('/chat-channels');
    assert.equal(listed.body.meta.total, 1);
    assert.ok(!JSON.stringify(listed.body).includes('secret'), 'the address is never shown whole');

    const changed = await api.patch(`/chat-channels/${channel.id}`, { events: ['comment.created'] });
    assert.equal(changed.status, 200);
    assert.deepEqual(changed.body.data.events, ['comment.created']);

    const member = await buildMember(app.db, workspace, { role: 'member' });
    const memberApi = client(app, (await buildToken(app.db, workspace, member)).token);
    for (const response of [
      await memberApi.get('/chat-channels'),
      await memberApi.post('/chat-channels', {
        kind: 'slack',
        webhook_url: secretUrl,
        events: ['run.failed'],
      }),
      await memberApi.delete(`/chat-channels/${channel.id}`),
      await memberApi.post(`/chat-channels/${channel.id}/test`, {}),
    ]) {
      assert.equal(response.status, 403);
      assert.equal(typeof response.body.message, 'string');
    }
    // Another workspace's owner cannot see or remove it.
    const other = await buildScene(app.db);
    assert.equal((await client(app, other.token).delete(`/chat-channels/${channel.id}`)).status, 404);

    assert.equal((await api.delete(`/chat-channels/${channel.id}`)).status, 204);
    assert.equal((await api.get(`/chat-channels/${channel.id}`)).status, 404);

    // The audit log (§12.14) names each change by platform and host, never by the address.
    const audit = await api.get('/audit-log?action=chat_channel.');
    assert.deepEqual(
      (audit.body.data as { action: string; target: { name: string } }[]).map((e) => [
        e.action,
        e.target.name,
      ]),
      [
        ['chat_channel.disconnected', 'slack 127.0.0.1:9'],
        ['chat_channel.changed', 'slack 127.0.0.1:9'],
        ['chat_channel.connected', 'slack 127.0.0.1:9'],
      ],
    );
    const stored = await app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('workspace_id', '=', workspace.id)
      .execute();
    assert.ok(!JSON.stringify(stored).includes('secret'), 'no address in the audit log');
  });

  it('refuses a bad kind, no events, a link-local or malformed address, and a project of another workspace, changing nothing', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    const otherProject = await buildProject(app.db, await buildWorkspace(app.db));
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'discord', webhook_url: 'https://example.com/x', events: ['run.failed'] }, 'kind'],
      [{ kind: 'slack', webhook_url: 'https://example.com/x', events: [] }, 'events'],
      [{ kind: 'slack', webhook_url: 'https://example.com/x', events: ['issue.updated'] }, 'events.0'],
      [
        { kind: 'slack', webhook_url: 'http://169.254.169.254/latest', events: ['run.failed'] },
        'webhook_url',
      ],
      [{ kind: 'teams', webhook_url: 'not a url', events: ['run.failed'] }, 'webhook_url'],
      [{ kind: 'teams', webhook_url: 'https://u:p@example.com/x', events: ['run.failed'] }, 'webhook_url'],
      [
        {
          kind: 'teams',
          webhook_url: 'https://example.com/x',
          events: ['run.failed'],
          project_id: otherProject.id,
        },
        'project_id',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await api.post('/chat-channels', body);
      assert.equal(response.status, 422, JSON.stringify(body));
      assert.ok(response.body.errors[field], `${field} is named: ${JSON.stringify(response.body.errors)}`);
    }
    assert.equal((await api.get('/chat-channels')).body.meta.total, 0);
  });

  it('posts chosen events as Slack Block Kit, a title that holds mrkdwn escaped, only for its project', async () => {
    const { workspace, token } = await buildScene(app.db);
    const api = client(app, token);
    const project = await buildProject(app.db, workspace, { name: 'Web' });
    const target = await receiver();
    const whole = await receiver();
    await api.post('/chat-channels', {
      kind: 'slack',
      webhook_url: `${target.url}/services/T1/B1/abc`,
      events: ['issue.created', 'comment.created'],
      project_id: project.id,
    });
    await api.post('/chat-channels', { kind: 'slack', webhook_url: whole.url, events: ['issue.created'] });

    const outside = await api.post('/issues', { title: 'Not in the project', type: 'task' });
    const inside = await api.post('/issues', {
      title: 'Fix <!channel> & <https://evil.test|login>',
      type: 'bug',
      priority: 'high',
      project_id: project.id,
    });
    assert.equal(inside.status, 201);
    await api.post(`/issues/${inside.body.data.id}/comments`, { body: '<p>Looks <b>good</b> <!here></p>' });

    await until(() => target.requests.length >= 2 && whole.requests.length >= 2, 15_000, 'posts');
    const created = bodyOf(target, 0);
    assertSlackMessage(created);
    assert.equal(target.requests[0]!.headers['content-type'], 'application/json');
    assert.ok(!String(created.text).includes('<!channel>'), 'no mention can fire');
    assert.match(String(created.text), /&lt;!channel&gt; &amp; &lt;https:\/\/evil\.test\|login&gt;/);
    const blocks = created.blocks as { type: string; text?: { type: string; text: string } }[];
    assert.equal(blocks[0]!.text!.type, 'plain_text');
    assert.match(blocks[0]!.text!.text, new RegExp(`^New issue ${inside.body.data.id} Fix <!channel>`));
    assert.match(JSON.stringify(created), new RegExp(`http://tandem.test/issues/${inside.body.data.id}`));
    const comment = bodyOf(target, 1);
    assertSlackMessage(comment);
    assert.match(String(comment.text), /commented on/);
    assert.match(JSON.stringify(comment.blocks), /Looks good/);
    // The project's channel never heard of the other issue; the workspace's heard of both.
    assert.ok(!target.requests.some((r) => r.body.toString().includes(outside.body.data.id)));
    assert.equal(whole.requests.length, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(target.requests.length, 2, 'nothing else was posted');
    const listed = (await api.get('/chat-channels')).body.data as { last_delivered_at: string | null }[];
    assert.ok(listed.every((channel) => channel.last_delivered_at !== null));
  });

  it('posts a Teams card; a 4xx is not retried and counts a failure, a 5xx is retried', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    const teams = await receiver();
    const refusing = await receiver(() => 400);
    const flaky = await receiver((_request, index) => (index === 0 ? 503 : 200));
    for (const target of [teams, refusing, flaky]) {
      await api.post('/chat-channels', {
        kind: 'teams',
        webhook_url: target.url,
        events: ['issue.status_changed', 'review.requested'],
      });
    }
    const issue = await api.post('/issues', { title: 'Ready soon', type: 'task' });
    await api.patch(`/issues/${issue.body.data.id}`, { status: 'in_review' });

    await until(() => teams.requests.length >= 2 && flaky.requests.length >= 3, 15_000, 'posts');
    const card = bodyOf(teams, 0);
    assertTeamsMessage(card);
    assert.match(JSON.stringify(card), /moved to In review/);
    assertTeamsMessage(bodyOf(teams, 1));
    assert.match(JSON.stringify(bodyOf(teams, 1)), /Review requested/);
    await new Promise((resolve) => setTimeout(resolve, 600));
    assert.equal(refusing.requests.length, 2, 'one attempt per post: a 4xx is not retried');
    const channels = (await api.get('/chat-channels')).body.data as {
      webhook_url: string;
      failure_count: number;
      last_error: string | null;
    }[];
    const refused = channels.find((c) => c.webhook_url.startsWith(new URL(refusing.url).origin))!;
    assert.equal(refused.failure_count, 2);
    assert.match(refused.last_error!, /400/);
    const recovered = channels.find((c) => c.webhook_url.startsWith(new URL(flaky.url).origin))!;
    assert.equal(recovered.failure_count, 0, 'a success clears the failures');
  });

  it('sends a test message at once and says what the platform answered', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    const good = await receiver();
    const bad = await receiver(() => 404);
    const ok = await api.post('/chat-channels', {
      kind: 'slack',
      webhook_url: good.url,
      events: ['run.failed'],
    });
    const gone = await api.post('/chat-channels', {
      kind: 'teams',
      webhook_url: bad.url,
      events: ['run.failed'],
    });
    const sent = await api.post(`/chat-channels/${ok.body.data.id}/test`, {});
    assert.equal(sent.status, 200);
    assert.deepEqual(sent.body.data, { delivered: true, status: 200, error: null });
    assertSlackMessage(bodyOf(good, 0));
    const failed = await api.post(`/chat-channels/${gone.body.data.id}/test`, {});
    assert.equal(failed.body.data.delivered, false);
    assert.equal(failed.body.data.status, 404);
    assertTeamsMessage(bodyOf(bad, 0));
    assert.equal((await api.get(`/chat-channels/${gone.body.data.id}`)).body.data.failure_count, 1);
  });
});

describe('chat channels where private targets are not allowed', async () => {
  const strict = await startTestApp({ SERVICE_WEBHOOK_ALLOW_PRIVATE: 'false' });
  it('refuses plain http (the address carries the credential) and loopback addresses', async () => {
    const { token } = await buildScene(strict.db);
    const api = client(strict, token);
    for (const url of [
      'http://hooks.example.com/services/x',
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
    ]) {
      const response = await api.post('/chat-channels', {
        kind: 'slack',
        webhook_url: url,
        events: ['run.failed'],
      });
      assert.equal(response.status, 422, url);
      assert.ok(response.body.errors.webhook_url);
    }
    const accepted = await api.post('/chat-channels', {
      kind: 'slack',
      webhook_url: 'https://hooks.slack.com/services/T1/B2/c3',
      events: ['run.failed'],
    });
    assert.equal(accepted.status, 201);
  });
});
