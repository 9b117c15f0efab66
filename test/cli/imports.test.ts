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

  it('puts a Jira export into projects and cycles and prints every warning on stderr (issue 37)', async () => {
    const { workspace, token } = await buildScene(app.db);
    await buildMember(app.db, workspace, { name: 'Dana Ortiz' });
    await app.db
      .updateTable('workspaces')
      .set({ cycle_length_days: 14, cycle_first_starts_on: '2026-02-16' })
      .where('id', '=', workspace.id)
      .execute();
    const args = ['admin', 'import', 'jira', '--workspace', workspace.slug, '--file'];
    const result = await runCli(
      [...args, fixture('jira-cloud-export.csv'), '--sprints', fixture('jira-sprints.json')],
      env,
    );
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(result.json.projects.new.sort(), ['Operations', 'Payments']);
    assert.deepEqual(result.json.cycles, { 'PAY Sprint 3': 2 });
    assert.match(result.stderr, /^Imported 3 issues and 3 comments into /);
    assert.match(result.stderr, /Created projects: Payments, Operations\./);
    assert.match(result.stderr, /Sprint PAY Sprint 3 → cycle 2\./);
    assert.match(result.stderr, /warnings:\n {2}- /);
    assert.equal(result.stderr.split('\n  - ').length - 1, result.json.warnings.length);
    assert.doesNotMatch(result.stdout + result.stderr, /5b10ac8d82e05b22cc7d4ef5/);
    const list = await client(app, token).get('/issues?per_page=100');
    assert.equal(list.body.meta.total, 3);
  });

  it('takes GitHub comments from --comments and one project from --project', async () => {
    const { workspace, token } = await buildScene(app.db);
    const api = client(app, token);
    const project = (await api.post('/projects', { name: 'Billing', prefix: 'BIL' })).body.data;
    const args = ['admin', 'import', 'github', '--workspace', workspace.slug, '--project', 'bil'];
    const result = await runCli(
      [
        ...args,
        '--file',
        fixture('github-rest-issues.json'),
        '--comments',
        fixture('github-rest-comments.json'),
      ],
      env,
    );
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(result.json.comments, { new: 3, existing: 0, refused: 0 });
    assert.deepEqual(result.json.projects.new, []);
    const issue = await api.get(`/issues/${result.json.imported['acme-corp/billing#21']}`);
    assert.equal(issue.body.data.project.id, project.id);
    const empty = await runCli(
      [...args, '--file', fixture('github-rest-issues.json'), '--comments', ''],
      env,
    );
    assert.equal(empty.code, 1);
    assert.match(empty.stderr, /--comments needs a value/);
  });

  it('maps source statuses into workflow states with repeated --state, and refuses one naming no state', async () => {
    const { workspace, token } = await buildScene(app.db);
    const api = client(app, token);
    const review = (await api.post('/states', { name: 'Code review', status: 'in_review', color: '#3366cc' }))
      .body.data;
    const qa = (await api.post('/states', { name: 'QA', status: 'in_review', color: '#33cc66' })).body.data;
    const args = [
      'admin',
      'import',
      'jira',
      '--workspace',
      workspace.slug,
      '--file',
      fixture('jira-export.csv'),
    ];
    const wrong = await runCli([...args, '--state', 'In Review=Reviewing'], env);
    assert.notEqual(wrong.code, 0);
    assert.match(wrong.stderr, /"Reviewing", no state of .*its states: Code review, QA/);
    assert.equal((await api.get('/issues')).body.meta.total, 0, 'nothing written');

    const result = await runCli(
      [...args, '--state', 'In Review=Code review', '--state', 'QA Verified=qa'],
      env,
    );
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(result.json.states, { 'In Review': 'Code review', 'QA Verified': 'QA' });
    assert.match(result.stderr, /Status In Review → state Code review\./);
    const inReview = (await api.get('/issues?status=in_review&per_page=100')).body.data;
    assert.deepEqual(
      inReview.map((issue: { state_id: number }) => issue.state_id).sort(),
      [review.id, qa.id].sort(),
    );
  });

  it('lists its three sources under `tandem admin import`', async () => {
    const help = await runCli(['admin', 'import', '--help'], env);
    assert.equal(help.code, 0);
    for (const source of ['github', 'jira', 'linear'])
      assert.match(help.stdout, new RegExp(`\\b${source}\\b`));
  });
});
