import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildScene } from '../helpers/factories.js';

/** `tandem issue create --template NAME|ID` (issue 40). */
describe('tandem issue create --template', async () => {
  const app = await startTestApp();
  const { workspace, token } = await buildScene(app.db);
  const configHome = await mkdtemp(join(tmpdir(), 'tandem-config-'));
  const env = {
    SERVICE_URL: app.baseUrl,
    SERVICE_TOKEN: token,
    SERVICE_WORKSPACE: workspace.slug,
    XDG_CONFIG_HOME: configHome,
  };
  const tandem = (args: string[]) => runCli(args, env);
  const template = (
    await client(app, token).post('/templates', {
      name: 'Weekly Report',
      title: 'Weekly report',
      type: 'task',
      priority: 'low',
      labels: ['report'],
    })
  ).body.data;

  it('starts from the template named in any case, or by id; the options given win', async () => {
    const byName = await tandem(['issue', 'create', '--template', 'weekly report', '--json']);
    assert.equal(byName.code, 0, byName.stderr);
    assert.deepEqual(
      [byName.json.title, byName.json.type, byName.json.priority, byName.json.labels],
      ['Weekly report', 'task', 'low', ['report']],
    );
    const byId = await tandem([
      'issue',
      'create',
      '--template',
      String(template.id),
      '--title',
      'Week 49',
      '--priority',
      'high',
      '--json',
    ]);
    assert.equal(byId.code, 0, byId.stderr);
    assert.deepEqual(
      [byId.json.title, byId.json.priority, byId.json.labels],
      ['Week 49', 'high', ['report']],
    );
  });

  it('says what is wrong with an unknown template or neither title nor template', async () => {
    const unknown = await tandem(['issue', 'create', '--template', 'Nope']);
    assert.equal(unknown.code, 2, unknown.stderr);
    assert.match(unknown.stderr, /No template is named "Nope"/);
    const neither = await tandem(['issue', 'create']);
    assert.equal(neither.code, 2, neither.stderr);
    assert.match(neither.stderr, /--title/);
    const elsewhere = await tandem(['issue', 'create', '--template', '999999']);
    assert.notEqual(elsewhere.code, 0);
    assert.match(elsewhere.stderr, /template_id/);
  });
});
