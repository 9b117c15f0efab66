import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { buildProgram } from '../../src/cli/program.js';
import {
  NOT_CARRIED,
  INSTALLATION_TABLES,
  TRANSFER_TABLES,
} from '../../src/domain/workspace-transfer-plan.js';
import { runCli } from '../helpers/cli.js';
import { buildScene } from '../helpers/factories.js';
import {
  buildRichWorkspace,
  exportFrom,
  importInto,
  removeWorkspace,
  startAppOn,
} from '../helpers/transfer.js';

/**
 * `tandem admin export` / `import` (decisions §11.9): refusals that write nothing, a failed import that
 * leaves nothing visible behind, an interrupted one a retry removes, and the file itself.
 */
describe('workspace export and import: refusals and recovery', async () => {
  const onPostgres = Boolean(process.env.SERVICE_TEST_DATABASE_URL?.startsWith('postgres'));
  const source = await startAppOn(onPostgres);
  // Imports go to another installation: runs, meetings, articles and boards keep their ULIDs.
  const app = await startAppOn(onPostgres);
  after(async () => {
    await source.close();
    await app.close();
  });
  const env = {
    SERVICE_DATABASE_URL: app.database.url,
    SERVICE_STORAGE_DIR: join(app.database.tmpDir, 'files'),
  };
  const rich = await buildRichWorkspace(source);
  const file = await exportFrom(source, rich.slug);
  await importInto(app, file);
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');

  /** A copy of the export under another slug, with `edit` applied to its lines. */
  let copies = 0;
  function variant(
    edit: (lines: string[]) => string[] = (l) => l,
    slug = `moved-${++copies}`,
  ): { path: string; slug: string } {
    const renamed = lines.map((line) => {
      const record = JSON.parse(line) as { type: string; row?: Record<string, unknown> };
      if (record.type === 'workspace') record.row!.slug = slug;
      return JSON.stringify(record);
    });
    const path = join(app.database.tmpDir, `variant-${copies}.ndjson.gz`);
    writeFileSync(path, gzipSync(`${edit(renamed).join('\n')}\n`));
    return { path, slug };
  }

  /** Frees the ULIDs an earlier import took, as deleting that workspace would. */
  const removeImported = (slug: string) => removeWorkspace(app, slug);

  const counts = async () => {
    const tables = [
      'workspaces',
      'users',
      'memberships',
      'issues',
      'comments',
      'attachments',
      'issue_activity',
      'runs',
    ];
    const result: Record<string, number> = {};
    for (const table of tables) {
      const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(app.db);
      result[table] = Number(row.rows[0]!.n);
    }
    return result;
  };

  it('the file starts with a header naming the format and schema version and carries no secrets', () => {
    const header = JSON.parse(lines[0]!);
    assert.equal(header.format, 'tandem-workspace');
    assert.equal(header.format_version, 1);
    assert.match(header.schema_version, /^\d{14}_/);
    assert.equal(JSON.parse(lines.at(-1)!).type, 'end');
    const text = lines.join('\n');
    assert.doesNotMatch(text, /"secret":"[^"]/, 'no webhook secret');
    assert.doesNotMatch(
      text,
      /"(token_digest|run_token_digest|lease_token_digest|digest)":"[^"]/,
      'no token digest',
    );
    assert.ok(
      !lines.some((line) => JSON.parse(line).table === 'api_tokens' || JSON.parse(line).table === 'sessions'),
    );
  });

  it('refuses a slug that exists, writing nothing (the CLI exits non-zero with the reason)', async () => {
    const before = await counts();
    const result = await runCli(['admin', 'import', '--from', file], env);
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, new RegExp(`slug "${rich.slug}" exists`));
    assert.deepEqual(await counts(), before);
  });

  const refusals: [string, (l: string[]) => string[], RegExp][] = [
    ['a truncated file', (l) => l.slice(0, Math.floor(l.length * 0.7)), /truncated/],
    ['a file without its end record', (l) => l.slice(0, -1), /truncated/],
    [
      'another format version',
      (l) => [l[0]!.replace('"format_version":1', '"format_version":2'), ...l.slice(1)],
      /format version is 2/,
    ],
    [
      'a newer schema',
      (l) => [l[0]!.replace(/"schema_version":"\d+/, '"schema_version":"99991231000000'), ...l.slice(1)],
      /newer Tandem/,
    ],
    [
      'a damaged line',
      (l) => [...l.slice(0, 5), '{"type":"row","table":"issues",', ...l.slice(6)],
      /not an export record/,
    ],
    [
      'a record count that does not match',
      (l) => [...l.slice(0, 5), ...l.slice(6)],
      /end record counts|refers to/,
    ],
    ['not an export at all', () => ['{"hello":"world"}'], /not an export record/],
    ['rows this installation holds already', (l) => l, /imported here before/],
  ];
  for (const [name, edit, message] of refusals) {
    it(`refuses ${name} and nothing of it stays`, async () => {
      const before = await counts();
      const { path, slug } = variant(edit);
      await assert.rejects(importInto(app, path), message);
      assert.deepEqual(await counts(), before);
      const left = await app.db
        .selectFrom('workspaces')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirst();
      assert.equal(left, undefined);
    });
  }

  it('refuses a file cut in the middle of its compression (the CLI says how)', async () => {
    const before = await counts();
    const { path } = variant();
    const bytes = readFileSync(path);
    writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const result = await runCli(['admin', 'import', '--from', path], env);
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /truncated|damaged/);
    assert.deepEqual(await counts(), before);
  });

  it('a retry removes an import whose process died, and refuses one still running', async () => {
    const { path, slug } = variant();
    await removeImported(rich.slug);
    const scene = await buildScene(app.db, { slug });
    const stale = new Date(Date.now() - 5 * 60_000).toISOString();
    // As a killed import leaves it: marked, no member (the scene's owner stands for imported rows).
    await app.db
      .updateTable('workspaces')
      .set({ import_started_at: stale, import_heartbeat_at: new Date().toISOString() })
      .where('id', '=', scene.workspace.id)
      .execute();
    await assert.rejects(importInto(app, path), /being imported by another process/);
    await app.db
      .updateTable('workspaces')
      .set({ import_heartbeat_at: stale })
      .where('id', '=', scene.workspace.id)
      .execute();
    const progress: string[] = [];
    const summary = await importInto(app, path, progress);
    assert.ok(progress.some((line) => line.includes('removing the unfinished import')));
    assert.notEqual(summary.id, scene.workspace.id);
    const issues = await app.db
      .selectFrom('issues')
      .select('id')
      .where('workspace_id', '=', summary.id)
      .execute();
    assert.ok(issues.length > 0);
  });

  it('an importing workspace has no members until its last batch, and cannot be exported', async () => {
    const scene = await buildScene(app.db);
    await app.db
      .updateTable('workspaces')
      .set({ import_started_at: new Date().toISOString() })
      .where('id', '=', scene.workspace.id)
      .execute();
    await assert.rejects(exportFrom(app, scene.workspace.slug, 'importing.ndjson'), /still being imported/);
  });

  it('people who already have an account in the installation are reused as members', async () => {
    const { path, slug } = variant();
    await removeWorkspace(
      app,
      (
        await app.db
          .selectFrom('workspaces')
          .select('slug')
          .where('slug', 'like', 'moved-%')
          .where('import_started_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).slug,
    );
    const summary = await importInto(app, path);
    assert.equal(summary.people_created, 0, 'both people exist in this installation already');
    assert.equal(summary.workspace, slug);
    const members = await app.db
      .selectFrom('memberships')
      .select('user_id')
      .where('workspace_id', '=', summary.id)
      .execute();
    assert.equal(members.length, 2);
  });

  it('exports from the CLI to a new file only, and `import` keeps room for subcommands', async () => {
    const target = join(app.database.tmpDir, 'cli-export.ndjson');
    const { workspace } = await buildScene(app.db);
    const first = await runCli(['admin', 'export', '--workspace', workspace.slug, '--to', target], env);
    assert.equal(first.code, 0, first.stderr);
    assert.equal(first.json.file, target);
    assert.equal(readFileSync(target, 'utf8').split('\n')[0]!.includes('"type":"header"'), true);
    const again = await runCli(['admin', 'export', '--workspace', workspace.slug, '--to', target], env);
    assert.notEqual(again.code, 0);
    assert.match(again.stderr, /exists/);
    const importCommand = buildProgram({ code: 0 })
      .commands.find((command) => command.name() === 'admin')!
      .commands.find((command) => command.name() === 'import')!;
    assert.ok(importCommand.options.some((option) => option.long === '--from'));
    assert.deepEqual(importCommand.commands.map((command) => command.name()).sort(), [
      'github',
      'jira',
      'linear',
    ]);
  });

  it('the transfer plan names every table of the database', async () => {
    const tables =
      app.database.dialect === 'postgres'
        ? (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
              app.db,
            )
          ).rows
        : (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
              app.db,
            )
          ).rows;
    const known = new Set([
      ...TRANSFER_TABLES.map((t) => t.name),
      ...Object.keys(NOT_CARRIED),
      ...INSTALLATION_TABLES,
    ]);
    const unknown = tables
      .map((t) => t.name)
      .filter((name) => !known.has(name) && !name.includes('_fts') && !name.includes('search'));
    assert.deepEqual(unknown, [], 'a new table must be carried or listed as not carried');
  });
});
