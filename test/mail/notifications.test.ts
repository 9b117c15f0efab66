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
import { Browser, givePassword, signedIn } from '../helpers/session.js';
import { flushOutbox, linkIn, startMailbox, startMailWorker, type Received } from '../helpers/smtp.js';

/** Notifications by mail (decisions §11.7): by preference, bundled, with working unsubscribe links. */
const mailbox = await startMailbox();
const app = await startTestApp(mailbox.env);
const worker = await startMailWorker(app.services);
after(async () => {
  await worker.stop();
  await mailbox.stop();
});

async function scene(title = 'Fix the login page') {
  const s = await buildScene(app.db);
  const person = await buildMember(app.db, s.workspace, { name: `Grace ${Date.now()}` });
  const { token } = await buildToken(app.db, s.workspace, person);
  const issue = await buildIssue(app.db, s.workspace, { title });
  const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
  return { ...s, person, personApi: client(app, token), api: client(app, s.token), issue, identifier };
}

/** Lets every waiting bundle go, then waits until the outbox is empty. */
const flush = () => flushOutbox(app.db);

const mention = (name: string) => `<p>Have a look, @${name}</p>`;

/** A header as sent (mailparser turns List-* headers into structures). */
function rawHeader(mail: Received, name: string): string {
  const line = mail.parsed.headerLines.find((header) => header.key === name)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

describe('mentions', () => {
  it('mails the mentioned person: identifier and title in the subject, a link, an unsubscribe link', async () => {
    const s = await scene('Fix <b>login</b> & "more"');
    const res = await s.api.post(`/issues/${s.identifier}/comments`, { body: mention(s.person.name) });
    assert.equal(res.status, 201, res.text);
    await flush();
    const [mail] = mailbox.to(s.person.email);
    assert.ok(mail);
    assert.equal(mail.parsed.subject, `[${s.identifier}] Fix <b>login</b> & "more"`);
    assert.match(mail.parsed.text ?? '', new RegExp(`${s.owner.name} mentioned you`));
    // The link names the workspace: the reader's session may be in another of theirs.
    assert.equal(
      linkIn(mail, 'http://tandem.test/issues/'),
      `http://tandem.test/issues/${s.identifier}?workspace=${s.workspace.slug}`,
    );
    const html = mail.parsed.html || '';
    assert.ok(
      html.includes('Fix &lt;b&gt;login&lt;/b&gt; &amp; &quot;more&quot;') || !html.includes('<b>login'),
    );
    assert.ok(!html.includes('<b>login</b>'), 'the title is escaped in the HTML');
    assert.match(rawHeader(mail, 'list-unsubscribe'), /^<http:\/\/tandem\.test\/api\/ui\/unsubscribe\//);
    assert.equal(rawHeader(mail, 'list-unsubscribe-post'), 'List-Unsubscribe=One-Click');
    assert.ok(linkIn(mail, 'http://tandem.test/unsubscribe/'));
  });

  it('never mails people of their own action, nor agents', async () => {
    const s = await scene();
    await s.api.post(`/issues/${s.identifier}/comments`, { body: mention(s.owner.name) });
    await s.api.patch(`/issues/${s.identifier}`, { assignee: `user:${s.owner.id}` });
    await flush();
    assert.deepEqual(mailbox.to(s.owner.email), []);
  });

  it('bundles a burst: ten comments in a minute make one mail', async () => {
    const s = await scene();
    for (let i = 1; i <= 10; i++) {
      const res = await s.api.post(`/issues/${s.identifier}/comments`, {
        body: `<p>Point ${i} for @${s.person.name}</p>`,
      });
      assert.equal(res.status, 201);
    }
    await flush();
    const mails = mailbox.to(s.person.email);
    assert.equal(mails.length, 1);
    for (let i = 1; i <= 10; i++) assert.match(mails[0]!.parsed.text ?? '', new RegExp(`Point ${i} for`));
  });
});

describe('assignments and runs', () => {
  it('mails the new assignee, unless they turned assignments off', async () => {
    const s = await scene();
    await s.api.patch(`/issues/${s.identifier}`, { assignee: `user:${s.person.id}` });
    await flush();
    const [mail] = mailbox.to(s.person.email);
    assert.match(mail?.parsed.text ?? '', new RegExp(`${s.owner.name} assigned the issue to you`));

    await givePassword(app, s.person.id);
    const browser = await signedIn(app, s.person.email);
    const off = await browser.request('PATCH', '/api/ui/notification-preferences', { assignments: false });
    assert.equal(off.status, 200, off.text);
    assert.deepEqual(off.body.data, {
      mentions: true,
      assignments: false,
      runs: true,
      mail_enabled: true,
      email: s.person.email,
    });
    await s.api.patch(`/issues/${s.identifier}`, { assignee: null });
    await s.api.patch(`/issues/${s.identifier}`, { assignee: `user:${s.person.id}` });
    await flush();
    assert.equal(mailbox.to(s.person.email).length, 1, 'no second mail');
  });

  it('mails whoever queued a run when it completes or fails', async () => {
    const s = await scene();
    const agent = await buildAgent(app.db, s.workspace);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const runner = daemon(app, runtime.token);
    for (const outcome of ['complete', 'fail'] as const) {
      const queued = await s.personApi.post(`/issues/${s.identifier}/runs`, { agent_id: agent.id });
      assert.equal(queued.status, 202, queued.text);
      const claimed = await runner.claim();
      const { run, lease } = claimed.body.data as { run: { id: string }; lease: { token: string } };
      const done =
        outcome === 'complete'
          ? await runner.complete(run.id, lease.token, { summary: 'All done' })
          : await runner.fail(run.id, lease.token, { error: 'Tests broke' });
      assert.equal(done.status, 200, done.text);
    }
    await flush();
    const mails = mailbox.to(s.person.email);
    assert.equal(mails.length, 1, 'both in one bundle');
    const text = mails[0]!.parsed.text ?? '';
    assert.match(text, new RegExp(`The run of ${agent.name} you queued completed`));
    assert.match(text, new RegExp(`The run of ${agent.name} you queued failed`));
    assert.match(text, /Tests broke/);
  });
});

describe('unsubscribing', () => {
  it('the link works signed out: the page reads it, a click turns that kind off', async () => {
    const s = await scene();
    await s.api.post(`/issues/${s.identifier}/comments`, { body: mention(s.person.name) });
    await flush();
    const [mail] = mailbox.to(s.person.email);
    const token = linkIn(mail!, 'http://tandem.test/unsubscribe/').split('/unsubscribe/')[1]!;
    const anonymous = new Browser(app);
    const looked = await anonymous.request('GET', `/api/ui/unsubscribe/${token}`);
    assert.equal(looked.status, 200, looked.text);
    assert.deepEqual(looked.body.data.kinds, ['mentions']);
    const done = await anonymous.request('POST', `/api/ui/unsubscribe/${token}`, {});
    assert.equal(done.status, 200, done.text);
    assert.deepEqual(done.body.data.preferences, { mentions: false, assignments: true, runs: true });

    await s.api.post(`/issues/${s.identifier}/comments`, { body: mention(s.person.name) });
    await flush();
    assert.equal(mailbox.to(s.person.email).length, 1, 'no more mention mails');
  });

  it('the List-Unsubscribe address takes a mail program one-click form post', async () => {
    const s = await scene();
    await s.api.patch(`/issues/${s.identifier}`, { assignee: `user:${s.person.id}` });
    await flush();
    const [mail] = mailbox.to(s.person.email);
    const address = rawHeader(mail!, 'list-unsubscribe')
      .slice(1, -1)
      .replace('http://tandem.test', app.baseUrl);
    const response = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    assert.equal(response.status, 200, await response.text());
    const row = await app.db
      .selectFrom('notification_preferences')
      .selectAll()
      .where('user_id', '=', s.person.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.assignments, 0);
    assert.equal(row.mentions, 1);
  });

  it('a forged or altered link does nothing (404)', async () => {
    const s = await scene();
    await s.api.post(`/issues/${s.identifier}/comments`, { body: mention(s.person.name) });
    await flush();
    const [mail] = mailbox.to(s.person.email);
    const token = linkIn(mail!, 'http://tandem.test/unsubscribe/').split('/unsubscribe/')[1]!;
    const [, , signature] = token.split('.');
    const forged = [
      `${s.owner.id}.mentions.${signature}`,
      `${s.person.id}.mentions-assignments-runs.${signature}`,
      `${s.person.id}.mentions.${'A'.repeat(43)}`,
      `${s.person.id}.mentions`,
      'nonsense',
    ];
    for (const bad of forged) {
      assert.equal(
        (await new Browser(app).request('POST', `/api/ui/unsubscribe/${bad}`, {})).status,
        404,
        bad,
      );
    }
    const row = await app.db
      .selectFrom('notification_preferences')
      .selectAll()
      .where('user_id', 'in', [s.person.id, s.owner.id])
      .execute();
    assert.ok(row.every((r) => r.mentions === 1 && r.assignments === 1 && r.runs === 1));
  });
});

describe('Settings → Notifications', () => {
  it('reads the defaults (all on), refuses a wrong value, and is one person’s own', async () => {
    const s = await scene();
    await givePassword(app, s.person.id);
    const browser = await signedIn(app, s.person.email);
    const read = await browser.request('GET', '/api/ui/notification-preferences');
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.data, {
      mentions: true,
      assignments: true,
      runs: true,
      mail_enabled: true,
      email: s.person.email,
    });
    assert.equal(
      (await browser.request('PATCH', '/api/ui/notification-preferences', { runs: 'no' })).status,
      422,
    );
    assert.equal((await new Browser(app).request('GET', '/api/ui/notification-preferences')).status, 401);
  });
});
