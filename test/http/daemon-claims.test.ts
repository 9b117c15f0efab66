import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pino from 'pino';
import { nowIso } from '../../src/clock.js';
import { runLeaseSweeperJob } from '../../src/jobs/run-lease-sweeper.js';
import { scheduledJobs } from '../../src/jobs/registry.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon, recordEvents, recordedEvents } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';

describe('claims under concurrency, and lease expiry', async () => {
  // Two attempts, then a run whose runner keeps vanishing fails.
  // No backoff between attempts here: the backoff has its own tests (test/domain/runs/run-retries.test.ts).
  const app = await startTestApp({ SERVICE_RUN_MAX_ATTEMPTS: '2', SERVICE_RUN_RETRY_BACKOFF_SECONDS: '0' });

  async function scene(maxConcurrent = 1) {
    // Statuses that follow runs have their own tests (run-issue-status.test.ts); these count events without them.
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: maxConcurrent });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    await recordEvents(app.db, s.workspace);
    const api = client(app, s.token);
    // One run at a time per issue and agent (decisions §12.7): each run on an issue of its own by default.
    const queue = async (agentId = agent.id, on?: { id: number }) => {
      const target = on ?? (await buildIssue(app.db, s.workspace));
      return (await api.post(`/issues/${target.id}/runs`, { agent_id: agentId })).body.data;
    };
    return { ...s, agent, runtime, issue, api, runner: daemon(app, runtime.token), queue };
  }

  async function claimsAtOnce(tokens: string[], perToken: number) {
    const attempts = tokens.flatMap((token) =>
      Array.from({ length: perToken }, () => daemon(app, token).claim()),
    );
    const results = await Promise.all(attempts);
    for (const res of results) assert.equal(res.status, 200, res.text);
    return results.map((res) => res.body.data).filter((claim) => claim !== null);
  }

  async function expire(runId: string) {
    const past = new Date(Date.now() - 1000).toISOString();
    await app.db.updateTable('runs').set({ lease_expires_at: past }).where('id', '=', runId).execute();
  }

  it('gives one queued run to exactly one of many simultaneous claims', async () => {
    const s = await scene(5);
    const run = await s.queue();
    const second = await buildRuntime(app.db, s.workspace);
    const winners = await claimsAtOnce([s.runtime.token, s.runtime.token, second.token], 4);
    assert.equal(winners.length, 1);
    assert.equal(winners[0].run.id, run.id);
    const stored = await app.db
      .selectFrom('runs')
      .selectAll()
      .where('id', '=', run.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.attempts, 1);
    assert.equal(stored.runtime_id, s.runtime.id);
  });

  it('hands every queued run out once across runner processes sharing a runtime', async () => {
    const s = await scene(10);
    const queued = [];
    for (let i = 0; i < 8; i++) queued.push((await s.queue()).id);
    const winners = await claimsAtOnce([s.runtime.token, s.runtime.token], 6);
    const ids = winners.map((claim) => claim.run.id).sort();
    assert.deepEqual(ids, [...queued].sort());
    assert.equal(new Set(winners.map((claim) => claim.lease.token)).size, 8);
  });

  it('never exceeds max_concurrent_tasks under simultaneous claims', async () => {
    const s = await scene(2);
    for (let i = 0; i < 5; i++) await s.queue();
    const winners = await claimsAtOnce([s.runtime.token, s.runtime.token], 5);
    assert.equal(winners.length, 2);
    const active = await app.db
      .selectFrom('runs')
      .select('id')
      .where('agent_id', '=', s.agent.id)
      .where('status', 'in', ['dispatched', 'running'])
      .execute();
    assert.equal(active.length, 2);
  });

  it('keeps two runtimes to their own agents while they claim at once', async () => {
    const s = await scene(3);
    const otherAgent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 3 });
    const otherRuntime = await buildRuntime(app.db, s.workspace, { agents: [otherAgent] });
    const mine = [(await s.queue()).id, (await s.queue()).id];
    const theirs = [(await s.queue(otherAgent.id)).id, (await s.queue(otherAgent.id)).id];
    const [a, b] = await Promise.all([
      Promise.all([0, 1, 2].map(() => daemon(app, s.runtime.token).claim())),
      Promise.all([0, 1, 2].map(() => daemon(app, otherRuntime.token).claim())),
    ]);
    const ids = (results: typeof a) =>
      results
        .map((r) => r.body.data?.run.id)
        .filter(Boolean)
        .sort();
    assert.deepEqual(ids(a), [...mine].sort());
    assert.deepEqual(ids(b), [...theirs].sort());
  });

  it('puts a run whose lease expired back in the queue with its attempt counted, then fails it at the maximum', async () => {
    const s = await scene();
    const run = await s.queue();
    const first = (await s.runner.claim()).body.data;
    await s.runner.start(run.id, first.lease.token);
    await expire(run.id);

    // The next claim sweeps first: the run is queued again (attempts 1), then claimed (attempts 2).
    const second = (await s.runner.claim()).body.data;
    assert.equal(second.run.id, run.id);
    assert.equal(second.run.attempts, 2);
    assert.equal(second.context.run.attempts, 2);
    assert.equal(second.run.started_at, null);
    assert.equal(
      (await s.runner.complete(run.id, first.lease.token)).status,
      409,
      'the lost lease is refused',
    );

    await expire(run.id);
    const third = await s.runner.claim();
    assert.equal(third.body.data, null, 'no attempts are left');
    const failed = (await s.api.get(`/runs/${run.id}`)).body.data;
    assert.equal(failed.status, 'failed');
    assert.equal(failed.attempts, 2);
    assert.ok(failed.finished_at);
    assert.match(failed.error, /lease expired on attempt 2; no attempts are left/);
    const entries = await app.db
      .selectFrom('time_entries')
      .select('id')
      .where('run_id', '=', run.id)
      .execute();
    assert.equal(entries.length, 0, 'nobody measured how long it ran');
    const sent = await recordedEvents(app.db, s.workspace);
    assert.deepEqual(
      sent.map((e) => e.event),
      ['run.failed'],
      'only the end of the run is sent',
    );
    assert.deepEqual(sent[0]!.data, { ...failed, artifacts: [] });
    assert.equal((await s.runner.complete(run.id, second.lease.token)).status, 409);
    const agents = (await s.api.get('/agents')).body.data;
    assert.equal(agents.find((a: any) => a.id === s.agent.id).status, 'idle');
  });

  it('sweeps expired leases from the scheduled job too', async () => {
    assert.ok(scheduledJobs.includes(runLeaseSweeperJob));
    assert.ok(runLeaseSweeperJob.nextRunAt(new Date(0)).getTime() <= 60_000);
    const s = await scene();
    const run = await s.queue();
    const claim = (await s.runner.claim()).body.data;
    await expire(run.id);
    await runLeaseSweeperJob.handle({
      db: app.db,
      dialect: app.database.dialect,
      config: app.config,
      log: pino({ level: 'silent' }),
      job: {} as never,
    });
    const requeued = (await s.api.get(`/runs/${run.id}`)).body.data;
    assert.equal(requeued.status, 'queued');
    assert.equal(requeued.attempts, 1);
    assert.equal(
      (await s.runner.post(`/runs/${run.id}/lease`, { lease_token: claim.lease.token })).status,
      409,
    );
  });

  it('accepts the report of a runner whose lease ran out while nobody claimed the run since (decisions §12.7)', async () => {
    const s = await scene();
    const run = await s.queue();
    const claim = (await s.runner.claim()).body.data;
    await expire(run.id);
    const res = await s.runner.complete(run.id, claim.lease.token, { summary: 'Late but done.' });
    assert.equal(res.status, 200, res.text);
    assert.equal((await s.api.get(`/runs/${run.id}`)).body.data.status, 'completed');
  });

  it('records one delivery when two runs report it at the same moment', async () => {
    const s = await scene(2);
    const second = await buildAgent(app.db, s.workspace);
    await app.db
      .updateTable('agents')
      .set({ runtime_id: s.runtime.id })
      .where('id', '=', second.id)
      .execute();
    await s.queue(s.agent.id, s.issue);
    await s.queue(second.id, s.issue);
    const a = (await s.runner.claim()).body.data;
    const b = (await s.runner.claim()).body.data;
    const delivery = { type: 'pull_request', url: 'https://github.com/acme/web/pull/77', state: 'open' };
    const [ra, rb] = await Promise.all([
      s.runner.complete(a.run.id, a.lease.token, { deliveries: [delivery] }),
      s.runner.complete(b.run.id, b.lease.token, { deliveries: [{ ...delivery, state: 'merged' }] }),
    ]);
    assert.equal(ra.status, 200, ra.text);
    assert.equal(rb.status, 200, rb.text);
    const list = (await s.api.get(`/issues/${s.issue.id}/artifacts`)).body;
    assert.equal(list.meta.total, 1);
    assert.equal(ra.body.data.artifacts[0].id, rb.body.data.artifacts[0].id);
  });

  it('lets a claim ask for its own lease length, within bounds', async () => {
    const s = await scene();
    await s.queue();
    const before = Date.now();
    const claim = (await s.runner.claim({ lease_seconds: 30 })).body.data;
    const expires = Date.parse(claim.lease.expires_at);
    assert.ok(expires >= before + 29_000 && expires <= Date.now() + 31_000);
    assert.ok(nowIso() < claim.lease.expires_at);
  });
});
