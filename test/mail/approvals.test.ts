import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
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
import { flushOutbox, linkIn, startMailbox, startMailWorker } from '../helpers/smtp.js';

/** Approval requests by mail (decisions §12.10): each approver once, saying what and where to answer. */
const mailbox = await startMailbox();
const app = await startTestApp(mailbox.env);
const worker = await startMailWorker(app.services);
after(async () => {
  await worker.stop();
  await mailbox.stop();
});

describe('approval mails', () => {
  it('mails the assigner, owners and admins once each, never a guest or another member', async () => {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const assigner = await buildMember(app.db, s.workspace, { name: 'Ada Assigner' });
    const admin = await buildMember(app.db, s.workspace, { role: 'admin' });
    const member = await buildMember(app.db, s.workspace);
    const guest = await buildMember(app.db, s.workspace, { role: 'guest' });
    const agent = await buildAgent(app.db, s.workspace, { name: 'Migrator' });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace, { title: 'Add the index' });
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    const assignerApi = client(app, (await buildToken(app.db, s.workspace, assigner)).token);
    await assignerApi.patch(`/issues/${identifier}`, { assignee: `agent:${agent.id}` });
    await flushOutbox(app.db);
    const before = mailbox.received.length;
    const runner = daemon(app, runtime.token);
    const claim = (await runner.claim()).body.data;
    const asAgent = client(app, claim.lease.run_token);
    const body = { action: 'run migration', scope: { migration: '2026_12_add_index', database: 'prod' } };
    assert.equal((await asAgent.post(`/runs/${claim.run.id}/approvals`, body)).status, 201);
    assert.equal((await asAgent.post(`/runs/${claim.run.id}/approvals`, body)).status, 200);
    await flushOutbox(app.db);

    const sent = mailbox.received.slice(before);
    for (const person of [s.owner, assigner, admin]) {
      const mails = sent.filter((mail) => mail.to.includes(person.email));
      assert.equal(mails.length, 1, person.email);
      const text = mails[0]!.parsed.text ?? '';
      assert.match(text, /Migrator asks for your approval to run migration:/);
      assert.match(text, /2026_12_add_index/);
      assert.match(text, /Unanswered within 24 hours, it is denied\./);
      assert.equal(
        linkIn(mails[0]!, 'http://tandem.test/runs/'),
        `http://tandem.test/runs/${claim.run.id}?workspace=${s.workspace.slug}`,
      );
      assert.equal(mails[0]!.parsed.subject, `[${identifier}] Add the index`);
    }
    for (const person of [member, guest]) {
      assert.deepEqual(
        sent.filter((mail) => mail.to.includes(person.email)),
        [],
        person.email,
      );
    }
    assert.equal(sent.length, 3, 'nothing twice');
  });
});
