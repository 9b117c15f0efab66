import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pino from 'pino';
import type { Workspace } from '../../src/db/schema.js';
import { timeOutOverrunningRuns } from '../../src/domain/runs/run-control.js';
import { runLeaseSweeperJob } from '../../src/jobs/run-lease-sweeper.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon, recordEvents, recordedEvents } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';

/** decisions §11.4: runs you control — cancel, retry, max_run_minutes, re-assignment after a failure. */
describe('runs you control', async () => {
  const app = await startTestApp();

  async function scene(agentOverrides: Parameters<typeof buildAgent>[2] = {}, followRuns = false) {
    const s = await buildScene(app.db, { status_follows_runs: followRuns });
    const agent = await buildAgent(app.db, s.workspace, agentOverrides);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    await recordEvents(app.db, s.workspace);
    const api = client(app, s.token);
    const runner = daemon(app, runtime.token);
    // The first run on the scene's issue, each later one on an issue of its own: one run at a time per
    // issue and agent (decisions §12.7).
    let queued = 0;
    const queue = async (as = api) => {
      const on = queued++ === 0 ? identifier : (await buildIssue(app.db, s.workspace)).id;
      const res = await as.post(`/issues/${on}/runs`, { agent_id: agent.id });
      assert.equal(res.status, 202, res.text);
      return res.body.data;
    };
    return { ...s, agent, runtime, issue, identifier, api, runner, queue };
  }

  async function person(
    workspace: Workspace,
    role: 'member' | 'admin' | 'guest' = 'member',
    abilities?: string[],
  ) {
    const member = await buildMember(app.db, workspace, { role });
    const { token } = await buildToken(app.db, workspace, member, abilities ? { abilities } : {});
    return { member, api: client(app, token) };
  }

  async function claim(runner: ReturnType<typeof daemon>) {
    const res = await runner.claim();
    assert.equal(res.status, 200, res.text);
    assert.ok(res.body.data, 'expected a run to claim');
    return res.body.data as { run: any; lease: { token: string } };
  }

  const stored = (id: string) =>
    app.db.selectFrom('runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const agentStatus = async (id: number) =>
    (await app.db.selectFrom('agents').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const runEvents = async (workspace: Workspace) =>
    (await recordedEvents(app.db, workspace)).filter((e) => e.event.startsWith('run.'));

  /** Every runner call with the old lease: each must answer 409 once the run is canceled or timed out. */
  async function everyLeasedCall(runner: ReturnType<typeof daemon>, runId: string, lease: string) {
    const body = { lease_token: lease };
    return {
      lease: (await runner.post(`/runs/${runId}/lease`, body)).status,
      log: (await runner.post(`/runs/${runId}/log`, { ...body, lines: [{ stream: 'stdout', text: 'x' }] }))
        .status,
      start: (await runner.post(`/runs/${runId}/start`, body)).status,
      complete: (await runner.post(`/runs/${runId}/complete`, body)).status,
      fail: (await runner.post(`/runs/${runId}/fail`, body)).status,
      release: (await runner.post(`/runs/${runId}/release`, body)).status,
    };
  }
  const ALL_409 = { lease: 409, log: 409, start: 409, complete: 409, fail: 409, release: 409 };

  describe('POST /runs/{ulid}/cancel', () => {
    it('cancels a queued run, which no claim hands out afterwards', async () => {
      const s = await scene();
      const run = await s.queue();
      const res = await s.api.post(`/runs/${run.id.toLowerCase()}/cancel`);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.data.id, run.id);
      assert.equal(res.body.data.status, 'canceled');
      assert.ok(res.body.data.finished_at);
      assert.equal(res.body.data.failure_reason, null);
      assert.equal((await s.runner.claim()).body.data, null);
      const row = await stored(run.id);
      assert.equal(row.canceled_by_type, 'user');
      assert.equal(row.canceled_by_id, s.owner.id);
      assert.deepEqual(await runEvents(s.workspace), []);
    });

    it('ends a running run: its lease is gone, every runner call with it answers 409, the agent is idle again', async () => {
      const s = await scene();
      const run = await s.queue();
      const claimed = await claim(s.runner);
      assert.equal((await s.runner.start(run.id, claimed.lease.token)).status, 200);
      assert.equal(await agentStatus(s.agent.id), 'busy');
      const res = await s.api.post(`/runs/${run.id}/cancel`);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.data.status, 'canceled');
      assert.ok(res.body.data.started_at, 'the start is kept');
      assert.deepEqual(await everyLeasedCall(s.runner, run.id, claimed.lease.token), ALL_409);
      const row = await stored(run.id);
      assert.equal(row.status, 'canceled');
      assert.equal(row.lease_token_digest, null);
      assert.equal(await agentStatus(s.agent.id), 'idle');
      // Only the ends of the contract fire: a canceled run fires neither run.completed nor run.failed.
      assert.deepEqual(await runEvents(s.workspace), []);
      // The agent's time so far counts on the issue.
      const entries = await app.db
        .selectFrom('time_entries')
        .selectAll()
        .where('run_id', '=', run.id)
        .execute();
      assert.equal(entries.length, 1);
      assert.equal(entries[0]!.source, 'agent_run');
    });

    it('answers a canceled run again, and refuses with 409 a run that completed or failed', async () => {
      const s = await scene({ max_concurrent_tasks: 2 });
      const first = await s.queue();
      assert.equal((await s.api.post(`/runs/${first.id}/cancel`)).status, 200);
      const again = await s.api.post(`/runs/${first.id}/cancel`);
      assert.equal(again.status, 200);
      assert.equal(again.body.data.status, 'canceled');

      const done = await s.queue();
      const claimed = await claim(s.runner);
      assert.equal((await s.runner.complete(done.id, claimed.lease.token)).status, 200);
      const late = await s.api.post(`/runs/${done.id}/cancel`);
      assert.equal(late.status, 409);
      assert.match(late.body.message, /already ended \(completed\)/);
      assert.equal((await stored(done.id)).status, 'completed');
    });

    it('gives the issue back the status it had before the claim moved it (the runs held it)', async () => {
      const s = await scene({}, true);
      const before = (await s.api.get(`/issues/${s.identifier}`)).body.data.status;
      assert.notEqual(before, 'in_progress');
      const run = await s.queue();
      await claim(s.runner);
      assert.equal((await s.api.get(`/issues/${s.identifier}`)).body.data.status, 'in_progress');
      assert.equal((await s.api.post(`/runs/${run.id}/cancel`)).status, 200);
      assert.equal((await s.api.get(`/issues/${s.identifier}`)).body.data.status, before);
    });
  });

  describe('who may cancel and retry', () => {
    it('lets whoever asked for the run, the agent’s owner and an administrator; refuses other members and guests with 403', async () => {
      const s = await scene();
      const asker = await person(s.workspace);
      const other = await person(s.workspace);
      const guest = await person(s.workspace, 'guest');
      const admin = await person(s.workspace, 'admin');
      const owner = await person(s.workspace);
      await app.db
        .updateTable('agents')
        .set({ owner_user_id: owner.member.id })
        .where('id', '=', s.agent.id)
        .execute();

      const run = await s.queue(asker.api);
      for (const refused of [other, guest]) {
        const res = await refused.api.post(`/runs/${run.id}/cancel`);
        assert.equal(res.status, 403, res.text);
        assert.equal((await refused.api.post(`/runs/${run.id}/retry`)).status, 403);
      }
      assert.match((await guest.api.post(`/runs/${run.id}/cancel`)).body.message, /Guests cannot cancel/);
      assert.equal((await stored(run.id)).status, 'queued');
      assert.equal((await asker.api.post(`/runs/${run.id}/cancel`)).status, 200);
      for (const allowed of [owner, admin, { api: s.api }]) {
        const next = await s.queue(asker.api);
        assert.equal((await allowed.api.post(`/runs/${next.id}/cancel`)).status, 200);
      }
      // Retry: the same people.
      const retried = await asker.api.post(`/runs/${run.id}/retry`);
      assert.equal(retried.status, 202, retried.text);
      assert.equal((await other.api.post(`/runs/${retried.body.data.id}/cancel`)).status, 403);
    });

    it('refuses a read-only token with 403 and changes nothing', async () => {
      const s = await scene();
      const reader = await buildToken(app.db, s.workspace, s.owner, { abilities: ['read'] });
      const api = client(app, reader.token);
      const run = await s.queue();
      assert.equal((await api.post(`/runs/${run.id}/cancel`)).status, 403);
      assert.equal((await stored(run.id)).status, 'queued');
      assert.equal((await s.api.post(`/runs/${run.id}/cancel`)).status, 200);
      assert.equal((await api.post(`/runs/${run.id}/retry`)).status, 403);
      const count = await app.db.selectFrom('runs').select('id').where('retry_of', '=', run.id).execute();
      assert.equal(count.length, 0);
    });

    it('answers 404 for a run it cannot see: another workspace’s, a private agent’s of someone else, a malformed id', async () => {
      const s = await scene();
      const other = await scene();
      const foreign = await other.queue();
      const colleague = await person(s.workspace);
      const hidden = await buildAgent(app.db, s.workspace, {
        visibility: 'private',
        owner_user_id: colleague.member.id,
      });
      const hiddenRun = await colleague.api.post(`/issues/${s.identifier}/runs`, { agent_id: hidden.id });
      assert.equal(hiddenRun.status, 202);
      for (const id of [foreign.id, hiddenRun.body.data.id, 'not-a-ulid', '01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
        assert.equal((await s.api.post(`/runs/${id}/cancel`)).status, 404, id);
        assert.equal((await s.api.post(`/runs/${id}/retry`)).status, 404, id);
      }
      assert.equal((await stored(foreign.id)).status, 'queued');
    });
  });

  describe('POST /runs/{ulid}/retry', () => {
    it('queues a new run for the same issue and agent, keeping its trigger and comment, once per run', async () => {
      const s = await scene();
      const run = await s.queue();
      const claimed = await claim(s.runner);
      assert.equal((await s.runner.fail(run.id, claimed.lease.token, { error: 'boom' })).status, 200);
      const res = await s.api.post(`/runs/${run.id}/retry`);
      assert.equal(res.status, 202, res.text);
      const retry = res.body.data;
      assert.notEqual(retry.id, run.id);
      assert.equal(retry.status, 'queued');
      assert.equal(retry.issue, s.identifier);
      assert.deepEqual(retry.agent, run.agent);
      assert.equal(retry.attempts, 0);
      assert.equal(retry.retry_of, run.id);
      const row = await stored(retry.id);
      assert.equal(row.trigger, 'api');
      assert.equal(row.requested_by_id, s.owner.id);
      const second = await s.api.post(`/runs/${run.id}/retry`);
      assert.equal(second.status, 409);
      assert.match(second.body.message, new RegExp(`already retried as run ${retry.id}`));
      // The retry is handed out as any queued run.
      assert.equal((await claim(s.runner)).run.id, retry.id);
    });

    it('refuses with 409 a run that has not ended, and one whose agent was disabled', async () => {
      const s = await scene();
      const run = await s.queue();
      const res = await s.api.post(`/runs/${run.id}/retry`);
      assert.equal(res.status, 409);
      assert.match(res.body.message, /not ended \(queued\)/);
      assert.equal((await s.api.post(`/runs/${run.id}/cancel`)).status, 200);
      await app.db.updateTable('agents').set({ status: 'disabled' }).where('id', '=', s.agent.id).execute();
      const disabled = await s.api.post(`/runs/${run.id}/retry`);
      assert.equal(disabled.status, 409);
      assert.match(disabled.body.message, /disabled/);
    });

    it('refuses with 409 a run whose issue was deleted', async () => {
      const s = await scene();
      const run = await s.queue();
      assert.equal((await s.api.post(`/runs/${run.id}/cancel`)).status, 200);
      await app.db
        .updateTable('issues')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', s.issue.id)
        .execute();
      const res = await s.api.post(`/runs/${run.id}/retry`);
      assert.equal(res.status, 409);
      assert.match(res.body.message, /issue was deleted/);
    });
  });

  describe('max_run_minutes', () => {
    /** Moves a held run's claim (and start) back, as if it had been running that long. */
    async function age(runId: string, minutes: number) {
      const past = new Date(Date.now() - minutes * 60_000).toISOString();
      await app.db.updateTable('runs').set({ dispatched_at: past }).where('id', '=', runId).execute();
      await app.db
        .updateTable('runs')
        .set({ started_at: past })
        .where('id', '=', runId)
        .where('started_at', 'is not', null)
        .execute();
    }

    it('ends a run past the limit at lease renewal: 409, failed with failure_reason timed_out, run.failed fires', async () => {
      const s = await scene({ max_run_minutes: 5 }, true);
      const run = await s.queue();
      const claimed = await claim(s.runner);
      assert.equal((await s.runner.start(run.id, claimed.lease.token)).status, 200);
      await age(run.id, 4);
      assert.equal(
        (await s.runner.post(`/runs/${run.id}/lease`, { lease_token: claimed.lease.token })).status,
        200,
      );
      await age(run.id, 5);
      const renewal = await s.runner.post(`/runs/${run.id}/lease`, { lease_token: claimed.lease.token });
      assert.equal(renewal.status, 409);
      assert.match(renewal.body.message, /timed_out/);
      const shown = (await s.api.get(`/runs/${run.id}`)).body.data;
      assert.equal(shown.status, 'failed');
      assert.equal(shown.failure_reason, 'timed_out');
      assert.match(shown.error, /^timed_out: the run passed its agent's limit of 5 minutes/);
      assert.deepEqual(await everyLeasedCall(s.runner, run.id, claimed.lease.token), ALL_409);
      assert.equal(await agentStatus(s.agent.id), 'idle');
      const events = await runEvents(s.workspace);
      assert.deepEqual(
        events.map((e) => [e.event, e.data.id, e.data.failure_reason]),
        [['run.failed', run.id, 'timed_out']],
      );
      // As any failure where statuses follow runs: the agent says so on the issue; the time counts.
      const comments = (await s.api.get(`/issues/${s.identifier}/comments`)).body.data;
      assert.ok(comments.some((c: any) => /The run failed: timed_out/.test(c.body)));
      const entry = await app.db
        .selectFrom('time_entries')
        .select('minutes')
        .where('run_id', '=', run.id)
        .executeTakeFirstOrThrow();
      assert.equal(entry.minutes, 5);
    });

    it('ends overrunning runs at the sweep (the scheduled job) and at claim, counting from the claim when never started', async () => {
      const s = await scene({ max_run_minutes: 1, max_concurrent_tasks: 3 });
      const unlimited = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 3 });
      const runtime = await buildRuntime(app.db, s.workspace, { agents: [unlimited] });
      const other = daemon(app, runtime.token);
      const bySweep = await s.queue();
      await claim(s.runner);
      const byClaim = await s.queue();
      await claim(s.runner);
      const fresh = await s.queue();
      await claim(s.runner);
      const free = (await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: unlimited.id })).body.data;
      await claim(other);
      await age(bySweep.id, 2);
      await age(free.id, 600);
      await runLeaseSweeperJob.handle({
        db: app.db,
        config: app.config,
        log: pino({ level: 'silent' }),
      } as never);
      assert.equal((await stored(bySweep.id)).failure_reason, 'timed_out');
      assert.equal((await stored(byClaim.id)).status, 'dispatched');
      await age(byClaim.id, 1);
      assert.equal((await s.runner.claim()).status, 200);
      assert.equal((await stored(byClaim.id)).status, 'failed');
      assert.equal((await stored(byClaim.id)).failure_reason, 'timed_out');
      assert.equal((await stored(fresh.id)).status, 'dispatched', 'a run within its limit is left alone');
      assert.equal((await stored(free.id)).status, 'dispatched', 'an agent without a limit is left alone');
      assert.equal(await timeOutOverrunningRuns(app.db, app.system), 0);
    });

    it('is shown on the Agent (null: no limit)', async () => {
      const s = await scene();
      const agents = (await s.api.get('/agents')).body.data;
      assert.equal(agents.find((a: any) => a.id === s.agent.id).max_run_minutes, null);
      await app.db.updateTable('agents').set({ max_run_minutes: 30 }).where('id', '=', s.agent.id).execute();
      const after = (await s.api.get('/agents')).body.data;
      assert.equal(after.find((a: any) => a.id === s.agent.id).max_run_minutes, 30);
    });
  });

  describe('assigning the agent again', () => {
    it('queues a new run after a failed or canceled run; nothing while one is queued or after a completed one', async () => {
      const s = await scene({ max_concurrent_tasks: 2 });
      const runsOfIssue = async () =>
        (await s.api.get(`/runs?issue=${s.identifier}`)).body.data as { id: string; status: string }[];
      const assign = () => s.api.patch(`/issues/${s.identifier}`, { assignee: `agent:${s.agent.id}` });
      assert.equal((await assign()).status, 200);
      assert.equal((await runsOfIssue()).length, 1);
      assert.equal((await assign()).status, 200);
      assert.equal((await runsOfIssue()).length, 1, 'still queued: nothing more');
      const [first] = await runsOfIssue();
      const claimed = await claim(s.runner);
      assert.equal((await s.runner.fail(first!.id, claimed.lease.token, { error: 'no' })).status, 200);
      assert.equal((await assign()).status, 200);
      const afterFailure = await runsOfIssue();
      assert.equal(afterFailure.length, 2);
      assert.equal(afterFailure[0]!.status, 'queued');
      assert.equal((await s.api.post(`/runs/${afterFailure[0]!.id}/cancel`)).status, 200);
      await s.api.patch(`/issues/${s.identifier}`, { assignee_type: 'agent', assignee_id: s.agent.id });
      const afterCancel = await runsOfIssue();
      assert.equal(afterCancel.length, 3);
      const again = await claim(s.runner);
      assert.equal((await s.runner.complete(afterCancel[0]!.id, again.lease.token)).status, 200);
      assert.equal((await assign()).status, 200);
      assert.equal((await runsOfIssue()).length, 3, 'a completed run is not started again');
      const stored3 = await stored(afterCancel[0]!.id);
      assert.equal(stored3.trigger, 'assignment');
    });
  });

  describe('races', () => {
    it('a cancel racing a claim ends canceled: never running, the claimed lease refused', async () => {
      for (let round = 0; round < 5; round++) {
        const s = await scene();
        const run = await s.queue();
        const [canceled, claimed] = await Promise.all([
          s.api.post(`/runs/${run.id}/cancel`),
          s.runner.claim(),
        ]);
        assert.equal(canceled.status, 200, canceled.text);
        assert.equal(canceled.body.data.status, 'canceled');
        assert.equal(claimed.status, 200);
        if (claimed.body.data) {
          const lease = claimed.body.data.lease.token;
          assert.equal((await s.runner.start(run.id, lease)).status, 409);
        }
        assert.equal((await stored(run.id)).status, 'canceled');
        assert.equal(await agentStatus(s.agent.id), 'idle');
      }
    });

    it('two retries racing queue one run; the other answers 409', async () => {
      for (let round = 0; round < 5; round++) {
        const s = await scene();
        const run = await s.queue();
        assert.equal((await s.api.post(`/runs/${run.id}/cancel`)).status, 200);
        const answers = await Promise.all([1, 2, 3].map(() => s.api.post(`/runs/${run.id}/retry`)));
        assert.deepEqual(
          answers.map((a) => a.status).sort(),
          [202, 409, 409],
          answers.map((a) => a.text).join(),
        );
        const retries = await app.db.selectFrom('runs').select('id').where('retry_of', '=', run.id).execute();
        assert.equal(retries.length, 1);
      }
    });

    it('a cancel racing a completion: one of them wins, the other is refused', async () => {
      for (let round = 0; round < 5; round++) {
        const s = await scene();
        const run = await s.queue();
        const claimed = await claim(s.runner);
        const [canceled, completed] = await Promise.all([
          s.api.post(`/runs/${run.id}/cancel`),
          s.runner.complete(run.id, claimed.lease.token),
        ]);
        const status = (await stored(run.id)).status;
        if (status === 'canceled') {
          assert.equal(canceled.status, 200);
          assert.equal(completed.status, 409);
        } else {
          assert.equal(status, 'completed');
          assert.equal(completed.status, 200);
          assert.equal(canceled.status, 409);
        }
      }
    });
  });
});
