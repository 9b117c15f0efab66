import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { buildProgram } from '../../src/cli/program.js';
import {
  NOT_CARRIED,
  INSTALLATION_TABLES,
  referencesOf,
  TRANSFER_TABLES,
} from '../../src/domain/integrations/workspace-transfer-plan.js';
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

  /**
   * A copy of the export under another slug, with `edit` applied to its lines (and, with `recount`,
   * the end record counting them again, so only the edit is wrong).
   */
  let copies = 0;
  function variant(
    edit: (lines: string[]) => string[] = (l) => l,
    slug = `moved-${++copies}`,
    recount = false,
  ): { path: string; slug: string } {
    const renamed = lines.map((line) => {
      const record = JSON.parse(line) as { type: string; row?: Record<string, unknown> };
      if (record.type === 'workspace') record.row!.slug = slug;
      return JSON.stringify(record);
    });
    let edited = edit(renamed);
    if (recount)
      edited = [...edited.slice(0, -1), JSON.stringify({ type: 'end', records: edited.length - 1 })];
    const path = join(app.database.tmpDir, `variant-${copies}.ndjson.gz`);
    writeFileSync(path, gzipSync(`${edited.join('\n')}\n`));
    return { path, slug };
  }

  /** The files under the storage directory (attachments' bytes), by path. */
  const storedFiles = (dir = env.SERVICE_STORAGE_DIR): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();

  /** Asserts that a refused import left no row, no workspace and no stored byte behind. */
  async function assertNothingLeft(
    before: { counts: Record<string, number>; files: string[] },
    slug: string,
  ) {
    assert.deepEqual(await counts(), before.counts);
    assert.deepEqual(storedFiles(), before.files, 'no stored bytes are left behind');
    const left = await app.db
      .selectFrom('workspaces')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    assert.equal(left, undefined);
  }
  const snapshot = async () => ({ counts: await counts(), files: storedFiles() });

  /** The lines with `change` applied to the row (or person) records `pick` chooses. */
  const editRows =
    (pick: (record: any) => boolean, change: (row: Record<string, unknown>) => void) => (l: string[]) =>
      l.map((line) => {
        const record = JSON.parse(line);
        if (pick(record)) change(record.row);
        return JSON.stringify(record);
      });

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
    it(`refuses ${name} and nothing of it stays (rows, workspace, stored bytes)`, async () => {
      const before = await snapshot();
      const { path, slug } = variant(edit);
      await assert.rejects(importInto(app, path), message);
      await assertNothingLeft(before, slug);
    });
  }

  // The abuse case of issue 37: ULIDs stay across a move, so a row naming a run, meeting or board that
  // the file does not hold would attach itself to another workspace's (this installation holds them).
  const foreign: [string, string, string][] = [
    ['run_log_lines', 'run_id', 'runs'],
    ['meeting_attendees', 'meeting_id', 'meetings'],
    ['whiteboard_elements', 'whiteboard_id', 'whiteboards'],
  ];
  for (const [table, column, parent] of foreign) {
    it(`refuses ${table} whose ${column} names another workspace's row, writing nothing`, async () => {
      const victim = await app.db
        .selectFrom('workspaces')
        .select('id')
        .where('slug', '=', rich.slug)
        .executeTakeFirstOrThrow();
      const before = await snapshot();
      // The parent's row is left out of the file; this installation has it, in another workspace.
      const { path, slug } = variant(
        (l) => l.filter((line) => !(JSON.parse(line).table === parent)),
        undefined,
        true,
      );
      const foreignValue = lines.map((line) => JSON.parse(line)).find((r) => r.table === table)!.row[column];
      const error = await importInto(app, path).then(
        () => assert.fail('imported'),
        (caught: Error) => caught,
      );
      assert.match(error.message, new RegExp(`${table} names ${parent} "${foreignValue}" in ${column}`));
      await assertNothingLeft(before, slug);
      const rows = await app.db
        .selectFrom(table as 'run_log_lines')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column as 'run_id', 'in', (sub: any) =>
          sub.selectFrom(parent).select('id').where('workspace_id', '=', victim.id),
        )
        .executeTakeFirstOrThrow();
      assert.ok(Number(rows.n) > 0, 'the other workspace keeps its own rows only');
    });
  }

  it('refuses any reference column of any table naming a row the file does not hold', async () => {
    const records = lines.map((line) => JSON.parse(line) as { type: string; table?: string; row?: any });
    const tried: string[] = [];
    for (const table of TRANSFER_TABLES) {
      const columns = [
        ...referencesOf(table).map((reference) => reference.column),
        ...(table.actors ?? []).map(([, idColumn]) => idColumn),
      ];
      for (const column of columns) {
        const index = records.findIndex((r) => r.table === table.name && r.row?.[column] != null);
        if (index === -1) continue;
        const value = records[index]!.row[column];
        const bogus = typeof value === 'number' ? 2_000_000_000 : '01ZZZZZZZZZZZZZZZZZZZZZZZZ';
        const { path, slug } = variant((l) =>
          l.map((line, at) => {
            if (at !== index) return line;
            const record = JSON.parse(line);
            record.row[column] = bogus;
            return JSON.stringify(record);
          }),
        );
        const before = await snapshot();
        await assert.rejects(
          importInto(app, path),
          (error: Error) =>
            error.message.includes(`a row of ${table.name} names`) &&
            error.message.includes(`in ${column}`) &&
            error.message.includes(String(bogus)),
          `${table.name}.${column}`,
        );
        await assertNothingLeft(before, slug);
        tried.push(`${table.name}.${column}`);
      }
    }
    for (const expected of [
      'run_log_lines.run_id',
      'meeting_attendees.meeting_id',
      'whiteboard_elements.whiteboard_id',
      'comments.issue_id',
      'pull_requests.integration_id',
      'issue_labels.label_id',
    ])
      assert.ok(tried.includes(expected), `${expected} was tried`);
  });

  it('refuses a gzip bomb with a clear message: no crash, no workspace, no file', async () => {
    // 256 MiB of zeros in about 256 KiB, without a line break: one endless line.
    const zeros = gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
    const bomb = join(app.database.tmpDir, 'bomb.ndjson.gz');
    writeFileSync(bomb, Buffer.concat(Array.from({ length: 16 }, () => zeros)));
    const before = await snapshot();
    const result = await runCli(['admin', 'import', '--from', bomb], env);
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /a line is longer than 32 MiB/);
    assert.deepEqual(await counts(), before.counts);
    assert.deepEqual(storedFiles(), before.files);
  });

  it('refuses a file that expands beyond the bound, which --max-expanded-size sets', async () => {
    // Line breaks only: no line is long, the whole is.
    const breaks = gzipSync(Buffer.alloc(4 * 1024 * 1024, 10), { level: 9 });
    const bomb = join(app.database.tmpDir, 'breaks.ndjson.gz');
    writeFileSync(bomb, Buffer.concat(Array.from({ length: 16 }, () => breaks)));
    const before = await snapshot();
    const result = await runCli(['admin', 'import', '--from', bomb, '--max-expanded-size', '8M'], env);
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /expands to more than 8 MiB.*--max-expanded-size/);
    assert.deepEqual(await counts(), before.counts);
    assert.deepEqual(storedFiles(), before.files);
  });

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

  it('clears a password hash it cannot use (the person sets a new one) and says whose', async () => {
    const garbage = editRows(
      (record) => record.type === 'user' && record.row.email === rich.memberEmail,
      (row) => {
        row.email = 'fresh-person@example.com';
        row.password_hash = '$argon2id$v=19$m=4000000,t=1,p=1$c29tZXNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
      },
    );
    const { path } = variant(garbage);
    await removeImported(
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
    assert.deepEqual(summary.passwords_to_reset, ['fresh-person@example.com']);
    const account = await app.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', 'fresh-person@example.com')
      .executeTakeFirstOrThrow();
    assert.equal(account.password_hash, null);
  });

  it('answers sign-in with an unusable stored hash as a wrong password (401), never 500', async () => {
    const account = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', rich.ownerEmail)
      .executeTakeFirstOrThrow();
    const hashes = [
      'not-a-hash',
      '$argon2id$v=19$m=19456,t=2,p=1$broken',
      // Well formed but of a cost that would make each attempt take gigabytes.
      '$argon2id$v=19$m=4000000,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g',
    ];
    for (const hash of hashes) {
      await app.db.updateTable('users').set({ password_hash: hash }).where('id', '=', account.id).execute();
      const res = await fetch(`${app.baseUrl}/api/ui/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: rich.ownerEmail, password: 'correct horse battery' }),
      });
      assert.equal(res.status, 401, hash);
    }
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

  it('the transfer plan names every column the database knows as a reference', async () => {
    const missing: string[] = [];
    for (const table of TRANSFER_TABLES) {
      const keys =
        app.database.dialect === 'postgres'
          ? (
              await sql<{ column: string; target: string }>`
                select kcu.column_name as column, ccu.table_name as target
                from information_schema.table_constraints tc
                join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
                join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
                where tc.constraint_type = 'FOREIGN KEY' and tc.table_name = ${table.name}`.execute(app.db)
            ).rows
          : (
              await sql<{ column: string; target: string }>`
                select "from" as column, "table" as target from pragma_foreign_key_list(${table.name})`.execute(
                app.db,
              )
            ).rows;
      const declared = new Map(referencesOf(table).map((r) => [r.column, r.target as string]));
      for (const key of keys) {
        if (key.target === 'workspaces' && key.column === 'workspace_id') continue;
        if (declared.get(key.column) !== key.target)
          missing.push(`${table.name}.${key.column} → ${key.target}`);
      }
    }
    assert.deepEqual(missing, [], 'every reference is checked to name a row of the file');
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
