import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listBudgets, setBudget, setRunCeiling } from '../../src/domain/runs/budgets.js';
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
  const app = await startTestApp({ SERVICE_RUN_RETRY_BACKOFF_SECONDS: '0' });

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
    // One run at a time per issue and agent (decisions §12.7): a fresh issue unless one is named.
    const queue = async (issueId?: number, agentId = agent.id) => {
      const on = issueId ?? (await buildIssue(app.db, s.workspace)).id;
      return (await api.post(`/issues/${on}/runs`, { agent_id: agentId })).body.data;
    };
    const runner = daemon(app, runtime.token);
    /** A run claimed and completed at once with this cost. */
    const spend = async (costUsd: number, issueId?: number) => {
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
    assert.equal(run.waiting_reason, 'budget');
    assert.match(
      run.waiting_message,
      /budget of \$2\.00 for agent .* is used up \(\$2\.25 spent, 0 runs in flight\)/,
    );

    const forOwner = await inbox(app.db, s.agentOwner.id);
    const forAdmin = await inbox(app.db, s.owner.id);
    assert.equal(forOwner.length, 1, 'once per run and cap, whatever the claims');
    assert.equal(forAdmin.length, 1);
    assert.equal(forOwner[0]!.run_id, held.id);
    const listed = (await s.api.get('/inbox')).body.data;
    assert.equal(listed[0].type, 'budget');
    assert.equal(listed[0].run, held.id);
    assert.match(listed[0].note, /is used up/);

    // Raising the cap frees it at the next claim.
    await s.cap('agent', 10, s.agent.id);
    const claim = (await s.runner.claim()).body.data;
    assert.equal(claim.run.id, held.id);
    assert.equal(claim.run.waiting_message, null);
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
    assert.match((await s.api.get(`/runs/${projectRun.id}`)).body.data.waiting_message, /for project/);

    await s.cap('workspace', 1.5);
    await s.cap('project', null, project.id);
    await s.queue();
    assert.equal((await s.runner.claim()).body.data, null, 'the workspace has spent $1.50 of $1.50');
    assert.match((await s.api.get(`/runs/${projectRun.id}`)).body.data.waiting_message, /for workspace/);
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

  it('five new agents on five runtimes claiming at once under a $1 cap with $0.40 ceilings: three run', async () => {
    const s = await scene();
    await s.cap('workspace', 1);
    await setRunCeiling(app.db, s.workspace, 0.4);
    const runners: ReturnType<typeof daemon>[] = [];
    for (let i = 0; i < 5; i++) {
      const agent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 5 });
      const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
      await s.queue(s.issue.id, agent.id);
      runners.push(daemon(app, runtime.token));
    }
    const results = await Promise.all(runners.map((runner) => runner.claim()));
    for (const res of results) assert.equal(res.status, 200, res.text);
    const claimed = results.map((res, i) => ({ claim: res.body.data, runner: runners[i]! }));
    const running = claimed.filter(({ claim }) => claim !== null);
    assert.equal(running.length, 3, 'admitted at $0, $0.40 and $0.80 reserved; $1.20 leaves no room');
    const waiting = (await s.api.get('/runs?status=queued')).body.data;
    assert.equal(waiting.length, 2);
    for (const run of waiting) {
      assert.match(
        run.waiting_message,
        /budget of \$1\.00 for workspace .* is fully reserved by the runs in flight \(\$0\.00 spent, 3 runs in flight reserving \$1\.20\)/,
      );
    }
    const budget = (await listBudgets(app.db, s.workspace.id))[0]!;
    assert.equal(budget.reserved_usd, 1.2);
    assert.equal(budget.reached, true);

    // One ends having cost $0.30: $0.30 spent + $0.80 reserved, still no room.
    const [first, second] = running;
    await first!.runner.complete(first!.claim.run.id, first!.claim.lease.token, { usage: { cost_usd: 0.3 } });
    const stillRefused = await Promise.all(runners.map((runner) => runner.claim()));
    assert.equal(stillRefused.filter((res) => res.body.data !== null).length, 0);
    // Another ends at $0.10: $0.40 spent + $0.40 reserved leaves $0.20, room for exactly one more.
    await second!.runner.complete(second!.claim.run.id, second!.claim.lease.token, {
      usage: { cost_usd: 0.1 },
    });
    const after = await Promise.all(runners.map((runner) => runner.claim()));
    assert.equal(after.filter((res) => res.body.data !== null).length, 1);
  });

  it('a $1 cap with no ceiling set admits one run (reserving the built-in $5) and holds the next while it runs', async () => {
    const s = await scene(5, null);
    await s.cap('workspace', 1);
    const first = await s.queue();
    const next = await s.queue();
    const claim = (await s.runner.claim()).body.data;
    assert.equal(claim.run.id, first.id, 'a cap below the built-in ceiling still admits a run');
    assert.equal((await listBudgets(app.db, s.workspace.id))[0]!.reserved_usd, 5);
    assert.equal((await s.runner.claim()).body.data, null, 'nothing left while it is in flight');
    const held = (await s.api.get(`/runs/${next.id}`)).body.data;
    assert.equal(held.status, 'queued');
    assert.match(
      held.waiting_message,
      /budget of \$1\.00 for workspace .* is fully reserved by the runs in flight \(\$0\.00 spent, 1 run in flight reserving \$5\.00\)/,
    );
    await s.runner.complete(claim.run.id, claim.lease.token, { usage: { cost_usd: 0.25 } });
    const after = (await s.runner.claim()).body.data;
    assert.equal(after.run.id, next.id, '$0.25 spent leaves room: the next run goes');
    assert.equal(after.run.waiting_message, null);
  });

  it('an agent’s own ceiling overrides the workspace default; without either a run under a cap reserves $5', async () => {
    const s = await scene(5, 0.9);
    await s.cap('workspace', 2);
    await setRunCeiling(app.db, s.workspace, 0.4);
    const cheap = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 5 });
    const cheapRunner = daemon(app, (await buildRuntime(app.db, s.workspace, { agents: [cheap] })).token);
    await s.queue();
    await s.queue(undefined, cheap.id);
    await s.queue(undefined, cheap.id);
    await s.queue(s.issue.id, cheap.id);
    assert.ok((await s.runner.claim()).body.data, 'the agent reserves its own $0.90');
    assert.ok((await cheapRunner.claim()).body.data, '$1.10 left: the default $0.40 is reserved');
    assert.ok((await cheapRunner.claim()).body.data, '$0.70 left');
    assert.ok((await cheapRunner.claim()).body.data, '$0.30 left: admitted, overshooting by $0.10');
    assert.equal((await listBudgets(app.db, s.workspace.id))[0]!.reserved_usd, 2.1);

    const t = await scene(5, null);
    await t.cap('agent', 8, t.agent.id);
    await t.queue();
    await t.queue();
    await t.queue();
    assert.ok((await t.runner.claim()).body.data, '$5 of $8');
    assert.ok((await t.runner.claim()).body.data, '$3 left: admitted');
    assert.equal((await t.runner.claim()).body.data, null, '$10 reserved: no room');
    assert.equal((await listBudgets(app.db, t.workspace.id))[0]!.reserved_usd, 10);
    const [held] = (await t.api.get('/runs?status=queued')).body.data;
    assert.match(held.waiting_message, /is fully reserved .* 2 runs in flight reserving \$10\.00/);
  });

  it('without a cap nor a ceiling set, nothing is reserved and nothing stops a run', async () => {
    const s = await scene(5, null);
    await s.queue();
    await s.queue();
    const first = (await s.runner.claim()).body.data;
    const second = (await s.runner.claim()).body.data;
    assert.ok(first && second);
    const renewed = await s.runner.post(`/runs/${first.run.id}/lease`, {
      lease_token: first.lease.token,
      usage: { cost_usd: 40 },
    });
    assert.equal(renewed.status, 200, renewed.text);
  });

  it('a run’s reservation ends with it: failed, released, expired', async () => {
    const s = await scene(5, 1);
    await s.cap('workspace', 1);
    await s.queue();
    const blocked = await s.queue();
    const a = (await s.runner.claim()).body.data;
    assert.equal((await s.runner.claim()).body.data, null, 'its $1 ceiling reserves the whole cap');
    assert.equal((await s.runner.fail(a.run.id, a.lease.token, { error: 'boom' })).status, 200);
    const b = (await s.runner.claim()).body.data;
    assert.equal(b.run.id, blocked.id, 'the failure freed its reservation');
    assert.equal(
      (await s.runner.post(`/runs/${b.run.id}/release`, { lease_token: b.lease.token })).status,
      200,
    );
    const again = (await s.runner.claim()).body.data;
    assert.equal(again.run.id, blocked.id, 'the release freed it');
    await app.db
      .updateTable('runs')
      .set({ lease_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', again.run.id)
      .execute();
    const afterExpiry = (await s.runner.claim()).body.data;
    assert.equal(afterExpiry.run.id, blocked.id, 'the expired lease freed it');
  });

  it('a renewal reporting a cost past the run’s ceiling stops it: 409, failed, the cost counted', async () => {
    const s = await scene(5, 0.4);
    await s.cap('workspace', 10);
    const run = await s.queue();
    const claim = (await s.runner.claim()).body.data;
    const renew = (lease: string, costUsd: number) =>
      s.runner.post(`/runs/${run.id}/lease`, {
        lease_token: lease,
        usage: { cost_usd: costUsd, output_tokens: 900 },
      });
    const within = await renew(claim.lease.token, 0.35);
    assert.equal(within.status, 200, within.text);
    // Someone else's lease token cannot report a cost for the run, nor stop it.
    const forged = await renew(`tdml_${'x'.repeat(43)}`, 99);
    assert.equal(forged.status, 409);
    assert.match(forged.body.message, /lease on this run is no longer held/);
    assert.equal((await s.api.get(`/runs/${run.id}`)).body.data.status, 'dispatched');

    const past = await renew(claim.lease.token, 0.45);
    assert.equal(past.status, 409, past.text);
    assert.match(
      past.body.message,
      /^The budget stopped this run: it reported \$0\.45, past its per-run cost ceiling of \$0\.40\./,
    );
    const failed = (await s.api.get(`/runs/${run.id}`)).body.data;
    assert.equal(failed.status, 'failed');
    assert.match(failed.error, /budget stopped this run/);
    assert.equal(failed.usage.cost_usd, 0.45);
    assert.equal(failed.usage.output_tokens, 900);
    assert.equal((await s.api.get('/usage')).body.data.workspace.cost_usd, 0.45);
    // The runner's late report finds the lease gone.
    assert.equal((await s.runner.complete(run.id, claim.lease.token)).status, 409);
  });

  it('a renewal stops a run once the spend of a cap it counts under passes the cap', async () => {
    const s = await scene(5, 0.5);
    await s.cap('agent', 1, s.agent.id);
    await s.queue();
    await s.queue();
    const a = (await s.runner.claim()).body.data;
    const b = (await s.runner.claim()).body.data;
    assert.ok(a && b, 'admitted at $0 and $0.50 reserved');
    // A ends past its ceiling (the final report counts as reported): $0.90 spent.
    await s.runner.complete(a.run.id, a.lease.token, { usage: { cost_usd: 0.9 } });
    const under = await s.runner.post(`/runs/${b.run.id}/lease`, {
      lease_token: b.lease.token,
      usage: { cost_usd: 0.05 },
    });
    assert.equal(under.status, 200, '$0.95 of $1');
    const past = await s.runner.post(`/runs/${b.run.id}/lease`, {
      lease_token: b.lease.token,
      usage: { cost_usd: 0.2 },
    });
    assert.equal(past.status, 409);
    assert.match(
      past.body.message,
      /budget of \$1\.00 for agent .* is passed \(\$0\.90 spent by finished runs, \$0\.20 reported by runs in flight\)/,
    );
    assert.equal((await s.api.get(`/runs/${b.run.id}`)).body.data.status, 'failed');
    const renewedWithout = await s.runner.post(`/runs/${b.run.id}/lease`, { lease_token: b.lease.token });
    assert.equal(renewedWithout.status, 409);
  });
});
