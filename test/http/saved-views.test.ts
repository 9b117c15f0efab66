import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '../../src/errors.js';
import { createSavedView } from '../../src/domain/issues/saved-views.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildMember, buildSavedView, buildScene, buildToken } from '../helpers/factories.js';

describe('Saved views', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    const member = await buildMember(app.db, scene.workspace);
    const memberApi = client(app, (await buildToken(app.db, scene.workspace, member)).token);
    return { ...scene, member, memberApi, api: client(app, scene.token) };
  }

  it('lists the caller’s own views plus the workspace-shared ones', async () => {
    const { api, memberApi, workspace, owner, member } = await setup();
    const mine = await buildSavedView(app.db, workspace, owner, {
      name: 'My bugs',
      filters: { type: 'bug', assignee: `user:${owner.id}` },
    });
    const shared = await buildSavedView(app.db, workspace, member, {
      name: 'Team board',
      filters: { status: ['todo', 'in_progress'], label: ['api'] },
      shared: true,
    });
    const theirs = await buildSavedView(app.db, workspace, member, { name: 'Their private view' });
    const other = await buildScene(app.db);
    await buildSavedView(app.db, other.workspace, other.owner, { name: 'Elsewhere', shared: true });

    const res = await api.get('/saved-views');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data, [
      {
        id: mine.id,
        name: 'My bugs',
        surface: 'issues',
        filters: { type: 'bug', assignee: `user:${owner.id}` },
        owner: { type: 'user', id: owner.id, name: owner.name },
        shared: false,
        created_at: mine.created_at,
        updated_at: mine.updated_at,
      },
      {
        id: shared.id,
        name: 'Team board',
        surface: 'issues',
        filters: { status: ['todo', 'in_progress'], label: ['api'] },
        owner: { type: 'user', id: member.id, name: member.name },
        shared: true,
        created_at: shared.created_at,
        updated_at: shared.updated_at,
      },
    ]);
    assert.equal(res.body.meta.total, 2);

    const theirList = await memberApi.get('/saved-views');
    assert.deepEqual(
      theirList.body.data.map((v: { id: number }) => v.id),
      [shared.id, theirs.id],
    );
  });

  it('filters by exact surface; a surface nobody uses is an empty list', async () => {
    const { api, workspace, owner } = await setup();
    const board = await buildSavedView(app.db, workspace, owner, { surface: 'issues' });
    const timesheet = await buildSavedView(app.db, workspace, owner, { surface: 'time-entries' });
    const ids = async (query: string) =>
      (await api.get(`/saved-views${query}`)).body.data.map((v: { id: number }) => v.id);
    assert.deepEqual(await ids('?surface=issues'), [board.id]);
    assert.deepEqual(await ids('?surface=time-entries'), [timesheet.id]);
    assert.deepEqual(await ids('?surface=ISSUES'), []);
    assert.deepEqual(await ids('?surface=issue'), []);
    assert.deepEqual(await ids('?surface=iss%00ues'), []);
    const none = await api.get('/saved-views?surface=roadmap');
    assert.equal(none.status, 200);
    assert.deepEqual(none.body.data, []);
    assert.equal(none.body.meta.total, 0);
  });

  it('pages and refuses unknown parameters', async () => {
    const { api, workspace, owner } = await setup();
    for (let i = 0; i < 3; i++) await buildSavedView(app.db, workspace, owner, { name: `View ${i}` });
    const page = await api.get('/saved-views?per_page=2&page=2');
    assert.equal(page.body.data.length, 1);
    assert.equal(page.body.meta.last_page, 2);
    const bad = await api.get('/saved-views?owner=me');
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors.owner);
  });

  it('cannot be written through the API', async () => {
    const { api, workspace, owner } = await setup();
    const view = await buildSavedView(app.db, workspace, owner);
    for (const [method, path] of [
      ['POST', '/saved-views'],
      ['PATCH', `/saved-views/${view.id}`],
      ['PUT', `/saved-views/${view.id}`],
      ['DELETE', `/saved-views/${view.id}`],
    ] as const) {
      const res = await api.request(method, path, { name: 'x', surface: 'issues', filters: {} });
      assert.ok([404, 405].includes(res.status), `${method} ${path} answered ${res.status}`);
      assert.equal(typeof res.body.message, 'string');
    }
    assert.equal((await api.get('/saved-views')).body.data.length, 1);
  });

  it('accepts only the filters GET /issues accepts, with values it takes', async () => {
    const { workspace, owner } = await setup();
    const save = (filters: unknown, surface: unknown = 'issues') =>
      createSavedView(app.db, {
        workspaceId: workspace.id,
        ownerId: owner.id,
        name: 'v',
        surface,
        filters,
        shared: false,
      });
    const ok = await save({
      status: 'todo',
      type: ['bug', 'feature'],
      priority: 'high',
      assignee: 'none',
      assignee_type: 'agent',
      assignee_id: 3,
      project_id: '7',
      updated_since: '2026-11-01',
      q: 'login',
      label: ['api', 'ui'],
      cycle: 'none',
    });
    assert.equal(JSON.parse(ok.filters).label.length, 2);
    for (const [filters, field] of [
      [{ colour: 'red' }, 'saved_view.filters.colour'],
      [{ per_page: 10 }, 'saved_view.filters.per_page'],
      [{ status: 'finished' }, 'saved_view.filters.status'],
      [{ type: [] }, 'saved_view.filters.type'],
      [{ assignee: 'bob' }, 'saved_view.filters.assignee'],
      [{ updated_since: 'yesterday' }, 'saved_view.filters.updated_since'],
      [{ cycle: -1 }, 'saved_view.filters.cycle'],
      [['status'], 'saved_view.filters'],
    ] as const) {
      await assert.rejects(save(filters), (error: unknown) => {
        assert.ok(error instanceof ValidationError);
        assert.ok(error.errors[field], `${field} in ${JSON.stringify(error.errors)}`);
        return true;
      });
    }
    await assert.rejects(save({}, 'Issues Page'), (error: unknown) => {
      return error instanceof ValidationError && error.errors['saved_view.surface'] !== undefined;
    });
  });
});
