import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sweepExpiredLeases } from '../../src/domain/runs/run-lifecycle.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon, recordEvents, recordedEvents } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';

/**
 * Work done once (decisions §11.5): fencing generations, leases lost on expiry even before a sweep,
 * the old holder refused after a takeover, and reports idempotent per lease.
 */
describe('lease fencing and idempotent reports', async () => {
  // Taken-over runs are claimed again at once (the retry backoff has its own tests).
  const app = await startTestApp({ SERVICE_RUN_RETRY_BACKOFF_SECONDS: '0' });

  async function scene(maxConcurrent = 1) {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: maxConcurrent });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    await recordEvents(app.db, s.workspace);
    const api = client(app, s.token);
    // One run at a time per issue and agent (decisions §12.7): each run on an issue of its own.
    const queue = async () => {
      const on = await buildIssue(app.db, s.workspace);
      return (await api.post(`/issues/${on.id}/runs`, { agent_id: agent.id })).body.data as { id: string };
    };
    return { ...s, agent, runtime, issue, api, runner: daemon(app, runtime.token), queue };
  }

  async function expire(runId: string) {
    const past = new Date(Date.now() - 1000).toISOString();
    await app.db.updateTable('runs').set({ lease_expires_at: past }).where('id', '=', runId).execute();
  }

  /** What one run left behind: time entries, comments it posted, and the events of its end. */
  async function traces(s: Awaited<ReturnType<typeof scene>>, runId: string) {
    const entries = await app.db
      .selectFrom('time_entries')
      .select('id')
      .where('run_id', '=', runId)
      .execute();
    const comments = await app.db
      .selectFrom('comments')
      .select('id')
      .where('from_run_id', '=', runId)
      .execute();
    const ends = (await recordedEvents(app.db, s.workspace)).filter(
      (e) => (e.event === 'run.completed' || e.event === 'run.failed') && e.data.id === runId,
    );
    return { entries: entries.length, comments: comments.length, ends: ends.map((e) => e.event) };
  }

  it('hands each claim the next fencing generation, which a release never gives back', async () => {
    const s = await scene();
    const run = await s.queue();
    const first = (await s.runner.claim()).body.data;
    assert.equal(first.lease.generation, 1);
    const renewed = await s.runner.post(`/runs/${run.id}/lease`, { lease_token: first.lease.token });
    assert.equal(renewed.status, 200, renewed.text);
    assert.equal(renewed.body.data.generation, 1);
    assert.equal(
      (await s.runner.post(`/runs/${run.id}/release`, { lease_token: first.lease.token })).status,
      200,
    );

    const second = (await s.runner.claim()).body.data;
    assert.equal(second.run.attempts, 1, 'the released attempt was given back');
    assert.equal(second.lease.generation, 2, 'but the generation moves on');
    await expire(run.id);
    const third = (await s.runner.claim()).body.data;
    assert.equal(third.run.id, run.id);
    assert.equal(third.lease.generation, 3);
  });

  it('keeps a lease past its expiry until the run is swept, then takes only its reports until a new claim (decisions §12.7)', async () => {
    const s = await scene();
    const run = await s.queue();
    const claim = (await s.runner.claim()).body.data;
    const lease = claim.lease.token;
    assert.equal((await s.runner.start(run.id, lease)).status, 200);
    await expire(run.id);

    // Nobody else holds the run yet: the late renewal and transcript are the attempt's.
    const renewal = await s.runner.post(`/runs/${run.id}/lease`, { lease_token: lease });
    assert.equal(renewal.status, 200, renewal.text);
    assert.equal(renewal.body.data.generation, 1);
    await expire(run.id);
    await sweepExpiredLeases(app.db, app.system, { settings: { maxAttempts: 3 } });
    assert.equal((await s.api.get(`/runs/${run.id}`)).body.data.status, 'queued');

    // Back in the queue: the lease no longer renews, starts or releases; its reports still count.
    const late = await s.runner.post(`/runs/${run.id}/lease`, { lease_token: lease });
    assert.equal(late.status, 409);
    assert.match(late.body.message, /went back to the queue/);
    assert.equal((await s.runner.start(run.id, lease)).status, 409);
    assert.equal((await s.runner.post(`/runs/${run.id}/release`, { lease_token: lease })).status, 409);
    const log = await s.runner.post(`/runs/${run.id}/log`, {
      lease_token: lease,
      from_line: 0,
      lines: [{ stream: 'stdout', text: 'finished during the outage' }],
    });
    assert.equal(log.status, 200, log.text);
    const done = await s.runner.complete(run.id, lease, { summary: 'Done while the server was away.' });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.data.status, 'completed');
    assert.equal(done.body.data.attempts, 1, 'done once');
    assert.deepEqual(await traces(s, run.id), { entries: 1, comments: 1, ends: ['run.completed'] });
  });

  it('refuses the late report of a lease once another claim took the run', async () => {
    const s = await scene();
    const run = await s.queue();
    const first = (await s.runner.claim()).body.data;
    await expire(run.id);
    const second = (await s.runner.claim()).body.data;
    assert.equal(second.run.id, run.id);
    assert.equal(second.lease.generation, 2);
    const late = await s.runner.complete(run.id, first.lease.token, { summary: 'Late.' });
    assert.equal(late.status, 409);
    assert.match(late.body.message, /not the run's current lease/);
    const log = await s.runner.post(`/runs/${run.id}/log`, {
      lease_token: first.lease.token,
      lines: [{ stream: 'stdout', text: 'too late' }],
    });
    assert.equal(log.status, 409);
    assert.equal((await s.api.get(`/runs/${run.id}`)).body.data.status, 'dispatched');
    assert.deepEqual(await traces(s, run.id), { entries: 0, comments: 0, ends: [] });
  });

  it('refuses the old holder once the run was taken over, and after the new holder finished it', async () => {
    const s = await scene();
    const run = await s.queue();
    const old = (await s.runner.claim()).body.data;
    await expire(run.id);
    const fresh = (await s.runner.claim()).body.data;
    assert.equal(fresh.lease.generation, old.lease.generation + 1);

    const renewal = await s.runner.post(`/runs/${run.id}/lease`, { lease_token: old.lease.token });
    assert.equal(renewal.status, 409);
    assert.match(renewal.body.message, /newer lease/);
    assert.equal((await s.runner.complete(run.id, old.lease.token, { summary: 'Mine.' })).status, 409);
    assert.equal(
      (await s.runner.post(`/runs/${run.id}/lease`, { lease_token: fresh.lease.token })).status,
      200,
      'the new holder is unaffected',
    );
    const done = await s.runner.complete(run.id, fresh.lease.token, { summary: 'Done once.' });
    assert.equal(done.status, 200, done.text);

    const late = await s.runner.complete(run.id, old.lease.token, { summary: 'Mine.' });
    assert.equal(late.status, 409, 'another lease never gets the idempotent answer');
    assert.match(late.body.message, /ended \(completed\)/);
    const stored = (await s.api.get(`/runs/${run.id}`)).body.data;
    assert.equal(stored.summary, 'Done once.');
    assert.deepEqual(await traces(s, run.id), { entries: 1, comments: 1, ends: ['run.completed'] });
  });

  it('answers the same report of the same lease again with the same run, applying it once', async () => {
    const s = await scene();
    const run = await s.queue();
    const claim = (await s.runner.claim()).body.data;
    const report = {
      summary: 'Fixed it.',
      usage: { input_tokens: 10 },
      deliveries: [{ type: 'pull_request', url: 'https://github.com/acme/web/pull/9', state: 'open' }],
    };
    const first = await s.runner.complete(run.id, claim.lease.token, report);
    assert.equal(first.status, 200, first.text);
    const second = await s.runner.complete(run.id, claim.lease.token, report);
    assert.equal(second.status, 200, second.text);
    assert.deepEqual(second.body.data, first.body.data);
    assert.deepEqual(await traces(s, run.id), { entries: 1, comments: 1, ends: ['run.completed'] });
    assert.equal((await s.api.get(`/issues/${first.body.data.issue}/artifacts`)).body.meta.total, 1);

    const otherKind = await s.runner.fail(run.id, claim.lease.token, { error: 'No, it failed.' });
    assert.equal(otherKind.status, 409, 'a different report after the end is refused');
    assert.equal((await s.api.get(`/runs/${run.id}`)).body.data.status, 'completed');
    assert.equal(
      (await s.runner.post(`/runs/${run.id}/lease`, { lease_token: claim.lease.token })).status,
      409,
      'the ended lease renews nothing',
    );
  });

  it('answers a repeated failure report once too', async () => {
    const s = await buildScene(app.db);
    const agent = await buildAgent(app.db, s.workspace);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const runner = daemon(app, runtime.token);
    const run = (await client(app, s.token).post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body
      .data;
    const claim = (await runner.claim()).body.data;
    const first = await runner.fail(run.id, claim.lease.token, { error: 'Broke.' });
    assert.equal(first.status, 200, first.text);
    const second = await runner.fail(run.id, claim.lease.token, { error: 'Broke.' });
    assert.equal(second.status, 200, second.text);
    assert.equal(second.body.data.error, first.body.data.error);
    assert.equal((await runner.complete(run.id, claim.lease.token)).status, 409);
    const comments = await app.db
      .selectFrom('comments')
      .select('body')
      .where('from_run_id', '=', run.id)
      .execute();
    assert.deepEqual(
      comments.map((c) => c.body),
      ['<p>The run failed: Broke.</p>'],
      'one failure comment',
    );
  });

  it('applies simultaneous copies of one report once', async () => {
    const s = await scene(8);
    const runs = await Promise.all(Array.from({ length: 8 }, () => s.queue()));
    const claims = [];
    for (let i = 0; i < runs.length; i++) claims.push((await s.runner.claim()).body.data);
    const answers = await Promise.all(
      claims.flatMap((claim) =>
        Array.from({ length: 3 }, () =>
          s.runner.complete(claim.run.id, claim.lease.token, { summary: `Done ${claim.run.id}.` }),
        ),
      ),
    );
    for (const answer of answers) assert.equal(answer.status, 200, answer.text);
    for (const claim of claims) {
      assert.deepEqual(await traces(s, claim.run.id), { entries: 1, comments: 1, ends: ['run.completed'] });
    }
  });
});
