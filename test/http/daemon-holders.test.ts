import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AGENT_DISABLED_ERROR, RUNTIME_REVOKED_ERROR } from '../../src/domain/runs/run-control.js';
import { LEASE_OF_ANOTHER_RUNTIME } from '../../src/domain/runs/run-leases.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon, recordEvents, recordedEvents } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';

/**
 * Who holds a run (issue 37): a lease is its claiming runtime's alone, and revoking the runtime or
 * disabling the agent ends the run and its run token at once.
 */
describe('the holder of a run', async () => {
  const app = await startTestApp();

  async function scene() {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    // A second runtime of the same workspace, with an agent of its own.
    const otherAgent = await buildAgent(app.db, s.workspace);
    const other = await buildRuntime(app.db, s.workspace, { agents: [otherAgent] });
    const issue = await buildIssue(app.db, s.workspace);
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    await recordEvents(app.db, s.workspace);
    const api = client(app, s.token);
    const queued = (await api.post(`/issues/${identifier}/runs`, { agent_id: agent.id })).body.data as {
      id: string;
    };
    const runner = daemon(app, runtime.token);
    const claim = (await runner.claim()).body.data as {
      run: { id: string };
      lease: { token: string; run_token: string };
    };
    assert.equal(claim.run.id, queued.id);
    await givePassword(app, s.owner.id);
    const browser = await signedIn(app, s.owner.email);
    return {
      ...s,
      agent,
      runtime,
      other,
      issue,
      identifier,
      api,
      runner,
      intruder: daemon(app, other.token),
      claim,
      asAgent: client(app, claim.lease.run_token),
      browser,
    };
  }

  const runRow = (id: string) =>
    app.db.selectFrom('runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("refuses another runtime's use of a lease with 403, changing nothing, and the holder carries on", async () => {
    const s = await scene();
    const runId = s.claim.run.id;
    const lease = s.claim.lease.token;
    const before = await runRow(runId);
    const calls: [string, Record<string, unknown>][] = [
      ['start', {}],
      ['lease', { lease_seconds: 3600 }],
      ['log', { lines: [{ stream: 'stdout', text: 'not mine' }], from_line: 0 }],
      ['complete', { summary: 'Took it over' }],
      ['fail', { error: 'Sabotage' }],
      ['release', {}],
    ];
    for (const [call, body] of calls) {
      const res = await s.intruder.post(`/runs/${runId}/${call}`, { lease_token: lease, ...body });
      assert.equal(res.status, 403, `${call}: ${res.text}`);
      assert.equal(res.body.message, LEASE_OF_ANOTHER_RUNTIME);
    }
    const after = await runRow(runId);
    assert.equal(after.status, 'dispatched');
    assert.equal(after.lease_expires_at, before.lease_expires_at);
    assert.equal(after.runtime_id, s.runtime.id);
    assert.equal(Number(after.log_lines_received), 0);

    // The claiming runtime goes on as if nothing happened, and its report is its own.
    assert.equal((await s.runner.start(runId, lease)).status, 200);
    const done = await s.runner.complete(runId, lease, { summary: 'Done' });
    assert.equal(done.status, 200, done.text);
    // Its report re-sent by the other runtime is still not the other's: 403, not a repeat's 200.
    const replay = await s.intruder.post(`/runs/${runId}/complete`, { lease_token: lease, summary: 'Done' });
    assert.equal(replay.status, 403, replay.text);
    const again = await s.runner.complete(runId, lease, { summary: 'Done' });
    assert.equal(again.status, 200, 'the holder may repeat its own report');
  });

  it('keeps a stale lease of the same runtime a 409 (a lost lease is no trespass)', async () => {
    const s = await scene();
    const runId = s.claim.run.id;
    await s.runner.post(`/runs/${runId}/release`, { lease_token: s.claim.lease.token });
    const res = await s.runner.post(`/runs/${runId}/lease`, { lease_token: s.claim.lease.token });
    assert.equal(res.status, 409, res.text);
    // Another runtime guessing at a run with a wrong token: the lease is not held, 409 as before.
    const guess = await s.intruder.post(`/runs/${runId}/lease`, { lease_token: 'tdml_nothing' });
    assert.equal(guess.status, 409, guess.text);
  });

  it('revoking the runtime ends its run token at once (401) and fails the runs it holds', async () => {
    const s = await scene();
    const runId = s.claim.run.id;
    assert.equal((await s.asAgent.get('/me')).status, 200);
    assert.equal((await s.runner.start(runId, s.claim.lease.token)).status, 200);

    const revoked = await s.browser.request('DELETE', `/api/ui/runtimes/${s.runtime.id}`);
    assert.equal(revoked.status, 204, revoked.text);

    const me = await s.asAgent.get('/me');
    assert.equal(me.status, 401, me.text);
    const comment = await s.asAgent.post(`/issues/${s.identifier}/comments`, { body: 'Still here' });
    assert.equal(comment.status, 401);
    const run = await runRow(runId);
    assert.equal(run.status, 'failed');
    assert.equal(run.failure_reason, 'runtime_revoked');
    assert.equal(run.error, RUNTIME_REVOKED_ERROR);
    assert.equal(run.lease_token_digest, null);
    const shown = await s.api.get(`/runs/${runId}`);
    assert.equal(shown.body.data.failure_reason, 'runtime_revoked');
    const failed = (await recordedEvents(app.db, s.workspace)).filter(
      (e) => e.event === 'run.failed' && e.data.id === runId,
    );
    assert.equal(failed.length, 1);
    const agent = await app.db
      .selectFrom('agents')
      .select('status')
      .where('id', '=', s.agent.id)
      .executeTakeFirstOrThrow();
    assert.equal(agent.status, 'idle');
    // The revoked runtime itself is refused, the other runtime is untouched.
    assert.equal((await s.runner.claim()).status, 401);
    assert.equal((await s.intruder.claim()).status, 200);
  });

  it('disabling the agent ends its run token at once (401), fails its held run and claims nothing more', async () => {
    const s = await scene();
    const runId = s.claim.run.id;
    const queuedNext = (await s.api.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id })).body
      .data as { id: string };

    const disabled = await s.browser.request('PATCH', `/api/ui/agents/${s.agent.id}`, { enabled: false });
    assert.equal(disabled.status, 200, disabled.text);
    assert.equal(disabled.body.data.status, 'disabled');

    assert.equal((await s.asAgent.get(`/issues/${s.identifier}`)).status, 401);
    const run = await runRow(runId);
    assert.equal(run.status, 'failed');
    assert.equal(run.failure_reason, 'agent_disabled');
    assert.equal(run.error, AGENT_DISABLED_ERROR);
    // Its lease is gone: the runtime's renewal is a 409, and the queued run waits.
    const renewal = await s.runner.post(`/runs/${runId}/lease`, { lease_token: s.claim.lease.token });
    assert.equal(renewal.status, 409, renewal.text);
    assert.equal((await s.runner.claim()).body.data, null);
    assert.equal((await runRow(queuedNext.id)).status, 'queued');

    // Enabled again, the agent works again.
    const enabled = await s.browser.request('PATCH', `/api/ui/agents/${s.agent.id}`, { enabled: true });
    assert.equal(enabled.status, 200, enabled.text);
    assert.equal(enabled.body.data.status, 'idle');
    const next = await s.runner.claim();
    assert.equal(next.body.data.run.id, queuedNext.id);
  });

  it('a run token stops at once even if its run was left held (runtime revoked in the store)', async () => {
    const s = await scene();
    await app.db
      .updateTable('agent_runtimes')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', s.runtime.id)
      .execute();
    assert.equal((await s.asAgent.get('/me')).status, 401);
  });
});
