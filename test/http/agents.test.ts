import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nowIso } from '../../src/clock.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildMember, buildScene, buildToken } from '../helpers/factories.js';

describe('GET /agents', async () => {
  const app = await startTestApp();

  it('lists workspace agents and private agents to their owner only', async () => {
    const scene = await buildScene(app.db);
    const colleague = await buildMember(app.db, scene.workspace);
    const colleagueToken = (await buildToken(app.db, scene.workspace, colleague)).token;
    const shared = await buildAgent(app.db, scene.workspace, { name: 'Shared' });
    const mine = await buildAgent(app.db, scene.workspace, {
      name: 'Mine',
      visibility: 'private',
      owner_user_id: scene.owner.id,
    });
    const elsewhere = await buildScene(app.db);
    await buildAgent(app.db, elsewhere.workspace, { name: 'Elsewhere' });

    const ownerView = await client(app, scene.token).get('/agents');
    assert.deepEqual(
      ownerView.body.data.map((a: { id: number }) => a.id),
      [shared.id, mine.id],
    );
    const colleagueView = await client(app, colleagueToken).get('/agents');
    assert.deepEqual(
      colleagueView.body.data.map((a: { id: number }) => a.id),
      [shared.id],
    );
    assert.equal(colleagueView.body.meta.total, 1);
  });

  it('shows every Agent field and never instructions, custom_env, custom_args or mcp_config', async () => {
    const scene = await buildScene(app.db);
    const runtime = await app.db
      .insertInto('agent_runtimes')
      .values({
        workspace_id: scene.workspace.id,
        name: 'laptop',
        sandbox: 'confined',
        last_seen_at: nowIso(),
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Bot', runtime_id: runtime.id });
    const res = await client(app, scene.token).get('/agents');
    assert.deepEqual(res.body.data[0], {
      id: agent.id,
      name: 'Bot',
      provider: 'claude_code',
      model: 'opus',
      status: 'idle',
      visibility: 'workspace',
      max_concurrent_tasks: 1,
      // decisions §12.7: the same setting under its §12 name, and stall detection on by default.
      max_concurrent_runs: 1,
      weekly_hours: 40,
      max_run_cost_usd: null,
      max_run_minutes: null,
      repository_id: null,
      max_attempts: null,
      stall_minutes: 15,
      runtime: { id: runtime.id, name: 'laptop', online: true, sandbox: 'confined' },
    });
    assert.doesNotMatch(res.text, /secret|instructions|custom_env|custom_args|mcp_config/);
  });

  it('shows a runtime not heard from within 90 seconds as offline', async () => {
    const scene = await buildScene(app.db);
    const runtime = await app.db
      .insertInto('agent_runtimes')
      .values({
        workspace_id: scene.workspace.id,
        name: 'old',
        sandbox: 'limits',
        last_seen_at: new Date(Date.now() - 91_000).toISOString(),
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await buildAgent(app.db, scene.workspace, { runtime_id: runtime.id });
    const res = await client(app, scene.token).get('/agents');
    assert.equal(res.body.data[0].runtime.online, false);
  });
});
