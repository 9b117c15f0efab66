import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp, TEST_APP_URL, type ApiClient } from '../helpers/app.js';
import {
  buildAgent,
  buildComment,
  buildIssue,
  buildMember,
  buildProject,
  buildScene,
} from '../helpers/factories.js';

function expectField(res: { status: number; body: any }, field: string) {
  assert.equal(res.status, 422, JSON.stringify(res.body));
  assert.ok(res.body.errors?.[field]?.length, `expected errors.${field} in ${JSON.stringify(res.body)}`);
}

/** Titles of one page, and the total. */
async function titles(api: ApiClient, query: string): Promise<{ titles: string[]; total: number }> {
  const res = await api.get(`/issues${query}`);
  assert.equal(res.status, 200, `${query}: ${JSON.stringify(res.body)}`);
  return { titles: res.body.data.map((issue: any) => issue.title), total: res.body.meta.total };
}

describe('GET /issues', async () => {
  const app = await startTestApp();

  it('lists newest first, 25 a page by default, with links and meta', async () => {
    const scene = await buildScene(app.db);
    for (let n = 1; n <= 30; n++) await buildIssue(app.db, scene.workspace, { title: `Issue ${n}` });
    const api = client(app, scene.token);
    const first = await api.get('/issues');
    assert.equal(first.body.data.length, 25);
    assert.equal(first.body.data[0].title, 'Issue 30');
    assert.equal(first.body.meta.total, 30);
    assert.equal(first.body.meta.per_page, 25);
    assert.equal(first.body.meta.last_page, 2);
    assert.equal(first.body.links.next, `${TEST_APP_URL}/api/v1/issues?page=2`);
    assert.equal(first.body.links.prev, null);
    const second = await api.get('/issues?page=2');
    assert.equal(second.body.data.length, 5);
    assert.equal(second.body.data[4].title, 'Issue 1');
    assert.equal(second.body.links.next, null);
    assert.equal(second.body.meta.from, 26);
    assert.equal(second.body.meta.to, 30);
  });

  it('visits every issue exactly once when following links.next, filters kept', async () => {
    const scene = await buildScene(app.db);
    for (let n = 1; n <= 23; n++) {
      await buildIssue(app.db, scene.workspace, {
        title: `Issue ${n}`,
        status: n % 3 === 0 ? 'done' : 'todo',
      });
    }
    const api = client(app, scene.token);
    const seen: string[] = [];
    let path: string | null = '/issues?status=todo&per_page=4';
    let total = 0;
    while (path) {
      const res: { body: any } = await api.get(path);
      total = res.body.meta.total;
      seen.push(...res.body.data.map((issue: any) => issue.id));
      const next: string | null = res.body.links.next;
      if (next) assert.match(next, /status=todo/);
      path = next ? next.slice(`${TEST_APP_URL}/api/v1`.length) : null;
    }
    assert.equal(total, 16);
    assert.equal(seen.length, 16);
    assert.equal(new Set(seen).size, 16);
  });

  it('refuses per_page over 100 and unknown parameters, naming the accepted ones', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    expectField(await api.get('/issues?per_page=101'), 'per_page');
    const unknown = await api.get('/issues?order=title');
    expectField(unknown, 'order');
    assert.match(unknown.body.errors.order[0], /status.*label.*cycle/);
  });

  it('filters by status, type and priority', async () => {
    const scene = await buildScene(app.db);
    await buildIssue(app.db, scene.workspace, { title: 'A', status: 'todo', type: 'bug', priority: 'high' });
    await buildIssue(app.db, scene.workspace, { title: 'B', status: 'done', type: 'bug', priority: 'low' });
    await buildIssue(app.db, scene.workspace, {
      title: 'C',
      status: 'todo',
      type: 'feature',
      priority: 'low',
    });
    const api = client(app, scene.token);
    assert.deepEqual(await titles(api, '?status=todo'), { titles: ['C', 'A'], total: 2 });
    assert.deepEqual(await titles(api, '?type=bug'), { titles: ['B', 'A'], total: 2 });
    assert.deepEqual(await titles(api, '?priority=low'), { titles: ['C', 'B'], total: 2 });
    assert.deepEqual(await titles(api, '?status=todo&priority=low'), { titles: ['C'], total: 1 });
    assert.deepEqual(await titles(api, '?status=in_review'), { titles: [], total: 0 });
    expectField(await api.get('/issues?status=open'), 'status');
  });

  it('filters by assignee key, none, and the older type and id form', async () => {
    const scene = await buildScene(app.db);
    const member = await buildMember(app.db, scene.workspace);
    const agent = await buildAgent(app.db, scene.workspace);
    await buildIssue(app.db, scene.workspace, {
      title: 'Person',
      assignee_type: 'user',
      assignee_id: member.id,
    });
    await buildIssue(app.db, scene.workspace, {
      title: 'Bot',
      assignee_type: 'agent',
      assignee_id: agent.id,
    });
    await buildIssue(app.db, scene.workspace, { title: 'Nobody' });
    const api = client(app, scene.token);
    assert.deepEqual(await titles(api, `?assignee=user:${member.id}`), { titles: ['Person'], total: 1 });
    assert.deepEqual(await titles(api, `?assignee=agent:${agent.id}`), { titles: ['Bot'], total: 1 });
    assert.deepEqual(await titles(api, '?assignee=none'), { titles: ['Nobody'], total: 1 });
    assert.deepEqual(await titles(api, `?assignee_type=agent&assignee_id=${agent.id}`), {
      titles: ['Bot'],
      total: 1,
    });
    assert.deepEqual(await titles(api, `?assignee_type=user&assignee_id=${member.id}`), {
      titles: ['Person'],
      total: 1,
    });
  });

  it('refuses assignee_type=none and half or foreign assignee filters', async () => {
    const scene = await buildScene(app.db);
    const other = await buildScene(app.db);
    const api = client(app, scene.token);
    const none = await api.get('/issues?assignee_type=none');
    expectField(none, 'assignee_type');
    assert.match(none.body.errors.assignee_type[0], /assignee=none/);
    expectField(await api.get('/issues?assignee_type=user'), 'assignee_id');
    expectField(await api.get(`/issues?assignee_id=${scene.owner.id}`), 'assignee_type');
    expectField(await api.get('/issues?assignee=somebody'), 'assignee');
    expectField(await api.get(`/issues?assignee=user:${other.owner.id}`), 'assignee');
    expectField(await api.get(`/issues?assignee_type=user&assignee_id=${other.owner.id}`), 'assignee_id');
  });

  it('filters by project_id, refusing another workspace’s project', async () => {
    const scene = await buildScene(app.db);
    const project = await buildProject(app.db, scene.workspace);
    await buildIssue(app.db, scene.workspace, { title: 'In', project_id: project.id });
    await buildIssue(app.db, scene.workspace, { title: 'Out' });
    const api = client(app, scene.token);
    assert.deepEqual(await titles(api, `?project_id=${project.id}`), { titles: ['In'], total: 1 });
    const other = await buildScene(app.db);
    const theirs = await buildProject(app.db, other.workspace);
    expectField(await api.get(`/issues?project_id=${theirs.id}`), 'project_id');
    expectField(await api.get('/issues?project_id=web'), 'project_id');
  });

  it('filters by updated_since, a timestamp or a date, and refuses anything else', async () => {
    const scene = await buildScene(app.db);
    await buildIssue(app.db, scene.workspace, { title: 'Old', updated_at: '2026-10-01T08:00:00.000Z' });
    await buildIssue(app.db, scene.workspace, { title: 'Mid', updated_at: '2026-11-02T10:00:00.000Z' });
    await buildIssue(app.db, scene.workspace, { title: 'New', updated_at: '2026-11-20T00:00:00.000Z' });
    const api = client(app, scene.token);
    assert.deepEqual(await titles(api, '?updated_since=2026-11-02'), { titles: ['New', 'Mid'], total: 2 });
    assert.deepEqual(await titles(api, '?updated_since=2026-11-02T10:00:00Z'), {
      titles: ['New', 'Mid'],
      total: 2,
    });
    assert.deepEqual(await titles(api, '?updated_since=2026-11-02T10:00:00.001Z'), {
      titles: ['New'],
      total: 1,
    });
    assert.deepEqual(await titles(api, '?updated_since=2026-11-02T12:00:00%2B02:00'), {
      titles: ['New', 'Mid'],
      total: 2,
    });
    assert.deepEqual(await titles(api, '?updated_since=2026-11-02T12:00:00+02:00'), {
      titles: ['New', 'Mid'],
      total: 2,
    });
    assert.deepEqual(await titles(api, '?updated_since=2020-01-01'), {
      titles: ['New', 'Mid', 'Old'],
      total: 3,
    });
    for (const bad of ['yesterday', '2026-02-30', '2026-11-02T25:00:00Z', '1700000000', '02/11/2026', '']) {
      expectField(await api.get(`/issues?updated_since=${encodeURIComponent(bad)}`), 'updated_since');
    }
  });

  it('finds the few recently updated issues among many, newest first', async () => {
    const scene = await buildScene(app.db);
    await buildIssue(app.db, scene.workspace, {
      title: 'Recent early',
      updated_at: '2026-11-21T00:00:00.000Z',
    });
    for (let n = 0; n < 40; n++) {
      await buildIssue(app.db, scene.workspace, {
        title: `Stale ${n}`,
        updated_at: '2025-01-01T00:00:00.000Z',
      });
    }
    await buildIssue(app.db, scene.workspace, {
      title: 'Recent late',
      updated_at: '2026-11-20T00:00:00.000Z',
    });
    const api = client(app, scene.token);
    assert.deepEqual(await titles(api, '?updated_since=2026-11-01&per_page=1'), {
      titles: ['Recent late'],
      total: 2,
    });
    assert.deepEqual(await titles(api, '?updated_since=2026-11-01&per_page=1&page=2'), {
      titles: ['Recent early'],
      total: 2,
    });
  });

  it('filters by label, repeated labels all having to match; an unknown label matches nothing', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    await api.post('/issues', { title: 'Both', labels: ['bug', 'frontend'] });
    await api.post('/issues', { title: 'Bug only', labels: ['Bug'] });
    await api.post('/issues', { title: 'Frontend only', labels: ['frontend'] });
    assert.deepEqual(await titles(api, '?label=bug'), { titles: ['Bug only', 'Both'], total: 2 });
    assert.deepEqual(await titles(api, '?label=BUG&label=frontend'), { titles: ['Both'], total: 1 });
    assert.deepEqual(await titles(api, '?label=frontend&label=bug&status=backlog'), {
      titles: ['Both'],
      total: 1,
    });
    assert.deepEqual(await titles(api, '?label=bug&label=nothing'), { titles: [], total: 0 });
    expectField(await api.get('/issues?label='), 'label');
  });

  it('filters by cycle number or none, and refuses anything else', async () => {
    const scene = await buildScene(app.db, { cycles: { length_days: 14, first_starts_on: '2026-11-02' } });
    await buildIssue(app.db, scene.workspace, { title: 'One', cycle_number: 1 });
    await buildIssue(app.db, scene.workspace, { title: 'Two', cycle_number: 2 });
    await buildIssue(app.db, scene.workspace, { title: 'Unplanned' });
    const api = client(app, scene.token);
    assert.deepEqual(await titles(api, '?cycle=2'), { titles: ['Two'], total: 1 });
    assert.deepEqual(await titles(api, '?cycle=none'), { titles: ['Unplanned'], total: 1 });
    for (const bad of ['0', 'current', '-1', '1.5'])
      expectField(await api.get(`/issues?cycle=${bad}`), 'cycle');
  });

  describe('q', () => {
    it('finds words in the title, the description and comments, every word required', async () => {
      const scene = await buildScene(app.db);
      const api = client(app, scene.token);
      await api.post('/issues', {
        title: 'Checkout crashes',
        description: '<p>Stripe <em>webhook</em> times out</p>',
      });
      const commented = await buildIssue(app.db, scene.workspace, { title: 'Slow page' });
      await buildComment(app.db, commented, {
        author_type: 'user',
        author_id: scene.owner.id,
        body: '<p>The <strong>flamegraph</strong> shows the checkout query</p>',
      });
      await api.post('/issues', { title: 'Unrelated' });
      assert.deepEqual(await titles(api, '?q=checkout'), {
        titles: ['Slow page', 'Checkout crashes'],
        total: 2,
      });
      assert.deepEqual(await titles(api, '?q=WEBHOOK'), { titles: ['Checkout crashes'], total: 1 });
      assert.deepEqual(await titles(api, '?q=flamegraph'), { titles: ['Slow page'], total: 1 });
      assert.deepEqual(await titles(api, '?q=slow%20flamegraph'), { titles: ['Slow page'], total: 1 });
      assert.deepEqual(await titles(api, '?q=slow%20stripe'), { titles: [], total: 0 });
      assert.deepEqual(await titles(api, '?q=checkout&status=backlog&per_page=1'), {
        titles: ['Slow page'],
        total: 2,
      });
      // Search syntax is plain words: quotes and operators are no more than separators.
      assert.deepEqual(await titles(api, '?q=%22checkout*%22%20(NEAR'), { titles: [], total: 0 });
      assert.deepEqual(await titles(api, '?q=%22checkout*%22%20(:'), {
        titles: ['Slow page', 'Checkout crashes'],
        total: 2,
      });
    });

    it('pages through matches newest first, keeping the total on every page and past the end', async () => {
      const scene = await buildScene(app.db);
      const api = client(app, scene.token);
      for (const title of ['Alpha needle', 'Beta', 'Gamma needle', 'Delta needle', 'Epsilon needle']) {
        await buildIssue(app.db, scene.workspace, { title, status: 'todo' });
      }
      assert.deepEqual(await titles(api, '?q=needle&per_page=3'), {
        titles: ['Epsilon needle', 'Delta needle', 'Gamma needle'],
        total: 4,
      });
      assert.deepEqual(await titles(api, '?q=needle&per_page=3&page=2'), {
        titles: ['Alpha needle'],
        total: 4,
      });
      assert.deepEqual(await titles(api, '?q=needle&per_page=3&page=5'), { titles: [], total: 4 });
      assert.deepEqual(await titles(api, '?q=needle&status=todo&per_page=2&page=2'), {
        titles: ['Gamma needle', 'Alpha needle'],
        total: 4,
      });
      assert.deepEqual(await titles(api, '?q=needle&status=todo&per_page=2&page=9'), {
        titles: [],
        total: 4,
      });
      assert.deepEqual(await titles(api, '?q=haystack&per_page=2&page=3'), { titles: [], total: 0 });
    });

    it('follows comment edits and withdrawals, and never reaches another workspace', async () => {
      const scene = await buildScene(app.db);
      const other = await buildScene(app.db);
      const api = client(app, scene.token);
      const issue = await buildIssue(app.db, scene.workspace, { title: 'Thread' });
      await buildIssue(app.db, other.workspace, { title: 'Their kumquat' });
      const comment = await buildComment(app.db, issue, {
        author_type: 'user',
        author_id: scene.owner.id,
        body: '<p>kumquat</p>',
      });
      assert.equal((await titles(api, '?q=kumquat')).total, 1);
      await app.db
        .updateTable('comments')
        .set({ body: '<p>pomelo</p>' })
        .where('id', '=', comment.id)
        .execute();
      assert.equal((await titles(api, '?q=kumquat')).total, 0);
      assert.equal((await titles(api, '?q=pomelo')).total, 1);
      await app.db
        .updateTable('comments')
        .set({ body: '', withdrawn: 1 })
        .where('id', '=', comment.id)
        .execute();
      assert.equal((await titles(api, '?q=pomelo')).total, 0);
      await api.patch(`/issues/${issue.id}`, { title: 'Thread about kumquat' });
      assert.deepEqual(await titles(api, '?q=kumquat'), { titles: ['Thread about kumquat'], total: 1 });
    });

    it('ignores a q without any word', async () => {
      const scene = await buildScene(app.db);
      await buildIssue(app.db, scene.workspace);
      assert.equal((await titles(client(app, scene.token), '?q=%20-!')).total, 1);
    });
  });

  it('keeps deleted issues out of every filter and total', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const kept = await api.post('/issues', { title: 'Kept needle', labels: ['x'], status: 'todo' });
    const gone = await api.post('/issues', { title: 'Gone needle', labels: ['x'], status: 'todo' });
    assert.equal(kept.status, 201);
    assert.equal((await api.delete(`/issues/${gone.body.data.id}`)).status, 204);
    for (const query of [
      '',
      '?status=todo',
      '?label=x',
      '?q=needle',
      '?assignee=none',
      '?priority=medium',
      '?type=task',
      '?cycle=none',
      '?updated_since=2020-01-01',
      '?label=x&status=todo',
    ]) {
      assert.deepEqual(await titles(api, query), { titles: ['Kept needle'], total: 1 }, query);
    }
  });

  it('keeps totals right as issues change status, labels and assignees', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const a = await api.post('/issues', { title: 'a', labels: ['one'] });
    await api.post('/issues', { title: 'b', labels: ['one', 'two'], assignee: `user:${scene.owner.id}` });
    await api.patch(`/issues/${a.body.data.id}`, {
      status: 'done',
      labels: ['two'],
      assignee: `user:${scene.owner.id}`,
    });
    assert.equal((await titles(api, '?status=done')).total, 1);
    assert.equal((await titles(api, '?status=backlog')).total, 1);
    assert.equal((await titles(api, '?label=one')).total, 1);
    assert.equal((await titles(api, '?label=two')).total, 2);
    assert.equal((await titles(api, `?assignee=user:${scene.owner.id}`)).total, 2);
    assert.equal((await titles(api, '?assignee=none')).total, 0);
    assert.equal((await titles(api, '')).total, 2);
  });
});
