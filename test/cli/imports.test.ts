import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildMember, buildScene } from '../helpers/factories.js';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/imports/${name}`, import.meta.url));

/** `tandem admin import github|jira|linear` as a person types it (issue 32). */
describe('tandem admin import', async () => {
  const app = await startTestApp();
  const env = { SERVICE_DATABASE_URL: app.database.url };

  it('imports a GitHub export, prints the report as JSON, and a second run creates nothing', async () => {
    const { workspace, token } = await buildScene(app.db);
    const ada = await buildMember(app.db, workspace, { name: 'Ada Lovelace' });
    const people = join(app.database.tmpDir, 'people.json');
    writeFileSync(people, JSON.stringify({ 'ada-gh': ada.email }));
    const args = ['admin', 'import', 'github', '--workspace', workspace.slug];
    const file = fixture('github-issues.json');

    const dry = await runCli([...args, '--file', file, '--people', people, '--dry-run'], env);
    assert.equal(dry.code, 0, dry.stderr);
    assert.equal(dry.json.dry_run, true);
    assert.deepEqual(dry.json.issues, { new: 5, existing: 0, refused: 0 });
    assert.equal((await client(app, token).get('/issues')).body.meta.total, 0, 'a dry run writes nothing');

    const first = await runCli([...args, '--file', file, '--people', people], env);
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual(first.json.issues, { new: 5, existing: 0, refused: 0 });
    const second = await runCli([...args, '--file', file, '--people', people], env);
    assert.equal(second.code, 0, second.stderr);
    assert.deepEqual(second.json.issues, { new: 0, existing: 5, refused: 0 });
    assert.equal((await client(app, token).get('/issues')).body.meta.total, 5);
  });

  it('says clearly on stderr why a file or workspace is refused, with a non-zero exit', async () => {
    const { workspace } = await buildScene(app.db);
    const broken = join(app.database.tmpDir, 'broken.csv');
    writeFileSync(broken, 'Summary,Issue key\n"never closed,PAY-1\n');
    const csv = await runCli(
      ['admin', 'import', 'jira', '--workspace', workspace.slug, '--file', broken],
      env,
    );
    assert.equal(csv.code, 1);
    assert.match(csv.stderr, /not readable as CSV/);
    const unknown = await runCli(
      ['admin', 'import', 'linear', '--workspace', 'nobody-here', '--file', fixture('linear-export.csv')],
      env,
    );
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /Workspace "nobody-here" not found/);
    assert.equal(unknown.stdout, '');
  });

  it('lists its three sources under `tandem admin import`', async () => {
    const help = await runCli(['admin', 'import', '--help'], env);
    assert.equal(help.code, 0);
    for (const source of ['github', 'jira', 'linear'])
      assert.match(help.stdout, new RegExp(`\\b${source}\\b`));
  });
});
