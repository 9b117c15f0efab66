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
  buildWorkspace,
} from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';

const app = await startTestApp();

const REPO = { name: 'Web', url: 'https://git.example.com/acme/web.git', default_branch: 'main' };

describe('repositories (issue 38, decisions §12.3)', () => {
  it('creates, lists, reads, changes and deletes a repository', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    const created = await api.post('/repositories', { ...REPO, name: '  Web  ' });
    assert.equal(created.status, 201, created.text);
    const repo = created.body.data;
    assert.deepEqual(
      { name: repo.name, url: repo.url, default_branch: repo.default_branch },
      { name: 'Web', url: REPO.url, default_branch: 'main' },
    );
    const other = await api.post('/repositories', { name: 'api', url: 'git@github.com:acme/api.git' });
    assert.equal(other.status, 201, other.text);
    assert.equal(other.body.data.default_branch, 'main', 'main when none is given');

    const list = await api.get('/repositories');
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.data.map((r: { name: string }) => r.name),
      ['api', 'Web'],
    );
    assert.equal(list.body.meta.total, 2);
    assert.deepEqual((await api.get(`/repositories/${repo.id}`)).body.data, repo);

    const changed = await api.patch(`/repositories/${repo.id}`, {
      url: 'ssh://git@git.example.com:2222/acme/web.git',
      default_branch: 'develop',
    });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.data.default_branch, 'develop');
    assert.equal(changed.body.data.name, 'Web');

    assert.equal((await api.delete(`/repositories/${repo.id}`)).status, 204);
    assert.equal((await api.get(`/repositories/${repo.id}`)).status, 404);
    assert.equal((await api.get('/repositories')).body.meta.total, 1);
  });

  it('accepts every git URL form and refuses the rest with 422, changing nothing', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    const good = [
      'https://github.com/acme/web.git',
      'http://git.internal/acme/web',
      'ssh://git@github.com/acme/web.git',
      'git@github.com:acme/web.git',
      'github.com:acme/web.git',
      'git://git.example.com/web.git',
      'file:///srv/git/web.git',
      '/srv/git/web.git',
    ];
    for (const [i, url] of good.entries()) {
      const res = await api.post('/repositories', { name: `good ${i}`, url });
      assert.equal(res.status, 201, `${url}: ${res.text}`);
    }
    const bad = [
      '',
      'web.git',
      'relative/path',
      'ftp://example.com/web.git',
      'ext::sh -c touch% /tmp/pwned',
      'ext::sh',
      '--upload-pack=touch /tmp/pwned',
      'https://',
      'https://exa mple.com/x',
      'file://host/srv/web.git',
      'javascript:alert(1)',
      'https://example.com/a\nb',
    ];
    for (const url of bad) {
      const res = await api.post('/repositories', { name: 'bad', url });
      assert.equal(res.status, 422, `${JSON.stringify(url)}: ${res.text}`);
    }
    for (const branch of ['', '-x', 'a..b', 'a b', 'x.lock', '/main', 'main/', '.hidden']) {
      const res = await api.post('/repositories', { name: 'bad', url: good[0], default_branch: branch });
      assert.equal(res.status, 422, `${JSON.stringify(branch)}: ${res.text}`);
    }
    assert.equal((await api.get('/repositories')).body.meta.total, good.length, 'refusals changed nothing');
  });

  it('refuses a URL carrying credentials, saying the server never holds them', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    for (const url of [
      'https://user:ghp_secret@github.com/acme/web.git',
      'https://ghp_secret@github.com/acme/web.git',
      'http://user:pw@git.internal/web',
      'ssh://git:hunter2@github.com/acme/web.git',
    ]) {
      const res = await api.post('/repositories', { name: 'leaky', url });
      assert.equal(res.status, 422, `${url}: ${res.text}`);
      assert.match(res.body.errors.url[0], /never holds git credentials/);
      assert.ok(
        !res.text.includes('ghp_secret') && !res.text.includes('hunter2'),
        'the secret is not echoed',
      );
    }
    const repo = (await api.post('/repositories', REPO)).body.data;
    const patched = await api.patch(`/repositories/${repo.id}`, { url: 'https://u:p@example.com/x.git' });
    assert.equal(patched.status, 422);
    assert.equal((await api.get(`/repositories/${repo.id}`)).body.data.url, REPO.url);
  });

  it('keeps names unique in any case: 409', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    const web = (await api.post('/repositories', REPO)).body.data;
    const api2 = (await api.post('/repositories', { ...REPO, name: 'API' })).body.data;
    const duplicate = await api.post('/repositories', { ...REPO, name: 'WEB' });
    assert.equal(duplicate.status, 409, duplicate.text);
    assert.match(duplicate.body.message, /already exists/);
    assert.equal((await api.patch(`/repositories/${api2.id}`, { name: 'web' })).status, 409);
    const recased = await api.patch(`/repositories/${web.id}`, { name: 'WEB' });
    assert.equal(recased.status, 200, 'renaming to another case of its own name is allowed');
    // Another workspace may use the same name.
    const elsewhere = await buildScene(app.db);
    assert.equal((await client(app, elsewhere.token).post('/repositories', REPO)).status, 201);
  });

  it('lets members read but not write, refuses guests and read-only tokens, hides other workspaces', async () => {
    const { token, workspace, owner } = await buildScene(app.db);
    const repo = (await client(app, token).post('/repositories', REPO)).body.data;
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    const adminApi = client(app, (await buildToken(app.db, workspace, admin)).token);
    assert.equal((await adminApi.patch(`/repositories/${repo.id}`, { default_branch: 'trunk' })).status, 200);

    const member = await buildMember(app.db, workspace, { role: 'member' });
    const memberApi = client(app, (await buildToken(app.db, workspace, member)).token);
    assert.equal((await memberApi.get('/repositories')).body.meta.total, 1);
    assert.equal((await memberApi.get(`/repositories/${repo.id}`)).status, 200);
    assert.equal((await memberApi.post('/repositories', { ...REPO, name: 'mine' })).status, 403);
    assert.equal((await memberApi.patch(`/repositories/${repo.id}`, { name: 'x' })).status, 403);
    assert.equal((await memberApi.delete(`/repositories/${repo.id}`)).status, 403);

    const guest = await buildMember(app.db, workspace, { role: 'guest' });
    const guestApi = client(app, (await buildToken(app.db, workspace, guest)).token);
    assert.equal((await guestApi.get('/repositories')).status, 403);
    assert.equal((await guestApi.post('/repositories', { ...REPO, name: 'g' })).status, 403);

    const reader = client(app, (await buildToken(app.db, workspace, owner, { abilities: ['read'] })).token);
    assert.equal((await reader.post('/repositories', { ...REPO, name: 'r' })).status, 403);

    const stranger = await buildScene(app.db);
    const strangerApi = client(app, stranger.token);
    assert.equal((await strangerApi.get(`/repositories/${repo.id}`)).status, 404);
    assert.equal((await strangerApi.patch(`/repositories/${repo.id}`, { name: 'x' })).status, 404);
    assert.equal((await strangerApi.delete(`/repositories/${repo.id}`)).status, 404);
    assert.equal((await strangerApi.get('/repositories')).body.meta.total, 0);
    const after = (await client(app, token).get(`/repositories/${repo.id}`)).body.data;
    assert.deepEqual([after.name, after.default_branch], ['Web', 'trunk']);
  });

  it('links projects and agents; refuses unknown and other workspaces’ ids; 409 on deleting one in use', async () => {
    const { token, owner } = await buildScene(app.db);
    await givePassword(app, owner.id);
    const browser = await signedIn(app, owner.email);
    const api = client(app, token);
    const repo = (await api.post('/repositories', REPO)).body.data;
    const theirs = (await client(app, (await buildScene(app.db)).token).post('/repositories', REPO)).body
      .data;

    const project = await api.post('/projects', { name: 'Site', repository_id: repo.id });
    assert.equal(project.status, 201, project.text);
    assert.equal(project.body.data.repository_id, repo.id);
    for (const id of [theirs.id, 999_999]) {
      const refused = await api.post('/projects', { name: 'Nope', repository_id: id });
      assert.equal(refused.status, 422, refused.text);
      assert.ok(refused.body.errors.repository_id);
      const patched = await api.patch(`/projects/${project.body.data.id}`, { repository_id: id });
      assert.equal(patched.status, 422);
    }
    assert.equal((await api.get(`/projects/${project.body.data.id}`)).body.data.repository_id, repo.id);

    const agent = await browser.request('POST', '/api/ui/agents', {
      name: 'Coder',
      provider: 'codex',
      repository_id: repo.id,
    });
    assert.equal(agent.status, 201, agent.text);
    assert.equal(agent.body.data.repository_id, repo.id);
    const refusedAgent = await browser.request('PATCH', `/api/ui/agents/${agent.body.data.id}`, {
      repository_id: theirs.id,
    });
    assert.equal(refusedAgent.status, 422, refusedAgent.text);
    assert.ok(refusedAgent.body.errors.repository_id);
    const listed = (await api.get('/agents')).body.data.find(
      (a: { id: number }) => a.id === agent.body.data.id,
    );
    assert.equal(listed.repository_id, repo.id);

    const inUse = await api.delete(`/repositories/${repo.id}`);
    assert.equal(inUse.status, 409, inUse.text);
    assert.match(inUse.body.message, /1 project and 1 agent/);
    await api.patch(`/projects/${project.body.data.id}`, { repository_id: null });
    const unlinked = await browser.request('PATCH', `/api/ui/agents/${agent.body.data.id}`, {
      repository_id: null,
    });
    assert.equal(unlinked.body.data.repository_id, null);
    assert.equal((await api.delete(`/repositories/${repo.id}`)).status, 204);
  });
});

describe('repositories under concurrency', () => {
  it('one of many simultaneous creations of a name wins; the others are 409', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.post('/repositories', { ...REPO, name: i % 2 ? 'Web' : 'WEB' }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409, 409, 409]);
    assert.equal((await api.get('/repositories')).body.meta.total, 1);
  });

  it('a deletion racing projects being pointed at the repository leaves no project naming a missing one', async () => {
    const { token } = await buildScene(app.db);
    const api = client(app, token);
    for (let round = 0; round < 5; round++) {
      const repo = (await api.post('/repositories', { ...REPO, name: `race ${round}` })).body.data;
      const projects = await Promise.all(
        [1, 2, 3].map(async (n) => (await api.post('/projects', { name: `P${round}-${n}` })).body.data),
      );
      const answers = await Promise.all([
        api.delete(`/repositories/${repo.id}`),
        ...projects.map((project) => api.patch(`/projects/${project.id}`, { repository_id: repo.id })),
      ]);
      for (const answer of answers) assert.ok([200, 204, 409, 422].includes(answer.status), answer.text);
      const deleted = answers[0].status === 204;
      const linked = await app.db
        .selectFrom('projects')
        .select('repository_id')
        .where(
          'id',
          'in',
          projects.map((p) => p.id),
        )
        .execute();
      if (deleted) {
        assert.ok(
          linked.every((row) => row.repository_id === null),
          'nothing names the deleted repository',
        );
        assert.equal(answers.slice(1).filter((a) => a.status === 200).length, 0);
      } else {
        assert.equal(answers[0].status, 409);
        assert.ok(linked.some((row) => row.repository_id === repo.id));
      }
    }
  });
});

describe('the repository in a claim (decisions §12.3)', () => {
  async function claimFor(options: { agentRepo: boolean; projectRepo: boolean; withIssue?: boolean }) {
    const scene = await buildScene(app.db, { status_follows_runs: false });
    const api = client(app, scene.token);
    const projectRepo = (await api.post('/repositories', { ...REPO, name: 'project' })).body.data;
    const agentRepo = (
      await api.post('/repositories', {
        name: 'agent',
        url: 'git@github.com:acme/agent.git',
        default_branch: 'trunk',
      })
    ).body.data;
    const project = await buildProject(app.db, scene.workspace, { prefix: 'Web' });
    if (options.projectRepo) await api.patch(`/projects/${project.id}`, { repository_id: projectRepo.id });
    const agent = await buildAgent(app.db, scene.workspace, {
      repository_id: options.agentRepo ? agentRepo.id : null,
    });
    const runtime = await buildRuntime(app.db, scene.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, scene.workspace, { project_id: project.id });
    const queued = await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id });
    assert.equal(queued.status, 202, queued.text);
    const claim = await daemon(app, runtime.token).claim();
    assert.equal(claim.status, 200, claim.text);
    return { claim: claim.body.data, issue };
  }

  it('carries the project’s repository and the issue’s branch, at the top and in the context', async () => {
    const { claim, issue } = await claimFor({ agentRepo: false, projectRepo: true });
    const expected = { url: REPO.url, default_branch: 'main', branch: `tandem/web-${issue.number}` };
    assert.deepEqual(claim.repository, expected);
    assert.deepEqual(claim.context.repository, expected);
    assert.equal(claim.context.issue.id, `WEB-${issue.number}`);
  });

  it('gives the agent’s repository precedence over the project’s', async () => {
    const { claim, issue } = await claimFor({ agentRepo: true, projectRepo: true });
    assert.deepEqual(claim.repository, {
      url: 'git@github.com:acme/agent.git',
      default_branch: 'trunk',
      branch: `tandem/web-${issue.number}`,
    });
  });

  it('is null when neither names one', async () => {
    const { claim } = await claimFor({ agentRepo: false, projectRepo: false });
    assert.equal(claim.repository, null);
    assert.equal(claim.context.repository, null);
  });
});

describe('POST /api/daemon/v1/issues/finished', () => {
  it('names the done, canceled, deleted and unknown issues among those asked about', async () => {
    const scene = await buildScene(app.db);
    const runtime = await buildRuntime(app.db, scene.workspace);
    const open = await buildIssue(app.db, scene.workspace, { status: 'in_progress' });
    const done = await buildIssue(app.db, scene.workspace, { status: 'done' });
    const canceled = await buildIssue(app.db, scene.workspace, { status: 'canceled' });
    const deleted = await buildIssue(app.db, scene.workspace, { deleted_at: new Date().toISOString() });
    const foreign = await buildIssue(app.db, await buildWorkspace(app.db), { status: 'in_progress' });
    const ids = [open.id, done.id, canceled.id, deleted.id, foreign.id];
    const res = await daemon(app, runtime.token).post('/issues/finished', { issues: ids });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(
      [...res.body.data.finished].sort((a: number, b: number) => a - b),
      [done.id, canceled.id, deleted.id, foreign.id].sort((a, b) => a - b),
    );
    assert.equal((await daemon(app, runtime.token).post('/issues/finished', { issues: ['x'] })).status, 422);
    assert.equal(
      (await daemon(app, scene.token).post('/issues/finished', { issues: [open.id] })).status,
      403,
    );
    assert.equal((await daemon(app, null).post('/issues/finished', { issues: [open.id] })).status, 401);
  });
});
