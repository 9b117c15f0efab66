import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildIssue, buildMember, buildScene } from '../helpers/factories.js';
import { nowIso } from '../../src/clock.js';

describe('GET /issues: several values, sort and epic (issue 19)', async () => {
  const app = await startTestApp();

  async function titles(api: ReturnType<typeof client>, query: string) {
    const res = await api.get(`/issues${query}`);
    assert.equal(res.status, 200, `${query}: ${res.text}`);
    return {
      titles: res.body.data.map((issue: { title: string }) => issue.title),
      total: res.body.meta.total,
    };
  }

  it('matches any of several statuses, types, priorities and assignees, with an exact total', async () => {
    const scene = await buildScene(app.db);
    const ada = await buildMember(app.db, scene.workspace);
    const w = scene.workspace;
    await buildIssue(app.db, w, { title: 'A', status: 'todo', type: 'bug', priority: 'high' });
    await buildIssue(app.db, w, {
      title: 'B',
      status: 'in_progress',
      type: 'feature',
      priority: 'low',
      assignee_type: 'user',
      assignee_id: ada.id,
    });
    await buildIssue(app.db, w, {
      title: 'C',
      status: 'done',
      type: 'task',
      priority: 'urgent',
      assignee_type: 'user',
      assignee_id: scene.owner.id,
    });
    await buildIssue(app.db, w, { title: 'D', status: 'todo', type: 'feature', priority: 'low' });
    const api = client(app, scene.token);
    assert.deepEqual(await titles(api, '?status=todo&status=in_progress'), {
      titles: ['D', 'B', 'A'],
      total: 3,
    });
    assert.deepEqual(await titles(api, '?type=bug&type=task'), { titles: ['C', 'A'], total: 2 });
    assert.deepEqual(await titles(api, '?priority=urgent&priority=high&per_page=1'), {
      titles: ['C'],
      total: 2,
    });
    assert.deepEqual(await titles(api, `?assignee=none&assignee=user:${ada.id}`), {
      titles: ['D', 'B', 'A'],
      total: 3,
    });
    assert.deepEqual(
      await titles(api, `?assignee=user:${ada.id}&assignee=user:${scene.owner.id}&status=done`),
      {
        titles: ['C'],
        total: 1,
      },
    );
    // One value answers as before; a repeated one counts once.
    assert.deepEqual(await titles(api, '?status=todo'), { titles: ['D', 'A'], total: 2 });
    assert.deepEqual(await titles(api, '?status=todo&status=todo'), { titles: ['D', 'A'], total: 2 });
    const bad = await api.get('/issues?status=todo&status=later');
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.status);
    const stranger = await api.get('/issues?assignee=none&assignee=user:999999');
    assert.equal(stranger.status, 422);
    assert.ok(stranger.body.errors.assignee);
  });

  it('sorts by number, dates and priority, either way, empty due dates last, ties by id', async () => {
    const scene = await buildScene(app.db);
    const w = scene.workspace;
    await buildIssue(app.db, w, {
      title: 'One',
      priority: 'low',
      due_date: '2026-12-03',
      updated_at: '2026-11-03T00:00:00.000Z',
    });
    await buildIssue(app.db, w, {
      title: 'Two',
      priority: 'urgent',
      due_date: null,
      updated_at: '2026-11-01T00:00:00.000Z',
    });
    await buildIssue(app.db, w, {
      title: 'Three',
      priority: 'high',
      due_date: '2026-12-01',
      updated_at: '2026-11-02T00:00:00.000Z',
    });
    await buildIssue(app.db, w, {
      title: 'Four',
      priority: 'high',
      due_date: null,
      updated_at: '2026-11-04T00:00:00.000Z',
    });
    const api = client(app, scene.token);
    assert.deepEqual((await titles(api, '?sort=number')).titles, ['One', 'Two', 'Three', 'Four']);
    assert.deepEqual((await titles(api, '?sort=-number')).titles, ['Four', 'Three', 'Two', 'One']);
    assert.deepEqual((await titles(api, '?sort=priority')).titles, ['Two', 'Three', 'Four', 'One']);
    assert.deepEqual((await titles(api, '?sort=-priority')).titles, ['One', 'Four', 'Three', 'Two']);
    assert.deepEqual((await titles(api, '?sort=due_date')).titles, ['Three', 'One', 'Two', 'Four']);
    assert.deepEqual((await titles(api, '?sort=-due_date')).titles, ['One', 'Three', 'Four', 'Two']);
    assert.deepEqual((await titles(api, '?sort=-updated_at')).titles, ['Four', 'One', 'Three', 'Two']);
    assert.deepEqual((await titles(api, '?sort=created_at&per_page=2&page=2')).titles, ['Three', 'Four']);
    assert.deepEqual(await titles(api, '?sort=priority&status=backlog&priority=high&priority=low'), {
      titles: ['Three', 'Four', 'One'],
      total: 3,
    });
    assert.equal((await api.get('/issues?sort=title')).status, 422);
  });

  it("lists an epic's children; anything but an epic is refused", async () => {
    const scene = await buildScene(app.db);
    const w = scene.workspace;
    const epic = await buildIssue(app.db, w, { title: 'Epic', type: 'epic' });
    await buildIssue(app.db, w, { title: 'Child 1', parent_id: epic.id });
    await buildIssue(app.db, w, { title: 'Child 2', parent_id: epic.id, status: 'done' });
    const loose = await buildIssue(app.db, w, { title: 'Loose' });
    const api = client(app, scene.token);
    const ref = `${w.issue_prefix}-${epic.number}`;
    assert.deepEqual(await titles(api, `?epic=${ref}`), { titles: ['Child 2', 'Child 1'], total: 2 });
    assert.deepEqual(await titles(api, `?epic=${epic.id}&status=done`), { titles: ['Child 2'], total: 1 });
    const notEpic = await api.get(`/issues?epic=${w.issue_prefix}-${loose.number}`);
    assert.equal(notEpic.status, 422);
    assert.ok(notEpic.body.errors.epic);
    assert.equal((await api.get(`/issues?epic=${w.issue_prefix}-99999`)).status, 422);
  });

  it('shows progress on epics: done of the live children, generic and canceled ones left out', async () => {
    const scene = await buildScene(app.db);
    const w = scene.workspace;
    const api = client(app, scene.token);
    const created = await api.post('/issues', { title: 'Launch', type: 'epic' });
    assert.equal(created.status, 201, created.text);
    assert.deepEqual(created.body.data.progress, { done: 0, total: 0 });
    const epic = created.body.data.id as string;
    const child = async (title: string) => {
      const res = await api.post('/issues', { title, parent_id: epic });
      assert.equal(res.status, 201, res.text);
      return res.body.data.id as string;
    };
    const first = await child('Write');
    await child('Test');
    const third = await child('Ship');
    const dropped = await child('Dropped');
    assert.equal((await api.patch(`/issues/${dropped}`, { status: 'canceled' })).status, 200);
    const epicRow = await app.db
      .selectFrom('issues')
      .selectAll()
      .where('workspace_id', '=', w.id)
      .where('title', '=', 'Launch')
      .executeTakeFirstOrThrow();
    await buildIssue(app.db, w, {
      title: 'Standing',
      type: 'generic',
      parent_id: epicRow.id,
      status: 'done',
    });
    await buildIssue(app.db, w, {
      title: 'Gone',
      parent_id: epicRow.id,
      status: 'done',
      deleted_at: nowIso(),
    });
    const other = await buildIssue(app.db, w, { title: 'Other epic', type: 'epic' });
    await buildIssue(app.db, w, { title: 'Other child', parent_id: other.id, status: 'done' });

    const done = await api.patch(`/issues/${first}`, { status: 'done' });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.data.progress, null);
    assert.deepEqual((await api.get(`/issues/${epic}`)).body.data.progress, { done: 1, total: 3 });
    const renamed = await api.patch(`/issues/${epic}`, { title: 'Launch v2' });
    assert.deepEqual(renamed.body.data.progress, { done: 1, total: 3 });

    const list = await api.get('/issues?per_page=100');
    const progress = Object.fromEntries(
      list.body.data.map((issue: { title: string; progress: unknown }) => [issue.title, issue.progress]),
    );
    assert.deepEqual(progress['Launch v2'], { done: 1, total: 3 });
    assert.deepEqual(progress['Other epic'], { done: 1, total: 1 });
    assert.equal(progress['Ship'], null);
    assert.equal(progress['Standing'], null);

    // Deleting a child takes it out of the fraction.
    assert.equal((await api.delete(`/issues/${third}`)).status, 204);
    assert.deepEqual((await api.get(`/issues/${epic}`)).body.data.progress, { done: 1, total: 2 });
  });
});
