import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildMember, buildProject, buildScene } from '../helpers/factories.js';
import { startMailbox, startMailWorker, waitFor } from '../helpers/smtp.js';

/** Sending a meeting's minutes mails them to the attendees who are people (issue 37c). */
const mailbox = await startMailbox();
const app = await startTestApp(mailbox.env);
const worker = await startMailWorker(app.services);
after(async () => {
  await worker.stop();
  await mailbox.stop();
});

describe('sending the minutes', () => {
  it('mails the minutes to each attendee who is a person, not the sender, an agent, a guest or a leaver', async () => {
    const s = await buildScene(app.db);
    const api = client(app, s.token);
    const project = await buildProject(app.db, s.workspace);
    const ada = await buildMember(app.db, s.workspace, { name: 'Ada Minutes' });
    const bob = await buildMember(app.db, s.workspace, { name: 'Bob Minutes' });
    const gone = await buildMember(app.db, s.workspace, { name: 'Gone Minutes' });
    const agent = await buildAgent(app.db, s.workspace);
    const created = await api.post('/meetings', {
      title: 'Release review',
      project: project.id,
      scheduled_for: new Date(Date.now() - 3_600_000).toISOString(),
      attendees: [
        { actor: `user:${s.owner.id}` },
        { actor: `user:${ada.id}` },
        { actor: `user:${bob.id}` },
        { actor: `user:${gone.id}` },
        { actor: `agent:${agent.id}` },
        { name: 'Outside Guest' },
      ],
    });
    assert.equal(created.status, 201, created.text);
    const meeting = created.body.data;
    assert.equal((await api.patch(`/meetings/${meeting.id}`, { minutes: 'We ship on Friday.' })).status, 200);
    await app.db
      .updateTable('memberships')
      .set({ left_at: new Date().toISOString() })
      .where('user_id', '=', gone.id)
      .where('workspace_id', '=', s.workspace.id)
      .execute();
    const before = mailbox.received.length;
    const sent = await api.post(`/meetings/${meeting.id}/minutes/send`, {});
    assert.equal(sent.status, 201, sent.text);

    const mails = await waitFor(() => {
      const mine = mailbox.received.slice(before);
      return mine.length >= 2 ? mine : undefined;
    }, 'two minutes mails');
    assert.deepEqual(mails.map((mail) => mail.to[0]).sort(), [ada.email, bob.email].sort());
    for (const mail of mails) {
      assert.match(mail.parsed.subject ?? '', /Minutes: Release review/);
      assert.match(mail.parsed.text ?? '', /We ship on Friday\./);
      assert.match(mail.parsed.text ?? '', new RegExp(`/meetings/${meeting.id}`));
    }
    // The same two have the minutes in their inbox too, naming the meeting; the sender has none.
    const items = await app.db
      .selectFrom('inbox_items')
      .select(['user_id', 'kind', 'meeting_id'])
      .where('workspace_id', '=', s.workspace.id)
      .orderBy('user_id')
      .execute();
    assert.deepEqual(
      items,
      [ada.id, bob.id]
        .sort((a, b) => a - b)
        .map((id) => ({ user_id: id, kind: 'minutes', meeting_id: meeting.id })),
    );
    // Sent again: refused, and nobody gets a second mail.
    assert.equal((await api.post(`/meetings/${meeting.id}/minutes/send`, {})).status, 409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(mailbox.received.length - before, 2);
    assert.equal(
      (
        await app.db
          .selectFrom('inbox_items')
          .select('id')
          .where('workspace_id', '=', s.workspace.id)
          .execute()
      ).length,
      2,
    );
  });
});
