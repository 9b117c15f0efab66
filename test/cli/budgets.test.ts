import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { runCli } from '../helpers/cli.js';
import { createTestDatabase } from '../helpers/database.js';
import { buildAgent, buildProject, buildScene } from '../helpers/factories.js';

describe('tandem admin budget …', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  after(() => database.drop());
  const cli = (args: string[]) =>
    runCli(['admin', 'budget', ...args], { SERVICE_DATABASE_URL: database.url });

  it('sets, lists and removes the caps of the workspace, a project and an agent', async () => {
    const { workspace } = await buildScene(db);
    const agent = await buildAgent(db, workspace, { name: 'Coder' });
    const project = await buildProject(db, workspace, { name: 'Website' });
    const slug = workspace.slug;

    const ws = await cli(['set', '--workspace', slug, '--monthly-usd', '100']);
    assert.equal(ws.code, 0, ws.stderr);
    assert.equal(ws.json.scope, 'workspace');
    assert.equal(ws.json.monthly_cap_usd, 100);
    assert.equal(ws.json.spent_usd, 0);
    const forAgent = await cli([
      'set',
      '--workspace',
      slug,
      '--agent',
      String(agent.id),
      '--monthly-usd',
      '12.50',
    ]);
    assert.equal(forAgent.code, 0, forAgent.stderr);
    assert.deepEqual(forAgent.json.subject, { id: agent.id, name: 'Coder' });
    const forProject = await cli([
      'set',
      '--workspace',
      slug,
      '--project',
      String(project.id),
      '--monthly-usd',
      '40',
    ]);
    assert.equal(forProject.code, 0, forProject.stderr);
    // Setting again replaces the cap.
    await cli(['set', '--workspace', slug, '--agent', String(agent.id), '--monthly-usd', '15']);

    const list = await cli(['list', '--workspace', slug]);
    assert.equal(list.code, 0, list.stderr);
    assert.deepEqual(list.json.map((b: any) => [b.scope, b.subject.name, b.monthly_cap_usd]).sort(), [
      ['agent', 'Coder', 15],
      ['project', 'Website', 40],
      ['workspace', workspace.name, 100],
    ]);

    const removed = await cli([
      'set',
      '--workspace',
      slug,
      '--agent',
      String(agent.id),
      '--monthly-usd',
      'none',
    ]);
    assert.equal(removed.code, 0, removed.stderr);
    assert.equal(removed.json.removed, true);
    assert.equal((await cli(['list', '--workspace', slug])).json.length, 2);
  });

  it('refuses bad amounts, unknown subjects and both subjects at once', async () => {
    const { workspace } = await buildScene(db);
    const other = await buildScene(db);
    const foreign = await buildAgent(db, other.workspace);
    const slug = workspace.slug;
    const bad = await cli(['set', '--workspace', slug, '--monthly-usd', 'lots']);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /--monthly-usd must be an amount/);
    const unknown = await cli([
      'set',
      '--workspace',
      slug,
      '--agent',
      String(foreign.id),
      '--monthly-usd',
      '5',
    ]);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /subject_id/);
    const both = await cli([
      'set',
      '--workspace',
      slug,
      '--agent',
      '1',
      '--project',
      '1',
      '--monthly-usd',
      '5',
    ]);
    assert.equal(both.code, 1);
    const missing = await cli(['set', '--workspace', slug]);
    assert.equal(missing.code, 1);
    assert.equal(
      (await db.selectFrom('budgets').selectAll().where('workspace_id', '=', workspace.id).execute()).length,
      0,
    );
  });

  it('sets the per-run ceiling of an agent and the workspace default, alone or with a cap', async () => {
    const { workspace } = await buildScene(db);
    const agent = await buildAgent(db, workspace, { name: 'Coder' });
    const slug = workspace.slug;
    const forAgent = await cli([
      'set',
      '--workspace',
      slug,
      '--agent',
      String(agent.id),
      '--max-run-usd',
      '0.40',
    ]);
    assert.equal(forAgent.code, 0, forAgent.stderr);
    assert.deepEqual(forAgent.json, { scope: 'agent', subject_id: agent.id, max_run_cost_usd: 0.4 });
    const both = await cli(['set', '--workspace', slug, '--monthly-usd', '20', '--max-run-usd', '2']);
    assert.equal(both.code, 0, both.stderr);
    assert.equal(both.json.monthly_cap_usd, 20);
    assert.equal(both.json.max_run_cost_usd, 2);
    const stored = async () => ({
      agent: (
        await db
          .selectFrom('agents')
          .select('max_run_cost_micros')
          .where('id', '=', agent.id)
          .executeTakeFirstOrThrow()
      ).max_run_cost_micros,
      workspace: (
        await db
          .selectFrom('workspaces')
          .select('max_run_cost_micros')
          .where('id', '=', workspace.id)
          .executeTakeFirstOrThrow()
      ).max_run_cost_micros,
    });
    assert.deepEqual(await stored(), { agent: 400_000, workspace: 2_000_000 });
    const cleared = await cli([
      'set',
      '--workspace',
      slug,
      '--agent',
      String(agent.id),
      '--max-run-usd',
      'none',
    ]);
    assert.equal(cleared.json.max_run_cost_usd, null);

    const zero = await cli(['set', '--workspace', slug, '--max-run-usd', '0']);
    assert.equal(zero.code, 1);
    assert.match(zero.stderr, /max_run_cost_usd must be between 0.01/);
    const project = await buildProject(db, workspace);
    const onProject = await cli([
      'set',
      '--workspace',
      slug,
      '--project',
      String(project.id),
      '--max-run-usd',
      '1',
    ]);
    assert.equal(onProject.code, 1);
    assert.match(onProject.stderr, /--max-run-usd is for an agent/);
    const words = await cli(['set', '--workspace', slug, '--max-run-usd', 'plenty']);
    assert.match(words.stderr, /--max-run-usd must be an amount/);
    // A refused ceiling leaves the cap given with it unset: one transaction.
    const capWithBadCeiling = await cli([
      'set',
      '--workspace',
      slug,
      '--monthly-usd',
      '99',
      '--max-run-usd',
      '0',
    ]);
    assert.equal(capWithBadCeiling.code, 1);
    assert.equal((await cli(['list', '--workspace', slug])).json[0].monthly_cap_usd, 20);
    assert.deepEqual(await stored(), { agent: null, workspace: 2_000_000 });
  });
});
