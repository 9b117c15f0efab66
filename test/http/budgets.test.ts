import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setBudget, setRunCeiling } from '../../src/domain/budgets.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildProject,
  buildRuntime,
  buildScene,
} from '../helpers/factories.js';

describe('monthly budgets stop claims', async () => {
  const app = await startTestApp();

  /** A workspace with an agent whose runs may cost up to `ceilingUsd` each (null: the defaults). */
  async function scene(maxConcurrent = 10, ceilingUsd: number | null = 0.5) {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const owner = await buildMember(app.db, s.workspace, { role: 'member' });
    const agent = await buildAgent(app.db, s.workspace, {
      max_concurrent_tasks: maxConcurrent,
      owner_user_id: owner.id,
      max_run_cost_micros: ceilingUsd === null ? null : ceilingUsd * 1_000_000,
    });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const api = client(app, s.token);
    const queue = async (issueId = issue.id, agentId = agent.id) =>
      (await api.post(`/issues/${issueId}/runs`, { agent_id: agentId })).body.data;
    const runner = daemon(app, runtime.token);
    /** A run claimed and completed at once with this cost. */
    const spend = async (costUsd: number, issueId = issue.id) => {
      const run = await queue(issueId);
      const claim = (await runner.claim()).body.data;
      assert.equal(claim.run.id, run.id);
      const done = await runner.complete(run.id, claim.lease.token, { usage: { cost_usd: costUsd } });
      assert.equal(done.status, 200, done.text);
    };
    const cap = (scope: 'workspace' | 'project' | 'agent', usd: number | null, subject?: number) =>
      setBudget(app.db, s.workspace, { scope, subject_id: subject, monthly_cap_usd: usd });
    return { ...s, agentOwner: owner, agent, runtime, issue, api, queue, runner, spend, cap };
  }

  const inbox = async (db: typeof app.db, userId: number) =>
    db
      .selectFrom('inbox_items')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', 'budget')
      .execute();

  it('holds a run once the agent’s cap is spent, says why, and tells the owner and admins once', async () => {
    const s = await scene();
    await s.cap('agent', 2, s.agent.id);
    await s.spend(1.25);
    await s.spend(1);
    const held = await s.queue();
    assert.equal((await s.runner.claim()).body.data, null);
    assert.equal((await s.runner.claim()).body.data, null);
    const run = (await s.api.get(`/runs/${held.id}`)).body.data;
    assert.equal(run.status, 'queued');
    assert.match(
      run.waiting_reason,
      /budget of \$2\.00 for agent .* is reached \(\$2\.25 spent, 0 runs in flight\)/,
    );

    const forOwner = await inbox(app.db, s.agentOwner.id);
    const forAdmin = await inbox(app.db, s.owner.id);
    assert.equal(forOwner.length, 1, 'once per run and cap, whatever the claims');
    assert.equal(forAdmin.length, 1);
    assert.equal(forOwner[0]!.run_id, held.id);
    const listed = (await s.api.get('/inbox')).body.data;
    assert.equal(listed[0].type, 'budget');
    assert.equal(listed[0].run, held.id);
    assert.match(listed[0].note, /is reached/);

    // Raising the cap frees it at the next claim.
    await s.cap('agent', 10, s.agent.id);
    const claim = (await s.runner.claim()).body.data;
    assert.equal(claim.run.id, held.id);
    assert.equal(claim.run.waiting_reason, null);
  });

  it('a project cap holds only that project’s runs; a workspace cap holds everything', async () => {
    const s = await scene();
    const project = await buildProject(app.db, s.workspace);
    const inProject = await buildIssue(app.db, s.workspace, { project_id: project.id });
    await s.cap('project', 1, project.id);
    await s.spend(1, inProject.id);
    const projectRun = await s.queue(inProject.id);
    const otherRun = await s.queue();
    const claim = (await s.runner.claim()).body.data;
    assert.equal(claim.run.id, otherRun.id, 'the older project run is passed over');
    await s.runner.complete(claim.run.id, claim.lease.token, { usage: { cost_usd: 0.5 } });
    assert.match((await s.api.get(`/runs/${projectRun.id}`)).body.data.waiting_reason, /for project/);

    await s.cap('workspace', 1.5);
    await s.cap('project', null, project.id);
    await s.queue();
    assert.equal((await s.runner.claim()).body.data, null, 'the workspace has spent $1.50 of $1.50');
    assert.match((await s.api.get(`/runs/${projectRun.id}`)).body.data.waiting_reason, /for workspace/);
    await s.cap('workspace', null);
    assert.equal((await s.runner.claim()).body.data.run.id, projectRun.id);
  });

  it('concurrent claims of two runtimes stop at the workspace cap, each run in flight reserving its ceiling', async () => {
    const s = await scene(20, 1);
    const otherAgent = await buildAgent(app.db, s.workspace, {
      max_concurrent_tasks: 20,
      max_run_cost_micros: 1_000_000,
    });
    const otherRuntime = await buildRuntime(app.db, s.workspace, { agents: [otherAgent] });
    // Two runs at $1 this month: $2 of $5 spent, so three more $1 runs fit.
    await s.spend(1);
    await s.spend(1);
    await s.cap('workspace', 5);
    for (let i = 0; i < 8; i++) {
      await s.queue();
      await s.queue(s.issue.id, otherAgent.id);
    }
    const runners = [s.runner, daemon(app, s.runtime.token), daemon(app, otherRuntime.token)];
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => runners[i % 3]!.claim()));
    for (const res of results) assert.equal(res.status, 200, res.text);
    const claims = results.map((res) => res.body.data).filter((claim) => claim !== null);
    assert.equal(claims.length, 3, 'spent $2 + 3 in flight × their $1 ceiling reaches $5');
    for (const claim of claims) {
      const runner = claim.run.agent.id === s.agent.id ? s.runner : runners[2]!;
      await runner.complete(claim.run.id, claim.lease.token, { usage: { cost_usd: 1 } });
    }
    assert.equal((await s.runner.claim()).body.data, null);
    assert.equal((await runners[2]!.claim()).body.data, null);
    const usage = (await s.api.get('/usage')).body.data;
    assert.deepEqual(usage.workspace, { runs: 5, cost_usd: 5, monthly_cap_usd: 5 });
  });

  it('GET /usage rolls up a month per agent and per project', async () => {
    const s = await scene();
    const project = await buildProject(app.db, s.workspace, { name: 'Website' });
    const inProject = await buildIssue(app.db, s.workspace, { project_id: project.id });
    await s.spend(0.5, inProject.id);
    await s.spend(0.25);
    await s.cap('project', 3, project.id);
    const res = await s.api.get('/usage');
    assert.equal(res.status, 200, res.text);
    const usage = res.body.data;
    assert.equal(usage.month, new Date().toISOString().slice(0, 7));
    assert.deepEqual(usage.workspace, { runs: 2, cost_usd: 0.75, monthly_cap_usd: null });
    assert.equal(usage.agents.length, 1);
    assert.equal(usage.agents[0].cost_usd, 0.75);
    assert.deepEqual(
      usage.projects.map((p: any) => [p.id, p.name, p.cost_usd, p.monthly_cap_usd]),
      [
        [project.id, 'Website', 0.5, 3],
        [null, null, 0.25, null],
      ],
    );
    const past = (await s.api.get('/usage?month=2020-01')).body.data;
    assert.deepEqual(past.agents, []);
    assert.equal((await s.api.get('/usage?month=2020-13')).status, 422);
    assert.equal((await s.api.get('/usage?year=2020')).status, 422);
  });

  it('refuses a cap for another workspace’s agent or a negative amount', async () => {
    const s = await scene();
    const other = await scene();
    await assert.rejects(s.cap('agent', 5, other.agent.id), /subject_id/);
    await assert.rejects(s.cap('agent', -1, s.agent.id), /monthly_cap_usd/);
  });
});
