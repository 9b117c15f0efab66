import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { buildAgent, buildMember, buildProject, buildScene, buildToken } from '../helpers/factories.js';

describe('Projects', async () => {
  const app = await startTestApp();

  it('creates a project with a lead given as an actor key and answers 201 with every field', async () => {
    const scene = await buildScene(app.db);
    const res = await client(app, scene.token).post('/projects', {
      name: 'Website',
      description: 'The public site',
      prefix: 'web',
      priority: 'high',
      status: 'active',
      lead: `user:${scene.owner.id}`,
      issue_types: ['bug', 'feature'],
      unknown_field: 'ignored',
    });
    assert.equal(res.status, 201);
    const project = res.body.data;
    assert.deepEqual(
      { ...project, id: 0, created_at: '' },
      {
        id: 0,
        name: 'Website',
        description: 'The public site',
        prefix: 'WEB',
        status: 'active',
        priority: 'high',
        lead: { type: 'user', id: scene.owner.id, name: scene.owner.name },
        issue_types: ['bug', 'feature'],
        repository_id: null,
        areas: [],
        review_required: false,
        reviewers: [],
        start_date: null,
        target_date: null,
        created_at: '',
      },
    );
    assert.equal((await client(app, scene.token).get(`/projects/${project.id}`)).body.data.name, 'Website');
  });

  it('defaults status to planned, priority to medium, lead to nobody', async () => {
    const scene = await buildScene(app.db);
    const res = await client(app, scene.token).post('/projects', { name: 'Plain' });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.status, 'planned');
    assert.equal(res.body.data.priority, 'medium');
    assert.equal(res.body.data.lead, null);
    assert.equal(res.body.data.prefix, null);
  });

  it('checks the lead against the workspace: another workspace person or agent is 422 on lead', async () => {
    const scene = await buildScene(app.db);
    const other = await buildScene(app.db);
    const foreignAgent = await buildAgent(app.db, other.workspace);
    for (const lead of [
      `user:${other.owner.id}`,
      `agent:${foreignAgent.id}`,
      'user:999999',
      'robot:1',
      'user:0',
    ]) {
      const res = await client(app, scene.token).post('/projects', { name: 'X', lead });
      assert.equal(res.status, 422, lead);
      assert.ok(res.body.errors.lead, lead);
    }
    const agent = await buildAgent(app.db, scene.workspace);
    const ok = await client(app, scene.token).post('/projects', { name: 'X', lead: `agent:${agent.id}` });
    assert.equal(ok.status, 201);
    assert.equal(ok.body.data.lead.type, 'agent');
  });

  it('refuses a missing or blank name and unknown enum values with 422 naming the field', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 12 }, 'name'],
      [{ name: 'A', status: 'done' }, 'status'],
      [{ name: 'A', priority: 'extreme' }, 'priority'],
      [{ name: 'A', issue_types: ['saga'] }, 'issue_types.0'],
    ] as const) {
      const res = await api.post('/projects', body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.ok(res.body.errors[field], `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`);
    }
    assert.equal((await api.get('/projects')).body.meta.total, 0);
  });

  it('drops NUL characters from text on both databases', async () => {
    const scene = await buildScene(app.db);
    const res = await client(app, scene.token).post('/projects', {
      name: 'Web\u0000site',
      description: '\u0000',
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.name, 'Website');
    assert.equal(res.body.data.description, '');
  });

  it('refuses a prefix already answered to by the workspace or another project', async () => {
    const scene = await buildScene(app.db);
    await buildProject(app.db, scene.workspace, { prefix: 'APP' });
    const api = client(app, scene.token);
    for (const prefix of ['app', scene.workspace.issue_prefix.toLowerCase(), '1AB', 'toolongprefix']) {
      const res = await api.post('/projects', { name: 'X', prefix });
      assert.equal(res.status, 422, prefix);
      assert.ok(res.body.errors.prefix, prefix);
    }
  });

  it('patches any subset and leaves the rest alone', async () => {
    const scene = await buildScene(app.db);
    const project = await buildProject(app.db, scene.workspace, {
      name: 'Before',
      lead: `user:${scene.owner.id}`,
    });
    const api = client(app, scene.token);
    const res = await api.patch(`/projects/${project.id}`, { status: 'paused' });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.status, 'paused');
    assert.equal(res.body.data.name, 'Before');
    assert.equal(res.body.data.lead.id, scene.owner.id);
    const cleared = await api.patch(`/projects/${project.id}`, { lead: null, description: null });
    assert.equal(cleared.body.data.lead, null);
    assert.equal((await api.patch('/projects/999999', { name: 'x' })).status, 404);
  });

  it('keeps guests from managing projects (403) but lets them read', async () => {
    const scene = await buildScene(app.db);
    const guest = await buildMember(app.db, scene.workspace, { role: 'guest' });
    const { token } = await buildToken(app.db, scene.workspace, guest);
    assert.equal((await client(app, token).post('/projects', { name: 'X' })).status, 403);
    assert.equal((await client(app, token).get('/projects')).status, 200);
  });

  describe('collection envelope', () => {
    it('pages with absolute links built from SERVICE_APP_URL, keeping the other query parameters', async () => {
      const scene = await buildScene(app.db);
      for (let i = 0; i < 23; i++) await buildProject(app.db, scene.workspace, { name: `P${i}` });
      const res = await client(app, scene.token).get('/projects?per_page=10&page=2');
      assert.equal(res.status, 200);
      const path = `${TEST_APP_URL}/api/v1/projects`;
      assert.deepEqual(res.body.links, {
        first: `${path}?per_page=10&page=1`,
        last: `${path}?per_page=10&page=3`,
        prev: `${path}?per_page=10&page=1`,
        next: `${path}?per_page=10&page=3`,
      });
      const { links, ...meta } = res.body.meta;
      assert.deepEqual(meta, {
        current_page: 2,
        from: 11,
        to: 20,
        last_page: 3,
        per_page: 10,
        total: 23,
        path,
      });
      assert.deepEqual(
        links.map((l: { label: string; active: boolean }) => [l.label, l.active]),
        [
          ['« Previous', false],
          ['1', false],
          ['2', true],
          ['3', false],
          ['Next »', false],
        ],
      );
      assert.equal(res.body.data.length, 10);
      assert.equal(res.body.data[0].name, 'P10');
    });

    it('defaults to 25 a page and answers an empty page past the end', async () => {
      const scene = await buildScene(app.db);
      for (let i = 0; i < 26; i++) await buildProject(app.db, scene.workspace);
      const first = await client(app, scene.token).get('/projects');
      assert.equal(first.body.data.length, 25);
      assert.equal(first.body.meta.per_page, 25);
      assert.equal(first.body.links.prev, null);
      const past = await client(app, scene.token).get('/projects?page=9');
      assert.equal(past.status, 200);
      assert.deepEqual(past.body.data, []);
      assert.equal(past.body.meta.from, null);
      assert.equal(past.body.meta.to, null);
      assert.equal(past.body.links.next, null);
    });

    it('refuses per_page above 100 or below 1 and bad page numbers with 422', async () => {
      const scene = await buildScene(app.db);
      for (const query of ['per_page=101', 'per_page=0', 'per_page=abc', 'page=0', 'page=-1', 'page=1.5']) {
        const res = await client(app, scene.token).get(`/projects?${query}`);
        assert.equal(res.status, 422, query);
        assert.ok(res.body.errors[query.split('=')[0]!], query);
      }
    });

    it('names the accepted parameters when refusing an unknown one', async () => {
      const scene = await buildScene(app.db);
      const res = await client(app, scene.token).get('/projects?sort=name');
      assert.equal(res.status, 422);
      assert.deepEqual(res.body.errors, {
        sort: ['The sort parameter is unknown. Accepted parameters: page, per_page.'],
      });
    });
  });
});
