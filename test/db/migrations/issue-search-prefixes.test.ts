import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { down, up } from '../../../src/db/migrations/20261126230000_issue_search_prefixes.js';
import { client, startTestApp } from '../../helpers/app.js';
import { buildComment, buildIssue, buildScene } from '../../helpers/factories.js';

describe('Migration: issue search by prefix', async () => {
  const app = await startTestApp();

  it('rewrites the documents of issues written before it, comments included, and keeps them current', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const total = async (q: string) => {
      const res = await api.get(`/issues?q=${encodeURIComponent(q)}`);
      assert.equal(res.status, 200, res.text);
      return res.body.meta.total as number;
    };
    const issue = await buildIssue(app.db, scene.workspace, { title: 'Cluster' });
    await buildComment(app.db, issue, {
      author_type: 'user',
      author_id: scene.owner.id,
      body: '<p>Kubernetes node_pool in the café, see ACME-12</p>',
    });
    await down(app.db);
    await up(app.db);
    for (const q of ['kuber', 'node', 'pool', 'cafe', 'café', '12', 'acme'])
      assert.equal(await total(q), 1, q);
    assert.equal(await total('cluster kubernetes'), 1);
    await api.post(`/issues/${scene.workspace.issue_prefix}-${issue.number}/comments`, {
      body: '<p>Zeppelin</p>',
    });
    assert.equal(await total('zeppel'), 1);
  });
});
