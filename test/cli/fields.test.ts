import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildScene } from '../helpers/factories.js';

/** `tandem field list|create|delete` and `tandem issue create|edit --field` (issue 40). */
describe('tandem field', async () => {
  const app = await startTestApp();
  const { workspace, token } = await buildScene(app.db);
  const env = {
    SERVICE_URL: app.baseUrl,
    SERVICE_TOKEN: token,
    SERVICE_WORKSPACE: workspace.slug,
    XDG_CONFIG_HOME: await mkdtemp(join(tmpdir(), 'tandem-config-')),
  };
  const tandem = (args: string[]) => runCli(args, env);

  it('creates, lists and deletes fields, and sets values on issues by type', async () => {
    const stage = await tandem([
      'field',
      'create',
      'stage',
      'Stage',
      '--type',
      'select',
      '--option',
      'Alpha',
      '--option',
      'Beta',
      '--json',
    ]);
    assert.equal(stage.code, 0, stage.stderr);
    assert.deepEqual(stage.json.options, ['Alpha', 'Beta']);
    assert.equal((await tandem(['field', 'create', 'points', 'Points', '--type', 'number'])).code, 0);
    const tags = await tandem([
      'field',
      'create',
      'os',
      'OS',
      '--type',
      'multi_select',
      '--option',
      'mac',
      '--option',
      'linux',
      '--json',
    ]);
    assert.equal(tags.code, 0, tags.stderr);
    const listed = await tandem(['field', 'list']);
    assert.match(listed.stdout, /stage\s+Stage\s+select\s+Alpha, Beta/);

    const created = await tandem([
      'issue',
      'create',
      '--title',
      'Ship',
      '--field',
      'stage=Beta',
      '--field',
      'points=3',
      '--field',
      'os=mac,linux',
      '--json',
    ]);
    assert.equal(created.code, 0, created.stderr);
    assert.deepEqual(created.json.fields, { stage: 'Beta', points: 3, os: ['mac', 'linux'] });
    const edited = await tandem(['issue', 'edit', created.json.id, '--field', 'points=', '--json']);
    assert.equal(edited.code, 0, edited.stderr);
    assert.deepEqual(edited.json.fields, { stage: 'Beta', os: ['mac', 'linux'] });

    const refused = await tandem(['issue', 'edit', created.json.id, '--field', 'stage=Gamma']);
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /fields\.stage|options/);
    const unknown = await tandem(['issue', 'edit', created.json.id, '--field', 'nope=1']);
    assert.notEqual(unknown.code, 0);
    assert.match(unknown.stderr, /No custom field has the key "nope"/);
    const notNumber = await tandem(['issue', 'edit', created.json.id, '--field', 'points=many']);
    assert.notEqual(notNumber.code, 0);

    assert.equal((await tandem(['field', 'delete', String(tags.json.id)])).code, 0);
    assert.doesNotMatch((await tandem(['field', 'list'])).stdout, /\bos\b/);
  });
});
