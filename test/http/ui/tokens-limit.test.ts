import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isoAfter } from '../../../src/clock.js';
import { MAX_LIVE_TOKENS } from '../../../src/domain/people/api-tokens.js';
import { addMember } from '../../../src/domain/people/workspaces.js';
import { startTestApp } from '../../helpers/app.js';
import { buildScene, buildToken, buildWorkspace } from '../../helpers/factories.js';
import { givePassword, signedIn } from '../../helpers/session.js';

const app = await startTestApp();

async function ownerWithTokens(count: number) {
  const scene = await buildScene(app.db);
  await givePassword(app, scene.owner.id);
  // The scene's own token is one of them.
  for (let i = 1; i < count; i++) await buildToken(app.db, scene.workspace, scene.owner, { name: `t${i}` });
  return { ...scene, browser: await signedIn(app, scene.owner.email) };
}

async function liveTokens(userId: number, workspaceId: number) {
  const rows = await app.db
    .selectFrom('api_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('workspace_id', '=', workspaceId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.length;
}

describe('how many tokens a person may hold', () => {
  it(`refuses a token beyond ${MAX_LIVE_TOKENS} live ones in a workspace with 422; revoking one makes room`, async () => {
    assert.equal(MAX_LIVE_TOKENS, 20);
    const { browser, owner, workspace } = await ownerWithTokens(MAX_LIVE_TOKENS);
    const refused = await browser.request('POST', '/api/ui/tokens', { name: 'one too many' });
    assert.equal(refused.status, 422);
    assert.deepEqual(Object.keys(refused.body.errors), ['tokens']);
    assert.match(refused.body.errors.tokens[0], /20 tokens/);
    assert.equal(await liveTokens(owner.id, workspace.id), MAX_LIVE_TOKENS);

    const [first] = (await browser.request('GET', '/api/ui/tokens')).body.data as { id: number }[];
    assert.equal((await browser.request('DELETE', `/api/ui/tokens/${first!.id}`)).status, 204);
    assert.equal((await browser.request('POST', '/api/ui/tokens', { name: 'room again' })).status, 201);
  });

  it('counts neither expired tokens nor those of another workspace', async () => {
    const { browser, owner, workspace } = await ownerWithTokens(MAX_LIVE_TOKENS - 1);
    const expired = await buildToken(app.db, workspace, owner, { name: 'old' });
    await app.db
      .updateTable('api_tokens')
      .set({ expires_at: isoAfter(-1000) })
      .where('id', '=', expired.id)
      .execute();
    const elsewhere = await buildWorkspace(app.db);
    await addMember(app.db, elsewhere.id, owner.id, 'member', 40);
    await buildToken(app.db, elsewhere, owner, { name: 'other workspace' });
    assert.equal((await browser.request('POST', '/api/ui/tokens', { name: 'the twentieth' })).status, 201);
    assert.equal((await browser.request('POST', '/api/ui/tokens', { name: 'one too many' })).status, 422);
  });

  it('holds under parallel creation: never more than the bound', async () => {
    const { browser, owner, workspace } = await ownerWithTokens(MAX_LIVE_TOKENS - 3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        browser.request('POST', '/api/ui/tokens', { name: `parallel ${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [201, 201, 201, 422, 422, 422, 422, 422]);
    assert.equal(await liveTokens(owner.id, workspace.id), MAX_LIVE_TOKENS);
  });
});
