import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { announceOfflineRuntimes } from '../../../src/domain/runs/runtime-alerts.js';
import { client, startTestApp } from '../../helpers/app.js';
import { daemon, recordEvents, recordedEvents } from '../../helpers/daemon.js';
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
 * Issue 38: a runtime with queued work that is no longer heard from is announced offline once per
 * outage — inbox, mail, `runtime.offline` — also with several sweepers at once; `runtime.online` when
 * it is heard from again. Time passes by moving `last_seen_at` into the past.
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

async function scene(options: { queued: number }) {
  const s = await buildScene(app.db);
  const admin = await buildMember(app.db, s.workspace, { role: 'admin' });
  const agentOwner = await buildMember(app.db, s.workspace);
  const bystander = await buildMember(app.db, s.workspace);
  const agent = await buildAgent(app.db, s.workspace, { owner_user_id: agentOwner.id });
  const runtime = await buildRuntime(app.db, s.workspace, { name: 'build-box', agents: [agent] });
  const runner = daemon(app, runtime.token);
  assert.equal((await runner.register()).status, 200);
  await recordEvents(app.db, s.workspace);
  const api = client(app, s.token);
  for (let i = 0; i < options.queued; i++) {
    const issue = await buildIssue(app.db, s.workspace);
    const queued = await api.post(`/issues/${s.workspace.issue_prefix}-${issue.number}/runs`, {
      agent_id: agent.id,
    });
    assert.equal(queued.status, 202, queued.text);
  }
  const goQuiet = (minutes = 5) =>
    app.db
      .updateTable('agent_runtimes')
      .set({ last_seen_at: new Date(Date.now() - minutes * 60_000).toISOString() })
      .where('id', '=', runtime.id)
      .execute();
  const items = () =>
    app.db
      .selectFrom('inbox_items')
      .selectAll()
      .where('workspace_id', '=', s.workspace.id)
      .where('kind', '=', 'runtime_offline')
      .execute();
  const events = async () =>
    (await recordedEvents(app.db, s.workspace)).filter((e) => e.event.startsWith('runtime.'));
  return { ...s, admin, agentOwner, bystander, agent, runtime, runner, api, goQuiet, items, events };
}

describe('runtime outages', () => {
  it('announces a quiet runtime with queued work once, with two sweepers at once', async () => {
    const s = await scene({ queued: 2 });
    assert.equal(await announceOfflineRuntimes(app.db, app.system), 0, 'online: nothing to say');
    await s.goQuiet();
    const [first, second] = await Promise.all([
      announceOfflineRuntimes(app.db, app.system),
      announceOfflineRuntimes(app.db, app.system),
    ]);
    assert.equal(first + second, 1);
    assert.equal(await announceOfflineRuntimes(app.db, app.system), 0, 'once per outage');

    const items = await s.items();
    assert.deepEqual(
      items.map((item) => item.user_id).sort((a, b) => a - b),
      [s.owner.id, s.admin.id, s.agentOwner.id].sort((a, b) => a - b),
    );
    assert.match(
      items[0]!.note ?? '',
      /Runtime "build-box" has not been heard from since .*; 2 queued runs of /,
    );

    const events = await s.events();
    assert.equal(events.length, 1);
    assert.equal(events[0]!.event, 'runtime.offline');
    assert.equal(events[0]!.data.name, 'build-box');
    assert.equal(events[0]!.data.queued_runs, 2);
    assert.deepEqual(events[0]!.data.agents, [{ id: s.agent.id, name: s.agent.name, queued_runs: 2 }]);

    const listed = await client(app, s.token).get('/inbox');
    const item = listed.body.data.find((i: { type: string }) => i.type === 'runtime_offline');
    assert.equal(item.issue, null);
    assert.match(item.note, /build-box/);

    await flush();
    for (const person of [s.owner, s.admin, s.agentOwner]) {
      const mails = mailbox.to(person.email);
      assert.equal(mails.length, 1, person.email);
      assert.match(mails[0]!.parsed.subject ?? '', /Runtime build-box is offline/);
    }
    assert.equal(mailbox.to(s.bystander.email).length, 0);
  });

  it('says runtime.online when it is heard from again, and announces the next outage anew', async () => {
    const s = await scene({ queued: 1 });
    await s.goQuiet();
    assert.equal(await announceOfflineRuntimes(app.db, app.system), 1);
    assert.equal((await s.runner.register()).status, 200);
    assert.equal((await s.runner.claim()).status, 200);
    assert.deepEqual(
      (await s.events()).map((e) => e.event),
      ['runtime.offline', 'runtime.online'],
      'online once, however many calls',
    );
    await s.goQuiet();
    assert.equal(await announceOfflineRuntimes(app.db, app.system), 0, 'no queued work left: claimed');
    await s.api.post(
      `/issues/${s.workspace.issue_prefix}-${(await buildIssue(app.db, s.workspace)).number}/runs`,
      {
        agent_id: s.agent.id,
      },
    );
    await s.goQuiet();
    assert.equal(await announceOfflineRuntimes(app.db, app.system), 1, 'a new outage');
  });

  it('keeps a private agent’s name out of the announcement', async () => {
    const s = await scene({ queued: 0 });
    const hidden = await buildAgent(app.db, s.workspace, {
      name: 'Secret Project Bot',
      visibility: 'private',
      owner_user_id: s.agentOwner.id,
    });
    await app.db
      .updateTable('agents')
      .set({ runtime_id: s.runtime.id })
      .where('id', '=', hidden.id)
      .execute();
    const issue = await buildIssue(app.db, s.workspace);
    const ownerToken = (await buildToken(app.db, s.workspace, s.agentOwner)).token;
    const queued = await client(app, ownerToken).post(
      `/issues/${s.workspace.issue_prefix}-${issue.number}/runs`,
      {
        agent_id: hidden.id,
      },
    );
    assert.equal(queued.status, 202, queued.text);
    await s.goQuiet();
    assert.equal(await announceOfflineRuntimes(app.db, app.system), 1);
    const [item] = await s.items();
    assert.match(item!.note ?? '', /1 queued run of a private agent \(1\) waits for it/);
    const [event] = await s.events();
    assert.deepEqual(event!.data.agents, [{ id: hidden.id, name: 'a private agent', queued_runs: 1 }]);
    assert.doesNotMatch(JSON.stringify(event), /Secret Project Bot/);
  });

  it('says nothing of a quiet runtime without queued work, nor of a revoked or never seen one', async () => {
    const s = await scene({ queued: 0 });
    await s.goQuiet(60);
    assert.equal(await announceOfflineRuntimes(app.db, app.system), 0);
    const never = await buildAgent(app.db, s.workspace);
    await buildRuntime(app.db, s.workspace, { agents: [never] });
    const issue = await buildIssue(app.db, s.workspace);
    await s.api.post(`/issues/${s.workspace.issue_prefix}-${issue.number}/runs`, { agent_id: never.id });
    assert.equal(await announceOfflineRuntimes(app.db, app.system), 0, 'never registered');
    const issue2 = await buildIssue(app.db, s.workspace);
    await s.api.post(`/issues/${s.workspace.issue_prefix}-${issue2.number}/runs`, { agent_id: s.agent.id });
    await app.db
      .updateTable('agent_runtimes')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', s.runtime.id)
      .execute();
    assert.equal(await announceOfflineRuntimes(app.db, app.system), 0, 'revoked');
    assert.equal((await s.items()).length, 0);
    assert.equal((await s.events()).length, 0);
  });
});
