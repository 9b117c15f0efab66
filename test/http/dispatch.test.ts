import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pino from 'pino';
import { queueRun } from '../../src/domain/runs/runs-queue.js';
import { runLeaseSweeperJob } from '../../src/jobs/run-lease-sweeper.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildMember, buildRuntime, buildScene } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';

/**
 * Dispatch that holds overnight (decisions §12.7; docs/decisions.md "Issue 38 — dispatch"): one run at
 * a time per issue and agent, agent and workspace caps, waiting reasons, priority order, stall
 * detection and budget stops. The races run on whichever database the suite is given; they matter on
 * PostgreSQL. Time is moved by rewriting the stored timestamps, never waited for.
 */
describe('dispatch (decisions §12.7)', async () => {
  const app = await startTestApp();

  async function scene(agentOverrides: Parameters<typeof buildAgent>[2] = {}) {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 5, ...agentOverrides });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const api = client(app, s.token);
    const runner = daemon(app, runtime.token);
    const queue = async (issueId: number = issue.id, agentId: number = agent.id) => {
      const res = await api.post(`/issues/${issueId}/runs`, { agent_id: agentId });
      assert.equal(res.status, 202, res.text);
      return res.body.data as { id: string };
    };
    const run = async (id: string) => (await api.get(`/runs/${id}`)).body.data;
    return { ...s, agent, runtime, issue, api, runner, queue, run };
  }

  /** Another run of the agent on the same issue, as an automatic or explicit retry queues it. */
  async function queueAgain(s: Awaited<ReturnType<typeof scene>>, retryOf: string) {
    return app.db.transaction().execute((tx) =>
      queueRun(tx, {
        workspaceId: s.workspace.id,
        agent: s.agent,
        issueId: s.issue.id,
        trigger: 'api',
        requestedBy: null,
        retryOf,
      }),
    );
  }

  async function sweep() {
    await runLeaseSweeperJob.handle({
      db: app.db,
      dialect: app.database.dialect,
      config: app.config,
      log: pino({ level: 'silent' }),
      job: {} as never,
    });
  }

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  async function admin(workspace: { id: number }, role: 'admin' | 'member' = 'admin') {
    const person = await buildMember(app.db, workspace as never, { role });
    await givePassword(app, person.id);
    return signedIn(app, person.email);
  }

  describe('one run at a time per issue and agent', () => {
    it('coalesces a request into the run already queued, also when requests arrive at once', async () => {
      const s = await scene();
      const first = await s.queue();
      assert.equal((await s.queue()).id, first.id, 'the queued run answers again');
      const other = await buildIssue(app.db, s.workspace);
      const together = await Promise.all(Array.from({ length: 6 }, () => s.queue(other.id)));
      assert.equal(new Set(together.map((r) => r.id)).size, 1, 'six requests at once, one run');
      const stored = await app.db.selectFrom('runs').select('id').where('issue_id', '=', other.id).execute();
      assert.equal(stored.length, 1);
    });

    it('holds a second run of the agent on the issue while one is held, then hands it out', async () => {
      const s = await scene();
      const first = await s.queue();
      const elsewhere = await s.queue((await buildIssue(app.db, s.workspace)).id);
      const claim = (await s.runner.claim()).body.data;
      assert.equal(claim.run.id, first.id);
      // A new request while the first is held queues a run (nothing queued to coalesce into): it waits.
      const second = await s.queue();
      assert.notEqual(second.id, first.id);
      assert.equal((await s.runner.claim()).body.data.run.id, elsewhere.id, 'the other issue goes');
      assert.equal((await s.runner.claim()).body.data, null, 'the second run on the issue waits');
      const waiting = await s.run(second.id);
      assert.equal(waiting.waiting_reason, 'concurrency');
      assert.match(waiting.waiting_message, /already has on this issue/);
      assert.equal((await s.runner.complete(first.id, claim.lease.token)).status, 200);
      assert.equal((await s.runner.claim()).body.data.run.id, second.id);
    });

    it('never hands out two runs of one agent on one issue to simultaneous claims', async () => {
      const s = await scene({ max_concurrent_tasks: 10 });
      const first = await s.queue();
      const copies = [first.id];
      for (let i = 0; i < 3; i++) copies.push((await queueAgain(s, copies[copies.length - 1]!)).id);
      const other = await buildRuntime(app.db, s.workspace);
      const results = await Promise.all(
        [s.runtime.token, s.runtime.token, s.runtime.token, other.token].flatMap((token) =>
          [0, 1].map(() => daemon(app, token).claim()),
        ),
      );
      for (const res of results) assert.equal(res.status, 200, res.text);
      const winners = results.map((res) => res.body.data).filter(Boolean);
      assert.equal(winners.length, 1);
      assert.equal(winners[0].run.id, first.id, 'the oldest first');
      const held = await app.db
        .selectFrom('runs')
        .select('id')
        .where('issue_id', '=', s.issue.id)
        .where('status', 'in', ['dispatched', 'running'])
        .execute();
      assert.equal(held.length, 1);
    });
  });

  describe('caps', () => {
    it('sets the agent’s max_concurrent_runs and stall_minutes in the interface, refusing bad values', async () => {
      const s = await scene();
      const browser = await admin(s.workspace);
      const set = await browser.request('PATCH', `/api/ui/agents/${s.agent.id}`, {
        max_concurrent_runs: 3,
        stall_minutes: null,
      });
      assert.equal(set.status, 200, JSON.stringify(set.body));
      assert.equal(set.body.data.max_concurrent_runs, 3);
      assert.equal(set.body.data.max_concurrent_tasks, 3, 'one setting, two names');
      assert.equal(set.body.data.stall_minutes, null);
      for (const body of [
        { max_concurrent_runs: 0 },
        { max_concurrent_runs: 2, max_concurrent_tasks: 4 },
        { stall_minutes: 0 },
        { stall_minutes: 1.5 },
        { stall_minutes: 'soon' },
      ]) {
        const res = await browser.request('PATCH', `/api/ui/agents/${s.agent.id}`, body);
        assert.equal(res.status, 422, JSON.stringify(body));
      }
      const member = await admin(s.workspace, 'member');
      assert.equal(
        (await member.request('PATCH', `/api/ui/agents/${s.agent.id}`, { max_concurrent_runs: 50 })).status,
        403,
      );
      const stored = await app.db
        .selectFrom('agents')
        .select(['max_concurrent_tasks', 'stall_minutes'])
        .where('id', '=', s.agent.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(stored, { max_concurrent_tasks: 3, stall_minutes: null });
    });

    it('holds the agent at max_concurrent_runs, saying why', async () => {
      const s = await scene({ max_concurrent_tasks: 1 });
      await s.queue();
      const next = await s.queue((await buildIssue(app.db, s.workspace)).id);
      assert.ok((await s.runner.claim()).body.data);
      assert.equal((await s.runner.claim()).body.data, null);
      const waiting = await s.run(next.id);
      assert.equal(waiting.waiting_reason, 'concurrency');
      assert.match(waiting.waiting_message, /at most 1 at once/);
    });

    it('stops simultaneous claims of several runtimes at the workspace’s max_concurrent_runs', async () => {
      const s = await scene();
      const browser = await admin(s.workspace);
      const bad = await browser.request('PATCH', '/api/ui/workspace', { max_concurrent_runs: 0 });
      assert.equal(bad.status, 422);
      const member = await admin(s.workspace, 'member');
      assert.equal(
        (await member.request('PATCH', '/api/ui/workspace', { max_concurrent_runs: 9 })).status,
        403,
      );
      const set = await browser.request('PATCH', '/api/ui/workspace', { max_concurrent_runs: 3 });
      assert.equal(set.status, 200, JSON.stringify(set.body));
      assert.equal(set.body.data.max_concurrent_runs, 3);

      const tokens = [s.runtime.token];
      for (let i = 0; i < 2; i++) {
        const agent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 5 });
        tokens.push((await buildRuntime(app.db, s.workspace, { agents: [agent] })).token);
        for (let j = 0; j < 3; j++) await s.queue((await buildIssue(app.db, s.workspace)).id, agent.id);
      }
      for (let j = 0; j < 3; j++) await s.queue((await buildIssue(app.db, s.workspace)).id);
      const results = await Promise.all(
        tokens.flatMap((token) => [0, 1, 2].map(() => daemon(app, token).claim())),
      );
      for (const res of results) assert.equal(res.status, 200, res.text);
      assert.equal(results.filter((res) => res.body.data).length, 3, 'three at once in the workspace');
      const queued = (await s.api.get('/runs?status=queued')).body.data;
      assert.equal(queued.length, 6);
      for (const run of queued) {
        assert.equal(run.waiting_reason, 'concurrency');
        assert.match(run.waiting_message, /the workspace runs at most 3 at once/);
      }
      await browser.request('PATCH', '/api/ui/workspace', { max_concurrent_runs: null });
      const more = await Promise.all(tokens.map((token) => daemon(app, token).claim()));
      assert.ok(
        more.some((res) => res.body.data),
        'no cap: the next claims go',
      );
    });
  });

  describe('waiting reasons', () => {
    it('says no_runner while no online runtime serves the agent, and null once one does', async () => {
      const s = await scene();
      const run = await s.queue();
      assert.equal((await s.run(run.id)).waiting_reason, 'no_runner', 'never heard from');
      assert.equal((await s.runner.register()).status, 200);
      assert.equal((await s.run(run.id)).waiting_reason, null, 'online: the next claim takes it');
      await app.db
        .updateTable('agent_runtimes')
        .set({ last_seen_at: minutesAgo(2) })
        .where('id', '=', s.runtime.id)
        .execute();
      assert.equal((await s.run(run.id)).waiting_reason, 'no_runner', 'silent past 90 seconds');
      await app.db.updateTable('agents').set({ runtime_id: null }).where('id', '=', s.agent.id).execute();
      const listed = (await s.api.get('/runs?status=queued')).body.data[0];
      assert.equal(listed.waiting_reason, 'no_runner');
      assert.match(listed.waiting_message, /no online runtime serves/);
    });

    it('is null for runs that are not queued', async () => {
      const s = await scene();
      const run = await s.queue();
      await s.runner.claim();
      const held = await s.run(run.id);
      assert.equal(held.waiting_reason, null);
      assert.equal(held.waiting_message, null);
    });
  });

  describe('claim order', () => {
    it('hands out the most urgent issue first, then the oldest queued; a change of priority reorders', async () => {
      const s = await scene({ max_concurrent_tasks: 10 });
      const queued: Record<string, string> = {};
      for (const priority of ['low', 'medium', 'urgent', 'high', 'medium'] as const) {
        const issue = await buildIssue(app.db, s.workspace, { priority });
        queued[`${priority}:${issue.number}`] = (await s.queue(issue.id)).id;
      }
      const late = await buildIssue(app.db, s.workspace, { priority: 'low' });
      const lateRun = (await s.queue(late.id)).id;
      // The last queued becomes urgent: it jumps the queue.
      const res = await s.api.patch(`/issues/${late.id}`, { priority: 'urgent' });
      assert.equal(res.status, 200, res.text);
      const order = [];
      for (let i = 0; i < 6; i++) order.push((await s.runner.claim()).body.data.run.id);
      const ids = Object.entries(queued);
      const byKey = (prefix: string) => ids.filter(([key]) => key.startsWith(prefix)).map(([, id]) => id);
      assert.deepEqual(order, [
        ...byKey('urgent'),
        lateRun,
        ...byKey('high'),
        ...byKey('medium'),
        ...byKey('low'),
      ]);
    });
  });

  describe('stall detection', () => {
    it('fails a held run silent for its agent’s stall_minutes as stalled; its lease is gone', async () => {
      // Its last attempt: with attempts left a stalled run is queued again instead (next test).
      const s = await scene({ max_attempts: 1 });
      const run = await s.queue();
      const claim = (await s.runner.claim()).body.data;
      assert.equal((await s.runner.start(run.id, claim.lease.token)).status, 200);
      await app.db
        .updateTable('runs')
        .set({ last_activity_at: minutesAgo(14) })
        .where('id', '=', run.id)
        .execute();
      await sweep();
      assert.equal((await s.run(run.id)).status, 'running', 'fourteen quiet minutes are not fifteen');

      // A transcript line is a sign of life.
      const log = await s.runner.post(`/runs/${run.id}/log`, {
        lease_token: claim.lease.token,
        lines: [{ stream: 'stdout', text: 'still thinking' }],
      });
      assert.equal(log.status, 200, log.text);
      const { last_activity_at } = await app.db
        .selectFrom('runs')
        .select('last_activity_at')
        .where('id', '=', run.id)
        .executeTakeFirstOrThrow();
      assert.ok(last_activity_at! > minutesAgo(1));

      await app.db
        .updateTable('runs')
        .set({ last_activity_at: minutesAgo(16) })
        .where('id', '=', run.id)
        .execute();
      await sweep();
      const failed = await s.run(run.id);
      assert.equal(failed.status, 'failed');
      assert.equal(failed.failure_reason, 'stalled');
      assert.match(failed.error, /^stalled: .*15 minutes/);
      // Announced like any failure for good: an inbox item and a mail to the requester (issue 38, 6).
      const told = await app.db
        .selectFrom('inbox_items')
        .select(['user_id', 'note'])
        .where('run_id', '=', run.id)
        .where('kind', '=', 'run_failed')
        .execute();
      assert.deepEqual(
        told.map((item) => item.user_id),
        [s.owner.id],
      );
      assert.match(told[0]!.note ?? '', /\(stalled\)/);
      const mailed = await app.db
        .selectFrom('mail_events')
        .select('kind')
        .where('run_id', '=', run.id)
        .execute();
      assert.deepEqual(
        mailed.map((event) => event.kind),
        ['run_failed'],
      );
      const renewal = await s.runner.post(`/runs/${run.id}/lease`, { lease_token: claim.lease.token });
      assert.equal(renewal.status, 409, 'the runner stops its command, as for a cancel');
    });

    it('queues a stalled run with attempts left again after the backoff, its lease gone', async () => {
      const s = await scene({ max_attempts: 3 });
      const run = await s.queue();
      const claim = (await s.runner.claim()).body.data;
      await app.db
        .updateTable('runs')
        .set({ last_activity_at: minutesAgo(16) })
        .where('id', '=', run.id)
        .execute();
      await sweep();
      const queued = await s.run(run.id);
      assert.equal(queued.status, 'queued');
      assert.equal(queued.attempts, 1);
      assert.ok(queued.next_attempt_at, 'not handed out again before its backoff');
      const renewal = await s.runner.post(`/runs/${run.id}/lease`, { lease_token: claim.lease.token });
      assert.equal(renewal.status, 409, 'the runner stops its command; no late report of a stalled attempt');
    });

    it('counts usage on a renewal as a sign of life, and leaves agents without stall_minutes alone', async () => {
      const s = await scene({ max_attempts: 1 });
      const run = await s.queue();
      const claim = (await s.runner.claim()).body.data;
      await app.db
        .updateTable('runs')
        .set({ last_activity_at: minutesAgo(20) })
        .where('id', '=', run.id)
        .execute();
      const renewed = await s.runner.post(`/runs/${run.id}/lease`, {
        lease_token: claim.lease.token,
        usage: { input_tokens: 100 },
      });
      assert.equal(renewed.status, 200, renewed.text);
      await sweep();
      assert.equal((await s.run(run.id)).status, 'dispatched');
      // A renewal without usage says nothing about the agent.
      await app.db
        .updateTable('runs')
        .set({ last_activity_at: minutesAgo(20) })
        .where('id', '=', run.id)
        .execute();
      assert.equal(
        (await s.runner.post(`/runs/${run.id}/lease`, { lease_token: claim.lease.token })).status,
        200,
      );
      await app.db.updateTable('agents').set({ stall_minutes: null }).where('id', '=', s.agent.id).execute();
      await sweep();
      assert.equal((await s.run(run.id)).status, 'dispatched', 'stall detection is off for this agent');
      await app.db.updateTable('agents').set({ stall_minutes: 15 }).where('id', '=', s.agent.id).execute();
      await sweep();
      assert.equal((await s.run(run.id)).failure_reason, 'stalled');
    });
  });

  it('fails a run the budget stopped at a renewal with failure_reason budget', async () => {
    const s = await scene({ max_run_cost_micros: 1_000_000 });
    const run = await s.queue();
    const claim = (await s.runner.claim()).body.data;
    const stopped = await s.runner.post(`/runs/${run.id}/lease`, {
      lease_token: claim.lease.token,
      usage: { cost_usd: 1.5 },
    });
    assert.equal(stopped.status, 409);
    const failed = await s.run(run.id);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.failure_reason, 'budget');
    assert.match(failed.error, /^The budget stopped this run/);
  });
});
