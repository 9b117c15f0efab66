import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Workspace } from '../../src/db/schema.js';
import { NotFoundError, ValidationError } from '../../src/errors.js';
import { importIssues, type ImportRequest } from '../../src/domain/integrations/imports/run.js';
import { ISSUES_PER_BATCH } from '../../src/domain/integrations/imports/write.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildMember, buildScene, buildToken } from '../helpers/factories.js';

const FIXTURES = new URL('../fixtures/imports/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const GITHUB = fixture('github-issues.json');

/** `tandem admin import github|jira|linear` (issue 32), called as the command calls it, read back through /api/v1. */
describe('Importing issues from GitHub, Jira and Linear', async () => {
  const app = await startTestApp();
  const { db } = app;

  async function team() {
    const scene = await buildScene(db);
    const ada = await buildMember(db, scene.workspace, {
      name: 'Ada Lovelace',
      email: `ada-${scene.workspace.slug}@example.com`,
    });
    const dana = await buildMember(db, scene.workspace, { name: 'Dana Ortiz' });
    const grace = await buildMember(db, scene.workspace, { name: 'Grace Hopper' });
    const api = client(app, scene.token);
    return { ...scene, ada, dana, grace, api };
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

  /** Everything an import writes, counted for one workspace. */
  async function footprint(workspaceId: number) {
    const count = async (table: 'issues' | 'labels' | 'comments' | 'import_origins' | 'issue_activity') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('workspace_id', '=', workspaceId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const counter = await db
      .selectFrom('workspaces')
      .select('issue_counter')
      .where('id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    return {
      issues: await count('issues'),
      labels: await count('labels'),
      comments: await count('comments'),
      origins: await count('import_origins'),
      activity: await count('issue_activity'),
      counter: counter.issue_counter,
    };
  }

  async function issueByIdentifier(api: ReturnType<typeof client>, identifier: string) {
    const response = await api.get(`/issues/${identifier}`);
    assert.equal(response.status, 200, response.text);
    return response.body.data;
  }

  it('brings GitHub issues in with labels, comments, states and their original numbers in the history', async () => {
    const { workspace, ada, api } = await team();
    const report = await run(workspace, { source: 'github', text: GITHUB, people: { 'ada-gh': ada.email } });
    assert.deepEqual(report.issues, { new: 5, existing: 0, refused: 0 });
    assert.deepEqual(report.comments, { new: 4, existing: 0, refused: 0 });
    assert.deepEqual(report.skipped, [
      { reference: 'acme-corp/storefront#8', reason: 'A pull request, not an issue.' },
    ]);
    assert.deepEqual(report.labels.new.sort(), ['area: checkout', 'bug', 'enhancement']);
    const list = await api.get('/issues?per_page=100');
    assert.equal(list.body.meta.total, 5, 'the pull request was skipped');

    const safari = await issueByIdentifier(api, report.imported['acme-corp/storefront#7']!);
    assert.equal(safari.title, 'Checkout button does nothing on Safari 17');
    assert.equal(safari.status, 'backlog');
    assert.equal(safari.type, 'bug');
    assert.deepEqual([...safari.labels].sort(), ['area: checkout', 'bug']);
    assert.equal(safari.assignee?.name, 'Ada Lovelace', 'the login mapped through the people map');
    assert.equal(safari.created_at, '2026-02-03T08:15:00.000Z', 'the original creation time');
    assert.match(safari.description, /Opened by octocat on GitHub \(acme-corp\/storefront#7\)/);
    assert.match(safari.description, /<table>/);
    assert.match(safari.description, /<code class="language-js">/);

    const history = await api.get(`/issues/${safari.id}/activity`);
    const created = history.body.data.find((entry: { event: string }) => entry.event === 'issue.created');
    assert.equal(created.data.imported_from.number, 7);
    assert.equal(created.data.imported_from.key, 'github:acme-corp/storefront#7');
    assert.equal(created.data.imported_from.author, 'octocat');
    assert.equal(created.data.imported_from.milestone, 'v1.0');

    const comments = (await api.get(`/issues/${safari.id}/comments`)).body.data;
    assert.equal(comments.length, 2);
    assert.equal(comments[0].author.name, 'Ada Lovelace', 'a member writes their own comment');
    assert.equal(comments[0].created_at, '2026-02-03T09:00:00.000Z');
    assert.match(comments[0].body, /Confirmed on Safari 17\.2\.<br \/>Looking into it\./);
    assert.match(comments[1].body, /Written by octocat on GitHub/);
    assert.deepEqual(comments[1].mentions, [], '@names of the source resolve to nobody');

    const closed = await issueByIdentifier(api, report.imported['acme-corp/storefront#2']!);
    assert.equal(closed.status, 'done');
    const notPlanned = await issueByIdentifier(api, report.imported['acme-corp/storefront#5']!);
    assert.equal(notPlanned.status, 'canceled');
    const applePay = await issueByIdentifier(api, report.imported['acme-corp/storefront#3']!);
    assert.equal(applePay.type, 'feature');
    assert.match(applePay.description, /☐ design/);
    assert.ok(
      report.unmapped.some(
        (entry) => entry.reference === 'acme-corp/storefront#3' && entry.value === 'grace-h',
      ),
      'the second assignee is reported',
    );

    // The label's colour has no place on a label here: its origin keeps it.
    const origin = await db
      .selectFrom('import_origins')
      .select('data')
      .where('workspace_id', '=', workspace.id)
      .where('source_key', '=', 'github:acme-corp/storefront/label:bug')
      .executeTakeFirstOrThrow();
    assert.deepEqual(JSON.parse(origin.data), { color: 'd73a4a', description: "Something isn't working" });
    // Nobody was told of an assignment made long ago elsewhere.
    assert.equal(
      (await client(app, (await buildToken(db, workspace, ada)).token).get('/inbox')).body.data.length,
      0,
    );
  });

  it("gives GitHub's label colours to the labels it makes, never over a colour chosen here", async () => {
    const { workspace, api } = await team();
    const chosen = await api.post('/labels', { name: 'Enhancement', color: '#123456' });
    assert.equal(chosen.status, 201, chosen.text);
    await run(workspace, { source: 'github', text: GITHUB });
    const labels = await api.get('/labels?per_page=100');
    const colorOf = new Map(
      (labels.body.data as { name: string; color: string | null }[]).map((label) => [
        label.name,
        label.color,
      ]),
    );
    assert.equal(colorOf.get('bug'), '#d73a4a');
    assert.equal(colorOf.get('area: checkout'), '#0e8a16');
    assert.equal(colorOf.get('Enhancement'), '#123456', 'a colour chosen here stays');
  });

  it('writes script out of Markdown bodies and comments through the one sanitiser', async () => {
    const { workspace, api } = await team();
    const report = await run(workspace, { source: 'github', text: GITHUB });
    const hostile = await issueByIdentifier(api, report.imported['acme-corp/storefront#9']!);
    const comments = (await api.get(`/issues/${hostile.id}/comments`)).body.data;
    for (const html of [hostile.description, comments[0].body]) {
      assert.doesNotMatch(html, /<(script|iframe|svg)\b|<[^>]+\son\w+=|href="javascript:/i);
    }
    assert.match(comments[0].body, /<strong>here<\/strong>/);
  });

  it('imports nothing twice: a second run creates nothing, a later export adds only what is new', async () => {
    const { workspace, ada } = await team();
    const people = { 'ada-gh': ada.email };
    await run(workspace, { source: 'github', text: GITHUB, people });
    const before = await footprint(workspace.id);
    const again = await run(workspace, { source: 'github', text: GITHUB, people });
    assert.deepEqual(again.issues, { new: 0, existing: 5, refused: 0 });
    assert.deepEqual(again.comments, { new: 0, existing: 4, refused: 0 });
    assert.deepEqual(again.imported, {});
    assert.deepEqual(await footprint(workspace.id), before);

    const later = JSON.parse(GITHUB) as Record<string, any>[];
    later[0]!.comments.push({
      id: 1500000099,
      user: { login: 'ada-gh' },
      body: 'Fixed in 2.3.1',
      created_at: '2026-02-10T10:00:00Z',
    });
    const third = await run(workspace, { source: 'github', text: JSON.stringify(later), people });
    assert.deepEqual(third.comments, { new: 1, existing: 4, refused: 0 });
    assert.equal((await footprint(workspace.id)).comments, before.comments + 1);
  });

  it('reports in a dry run what would be created and what cannot be mapped, and writes nothing', async () => {
    const { workspace } = await team();
    const before = await footprint(workspace.id);
    const report = await run(workspace, { source: 'jira', text: fixture('jira-export.csv'), dryRun: true });
    assert.equal(report.dry_run, true);
    assert.deepEqual(report.issues, { new: 5, existing: 0, refused: 0 });
    assert.deepEqual(report.comments, { new: 2, existing: 0, refused: 0 });
    assert.deepEqual(report.labels.new.sort(), ['backend', 'bug', 'frontend', 'payments']);
    const unmapped = report.unmapped.map((entry) => `${entry.reference} ${entry.field} ${entry.value}`);
    for (const expected of [
      'PAY-5 type Change Request',
      'PAY-5 status QA Verified',
      'PAY-2 assignee Pat Nobody',
      'PAY-4 parent PAY-2',
      'PAY-1 author Sam Lee',
    ]) {
      assert.ok(unmapped.includes(expected), `${expected} in ${unmapped.join('; ')}`);
    }
    assert.deepEqual(report.imported, {});
    assert.deepEqual(await footprint(workspace.id), before);
  });

  it("maps Jira's CSV export: types, statuses, priorities, repeated Labels, epics, estimates, comments", async () => {
    const { workspace, dana, api } = await team();
    const report = await run(workspace, { source: 'jira', text: fixture('jira-export.csv') });
    assert.deepEqual(report.refused, []);
    const epic = await issueByIdentifier(api, report.imported['PAY-1']!);
    assert.equal(epic.type, 'epic');
    assert.equal(epic.status, 'in_progress');
    assert.equal(epic.priority, 'high');
    assert.equal(epic.assignee?.name, dana.name, 'matched by the member’s name');
    assert.equal(epic.due_date, '2024-03-31');
    assert.equal(epic.created_at, '2024-03-12T09:41:00.000Z');
    assert.match(
      epic.description,
      /<p>See the design, then "ship" it\.<br \/>Second line of the same paragraph\.<\/p>/,
    );

    const story = await issueByIdentifier(api, report.imported['PAY-2']!);
    assert.equal(story.type, 'feature');
    assert.equal(story.status, 'todo');
    assert.equal(story.priority, 'urgent');
    assert.equal(story.assignee, null, 'Pat Nobody is not a member');
    assert.deepEqual([...story.labels].sort(), ['backend', 'payments']);
    assert.equal(story.epic?.id, epic.id, 'the Epic Link');
    const comments = (await api.get(`/issues/${story.id}/comments`)).body.data;
    assert.equal(comments.length, 2);
    assert.match(comments[0].body, /Looks good; ship it/);
    assert.equal(comments[0].created_at, '2024-03-13T10:00:00.000Z');
    assert.match(comments[1].body, /Please add &lt;b&gt;tests&lt;\/b&gt;/, 'Jira text is shown as written');

    const bug = await issueByIdentifier(api, report.imported['PAY-3']!);
    assert.equal(bug.status, 'done');
    assert.equal(bug.estimate_minutes, 120, 'Original Estimate is in seconds');
    assert.equal(bug.epic?.id, epic.id, 'a Parent id naming the epic');
    const subtask = await issueByIdentifier(api, report.imported['PAY-4']!);
    assert.equal(subtask.epic, null, "a sub-task's story is no epic");
    assert.equal(subtask.status, 'in_review');
    const wontDo = await issueByIdentifier(api, report.imported['PAY-5']!);
    assert.equal(wontDo.status, 'canceled', "done as Won't Do");
    assert.equal(wontDo.type, 'task');
    assert.equal(wontDo.priority, 'low');
  });

  it("maps Linear's CSV export: parents become epics, states by their timestamps, points as minutes", async () => {
    const { workspace, grace, api } = await team();
    const linear = fixture('linear-export.csv').replaceAll('grace@example.com', grace.email);
    const report = await run(workspace, { source: 'linear', text: linear, options: { minutesPerPoint: 60 } });
    const parent = await issueByIdentifier(api, report.imported['ENG-12']!);
    assert.equal(parent.type, 'epic');
    assert.equal(parent.status, 'in_progress');
    assert.equal(parent.priority, 'high');
    assert.equal(parent.estimate_minutes, 180);
    assert.equal(parent.assignee?.name, grace.name, 'matched by email');
    assert.equal(parent.creator?.name, grace.name, 'a member opens their own issue');
    assert.deepEqual([...parent.labels].sort(), ['Backend', 'Bug']);
    assert.match(parent.description, /<strong>4s<\/strong>/);
    const child = await issueByIdentifier(api, report.imported['ENG-13']!);
    assert.equal(child.epic?.id, parent.id);
    assert.equal(child.status, 'in_progress', 'Ready for QA was started');
    assert.equal(child.priority, 'urgent');
    const canceled = await issueByIdentifier(api, report.imported['ENG-14']!);
    assert.equal(canceled.status, 'canceled');
    assert.equal(canceled.priority, 'medium', 'No priority');
    const done = await issueByIdentifier(api, report.imported['ENG-15']!);
    assert.equal(done.status, 'done');
    assert.equal(done.type, 'feature');
    assert.doesNotMatch(done.description, /<script/);
  });

  it('refuses a file it cannot read whole, writing nothing', async () => {
    const { workspace } = await team();
    const before = await footprint(workspace.id);
    const valid = JSON.parse(GITHUB) as unknown[];
    const cases: [ImportRequest['source'], string, RegExp][] = [
      ['github', '[{"number": 1, "title": "cut', /not valid JSON/],
      ['github', '{"number": 1}', /JSON array/],
      [
        'github',
        JSON.stringify([...valid, { title: 'no number' }]),
        /Item 7: number must be a positive whole number/,
      ],
      ['github', JSON.stringify([{ number: 1, title: 'Where from?' }]), /pass --repo/],
      ['jira', 'Summary,Issue key\n"unclosed,PAY-1\n', /not readable as CSV/],
      ['jira', 'Title,ID\nA,ENG-1\n', /not a Jira CSV export: the header lacks "Summary", "Issue key"/],
      ['linear', 'ID,Title\nnot an id,Something\n', /Row 1: "ID" must be a Linear identifier/],
      ['linear', '', /no header row/],
    ];
    for (const [source, text, message] of cases) {
      await assert.rejects(run(workspace, { source, text }), (error: unknown) => {
        assert.ok(error instanceof ValidationError, String(error));
        assert.match(error.message, message);
        return true;
      });
    }
    assert.deepEqual(await footprint(workspace.id), before);
  });

  it('refuses an unknown workspace, a people map naming a stranger and an --as who may not create issues', async () => {
    const { workspace } = await team();
    const guest = await buildMember(db, workspace, { role: 'guest' });
    const before = await footprint(workspace.id);
    await assert.rejects(
      importIssues(db, app.system, {
        source: 'github',
        workspace: 'no-such-team',
        text: GITHUB,
        dryRun: false,
        people: {},
        options: {},
      }),
      NotFoundError,
    );
    await assert.rejects(
      run(workspace, { source: 'github', text: GITHUB, people: { octocat: 'stranger@example.com' } }),
      /stranger@example\.com, not current members/,
    );
    await assert.rejects(
      run(workspace, { source: 'github', text: GITHUB, as: guest.email }),
      /guest and cannot create issues/,
    );
    assert.deepEqual(await footprint(workspace.id), before);
  });

  it('shortens a huge title, refuses a huge description or comment, and imports the rest', async () => {
    const { workspace, api } = await team();
    const items = JSON.parse(GITHUB) as Record<string, any>[];
    items[0]!.title = 'T'.repeat(5_000);
    items[1]!.body = 'word '.repeat(60_000);
    items[2]!.comments[0].body = 'x'.repeat(70_000);
    const report = await run(workspace, { source: 'github', text: JSON.stringify(items) });
    assert.deepEqual(report.issues, { new: 4, existing: 0, refused: 1 });
    assert.deepEqual(report.comments, { new: 3, existing: 0, refused: 1 });
    assert.deepEqual(report.refused.map((entry) => entry.reference).sort(), [
      'acme-corp/storefront#2 comment 1',
      'acme-corp/storefront#3',
    ]);
    const long = await issueByIdentifier(api, report.imported['acme-corp/storefront#7']!);
    assert.equal(long.title.length, 255);
    assert.ok(report.unmapped.some((entry) => entry.field === 'title'));
  });

  it('completes an import that stopped part-way, creating each issue once', async () => {
    const { workspace, api } = await team();
    const many = Array.from({ length: ISSUES_PER_BATCH * 2 + 3 }, (_, index) => ({
      number: index + 1,
      title: `Issue ${index + 1}`,
      body: null,
      state: 'open',
      user: { login: 'someone' },
      labels: [],
      repository_url: 'https://api.github.com/repos/acme-corp/big',
      created_at: `2026-01-01T00:${String(index).padStart(2, '0')}:00Z`,
    }));
    // The first batches committed, then the process stopped: they are what a re-run finds.
    await run(workspace, { source: 'github', text: JSON.stringify(many.slice(0, ISSUES_PER_BATCH + 4)) });
    const report = await run(workspace, { source: 'github', text: JSON.stringify(many) });
    assert.deepEqual(report.issues, {
      new: ISSUES_PER_BATCH - 1,
      existing: ISSUES_PER_BATCH + 4,
      refused: 0,
    });
    const list = await api.get('/issues?per_page=100');
    assert.equal(list.body.meta.total, many.length);
    assert.equal(new Set(list.body.data.map((issue: { title: string }) => issue.title)).size, many.length);
  });

  it('lets two imports of one file race without creating anything twice', async () => {
    const { workspace, api } = await team();
    const results = await Promise.allSettled([
      run(workspace, { source: 'github', text: GITHUB }),
      run(workspace, { source: 'github', text: GITHUB }),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') {
        assert.match(String(result.reason), /run the same command again to complete it/);
      }
    }
    await run(workspace, { source: 'github', text: GITHUB });
    const list = await api.get('/issues?per_page=100');
    assert.equal(list.body.meta.total, 5);
    const comments = await db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('workspace_id', '=', workspace.id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(comments.n), 4);
  });

  it('has no HTTP surface: imports are the admin command line’s alone', async () => {
    const description = (await fetch(`${app.baseUrl}/api/v1/openapi.json`).then((r) => r.json())) as {
      paths: Record<string, unknown>;
    };
    assert.deepEqual(
      Object.keys(description.paths).filter((path) => /import/i.test(path)),
      [],
    );
  });
});
