import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildProject,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';

/**
 * Areas (decisions §12.11; docs/decisions.md "Issue 39 — areas"): `areas` on issues and projects, and
 * dispatch holding a queued run whose areas overlap a held run's in the same repository
 * (`area_conflict`). The races run on whichever database the suite is given; they matter on PostgreSQL.
 */
const app = await startTestApp();

describe('areas on issues and projects', () => {
  it('are set on create and patch, normalised, and read back; [] by default', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    const project = await api.post('/projects', {
      name: 'Billing',
      areas: ['src/billing/', ' src/billing/** '],
    });
    assert.equal(project.status, 201, project.text);
    assert.deepEqual(project.body.data.areas, ['src/billing', 'src/billing/**']);
    const patched = await api.patch(`/projects/${project.body.data.id}`, { areas: ['docs/**', 'docs/**'] });
    assert.deepEqual(patched.body.data.areas, ['docs/**']);
    assert.deepEqual((await api.get(`/projects/${project.body.data.id}`)).body.data.areas, ['docs/**']);

    const plain = await api.post('/issues', { title: 'No areas' });
    assert.deepEqual(plain.body.data.areas, []);
    const issue = await api.post('/issues', { title: 'Invoices', areas: ['src/billing/invoice*.ts'] });
    assert.equal(issue.status, 201, issue.text);
    assert.deepEqual(issue.body.data.areas, ['src/billing/invoice*.ts']);
    const changed = await api.patch(`/issues/${issue.body.data.id}`, { areas: ['src/api/**'] });
    assert.equal(changed.status, 200, changed.text);
    assert.deepEqual(changed.body.data.areas, ['src/api/**']);
    const history = (await api.get(`/issues/${issue.body.data.id}/activity`)).body.data;
    assert.ok(
      history.some(
        (entry: { data: { changes?: Record<string, unknown> } }) => entry.data.changes?.areas !== undefined,
      ),
      'the change is in the history',
    );
    const cleared = await api.patch(`/issues/${issue.body.data.id}`, { areas: [] });
    assert.deepEqual(cleared.body.data.areas, []);
  });

  it('refuses bad patterns with 422 naming areas, changing nothing', async () => {
    const { token, workspace } = await buildScene(app.db);
    const api = client(app, token);
    const issue = (await api.post('/issues', { title: 'Kept', areas: ['src/a/**'] })).body.data;
    const project = (await api.post('/projects', { name: 'Kept', areas: ['src/a/**'] })).body.data;
    const bad: unknown[] = [
      ['../outside'],
      ['/etc/passwd'],
      ['src/../../x'],
      ['C:/Windows'],
      ['!src'],
      ['src\\a'],
      [''],
      ['a'.repeat(201)],
      Array.from({ length: 51 }, (_, i) => `dir${i}`),
    ];
    for (const areas of bad) {
      for (const [path, create] of [
        [`/issues/${issue.id}`, '/issues'],
        [`/projects/${project.id}`, '/projects'],
      ] as const) {
        const res = await api.patch(path, { areas });
        assert.equal(res.status, 422, `${path} ${JSON.stringify(areas).slice(0, 40)}: ${res.text}`);
        assert.ok(res.body.errors.areas, res.text);
        assert.equal(typeof res.body.message, 'string');
        const made = await api.post(create, { title: 'x', name: 'x', areas });
        assert.ok([422, 400].includes(made.status), made.text);
      }
    }
    for (const wrongType of ['src/**', [1], [null], { a: 1 }]) {
      const res = await api.patch(`/issues/${issue.id}`, { areas: wrongType });
      assert.equal(res.status, 422, res.text);
    }
    const huge = await api.patch(`/issues/${issue.id}`, { areas: ['x'.repeat(100_000)] });
    assert.equal(huge.status, 422, huge.text);
    assert.deepEqual((await api.get(`/issues/${issue.id}`)).body.data.areas, ['src/a/**']);
    assert.deepEqual((await api.get(`/projects/${project.id}`)).body.data.areas, ['src/a/**']);
    const issues = await app.db
      .selectFrom('issues')
      .select('id')
      .where('workspace_id', '=', workspace.id)
      .execute();
    assert.equal(issues.length, 1, 'no issue was created');
  });

  it('follow the rules of the fields they sit beside: guests, read tokens, other workspaces', async () => {
    const { token, workspace, owner } = await buildScene(app.db);
    const api = client(app, token);
    const project = (await api.post('/projects', { name: 'P' })).body.data;
    const issue = (await api.post('/issues', { title: 'I' })).body.data;
    const guest = await buildMember(app.db, workspace, { role: 'guest' });
    const guestApi = client(app, (await buildToken(app.db, workspace, guest)).token);
    assert.equal((await guestApi.patch(`/projects/${project.id}`, { areas: ['**'] })).status, 403);
    assert.equal((await guestApi.post('/projects', { name: 'G', areas: ['**'] })).status, 403);
    const guestIssue = await guestApi.patch(`/issues/${issue.id}`, { areas: ['**'] });
    assert.ok([403, 404].includes(guestIssue.status), guestIssue.text);
    const reader = client(app, (await buildToken(app.db, workspace, owner, { abilities: ['read'] })).token);
    assert.equal((await reader.patch(`/projects/${project.id}`, { areas: ['**'] })).status, 403);
    assert.equal((await reader.patch(`/issues/${issue.id}`, { areas: ['**'] })).status, 403);
    const stranger = client(app, (await buildScene(app.db)).token);
    assert.equal((await stranger.patch(`/projects/${project.id}`, { areas: ['**'] })).status, 404);
    assert.equal((await stranger.patch(`/issues/${issue.id}`, { areas: ['**'] })).status, 404);
    assert.deepEqual((await api.get(`/projects/${project.id}`)).body.data.areas, []);
    assert.deepEqual((await api.get(`/issues/${issue.id}`)).body.data.areas, []);
  });
});

describe('dispatch with areas (area_conflict)', () => {
  async function scene() {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const api = client(app, s.token);
    const repo = (
      await api.post('/repositories', {
        name: `web-${Date.now()}-${Math.random()}`,
        url: 'https://git.example.com/acme/web.git',
        default_branch: 'main',
      })
    ).body.data;
    const project = await buildProject(app.db, s.workspace, { prefix: 'WEB' });
    await api.patch(`/projects/${project.id}`, { repository_id: repo.id, areas: ['src/billing/**'] });
    const agent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 10 });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const runner = daemon(app, runtime.token);
    const issue = async (areas: string[] = [], projectId: number | null = project.id) => {
      const created = await buildIssue(app.db, s.workspace, { project_id: projectId });
      if (areas.length > 0) await api.patch(`/issues/${created.id}`, { areas });
      return created;
    };
    const queue = async (issueId: number, agentId = agent.id) => {
      const res = await api.post(`/issues/${issueId}/runs`, { agent_id: agentId });
      assert.equal(res.status, 202, res.text);
      return res.body.data as { id: string };
    };
    const run = async (id: string) => (await api.get(`/runs/${id}`)).body.data;
    return { ...s, api, repo, project, agent, runtime, runner, issue, queue, run };
  }

  it('holds a run whose areas overlap a held run’s, names it, passes it over, and starts it once that run ends', async () => {
    const s = await scene();
    const first = await s.issue(); // the project's areas: src/billing/**
    const second = await s.issue(['src/billing/invoices/**']);
    const elsewhere = await s.issue(['docs/**']);
    const a = await s.queue(first.id);
    const claimA = (await s.runner.claim()).body.data;
    assert.equal(claimA.run.id, a.id);
    await s.runner.start(a.id, claimA.lease.token);

    const b = await s.queue(second.id);
    const c = await s.queue(elsewhere.id);
    const waiting = await s.run(b.id);
    assert.equal(waiting.waiting_reason, 'area_conflict');
    assert.match(waiting.waiting_message, new RegExp(`the run on WEB-${first.number} to end`));
    assert.match(waiting.waiting_message, /src\/billing\/invoices\/\*\* and src\/billing\/\*\*/);
    const listed = (await s.api.get('/runs?status=queued')).body.data;
    assert.equal(listed.find((r: { id: string }) => r.id === b.id).waiting_reason, 'area_conflict');
    assert.equal((await s.run(c.id)).waiting_reason, null);

    const claimC = (await s.runner.claim()).body.data;
    assert.equal(claimC.run.id, c.id, 'the conflicting run is passed over, not in the way');
    assert.equal((await s.runner.claim()).body.data, null, 'nothing else may start');
    assert.equal((await s.run(b.id)).status, 'queued');

    assert.equal((await s.runner.complete(a.id, claimA.lease.token)).status, 200);
    assert.equal((await s.run(b.id)).waiting_reason, null);
    const claimB = (await s.runner.claim()).body.data;
    assert.equal(claimB.run.id, b.id, 'it starts once the other run ended');
  });

  it('never holds runs without areas, in another repository, or without a repository', async () => {
    const s = await scene();
    const held = await s.issue(['**']);
    const a = await s.queue(held.id);
    assert.equal((await s.runner.claim()).body.data.run.id, a.id);

    // No areas at all: a project without any, an issue without any.
    const bare = await buildProject(app.db, s.workspace, { prefix: 'BARE' });
    await s.api.patch(`/projects/${bare.id}`, { repository_id: s.repo.id });
    const noAreas = await s.queue((await s.issue([], bare.id)).id);
    // Another repository, through the agent's repository (the agent's wins).
    const otherRepo = (
      await s.api.post('/repositories', { name: `other-${Date.now()}`, url: 'https://git.example.com/o.git' })
    ).body.data;
    const otherAgent = await buildAgent(app.db, s.workspace, {
      repository_id: otherRepo.id,
      max_concurrent_tasks: 5,
    });
    const otherRuntime = await buildRuntime(app.db, s.workspace, { agents: [otherAgent] });
    const inOther = await s.queue((await s.issue(['**'])).id, otherAgent.id);
    // No repository: an issue outside any project.
    const noRepo = await s.queue((await s.issue(['**'], null)).id);

    for (const id of [noAreas.id, inOther.id, noRepo.id]) {
      assert.notEqual((await s.run(id)).waiting_reason, 'area_conflict', id);
    }
    const claimed = [(await s.runner.claim()).body.data?.run.id, (await s.runner.claim()).body.data?.run.id];
    claimed.push((await daemon(app, otherRuntime.token).claim()).body.data?.run.id);
    assert.deepEqual(claimed.sort(), [noAreas.id, inOther.id, noRepo.id].sort());
  });

  it('hands out at most one of many overlapping runs to simultaneous claims, and one per area', async () => {
    const s = await scene();
    // Agents of their own: claims for one agent take turns on its row anyway, these do not.
    const agents = [s.agent];
    for (let i = 0; i < 3; i++)
      agents.push(await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 10 }));
    const tokens = [s.runtime.token];
    for (const agent of agents.slice(1))
      tokens.push((await buildRuntime(app.db, s.workspace, { agents: [agent] })).token);
    const billing: string[] = [];
    const docs: string[] = [];
    for (const agent of agents) {
      for (let i = 0; i < 2; i++) {
        billing.push((await s.queue((await s.issue()).id, agent.id)).id);
        docs.push((await s.queue((await s.issue(['docs/**'])).id, agent.id)).id);
      }
    }
    const claims = await Promise.all(
      tokens.flatMap((token) => [0, 1, 2].map(() => daemon(app, token).claim())),
    );
    for (const res of claims) assert.equal(res.status, 200, res.text);
    const won = claims.map((res) => res.body.data?.run.id).filter(Boolean);
    assert.equal(won.filter((id) => billing.includes(id)).length, 1, 'one billing run');
    assert.equal(won.filter((id) => docs.includes(id)).length, 1, 'one docs run');
    const held = await app.db
      .selectFrom('runs')
      .select('id')
      .where('workspace_id', '=', s.workspace.id)
      .where('status', 'in', ['dispatched', 'running'])
      .execute();
    assert.equal(held.length, 2);
  });
});
