import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { createIntegration, deliver, pullRequestPayload } from '../helpers/code-host.js';
import { recordEvents, recordedEvents } from '../helpers/daemon.js';
import { buildIssue, buildScene } from '../helpers/factories.js';

/**
 * Issue 37: a signed delivery is handled once whatever its delivery id says, and a pull request is the
 * integration's that reported it first, on the one host that integration answers for.
 */
describe('code-host replays and foreign pull requests', async () => {
  const app = await startTestApp();

  async function scene() {
    const s = await buildScene(app.db);
    const github = await createIntegration(app, s.workspace, 'github');
    const gitea = await createIntegration(app, s.workspace, 'gitea');
    const issue = await buildIssue(app.db, s.workspace, { status: 'todo' });
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    const api = client(app, s.token);
    await recordEvents(app.db, s.workspace);
    const status = async () => (await api.get(`/issues/${identifier}`)).body.data.status as string;
    const statusChanges = async () =>
      ((await api.get(`/issues/${identifier}/activity`)).body.data as any[]).filter(
        (entry) => entry.data.changes?.status,
      ).length;
    const deliveries = async (integrationId: number) =>
      (
        await app.db
          .selectFrom('code_host_deliveries')
          .select('delivery_id')
          .where('integration_id', '=', integrationId)
          .execute()
      ).length;
    const pullRequests = async () =>
      app.db.selectFrom('pull_requests').selectAll().where('workspace_id', '=', s.workspace.id).execute();
    return { ...s, github, gitea, issue, identifier, api, status, statusChanges, deliveries, pullRequests };
  }

  it('the same signed body under a new delivery id is not handled again', async () => {
    const s = await scene();
    const body = JSON.stringify(pullRequestPayload('pull_request.opened', { title: `${s.identifier} Fix` }));
    const first = await deliver(app, s.github, 'pull_request', null, { body, deliveryId: 'first-id' });
    assert.equal(first.status, 200, first.text);
    assert.equal(await s.status(), 'in_review');
    await s.api.patch(`/issues/${s.identifier}`, { status: 'todo' });

    const replay = await deliver(app, s.github, 'pull_request', null, { body, deliveryId: 'a-new-id' });
    assert.equal(replay.status, 200, replay.text);
    assert.equal(replay.body.message, 'This delivery was handled already.');
    assert.equal(await s.status(), 'todo', 'the replay moved nothing');
    assert.equal(await s.deliveries(s.github.id), 1);
    const recorded = (await recordedEvents(app.db, s.workspace)).filter(
      (e) => e.event === 'delivery.recorded',
    );
    assert.equal(recorded.length, 1);

    // A new event of the same pull request (another body) is handled as usual.
    const merged = await deliver(
      app,
      s.github,
      'pull_request',
      pullRequestPayload('pull_request.closed-merged', { title: `${s.identifier} Fix` }),
    );
    assert.equal(merged.status, 200, merged.text);
    assert.equal(await s.status(), 'done');
  });

  it('simultaneous replays of one signed body under different ids are handled once', async () => {
    const s = await scene();
    const body = JSON.stringify(pullRequestPayload('pull_request.opened', { title: `${s.identifier} Fix` }));
    const answers = await Promise.all(
      ['r1', 'r2', 'r3', 'r4', 'r5'].map((deliveryId) =>
        deliver(app, s.github, 'pull_request', null, { body, deliveryId }),
      ),
    );
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200, 200, 200],
    );
    assert.equal(answers.filter((a) => a.body.message === 'This delivery was handled already.').length, 4);
    assert.equal(await s.deliveries(s.github.id), 1);
    assert.equal(await s.statusChanges(), 1);
    const recorded = (await recordedEvents(app.db, s.workspace)).filter(
      (e) => e.event === 'delivery.recorded',
    );
    assert.equal(recorded.length, 1);
  });

  it("a Gitea integration naming a GitHub pull request's URL is ignored and changes nothing", async () => {
    const s = await scene();
    const opened = pullRequestPayload('pull_request.opened', { title: `${s.identifier} Fix`, number: 7 });
    assert.equal((await deliver(app, s.github, 'pull_request', opened)).status, 200);
    await s.api.patch(`/issues/${s.identifier}`, { status: 'todo' });
    const [before] = await s.pullRequests();

    const forged = pullRequestPayload('pull_request.closed-merged', {
      title: `${s.identifier} Taken over`,
      number: 7,
    });
    const res = await deliver(app, s.gitea, 'pull_request', forged, { provider: 'gitea' });
    assert.equal(res.status, 202, res.text);
    assert.match(res.body.message, /^Ignored: /);
    assert.deepEqual(await s.pullRequests(), [before]);
    assert.equal(await s.status(), 'todo');
  });

  it('a second integration of the same host cannot take a pull request over either', async () => {
    const s = await scene();
    const second = await createIntegration(app, s.workspace, 'github');
    const opened = pullRequestPayload('pull_request.opened', { title: `${s.identifier} Fix`, number: 8 });
    assert.equal((await deliver(app, s.github, 'pull_request', opened)).status, 200);
    await s.api.patch(`/issues/${s.identifier}`, { status: 'todo' });
    const [before] = await s.pullRequests();
    const merged = pullRequestPayload('pull_request.closed-merged', { title: 'Renamed', number: 8 });
    const res = await deliver(app, second, 'pull_request', merged);
    assert.equal(res.status, 202, res.text);
    assert.equal(
      res.body.message,
      'Ignored: this pull request belongs to another integration of the workspace.',
    );
    assert.deepEqual(await s.pullRequests(), [before]);
    assert.equal(await s.status(), 'todo');
  });

  it('an integration answers for the host of its first pull request only; Gitea never for github.com', async () => {
    const s = await scene();
    // No GitHub pull request exists yet: a github.com address from Gitea is refused all the same, and
    // an agent's delivery of that address keeps its state.
    const githubUrl = pullRequestPayload('pull_request.closed-merged', {
      title: `${s.identifier} Fix`,
      number: 9,
    });
    const refused = await deliver(app, s.gitea, 'pull_request', githubUrl, { provider: 'gitea' });
    assert.equal(refused.status, 202, refused.text);
    assert.equal((await s.pullRequests()).length, 0);
    assert.equal(await s.status(), 'todo');

    const own = pullRequestPayload('pull_request.opened', { title: `${s.identifier} Fix` });
    own.pull_request.html_url = 'https://gitea.example/acme/web/pulls/1';
    assert.equal((await deliver(app, s.gitea, 'pull_request', own, { provider: 'gitea' })).status, 200);
    const elsewhere = pullRequestPayload('pull_request.opened', { title: `${s.identifier} Other` });
    elsewhere.pull_request.html_url = 'https://other.example/acme/web/pulls/2';
    const res = await deliver(app, s.gitea, 'pull_request', elsewhere, { provider: 'gitea' });
    assert.equal(res.status, 202, res.text);
    assert.match(res.body.message, /reports pull requests on gitea\.example, not on other\.example/);
    assert.deepEqual(
      (await s.pullRequests()).map((pr) => pr.url),
      ['https://gitea.example/acme/web/pulls/1'],
    );
  });
});
