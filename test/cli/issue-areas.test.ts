import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildScene } from '../helpers/factories.js';

/** `tandem issue create|edit --area`, `--clear-areas` and `show` (decisions §12.11). */
describe('tandem issue: areas', async () => {
  const app = await startTestApp();
  const { workspace, token } = await buildScene(app.db);
  const prefix = workspace.issue_prefix;
  const env = {
    SERVICE_URL: app.baseUrl,
    SERVICE_TOKEN: token,
    SERVICE_WORKSPACE: workspace.slug,
    XDG_CONFIG_HOME: await mkdtemp(join(tmpdir(), 'tandem-config-')),
  };
  const tandem = (args: string[]) => runCli(args, env);

  it('sets, replaces, shows and clears the areas; a refused pattern exits non-zero saying why', async () => {
    const created = await tandem([
      'issue',
      'create',
      '--title',
      'Invoices',
      '--area',
      'src/billing/**',
      '--json',
    ]);
    assert.equal(created.code, 0, created.stderr);
    assert.deepEqual(created.json.areas, ['src/billing/**']);
    const id = created.json.id as string;

    const edited = await tandem(['issue', 'edit', id, '--area', 'src/api/**', '--area', 'docs/', '--json']);
    assert.equal(edited.code, 0, edited.stderr);
    assert.deepEqual(edited.json.areas, ['src/api/**', 'docs']);
    const shown = await tandem(['issue', 'show', id]);
    assert.match(shown.stdout, /Areas:\s+src\/api\/\*\*, docs/);

    const refused = await tandem(['issue', 'edit', id, '--area', '../outside']);
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /\.\./);
    const both = await tandem(['issue', 'edit', id, '--area', 'x', '--clear-areas']);
    assert.notEqual(both.code, 0);
    assert.match(both.stderr, /either --area or --clear-areas/);

    const cleared = await tandem(['issue', 'edit', id, '--clear-areas', '--json']);
    assert.equal(cleared.code, 0, cleared.stderr);
    assert.deepEqual(cleared.json.areas, []);
    assert.equal(cleared.json.id, `${prefix}-1`);
  });
});
