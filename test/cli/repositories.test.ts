import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildMember, buildScene, buildToken } from '../helpers/factories.js';

/** `tandem repository list|add|remove` (issue 38), spawned against the real server. */
describe('tandem repository', async () => {
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

  it('adds, lists and removes repositories; refusals exit 1 with the server’s reason', async () => {
    assert.equal((await tandem(['repository', 'list'])).stdout, 'No repositories.\n');
    const added = await tandem(['repository', 'add', 'web', 'git@github.com:acme/web.git']);
    assert.equal(added.code, 0, added.stderr);
    assert.match(
      added.stdout,
      /^Added repository \d+: web \(git@github\.com:acme\/web\.git, from main\)\.\n$/,
    );
    const json = await tandem([
      'repository',
      'add',
      'api',
      'https://github.com/acme/api.git',
      '--default-branch',
      'trunk',
      '--json',
    ]);
    assert.equal(json.code, 0, json.stderr);
    assert.equal(json.json.default_branch, 'trunk');

    const list = await tandem(['repository', 'list']);
    const lines = list.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, /^ID\s+NAME\s+BRANCH\s+URL$/);
    assert.match(lines[1]!, /\sapi\s+trunk\s+https:\/\/github\.com\/acme\/api\.git$/);
    assert.match(lines[2]!, /\sweb\s+main\s+git@github\.com:acme\/web\.git$/);

    const leaky = await tandem(['repository', 'add', 'leak', 'https://u:p@github.com/acme/x.git']);
    assert.equal(leaky.code, 1);
    assert.match(leaky.stderr, /never holds git credentials/);
    const duplicate = await tandem(['repository', 'add', 'WEB', '/srv/git/web.git']);
    assert.equal(duplicate.code, 1);
    assert.match(duplicate.stderr, /already exists/);

    const member = await buildMember(app.db, workspace, { role: 'member' });
    const memberToken = (await buildToken(app.db, workspace, member)).token;
    const refused = await tandem(['repository', 'add', 'mine', '/srv/git/mine.git'], {
      SERVICE_TOKEN: memberToken,
    });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /owners and admins/i);

    const removed = await tandem(['repository', 'remove', String(json.json.id)]);
    assert.equal(removed.code, 0, removed.stderr);
    assert.equal((await tandem(['repository', 'list', '--json'])).json.length, 1);
    assert.equal((await tandem(['repository', 'remove', 'x'])).code, 2);
  });
});
