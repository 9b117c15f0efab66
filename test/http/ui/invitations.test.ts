import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../../helpers/app.js';
import { buildMember, buildScene, buildToken } from '../../helpers/factories.js';
import { Browser, givePassword, signedIn, TEST_PASSWORD } from '../../helpers/session.js';

const app = await startTestApp();

const tokenOf = (url: string) => url.split('/invite/')[1]!;

async function ownerBrowser() {
  const scene = await buildScene(app.db);
  await givePassword(app, scene.owner.id);
  return { ...scene, browser: await signedIn(app, scene.owner.email) };
}

async function invite(browser: Browser, email: string, role = 'member') {
  const invited = await browser.request('POST', '/api/ui/invitations', { email, role });
  assert.equal(invited.status, 201, invited.text);
  return { id: invited.body.data.id as number, token: tokenOf(invited.body.data.url as string) };
}

async function account(email: string) {
  return app.db
    .selectFrom('users')
    .select(['id', 'name', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

async function membershipOf(workspaceId: number, userId: number) {
  return app.db
    .selectFrom('memberships')
    .select(['role', 'left_at'])
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

describe('accepting an invitation for an existing account (decisions §11.2)', () => {
  it('the inviter cannot take over a token-only account by accepting the link himself', async () => {
    // The victim owns another workspace through an API token only: no password yet.
    const victim = await buildScene(app.db);
    const before = await account(victim.owner.email);
    assert.equal(before.password_hash, null);

    // An admin of workspace A invites the victim's address and opens the link himself.
    const { browser: ownerOfA, workspace: a } = await ownerBrowser();
    const admin = await buildMember(app.db, a, { role: 'admin' });
    await givePassword(app, admin.id);
    const asAdmin = await signedIn(app, admin.email);
    const { token } = await invite(asAdmin, victim.owner.email, 'member');

    const looked = await new Browser(app).request('GET', `/api/ui/invitations/${token}`);
    assert.equal(looked.body.data.account_exists, true, 'a token-only account is an existing account');

    const anonymous = await new Browser(app).request('POST', `/api/ui/invitations/${token}/accept`, {
      name: 'Mallory',
      password: 'mallory chose this',
    });
    assert.equal(anonymous.status, 401);
    assert.match(anonymous.body.message, /sign in/i);
    const asHimself = await asAdmin.request('POST', `/api/ui/invitations/${token}/accept`, {
      name: 'Mallory',
      password: 'mallory chose this',
    });
    assert.equal(asHimself.status, 403);

    const after = await account(victim.owner.email);
    assert.deepEqual(after, before, 'neither the name nor the password changed');
    assert.equal(await membershipOf(a.id, before.id), undefined, 'not added to workspace A');
    assert.equal((await new Browser(app).signIn(victim.owner.email, 'mallory chose this')).status, 401);
    assert.equal((await client(app, victim.token).get('/me')).status, 200, 'the owner keeps working');
    // The link stays open for its rightful owner.
    assert.equal((await new Browser(app).request('GET', `/api/ui/invitations/${token}`)).status, 200);
    assert.equal((await ownerOfA.request('GET', '/api/ui/invitations')).body.data.length, 1);
  });

  it('an account with a password joins only when signed in as it; the password in the body is ignored', async () => {
    const { browser } = await ownerBrowser();
    const other = await buildScene(app.db);
    await givePassword(app, other.owner.id);
    const { token } = await invite(browser, other.owner.email, 'guest');

    const withPassword = await new Browser(app).request('POST', `/api/ui/invitations/${token}/accept`, {
      password: TEST_PASSWORD,
    });
    assert.equal(withPassword.status, 401, 'knowing the password is not enough: sign in first');

    const before = await account(other.owner.email);
    const theirs = await signedIn(app, other.owner.email);
    const joined = await theirs.request('POST', `/api/ui/invitations/${token}/accept`, {
      name: 'Renamed',
      password: 'another long password',
    });
    assert.equal(joined.status, 200, joined.text);
    assert.equal(joined.body.data.workspaces.length, 2);
    assert.equal(joined.body.data.user.name, before.name);
    assert.deepEqual(await account(other.owner.email), before, 'name and password unchanged');
    assert.equal((await new Browser(app).signIn(other.owner.email)).status, 200);
  });

  it('a token-only account signed in (its password set by the administrator) joins without a new password', async () => {
    const { browser, workspace } = await ownerBrowser();
    const other = await buildScene(app.db);
    const { token } = await invite(browser, other.owner.email, 'member');
    await givePassword(app, other.owner.id);
    const theirs = await signedIn(app, other.owner.email);
    const joined = await theirs.request('POST', `/api/ui/invitations/${token}/accept`, {});
    assert.equal(joined.status, 200, joined.text);
    assert.equal(joined.body.data.workspace.slug, workspace.slug);
    assert.equal((await membershipOf(workspace.id, other.owner.id))?.role, 'member');
  });

  it('a deleted account counts as existing: its invitation cannot be accepted, nothing is revived', async () => {
    const { browser, workspace } = await ownerBrowser();
    const gone = await buildScene(app.db);
    await app.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', gone.owner.id)
      .execute();
    const { token } = await invite(browser, gone.owner.email, 'member');
    const looked = await new Browser(app).request('GET', `/api/ui/invitations/${token}`);
    assert.equal(looked.body.data.account_exists, true);
    const before = await account(gone.owner.email);
    const accepted = await new Browser(app).request('POST', `/api/ui/invitations/${token}/accept`, {
      name: 'Someone',
      password: 'a long enough password',
    });
    assert.equal(accepted.status, 401);
    assert.deepEqual(await account(gone.owner.email), before);
    assert.equal(await membershipOf(workspace.id, gone.owner.id), undefined);
  });

  it('two invitations of a new address accepted at once create one account, with the winner’s password', async () => {
    const first = await ownerBrowser();
    const second = await ownerBrowser();
    const email = `racing-${Date.now()}@example.com`;
    const a = await invite(first.browser, email);
    const b = await invite(second.browser, email);
    const answers = await Promise.all([
      new Browser(app).request('POST', `/api/ui/invitations/${a.token}/accept`, {
        name: 'First',
        password: 'first long password',
      }),
      new Browser(app).request('POST', `/api/ui/invitations/${b.token}/accept`, {
        name: 'Second',
        password: 'second long password',
      }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    assert.equal(statuses[0], 200, answers.map((answer) => answer.text).join('\n'));
    assert.ok([401, 409].includes(statuses[1]!), `the loser is refused, not let in: ${statuses[1]}`);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const [winnerPassword, loserPassword] =
      winner === 0
        ? ['first long password', 'second long password']
        : ['second long password', 'first long password'];
    assert.equal((await new Browser(app).signIn(email, winnerPassword)).status, 200);
    assert.equal((await new Browser(app).signIn(email, loserPassword)).status, 401);
    const users = await app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    assert.equal(users.length, 1);
  });
});

describe('membership lifecycle', () => {
  it('removing an admin withdraws the invitations he made: they no longer admit anyone', async () => {
    const { browser, workspace } = await ownerBrowser();
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    await givePassword(app, admin.id);
    const asAdmin = await signedIn(app, admin.email);
    const email = `via-admin-${Date.now()}@example.com`;
    const { token } = await invite(asAdmin, email, 'admin');
    const ownInvitation = await invite(browser, `via-owner-${Date.now()}@example.com`);

    assert.equal((await browser.request('DELETE', `/api/ui/members/${admin.id}`)).status, 204);
    assert.equal((await new Browser(app).request('GET', `/api/ui/invitations/${token}`)).status, 404);
    const accepted = await new Browser(app).request('POST', `/api/ui/invitations/${token}/accept`, {
      name: 'Late Comer',
      password: 'a long enough password',
    });
    assert.equal(accepted.status, 404);
    const listed = await browser.request('GET', '/api/ui/invitations');
    assert.deepEqual(
      listed.body.data.map((i: { id: number }) => i.id),
      [ownInvitation.id],
      'the invitations of the others stay',
    );
    const stored = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    assert.equal(stored, undefined, 'no account was made');
  });

  it('an admin demoted to member: his invitations are withdrawn and admit no one', async () => {
    const { browser, workspace } = await ownerBrowser();
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    await givePassword(app, admin.id);
    const asAdmin = await signedIn(app, admin.email);
    const { token } = await invite(asAdmin, `demoted-${Date.now()}@example.com`, 'admin');
    const demoted = await browser.request('PATCH', `/api/ui/members/${admin.id}`, { role: 'member' });
    assert.equal(demoted.status, 200);
    assert.equal((await new Browser(app).request('GET', `/api/ui/invitations/${token}`)).status, 404);
    assert.equal((await browser.request('GET', '/api/ui/invitations')).body.data.length, 0);
  });

  it('an invitation whose inviter lost his standing without a withdrawal admits no one either', async () => {
    const { workspace } = await ownerBrowser();
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    await givePassword(app, admin.id);
    const { token } = await invite(await signedIn(app, admin.email), `stale-${Date.now()}@example.com`);
    // As a membership changed outside the interface (or before this rule) would leave it.
    await app.db
      .updateTable('memberships')
      .set({ left_at: new Date().toISOString() })
      .where('workspace_id', '=', workspace.id)
      .where('user_id', '=', admin.id)
      .execute();
    const accepted = await new Browser(app).request('POST', `/api/ui/invitations/${token}/accept`, {
      name: 'Late Comer',
      password: 'a long enough password',
    });
    assert.equal(accepted.status, 404);
  });

  it('removal revokes the person’s tokens in that workspace: re-inviting him does not revive them', async () => {
    const { browser, workspace } = await ownerBrowser();
    const leaving = await buildMember(app.db, workspace);
    await givePassword(app, leaving.id);
    const old = await buildToken(app.db, workspace, leaving);
    const elsewhere = await buildScene(app.db);
    await buildMember(app.db, elsewhere.workspace, { email: leaving.email });
    const otherWorkspaceToken = await buildToken(app.db, elsewhere.workspace, leaving);

    assert.equal((await browser.request('DELETE', `/api/ui/members/${leaving.id}`)).status, 204);
    const revoked = await app.db
      .selectFrom('api_tokens')
      .select('revoked_at')
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    assert.notEqual(revoked.revoked_at, null, 'revoked, not merely suspended');

    const { token } = await invite(browser, leaving.email, 'member');
    const theirs = await signedIn(app, leaving.email);
    assert.equal((await theirs.request('POST', `/api/ui/invitations/${token}/accept`, {})).status, 200);
    assert.equal((await client(app, old.token).get('/me')).status, 401, 'the old token stays dead');
    assert.equal(
      (await client(app, otherWorkspaceToken.token).get('/me')).status,
      200,
      'tokens in his other workspaces are untouched',
    );
  });
});
