import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inTransaction } from '../../../src/db/connection.js';
import { sweepExpiredLeases } from '../../../src/domain/runs/run-lifecycle.js';
import { endHeldAttempt, RETRY_BACKOFF_CAP_MS, retryDelayMs } from '../../../src/domain/runs/run-retries.js';
import { runSettings } from '../../../src/domain/runs/runtimes.js';
import { client, startTestApp } from '../../helpers/app.js';
import { daemon } from '../../helpers/daemon.js';
import { buildAgent, buildIssue, buildMember, buildRuntime, buildScene } from '../../helpers/factories.js';

/**
 * Issue 38: attempts that fail for a transient reason (runner lost, stalled) are tried again after a
 * backoff, up to the agent's max_attempts; the last failure is announced; other failures are final.
 * The clock is moved by moving the stored times (lease expiry, next attempt) into the past.
 */
const app = await startTestApp({ SERVICE_RUN_MAX_ATTEMPTS: '3' });
const settings = runSettings(app.config);

async function scene(maxAttempts: number | null) {
  const s = await buildScene(app.db);
  const agentOwner = await buildMember(app.db, s.workspace);
  const agent = await buildAgent(app.db, s.workspace, {
    owner_user_id: agentOwner.id,
    max_attempts: maxAttempts,
  });
  const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
  const issue = await buildIssue(app.db, s.workspace);
  const api = client(app, s.token);
  const runner = daemon(app, runtime.token);
  const queued = await api.post(`/issues/${s.workspace.issue_prefix}-${issue.number}/runs`, {
    agent_id: agent.id,
  });
  assert.equal(queued.status, 202, queued.text);
  const runId = queued.body.data.id as string;
  const claim = async () =>
    (await runner.claim()).body.data as { run: { id: string }; lease: { token: string } } | null;
  const stored = () =>
    app.db.selectFrom('runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
  const loseRunner = async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    await app.db.updateTable('runs').set({ lease_expires_at: past }).where('id', '=', runId).execute();
    return sweepExpiredLeases(app.db, app.system, { settings });
  };
  const waitOutBackoff = () =>
    app.db
      .updateTable('runs')
      .set({ not_before: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', runId)
      .execute();
  const notices = () =>
    app.db
      .selectFrom('inbox_items')
      .selectAll()
      .where('run_id', '=', runId)
      .where('kind', '=', 'run_failed')
      .execute();
  return { ...s, agentOwner, agent, api, runner, runId, claim, stored, loseRunner, waitOutBackoff, notices };
}

describe('automatic retries', () => {
  it('backs off 30 s × 2^(attempt−1), at most 15 minutes', () => {
    assert.equal(retryDelayMs(1, 30), 30_000);
    assert.equal(retryDelayMs(2, 30), 60_000);
    assert.equal(retryDelayMs(3, 30), 120_000);
    assert.equal(retryDelayMs(10, 30), RETRY_BACKOFF_CAP_MS);
    assert.equal(RETRY_BACKOFF_CAP_MS, 15 * 60_000);
  });

  it('queues a run whose runner was lost again after the backoff, up to max_attempts, then tells people once', async () => {
    const s = await scene(2);
    assert.equal((await s.claim())?.run.id, s.runId);
    const before = Date.now();
    assert.deepEqual(await s.loseRunner(), { requeued: 1, failed: 0 });
    const waiting = await s.stored();
    assert.equal(waiting.status, 'queued');
    assert.equal(waiting.attempts, 1);
    const wait = Date.parse(waiting.not_before!) - before;
    assert.ok(wait >= 29_000 && wait <= 31_000, `about 30 s, was ${wait} ms`);
    const shown = await s.api.get(`/runs/${s.runId}`);
    assert.equal(shown.body.data.next_attempt_at, waiting.not_before);
    assert.equal((await s.notices()).length, 0, 'no notice while it will be tried again');

    assert.equal(await s.claim(), null, 'not claimable during the backoff');
    await s.waitOutBackoff();
    const second = await s.claim();
    assert.equal(second?.run.id, s.runId);
    assert.equal((await s.stored()).attempts, 2);
    assert.equal((await s.stored()).not_before, null);

    assert.deepEqual(await s.loseRunner(), { requeued: 0, failed: 1 });
    const failed = await s.stored();
    assert.equal(failed.status, 'failed');
    assert.equal(failed.failure_reason, 'lease_expired');
    const notices = await s.notices();
    assert.deepEqual(
      notices.map((n) => n.user_id).sort(),
      [s.owner.id, s.agentOwner.id].sort(),
      'the requester and the agent’s owner, once each',
    );
    assert.match(notices[0]!.note ?? '', /^Failed after 2 attempts \(lease_expired\)/);
  });

  it('uses SERVICE_RUN_MAX_ATTEMPTS when the agent sets none', async () => {
    const s = await scene(null);
    for (let attempt = 1; attempt <= 3; attempt++) {
      assert.equal((await s.claim())?.run.id, s.runId, `claim ${attempt}`);
      const swept = await s.loseRunner();
      assert.deepEqual(swept, attempt < 3 ? { requeued: 1, failed: 0 } : { requeued: 0, failed: 1 });
      await s.waitOutBackoff();
    }
    assert.equal((await s.stored()).attempts, 3);
    assert.match((await s.notices())[0]!.note ?? '', /after 3 attempts/);
  });

  it('retries a stalled attempt with a longer backoff each time; a timed-out one is final', async () => {
    const s = await scene(3);
    await s.claim();
    await s.waitOutBackoff();
    const end = (reason: 'stalled' | 'timed_out') =>
      s
        .stored()
        .then((run) =>
          inTransaction(app.db, (tx) =>
            endHeldAttempt(tx, app.system, { run, reason, error: 'No output for 15 minutes.', settings }),
          ),
        );
    assert.equal(await end('stalled'), 'requeued');
    const first = await s.stored();
    assert.equal(first.status, 'queued');
    assert.match(first.error ?? '', /^Attempt 1 stalled: No output/);
    await s.waitOutBackoff();
    await s.claim();
    const before = Date.now();
    assert.equal(await end('stalled'), 'requeued');
    const wait = Date.parse((await s.stored()).not_before!) - before;
    assert.ok(wait >= 59_000 && wait <= 61_000, `about 60 s after the second attempt, was ${wait} ms`);
    await s.waitOutBackoff();
    await s.claim();
    assert.equal(await end('timed_out'), 'failed');
    const failed = await s.stored();
    assert.equal(failed.status, 'failed');
    assert.equal(failed.failure_reason, 'timed_out');
    assert.equal((await s.notices()).length, 2);
  });

  it('never retries a stalled run past max_attempts', async () => {
    const s = await scene(1);
    await s.claim();
    const run = await s.stored();
    const ended = await inTransaction(app.db, (tx) =>
      endHeldAttempt(tx, app.system, { run, reason: 'stalled', error: 'No output.', settings }),
    );
    assert.equal(ended, 'failed');
    assert.equal((await s.stored()).status, 'failed');
  });

  it('does not retry the command’s own failure', async () => {
    const s = await scene(3);
    const claim = await s.claim();
    const failed = await s.runner.fail(s.runId, claim!.lease.token, { error: 'exit 1' });
    assert.equal(failed.status, 200, failed.text);
    const run = await s.stored();
    assert.equal(run.status, 'failed');
    assert.equal(run.failure_reason, 'reported');
    assert.equal(run.attempts, 1);
    assert.equal((await s.notices()).length, 2);
  });

  it('lets owners set max_attempts on an agent within 1 to 20', async () => {
    const { setAgentMaxAttempts } = await import('../../../src/domain/runs/agent-admin.js');
    const s = await scene(null);
    assert.equal((await setAgentMaxAttempts(app.db, s.agent.id, 5)).max_attempts, 5);
    assert.equal((await setAgentMaxAttempts(app.db, s.agent.id, null)).max_attempts, null);
    for (const bad of [0, 21, 1.5]) {
      await assert.rejects(setAgentMaxAttempts(app.db, s.agent.id, bad), /max_attempts/);
    }
  });
});
