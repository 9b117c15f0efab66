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
});
