import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { buildMember, buildScene } from '../helpers/factories.js';
import { Browser, givePassword, signedIn } from '../helpers/session.js';
import { linkIn, startMailbox, startMailWorker, waitFor } from '../helpers/smtp.js';

/** Invitations and password resets by mail (decisions §11.2, §11.7), through a real SMTP server. */
const mailbox = await startMailbox();
const app = await startTestApp(mailbox.env);
const worker = await startMailWorker(app.services);
after(async () => {
  await worker.stop();
  await mailbox.stop();
});

const RESET_LINK = 'http://tandem.test/reset-password/';

async function ownerBrowser() {
  const scene = await buildScene(app.db);
  await givePassword(app, scene.owner.id);
  return { ...scene, browser: await signedIn(app, scene.owner.email) };
}

async function mailsTo(address: string, count = 1) {
  return waitFor(
    () => mailbox.to(address).length >= count && mailbox.to(address),
    `${count} mail(s) to ${address}`,
  );
}

/** Asks for a reset and waits until the worker has dealt with it (one job per email at a time). */
async function askForReset(email: string) {
  const answer = await new Browser(app).request('POST', '/api/ui/password-reset', { email });
  await waitFor(
    async () =>
      (await app.db
        .selectFrom('jobs')
        .select('id')
        .where('name', '=', 'mail.password_reset')
        .executeTakeFirst()) === undefined,
    'the reset job done',
  );
  return answer;
}

describe('invitations by mail', () => {
  it('mails the invitee the link, which opens the invitation and lets them join', async () => {
    const { browser, workspace, owner } = await ownerBrowser();
    const email = `new-${Date.now()}@example.com`;
    const invited = await browser.request('POST', '/api/ui/invitations', { email, role: 'member' });
    assert.equal(invited.status, 201, invited.text);
    assert.equal(invited.body.data.mailed, true);

    const [mail] = await mailsTo(email);
    assert.equal(mail!.parsed.subject, `${owner.name} invited you to ${workspace.name} on Tandem`);
    assert.match(mail!.parsed.from!.text, /tandem@example.com/);
    const link = linkIn(mail!, 'http://tandem.test/invite/');
    assert.equal(link, invited.body.data.url, 'the same link the inviter was shown');
    assert.ok(mail!.parsed.html && mail!.parsed.html.includes(`href="${link}"`));
    assert.match(mail!.parsed.messageId ?? '', /^<[0-9a-z]+\.invitation@tandem\.test>$/);

    const token = link.split('/invite/')[1]!;
    const joined = await new Browser(app).request('POST', `/api/ui/invitations/${token}/accept`, {
      name: 'New Person',
      password: 'a long new password',
    });
    assert.equal(joined.status, 200, joined.text);
    assert.equal(joined.body.data.workspace.slug, workspace.slug);

    const row = await app.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    assert.equal(row.state, 'sent');
    assert.equal(row.text_body, null, 'the link does not stay in the outbox once sent');
  });

  it('an invitation that fails (already a member) mails nobody', async () => {
    const { browser, workspace } = await ownerBrowser();
    const member = await buildMember(app.db, workspace);
    const refused = await browser.request('POST', '/api/ui/invitations', {
      email: member.email,
      role: 'member',
    });
    assert.equal(refused.status, 422);
    const rows = await app.db
      .selectFrom('mail_messages')
      .select('id')
      .where('to_address', '=', member.email)
      .execute();
    assert.deepEqual(rows, []);
  });
});

describe('password reset by mail', () => {
  it('a link mailed to the account sets a new password once, ending every session and other link', async () => {
    const { owner } = await ownerBrowser();
    const elsewhere = await signedIn(app, owner.email);
    assert.equal((await elsewhere.request('GET', '/api/ui/session')).status, 200);

    const answer = await askForReset(owner.email.toUpperCase());
    assert.equal(answer.status, 202);
    await askForReset(owner.email);
    const mails = await mailsTo(owner.email, 2);
    assert.equal(mails[0]!.parsed.subject, 'Set a new Tandem password');
    const first = linkIn(mails[0]!, RESET_LINK);
    const second = linkIn(mails[1]!, RESET_LINK);
    const token = second.slice(RESET_LINK.length);

    const looked = await new Browser(app).request('GET', `/api/ui/password-reset/${token}`);
    assert.equal(looked.status, 200, looked.text);
    assert.equal(looked.body.data.email, owner.email);

    const short = await new Browser(app).request('POST', `/api/ui/password-reset/${token}`, {
      password: 'short',
    });
    assert.equal(short.status, 422, 'a weak password is refused and the link stays usable');

    const set = await new Browser(app).request('POST', `/api/ui/password-reset/${token}`, {
      password: 'a brand new password',
    });
    assert.equal(set.status, 204, set.text);
    assert.equal((await elsewhere.request('GET', '/api/ui/session')).status, 401, 'old sessions ended');
    assert.equal((await new Browser(app).signIn(owner.email)).status, 401, 'the old password is gone');
    assert.equal((await new Browser(app).signIn(owner.email, 'a brand new password')).status, 200);

    const again = await new Browser(app).request('POST', `/api/ui/password-reset/${token}`, {
      password: 'another new password',
    });
    assert.equal(again.status, 404, 'single use');
    const older = await new Browser(app).request(
      'GET',
      `/api/ui/password-reset/${first.slice(RESET_LINK.length)}`,
    );
    assert.equal(older.status, 404, 'the other links ended with the reset');
  });

  it('answers alike for an unknown email, and mails nobody', async () => {
    const { owner } = await ownerBrowser();
    const known = await askForReset(owner.email);
    const unknown = await askForReset(`nobody-${Date.now()}@example.com`);
    assert.equal(unknown.status, known.status);
    assert.deepEqual(unknown.body, known.body);
    await mailsTo(owner.email);
    const sentTo = mailbox.received.flatMap((mail) => mail.to);
    assert.ok(!sentTo.some((to) => to.startsWith('nobody-')));
  });

  it('refuses a made-up, tampered or expired link with the same 404', async () => {
    const { owner } = await ownerBrowser();
    await askForReset(owner.email);
    const [mail] = await mailsTo(owner.email);
    const token = linkIn(mail!, RESET_LINK).slice(RESET_LINK.length);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'tdmpw_nothing', 'x'.repeat(64), token.replace('tdmpw_', 'tdm_')]) {
      const looked = await new Browser(app).request('GET', `/api/ui/password-reset/${bad}`);
      assert.equal(looked.status, 404, bad);
      const used = await new Browser(app).request('POST', `/api/ui/password-reset/${bad}`, {
        password: 'a brand new password',
      });
      assert.equal(used.status, 404, bad);
    }
    await app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', owner.id)
      .execute();
    const expired = await new Browser(app).request('POST', `/api/ui/password-reset/${token}`, {
      password: 'a brand new password',
    });
    assert.equal(expired.status, 404, 'expired');
    assert.equal((await new Browser(app).signIn(owner.email)).status, 200, 'the password did not change');
  });

  it('sends at most three links an hour to one account, however often it is asked', async () => {
    const { owner } = await ownerBrowser();
    for (let i = 0; i < 6; i++) assert.equal((await askForReset(owner.email)).status, 202);
    await mailsTo(owner.email, 3);
    const rows = await app.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', owner.id)
      .execute();
    assert.equal(rows.length, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(mailbox.to(owner.email).length, 3);
  });

  it('refuses a malformed email with 422 and a cross-site form with 403', async () => {
    const bad = await new Browser(app).request('POST', '/api/ui/password-reset', { email: 'not an email' });
    assert.equal(bad.status, 422);
    const crossSite = await new Browser(app).request(
      'POST',
      '/api/ui/password-reset',
      { email: 'a@example.com' },
      { origin: 'http://evil.example' },
    );
    assert.equal(crossSite.status, 403);
  });
});

describe('the SMTP server away', () => {
  it('a mail waits in the outbox while the server is down and goes once it is back', async () => {
    const { browser } = await ownerBrowser();
    await mailbox.stop();
    const email = `waiting-${Date.now()}@example.com`;
    try {
      const invited = await browser.request('POST', '/api/ui/invitations', { email, role: 'member' });
      assert.equal(invited.status, 201);
      const row = await waitFor(
        () =>
          app.db
            .selectFrom('mail_messages')
            .selectAll()
            .where('to_address', '=', email)
            .where('attempts', '>=', 1)
            .executeTakeFirst(),
        'a failed attempt',
      );
      assert.equal(row.state, 'pending');
      assert.match(row.last_error ?? '', /ECONNREFUSED|connect/i);
      assert.ok(!(row.last_error ?? '').includes('smtp secret'), 'the password is never recorded');
    } finally {
      await mailbox.start();
    }
    const [mail] = await mailsTo(email);
    assert.ok(linkIn(mail!, 'http://tandem.test/invite/'));
  });
});
