import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildIssue, buildProject, buildRuntime, buildScene } from '../helpers/factories.js';
import { bareRepository, git, GIT_IDENTITY } from '../helpers/git.js';
import { killRunners, startRunnerProcess, waitFor } from '../helpers/runner-process.js';

/**
 * Issue 38's morning after, on a small scale: two runners in `--sandbox confined` with the Claude Code
 * adapter (the stand-in of test/fixtures/adapters, which commits its work in the worktree it is given)
 * share a repositories directory and work six issues assigned to one agent. In the morning each issue's
 * branch holds its work, every run's cost is counted, the agent's secret reached its command and the
 * runtime token did not.
 */
const CLAUDE = fileURLToPath(new URL('../fixtures/adapters/bin/claude.cjs', import.meta.url));
const KEY = 'overnight-test-secret-key-0123456789abcdef';
const FIXTURE_COST_USD = 0.0874;
after(killRunners);

describe('a night of agent work: confined runners, Claude Code, one repository', async () => {
  const app = await startTestApp({ SERVICE_SECRET_KEY: KEY });

  it('leaves each issue’s branch with its work, every run’s cost counted, secrets where they belong', async () => {
    const scene = await buildScene(app.db, { status_follows_runs: false });
    const api = client(app, scene.token);
    const repository = await api.post('/repositories', { name: 'shop', url: bareRepository().url });
    assert.equal(repository.status, 201, repository.text);
    const project = await buildProject(app.db, scene.workspace, { prefix: 'Shop' });
    const agent = await buildAgent(app.db, scene.workspace, {
      model: null,
      max_concurrent_tasks: 4,
      custom_env: JSON.stringify(GIT_IDENTITY),
    });
    const configured = await api.patch(`/agents/${agent.id}`, { repository_id: repository.body.data.id });
    assert.equal(configured.status, 200, configured.text);
    const secret = await api.request('PUT', `/agents/${agent.id}/secrets/DEPLOY_KEY`, {
      value: 'night-deploy-key-42',
    });
    assert.equal(secret.status, 200, secret.text);
    const runtime = await buildRuntime(app.db, scene.workspace, { agents: [agent] });

    const reposDir = mkdtempSync(join(tmpdir(), 'tandem-overnight-repos-'));
    const tokenFile = join(mkdtempSync(join(tmpdir(), 'tandem-overnight-token-')), 'runtime-token');
    writeFileSync(tokenFile, `${runtime.token}\n`, { mode: 0o600 });
    for (let i = 0; i < 2; i++) {
      const stateDir = mkdtempSync(join(tmpdir(), 'tandem-overnight-state-'));
      startRunnerProcess(
        app.baseUrl,
        runtime.token,
        null,
        [
          ...['--agent', 'claude-code', '--agent-bin', CLAUDE, '--sandbox', 'confined'],
          ...['--token-file', tokenFile, '--state-dir', stateDir, '--repos-dir', reposDir],
          ...['--concurrency', '2'],
        ],
        { STANDIN_COMMIT: '1', STANDIN_PROBE_FILE: tokenFile, SECRET_NAME: 'DEPLOY_KEY' },
      );
    }

    const issues = [];
    for (let i = 0; i < 6; i++) {
      const issue = await buildIssue(app.db, scene.workspace, {
        project_id: project.id,
        title: `Night task ${i + 1}`,
      });
      const assigned = await api.patch(`/issues/${issue.id}`, { assignee: `agent:${agent.id}` });
      assert.equal(assigned.status, 200, assigned.text);
      issues.push(assigned.body.data as { id: string });
    }

    const runs = await waitFor(
      'every run to end',
      async () => {
        const rows = await app.db.selectFrom('runs').selectAll().where('agent_id', '=', agent.id).execute();
        return rows.length === issues.length && rows.every((r) => r.status !== 'queued' && r.finished_at)
          ? rows
          : null;
      },
      120_000,
    );
    for (const run of runs) assert.equal(run.status, 'completed', run.error ?? '');

    let counted = 0;
    for (const run of runs) {
      const view = (await api.get(`/runs/${run.id}`)).body.data as { usage: { cost_usd: number } };
      counted += view.usage.cost_usd;
    }
    assert.equal(Math.round(counted * 10_000), Math.round(issues.length * FIXTURE_COST_USD * 10_000));

    const mirrors = readdirSync(join(reposDir, 'mirrors')).filter((name) => name.endsWith('.git'));
    assert.equal(mirrors.length, 1, 'one mirror for the repository, shared by both runners');
    const mirror = join(reposDir, 'mirrors', mirrors[0]!);
    for (const issue of issues) {
      const branch = `tandem/${issue.id.toLowerCase()}`;
      assert.equal(git(['--git-dir', mirror, 'log', '--format=%s', '-1', branch]), `Work on ${issue.id}`);
      const work = git(['--git-dir', mirror, 'show', `${branch}:WORK-${issue.id}.md`]);
      assert.match(work, /^probe=unreadable$/m, 'the runtime token file is out of the command’s reach');
      assert.match(work, /^runtime_token=missing$/m);
      assert.match(work, /^secret=given$/m, 'the agent’s own secret reaches its command');
      assert.doesNotMatch(work, new RegExp(`home=${tmpdir()}/tandem-run-`), 'HOME is kept per agent');
    }
  });
});
