import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkFilters } from '../../src/domain/issues/saved-views.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildMember, buildProject, buildScene, buildToken, buildWorkspace } from '../helpers/factories.js';

const app = await startTestApp();

async function sceneWithFields() {
  const scene = await buildScene(app.db);
  const api = client(app, scene.token);
  const project = await buildProject(app.db, scene.workspace);
  const other = await buildProject(app.db, scene.workspace);
  const make = async (body: Record<string, unknown>) => {
    const res = await api.post('/fields', body);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data;
  };
  const fields = {
    notes: await make({ name: 'Notes', key: 'notes', type: 'text' }),
    points: await make({ name: 'Points', key: 'points', type: 'number' }),
    stage: await make({ name: 'Stage', key: 'stage', type: 'select', options: ['Alpha', 'Beta', 'GA'] }),
    platforms: await make({
      name: 'Platforms',
      key: 'platforms',
      type: 'multi_select',
      options: ['web', 'ios', 'android'],
    }),
    launch: await make({ name: 'Launch', key: 'launch', type: 'date' }),
    owner: await make({ name: 'Owner', key: 'owner', type: 'person' }),
    spec: await make({ name: 'Spec', key: 'spec', type: 'url' }),
    budget: await make({ name: 'Budget', key: 'budget', type: 'number', project_id: project.id }),
    region: await make({ name: 'Region', key: 'region', type: 'text', project_id: other.id }),
  };
  return { ...scene, api, project, other, fields };
}

describe('custom fields (issue 40)', () => {
  it('creates, lists, changes and deletes fields; key and type stay', async () => {
    const { api, project, fields } = await sceneWithFields();
    assert.deepEqual(fields.stage.options, ['Alpha', 'Beta', 'GA']);
    assert.equal(fields.budget.project_id, project.id);
    const all = await api.get('/fields');
    assert.equal(all.body.meta.total, 9);
    assert.deepEqual(
      all.body.data.map((f: { key: string }) => f.key),
      ['budget', 'launch', 'notes', 'owner', 'platforms', 'points', 'region', 'spec', 'stage'],
    );
    const ofProject = await api.get(`/fields?project_id=${project.id}`);
    assert.ok(ofProject.body.data.some((f: { key: string }) => f.key === 'budget'));
    assert.ok(!ofProject.body.data.some((f: { key: string }) => f.key === 'region'));

    const renamed = await api.patch(`/fields/${fields.stage.id}`, {
      name: 'Release stage',
      options: ['Alpha', 'Beta'],
      key: 'ignored',
    });
    assert.equal(renamed.status, 200);
    assert.deepEqual([renamed.body.data.name, renamed.body.data.key], ['Release stage', 'stage']);
    assert.equal((await api.delete(`/fields/${fields.notes.id}`)).status, 204);
    assert.equal((await api.get(`/fields/${fields.notes.id}`)).status, 404);
  });

  it('refuses bad fields with 422 on the field', async () => {
    const { api, workspace } = await sceneWithFields();
    const theirs = await buildProject(app.db, await buildWorkspace(app.db));
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'X', key: 'Points', type: 'text' }, 'key'],
      [{ name: 'X', key: '1a', type: 'text' }, 'key'],
      [{ name: 'X', key: 'points', type: 'text' }, 'key'],
      [{ name: 'X', key: 'kind', type: 'colour' }, 'type'],
      [{ name: 'X', key: 'kind', type: 'select' }, 'options'],
      [{ name: 'X', key: 'kind', type: 'select', options: ['a', 'A'] }, 'options'],
      [{ name: 'X', key: 'kind', type: 'select', options: [' '] }, 'options'],
      [{ name: 'X', key: 'kind', type: 'text', options: ['a'] }, 'options'],
      [{ name: 'X', key: 'kind', type: 'text', project_id: theirs.id }, 'project_id'],
      [{ name: ' ', key: 'kind', type: 'text' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post('/fields', body);
      assert.equal(res.status, 422, `${JSON.stringify(body)} → ${res.status}`);
      assert.ok(res.body.errors[field], `${JSON.stringify(body)}: ${JSON.stringify(res.body.errors)}`);
    }
    assert.equal(workspace.id > 0, true);
  });

  it('lets only owners and admins write fields, and keeps workspaces apart', async () => {
    const { api, workspace, fields } = await sceneWithFields();
    for (const role of ['member', 'guest'] as const) {
      const person = await buildMember(app.db, workspace, { role });
      const them = client(app, (await buildToken(app.db, workspace, person)).token);
      assert.equal((await them.post('/fields', { name: 'X', key: 'x', type: 'text' })).status, 403);
      assert.equal((await them.patch(`/fields/${fields.points.id}`, { name: 'Y' })).status, 403);
      assert.equal((await them.delete(`/fields/${fields.points.id}`)).status, 403);
    }
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    const adminApi = client(app, (await buildToken(app.db, workspace, admin)).token);
    assert.equal((await adminApi.post('/fields', { name: 'X', key: 'x', type: 'text' })).status, 201);
    const reader = client(app, (await buildToken(app.db, workspace, admin, { abilities: ['read'] })).token);
    assert.equal((await reader.post('/fields', { name: 'Y', key: 'y', type: 'text' })).status, 403);

    const stranger = await buildScene(app.db);
    const strangerApi = client(app, stranger.token);
    assert.equal((await strangerApi.get(`/fields/${fields.points.id}`)).status, 404);
    assert.equal((await strangerApi.patch(`/fields/${fields.points.id}`, { name: 'Z' })).status, 404);
    assert.equal((await strangerApi.delete(`/fields/${fields.points.id}`)).status, 404);
    assert.equal((await strangerApi.get('/fields')).body.meta.total, 0);
    const theirIssue = await strangerApi.post('/issues', { title: 'T', fields: { points: 3 } });
    assert.equal(theirIssue.status, 422);
    assert.ok(theirIssue.body.errors['fields.points']);
    assert.equal((await api.get('/issues')).status, 200);
  });

  it('sets, merges, clears and shows values on issues, checked by type', async () => {
    const { api, project, workspace, owner } = await sceneWithFields();
    const created = await api.post('/issues', {
      title: 'Launch',
      project_id: project.id,
      fields: {
        notes: ' first\nline ',
        points: 2.5,
        stage: 'Beta',
        platforms: ['ios', 'web', 'ios'],
        launch: '2027-01-31',
        owner: `user:${owner.id}`,
        spec: 'https://example.com/spec',
        budget: 1000,
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.data.fields, {
      notes: 'first line',
      points: 2.5,
      stage: 'Beta',
      platforms: ['web', 'ios'],
      launch: '2027-01-31',
      owner: owner.id,
      spec: 'https://example.com/spec',
      budget: 1000,
    });
    const id = created.body.data.id;
    const patched = await api.patch(`/issues/${id}`, { fields: { points: null, stage: 'GA', notes: '' } });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.data.fields.points, undefined);
    assert.equal(patched.body.data.fields.notes, undefined);
    assert.equal(patched.body.data.fields.stage, 'GA');
    assert.equal(patched.body.data.fields.budget, 1000);
    const read = await api.get(`/issues/${id}`);
    assert.deepEqual(read.body.data.fields, patched.body.data.fields);
    const history = await api.get(`/issues/${id}/activity`);
    assert.ok(JSON.stringify(history.body.data).includes('"fields"'));

    // Moving out of the project drops the project's field; the workspace's stay.
    const moved = await api.patch(`/issues/${id}`, { project_id: null });
    assert.equal(moved.body.data.fields.budget, undefined);
    assert.equal(moved.body.data.fields.stage, 'GA');

    const outsider = await buildMember(app.db, await buildWorkspace(app.db));
    const refused: [unknown, string][] = [
      ['points', 'many'],
      ['points', '3'],
      ['launch', '2027-02-30'],
      ['launch', '31.01.2027'],
      ['spec', 'ftp://example.com'],
      ['spec', 'javascript:alert(1)'],
      ['stage', 'Delta'],
      ['platforms', 'web'],
      ['platforms', ['web', 'desktop']],
      ['owner', outsider.id],
      ['owner', 'somebody'],
      ['notes', 'x'.repeat(501)],
      ['unknown_key', 1],
      ['region', 'EU'],
      ['budget', 5],
    ].map(([key, value]) => [{ [key as string]: value }, `fields.${key as string}`]);
    for (const [fields, name] of refused) {
      const res = await api.patch(`/issues/${id}`, { fields });
      assert.equal(res.status, 422, `${JSON.stringify(fields)} → ${res.status}`);
      assert.ok(res.body.errors[name], `${JSON.stringify(fields)}: ${JSON.stringify(res.body.errors)}`);
    }
    const big = await api.patch(`/issues/${id}`, { fields: { points: 1e300 } });
    assert.equal(big.status, 422);
    assert.equal((await api.get(`/issues/${id}`)).body.data.fields.stage, 'GA');
    assert.equal(workspace.id > 0, true);
  });

  it('takes an option away from the issues that had it', async () => {
    const { api, fields } = await sceneWithFields();
    const issue = (
      await api.post('/issues', { title: 'T', fields: { stage: 'GA', platforms: ['web', 'ios'] } })
    ).body.data;
    await api.patch(`/fields/${fields.stage.id}`, { options: ['Alpha', 'Beta'] });
    await api.patch(`/fields/${fields.platforms.id}`, { options: ['web', 'android'] });
    assert.deepEqual((await api.get(`/issues/${issue.id}`)).body.data.fields, { platforms: ['web'] });
    await api.delete(`/fields/${fields.platforms.id}`);
    assert.deepEqual((await api.get(`/issues/${issue.id}`)).body.data.fields, {});
  });

  it('filters issues by field values and ranges', async () => {
    const { api, project, owner } = await sceneWithFields();
    const make = async (title: string, fields: Record<string, unknown>, projectId?: number) =>
      (await api.post('/issues', { title, fields, ...(projectId ? { project_id: projectId } : {}) })).body
        .data.id as string;
    const a = await make('A', { stage: 'Alpha', points: 1, launch: '2027-01-01', platforms: ['web'] });
    const b = await make('B', { stage: 'Beta', points: 5, launch: '2027-02-01', platforms: ['web', 'ios'] });
    const c = await make('C', { stage: 'Beta', points: 8, owner: owner.id, notes: 'hello' });
    const d = await make('D', { budget: 10 }, project.id);
    await make('E', {});
    const ids = async (query: string) => {
      const res = await api.get(`/issues?${query}`);
      assert.equal(res.status, 200, `${query}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.meta.total, res.body.data.length);
      return res.body.data.map((issue: { id: string }) => issue.id).sort();
    };
    const q = (s: string) => s.replace(/\[/g, '%5B').replace(/\]/g, '%5D');
    assert.deepEqual(await ids(q('field[stage]=Beta')), [b, c].sort());
    assert.deepEqual(await ids(q('field[platforms]=web')), [a, b].sort());
    assert.deepEqual(await ids(q('field[platforms]=ios&field[stage]=Beta')), [b]);
    assert.deepEqual(await ids(q('field[points][gte]=2&field[points][lte]=8')), [b, c].sort());
    assert.deepEqual(await ids(q('field[points][gte]=5')), [b, c].sort());
    assert.deepEqual(await ids(q('field[points]=8')), [c]);
    assert.deepEqual(await ids(q('field[launch][lte]=2027-01-15')), [a]);
    assert.deepEqual(await ids(q(`field[owner]=${owner.id}`)), [c]);
    assert.deepEqual(await ids(q(`field[owner]=user:${owner.id}`)), [c]);
    assert.deepEqual(await ids(q('field[notes]=hello')), [c]);
    assert.deepEqual(await ids(q('field[budget][gte]=1')), [d]);
    assert.deepEqual(
      await ids(q('field[stage]=Beta&status=backlog&sort=title'.replace('&sort=title', ''))),
      [b, c].sort(),
    );
    assert.deepEqual(await ids(q('field[stage]=Beta&q=C')), [c]);
    assert.deepEqual(await ids(q('field[stage]=Beta&sort=-number')), [b, c].sort());
    const page = await api.get(q('/issues?field[stage]=Beta&sort=number'));
    assert.deepEqual(
      page.body.data.map((i: { title: string }) => i.title),
      ['B', 'C'],
    );

    const invalid = [
      'field[nothing]=1',
      'field[Bad]=1',
      'field[stage][gte]=Alpha',
      'field[stage]=Delta',
      'field[points]=many',
      'field[points][between]=1',
      'field[launch][gte]=tomorrow',
      'field[owner]=nobody',
    ];
    for (const query of invalid) {
      const res = await api.get(`/issues?${q(query)}`);
      assert.equal(res.status, 422, `${query} → ${res.status}`);
      assert.ok(res.body.errors[query.split('=')[0]!], `${query}: ${JSON.stringify(res.body.errors)}`);
    }
    const unknown = await api.get('/issues?fields=1');
    assert.equal(unknown.status, 422);
    // Saved views keep field filters (checked against the fields when the list is read).
    assert.deepEqual(checkFilters({ 'field[stage]': 'Beta', 'field[points][gte]': '2' }, 'filters'), {
      'field[stage]': 'Beta',
      'field[points][gte]': '2',
    });
    assert.throws(() => checkFilters({ 'field[stage]': ['Beta'] }, 'filters'));
    assert.throws(() => checkFilters({ fields: 'x' }, 'filters'));
  });

  it("applies a template's fields on create; the request's win by key", async () => {
    const { api, fields } = await sceneWithFields();
    const template = await api.post('/templates', {
      name: 'Release',
      title: 'Release',
      fields: { stage: 'Alpha', points: 3 },
    });
    assert.equal(template.status, 201, JSON.stringify(template.body));
    assert.deepEqual(template.body.data.fields, { stage: 'Alpha', points: 3 });
    const bad = await api.post('/templates', { name: 'Bad', fields: { stage: 'Nope' } });
    assert.ok(bad.body.errors['fields.stage']);
    const issue = await api.post('/issues', { template_id: template.body.data.id, fields: { points: 5 } });
    assert.equal(issue.status, 201, JSON.stringify(issue.body));
    assert.deepEqual(issue.body.data.fields, { stage: 'Alpha', points: 5 });
    await api.delete(`/fields/${fields.stage.id}`);
    const after = await api.post('/issues', { template_id: template.body.data.id });
    assert.deepEqual(after.body.data.fields, { points: 3 });
  });
});
