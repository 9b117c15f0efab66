import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';

describe('GET /me', async () => {
  const app = await startTestApp();

  it('answers the caller, the workspace, the role and the token', async () => {
    const scene = await buildScene(app.db);
    const res = await client(app, scene.token).get('/me');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      data: {
        user: { id: scene.owner.id, name: scene.owner.name, email: scene.owner.email },
        actor: { type: 'user', id: scene.owner.id, name: scene.owner.name },
        workspace: {
          id: scene.workspace.id,
          name: scene.workspace.name,
          slug: scene.workspace.slug,
          issue_prefix: scene.workspace.issue_prefix,
        },
        role: 'owner',
        token: { name: 'test', abilities: ['read', 'write'], expires_at: null },
      },
    });
  });

  it('refuses query parameters it does not accept', async () => {
    const scene = await buildScene(app.db);
    const res = await client(app, scene.token).get('/me?verbose=1');
    assert.equal(res.status, 422);
    assert.match(res.body.errors.verbose[0], /unknown/);
  });
});
