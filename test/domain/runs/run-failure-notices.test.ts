import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { timeOutOverrunningRuns } from '../../../src/domain/runs/run-control.js';
import { ensurePreferences, updatePreferences } from '../../../src/repositories/mail.js';
import { client, startTestApp } from '../../helpers/app.js';
import { daemon } from '../../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildRuntime,
  buildScene,
  buildToken,
} from '../../helpers/factories.js';
import { flushOutbox, startMailbox, startMailWorker } from '../../helpers/smtp.js';

/**
 * Issue 38: a run that failed for good reaches people — an inbox item and a mail to whoever queued it
 * and the agent's owner (the administrators when it has none), each once, mail by preference.
 */
const mailbox = await startMailbox();
const app = await startTestApp(mailbox.env);
const worker = await startMailWorker(app.services);
after(async () => {
  await worker.stop();
  await mailbox.stop();
});

/** Lets every waiting bundle go, then waits until the outbox is empty. */
const flush = () => flushOutbox(app.db);

async function scene(agentOwner: 'other' | 'requester' | 'none') {
  const s = await buildScene(app.db);
  const requester = await buildMember(app.db, s.workspace);
  const owner = agentOwner === 'other' ? await buildMember(app.db, s.workspace) : null;
  const ownerId = owner ? owner.id : agentOwner === 'requester' ? requester.id : null;
  const agent = await buildAgent(app.db, s.workspace, { owner_user_id: ownerId });
  const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
  const issue = await buildIssue(app.db, s.workspace, { title: 'Make the build green' });
  const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
  const requesterApi = client(app, (await buildToken(app.db, s.workspace, requester)).token);
  const runner = daemon(app, runtime.token);
  /** Queued by the requester, claimed, and failed by the runner (the command's own failure). */
  const failedRun = async () => {
    const queued = await requesterApi.post(`/issues/${identifier}/runs`, { agent_id: agent.id });
    assert.equal(queued.status, 202, queued.text);
    const claimed = await runner.claim();
    const { run, lease } = claimed.body.data as { run: { id: string }; lease: { token: string } };
    const failed = await runner.fail(run.id, lease.token, { error: 'Tests broke' });
    assert.equal(failed.status, 200, failed.text);
    return run.id;
  };
  return {
    ...s,
    requester,
    agentOwner: owner,
    agent,
    runtime,
    issue,
    identifier,
    requesterApi,
    runner,
    failedRun,
  };
}

async function inboxOf(workspaceId: number, userId: number) {
  return app.db
    .selectFrom('inbox_items')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .execute();
}

describe('a failed run reaches people', () => {
  it('puts an item in the inbox of the requester and of the agent’s owner, and mails each', async () => {
    const s = await scene('other');
    const runId = await s.failedRun();
    for (const person of [s.requester, s.agentOwner!]) {
      const items = await inboxOf(s.workspace.id, person.id);
      assert.equal(items.length, 1, `one item for ${person.name}`);
      assert.equal(items[0]!.kind, 'run_failed');
      assert.equal(items[0]!.run_id, runId);
      assert.match(items[0]!.note ?? '', /^Failed \(reported\): Tests broke/);
    }
    assert.equal((await inboxOf(s.workspace.id, s.owner.id)).length, 0, 'the workspace owner is not told');

    const listed = await s.requesterApi.get('/inbox');
    assert.equal(listed.status, 200, listed.text);
    const [item] = listed.body.data;
    assert.equal(item.type, 'run_failed');
    assert.equal(item.run, runId);
    assert.deepEqual(item.issue, { id: s.identifier, title: 'Make the build green' });
    assert.equal(item.actor.name, s.agent.name);

    await flush();
    const [toRequester, ...more] = mailbox.to(s.requester.email);
    assert.equal(more.length, 0);
    assert.match(
      toRequester!.parsed.text ?? '',
      new RegExp(`The run of ${s.agent.name} you queued failed\\.`),
    );
    assert.match(toRequester!.parsed.text ?? '', /Tests broke/);
    const toOwner = mailbox.to(s.agentOwner!.email);
    assert.equal(toOwner.length, 1);
    assert.match(toOwner[0]!.parsed.text ?? '', new RegExp(`The run of ${s.agent.name} failed\\.`));
    assert.equal(mailbox.to(s.owner.email).length, 0);
  });

  it('tells a requester who owns the agent once', async () => {
    const s = await scene('requester');
    await s.failedRun();
    assert.equal((await inboxOf(s.workspace.id, s.requester.id)).length, 1);
    await flush();
    assert.equal(mailbox.to(s.requester.email).length, 1);
  });

  it('tells the workspace’s owners and admins when the agent has no owner', async () => {
    const s = await scene('none');
    const admin = await buildMember(app.db, s.workspace, { role: 'admin' });
    await s.failedRun();
    for (const person of [s.requester, s.owner, admin]) {
      assert.equal((await inboxOf(s.workspace.id, person.id)).length, 1, person.role);
    }
  });

  it('respects the runs preference for mail; the inbox item stays', async () => {
    const s = await scene('other');
    const now = new Date().toISOString();
    await ensurePreferences(app.db, {
      user_id: s.agentOwner!.id,
      unsubscribe_key: 'k'.repeat(43),
      updated_at: now,
    });
    await updatePreferences(app.db, s.agentOwner!.id, { runs: 0, updated_at: now });
    await s.failedRun();
    assert.equal((await inboxOf(s.workspace.id, s.agentOwner!.id)).length, 1);
    await flush();
    assert.equal(mailbox.to(s.agentOwner!.email).length, 0, 'no mail with runs turned off');
    assert.equal(mailbox.to(s.requester.email).length, 1);
  });

  it('tells of a run that timed out', async () => {
    const s = await scene('other');
    await app.db.updateTable('agents').set({ max_run_minutes: 1 }).where('id', '=', s.agent.id).execute();
    const queued = await s.requesterApi.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id });
    const claimed = await s.runner.claim();
    assert.equal(claimed.body.data.run.id, queued.body.data.id);
    const past = new Date(Date.now() - 5 * 60_000).toISOString();
    await app.db
      .updateTable('runs')
      .set({ dispatched_at: past })
      .where('id', '=', queued.body.data.id)
      .execute();
    assert.equal(await timeOutOverrunningRuns(app.db, app.system), 1);
    const [item] = await inboxOf(s.workspace.id, s.agentOwner!.id);
    assert.match(item!.note ?? '', /^Failed \(timed_out\)/);
    assert.equal((await inboxOf(s.workspace.id, s.requester.id)).length, 1);
  });

  it('tells nobody of a canceled run', async () => {
    const s = await scene('other');
    const queued = await s.requesterApi.post(`/issues/${s.identifier}/runs`, { agent_id: s.agent.id });
    const canceled = await s.requesterApi.post(`/runs/${queued.body.data.id}/cancel`);
    assert.equal(canceled.status, 200, canceled.text);
    assert.equal((await inboxOf(s.workspace.id, s.agentOwner!.id)).length, 0);
    assert.equal((await inboxOf(s.workspace.id, s.requester.id)).length, 0);
  });
});
