import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { ROADMAP_LIMIT } from '../../src/schemas/roadmap.js';
import { buildIssue, buildMember, buildProject, buildScene, buildToken } from '../helpers/factories.js';

describe('Roadmap', async () => {
  const app = await startTestApp();

  it('sets project dates on create and change, refusing a target before the start with 422 on target_date', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const created = await api.post('/projects', {
      name: 'Launch',
      start_date: '2027-01-04',
      target_date: '2027-02-26',
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.data.start_date, '2027-01-04');
    assert.equal(created.body.data.target_date, '2027-02-26');
    const id = created.body.data.id as number;

    const before = await api.patch(`/projects/${id}`, { target_date: '2027-01-03' });
    assert.equal(before.status, 422);
    assert.deepEqual(Object.keys(before.body.errors), ['target_date']);
    const late = await api.patch(`/projects/${id}`, { start_date: '2027-03-01' });
    assert.equal(late.status, 422, 'a start after the stored target is refused too');
    assert.deepEqual(Object.keys(late.body.errors), ['target_date']);
    const bad = await api.patch(`/projects/${id}`, { start_date: '2027-02-30' });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors), ['start_date']);
    const refused = await api.post('/projects', {
      name: 'Backwards',
      start_date: '2027-05-02',
      target_date: '2027-05-01',
    });
    assert.equal(refused.status, 422);
    assert.deepEqual(Object.keys(refused.body.errors), ['target_date']);

    const moved = await api.patch(`/projects/${id}`, { start_date: '2027-01-11', target_date: '2027-03-05' });
    assert.equal(moved.status, 200);
    assert.deepEqual([moved.body.data.start_date, moved.body.data.target_date], ['2027-01-11', '2027-03-05']);
    const cleared = await api.patch(`/projects/${id}`, { start_date: null });
    assert.deepEqual([cleared.body.data.start_date, cleared.body.data.target_date], [null, '2027-03-05']);
    assert.equal((await api.get(`/projects/${id}`)).body.data.target_date, '2027-03-05');
  });

  it('lists projects and epics with their dates, progress counted from their issues and dependencies between epics', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const project = await buildProject(app.db, scene.workspace, { name: 'Mobile app', prefix: null });
    await api.patch(`/projects/${project.id}`, { start_date: '2027-01-04', target_date: '2027-03-26' });
    const design = await buildIssue(app.db, scene.workspace, {
      type: 'epic',
      title: 'Design',
      project_id: project.id,
      start_date: '2027-01-04',
      due_date: '2027-01-29',
    });
    const build = await buildIssue(app.db, scene.workspace, {
      type: 'epic',
      title: 'Build',
      project_id: project.id,
      start_date: '2027-02-01',
      due_date: '2027-03-12',
    });
    const loose = await buildIssue(app.db, scene.workspace, { type: 'epic', title: 'Someday' });
    const ref = (n: number) => `${scene.workspace.issue_prefix}-${n}`;
    // Design's children: two done, one open, one canceled, one deleted, one generic (not counted).
    for (const [status, extra] of [
      ['done', {}],
      ['done', {}],
      ['todo', {}],
      ['canceled', {}],
      ['done', { deleted_at: '2026-12-01T00:00:00.000Z' }],
      ['in_progress', { type: 'generic' }],
    ] as const) {
      await buildIssue(app.db, scene.workspace, {
        parent_id: design.id,
        project_id: project.id,
        status,
        ...extra,
      });
    }
    await buildIssue(app.db, scene.workspace, {
      parent_id: build.id,
      project_id: project.id,
      status: 'todo',
    });
    const linked = await api.patch(`/issues/${ref(build.number)}`, { blocked_by: [ref(design.number)] });
    assert.equal(linked.status, 200);
    // A dependency to an issue that is not an epic on the roadmap is not a pair.
    const task = await buildIssue(app.db, scene.workspace, { status: 'todo' });
    await api.patch(`/issues/${ref(task.number)}`, { blocked_by: [ref(design.number)] });
    const other = await buildScene(app.db);
    await buildIssue(app.db, other.workspace, { type: 'epic', title: 'Foreign', start_date: '2027-01-05' });

    const res = await api.get('/roadmap');
    assert.equal(res.status, 200);
    const { projects, epics, dependencies, truncated } = res.body.data;
    assert.equal(truncated, false);
    assert.deepEqual(projects, [
      {
        id: project.id,
        name: 'Mobile app',
        status: 'planned',
        start_date: '2027-01-04',
        target_date: '2027-03-26',
        // Its issues but the epics: the six children of Design counted minus canceled, deleted and
        // generic (3, two done), and Build's child.
        progress: { done: 2, total: 4 },
      },
    ]);
    assert.deepEqual(
      epics.map((e: { id: string; title: string; target_date: string | null; progress: unknown }) => [
        e.id,
        e.title,
        e.target_date,
        e.progress,
      ]),
      [
        [ref(design.number), 'Design', '2027-01-29', { done: 2, total: 3 }],
        [ref(build.number), 'Build', '2027-03-12', { done: 0, total: 1 }],
        [ref(loose.number), 'Someday', null, { done: 0, total: 0 }],
      ],
    );
    assert.deepEqual(dependencies, [{ blocker: ref(design.number), blocked: ref(build.number) }]);

    // The window: of the epics with dates, Build alone meets March.
    const march = await api.get('/roadmap?from=2027-03-01&to=2027-03-31');
    assert.deepEqual(
      march.body.data.epics.map((e: { title: string }) => e.title),
      ['Build', 'Someday'],
    );
    assert.deepEqual(march.body.data.dependencies, []);
    const later = await api.get('/roadmap?from=2027-04-01');
    assert.deepEqual(
      later.body.data.epics.map((e: { title: string }) => e.title),
      ['Someday'],
    );
    assert.deepEqual(later.body.data.projects, []);
  });

  it('lists the project of a listed epic even when the project itself lies outside the window', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const early = await buildProject(app.db, scene.workspace, { name: 'Early' });
    await api.patch(`/projects/${early.id}`, { start_date: '2027-01-01', target_date: '2027-01-31' });
    const other = await buildProject(app.db, scene.workspace, { name: 'Other' });
    await api.patch(`/projects/${other.id}`, { start_date: '2027-01-01', target_date: '2027-01-31' });
    await buildIssue(app.db, scene.workspace, {
      type: 'epic',
      title: 'Late epic',
      project_id: early.id,
      start_date: '2027-05-01',
      due_date: '2027-05-31',
    });
    const res = await api.get('/roadmap?from=2027-05-01&to=2027-05-31');
    assert.deepEqual(
      res.body.data.projects.map((p: { name: string }) => p.name),
      ['Early'],
    );
    assert.deepEqual(
      res.body.data.epics.map((e: { title: string; project_id: number }) => [e.title, e.project_id]),
      [['Late epic', early.id]],
    );
  });

  it('lists at most ROADMAP_LIMIT epics, earliest first, and says the rest were left out', async () => {
    const scene = await buildScene(app.db);
    for (let index = 0; index <= ROADMAP_LIMIT; index++) {
      const day = String((index % 28) + 1).padStart(2, '0');
      await buildIssue(app.db, scene.workspace, {
        type: 'epic',
        title: `E${index}`,
        start_date: `2027-02-${day}`,
      });
    }
    const { epics, truncated } = (await client(app, scene.token).get('/roadmap')).body.data;
    assert.equal(truncated, true);
    assert.equal(epics.length, ROADMAP_LIMIT);
    assert.equal(epics[0].start_date, '2027-02-01');
    assert.equal(epics.at(-1).start_date, '2027-02-28');
  });

  it('validates the window: a bad date or to before from is 422 naming the parameter', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    for (const [query, field] of [
      ['from=2027-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['from=2027-02-01&to=2027-01-31', 'to'],
    ] as const) {
      const res = await api.get(`/roadmap?${query}`);
      assert.equal(res.status, 422, query);
      assert.deepEqual(Object.keys(res.body.errors), [field], query);
    }
    const unknown = await api.get('/roadmap?project=1');
    assert.equal(unknown.status, 422);
  });

  it('is read by guests, who may not move a project, and refused to Management', async () => {
    const scene = await buildScene(app.db);
    const project = await buildProject(app.db, scene.workspace, { name: 'Shared' });
    await buildIssue(app.db, scene.workspace, { type: 'epic', title: 'Visible', start_date: '2027-01-04' });
    const guest = await buildMember(app.db, scene.workspace, { role: 'guest' });
    const guestApi = client(app, (await buildToken(app.db, scene.workspace, guest)).token);
    const res = await guestApi.get('/roadmap');
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.data.projects.map((p: { name: string }) => p.name),
      ['Shared'],
    );
    assert.deepEqual(
      res.body.data.epics.map((e: { title: string }) => e.title),
      ['Visible'],
    );
    const moved = await guestApi.patch(`/projects/${project.id}`, { start_date: '2027-01-04' });
    assert.equal(moved.status, 403);
    const manager = await buildMember(app.db, scene.workspace, { role: 'management' });
    const managerApi = client(app, (await buildToken(app.db, scene.workspace, manager)).token);
    assert.equal((await managerApi.get('/roadmap')).status, 403);
  });
});
