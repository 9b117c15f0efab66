import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inTransaction } from '../../../src/db/connection.js';
import { setPassword } from '../../../src/domain/people/sessions.js';
import { client, startTestApp } from '../../helpers/app.js';
import { buildMember, buildScene } from '../../helpers/factories.js';
import { Browser, givePassword, signedIn, TEST_PASSWORD } from '../../helpers/session.js';

/** Issue 37 without mail: tokens that end with the password, unconfirmed accounts, password rules. */
const app = await startTestApp();

async function ownerBrowser() {
  const scene = await buildScene(app.db);
  await givePassword(app, scene.owner.id);
  return { ...scene, browser: await signedIn(app, scene.owner.email) };
}

async function newToken(browser: Browser, name = 'laptop') {
  const made = await browser.request('POST', '/api/ui/tokens', { name });
  assert.equal(made.status, 201, made.text);
  return made.body.data.token as string;
}

async function tokenWorks(token: string) {
  return (await client(app, token).get('/me')).status === 200;
}

async function inviteAndAccept(inviter: Browser, email: string, role = 'member') {
  const invited = await inviter.request('POST', '/api/ui/invitations', { email, role });
  assert.equal(invited.status, 201, invited.text);
  assert.equal(invited.body.data.mailed, false);
  const token = (invited.body.data.url as string).split('/invite/')[1]!;
  const joiner = new Browser(app);
  const joined = await joiner.request('POST', `/api/ui/invitations/${token}/accept`, {
    name: 'Joiner',
    password: 'a long new password',
  });
  assert.equal(joined.status, 200, joined.text);
  return joiner;
}

describe('API tokens end with the password (issue 37)', () => {
  it('a password change revokes the person’s tokens in every workspace unless they keep them', async () => {
    const { browser, owner } = await ownerBrowser();
    const other = await buildScene(app.db);
    await buildMember(app.db, other.workspace, { email: owner.email });
    const here = await newToken(browser);
    await browser.request('PUT', '/api/ui/session/workspace', { workspace: other.workspace.slug });
    const there = await newToken(browser);

    const kept = await browser.request('PUT', '/api/ui/password', {
      current_password: TEST_PASSWORD,
      new_password: 'first new passphrase',
      revoke_tokens: false,
    });
    assert.equal(kept.status, 204, kept.text);
    assert.ok((await tokenWorks(here)) && (await tokenWorks(there)), 'unticked: the tokens stay');

    const changed = await browser.request('PUT', '/api/ui/password', {
      current_password: 'first new passphrase',
      new_password: 'second new passphrase',
    });
    assert.equal(changed.status, 204, changed.text);
    assert.equal(await tokenWorks(here), false, 'revoked by default');
    assert.equal(await tokenWorks(there), false, 'in the other workspace too');
    assert.equal((await browser.request('GET', '/api/ui/session')).status, 200, 'this session stays');
  });

  it('sign out everywhere revokes them too, unless revoke_tokens=false', async () => {
    const { browser, owner } = await ownerBrowser();
    const token = await newToken(browser);
    const keep = await browser.request('DELETE', '/api/ui/sessions?revoke_tokens=false');
    assert.equal(keep.status, 204);
    assert.equal(await tokenWorks(token), true);
    const again = await signedIn(app, owner.email);
    assert.equal((await again.request('DELETE', '/api/ui/sessions')).status, 204);
    assert.equal(await tokenWorks(token), false);
    const bad = await (
      await signedIn(app, owner.email)
    ).request('DELETE', '/api/ui/sessions?revoke_tokens=maybe');
    assert.equal(bad.status, 422);
  });

  it('tandem admin user set-password revokes every token and session of the person', async () => {
    const { browser, owner, token: seeded } = await ownerBrowser();
    const token = await newToken(browser);
    const result = await inTransaction(app.db, (tx) => setPassword(tx, owner.email, 'the admin chose this'));
    assert.equal(result.revoked_tokens, 2);
    assert.equal(await tokenWorks(token), false);
    assert.equal(await tokenWorks(seeded), false);
    assert.equal((await browser.request('GET', '/api/ui/session')).status, 401);
  });
});

describe('an account made from a handed-over link is unconfirmed (issue 37)', () => {
  it('the inviter who accepts a new address’s link himself gets an account that can mint no token and be promoted to nothing; set-password ends it', async () => {
    const { browser: owner, workspace } = await ownerBrowser();
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    await givePassword(app, admin.id);
    const asAdmin = await signedIn(app, admin.email);
    const victim = `victim-${Date.now()}@example.com`;
    // Mail is off: the admin is shown the link, and opens it himself.
    const mallory = await inviteAndAccept(asAdmin, victim);

    const row = await app.db
      .selectFrom('users')
      .select(['id', 'email_unconfirmed_since'])
      .where('email', '=', victim)
      .executeTakeFirstOrThrow();
    assert.ok(row.email_unconfirmed_since !== null, 'unconfirmed');

    const minted = await mallory.request('POST', '/api/ui/tokens', { name: 'keep this' });
    assert.equal(minted.status, 403, minted.text);
    assert.match(minted.body.message, /not confirmed/);
    assert.equal(
      (await app.db.selectFrom('api_tokens').select('id').where('user_id', '=', row.id).execute()).length,
      0,
    );

    for (const role of ['admin', 'owner']) {
      const promoted = await owner.request('PATCH', `/api/ui/members/${row.id}`, { role });
      assert.equal(promoted.status, 422, promoted.text);
      assert.match(promoted.body.errors.role[0], /not confirmed/);
    }
    assert.equal((await owner.request('PATCH', `/api/ui/members/${row.id}`, { role: 'guest' })).status, 200);

    // The installation's administrator hands the account to its real owner: Mallory's session ends and
    // the account is confirmed, so it may now be promoted.
    await inTransaction(app.db, (tx) => setPassword(tx, victim, 'the real owner’s password'));
    assert.equal((await mallory.request('GET', '/api/ui/session')).status, 401);
    assert.equal((await owner.request('PATCH', `/api/ui/members/${row.id}`, { role: 'admin' })).status, 200);
    const realOwner = await signedIn(app, victim, 'the real owner’s password');
    assert.equal((await realOwner.request('POST', '/api/ui/tokens', { name: 'mine' })).status, 201);
  });

  it('a link made by the installation administrator (no inviter) makes a confirmed account', async () => {
    const { workspace } = await ownerBrowser();
    const { inviteToWorkspace } = await import('../../../src/domain/people/invitations.js');
    const email = `cli-${Date.now()}@example.com`;
    const made = await inTransaction(app.db, (tx) =>
      inviteToWorkspace(
        tx,
        { ...app.system, appUrl: 'http://x' },
        { workspaceId: workspace.id, email, role: 'member', invitedBy: null },
      ),
    );
    const joiner = new Browser(app);
    const joined = await joiner.request(
      'POST',
      `/api/ui/invitations/${made.url.split('/invite/')[1]}/accept`,
      {
        name: 'Cli Person',
        password: 'a long new password',
      },
    );
    assert.equal(joined.status, 200, joined.text);
    assert.equal((await joiner.request('POST', '/api/ui/tokens', { name: 'ok' })).status, 201);
  });
});

describe('password rules (issue 37)', () => {
  const weak = ['12345678', 'password', '        ', 'aaaaaaaaaaaa', 'abababab', 'Password1', 'qwertyuiop'];

  it('accepting an invitation refuses whitespace, patterns, common passwords, the email and the name', async () => {
    const { browser } = await ownerBrowser();
    const email = `rules-${Date.now()}@example.com`;
    const invited = await browser.request('POST', '/api/ui/invitations', { email, role: 'member' });
    const token = (invited.body.data.url as string).split('/invite/')[1]!;
    const tries = [...weak, email, email.toUpperCase(), email.split('@')[0]!, 'Jane Q Doe', 'janeqdoe'];
    for (const password of tries) {
      const answer = await new Browser(app).request('POST', `/api/ui/invitations/${token}/accept`, {
        name: 'Jane Q Doe',
        password,
      });
      assert.equal(answer.status, 422, `${JSON.stringify(password)}: ${answer.text}`);
      assert.ok(answer.body.errors.password[0], password);
    }
    assert.equal(
      await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
      undefined,
      'no account was made',
    );
    const ok = await new Browser(app).request('POST', `/api/ui/invitations/${token}/accept`, {
      name: 'Jane Q Doe',
      password: 'violet kettle at noon',
    });
    assert.equal(ok.status, 200, ok.text);
  });

  it('a password change refuses the same, on new_password, and changes nothing', async () => {
    const { browser, owner } = await ownerBrowser();
    for (const password of [...weak, owner.email, owner.name]) {
      const answer = await browser.request('PUT', '/api/ui/password', {
        current_password: TEST_PASSWORD,
        new_password: password,
      });
      assert.equal(answer.status, 422, password);
      assert.match(answer.body.errors.new_password[0], /password/i);
    }
    assert.equal((await new Browser(app).signIn(owner.email)).status, 200, 'the password is unchanged');
  });

  it('set-password refuses a common password', async () => {
    const { owner } = await ownerBrowser();
    await assert.rejects(
      inTransaction(app.db, (tx) => setPassword(tx, owner.email, 'password')),
      /most commonly used/,
    );
  });
});
