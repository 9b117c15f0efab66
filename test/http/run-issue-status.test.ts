import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inTransaction } from '../../src/db/connection.js';
import type { Issue } from '../../src/db/schema.js';
import { applyRunOutcomeToIssue } from '../../src/domain/runs/run-issue-status.js';
import { sweepExpiredLeases } from '../../src/domain/runs/run-lifecycle.js';
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
    const statusMoves = async () =>
      ((await api.get(`/issues/${identifier}/activity?per_page=100`)).body.data as any[]).filter(
        (entry) => entry.data.changes?.status,
      );
    /** Another agent of the same runtime, with a run of its own queued on the issue. */
    const secondAgent = async () => {
      const other = await buildAgent(app.db, s.workspace);
      await app.db.updateTable('agents').set({ runtime_id: runtime.id }).where('id', '=', other.id).execute();
      const queued = await api.post(`/issues/${identifier}/runs`, { agent_id: other.id });
      assert.equal(queued.status, 202, queued.text);
      return other;
    };
    return { ...s, agent, identifier, api, runner, claim, status, events, statusMoves, secondAgent };
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

  it('a completed run that delivered a pull request moves it to in_review, from in_progress or earlier', async () => {
    const s = await scene({ status: 'backlog' });
    const claimed = await s.claim();
    assert.equal(await s.status(), 'in_progress');
    const done = await s.runner.complete(claimed.run.id, claimed.lease.token, { deliveries: [pullRequest] });
    assert.equal(done.status, 200, done.text);
    assert.equal(await s.status(), 'in_review');
    const statusEvents = (await s.events()).filter((e) => e.event === 'issue.status_changed');
    assert.deepEqual(
      statusEvents.map((e) => e.data.status),
      ['in_progress', 'in_review'],
    );
  });

  it('a completed run that delivered something else than a pull request hands its work over for review', async () => {
    const s = await scene({ status: 'todo' });
    const claimed = await s.claim();
    const branch = {
      type: 'branch',
      url: 'https://github.com/acme/web/tree/fix-login',
      reference: 'fix-login',
    };
    const done = await s.runner.complete(claimed.run.id, claimed.lease.token, { deliveries: [branch] });
    assert.equal(done.status, 200, done.text);
    assert.equal(await s.status(), 'in_review');
    const last = (await s.statusMoves()).at(-1);
    assert.deepEqual(last.data.changes.status, { from: 'in_progress', to: 'in_review' });
    assert.equal(last.data.run, claimed.run.id);
  });

  it('a completed run that delivered nothing gives the issue back the status it had before the claim', async () => {
    const s = await scene({ status: 'backlog' });
    const claimed = await s.claim();
    await s.runner.complete(claimed.run.id, claimed.lease.token, {
      summary: 'Investigated: not reproducible.',
    });
    assert.equal(await s.status(), 'backlog');
    const moves = await s.statusMoves();
    assert.deepEqual(
      moves.map((entry) => entry.data.changes.status),
      [
        { from: 'backlog', to: 'in_progress' },
        { from: 'in_progress', to: 'backlog' },
      ],
    );
    for (const move of moves) {
      assert.equal(move.event, 'issue.updated');
      assert.deepEqual([move.actor.type, move.actor.id], ['agent', s.agent.id]);
      assert.equal(move.data.run, claimed.run.id);
    }
    const events = (await s.events()).filter((e) => e.event.startsWith('issue.'));
    assert.deepEqual(
      events.map((e) => `${e.event} ${e.data.status}`),
      [
        'issue.updated in_progress',
        'issue.status_changed in_progress',
        'issue.updated backlog',
        'issue.status_changed backlog',
      ],
    );
  });

  it('a failed run gives the status back and says what went wrong in a comment by the agent', async () => {
    const s = await scene();
    const claimed = await s.claim();
    const failed = await s.runner.fail(claimed.run.id, claimed.lease.token, { error: 'The build broke.' });
    assert.equal(failed.status, 200, failed.text);
    assert.equal(await s.status(), 'todo');
    const comments = (await s.api.get(`/issues/${s.identifier}/comments`)).body.data;
    assert.equal(comments.length, 1);
    assert.equal(comments[0].author.type, 'agent');
    assert.equal(comments[0].author.id, s.agent.id);
    assert.match(comments[0].body, /The run failed: The build broke\./);
    assert.ok((await s.events()).some((e) => e.event === 'comment.created'));
    assert.ok((await s.events()).some((e) => e.event === 'issue.status_changed' && e.data.status === 'todo'));
  });

  it('a run that fails when its lease expires at the last attempt gives the status back', async () => {
    const s = await scene();
    const claimed = await s.claim();
    await app.db
      .updateTable('runs')
      .set({ lease_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', claimed.run.id)
      .execute();
    const swept = await sweepExpiredLeases(app.db, app.system, { settings: { maxAttempts: 1 } });
    assert.equal(swept.failed, 1);
    assert.equal(await s.status(), 'todo');
    assert.equal((await s.statusMoves()).at(-1).data.run, claimed.run.id);
  });

  it('a canceled run gives the status back (applyRunOutcomeToIssue, for the cancel route)', async () => {
    const s = await scene({ status: 'todo' });
    const claimed = await s.claim();
    await inTransaction(app.db, async (tx) => {
      const run = await tx
        .updateTable('runs')
        .set({ status: 'canceled', finished_at: new Date().toISOString() })
        .where('id', '=', claimed.run.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await applyRunOutcomeToIssue(tx, app.system, { run, outcome: 'canceled' });
    });
    assert.equal(await s.status(), 'todo');
  });

  it('leaves the status to a person who moved the issue since the claim, or had it in progress before', async () => {
    const moved = await scene({ status: 'todo' });
    const claimed = await moved.claim();
    await moved.api.patch(`/issues/${moved.identifier}`, { status: 'on_hold' });
    await moved.api.patch(`/issues/${moved.identifier}`, { status: 'in_progress' });
    await moved.runner.fail(claimed.run.id, claimed.lease.token, { error: 'Gave up.' });
    assert.equal(await moved.status(), 'in_progress', 'the last move was a person’s');

    const working = await scene({ status: 'in_progress' });
    const helper = await working.claim();
    assert.equal(await working.status(), 'in_progress');
    await working.runner.complete(helper.run.id, helper.lease.token, { summary: 'Looked at the logs.' });
    assert.equal(await working.status(), 'in_progress', 'the claim moved nothing, so nothing goes back');
    assert.deepEqual(await working.statusMoves(), []);

    const done = await scene({ status: 'todo' });
    const finished = await done.claim();
    await done.api.patch(`/issues/${done.identifier}`, { status: 'done' });
    await done.runner.fail(finished.run.id, finished.lease.token, { error: 'Too late.' });
    assert.equal(await done.status(), 'done');
  });

  it('keeps the issue in progress while another run of it is in a runner’s hands; the last to end gives it back', async () => {
    const s = await scene({ status: 'todo' });
    await s.secondAgent();
    const first = await s.claim();
    const second = await s.claim();
    assert.notEqual(first.run.id, second.run.id);
    await s.runner.fail(first.run.id, first.lease.token, { error: 'Crashed.' });
    assert.equal(await s.status(), 'in_progress');
    await s.runner.complete(second.run.id, second.lease.token, { summary: 'Nothing to change.' });
    assert.equal(await s.status(), 'todo');
  });

  it('gives the status back once when two runs of one issue end at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await scene({ status: 'todo' });
      await s.secondAgent();
      const first = await s.claim();
      const second = await s.claim();
      const [a, b] = await Promise.all([
        s.runner.fail(first.run.id, first.lease.token, { error: 'One.' }),
        s.runner.complete(second.run.id, second.lease.token, {}),
      ]);
      assert.equal(a.status, 200, a.text);
      assert.equal(b.status, 200, b.text);
      assert.equal(await s.status(), 'todo');
      assert.deepEqual(
        (await s.statusMoves()).map((entry) => entry.data.changes.status.to),
        ['in_progress', 'todo'],
      );
    }
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
