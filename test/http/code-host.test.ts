import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { nowIso } from '../../src/clock.js';
import { client, startTestApp } from '../helpers/app.js';
import { createIntegration, deliver, fixture, pullRequestPayload, sign } from '../helpers/code-host.js';
import { recordEvents, recordedEvents } from '../helpers/daemon.js';
import { buildIssue, buildMember, buildProject, buildScene, buildToken } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';

describe('the code host (issue 29)', async () => {
  const app = await startTestApp();

  async function scene(options: { statusMoves?: boolean } = {}) {
    const s = await buildScene(app.db);
    const integration = await createIntegration(app, s.workspace);
    if (options.statusMoves === false) {
      await app.db
        .insertInto('code_host_settings')
        .values({ workspace_id: s.workspace.id, status_moves: 0 })
        .execute();
    }
    const issue = await buildIssue(app.db, s.workspace, { status: 'todo' });
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    const api = client(app, s.token);
    const status = async (id = identifier) => (await api.get(`/issues/${id}`)).body.data.status as string;
    const pullRequests = async (id = identifier) => {
      const res = await api.get(`/issues/${id}/pull-requests`);
      assert.equal(res.status, 200, res.text);
      return res.body;
    };
    return { ...s, integration, issue, identifier, api, status, pullRequests };
  }

  it('the admin command prints exactly {id, url, secret}, the url under the application URL', async () => {
    const s = await buildScene(app.db);
    const created = await createIntegration(app, s.workspace);
    assert.deepEqual(Object.keys(created).sort(), ['id', 'secret', 'url']);
    assert.equal(created.url, `${app.config.appUrl}/api/hooks/github/${created.id}`);
    assert.match(created.secret, /^whsec_[A-Za-z0-9_-]{40,}$/);
  });

  it('answers a ping with 200 and ignores other events with 202', async () => {
    const s = await scene();
    const ping = await deliver(app, s.integration, 'ping', fixture('ping'));
    assert.equal(ping.status, 200, ping.text);
    const other = await deliver(app, s.integration, 'issues', { action: 'opened' });
    assert.equal(other.status, 202, other.text);
    assert.equal(typeof other.body.message, 'string');
  });

  it('refuses a missing, wrong or foreign signature with 401 and changes nothing', async () => {
    const s = await scene();
    const other = await scene();
    const payload = pullRequestPayload('pull_request.opened', { title: `${s.identifier} Fix login` });
    const attempts = [
      { signature: null },
      { signature: 'deadbeef' },
      { signature: '0'.repeat(64) },
      { secret: 'not-the-secret' },
      { secret: other.integration.secret },
    ];
    for (const attempt of attempts) {
      const res = await deliver(app, s.integration, 'pull_request', payload, attempt);
      assert.equal(res.status, 401, `${JSON.stringify(attempt)}: ${res.text}`);
      assert.equal(typeof res.body.message, 'string');
    }
    // The signature is over the exact bytes: a body changed after signing is refused.
    const signedBody = JSON.stringify(payload);
    const tampered = await deliver(app, s.integration, 'pull_request', payload, {
      body: signedBody.replace('Fix login', 'Fix logout'),
      signature: sign(s.integration.secret, signedBody),
    });
    assert.equal(tampered.status, 401);
    assert.equal(await s.status(), 'todo');
    assert.equal((await s.pullRequests()).meta.total, 0);
    const rows = await app.db
      .selectFrom('code_host_deliveries')
      .selectAll()
      .where('integration_id', '=', s.integration.id)
      .execute();
    assert.equal(rows.length, 0);
  });

  it('answers 404 for an unknown integration or the wrong provider in the address', async () => {
    const s = await scene();
    const payload = fixture('ping');
    const unknown = await deliver(
      app,
      { ...s.integration, url: `${app.config.appUrl}/api/hooks/github/999999` },
      'ping',
      payload,
    );
    assert.equal(unknown.status, 404);
    const wrongProvider = await deliver(
      app,
      { ...s.integration, url: `${app.config.appUrl}/api/hooks/gitea/${s.integration.id}` },
      'ping',
      payload,
      { provider: 'gitea' },
    );
    assert.equal(wrongProvider.status, 404);
  });

  it('a non-draft pull request naming the issue in its title links it and moves it to in_review', async () => {
    const s = await scene();
    await recordEvents(app.db, s.workspace);
    const res = await deliver(
      app,
      s.integration,
      'pull_request',
      pullRequestPayload('pull_request.opened', {
        title: `${s.identifier.toLowerCase()}: Fix the login form`,
      }),
    );
    assert.equal(res.status, 200, res.text);
    assert.equal(await s.status(), 'in_review');
    const list = await s.pullRequests();
    assert.deepEqual(list.data, [
      {
        provider: 'github',
        repository: 'acme/web',
        number: 42,
        title: `${s.identifier.toLowerCase()}: Fix the login form`,
        url: 'https://github.com/acme/web/pull/42',
        state: 'open',
        draft: false,
        updated_at: '2026-11-27T09:00:00.000Z',
      },
    ]);
    assert.equal(list.meta.total, 1);
    assert.match(list.links.first, /^http:\/\/tandem\.test\/api\/v1\/issues\/.+\/pull-requests\?page=1$/);
    const events = await recordedEvents(app.db, s.workspace);
    assert.deepEqual(events.map((e) => e.event).sort(), [
      'delivery.recorded',
      'issue.status_changed',
      'issue.updated',
    ]);
    const delivery = events.find((e) => e.event === 'delivery.recorded')!;
    assert.equal(delivery.data.issue, s.identifier);
    assert.equal(delivery.data.url, 'https://github.com/acme/web/pull/42');
    const activity = (await s.api.get(`/issues/${s.identifier}/activity`)).body.data;
    const move = activity.find((entry: any) => entry.data.changes?.status);
    assert.deepEqual(move.data.changes.status, { from: 'todo', to: 'in_review' });
    assert.equal(move.actor, null);
    assert.equal(move.data.pull_request.url, 'https://github.com/acme/web/pull/42');
  });

  it('finds the identifier in the body and in the head branch, case-insensitive and word-bounded', async () => {
    const s = await scene();
    const second = await buildIssue(app.db, s.workspace, { status: 'in_progress' });
    const secondId = `${s.workspace.issue_prefix}-${second.number}`;
    const decoy = await buildIssue(app.db, s.workspace, { status: 'todo' });
    const payload = pullRequestPayload('pull_request.opened', {
      title: 'Fix the login form',
      body: `Closes ${s.identifier}.\n\nNot X${s.workspace.issue_prefix}-${decoy.number} nor ${s.workspace.issue_prefix}-${decoy.number}0.`,
      branch: `${secondId.toLowerCase()}-fix-login`,
    });
    assert.equal((await deliver(app, s.integration, 'pull_request', payload)).status, 200);
    assert.equal(await s.status(), 'in_review');
    assert.equal(await s.status(secondId), 'in_review');
    assert.equal(await s.status(`${s.workspace.issue_prefix}-${decoy.number}`), 'todo');
    assert.equal((await s.pullRequests(secondId)).data.length, 1);
  });

  it("answers to a project's prefix too", async () => {
    const s = await scene();
    const project = await buildProject(app.db, s.workspace, {
      prefix: `P${s.workspace.issue_prefix.slice(0, 4)}`,
    });
    const issue = await buildIssue(app.db, s.workspace, { status: 'todo', project_id: project.id });
    const payload = pullRequestPayload('pull_request.opened', {
      title: `${project.prefix}-${issue.number} Fix`,
    });
    assert.equal((await deliver(app, s.integration, 'pull_request', payload)).status, 200);
    assert.equal(await s.status(`${s.workspace.issue_prefix}-${issue.number}`), 'in_review');
  });

  it('a draft moves nothing until it is marked ready; a merge moves the issue to done', async () => {
    const s = await scene();
    const change = { title: `${s.identifier} Fix the login form` };
    await deliver(
      app,
      s.integration,
      'pull_request',
      pullRequestPayload('pull_request.opened-draft', change),
    );
    assert.equal(await s.status(), 'todo');
    assert.equal((await s.pullRequests()).data[0].draft, true);
    await deliver(
      app,
      s.integration,
      'pull_request',
      pullRequestPayload('pull_request.ready_for_review', change),
    );
    assert.equal(await s.status(), 'in_review');
    await deliver(
      app,
      s.integration,
      'pull_request',
      pullRequestPayload('pull_request.closed-merged', change),
    );
    assert.equal(await s.status(), 'done');
    const [pr] = (await s.pullRequests()).data;
    assert.equal(pr.state, 'merged');
    assert.equal(pr.draft, false);
  });

  it('a pull request closed without merging moves nothing, and a late, older delivery changes nothing', async () => {
    const s = await scene();
    const change = { title: `${s.identifier} Fix` };
    await deliver(
      app,
      s.integration,
      'pull_request',
      pullRequestPayload('pull_request.closed-unmerged', change),
    );
    assert.equal(await s.status(), 'todo');
    assert.equal((await s.pullRequests()).data[0].state, 'closed');
    await deliver(app, s.integration, 'pull_request', pullRequestPayload('pull_request.opened', change));
    assert.equal((await s.pullRequests()).data[0].state, 'closed');
    assert.equal(await s.status(), 'todo');
  });

  it('an opened pull request never moves an issue back out of done or canceled', async () => {
    for (const finished of ['done', 'canceled'] as const) {
      const s = await scene();
      await s.api.patch(`/issues/${s.identifier}`, { status: finished });
      await deliver(
        app,
        s.integration,
        'pull_request',
        pullRequestPayload('pull_request.opened', { title: `${s.identifier} again` }),
      );
      assert.equal(await s.status(), finished);
      assert.equal((await s.pullRequests()).data.length, 1);
    }
  });

  it('with status moves off, pull requests are linked but move nothing', async () => {
    const s = await scene({ statusMoves: false });
    const change = { title: `${s.identifier} Fix` };
    await deliver(app, s.integration, 'pull_request', pullRequestPayload('pull_request.opened', change));
    await deliver(
      app,
      s.integration,
      'pull_request',
      pullRequestPayload('pull_request.closed-merged', change),
    );
    assert.equal(await s.status(), 'todo');
    assert.equal((await s.pullRequests()).data[0].state, 'merged');
  });

  it('a replayed delivery id answers 200 and changes nothing', async () => {
    const s = await scene();
    const deliveryId = randomUUID();
    const payload = pullRequestPayload('pull_request.opened', { title: `${s.identifier} Fix` });
    assert.equal((await deliver(app, s.integration, 'pull_request', payload, { deliveryId })).status, 200);
    await s.api.patch(`/issues/${s.identifier}`, { status: 'todo' });
    const replay = await deliver(app, s.integration, 'pull_request', payload, { deliveryId });
    assert.equal(replay.status, 200);
    assert.equal(await s.status(), 'todo');
  });

  it('the same delivery sent twice at once is handled once', async () => {
    const s = await scene();
    const deliveryId = randomUUID();
    const payload = pullRequestPayload('pull_request.opened', { title: `${s.identifier} Fix` });
    const answers = await Promise.all(
      [1, 2, 3].map(() => deliver(app, s.integration, 'pull_request', payload, { deliveryId })),
    );
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200],
    );
    const activity = (await s.api.get(`/issues/${s.identifier}/activity`)).body.data;
    assert.equal(activity.filter((entry: any) => entry.data.changes?.status).length, 1);
  });

  it('an opening and a merge delivered at once end with the issue done, whichever is handled first', async () => {
    const s = await scene();
    const change = { title: `${s.identifier} Fix` };
    const answers = await Promise.all([
      deliver(app, s.integration, 'pull_request', pullRequestPayload('pull_request.opened', change)),
      deliver(app, s.integration, 'pull_request', pullRequestPayload('pull_request.closed-merged', change)),
      deliver(
        app,
        s.integration,
        'pull_request',
        pullRequestPayload('pull_request.ready_for_review', change),
      ),
    ]);
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200],
    );
    assert.equal(await s.status(), 'done');
    assert.equal((await s.pullRequests()).data[0].state, 'merged');
  });

  it('takes a title, branch and commit message with NUL characters without failing', async () => {
    const s = await scene();
    const payload = pullRequestPayload('pull_request.opened', {
      title: `${s.identifier} Fix\u0000 it`,
      branch: 'fix\u0000login',
    });
    assert.equal((await deliver(app, s.integration, 'pull_request', payload)).status, 200);
    assert.equal((await s.pullRequests()).data[0].title, `${s.identifier} Fix it`);
    const push = fixture('push');
    push.commits[0].message = `Fix\u0000 ${s.identifier}`;
    assert.equal((await deliver(app, s.integration, 'push', push)).status, 200);
  });

  it('looks up at most 25 identifiers per pull request', async () => {
    const s = await scene();
    const noise = Array.from({ length: 30 }, (_, i) => `NOISE${i}-1`).join(' ');
    const payload = pullRequestPayload('pull_request.opened', {
      title: 'Many',
      body: `${noise} ${s.identifier}`,
    });
    assert.equal((await deliver(app, s.integration, 'pull_request', payload)).status, 200);
    assert.equal(await s.status(), 'todo');
    assert.equal((await s.pullRequests()).meta.total, 0);
  });

  it("a pull request naming another workspace's issue does not touch it", async () => {
    const s = await scene();
    const victim = await scene();
    const payload = pullRequestPayload('pull_request.opened', {
      title: `${victim.identifier} and UNKNOWN-1`,
    });
    const res = await deliver(app, s.integration, 'pull_request', payload);
    assert.equal(res.status, 200, res.text);
    assert.equal(await victim.status(), 'todo');
    assert.equal((await victim.pullRequests()).meta.total, 0);
    // Nor can the victim's pull-request list be read from the other workspace.
    assert.equal((await s.api.get(`/issues/${victim.identifier}/pull-requests`)).status, 404);
  });

  it('an agent delivery and the pull request GitHub reports are one link, and the merge moves its issue', async () => {
    const s = await scene();
    const now = nowIso();
    await app.db
      .insertInto('artifacts')
      .values({
        workspace_id: s.workspace.id,
        issue_id: s.issue.id,
        run_id: null,
        last_run_id: null,
        identity: `issue:${s.issue.id}:pull_request:https://github.com/acme/web/pull/42/`,
        type: 'pull_request',
        state: 'open',
        url: 'https://github.com/acme/web/pull/42/',
        reference: null,
        title: 'Agent title',
        claim_checked_at: null,
        claim_check: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const before = (await s.pullRequests()).data;
    assert.equal(before.length, 1);
    assert.equal(before[0].provider, 'github');
    assert.equal(before[0].number, 42);
    assert.equal(before[0].title, 'Agent title');
    // The pull request does not name the issue: the agent's delivery links them.
    const merged = pullRequestPayload('pull_request.closed-merged', {
      title: 'Fix',
      body: null,
      branch: 'agent/work',
    });
    assert.equal((await deliver(app, s.integration, 'pull_request', merged)).status, 200);
    const after = (await s.pullRequests()).data;
    assert.equal(after.length, 1);
    assert.equal(after[0].state, 'merged');
    assert.equal(after[0].title, 'Fix');
    assert.equal(await s.status(), 'done');
    const artifacts = (await s.api.get(`/issues/${s.identifier}/artifacts`)).body.data;
    assert.equal(artifacts[0].state, 'merged');
  });

  it('push: commits naming issues are recorded in their history once', async () => {
    const s = await scene();
    const payload = fixture('push');
    for (const commit of payload.commits) commit.message = commit.message.replace('ISSUE-REF', s.identifier);
    const res = await deliver(app, s.integration, 'push', payload);
    assert.equal(res.status, 200, res.text);
    const activity = (await s.api.get(`/issues/${s.identifier}/activity`)).body.data;
    const commits = activity.filter((entry: any) => entry.event === 'commit.referenced');
    assert.equal(commits.length, 1);
    assert.equal(commits[0].data.commit, '6dcb09b5b57875f334f61aebed695e2e4193db5e');
    assert.equal(commits[0].data.message, 'Trim the email before signing in');
    assert.equal(commits[0].data.branch, 'fix-login');
    assert.equal(await s.status(), 'todo');
  });

  it('refuses a body over the limit with 413, another content type with 415 and a malformed payload with 400', async () => {
    const s = await scene();
    const huge = JSON.stringify({ ...fixture('ping'), padding: 'x'.repeat(1024 * 1024 + 10) });
    const tooLarge = await fetch(`${app.baseUrl}${new URL(s.integration.url).pathname}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'ping',
        'x-github-delivery': randomUUID(),
      },
      body: huge,
    });
    assert.equal(tooLarge.status, 413);
    assert.equal(typeof ((await tooLarge.json()) as any).message, 'string');
    const form = await fetch(`${app.baseUrl}${new URL(s.integration.url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-github-event': 'ping' },
      body: 'payload=%7B%7D',
    });
    assert.equal(form.status, 415);
    const malformed = await deliver(app, s.integration, 'pull_request', {
      action: 'opened',
      pull_request: { number: 'x' },
    });
    assert.equal(malformed.status, 400, malformed.text);
    const notJson = await deliver(app, s.integration, 'pull_request', null, { body: '{not json' });
    assert.equal(notJson.status, 400, notJson.text);
  });

  it('Gitea: X-Gitea-Signature over the body, a merged pull request closes the issue', async () => {
    const s = await buildScene(app.db);
    const integration = await createIntegration(app, s.workspace, 'gitea');
    assert.match(integration.url, /\/api\/hooks\/gitea\/\d+$/);
    const issue = await buildIssue(app.db, s.workspace, { status: 'in_progress' });
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    const payload = pullRequestPayload('pull_request.closed-merged', { title: `Fix ${identifier}` });
    payload.pull_request.html_url = 'https://gitea.example/acme/web/pulls/42';
    delete payload.pull_request.merged_at;
    const bad = await deliver(app, integration, 'pull_request', payload, {
      provider: 'gitea',
      secret: 'nope',
    });
    assert.equal(bad.status, 401);
    const res = await deliver(app, integration, 'pull_request', payload, { provider: 'gitea' });
    assert.equal(res.status, 200, res.text);
    const api = client(app, s.token);
    assert.equal((await api.get(`/issues/${identifier}`)).body.data.status, 'done');
    const list = (await api.get(`/issues/${identifier}/pull-requests`)).body.data;
    assert.equal(list[0].provider, 'gitea');
  });

  it('the pull-request read: guests read it, an unknown parameter is 422, no token is 401', async () => {
    const s = await scene();
    await deliver(
      app,
      s.integration,
      'pull_request',
      pullRequestPayload('pull_request.opened', { title: `${s.identifier}` }),
    );
    const guest = await buildMember(app.db, s.workspace, { role: 'guest' });
    const { token } = await buildToken(app.db, s.workspace, guest, { abilities: ['read'] });
    const read = await client(app, token).get(`/issues/${s.identifier}/pull-requests`);
    assert.equal(read.status, 200);
    assert.equal(read.body.data.length, 1);
    assert.equal((await s.api.get(`/issues/${s.identifier}/pull-requests?state=open`)).status, 422);
    assert.equal((await client(app, null).get(`/issues/${s.identifier}/pull-requests`)).status, 401);
    assert.equal((await s.api.get(`/issues/${s.workspace.issue_prefix}-99999/pull-requests`)).status, 404);
  });

  it('Administration → Integrations: admins create (secret shown once), list, rotate, toggle and delete', async () => {
    const s = await buildScene(app.db);
    await givePassword(app, s.owner.id);
    const admin = await signedIn(app, s.owner.email);
    const created = await admin.request('POST', '/api/ui/integrations', { provider: 'github' });
    assert.equal(created.status, 201, created.text);
    const { id, secret, url } = created.body.data;
    assert.ok(secret);
    const listed = await admin.request('GET', '/api/ui/integrations');
    assert.equal(listed.body.data[0].url, url);
    assert.equal('secret' in listed.body.data[0], false);
    assert.deepEqual((await admin.request('GET', '/api/ui/integrations/settings')).body.data, {
      status_moves: true,
    });
    const rotated = await admin.request('POST', `/api/ui/integrations/${id}/rotate-secret`);
    assert.notEqual(rotated.body.data.secret, secret);
    const issue = await buildIssue(app.db, s.workspace, { status: 'todo' });
    const payload = pullRequestPayload('pull_request.opened', {
      title: `${s.workspace.issue_prefix}-${issue.number}`,
    });
    assert.equal((await deliver(app, { id, url, secret }, 'pull_request', payload)).status, 401);
    const off = await admin.request('PUT', '/api/ui/integrations/settings', { status_moves: false });
    assert.equal(off.status, 200, off.text);
    assert.equal(
      (await deliver(app, { id, url, secret: rotated.body.data.secret }, 'pull_request', payload)).status,
      200,
    );
    assert.equal(
      (await client(app, s.token).get(`/issues/${s.workspace.issue_prefix}-${issue.number}`)).body.data
        .status,
      'todo',
    );

    const member = await buildMember(app.db, s.workspace, { role: 'member' });
    await givePassword(app, member.id);
    const person = await signedIn(app, member.email);
    assert.equal((await person.request('GET', '/api/ui/integrations')).status, 403);
    assert.equal((await person.request('POST', '/api/ui/integrations', { provider: 'github' })).status, 403);
    assert.equal((await person.request('DELETE', `/api/ui/integrations/${id}`)).status, 403);
    const stranger = await buildScene(app.db);
    await givePassword(app, stranger.owner.id);
    const otherAdmin = await signedIn(app, stranger.owner.email);
    assert.equal((await otherAdmin.request('DELETE', `/api/ui/integrations/${id}`)).status, 404);
    assert.equal((await otherAdmin.request('POST', `/api/ui/integrations/${id}/rotate-secret`)).status, 404);

    assert.equal((await admin.request('DELETE', `/api/ui/integrations/${id}`)).status, 204);
    assert.equal(
      (await deliver(app, { id, url, secret: rotated.body.data.secret }, 'ping', fixture('ping'))).status,
      404,
    );
  });
});
