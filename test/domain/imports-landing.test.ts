import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Workspace } from '../../src/db/schema.js';
import { parseJiraSprints } from '../../src/domain/integrations/imports/jira.js';
import { flattenPages } from '../../src/domain/integrations/imports/github.js';
import { importIssues, type ImportRequest } from '../../src/domain/integrations/imports/run.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildMember, buildScene } from '../helpers/factories.js';

const FIXTURES = new URL('../fixtures/imports/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const JIRA = fixture('jira-cloud-export.csv');
const ACCOUNT_IDS = [
  '5b10ac8d82e05b22cc7d4ef5',
  '712020:0d1f6c2e-7a53-4c2b-9f0e-1a2b3c4d5e6f',
  '557058:f1e2d3c4-aaaa-4bbb-8ccc-0123456789ab',
];

/** Issue 37: imports land in the right projects and cycles, with their authors, comments and formatting. */
describe('Imported issues land where the team expects them', async () => {
  const app = await startTestApp();
  const { db } = app;

  async function team() {
    const scene = await buildScene(db);
    const dana = await buildMember(db, scene.workspace, { name: 'Dana Ortiz' });
    const ada = await buildMember(db, scene.workspace, { name: 'Ada Lovelace' });
    // Two-week cycles from 16 February 2026: cycle 2 runs 2 to 15 March, as the team's "PAY Sprint 3".
    await db
      .updateTable('workspaces')
      .set({ cycle_length_days: 14, cycle_first_starts_on: '2026-02-16' })
      .where('id', '=', scene.workspace.id)
      .execute();
    return { ...scene, dana, ada, api: client(app, scene.token) };
  }

  function run(
    workspace: Workspace,
    request: Partial<ImportRequest> & Pick<ImportRequest, 'source' | 'text'>,
  ) {
    return importIssues(db, app.system, {
      workspace: workspace.slug,
      dryRun: false,
      people: {},
      options: {},
      ...request,
    });
  }

  async function issue(api: ReturnType<typeof client>, identifier: string | undefined) {
    const response = await api.get(`/issues/${identifier}`);
    assert.equal(response.status, 200, response.text);
    return response.body.data;
  }

  it('puts a Jira export into its projects and cycles, with authors by name and markup as HTML', async () => {
    const { workspace, owner, api } = await team();
    const existing = await api.post('/projects', { name: 'operations' });
    assert.equal(existing.status, 201, existing.text);
    const sprints = parseJiraSprints(fixture('jira-sprints.json'));
    const report = await run(workspace, { source: 'jira', text: JIRA, options: { sprints } });
    assert.deepEqual(report.issues, { new: 3, existing: 0, refused: 0 });
    assert.deepEqual(report.projects, {
      new: ['Payments'],
      by_source: { PAY: 'Payments', OPS: 'operations' },
    });
    assert.deepEqual(report.cycles, { 'PAY Sprint 3': 2 });

    const refund = await issue(api, report.imported['PAY-11']);
    assert.equal(refund.project?.name, 'Payments', 'a project made for the Jira project');
    assert.equal(refund.cycle?.number, 2, 'the cycle of its last sprint');
    assert.equal(refund.assignee?.name, 'Dana Ortiz', 'matched by name');
    assert.match(refund.description, /Opened by Sam Lee on Jira \(PAY-11\)/);
    assert.match(refund.description, /<h2>Context<\/h2>/);
    assert.match(refund.description, /<strong>refunds<\/strong> to the <em>original<\/em> card/);
    assert.match(refund.description, /<a href="https:\/\/wiki\.example\.com\/refunds"[^>]*>the runbook<\/a>/);
    assert.match(refund.description, /ask @Sam Lee\./, 'a mention by account id reads as the name');
    assert.match(
      refund.description,
      /<ol><li>Find the charge<\/li><li>Call <code>refund\(\)<\/code><ul><li>only/,
    );
    assert.match(
      refund.description,
      /<pre><code class="language-sql">SELECT \* FROM charges WHERE amount &lt; 100;/,
    );
    assert.match(refund.description, /<th>Card<\/th>/);
    assert.match(refund.description, /Attachments on Jira:.*refund-flow\.png/);
    const operations = await issue(api, report.imported['OPS-3']);
    assert.equal(
      operations.project?.id,
      existing.body.data.id,
      'an existing project matched by name, any case',
    );
    assert.equal(operations.cycle, null, 'no sprint, no cycle');
    assert.match(
      operations.description,
      /<blockquote><p>Quarterly rotation, see @a Jira user<\/p><\/blockquote>/,
    );

    const comments = (await api.get(`/issues/${refund.id}/comments`)).body.data;
    assert.equal(comments.length, 2);
    assert.equal(comments[0].author.name, 'Dana Ortiz', 'the member wrote their own comment');
    assert.match(comments[0].body, /Started on this\. Thanks @Sam Lee!/);
    assert.doesNotMatch(comments[0].body, /Written by/);
    assert.equal(comments[1].author.name, owner.name, 'the importer writes what a stranger wrote');
    assert.match(comments[1].body, /^<p><em>Written by Sam Lee on Jira \(PAY-11\)\.<\/em><\/p>/);
    assert.match(comments[1].body, /Please add <strong>tests<\/strong> for Amex &lt;before&gt; merging/);
    const bug = await issue(api, report.imported['PAY-12']);
    assert.equal(bug.cycle?.number, 2);
    assert.match(bug.description, /<pre><code>Error 502 at \/pay \*not bold\*<\/code><\/pre>/);
    const unknown = (await api.get(`/issues/${bug.id}/comments`)).body.data;
    assert.match(unknown[0].body, /Written by a Jira user on Jira/);

    // No raw account id anywhere: not in a description, comment, history entry or the report.
    const everything = JSON.stringify([
      await db
        .selectFrom('issues')
        .select(['title', 'description'])
        .where('workspace_id', '=', workspace.id)
        .execute(),
      await db.selectFrom('comments').select('body').where('workspace_id', '=', workspace.id).execute(),
      await db.selectFrom('issue_activity').select('data').where('workspace_id', '=', workspace.id).execute(),
      report,
    ]);
    for (const id of ACCOUNT_IDS) assert.ok(!everything.includes(id), `${id} appears in what was imported`);

    const warnings = report.warnings.join('\n');
    assert.match(warnings, /file: Environment "1 issue": A column nothing here reads/);
    assert.match(warnings, /PAY-11: attachment "refund-flow\.png": Files are not carried over/);
    assert.match(warnings, /PAY-11: author "Sam Lee": Not a member/);
    assert.match(warnings, /PAY-11: sprint "PAY Sprint 2": An earlier sprint/);
  });

  it('--project puts every issue into one project, and a dry run only says which projects it would create', async () => {
    const { workspace, api } = await team();
    const dry = await run(workspace, { source: 'jira', text: JIRA, project: 'Migration', dryRun: true });
    assert.deepEqual(dry.projects.new, ['Migration']);
    assert.equal((await api.get('/projects')).body.meta.total, 0, 'a dry run creates no project');
    const web = await api.post('/projects', { name: 'Web', prefix: 'WEB' });
    const report = await run(workspace, { source: 'jira', text: JIRA, project: 'web' });
    assert.deepEqual(report.projects.new, []);
    for (const key of ['PAY-11', 'PAY-12', 'OPS-3']) {
      assert.equal((await issue(api, report.imported[key])).project?.id, web.body.data.id, key);
    }
    assert.equal((await api.get('/projects')).body.meta.total, 1, 'the flag overrides the export');
  });

  it('says for every sprint why it placed nothing: cycles off, or no dates in a CSV export', async () => {
    const { workspace, api } = await team();
    const noDates = await run(workspace, { source: 'jira', text: JIRA, dryRun: true });
    assert.deepEqual(noDates.cycles, {});
    assert.match(
      noDates.warnings.join('\n'),
      /sprint PAY Sprint 3: sprint "PAY Sprint 3": The export gives no dates/,
    );
    await db
      .updateTable('workspaces')
      .set({ cycle_length_days: null, cycle_first_starts_on: null })
      .where('id', '=', workspace.id)
      .execute();
    const off = await run(workspace, {
      source: 'jira',
      text: JIRA,
      options: { sprints: parseJiraSprints(fixture('jira-sprints.json')) },
    });
    assert.match(off.warnings.join('\n'), /Cycles are switched off/);
    assert.equal((await issue(api, off.imported['PAY-11'])).cycle, undefined);
  });

  it('reads GitHub as gh api --paginate saves it, with comments from a comments file', async () => {
    const { workspace, ada, api } = await team();
    const text = fixture('github-rest-issues.json');
    const comments = flattenPages(fixture('github-rest-comments.json'), 'The comments file');
    const report = await run(workspace, {
      source: 'github',
      text,
      options: { comments },
      people: { 'ada-gh': ada.email },
    });
    assert.deepEqual(report.issues, { new: 3, existing: 0, refused: 0 });
    assert.deepEqual(report.comments, { new: 3, existing: 0, refused: 0 });
    assert.deepEqual(report.projects, { new: ['billing'], by_source: { 'acme-corp/billing': 'billing' } });
    assert.deepEqual(
      report.warnings.filter((w) => /comments/.test(w)),
      [],
    );
    const vat = await issue(api, report.imported['acme-corp/billing#21']);
    assert.equal(vat.project?.name, 'billing');
    const thread = (await api.get(`/issues/${vat.id}/comments`)).body.data;
    assert.equal(thread[0].author.name, 'Ada Lovelace');
    assert.match(thread[0].body, /Confirmed for <strong>Germany<\/strong>/);
    assert.match(thread[1].body, /Written by octocat on GitHub/);
  });

  it('warns for every GitHub issue whose comments the export does not hold, instead of losing them silently', async () => {
    const { workspace } = await team();
    const report = await run(workspace, {
      source: 'github',
      text: fixture('github-rest-issues.json'),
      dryRun: true,
    });
    const dropped = report.unmapped.filter((item) => item.field === 'comments');
    assert.deepEqual(
      dropped.map((item) => [item.reference, item.value]),
      [
        ['acme-corp/billing#21', '2 of 2'],
        ['acme-corp/billing#23', '1 of 1'],
      ],
    );
    assert.match(dropped[0]!.note, /gh api --paginate "repos\/OWNER\/REPO\/issues\/comments\?per_page=100"/);
    assert.equal(report.warnings.filter((w) => / comments "/.test(w)).length, 2);
    const partial = await run(workspace, {
      source: 'github',
      text: fixture('github-rest-issues.json'),
      dryRun: true,
      options: { comments: flattenPages(fixture('github-rest-comments.json'), 'x').slice(0, 1) },
    });
    assert.deepEqual(
      partial.unmapped.filter((item) => item.field === 'comments').map((item) => item.value),
      ['1 of 2', '1 of 1'],
    );
  });

  it('refuses a comments file whose comments do not name their issue, writing nothing', async () => {
    const { workspace, api } = await team();
    await assert.rejects(
      run(workspace, {
        source: 'github',
        text: fixture('github-rest-issues.json'),
        options: { comments: [{ id: 1, body: 'x' }] },
      }),
      /Comment 1 of the comments file has no issue_url/,
    );
    assert.equal((await api.get('/issues')).body.meta.total, 0);
  });
});
