import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildIssue, buildProject, buildRuntime, buildScene } from '../helpers/factories.js';
import { bareRepository, git, GIT_IDENTITY } from '../helpers/git.js';
import { killRunners, startRunnerProcess, waitFor } from '../helpers/runner-process.js';
import { Worktrees, WorktreeError } from '../../src/runner/worktrees.js';

/**
 * The command: records where it ran and what it saw of the repository, commits a file named after the
 * run (so a later run of the same issue sees the earlier one's commit), and reports.
 */
const AGENT_SCRIPT = `#!/bin/sh
out="$OUT_DIR/$SERVICE_RUN_ID"
pwd > "$out.pwd"
git rev-parse --abbrev-ref HEAD > "$out.branch"
git log --format=%s > "$out.log"
ls > "$out.files"
env | grep -E '^SERVICE_(BRANCH|REPOSITORY_URL|DEFAULT_BRANCH|RUN_DIR)=' > "$out.env"
echo "$SERVICE_RUN_ID" > "run-$SERVICE_RUN_ID.txt"
git add "run-$SERVICE_RUN_ID.txt" && git commit --quiet -m "work of $SERVICE_RUN_ID" || exit 9
echo '{"summary": "Committed."}'
`;

after(killRunners);

describe('the runner’s repositories and worktrees (decisions §12.3)', async () => {
  const app = await startTestApp();

  async function scene(url: string) {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const api = client(app, s.token);
    const repo = await api.post('/repositories', { name: 'web', url, default_branch: 'main' });
    assert.equal(repo.status, 201, repo.text);
    const project = await buildProject(app.db, s.workspace, { prefix: 'Web' });
    await api.patch(`/projects/${project.id}`, { repository_id: repo.body.data.id });
    const agent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 4, custom_env: null });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const outDir = mkdtempSync(join(tmpdir(), 'tandem-worktree-out-'));
    const reposDir = mkdtempSync(join(tmpdir(), 'tandem-repos-'));
    const script = join(outDir, 'agent.sh');
    writeFileSync(script, AGENT_SCRIPT, { mode: 0o755 });
    const newIssue = async () => buildIssue(app.db, s.workspace, { project_id: project.id });
    const queue = async (issueId: number) => {
      const res = await api.post(`/issues/${issueId}/runs`, { agent_id: agent.id });
      assert.equal(res.status, 202, res.text);
      return res.body.data.id as string;
    };
    const finished = (runId: string) =>
      waitFor(`run ${runId} to finish`, async () => {
        const run = (await api.get(`/runs/${runId}`)).body.data;
        return ['completed', 'failed'].includes(run.status) ? run : null;
      });
    const start = () =>
      startRunnerProcess(
        app.baseUrl,
        runtime.token,
        `sh ${script}`,
        ['--repos-dir', reposDir, '--concurrency', '2', '--state-dir', join(reposDir, '..', 'state')],
        { OUT_DIR: outDir, ...GIT_IDENTITY },
      );
    return { ...s, api, agent, runtime, outDir, reposDir, newIssue, queue, finished, start };
  }

  it('works each issue in its own worktree of its branch, kept across runs, removed once the issue is done', async () => {
    const origin = bareRepository();
    const s = await scene(origin.url);
    const runner = s.start();
    const issue = await s.newIssue();
    const branch = `tandem/web-${issue.number}`;

    const first = await s.queue(issue.id);
    const firstRun = await s.finished(first);
    assert.equal(firstRun.status, 'completed', firstRun.error);
    const read = (run: string, what: string) => readFileSync(join(s.outDir, `${run}.${what}`), 'utf8').trim();
    const worktree = read(first, 'pwd');
    assert.ok(worktree.startsWith(s.reposDir), `${worktree} is under --repos-dir`);
    assert.equal(read(first, 'branch'), branch);
    assert.deepEqual(read(first, 'log').split('\n'), ['First commit'], 'started from origin/main');
    assert.deepEqual(read(first, 'files').split('\n'), ['README.md']);
    const env = read(first, 'env');
    assert.match(env, new RegExp(`^SERVICE_BRANCH=${branch}$`, 'm'));
    assert.match(env, new RegExp(`^SERVICE_REPOSITORY_URL=${origin.url}$`, 'm'));
    assert.match(env, /^SERVICE_DEFAULT_BRANCH=main$/m);
    const transcript = (await s.api.get(`/runs/${first}/log`)).body.data.map((l: { text: string }) => l.text);
    assert.ok(
      transcript.some((line: string) => line.includes(`working in ${branch}`)),
      transcript.join('\n'),
    );

    // The second run of the same issue: the same worktree, with the first run's commit.
    const second = await s.queue(issue.id);
    assert.equal((await s.finished(second)).status, 'completed');
    assert.equal(read(second, 'pwd'), worktree);
    assert.deepEqual(read(second, 'log').split('\n'), [`work of ${first}`, 'First commit']);

    // Meanwhile main moved on the remote: the mirror is fetched before each run (decisions §12.3).
    const seed = mkdtempSync(join(tmpdir(), 'tandem-seed-'));
    git(['clone', '--quiet', origin.bare, seed]);
    git(['-C', seed, 'commit', '--quiet', '--allow-empty', '-m', 'Second commit on main']);
    git(['-C', seed, 'push', '--quiet', 'origin', 'main']);

    // Another issue: another branch, another worktree, from main again (as it is now).
    const other = await s.newIssue();
    const third = await s.queue(other.id);
    assert.equal((await s.finished(third)).status, 'completed');
    assert.notEqual(read(third, 'pwd'), worktree);
    assert.equal(read(third, 'branch'), `tandem/web-${other.number}`);
    assert.deepEqual(read(third, 'log').split('\n'), ['Second commit on main', 'First commit']);

    // The first issue is done: its worktree goes (at the next sweep: after a run, here), its branch stays.
    await s.api.patch(`/issues/${issue.id}`, { status: 'done' });
    const fourth = await s.queue(other.id);
    assert.equal((await s.finished(fourth)).status, 'completed');
    await waitFor('the done issue’s worktree to be removed', () => !existsSync(worktree));
    assert.ok(existsSync(read(third, 'pwd')), 'the open issue’s worktree stays');
    const mirrors = join(s.reposDir, 'mirrors');
    const mirror = join(mirrors, readdirSync(mirrors)[0]!);
    assert.equal(git(['--git-dir', mirror, 'log', '--format=%s', '-1', branch]), `work of ${second}`);
    assert.ok(!git(['--git-dir', mirror, 'worktree', 'list']).includes(worktree), 'pruned');

    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('bases a new worktree on the remote branch when it exists there', async () => {
    const origin = bareRepository();
    const s = await scene(origin.url);
    const issue = await s.newIssue();
    const seed = mkdtempSync(join(tmpdir(), 'tandem-seed-'));
    git(['clone', '--quiet', origin.bare, seed]);
    git(['-C', seed, 'checkout', '--quiet', '-b', `tandem/web-${issue.number}`]);
    git(['-C', seed, 'commit', '--quiet', '--allow-empty', '-m', 'pushed by another runner']);
    git(['-C', seed, 'push', '--quiet', 'origin', `tandem/web-${issue.number}`]);
    const runner = s.start();
    const run = await s.queue(issue.id);
    assert.equal((await s.finished(run)).status, 'completed');
    const log = readFileSync(join(s.outDir, `${run}.log`), 'utf8')
      .trim()
      .split('\n');
    assert.deepEqual(log, ['pushed by another runner', 'First commit']);
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('fails the run with a clear reason when the repository cannot be fetched, and goes on', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'tandem-gone-')), 'nothing.git');
    const s = await scene(`file://${missing}`);
    const runner = s.start();
    const issue = await s.newIssue();
    const run = await s.queue(issue.id);
    const failed = await s.finished(run);
    assert.equal(failed.status, 'failed');
    assert.match(failed.error, /could not prepare the repository file:\/\/.*nothing\.git/);
    assert.match(failed.error, /git fetch of .* failed/);
    const transcript = (await s.api.get(`/runs/${run}/log`)).body.data.map((l: { text: string }) => l.text);
    assert.ok(transcript.some((line: string) => line.includes('could not prepare the repository')));
    assert.ok(!existsSync(join(s.outDir, `${run}.pwd`)), 'the command never ran');

    // The runner is still there: once the repository exists, the next run works.
    const origin = bareRepository();
    const repo = (await s.api.get('/repositories')).body.data[0];
    await s.api.patch(`/repositories/${repo.id}`, { url: origin.url });
    const next = await s.queue(issue.id);
    assert.equal((await s.finished(next)).status, 'completed');
    assert.equal(runner.child.exitCode, null);
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });
});

describe('Worktrees on their own', () => {
  const owner = { server: 'http://tandem.test/api/daemon/v1', workspace: 'acme' };

  it('serialises concurrent runs on one mirror: both get their worktrees', async () => {
    const origin = bareRepository();
    const worktrees = new Worktrees(mkdtempSync(join(tmpdir(), 'tandem-repos-')), owner);
    const repository = (n: number) => ({
      url: origin.url,
      default_branch: 'main',
      branch: `tandem/web-${n}`,
    });
    const prepared = await Promise.all(
      [1, 2, 3].map((n) => worktrees.prepare(repository(n), { key: n, identifier: `WEB-${n}` })),
    );
    assert.equal(new Set(prepared.map((p) => p.path)).size, 3);
    assert.equal(new Set(prepared.map((p) => p.mirror)).size, 1);
    for (const [i, p] of prepared.entries()) {
      assert.equal(git(['rev-parse', '--abbrev-ref', 'HEAD'], p.path), `tandem/web-${i + 1}`);
      assert.deepEqual(p.writable, [p.path, p.mirror]);
      await p.release();
    }
    // Only this service's and workspace's finished issues go; asked once with every key.
    const asked: number[][] = [];
    const removed = await worktrees.sweep(async (issues) => {
      asked.push(issues);
      return [2];
    });
    assert.deepEqual(removed, ['tandem/web-2']);
    assert.deepEqual(
      asked.map((keys) => [...keys].sort()),
      [[1, 2, 3]],
    );
    assert.ok(!existsSync(prepared[1]!.path) && existsSync(prepared[0]!.path));
    const stranger = new Worktrees(worktrees.reposDir, { ...owner, workspace: 'other' });
    assert.deepEqual(await stranger.sweep(async (issues) => issues), []);
    assert.ok(existsSync(prepared[0]!.path), 'another workspace’s runner leaves them alone');
  });

  it('leaves a worktree a run is in, and refuses bad branch names and a missing default branch', async () => {
    const origin = bareRepository();
    const worktrees = new Worktrees(mkdtempSync(join(tmpdir(), 'tandem-repos-')), owner);
    const held = await worktrees.prepare(
      { url: origin.url, default_branch: 'main', branch: 'tandem/web-1' },
      { key: 1, identifier: 'WEB-1' },
    );
    assert.deepEqual(await worktrees.sweep(async () => [1]), [], 'in use: kept for a later sweep');
    await held.release();
    assert.deepEqual(await worktrees.sweep(async () => [1]), ['tandem/web-1']);

    for (const branch of ['-x', 'a..b', 'tandem/../../etc']) {
      await assert.rejects(
        worktrees.prepare({ url: origin.url, default_branch: 'main', branch }, { key: 2, identifier: null }),
        WorktreeError,
      );
    }
    await assert.rejects(
      worktrees.prepare(
        { url: origin.url, default_branch: 'trunk', branch: 'tandem/web-3' },
        { key: 3, identifier: 'WEB-3' },
      ),
      /the default branch "trunk" is not on/,
    );
  });
});
