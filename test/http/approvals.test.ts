import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { denyExpiredApprovals } from '../../src/domain/runs/approvals.js';
import { endStalledRuns } from '../../src/domain/runs/run-stalls.js';
import { NO_ANSWER_REASON } from '../../src/domain/runs/approvals.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';

/**
 * Approvals bound to one action (decisions §12.10): the run's agent asks with its run token; the issue's
 * assigner, owners and admins hear of it once and answer once; the runner learns the answer at renewal;
 * nobody answering in 24 hours is a denial; a run leaving its runner's hands denies what it waited for.
 */
describe('approvals', async () => {
  const app = await startTestApp();

  async function scene(options: { privateAgent?: boolean } = {}) {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const person = async (role: 'member' | 'admin' | 'guest') => {
      const member = await buildMember(app.db, s.workspace, { role });
      return { ...member, api: client(app, (await buildToken(app.db, s.workspace, member)).token) };
    };
    const assigner = await person('member');
    const admin = await person('admin');
    const bystander = await person('member');
    const guest = await person('guest');
    const agent = await buildAgent(app.db, s.workspace, {
      name: `Deployer ${Date.now()}${Math.random()}`,
      // A private agent is its owner's: here the person who assigns it.
      ...(options.privateAgent ? { visibility: 'private' as const, owner_user_id: assigner.id } : {}),
    });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const api = client(app, s.token);
    const runner = daemon(app, runtime.token);
    // The assigner hands the issue to the agent: that queues its run, recording who assigned.
    const assigned = await assigner.api.patch(`/issues/${issue.id}`, { assignee: `agent:${agent.id}` });
    assert.equal(assigned.status, 200, assigned.text);
    const claim = (await runner.claim()).body.data;
    assert.ok(claim, 'the assignment queued a run');
    assert.equal((await runner.start(claim.run.id, claim.lease.token)).status, 200);
    const run = {
      id: claim.run.id as string,
      lease: claim.lease.token as string,
      asAgent: client(app, claim.lease.run_token),
    };
    const renew = async () => {
      const res = await runner.post(`/runs/${run.id}/lease`, { lease_token: run.lease });
      assert.equal(res.status, 200, res.text);
      return res.body.data as { approvals: { id: number; status: string }[]; messages: number };
    };
    const ask = (body: unknown, as = run.asAgent, runId = run.id) =>
      as.post(`/runs/${runId}/approvals`, body);
    const notices = async (approvalRun = run.id) => {
      const inbox = await app.db
        .selectFrom('inbox_items')
        .select('user_id')
        .where('kind', '=', 'approval')
        .where('run_id', '=', approvalRun)
        .execute();
      const mails = await app.db
        .selectFrom('mail_events')
        .innerJoin('mail_messages', 'mail_messages.id', 'mail_events.mail_id')
        .select('mail_messages.user_id')
        .where('mail_events.kind', '=', 'approval_requested')
        .where('mail_events.run_id', '=', approvalRun)
        .execute();
      return {
        inbox: inbox.map((row) => row.user_id).sort((a, b) => a - b),
        mail: mails.map((row) => row.user_id!).sort((a, b) => a - b),
      };
    };
    return {
      ...s,
      assigner,
      admin,
      bystander,
      guest,
      agent,
      runtime,
      issue,
      api,
      runner,
      run,
      renew,
      ask,
      notices,
    };
  }

  it('asks, shows the run awaiting, notifies each approver once, and the renewal carries the denial', async () => {
    const s = await scene();
    const asked = await s.ask({ action: 'deploy', scope: 'staging' });
    assert.equal(asked.status, 201, asked.text);
    const approval = asked.body.data;
    assert.equal(approval.status, 'pending');
    assert.equal(approval.action, 'deploy');
    assert.equal(approval.scope, 'staging');
    assert.equal(approval.run, s.run.id);
    assert.equal(approval.agent.id, s.agent.id);
    assert.equal(approval.can_answer, false, 'the agent never answers');
    assert.equal(Date.parse(approval.expires_at) - Date.parse(approval.requested_at), 24 * 3600 * 1000);

    const run = await s.api.get(`/runs/${s.run.id}`);
    assert.equal(run.body.data.awaiting_approval, true);
    assert.equal(run.body.data.status, 'running', 'the run keeps running');
    assert.deepEqual((await s.renew()).approvals, [], 'nothing answered yet, and the lease renews');

    // Asked again while pending: the same approval, nobody hears of it twice.
    const again = await s.ask({ action: 'deploy', scope: 'staging' });
    assert.equal(again.status, 200, again.text);
    assert.equal(again.body.data.id, approval.id);
    const approvers = [s.owner.id, s.assigner.id, s.admin.id].sort((a, b) => a - b);
    assert.deepEqual(await s.notices(), { inbox: approvers, mail: approvers });
    const item = (await s.assigner.api.get('/inbox')).body.data.find((i: any) => i.type === 'approval');
    assert.equal(item.run, s.run.id);
    assert.equal(item.note, 'Asks to deploy: staging');
    assert.equal(item.actor.id, s.agent.id);

    // Who may answer says so.
    assert.equal((await s.assigner.api.get(`/approvals/${approval.id}`)).body.data.can_answer, true);
    assert.equal((await s.bystander.api.get(`/approvals/${approval.id}`)).body.data.can_answer, false);

    const noReason = await s.assigner.api.post(`/approvals/${approval.id}/deny`, {});
    assert.equal(noReason.status, 422, noReason.text);
    assert.ok(noReason.body.errors.reason);
    const denied = await s.assigner.api.post(`/approvals/${approval.id}/deny`, {
      reason: 'Not before the demo',
    });
    assert.equal(denied.status, 200, denied.text);
    assert.equal(denied.body.data.status, 'denied');
    assert.equal(denied.body.data.answered_by.id, s.assigner.id);
    assert.equal(denied.body.data.reason, 'Not before the demo');
    assert.ok(denied.body.data.answered_at);

    // The first answer wins.
    const late = await s.api.post(`/approvals/${approval.id}/approve`, {});
    assert.equal(late.status, 409, late.text);
    assert.match(late.body.message, /already answered \(denied\)/);

    assert.deepEqual((await s.renew()).approvals, [{ id: approval.id, status: 'denied' }]);
    const read = await s.run.asAgent.get(`/approvals/${approval.id}`);
    assert.equal(read.status, 200, read.text);
    assert.equal(read.body.data.reason, 'Not before the demo');
    assert.equal((await s.api.get(`/runs/${s.run.id}`)).body.data.awaiting_approval, false);
    const listed = await s.run.asAgent.get(`/runs/${s.run.id}/approvals`);
    assert.deepEqual(
      listed.body.data.map((a: any) => [a.id, a.status]),
      [[approval.id, 'denied']],
    );
    // Still one notice each.
    assert.deepEqual(await s.notices(), { inbox: approvers, mail: approvers });
  });

  it('binds an answer to its one action and scope', async () => {
    const s = await scene();
    const staging = (await s.ask({ action: 'deploy', scope: 'staging' })).body.data;
    const production = await s.ask({
      action: 'deploy',
      scope: { environment: 'production', service: 'api' },
    });
    assert.equal(production.status, 201, production.text);
    assert.notEqual(production.body.data.id, staging.id);
    assert.deepEqual(production.body.data.scope, { environment: 'production', service: 'api' });
    const ok = await s.admin.api.post(`/approvals/${staging.id}/approve`, { reason: 'go' });
    assert.equal(ok.status, 200, ok.text);
    assert.deepEqual((await s.renew()).approvals, [{ id: staging.id, status: 'approved' }]);
    assert.equal((await s.api.get(`/approvals/${production.body.data.id}`)).body.data.status, 'pending');
    assert.equal((await s.api.get(`/runs/${s.run.id}`)).body.data.awaiting_approval, true);
    // An approved request asked again is a new request: an answer is never reused.
    const anew = await s.ask({ action: 'deploy', scope: 'staging' });
    assert.equal(anew.status, 201, anew.text);
    assert.equal(anew.body.data.status, 'pending');
  });

  it('refuses whoever may not ask or answer, and bad input', async () => {
    const s = await scene();
    const approval = (await s.ask({ action: 'run migration', scope: '2026_12_add_index' })).body.data;

    // Asking: people are refused; another run's token does not see the run.
    assert.equal((await s.ask({ action: 'deploy', scope: 'x' }, s.api)).status, 403);
    const other = await scene();
    assert.equal((await s.ask({ action: 'deploy', scope: 'x' }, other.run.asAgent)).status, 404);
    assert.equal((await s.ask({ action: 'deploy', scope: 'x' }, s.run.asAgent, 'NOT-A-RUN')).status, 404);
    for (const body of [
      { action: '', scope: 'x' },
      { action: '   ', scope: 'x' },
      { action: 'deploy\nnow', scope: 'x' },
      { action: 'x'.repeat(101), scope: 'x' },
      { action: 'deploy', scope: {} },
      { action: 'deploy', scope: '' },
      { action: 'deploy', scope: { blob: 'y'.repeat(5000) } },
      { action: 'deploy', scope: ['a'] },
      { action: 'deploy' },
    ]) {
      const res = await s.ask(body);
      assert.equal(res.status, 422, `${JSON.stringify(body).slice(0, 60)}: ${res.text}`);
      assert.ok(res.body.message && res.body.errors, res.text);
    }

    // Answering: never the agent (its own run's token or another's), never a guest, a bystander, another
    // workspace, a read token; a wrong id is 404.
    for (const [who, as, status] of [
      ['its own run token', s.run.asAgent, 403],
      ["another agent's run token", other.run.asAgent, 403],
      ['a guest', s.guest.api, 403],
      ['a member who did not assign', s.bystander.api, 403],
      ["another workspace's owner", other.api, 404],
    ] as const) {
      const res = await as.post(`/approvals/${approval.id}/approve`, {});
      assert.equal(res.status, status, `${who}: ${res.text}`);
    }
    const reader = client(
      app,
      (await buildToken(app.db, s.workspace, s.owner, { abilities: ['read'] })).token,
    );
    assert.equal((await reader.post(`/approvals/${approval.id}/approve`, {})).status, 403);
    assert.equal((await s.api.post('/approvals/999999999/approve', {})).status, 404);
    assert.equal((await s.api.post('/approvals/abc/approve', {})).status, 404);
    assert.equal((await s.api.post(`/approvals/${approval.id}/approve`, { reason: 1 })).status, 422);
    // Reading: another run's token and another workspace do not see it.
    assert.equal((await other.run.asAgent.get(`/approvals/${approval.id}`)).status, 404);
    assert.equal((await other.api.get(`/approvals/${approval.id}`)).status, 404);
    assert.equal((await other.run.asAgent.get(`/runs/${s.run.id}/approvals`)).status, 404);
    // Nothing changed, nobody else was notified.
    assert.equal((await s.api.get(`/approvals/${approval.id}`)).body.data.status, 'pending');
    const approvers = [s.owner.id, s.assigner.id, s.admin.id].sort((a, b) => a - b);
    assert.deepEqual(await s.notices(), { inbox: approvers, mail: approvers });
  });

  it('lets one of two concurrent answers through', async () => {
    const s = await scene();
    const approval = (await s.ask({ action: 'deploy', scope: 'staging' })).body.data;
    const answers = await Promise.all([
      s.assigner.api.post(`/approvals/${approval.id}/approve`, {}),
      s.admin.api.post(`/approvals/${approval.id}/deny`, { reason: 'no' }),
      s.api.post(`/approvals/${approval.id}/approve`, {}),
    ]);
    assert.deepEqual(
      answers.map((a) => a.status).sort(),
      [200, 409, 409],
      answers.map((a) => a.text).join('\n'),
    );
    const winner = answers.find((a) => a.status === 200)!.body.data;
    const stored = (await s.api.get(`/approvals/${approval.id}`)).body.data;
    assert.equal(stored.status, winner.status);
    assert.equal(stored.answered_by.id, winner.answered_by.id);
  });

  it('denies an approval nobody answered within 24 hours, once with several sweeps', async () => {
    const s = await scene();
    const approval = (await s.ask({ action: 'deploy', scope: 'staging' })).body.data;
    const fresh = await s.ask({ action: 'deploy', scope: 'production' });
    assert.equal(await denyExpiredApprovals(app.db), 0, 'not yet');
    await app.db
      .updateTable('run_approvals')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', approval.id)
      .execute();
    const swept = await Promise.all([denyExpiredApprovals(app.db), denyExpiredApprovals(app.db)]);
    assert.equal(swept[0] + swept[1], 1, 'denied once');
    const read = (await s.api.get(`/approvals/${approval.id}`)).body.data;
    assert.equal(read.status, 'denied');
    assert.equal(read.answered_by, null);
    assert.equal(read.reason, NO_ANSWER_REASON);
    assert.equal((await s.api.post(`/approvals/${approval.id}/approve`, {})).status, 409);
    assert.equal((await s.api.get(`/approvals/${fresh.body.data.id}`)).body.data.status, 'pending');
    assert.deepEqual((await s.renew()).approvals, [{ id: approval.id, status: 'denied' }]);
  });

  it('denies what a run still waited for when it ends, and a queued run never waits on approvals', async () => {
    const s = await scene();
    const approval = (await s.ask({ action: 'deploy', scope: 'staging' })).body.data;
    assert.equal((await s.runner.fail(s.run.id, s.run.lease, { error: 'gave up' })).status, 200);
    const read = (await s.api.get(`/approvals/${approval.id}`)).body.data;
    assert.equal(read.status, 'denied');
    assert.equal(read.answered_by, null);
    assert.equal(read.reason, 'The run ended (failed) before an answer.');
    const run = (await s.api.get(`/runs/${s.run.id}`)).body.data;
    assert.equal(run.awaiting_approval, false);
    // Its run token stopped acting with the run.
    assert.equal((await s.ask({ action: 'deploy', scope: 'again' })).status, 401);
    // A retry is queued: not waiting on approvals.
    const retry = await s.api.post(`/runs/${s.run.id}/retry`, {});
    assert.equal(retry.status, 202, retry.text);
    assert.equal(retry.body.data.awaiting_approval, false);
    assert.notEqual(retry.body.data.waiting_reason, 'approval');
  });

  it('fires approval.requested and approval.answered once each, as webhooks and live events', async () => {
    const s = await scene();
    const approval = (await s.ask({ action: 'deploy', scope: 'staging' })).body.data;
    await s.ask({ action: 'deploy', scope: 'staging' });
    await s.admin.api.post(`/approvals/${approval.id}/approve`, { reason: 'ok' });
    const events = await app.db
      .selectFrom('live_events')
      .select(['event', 'body'])
      .where('workspace_id', '=', s.workspace.id)
      .where('event', 'like', 'approval.%')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      events.map((e) => e.event),
      ['approval.requested', 'approval.answered'],
    );
    const answered = JSON.parse(events[1]!.body).object;
    assert.equal(answered.id, approval.id);
    assert.equal(answered.status, 'approved');
    assert.equal(answered.answered_by.id, s.admin.id);
    assert.equal('can_answer' in answered, false, "no reader's view in an event");
  });

  it('for a private agent, only its owner hears of it and answers: nobody else sees its runs', async () => {
    const s = await scene({ privateAgent: true });
    const approval = await s.ask({ action: 'deploy', scope: 'staging' });
    assert.equal(approval.status, 201, approval.text);
    assert.deepEqual(await s.notices(), { inbox: [s.assigner.id], mail: [s.assigner.id] });
    assert.equal((await s.admin.api.get(`/approvals/${approval.body.data.id}`)).status, 404);
    assert.equal((await s.api.post(`/approvals/${approval.body.data.id}/approve`, {})).status, 404);
    const events = await app.db
      .selectFrom('live_events')
      .select('audience_user_id')
      .where('workspace_id', '=', s.workspace.id)
      .where('event', '=', 'approval.requested')
      .execute();
    assert.deepEqual(
      events.map((e) => e.audience_user_id),
      [s.assigner.id],
    );
    const ok = await s.assigner.api.post(`/approvals/${approval.body.data.id}/approve`, {});
    assert.equal(ok.status, 200, ok.text);
  });

  it('denies what a run waited for when its runner gives it back to the queue', async () => {
    const s = await scene();
    const approval = (await s.ask({ action: 'deploy', scope: 'staging' })).body.data;
    const released = await s.runner.post(`/runs/${s.run.id}/release`, { lease_token: s.run.lease });
    assert.equal(released.status, 200, released.text);
    assert.equal(released.body.data.status, 'queued');
    assert.equal(released.body.data.awaiting_approval, false);
    const read = (await s.api.get(`/approvals/${approval.id}`)).body.data;
    assert.equal(read.status, 'denied');
    assert.match(read.reason, /went back to the queue before an answer/);
    // The next attempt asks for itself: it learns nothing from the earlier one's requests but their end.
    const claim = (await s.runner.claim()).body.data;
    assert.equal(claim.run.id, s.run.id);
    const renewal = await s.runner.post(`/runs/${s.run.id}/lease`, { lease_token: claim.lease.token });
    assert.deepEqual(renewal.body.data.approvals, [{ id: approval.id, status: 'denied' }]);
  });

  it('does not take a run waiting for an answer for stalled; the stall clock restarts at the answer', async () => {
    const s = await scene();
    await app.db.updateTable('agents').set({ stall_minutes: 15 }).where('id', '=', s.agent.id).execute();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const quiet = () =>
      app.db
        .updateTable('runs')
        .set({ last_activity_at: minutesAgo(60) })
        .where('id', '=', s.run.id)
        .execute();
    const sweep = () =>
      endStalledRuns(app.db, app.system, { settings: { maxAttempts: 1, retryBackoffSeconds: 0 } });
    const status = async () => (await s.api.get(`/runs/${s.run.id}`)).body.data.status;

    const approval = (await s.ask({ action: 'deploy', scope: 'staging' })).body.data;
    await quiet();
    await sweep();
    assert.equal(await status(), 'running', 'waiting for people is not a stall');

    await s.assigner.api.post(`/approvals/${approval.id}/approve`, {});
    await sweep();
    assert.equal(await status(), 'running', 'the answer restarts the stall clock');

    await app.db
      .updateTable('run_approvals')
      .set({ answered_at: minutesAgo(16) })
      .where('id', '=', approval.id)
      .execute();
    await sweep();
    assert.equal(await status(), 'failed', 'quiet for its stall_minutes after the answer');
  });
});
