import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import pino from 'pino';
import { ulid } from 'ulid';
import { loadConfig } from '../../src/config.js';
import {
  mailIntake,
  receiveMail,
  MAIL_WRITES_PER_SENDER_PER_HOUR,
} from '../../src/domain/integrations/inbound-mail.js';
import { replyKey, signedMessageId } from '../../src/domain/integrations/mail-replies.js';
import { MailboxPoller, ownAddresses, pollMailbox } from '../../src/mail/imap-poller.js';
import { createStorage, type ObjectStorage } from '../../src/storage/index.js';
import { client, startTestApp } from '../helpers/app.js';
import { PDF, png } from '../helpers/attachment-files.js';
import { composeMail, Dovecot } from '../helpers/dovecot.js';
import { buildIssue, buildMember, buildScene, buildWorkspace } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';
import { flushOutbox, startMailbox, startMailWorker } from '../helpers/smtp.js';

/** Issues by mail (decisions §12.15, issue 41) against a real IMAP server (Dovecot). */
const dovecot = await Dovecot.start();
const smtp = await startMailbox();
const app = await startTestApp({ ...smtp.env, SERVICE_IMAP_URL: dovecot.url() });
const mailWorker = await startMailWorker(app.services);
after(async () => {
  await mailWorker.stop();
  await smtp.stop();
  await dovecot.stop();
});
const storage = createStorage(app.config);
const log = pino({ level: 'silent' });
/** What the worker's job hands the poller: the domain's intake over this storage. */
const intakeOver = (store: ObjectStorage) =>
  mailIntake({
    db: app.db,
    storage: store,
    system: app.system,
    ownAddresses: ownAddresses(app.config),
  });
const context = { intake: intakeOver(storage), config: app.config, log };
const poll = () => pollMailbox(context);

async function scene() {
  const s = await buildScene(app.db);
  const person = await buildMember(app.db, s.workspace);
  return { ...s, person, api: client(app, s.token) };
}

async function deliver(mail: Parameters<typeof composeMail>[0]) {
  const composed = composeMail(mail);
  await dovecot.append(composed.raw);
  return composed;
}

async function issuesOf(workspaceId: number) {
  return app.db
    .selectFrom('issues')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
}

async function recorded(sender: string) {
  return app.db.selectFrom('inbound_mails').selectAll().where('sender', '=', sender).orderBy('id').execute();
}

describe('a member writes', () => {
  it('becomes an issue by that member: subject, text, attachments kept; the mail is flagged Seen', async () => {
    const s = await scene();
    const image = await png();
    await deliver({
      from: `${s.person.name} <${s.person.email.toUpperCase()}>`,
      subject: 'The export <b>breaks</b>',
      text: 'Steps:\n1. open <script>alert(1)</script>\n\nThanks',
      attachments: [
        { name: 'screen.png', type: 'image/png', bytes: image },
        { name: 'report.pdf', type: 'application/pdf', bytes: PDF },
      ],
    });
    const { outcomes } = await poll();
    assert.equal(outcomes.length, 1);
    assert.equal(outcomes[0]!.outcome, 'issue');
    const [issue] = await issuesOf(s.workspace.id);
    assert.ok(issue);
    assert.equal(issue.title, 'The export <b>breaks</b>');
    assert.equal(issue.creator_type, 'user');
    assert.equal(issue.creator_id, s.person.id);
    assert.equal(
      issue.description,
      '<p>Steps:<br />1. open &lt;script&gt;alert(1)&lt;/script&gt;</p><p>Thanks</p>',
    );
    const res = await s.api.get(`/issues/${s.workspace.issue_prefix}-${issue.number}/attachments`);
    assert.equal(res.status, 200, res.text);
    const files = res.body.data as { name: string; mime: string; size: number }[];
    assert.deepEqual(files.map((file) => [file.name, file.mime, file.size]).sort(), [
      ['report.pdf', 'application/pdf', PDF.length],
      ['screen.png', 'image/png', image.length],
    ]);
    const pdf = (res.body.data as { id: number; name: string }[]).find((file) => file.name === 'report.pdf')!;
    const download = await s.api.get(`/attachments/${pdf.id}`);
    assert.equal(download.status, 200);
    assert.equal(download.text, PDF.toString('utf8'));
    assert.deepEqual((await dovecot.flags()).at(-1)?.includes('\\Seen'), true);
  });

  it('leaves out a file the upload rules refuse (an executable) and says so in the issue', async () => {
    const s = await scene();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);
    await deliver({
      from: s.person.email,
      subject: 'With a program',
      text: 'See the file',
      attachments: [{ name: 'tool.bin', type: 'application/octet-stream', bytes: elf }],
    });
    await poll();
    const [issue] = await issuesOf(s.workspace.id);
    assert.ok(issue);
    assert.match(
      issue.description ?? '',
      /Attachments left out: tool\.bin \(The file type .* is not allowed\.\)/,
    );
    const files = await app.db
      .selectFrom('attachments')
      .select('id')
      .where('issue_id', '=', issue.id)
      .execute();
    assert.equal(files.length, 0);
  });

  it('picks the workspace by the plus-tag; without one, a member of several workspaces is refused', async () => {
    const s = await scene();
    const other = await buildWorkspace(app.db);
    await buildMember(app.db, other, { email: s.person.email });
    await deliver({ from: s.person.email, subject: 'Where does it go?' });
    await deliver({ from: s.person.email, to: `support+${other.slug}@tandem.test`, subject: 'Tagged' });
    await deliver({ from: s.person.email, to: 'support+no-such-workspace@tandem.test', subject: 'Lost' });
    const { outcomes } = await poll();
    assert.deepEqual(
      outcomes.map((outcome) => ('reason' in outcome ? outcome.reason : outcome.outcome)),
      ['ambiguous_workspace', 'issue', 'unknown_workspace'],
    );
    assert.deepEqual(
      (await issuesOf(other.id)).map((issue) => issue.title),
      ['Tagged'],
    );
    assert.deepEqual(await issuesOf(s.workspace.id), []);
  });

  it('refuses a guest (who may not open issues) and records why', async () => {
    const s = await scene();
    const guest = await buildMember(app.db, s.workspace, { role: 'guest' });
    await deliver({ from: guest.email, subject: 'A guest writes' });
    const { outcomes } = await poll();
    assert.equal(outcomes[0]!.outcome, 'refused');
    assert.deepEqual(await issuesOf(s.workspace.id), []);
  });
});

describe('strangers', () => {
  it('are refused: no issue, nothing sent back', async () => {
    const s = await scene();
    const sentBefore = smtp.received.length;
    await deliver({ from: 'someone@elsewhere.example', to: `support+${s.workspace.slug}@tandem.test` });
    const { outcomes } = await poll();
    assert.deepEqual(outcomes, [{ outcome: 'refused', reason: 'stranger' }]);
    assert.deepEqual(await issuesOf(s.workspace.id), []);
    await flushOutbox(app.db);
    assert.equal(smtp.received.length, sentBefore, 'no answer to a stranger (no backscatter)');
  });

  it('are filed for triage in the backlog when the workspace says so, the sender named', async () => {
    const s = await scene();
    await givePassword(app, s.owner.id);
    const browser = await signedIn(app, s.owner.email);
    const res = await browser.request('PATCH', '/api/ui/workspace', { file_mail_from_strangers: true });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.file_mail_from_strangers, true);
    await deliver({
      from: 'Eve <eve@elsewhere.example>',
      to: `support+${s.workspace.slug}@tandem.test`,
      subject: 'Your product',
      text: 'It <i>breaks</i>',
    });
    await poll();
    const [issue] = await issuesOf(s.workspace.id);
    assert.ok(issue);
    assert.equal(issue.status, 'backlog');
    assert.equal(issue.creator_id, s.owner.id);
    assert.match(
      issue.description ?? '',
      /^<p>Sent by mail from eve@elsewhere\.example, who is not a member: filed for triage\.<\/p>/,
    );
    assert.equal((await recorded('eve@elsewhere.example'))[0]?.reason, 'stranger_triage');
  });

  it('a member may not change the setting', async () => {
    const s = await scene();
    await givePassword(app, s.person.id);
    const browser = await signedIn(app, s.person.email);
    const res = await browser.request('PATCH', '/api/ui/workspace', { file_mail_from_strangers: true });
    assert.equal(res.status, 403);
  });
});

describe('replies to notifications', () => {
  it('a reply to a notification mail becomes a comment by its author, without the quoted mail', async () => {
    const s = await scene();
    const issue = await buildIssue(app.db, s.workspace, { title: 'Discuss by mail' });
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    const res = await s.api.post(`/issues/${identifier}/comments`, {
      body: `<p>Look, @${s.person.name}</p>`,
    });
    assert.equal(res.status, 201, res.text);
    await flushOutbox(app.db);
    const [notification] = smtp.to(s.person.email);
    assert.ok(notification?.parsed.messageId);
    assert.match(notification.parsed.messageId, new RegExp(`\\.r\\.${issue.id}\\.${s.person.id}\\.`));
    await deliver({
      from: s.person.email,
      subject: `Re: ${notification.parsed.subject}`,
      text: `Done, see the attached file.\n\nOn Thu, 3 Dec 2026 at 10:00, Tandem <tandem@example.com>\nwrote:\n> ${s.owner.name} mentioned you:\n> Look`,
      headers: { 'In-Reply-To': notification.parsed.messageId, References: notification.parsed.messageId },
      attachments: [{ name: 'fix.pdf', type: 'application/pdf', bytes: PDF }],
    });
    const { outcomes } = await poll();
    assert.equal(outcomes[0]!.outcome, 'comment');
    const comments = await s.api.get(`/issues/${identifier}/comments`);
    const last = comments.body.data.at(-1) as { body: string; author: { id: number } };
    assert.equal(last.body, '<p>Done, see the attached file.</p>');
    assert.equal(last.author.id, s.person.id);
    const files = await app.db
      .selectFrom('attachments')
      .select(['name', 'comment_id'])
      .where('issue_id', '=', issue.id)
      .execute();
    assert.deepEqual(files, [
      { name: 'fix.pdf', comment_id: (outcomes[0] as { commentId: number }).commentId },
    ]);
    assert.equal((await issuesOf(s.workspace.id)).length, 1, 'no new issue');
  });

  it('a forged reference (bad signature, or another issue signed for nobody) is refused', async () => {
    const s = await scene();
    const issue = await buildIssue(app.db, s.workspace, { title: 'Target' });
    const genuine = signedMessageId(
      await replyKey(app.db),
      ulid(),
      { issueId: issue.id, userId: s.person.id },
      'tandem.test',
    );
    const forged = genuine.replace(
      /\.([A-Za-z0-9_-]{22})@/,
      (_m, sig: string) => `.${sig.slice(0, 21)}${sig.endsWith('A') ? 'B' : 'A'}@`,
    );
    const otherIssue = genuine.replace(`.r.${issue.id}.`, `.r.${issue.id + 1}.`);
    await deliver({ from: s.person.email, subject: 'Re: x', text: 'Hi', headers: { 'In-Reply-To': forged } });
    await deliver({
      from: s.person.email,
      subject: 'Re: y',
      text: 'Hi',
      headers: { References: otherIssue },
    });
    const { outcomes } = await poll();
    assert.deepEqual(outcomes, [
      { outcome: 'refused', reason: 'forged_reply' },
      { outcome: 'refused', reason: 'forged_reply' },
    ]);
    assert.equal(
      (await app.db.selectFrom('comments').select('id').where('issue_id', '=', issue.id).execute()).length,
      0,
    );
    assert.equal((await issuesOf(s.workspace.id)).length, 1);
  });

  it('a genuine reference used by someone outside the workspace is refused', async () => {
    const s = await scene();
    const issue = await buildIssue(app.db, s.workspace, { title: 'Private' });
    const outsider = await scene();
    const id = signedMessageId(
      await replyKey(app.db),
      ulid(),
      { issueId: issue.id, userId: s.person.id },
      'tandem.test',
    );
    await deliver({
      from: outsider.person.email,
      subject: 'Re: Private',
      text: 'Me too',
      headers: { 'In-Reply-To': id },
    });
    const { outcomes } = await poll();
    assert.deepEqual(outcomes, [{ outcome: 'refused', reason: 'stranger' }]);
  });
});

describe('loops and automatic mail', () => {
  it('ignores auto-replies, bulk and list mail, bounces and our own mail: flagged Seen, recorded, nothing made', async () => {
    const s = await scene();
    const from = s.person.email;
    await deliver({ from, subject: 'Out of office', headers: { 'Auto-Submitted': 'auto-replied' } });
    await deliver({ from, subject: 'Newsletter', headers: { Precedence: 'bulk' } });
    await deliver({ from, subject: 'Away', headers: { 'X-Autoreply': 'yes' } });
    await deliver({ from, subject: 'Exchange away', headers: { 'X-Auto-Response-Suppress': 'All' } });
    await deliver({ from, subject: 'A list', headers: { 'List-Id': '<dev.lists.example>' } });
    await deliver({ from, subject: 'Returned', headers: { 'Return-Path': '<>' } });
    await deliver({ from: 'MAILER-DAEMON@mx.example.org', subject: 'Undelivered Mail' });
    await deliver({ from: 'Tandem <tandem@example.com>', subject: '[ACME-1] Our own notification' });
    const { outcomes } = await poll();
    assert.deepEqual(
      outcomes.map((outcome) => (outcome.outcome === 'ignored' ? outcome.reason : outcome.outcome)),
      [
        'auto_submitted',
        'precedence',
        'auto_reply',
        'auto_reply',
        'mailing_list',
        'bounce',
        'bounce',
        'own_address',
      ],
    );
    assert.deepEqual(await issuesOf(s.workspace.id), []);
    assert.ok((await dovecot.flags()).every((flags) => flags.includes('\\Seen')));
    // Auto-Submitted: no is a person writing.
    await deliver({ from, subject: 'Written by hand', headers: { 'Auto-Submitted': 'no' } });
    assert.equal((await poll()).outcomes[0]!.outcome, 'issue');
  });

  it('knows our own addresses: SERVICE_MAIL_FROM and the mailbox user when it is an address', () => {
    const config = loadConfig({
      SERVICE_SMTP_URL: 'smtp://u:p@127.0.0.1:25',
      SERVICE_MAIL_FROM: 'Tandem <Tandem@Example.com>',
      SERVICE_IMAP_URL: 'imaps://support%40example.com:pw@imap.example.com/Inbox',
    });
    assert.deepEqual(ownAddresses(config), ['tandem@example.com', 'support@example.com']);
    assert.equal(config.imap?.mailbox, 'Inbox');
    assert.equal(config.imap?.port, 993);
  });

  it('refuses a mail whose receiving server found DMARC failing (a forged From)', async () => {
    const s = await scene();
    await deliver({
      from: s.person.email,
      subject: 'Spoofed',
      headers: {
        'Authentication-Results':
          'mx.tandem.test; spf=fail smtp.mailfrom=example.com; dmarc=fail (p=none) header.from=example.com',
      },
    });
    await deliver({
      from: s.person.email,
      subject: 'Genuine',
      headers: {
        'Authentication-Results': 'mx.tandem.test; spf=pass; dkim=pass; dmarc=pass header.from=example.com',
      },
    });
    const { outcomes } = await poll();
    assert.deepEqual(outcomes[0], { outcome: 'refused', reason: 'dmarc_fail' });
    assert.equal(outcomes[1]!.outcome, 'issue');
    assert.deepEqual(
      (await issuesOf(s.workspace.id)).map((issue) => issue.title),
      ['Genuine'],
    );
  });

  it(`caps a sender at ${MAIL_WRITES_PER_SENDER_PER_HOUR} issues an hour`, async () => {
    const s = await scene();
    const now = new Date().toISOString();
    await app.db
      .insertInto('inbound_mails')
      .values(
        Array.from({ length: MAIL_WRITES_PER_SENDER_PER_HOUR }, (_, index) => ({
          message_key: `flood-${s.person.id}-${index}`,
          workspace_id: s.workspace.id,
          sender: s.person.email,
          outcome: 'issue' as const,
          reason: null,
          issue_id: null,
          comment_id: null,
          received_at: now,
        })),
      )
      .execute();
    await deliver({ from: s.person.email, subject: 'One more' });
    assert.deepEqual((await poll()).outcomes, [{ outcome: 'refused', reason: 'rate_limited' }]);
    assert.deepEqual(await issuesOf(s.workspace.id), []);
  });
});

describe('each mail acts once', () => {
  it('the same mail delivered twice makes one issue', async () => {
    const s = await scene();
    const mail = composeMail({ from: s.person.email, subject: 'Twice' });
    await dovecot.append(mail.raw);
    await dovecot.append(mail.raw);
    const { outcomes } = await poll();
    assert.deepEqual(
      outcomes.map((outcome) => outcome.outcome),
      ['issue', 'duplicate'],
    );
    assert.equal((await issuesOf(s.workspace.id)).length, 1);
  });

  it('a mail acted on but never flagged (the process died) is not acted on again', async () => {
    const s = await scene();
    const mail = composeMail({ from: s.person.email, subject: 'Died before the flag' });
    await dovecot.append(mail.raw);
    // What the dead process did: the transaction committed, the flag never set.
    const first = await receiveMail(
      { db: app.db, storage, system: app.system, ownAddresses: [] },
      Buffer.from(mail.raw),
    );
    assert.equal(first.outcome, 'issue');
    const { outcomes } = await poll();
    assert.deepEqual(outcomes, [{ outcome: 'duplicate' }]);
    assert.equal((await issuesOf(s.workspace.id)).length, 1);
    assert.ok((await dovecot.flags()).at(-1)?.includes('\\Seen'));
  });

  it('a failure mid-way (storage down) loses nothing: the mail stays unseen and is read whole later', async () => {
    const s = await scene();
    await deliver({
      from: s.person.email,
      subject: 'Storage away',
      attachments: [{ name: 'a.pdf', type: 'application/pdf', bytes: PDF }],
    });
    // The storage fails as the attachment is written: nothing is recorded, the mail stays unseen.
    const broken = Object.create(storage) as ObjectStorage;
    broken.put = () => Promise.reject(new Error('storage unavailable'));
    await assert.rejects(pollMailbox({ ...context, intake: intakeOver(broken) }), /storage unavailable/);
    assert.deepEqual(await issuesOf(s.workspace.id), []);
    assert.deepEqual(await recorded(s.person.email), []);
    assert.ok(!(await dovecot.flags()).at(-1)?.includes('\\Seen'));
    const { outcomes } = await poll();
    assert.equal(outcomes[0]!.outcome, 'issue');
    assert.equal((await issuesOf(s.workspace.id)).length, 1);
  });
});

describe('the connection', () => {
  it('a server away or a wrong password is logged and tried again later with growing waits, never thrown', async () => {
    let now = 1_000_000;
    const poller = new MailboxPoller(() => now);
    const warnings: unknown[] = [];
    const watching = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const wrong = loadConfig({
      SERVICE_APP_URL: 'http://tandem.test',
      SERVICE_IMAP_URL: `imap://support:wrong@127.0.0.1:${dovecot.port}`,
    });
    const away = { ...context, config: wrong, log: watching };
    assert.equal(await poller.poll(away), null);
    assert.equal(warnings.length, 1);
    assert.ok(!JSON.stringify(warnings).includes('imap secret'));
    assert.match(JSON.stringify(warnings[0]), /"retryInSeconds":60/);
    now += 30_000;
    assert.equal(await poller.poll(away), null);
    assert.equal(warnings.length, 1, 'waits before trying again');
    now += 31_000;
    await poller.poll(away);
    assert.match(JSON.stringify(warnings[1]), /"retryInSeconds":120/);
    now += 121_000;
    const result = await poller.poll({ ...context, log: watching });
    assert.ok(result, 'back to work once the mailbox answers');
  });

  it('refuses an SERVICE_IMAP_URL that is not imap:// or imaps:// with credentials, without showing the password', () => {
    assert.throws(
      () => loadConfig({ SERVICE_IMAP_URL: 'pop3://u:p@host' }),
      /SERVICE_IMAP_URL must start with imap/,
    );
    assert.throws(() => loadConfig({ SERVICE_IMAP_URL: 'imap://host' }), /user and a password/);
    assert.throws(
      () => loadConfig({ SERVICE_IMAP_URL: 'ftp://u:hunter2@host' }),
      (error: Error) => !error.message.includes('hunter2'),
    );
  });
});
