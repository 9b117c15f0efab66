import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildMember, buildScene } from '../helpers/factories.js';
import { Browser, givePassword, signedIn } from '../helpers/session.js';
import { linkIn, startMailbox, startMailWorker, waitFor } from '../helpers/smtp.js';
import { PASSWORD_RESET_ANSWER, requestPasswordReset } from '../../src/domain/people/password-resets.js';

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
    assert.equal(invited.body.data.url, null, 'a mailed link is never shown to the inviter');
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

describe('the account takeover chain of issue 37, with mail on', () => {
  it('an inviter never sees a mailed link; whoever holds the account loses its tokens at the owner’s reset', async () => {
    const { browser: owner, workspace } = await ownerBrowser();
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    await givePassword(app, admin.id);
    const mallory = await signedIn(app, admin.email);
    const victim = `victim-${Date.now()}@example.com`;

    // 1. The admin invites a new address: the answer, the list and the outbox row hold no link for him.
    const invited = await mallory.request('POST', '/api/ui/invitations', { email: victim, role: 'member' });
    assert.equal(invited.status, 201, invited.text);
    assert.equal(invited.body.data.url, null);
    assert.ok(!invited.text.includes('/invite/'));
    const listed = await mallory.request('GET', '/api/ui/invitations');
    assert.ok(!listed.text.includes('/invite/'));

    // 2. Only the mailbox has it: its owner joins, and the account is confirmed (the link proves it).
    const [mail] = await mailsTo(victim);
    const token = linkIn(mail!, 'http://tandem.test/invite/').split('/invite/')[1]!;
    const realOwner = new Browser(app);
    const joined = await realOwner.request('POST', `/api/ui/invitations/${token}/accept`, {
      name: 'Victim',
      password: 'victim chose this well',
    });
    assert.equal(joined.status, 200, joined.text);
    const account = await app.db
      .selectFrom('users')
      .select(['id', 'email_unconfirmed_since'])
      .where('email', '=', victim)
      .executeTakeFirstOrThrow();
    assert.equal(account.email_unconfirmed_since, null);

    // 3. Say someone else held the account anyway (a leaked password) and minted a token: the owner's
    //    reset revokes it before any promotion can reach it.
    const intruder = await signedIn(app, victim, 'victim chose this well');
    const minted = await intruder.request('POST', '/api/ui/tokens', { name: 'backdoor' });
    assert.equal(minted.status, 201, minted.text);
    const backdoor = minted.body.data.token as string;
    assert.equal((await client(app, backdoor).get('/me')).status, 200);

    await askForReset(victim);
    const [resetMail] = await mailsTo(victim, 2).then((mails) => mails.slice(1));
    assert.match(resetMail!.parsed.text ?? '', /revokes its API tokens/, 'the mail says what happens');
    const resetToken = linkIn(resetMail!, RESET_LINK).slice(RESET_LINK.length);
    const set = await new Browser(app).request('POST', `/api/ui/password-reset/${resetToken}`, {
      password: 'the owner took it back',
    });
    assert.equal(set.status, 204, set.text);
    assert.equal((await client(app, backdoor).get('/me')).status, 401, 'the token is revoked');
    assert.equal((await intruder.request('GET', '/api/ui/session')).status, 401, 'the session ended');

    const promoted = await owner.request('PATCH', `/api/ui/members/${account.id}`, { role: 'owner' });
    assert.equal(promoted.status, 200, promoted.text);
    assert.equal((await client(app, backdoor).get('/me')).status, 401, 'still nothing after the promotion');
  });

  it('a reset confirms an account made from a handed-over link', async () => {
    const { workspace } = await ownerBrowser();
    const email = `handed-${Date.now()}@example.com`;
    const { id } = await app.db
      .insertInto('users')
      .values({
        email,
        name: 'Handed',
        created_at: new Date().toISOString(),
        email_unconfirmed_since: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await buildMember(app.db, workspace, { email });
    await givePassword(app, id);
    await askForReset(email);
    const [mail] = await mailsTo(email);
    const token = linkIn(mail!, RESET_LINK).slice(RESET_LINK.length);
    assert.equal(
      (
        await new Browser(app).request('POST', `/api/ui/password-reset/${token}`, {
          password: 'mine, really mine',
        })
      ).status,
      204,
    );
    const row = await app.db
      .selectFrom('users')
      .select('email_unconfirmed_since')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.equal(row.email_unconfirmed_since, null);
  });
});

describe('invitation mails are bounded (issue 37)', () => {
  it('ten an hour per inviter, then 429 with Retry-After and nothing queued', async () => {
    const { browser, workspace } = await ownerBrowser();
    const stamp = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        browser.request('POST', '/api/ui/invitations', {
          email: `flood-${stamp}-${i}@example.com`,
          role: 'member',
        }),
      ),
    );
    const created = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 429);
    assert.equal(created, 10, answers.map((a) => a.status).join(','));
    assert.equal(refused.length, 2);
    const retryAfter = Number(refused[0]!.headers.get('retry-after'));
    assert.ok(retryAfter > 3500 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    assert.match(refused[0]!.body.message, /10 invitations in the last hour/);
    const queued = await app.db
      .selectFrom('mail_messages')
      .select('id')
      .where('workspace_id', '=', workspace.id)
      .where('kind', '=', 'invitation')
      .execute();
    assert.equal(queued.length, 10);
  });

  it('thirty an hour per workspace, whoever invites', async () => {
    const { workspace } = await ownerBrowser();
    const stamp = Date.now();
    let sent = 0;
    const refusals: { message: string }[] = [];
    for (let a = 0; a < 4; a++) {
      const admin = await buildMember(app.db, workspace, { role: 'admin' });
      await givePassword(app, admin.id);
      const asAdmin = await signedIn(app, admin.email);
      for (let i = 0; i < 8; i++) {
        const answer = await asAdmin.request('POST', '/api/ui/invitations', {
          email: `ws-${stamp}-${a}-${i}@example.com`,
          role: 'member',
        });
        if (answer.status === 201) sent += 1;
        else if (answer.status === 429) refusals.push(answer.body);
        else assert.fail(answer.text);
      }
    }
    assert.equal(sent, 30);
    assert.equal(refusals.length, 2);
    for (const refusal of refusals) assert.match(refusal.message, /This workspace has sent 30/);
  });
});

describe('asking for a reset does the same work for any email (issue 37)', () => {
  /** The statements a request runs, parameters aside, through a plugin that sees each query. */
  async function statementsOf(email: string): Promise<string[]> {
    const seen: string[] = [];
    const executor = app.db.getExecutor();
    const recording = app.db.withPlugin({
      transformQuery: (args) => {
        seen.push(executor.compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const answer = await requestPasswordReset(recording, { email }, true);
    assert.equal(answer.message, PASSWORD_RESET_ANSWER);
    return seen;
  }

  it('runs the same statements for an account and for an unknown email, and never reads users', async () => {
    const { owner } = await ownerBrowser();
    const known = await statementsOf(owner.email);
    const unknown = await statementsOf(`nobody-${Date.now()}@example.com`);
    assert.deepEqual(known, unknown);
    assert.ok(known.length > 0);
    assert.ok(!known.some((sql) => /"users"/.test(sql)), known.join('\n'));
    const jobs = await app.db
      .selectFrom('jobs')
      .select(['run_at', 'created_at'])
      .where('name', '=', 'mail.password_reset')
      .execute();
    for (const job of jobs) {
      const delay = Date.parse(job.run_at) - Date.parse(job.created_at);
      assert.ok(delay >= 250 && delay <= 1250, `the worker's part starts later (${delay} ms)`);
    }
  });
});
