import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Issue } from '../../src/db/schema.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon, recordEvents, recordedEvents } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';

describe('issue status follows the runs of agents', async () => {
  const app = await startTestApp();

  async function scene(issue: Partial<Issue> = { status: 'todo' }, statusFollowsRuns = true) {
    const s = await buildScene(app.db, { status_follows_runs: statusFollowsRuns });
    const agent = await buildAgent(app.db, s.workspace);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const row = await buildIssue(app.db, s.workspace, issue);
    const identifier = `${s.workspace.issue_prefix}-${row.number}`;
    const api = client(app, s.token);
    const runner = daemon(app, runtime.token);
    await api.post(`/issues/${identifier}/runs`, { agent_id: agent.id });
    await recordEvents(app.db, s.workspace);
    const claim = async () => {
      const res = await runner.claim();
      assert.equal(res.status, 200, res.text);
      return res.body.data as { run: { id: string }; lease: { token: string }; context: any };
    };
    const status = async () => (await api.get(`/issues/${identifier}`)).body.data.status as string;
    const events = () => recordedEvents(app.db, s.workspace);
    return { ...s, agent, identifier, api, runner, claim, status, events };
  }

  const pullRequest = { type: 'pull_request', url: 'https://github.com/acme/web/pull/9', state: 'open' };

  it('a claim moves the issue from todo to in_progress, by the agent, with its events and history', async () => {
    const s = await scene();
    const claimed = await s.claim();
    assert.equal(claimed.context.issue.status, 'in_progress');
    assert.equal(await s.status(), 'in_progress');
    const events = await s.events();
    assert.deepEqual(
      events.map((e) => e.event),
      ['issue.updated', 'issue.status_changed'],
    );
    assert.equal(events[1]!.data.status, 'in_progress');
    const activity = (await s.api.get(`/issues/${s.identifier}/activity`)).body.data;
    const move = activity.find((entry: any) => entry.data.changes?.status);
    assert.equal(move.event, 'issue.updated');
    assert.equal(move.actor.type, 'agent');
    assert.equal(move.actor.id, s.agent.id);
    assert.deepEqual(move.data.changes.status, { from: 'todo', to: 'in_progress' });
  });

  it('a completed run that delivered a pull request moves it to in_review; without one it stays', async () => {
    const s = await scene({ status: 'backlog' });
    const first = await s.claim();
    assert.equal(await s.status(), 'in_progress');
    await s.runner.complete(first.run.id, first.lease.token, { summary: 'Investigated.' });
    assert.equal(await s.status(), 'in_progress', 'nothing delivered, nothing moves');

    await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id });
    const second = await s.claim();
    const done = await s.runner.complete(second.run.id, second.lease.token, { deliveries: [pullRequest] });
    assert.equal(done.status, 200, done.text);
    assert.equal(await s.status(), 'in_review');
    const statusEvents = (await s.events()).filter((e) => e.event === 'issue.status_changed');
    assert.deepEqual(
      statusEvents.map((e) => e.data.status),
      ['in_progress', 'in_review'],
    );
  });

  it('a failed run leaves the status and says what went wrong in a comment by the agent', async () => {
    const s = await scene();
    const claimed = await s.claim();
    const failed = await s.runner.fail(claimed.run.id, claimed.lease.token, { error: 'The build broke.' });
    assert.equal(failed.status, 200, failed.text);
    assert.equal(await s.status(), 'in_progress');
    const comments = (await s.api.get(`/issues/${s.identifier}/comments`)).body.data;
    assert.equal(comments.length, 1);
    assert.equal(comments[0].author.type, 'agent');
    assert.equal(comments[0].author.id, s.agent.id);
    assert.match(comments[0].body, /The run failed: The build broke\./);
    assert.ok((await s.events()).some((e) => e.event === 'comment.created'));
  });

  it('never moves an issue backwards, and does nothing where the workspace turned it off', async () => {
    const reviewed = await scene({ status: 'in_review' });
    const claimed = await reviewed.claim();
    assert.equal(await reviewed.status(), 'in_review');
    await reviewed.runner.complete(claimed.run.id, claimed.lease.token, { deliveries: [pullRequest] });
    assert.equal(await reviewed.status(), 'in_review');
    assert.deepEqual(
      (await reviewed.events()).filter((e) => e.event.startsWith('issue.')),
      [],
    );

    const off = await scene({ status: 'todo' }, false);
    const offClaim = await off.claim();
    assert.equal(await off.status(), 'todo');
    await off.runner.fail(offClaim.run.id, offClaim.lease.token, { error: 'Nope.' });
    assert.equal((await off.api.get(`/issues/${off.identifier}/comments`)).body.data.length, 0);
    assert.deepEqual(
      (await off.events()).filter((e) => e.event.startsWith('issue.') || e.event === 'comment.created'),
      [],
    );
  });
});
