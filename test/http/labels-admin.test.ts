import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildIssue, buildMember, buildScene, buildToken, buildWorkspace } from '../helpers/factories.js';

const app = await startTestApp();

describe('labels administration (issue 30)', () => {
  it('creates, renames, recolours and deletes a label; issues keep their other labels', async () => {
    const { token, workspace } = await buildScene(app.db);
    const api = client(app, token);
    const created = await api.post('/labels', { name: '  Needs   review ', color: '#AA00FF' });
    assert.equal(created.status, 201);
    assert.equal(created.body.data.name, 'Needs review');
    assert.equal(created.body.data.color, '#aa00ff');

    const issue = await buildIssue(app.db, workspace);
    const ref = `${workspace.issue_prefix}-${issue.number}`;
    assert.equal((await api.patch(`/issues/${ref}`, { labels: ['needs review', 'bug'] })).status, 200);

    const renamed = await api.patch(`/labels/${created.body.data.id}`, { name: 'Review', color: null });
    assert.equal(renamed.status, 200);
    assert.deepEqual([renamed.body.data.name, renamed.body.data.color], ['Review', null]);
    assert.deepEqual((await api.get(`/issues/${ref}`)).body.data.labels.sort(), ['Review', 'bug']);

    assert.equal((await api.delete(`/labels/${created.body.data.id}`)).status, 204);
    assert.deepEqual((await api.get(`/issues/${ref}`)).body.data.labels, ['bug']);
    const list = await api.get('/labels');
    assert.deepEqual(
      list.body.data.map((label: { name: string }) => label.name),
      ['bug'],
    );
    assert.equal((await api.get('/issues?label=bug')).body.meta.total, 1);
  });

  it('refuses a name taken in any case, an empty name and a bad colour with 422', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    const bug = await api.post('/labels', { name: 'Bug' });
    const other = await api.post('/labels', { name: 'Feature' });
    const duplicate = await api.post('/labels', { name: 'bug' });
    assert.equal(duplicate.status, 422);
    assert.ok(duplicate.body.errors.name);
    const clash = await api.patch(`/labels/${other.body.data.id}`, { name: 'BUG' });
    assert.equal(clash.status, 422);
    assert.ok(clash.body.errors.name);
    assert.equal((await api.post('/labels', { name: '   ' })).status, 422);
    assert.equal((await api.post('/labels', { name: 'x', color: 'red' })).status, 422);
    assert.equal((await api.post('/labels', { name: 'x'.repeat(51) })).status, 422);
    // Renaming to a different case of its own name is allowed.
    const recased = await api.patch(`/labels/${bug.body.data.id}`, { name: 'BUG' });
    assert.equal(recased.status, 200);
    assert.equal(recased.body.data.name, 'BUG');
  });

  it('lets a member or a guest change nothing (403) and hides other workspaces’ labels (404)', async () => {
    const { token, workspace } = await buildScene(app.db);
    const label = (await client(app, token).post('/labels', { name: 'keep', color: '#112233' })).body.data;
    for (const role of ['member', 'guest'] as const) {
      const person = await buildMember(app.db, workspace, { role });
      const theirs = client(app, (await buildToken(app.db, workspace, person)).token);
      assert.equal((await theirs.post('/labels', { name: `by-${role}` })).status, 403);
      assert.equal((await theirs.patch(`/labels/${label.id}`, { name: 'gone' })).status, 403);
      assert.equal((await theirs.delete(`/labels/${label.id}`)).status, 403);
    }
    const elsewhere = await buildWorkspace(app.db);
    const stranger = await buildMember(app.db, elsewhere, { role: 'owner' });
    const strangerApi = client(app, (await buildToken(app.db, elsewhere, stranger)).token);
    assert.equal((await strangerApi.patch(`/labels/${label.id}`, { name: 'gone' })).status, 404);
    assert.equal((await strangerApi.delete(`/labels/${label.id}`)).status, 404);
    const list = await client(app, token).get('/labels');
    assert.deepEqual(list.body.data, [{ ...label }]);
  });

  it('a read-only token of an owner cannot write labels', async () => {
    const { workspace, owner } = await buildScene(app.db);
    const reader = client(app, (await buildToken(app.db, workspace, owner, { abilities: ['read'] })).token);
    assert.equal((await reader.post('/labels', { name: 'nope' })).status, 403);
  });
});
