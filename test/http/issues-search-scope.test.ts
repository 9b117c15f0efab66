import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp, type ApiClient } from '../helpers/app.js';
import { buildComment, buildIssue, buildScene } from '../helpers/factories.js';

/**
 * A search leaves out the workspace scope while the installation has a single workspace (SQLite,
 * `searchMatch` in src/repositories/issues.ts). This file has a database of its own so that it starts
 * with exactly one workspace, then adds a second one.
 */
async function search(api: ApiClient, q: string): Promise<{ titles: string[]; total: number }> {
  const res = await api.get(`/issues?q=${encodeURIComponent(q)}&per_page=2`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return { titles: res.body.data.map((issue: { title: string }) => issue.title), total: res.body.meta.total };
}

describe('GET /issues?q= with one workspace, then two', async () => {
  const app = await startTestApp();

  it('finds the same issues, and never another workspace’s, whether the scope is needed or not', async () => {
    const first = await buildScene(app.db);
    const api = client(app, first.token);
    for (const title of ['Checkout one', 'Checkout two', 'Checkout three', 'Login']) {
      await buildIssue(app.db, first.workspace, { title });
    }
    const deleted = await buildIssue(app.db, first.workspace, { title: 'Checkout deleted' });
    await app.db
      .updateTable('issues')
      .set({ deleted_at: '2026-11-24T00:00:00.000Z' })
      .where('id', '=', deleted.id)
      .execute();
    const commented = await buildIssue(app.db, first.workspace, { title: 'Commented' });
    await buildComment(app.db, commented, {
      author_type: 'user',
      author_id: first.owner.id,
      body: 'checkout again',
    });

    const alone = {
      checkout: await search(api, 'checkout'),
      twoWords: await search(api, 'checkout two'),
      login: await search(api, 'login'),
    };
    assert.deepEqual(alone.checkout, { titles: ['Commented', 'Checkout three'], total: 4 });
    assert.deepEqual(alone.twoWords, { titles: ['Checkout two'], total: 1 });
    assert.deepEqual(alone.login, { titles: ['Login'], total: 1 });

    const second = await buildScene(app.db);
    const otherApi = client(app, second.token);
    for (const title of ['Checkout elsewhere', 'Checkout two elsewhere']) {
      await buildIssue(app.db, second.workspace, { title });
    }
    assert.deepEqual(
      {
        checkout: await search(api, 'checkout'),
        twoWords: await search(api, 'checkout two'),
        login: await search(api, 'login'),
      },
      alone,
    );
    assert.deepEqual(await search(otherApi, 'checkout'), {
      titles: ['Checkout two elsewhere', 'Checkout elsewhere'],
      total: 2,
    });
    assert.deepEqual(await search(otherApi, 'login'), { titles: [], total: 0 });
  });
});
