import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseAdminArguments } from '../../src/cli/program.js';
import { importCommands } from '../../src/cli/admin/imports.js';
import type { Workspace } from '../../src/db/schema.js';
import { ValidationError } from '../../src/errors.js';
import { importIssues, type ImportRequest } from '../../src/domain/integrations/imports/run.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildMember, buildProject, buildScene } from '../helpers/factories.js';

const jiraExport = readFileSync(new URL('../fixtures/imports/jira-export.csv', import.meta.url), 'utf8');

/** `--field "COLUMN=KEY"` on the Jira and Linear imports (issue 40): columns into custom fields. */
describe('Importing extra columns into custom fields', async () => {
  const app = await startTestApp();
  const { db } = app;

  async function team() {
    const scene = await buildScene(db);
    const grace = await buildMember(db, scene.workspace, {
      name: 'Grace Hopper',
      email: `grace-${scene.workspace.slug}@example.com`,
    });
    const dana = await buildMember(db, scene.workspace, { name: 'Dana Ortiz' });
    const api = client(app, scene.token);
    const field = async (body: Record<string, unknown>) => {
      const created = await api.post('/fields', body);
      assert.equal(created.status, 201, created.text);
      return created.body.data as { id: number; key: string };
    };
    return { ...scene, grace, dana, api, field };
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

  async function fieldsOf(api: ReturnType<typeof client>, identifier: string) {
    const answer = await api.get(`/issues/${identifier}`);
    assert.equal(answer.status, 200, answer.text);
    return answer.body.data.fields as Record<string, unknown>;
  }

  const issueCount = async (workspaceId: number) =>
    Number(
      (
        await db
          .selectFrom('issues')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('maps Linear columns to fields of every type, leaving out a value that fails with a warning naming row and column', async () => {
    const { workspace, grace, api, field } = await team();
    await field({ name: 'Points', key: 'points', type: 'number' });
    await field({ name: 'Area', key: 'area', type: 'select', options: ['Web', 'API'] });
    await field({ name: 'Tags', key: 'tags', type: 'multi_select', options: ['Fast', 'Safe', 'Cheap'] });
    await field({ name: 'Owner', key: 'owner', type: 'person' });
    await field({ name: 'Target', key: 'target', type: 'date' });
    await field({ name: 'Spec', key: 'spec', type: 'url' });
    await field({ name: 'Note', key: 'note', type: 'text' });
    const csv = [
      'ID,Title,Story Points,Area,Tags,Owner,Target,Spec,Note',
      `ENG-1,First,3,web,"Fast, safe",${grace.email},2026-05-04,https://example.com/spec,Keep it short`,
      'ENG-2,Second,lots,Mobile,"Fast, Slow",Nobody Here,someday,javascript:alert(1),',
      'ENG-3,Third,,,,,,,',
    ].join('\n');
    const fields = [
      'Story Points=points',
      'Area=area',
      'Tags=tags',
      'Owner=owner',
      'Target=target',
      'Spec=spec',
      'Note=note',
    ];
    const report = await run(workspace, { source: 'linear', text: csv, fields });
    assert.deepEqual(report.refused, []);
    assert.deepEqual(await fieldsOf(api, report.imported['ENG-1']!), {
      area: 'Web',
      note: 'Keep it short',
      owner: grace.id,
      points: 3,
      spec: 'https://example.com/spec',
      tags: ['Fast', 'Safe'],
      target: '2026-05-04',
    });
    assert.deepEqual(await fieldsOf(api, report.imported['ENG-2']!), {}, 'every value of row 2 failed');
    assert.deepEqual(await fieldsOf(api, report.imported['ENG-3']!), {});
    const second = report.warnings.filter((warning) => warning.startsWith('ENG-2:'));
    assert.deepEqual(second, [
      'ENG-2: Story Points "lots": Row 2, column "Story Points": the field points must be a finite number; left out.',
      'ENG-2: Area "Mobile": Row 2, column "Area": the field area must be one of its options: Web, API; left out.',
      'ENG-2: Tags "Fast, Slow": Row 2, column "Tags": the field tags must hold only its options (Fast, Safe, Cheap); not Slow; left out.',
      `ENG-2: Owner "Nobody Here": Row 2, column "Owner": not a member of ${workspace.slug}, as the person field owner needs; left out.`,
      'ENG-2: Target "someday": Row 2, column "Target": the field target must be a date in the form YYYY-MM-DD; left out.',
      'ENG-2: Spec "javascript:alert(1)": Row 2, column "Spec": the field spec must be an http or https URL; left out.',
    ]);
    assert.equal(report.warnings.filter((warning) => warning.startsWith('ENG-1:')).length, 0);
  });

  it("maps a Jira custom field column by its own name, reads Jira's dates and people, and drops a field of another project", async () => {
    const { workspace, dana, api, field } = await team();
    const other = await buildProject(db, workspace, { name: 'Elsewhere' });
    await field({ name: 'Points', key: 'points', type: 'number' });
    await field({ name: 'Deadline', key: 'deadline', type: 'date' });
    await field({ name: 'Lead', key: 'lead', type: 'person' });
    await field({ name: 'Elsewhere only', key: 'elsewhere', type: 'text', project_id: other.id });
    const report = await run(workspace, {
      source: 'jira',
      text: jiraExport,
      fields: ['Story Points=points', 'Due date=deadline', 'Assignee=lead', 'Summary=elsewhere'],
    });
    assert.deepEqual(report.refused, []);
    assert.deepEqual(await fieldsOf(api, report.imported['PAY-1']!), {
      deadline: '2024-03-31',
      lead: dana.id,
    });
    assert.deepEqual(await fieldsOf(api, report.imported['PAY-2']!), { points: 5 });
    assert.ok(
      report.warnings.includes(
        'PAY-1: Summary "Checkout revamp": Row 1, column "Summary": the field elsewhere belongs to another project than the issue\'s; left out.',
      ),
      report.warnings.join('\n'),
    );
    assert.ok(
      !report.warnings.some((warning) => warning.includes('Custom field (Story Points)')),
      'a mapped column is no longer "a column nothing here reads"',
    );
    const filtered = await api.get('/issues?field[points]=5');
    assert.deepEqual(
      filtered.body.data.map((issue: { id: string }) => issue.id),
      [report.imported['PAY-2']],
    );
  });

  it('refuses an unknown field key, a column the file lacks and a malformed mapping before writing anything', async () => {
    const { workspace, field } = await team();
    await field({ name: 'Points', key: 'points', type: 'number' });
    const csv = 'ID,Title,Story Points\nENG-1,First,3\n';
    const refusals: [string[], RegExp][] = [
      [['Story Points=points', 'Story Points=size'], /no custom field with the key "size"/],
      [['Effort=points'], /--field names "Effort", a column the file does not have/],
      [['Story Points'], /--field takes COLUMN=KEY/],
      [['Story Points=points', 'story points=points'], /maps the column "story points" twice/],
    ];
    for (const [fields, message] of refusals) {
      for (const dryRun of [false, true]) {
        await assert.rejects(
          run(workspace, { source: 'linear', text: csv, fields, dryRun }),
          (error: unknown) => {
            assert.ok(error instanceof ValidationError, String(error));
            assert.match(error.message, message);
            assert.deepEqual(Object.keys(error.errors), [
              message.source.includes('column the file') ? 'file' : 'field',
            ]);
            return true;
          },
        );
      }
    }
    assert.equal(await issueCount(workspace.id), 0);
  });

  it('plans the values in a dry run, with the same warnings, writing nothing', async () => {
    const { workspace, field } = await team();
    await field({ name: 'Points', key: 'points', type: 'number' });
    const csv = 'ID,Title,Story Points\nENG-1,First,3\nENG-2,Second,many\n';
    const report = await run(workspace, {
      source: 'linear',
      text: csv,
      fields: ['Story Points=points'],
      dryRun: true,
    });
    assert.equal(report.issues.new, 2);
    assert.deepEqual(report.warnings, [
      'ENG-2: Story Points "many": Row 2, column "Story Points": the field points must be a finite number; left out.',
    ]);
    assert.equal(await issueCount(workspace.id), 0);
  });

  it('takes --field any number of times on the Jira and Linear commands, not on GitHub', () => {
    for (const source of ['jira', 'linear']) {
      const parsed = parseAdminArguments(importCommands[`import ${source}`]!, [
        '--workspace',
        'acme',
        '--field',
        'Story Points=points',
        '--field',
        'Area=area',
      ]);
      assert.deepEqual(parsed.values.field, ['Story Points=points', 'Area=area']);
    }
    assert.throws(() =>
      parseAdminArguments(importCommands['import github']!, ['--field', 'Story Points=points']),
    );
  });
});
