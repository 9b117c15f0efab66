import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../../helpers/app.js';
import { buildMember, buildScene, buildToken } from '../../helpers/factories.js';
import { givePassword, signedIn } from '../../helpers/session.js';

const app = await startTestApp();

const sessionStatus = async (browser: Awaited<ReturnType<typeof signedIn>>) =>
  (await browser.request('GET', '/api/ui/session')).status;

async function auditActions(workspaceId: number, action: string) {
  return app.db
    .selectFrom('audit_entries')
    .select(['action', 'actor_id', 'target_id'])
    .where('workspace_id', '=', workspaceId)
    .where('action', '=', action)
    .execute();
}

describe('ending sessions (issue 43)', () => {
  it('signs out every other session of the person and keeps this one', async () => {
    const { workspace, owner } = await buildScene(app.db);
    await givePassword(app, owner.id);
    const here = await signedIn(app, owner.email);
    const laptop = await signedIn(app, owner.email);
    const phone = await signedIn(app, owner.email);
    const ended = await here.request('DELETE', '/api/ui/sessions/others');
    assert.equal(ended.status, 204);
    assert.equal(await sessionStatus(here), 200, 'this browser stays signed in');
    assert.equal(await sessionStatus(laptop), 401);
    assert.equal(await sessionStatus(phone), 401);
    const listed = await here.request('GET', '/api/ui/sessions');
    assert.equal(listed.body.data.length, 1);
    assert.equal(listed.body.data[0].current, true);
    assert.equal((await auditActions(workspace.id, 'sessions.ended_others')).length, 1);
  });

  it('lets an administrator sign a member out everywhere, tokens kept; an owner only by an owner', async () => {
    const { workspace, owner } = await buildScene(app.db);
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    const member = await buildMember(app.db, workspace, { role: 'member' });
    const otherOwner = await buildMember(app.db, workspace, { role: 'owner' });
    for (const person of [owner, admin, member, otherOwner]) await givePassword(app, person.id);
    const memberBrowser = await signedIn(app, member.email);
    const memberToken = (await buildToken(app.db, workspace, member)).token;
    const adminBrowser = await signedIn(app, admin.email);

    const ended = await adminBrowser.request('DELETE', `/api/ui/members/${member.id}/sessions`);
    assert.equal(ended.status, 204);
    assert.equal(await sessionStatus(memberBrowser), 401, 'the member is signed out');
    assert.equal((await client(app, memberToken).get('/issues')).status, 200, 'their tokens keep working');
    const [entry] = await auditActions(workspace.id, 'sessions.ended_by_admin');
    assert.equal(entry!.actor_id, admin.id);

    // An admin cannot sign an owner out; a member cannot sign anyone out; nothing changes.
    const ownerBrowser = await signedIn(app, otherOwner.email);
    const refused = await adminBrowser.request('DELETE', `/api/ui/members/${otherOwner.id}/sessions`);
    assert.equal(refused.status, 403);
    assert.equal(typeof refused.body.message, 'string');
    assert.equal(await sessionStatus(ownerBrowser), 200);
    const again = await signedIn(app, member.email);
    const byMember = await again.request('DELETE', `/api/ui/members/${admin.id}/sessions`);
    assert.equal(byMember.status, 403);
    assert.equal(await sessionStatus(adminBrowser), 200);

    // Someone outside the workspace reads as nobody.
    const stranger = await buildScene(app.db);
    const outside = await adminBrowser.request('DELETE', `/api/ui/members/${stranger.owner.id}/sessions`);
    assert.equal(outside.status, 404);

    // An owner may sign another owner out.
    const ownerSelf = await signedIn(app, owner.email);
    assert.equal(
      (await ownerSelf.request('DELETE', `/api/ui/members/${otherOwner.id}/sessions`)).status,
      204,
    );
    assert.equal(await sessionStatus(ownerBrowser), 401);
  });
});
