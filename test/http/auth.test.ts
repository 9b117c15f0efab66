import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inTransaction } from '../../src/db/connection.js';
import { removeMember } from '../../src/domain/people/workspaces.js';
import { revokeApiToken } from '../../src/domain/people/api-tokens.js';
import { generateToken } from '../../src/domain/people/tokens.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildMember, buildProject, buildScene, buildToken } from '../helpers/factories.js';

describe('Authentication', async () => {
  const app = await startTestApp();

  it('refuses a request without a token with 401 and the error body', async () => {
    const res = await client(app, null).get('/me');
    assert.equal(res.status, 401);
    assert.deepEqual(Object.keys(res.body), ['message']);
  });

  it('refuses a non-bearer scheme', async () => {
    const scene = await buildScene(app.db);
    const res = await client(app, null).request('GET', '/me', undefined, {
      authorization: `Basic ${scene.token}`,
    });
    assert.equal(res.status, 401);
  });

  it('refuses a malformed token (bad checksum) before any lookup', async () => {
    const scene = await buildScene(app.db);
    const last = scene.token.at(-1) === 'A' ? 'B' : 'A';
    const res = await client(app, `${scene.token.slice(0, -1)}${last}`).get('/me');
    assert.equal(res.status, 401);
    assert.match(res.body.message, /malformed/);
  });

  it('refuses a well-formed token that was never issued', async () => {
    const res = await client(app, generateToken()).get('/me');
    assert.equal(res.status, 401);
    assert.match(res.body.message, /invalid, revoked or expired/);
  });

  it('refuses a revoked token', async () => {
    const scene = await buildScene(app.db);
    const { id, token } = await buildToken(app.db, scene.workspace, scene.owner);
    assert.equal((await client(app, token).get('/me')).status, 200);
    await inTransaction(app.db, (tx) => revokeApiToken(tx, id));
    assert.equal((await client(app, token).get('/me')).status, 401);
  });

  it('refuses an expired token and accepts one expiring in the future', async () => {
    const scene = await buildScene(app.db);
    const expired = await buildToken(app.db, scene.workspace, scene.owner, {
      expiresAt: '2020-01-01T00:00:00Z',
    });
    assert.equal((await client(app, expired.token).get('/me')).status, 401);
    const future = await buildToken(app.db, scene.workspace, scene.owner, {
      expiresAt: '2199-01-01T00:00:00Z',
    });
    const res = await client(app, future.token).get('/me');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.token.expires_at, '2199-01-01T00:00:00.000Z');
  });

  it('stops a token working once its owner leaves the workspace', async () => {
    const scene = await buildScene(app.db);
    const member = await buildMember(app.db, scene.workspace);
    const { token } = await buildToken(app.db, scene.workspace, member);
    assert.equal((await client(app, token).get('/me')).status, 200);
    await removeMember(app.db, scene.workspace.id, member.id);
    assert.equal((await client(app, token).get('/me')).status, 401);
  });

  it('refuses a Management account with 403 and a message saying the role has no issues', async () => {
    const scene = await buildScene(app.db);
    const manager = await buildMember(app.db, scene.workspace, { role: 'management' });
    const { token } = await buildToken(app.db, scene.workspace, manager);
    for (const path of ['/me', '/projects', '/agents']) {
      const res = await client(app, token).get(path);
      assert.equal(res.status, 403);
      assert.match(res.body.message, /Management role, which has no issues/);
    }
  });

  it('lets a read token read and refuses it any write with 403', async () => {
    const scene = await buildScene(app.db);
    const { token } = await buildToken(app.db, scene.workspace, scene.owner, { abilities: ['read'] });
    const reader = client(app, token);
    assert.equal((await reader.get('/projects')).status, 200);
    const res = await reader.post('/projects', { name: 'Nope' });
    assert.equal(res.status, 403);
    assert.match(res.body.message, /read ability only/);
    assert.equal((await reader.get('/projects')).body.meta.total, 0);
  });

  it('reaches only the token workspace: another workspace records answer 404', async () => {
    const mine = await buildScene(app.db);
    const other = await buildScene(app.db);
    const foreign = await buildProject(app.db, other.workspace);
    const res = await client(app, mine.token).get(`/projects/${foreign.id}`);
    assert.equal(res.status, 404);
    const missing = await client(app, mine.token).get('/projects/999999');
    assert.deepEqual(res.body, missing.body);
  });

  it('lets any member create tokens, one person in two workspaces keeps two memberships', async () => {
    const first = await buildScene(app.db);
    const second = await buildScene(app.db);
    const person = await buildMember(app.db, first.workspace, { email: 'shared@example.com' });
    await buildMember(app.db, second.workspace, { email: 'shared@example.com', role: 'guest' });
    const inFirst = await buildToken(app.db, first.workspace, person);
    const inSecond = await buildToken(app.db, second.workspace, person);
    assert.equal((await client(app, inFirst.token).get('/me')).body.data.role, 'member');
    const me = (await client(app, inSecond.token).get('/me')).body.data;
    assert.equal(me.role, 'guest');
    assert.equal(me.workspace.id, second.workspace.id);
    assert.equal(me.user.id, person.id);
  });
});
