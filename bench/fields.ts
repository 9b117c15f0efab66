import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Executor } from '../src/db/connection.js';
import { isPostgres } from '../src/db/migration-helpers.js';
import { presentIssues } from '../src/domain/issues/issue-presenter.js';
import { findIssuePage, type IssueListFilters } from '../src/repositories/issues.js';
import { DEFAULT_POSTGRES_URL } from './options.js';
import { seedWorkspace } from './seed.js';

/**
 * Custom field filters on a big workspace (issue 40), `node --import tsx bench/fields.ts`: seeds
 * `--issues` issues (bench/seed.ts) on SQLite and on PostgreSQL, gives every issue a select, a number
 * and a date value (a rare select option on one issue in a thousand), and times the page of 50 and its
 * total, presented, that `GET /issues?field[...]` answers, by the same repository and presenter calls
 * (no HTTP: docs/performance.md has the API's own figures).
 *
 *   node --import tsx bench/fields.ts [--issues N] [--runs N] [--db sqlite|postgres|both] [--postgres URL]
 */
const { values: args } = parseArgs({
  options: {
    issues: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    db: { type: 'string', default: 'both' },
    postgres: { type: 'string', default: process.env.SERVICE_TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL },
  },
});
const log = (message: string) =>
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);

const OPTIONS = ['Alpha', 'Beta', 'GA', 'Deprecated', 'Sunset'];

async function addFields(db: Executor, workspaceId: number): Promise<Record<string, number>> {
  const now = new Date().toISOString();
  const ids: Record<string, number> = {};
  for (const [key, type, options] of [
    ['stage', 'select', [...OPTIONS, 'Hotfix']],
    ['points', 'number', []],
    ['launch', 'date', []],
  ] as const) {
    const row = await db
      .insertInto('custom_fields')
      .values({
        workspace_id: workspaceId,
        project_id: null,
        name: key,
        key,
        type,
        options: JSON.stringify(options),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  const stageCase = sql.raw(
    `case when i.id % 1000 = 7 then 'Hotfix' else case i.id % 5 ${OPTIONS.map((o, n) => `when ${n} then '${o}'`).join(' ')} end end`,
  );
  await sql`insert into issue_field_values (issue_id, field_id, text_value)
    select i.id, ${ids.stage}, ${stageCase} from issues i where i.workspace_id = ${workspaceId}`.execute(db);
  await sql`insert into issue_field_values (issue_id, field_id, number_value)
    select i.id, ${ids.points}, i.id % 100 from issues i where i.workspace_id = ${workspaceId}`.execute(db);
  const date = isPostgres(db)
    ? sql`(date '2027-01-01' + (i.id % 365))::text`
    : sql`date('2027-01-01', '+' || (i.id % 365) || ' days')`;
  await sql`insert into issue_field_values (issue_id, field_id, date_value)
    select i.id, ${ids.launch}, ${date} from issues i where i.workspace_id = ${workspaceId}`.execute(db);
  // Statistics for the planners, as a running installation has them.
  await sql`analyze`.execute(db);
  return ids;
}

function cases(ids: Record<string, number>): [string, IssueListFilters][] {
  const stage = (eq: string) => ({ fieldId: ids.stage!, column: 'text_value' as const, eq });
  return [
    ['field[stage]=Beta (20%)', { fieldConditions: [stage('Beta')] }],
    ['field[stage]=Hotfix (0.1%)', { fieldConditions: [stage('Hotfix')] }],
    [
      'field[points][gte]=90 (10%)',
      { fieldConditions: [{ fieldId: ids.points!, column: 'number_value', gte: 90 }] },
    ],
    [
      'field[points][gte]=40&[lte]=41 (2%)',
      { fieldConditions: [{ fieldId: ids.points!, column: 'number_value', gte: 40, lte: 41 }] },
    ],
    [
      'field[launch][lte]=2027-01-04 (1%)',
      { fieldConditions: [{ fieldId: ids.launch!, column: 'date_value', lte: '2027-01-04' }] },
    ],
    ['field[stage]=Beta&status=todo', { status: 'todo', fieldConditions: [stage('Beta')] }],
    [
      'field[stage]=GA&field[points][lte]=9',
      { fieldConditions: [stage('GA'), { fieldId: ids.points!, column: 'number_value', lte: 9 }] },
    ],
    ['no filter (for comparison)', {}],
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

async function measure(label: string, url: string): Promise<void> {
  log(`${label}: seeding ${args.issues} issues`);
  const seeded = await seedWorkspace(url, Number(args.issues), log);
  const handle = openDatabase(url);
  try {
    const db = handle.db;
    const ids = await addFields(db, seeded.workspace.id);
    const workspace = await db
      .selectFrom('workspaces')
      .selectAll()
      .where('id', '=', seeded.workspace.id)
      .executeTakeFirstOrThrow();
    process.stdout.write(
      `\n${label}, ${args.issues} issues, ${args.runs} runs each (page of 50 + total, presented)\n`,
    );
    process.stdout.write('| filter | matches | median ms | p95 ms |\n|---|---|---|---|\n');
    for (const [name, filters] of cases(ids)) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < Number(args.runs) + 3; run++) {
        const started = performance.now();
        const page = await findIssuePage(db, workspace.id, filters, 50, 0);
        await presentIssues(db, workspace, page.ids);
        if (run >= 3) times.push(performance.now() - started);
        total = page.total;
      }
      times.sort((a, b) => a - b);
      process.stdout.write(
        `| ${name} | ${total} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |\n`,
      );
    }
  } finally {
    await handle.close();
  }
}

process.stdout.write(
  `${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
if (args.db !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'tandem-fields-bench-'));
  try {
    await measure('SQLite', `sqlite:${join(dir, 'bench.db')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (args.db !== 'sqlite') {
  const name = `tandem_bench_fields_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: args.postgres });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(args.postgres);
    url.pathname = `/${name}`;
    await measure('PostgreSQL', url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
process.stdout.write(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
