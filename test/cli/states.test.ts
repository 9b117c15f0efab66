import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildMember, buildScene, buildToken } from '../helpers/factories.js';

/** `tandem state list|create|edit|delete` and `--state` on issues (issue 40), against the real server. */
describe('tandem state', async () => {
  const app = await startTestApp();
  const { workspace, token } = await buildScene(app.db);
  const configHome = await mkdtemp(join(tmpdir(), 'tandem-config-'));
  const env = {
    SERVICE_URL: app.baseUrl,
    SERVICE_TOKEN: token,
    SERVICE_WORKSPACE: workspace.slug,
    XDG_CONFIG_HOME: configHome,
    COLUMNS: '120',
  };
  const tandem = (args: string[], extra: Record<string, string> = {}) => runCli(args, { ...env, ...extra });

  it('creates, lists, edits and deletes states; issues take --state by name', async () => {
    assert.match((await tandem(['state', 'list'])).stdout, /^No workflow states/);
    const design = await tandem([
      'state',
      'create',
      'In design',
      '--status',
      'in_progress',
      '--color',
      '#7c3aed',
    ]);
    assert.equal(design.code, 0, design.stderr);
    assert.match(design.stdout, /^Created state \d+: In design \(in_progress\)\.\n$/);
    const review = await tandem([
      'state',
      'create',
      'Code review',
      '--status',
      'in_review',
      '--color',
      '#0ea5e9',
      '--json',
    ]);
    assert.equal(review.json.status, 'in_review');

    const list = (await tandem(['state', 'list'])).stdout.trimEnd().split('\n');
    assert.match(list[0]!, /^ID\s+STATUS\s+POSITION\s+COLOUR\s+NAME$/);
    assert.match(list[1]!, /\sin_progress\s+0\s+#7c3aed\s+In design$/);
    assert.match(list[2]!, /\sin_review\s+0\s+#0ea5e9\s+Code review$/);

    const created = await tandem(['issue', 'create', '--title', 'Sketch', '--state', 'in design', '--json']);
    assert.equal(created.code, 0, created.stderr);
    assert.equal(created.json.status, 'in_progress');
    const edited = await tandem(['issue', 'edit', created.json.id, '--state', 'Code review', '--json']);
    assert.deepEqual([edited.json.status, edited.json.state_id], ['in_review', review.json.id]);
    const cleared = await tandem(['issue', 'edit', created.json.id, '--state', 'none', '--json']);
    assert.deepEqual([cleared.json.status, cleared.json.state_id], ['in_review', null]);
    const unknown = await tandem(['issue', 'edit', created.json.id, '--state', 'Nowhere']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /No workflow state "Nowhere".*In design, Code review/);

    const renamed = await tandem(['state', 'edit', 'in design', '--name', 'Designing', '--color', '#111111']);
    assert.equal(renamed.code, 0, renamed.stderr);
    assert.match(renamed.stdout, /Designing \(in_progress, #111111\)/);
    const bad = await tandem(['state', 'edit', 'Designing', '--color', 'purple']);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /color/);

    const member = await buildMember(app.db, workspace, { role: 'member' });
    const memberToken = (await buildToken(app.db, workspace, member)).token;
    const refused = await tandem(['state', 'create', 'Mine', '--status', 'todo', '--color', '#000000'], {
      SERVICE_TOKEN: memberToken,
    });
    assert.equal(refused.code, 1);
    assert.equal((await tandem(['state', 'list', '--json'], { SERVICE_TOKEN: memberToken })).json.length, 2);

    const deleted = await tandem(['state', 'delete', String(review.json.id)]);
    assert.equal(deleted.code, 0, deleted.stderr);
    assert.equal((await tandem(['state', 'list', '--json'])).json.length, 1);
  });
});
