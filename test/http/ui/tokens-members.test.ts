import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../../helpers/app.js';
import { buildMember, buildScene, buildToken, buildWorkspace } from '../../helpers/factories.js';
import { Browser, givePassword, signedIn, TEST_PASSWORD } from '../../helpers/session.js';

const app = await startTestApp();

async function ownerBrowser() {
  const scene = await buildScene(app.db);
  await givePassword(app, scene.owner.id);
  return { ...scene, browser: await signedIn(app, scene.owner.email) };
}

describe('API tokens in the interface', () => {
  it('creates a token shown once with the three-line block, lists it, revokes it: then 401', async () => {
    const { browser, workspace } = await ownerBrowser();
    const created = await browser.request('POST', '/api/ui/tokens', { name: 'laptop', abilities: ['read'] });
    assert.equal(created.status, 201);
    const token = created.body.data.token as string;
    assert.match(token, /^tdm_/);
    assert.deepEqual(created.body.data.block.split('\n'), [
      `SERVICE_URL=${app.config.appUrl}`,
      `SERVICE_TOKEN=${token}`,
      `SERVICE_WORKSPACE=${workspace.slug}`,
    ]);
    assert.deepEqual(created.body.data.abilities, ['read']);

    const api = client(app, token);
    assert.equal((await api.get('/me')).status, 200);
    const list = await browser.request('GET', '/api/ui/tokens');
    const listed = list.body.data.find((t: { id: number }) => t.id === created.body.data.id);
    assert.deepEqual(Object.keys(listed).sort(), [
      'abilities',
      'created_at',
      'expires_at',
      'id',
      'last_used_at',
      'name',
    ]);
    assert.equal(listed.name, 'laptop');
    assert.ok(listed.last_used_at, 'last use recorded');
    assert.equal(listed.token, undefined);

    assert.equal((await browser.request('DELETE', `/api/ui/tokens/${created.body.data.id}`)).status, 204);
    assert.equal((await api.get('/me')).status, 401);
    const after = await browser.request('GET', '/api/ui/tokens');
    assert.equal(
      after.body.data.some((t: { id: number }) => t.id === created.body.data.id),
      false,
    );
  });

  it('cannot revoke somebody else’s token (404)', async () => {
    const { browser, workspace } = await ownerBrowser();
    const other = await buildMember(app.db, workspace);
    const theirs = await buildToken(app.db, workspace, other);
    assert.equal((await browser.request('DELETE', `/api/ui/tokens/${theirs.id}`)).status, 404);
    assert.equal((await client(app, theirs.token).get('/me')).status, 200);
  });

  it('refuses an unknown ability with 422', async () => {
    const { browser } = await ownerBrowser();
    const refused = await browser.request('POST', '/api/ui/tokens', { name: 'x', abilities: ['admin'] });
    assert.equal(refused.status, 422);
  });
});

describe('members', () => {
  it('lists members, changes a role, keeps the last owner', async () => {
    const { browser, workspace, owner } = await ownerBrowser();
    const member = await buildMember(app.db, workspace);
    const list = await browser.request('GET', '/api/ui/members');
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.data.map((m: { id: number }) => m.id),
      [owner.id, member.id],
    );
    const promoted = await browser.request('PATCH', `/api/ui/members/${member.id}`, {
      role: 'admin',
      weekly_hours: 20,
    });
    assert.equal(promoted.status, 200);
    assert.equal(promoted.body.data.role, 'admin');
    assert.equal(promoted.body.data.weekly_hours, 20);
    const demoteSelf = await browser.request('PATCH', `/api/ui/members/${owner.id}`, { role: 'member' });
    assert.equal(demoteSelf.status, 422);
    assert.ok(demoteSelf.body.errors.role);
  });

  it('an admin may not make an owner; a member may not change roles', async () => {
    const { workspace } = await ownerBrowser();
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    const member = await buildMember(app.db, workspace);
    await givePassword(app, admin.id);
    await givePassword(app, member.id);
    const asAdmin = await signedIn(app, admin.email);
    assert.equal(
      (await asAdmin.request('PATCH', `/api/ui/members/${member.id}`, { role: 'owner' })).status,
      403,
    );
    assert.equal(
      (await asAdmin.request('PATCH', `/api/ui/members/${member.id}`, { role: 'guest' })).status,
      200,
    );
    const asMember = await signedIn(app, member.email);
    assert.equal(
      (await asMember.request('GET', '/api/ui/members')).status,
      403,
      'guests do not see the list',
    );
    assert.equal(
      (await asMember.request('PATCH', `/api/ui/members/${admin.id}`, { role: 'guest' })).status,
      403,
    );
  });

  it('removing a member stops their session and their token at once', async () => {
    const { browser, workspace } = await ownerBrowser();
    const leaving = await buildMember(app.db, workspace);
    await givePassword(app, leaving.id);
    const theirBrowser = await signedIn(app, leaving.email);
    const { token } = await buildToken(app.db, workspace, leaving);
    assert.equal((await theirBrowser.request('GET', '/api/v1/me')).status, 200);
    assert.equal((await browser.request('DELETE', `/api/ui/members/${leaving.id}`)).status, 204);
    assert.equal((await theirBrowser.request('GET', '/api/v1/me')).status, 401);
    assert.equal((await theirBrowser.request('GET', '/api/ui/session')).status, 401);
    assert.equal((await client(app, token).get('/me')).status, 401);
  });

  it('a removed member’s session moves to another workspace they are in', async () => {
    const { browser, workspace } = await ownerBrowser();
    const leaving = await buildMember(app.db, workspace);
    const elsewhere = await buildWorkspace(app.db);
    await buildMember(app.db, elsewhere, { email: leaving.email });
    await givePassword(app, leaving.id);
    const theirBrowser = await signedIn(app, leaving.email);
    assert.equal(
      (await theirBrowser.request('GET', '/api/ui/session')).body.data.workspace.slug,
      workspace.slug,
    );
    assert.equal((await browser.request('DELETE', `/api/ui/members/${leaving.id}`)).status, 204);
    const session = await theirBrowser.request('GET', '/api/ui/session');
    assert.equal(session.status, 200);
    assert.equal(session.body.data.workspace.slug, elsewhere.slug);
  });
});

describe('invitations', () => {
  it('invites a new person who accepts with a name and password and is signed in', async () => {
    const { browser, workspace } = await ownerBrowser();
    const email = `new-${Date.now()}@example.com`;
    const invited = await browser.request('POST', '/api/ui/invitations', { email, role: 'member' });
    assert.equal(invited.status, 201);
    const url = invited.body.data.url as string;
    assert.ok(url.startsWith(`${app.config.appUrl}/invite/`));
    const token = url.split('/invite/')[1]!;
    const stored = await app.db
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', invited.body.data.id)
      .executeTakeFirstOrThrow();
    assert.notEqual(stored.digest, token);

    const listed = await browser.request('GET', '/api/ui/invitations');
    assert.equal(listed.body.data.length, 1);
    assert.equal(listed.body.data[0].email, email);

    const visitor = new Browser(app);
    const looked = await visitor.request('GET', `/api/ui/invitations/${token}`);
    assert.equal(looked.status, 200);
    assert.deepEqual(looked.body.data.workspace, { slug: workspace.slug, name: workspace.name });
    assert.equal(looked.body.data.account_exists, false);

    const missing = await visitor.request('POST', `/api/ui/invitations/${token}/accept`, {
      password: TEST_PASSWORD,
    });
    assert.equal(missing.status, 422);
    assert.ok(missing.body.errors.name);
    const accepted = await visitor.request('POST', `/api/ui/invitations/${token}/accept`, {
      name: 'New Person',
      password: TEST_PASSWORD,
    });
    assert.equal(accepted.status, 200);
    assert.equal(accepted.body.data.workspace.slug, workspace.slug);
    assert.equal(accepted.body.data.user.name, 'New Person');
    assert.equal((await visitor.request('GET', '/api/v1/me')).status, 200);
    assert.equal((await new Browser(app).request('GET', `/api/ui/invitations/${token}`)).status, 404, 'used');
    assert.equal((await browser.request('GET', '/api/ui/invitations')).body.data.length, 0);
  });

  it('an existing account joins with its session, not with its password', async () => {
    const { browser } = await ownerBrowser();
    const other = await buildScene(app.db);
    await givePassword(app, other.owner.id);

    const first = await browser.request('POST', '/api/ui/invitations', {
      email: other.owner.email,
      role: 'guest',
    });
    const firstToken = (first.body.data.url as string).split('/invite/')[1]!;
    assert.equal(
      (await new Browser(app).request('GET', `/api/ui/invitations/${firstToken}`)).body.data.account_exists,
      true,
    );
    const withPassword = await new Browser(app).request('POST', `/api/ui/invitations/${firstToken}/accept`, {
      password: TEST_PASSWORD,
    });
    assert.equal(withPassword.status, 401);
    const theirs = await signedIn(app, other.owner.email);
    const joined = await theirs.request('POST', `/api/ui/invitations/${firstToken}/accept`, {});
    assert.equal(joined.status, 200);
    assert.equal(joined.body.data.workspaces.length, 2);

    const { browser: inviter2 } = await ownerBrowser();
    const second = await inviter2.request('POST', '/api/ui/invitations', {
      email: other.owner.email,
      role: 'member',
    });
    const secondToken = (second.body.data.url as string).split('/invite/')[1]!;
    const viaSession = await theirs.request('POST', `/api/ui/invitations/${secondToken}/accept`, {});
    assert.equal(viaSession.status, 200);
    assert.equal(viaSession.body.data.workspaces.length, 3);
  });

  it('withdraws an invitation; only owners invite owners; members may not invite', async () => {
    const { browser, workspace } = await ownerBrowser();
    const invited = await browser.request('POST', '/api/ui/invitations', {
      email: 'w@example.com',
      role: 'member',
    });
    assert.equal(
      (await browser.request('DELETE', `/api/ui/invitations/${invited.body.data.id}`)).status,
      204,
    );
    const token = (invited.body.data.url as string).split('/invite/')[1]!;
    assert.equal((await new Browser(app).request('GET', `/api/ui/invitations/${token}`)).status, 404);
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    await givePassword(app, admin.id);
    const asAdmin = await signedIn(app, admin.email);
    assert.equal(
      (await asAdmin.request('POST', '/api/ui/invitations', { email: 'o@example.com', role: 'owner' }))
        .status,
      403,
    );
    const member = await buildMember(app.db, workspace);
    await givePassword(app, member.id);
    const asMember = await signedIn(app, member.email);
    assert.equal(
      (await asMember.request('POST', '/api/ui/invitations', { email: 'm@example.com', role: 'member' }))
        .status,
      403,
    );
  });
});
