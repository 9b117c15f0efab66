/**
 * The Insights benchmark (issue 41; docs/performance.md "Insights"): a workspace of `--issues` issues
 * (default 100,000, seeded by bench/seed.ts) whose history is grown to `--history` rows (default
 * 1,000,000: status moves to in progress and done, and other changes, spread over each issue's life),
 * with agents' runs costed over the period; then `tandem serve` on it, and each insights endpoint asked
 * `--requests` times in turn: p50 and p95 in milliseconds, every answer 2xx (else exit 1).
 *
 *   npm run bench:insights -- [--db sqlite|postgres] [--issues N] [--history N] [--requests N] [--quick]
 *                             [--server bin|tsx] [--postgres-url URL]
 *
 * `--quick` (CI): 2,000 issues, 20,000 history rows, 5 requests each.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/connection.js';
import type { Database } from '../src/db/schema.js';
import { CYCLE_FIRST_STARTS_ON, CYCLE_LENGTH_DAYS, DATASET_END, cycleOf } from './dataset.js';
import { DEFAULT_POSTGRES_URL } from './options.js';
import { answers, freePort, serveEnv, startProcess, stopAll, tandemArgs } from './processes.js';
import { seedWorkspace, type SeededWorkspace } from './seed.js';

interface Options {
  db: 'sqlite' | 'postgres';
  issues: number;
  history: number;
  requests: number;
  server: string;
  postgresUrl: string;
}

const DAY_MS = 86_400_000;
const BATCH = 2_000;

function log(message: string): void {
  process.stderr.write(`[bench:insights] ${message}\n`);
}

function parse(argv: string[]): Options {
  const options: Options = {
    db: 'sqlite',
    issues: 100_000,
    history: 1_000_000,
    requests: 30,
    server: 'bin',
    postgresUrl: process.env.SERVICE_BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--quick') Object.assign(options, { issues: 2_000, history: 20_000, requests: 5 });
    else if (arg === '--db') options.db = value() === 'postgres' ? 'postgres' : 'sqlite';
    else if (arg === '--issues') options.issues = Number(value());
    else if (arg === '--history') options.history = Number(value());
    else if (arg === '--requests') options.requests = Number(value());
    else if (arg === '--server') options.server = value();
    else if (arg === '--postgres-url') options.postgresUrl = value();
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

const cleanups: (() => Promise<void>)[] = [];

async function createDatabase(options: Options): Promise<{ url: string; tmpDir: string }> {
  const tmpDir = mkdtempSync(join(tmpdir(), 'tandem-bench-insights-'));
  cleanups.push(async () => rmSync(tmpDir, { recursive: true, force: true }));
  if (options.db === 'sqlite') return { url: `sqlite:${join(tmpDir, 'insights.db')}`, tmpDir };
  const name = `tandem_bench_insights_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleaner = new pg.Client({ connectionString: options.postgresUrl });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
  });
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), tmpDir };
}

const iso = (ms: number) => new Date(Math.min(ms, DATASET_END)).toISOString();
const CHANGES = ['priority', 'title', 'assignee', 'labels'] as const;

/** The history rows of one issue beyond its creation: `extra` of them, moves first, within its life. */
function historyOf(
  issue: { id: number; status: string; created_at: string },
  extra: number,
  workspaceId: number,
) {
  const created = Date.parse(issue.created_at);
  const rows: { workspace_id: number; issue_id: number; event: string; data: string; created_at: string }[] =
    [];
  const row = (at: number, changes: object) =>
    rows.push({
      workspace_id: workspaceId,
      issue_id: issue.id,
      event: 'issue.updated',
      data: JSON.stringify({ changes }),
      created_at: iso(at),
    });
  const started = issue.status !== 'backlog' && issue.status !== 'todo';
  if (started && extra > rows.length) row(created + DAY_MS, { status: { from: 'todo', to: 'in_progress' } });
  if (issue.status === 'done' && extra > rows.length) {
    row(created + (2 + (issue.id % 20)) * DAY_MS, { status: { from: 'in_progress', to: 'done' } });
  }
  for (let k = rows.length; k < extra; k++) {
    const field = CHANGES[k % CHANGES.length]!;
    row(created + ((k + 1) * DAY_MS) / 3, { [field]: { from: 'a', to: 'b' } });
  }
  return rows;
}

async function growHistory(url: string, seed: SeededWorkspace, target: number): Promise<number> {
  const handle = openDatabase(url);
  const db = handle.db;
  try {
    const issues = await db
      .selectFrom('issues')
      .select(['id', 'status', 'created_at'])
      .where('workspace_id', '=', seed.workspace.id)
      .orderBy('id')
      .execute();
    const have = Number(
      (
        await db
          .selectFrom('issue_activity')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const missing = Math.max(0, target - have);
    let written = 0;
    let pending: ReturnType<typeof historyOf> = [];
    // On SQLite one connection serves all: the batch is written through its transaction, not beside it.
    const flush = async (executor: Kysely<Database>) => {
      for (let i = 0; i < pending.length; i += BATCH) {
        await executor
          .insertInto('issue_activity')
          .values(pending.slice(i, i + BATCH).map((r) => ({ ...r, actor_type: null, actor_id: null })))
          .execute();
      }
      written += pending.length;
      pending = [];
    };
    for (const [index, issue] of issues.entries()) {
      const share = Math.floor(missing / issues.length) + (index < missing % issues.length ? 1 : 0);
      pending.push(...historyOf(issue, share, seed.workspace.id));
      if (pending.length >= 20 * BATCH) {
        await db.transaction().execute(async (tx) => flush(tx));
        log(`history: ${(have + written).toLocaleString('en')} rows`);
      }
    }
    await flush(db);
    await seedRuns(db, seed, issues);
    return have + written;
  } finally {
    await handle.close();
  }
}

/** A costed run for one issue in twenty, by the seeded agents, ended over the issue's life. */
async function seedRuns(
  db: ReturnType<typeof openDatabase>['db'],
  seed: SeededWorkspace,
  issues: { id: number; created_at: string }[],
) {
  const runs = issues
    .filter((issue) => issue.id % 20 === 0)
    .map((issue, n) => {
      const at = iso(Date.parse(issue.created_at) + DAY_MS);
      return {
        id: `01BENCH${String(n).padStart(19, '0')}`,
        workspace_id: seed.workspace.id,
        agent_id: seed.agentIds[n % seed.agentIds.length]!,
        issue_id: issue.id,
        status: 'completed' as const,
        trigger: 'api' as const,
        queued_at: at,
        started_at: at,
        finished_at: at,
        cost_micros: 100_000 + (n % 50) * 10_000,
        created_at: at,
        updated_at: at,
      };
    });
  for (let i = 0; i < runs.length; i += 500)
    await db
      .insertInto('runs')
      .values(runs.slice(i, i + 500))
      .execute();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(origin: string, token: string, path: string, requests: number) {
  const times: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < requests + 2; i++) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/v1${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (i >= 2) times.push(performance.now() - started); // two warm-up requests
    statuses.add(response.status);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), statuses: [...statuses] };
}

export async function main(argv: string[]): Promise<number> {
  const options = parse(argv);
  const database = await createDatabase(options);
  log(`seeding ${options.issues.toLocaleString('en')} issues into ${options.db}`);
  const seed = await seedWorkspace(database.url, options.issues, log);
  log(`issues seeded in ${seed.seconds.toFixed(1)} s`);
  const started = performance.now();
  const history = await growHistory(database.url, seed, options.history);
  log(
    `history grown to ${history.toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startProcess({
    name: 'tandem serve',
    args: tandemArgs(options.server),
    env: serveEnv({
      databaseUrl: database.url,
      port,
      appUrl: 'http://bench.example',
      storageDir: join(database.tmpDir, 'files'),
      logLevel: 'warn',
    }),
    logFile: join(database.tmpDir, 'tandem.log'),
    ready: () => answers(`${origin}/api/v1/issues`),
  });
  log(`tandem serve (pid ${server.pid}) on ${origin}`);
  const cycle = cycleOf(DATASET_END)!;
  const to = new Date(DATASET_END).toISOString().slice(0, 10);
  const from = new Date(DATASET_END - 83 * DAY_MS).toISOString().slice(0, 10);
  const window = `from=${from}&to=${to}`;
  const paths: [string, string][] = [
    ['cycle-burnup', `/insights/cycle-burnup?cycle_id=${cycle}`],
    ['throughput', `/insights/throughput?${window}`],
    ['cycle-time', `/insights/cycle-time?${window}`],
    ['time?group_by=person', `/insights/time?${window}&group_by=person`],
    ['time?group_by=project&format=csv', `/insights/time?${window}&group_by=project&format=csv`],
    ['agent-cost?group_by=agent', `/insights/agent-cost?${window}&group_by=agent`],
    ['agent-cost?group_by=project&format=csv', `/insights/agent-cost?${window}&group_by=project&format=csv`],
  ];
  let failed = false;
  const rows: string[] = [];
  for (const [label, path] of paths) {
    const result = await measure(origin, seed.token, path, options.requests);
    const ok = result.statuses.every((status) => status >= 200 && status < 300);
    if (!ok) failed = true;
    log(
      `${path}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, statuses ${result.statuses.join(',')}`,
    );
    rows.push(
      `| \`GET /insights/${label}\` | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${ok ? 'yes' : 'NO'} |`,
    );
  }
  await server.stop();
  const cpu = cpus()[0]?.model ?? 'unknown';
  process.stdout.write(
    [
      `Insights on ${options.db}: ${options.issues.toLocaleString('en')} issues, ${history.toLocaleString('en')} history rows, ` +
        `cycles of ${CYCLE_LENGTH_DAYS} days from ${CYCLE_FIRST_STARTS_ON}; ${options.requests} requests each, one at a time.`,
      `Machine: ${cpus().length} CPUs (${cpu}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM.`,
      '',
      '| Endpoint | p50 ms | p95 ms | 2xx |',
      '|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
  if (failed) log('some endpoint answered other than 2xx');
  else log('every insights endpoint answered 2xx');
  return failed ? 1 : 0;
}

async function cleanUp(): Promise<void> {
  await stopAll();
  while (cleanups.length > 0)
    await cleanups.pop()!().catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2))
    .then(async (code) => {
      await cleanUp();
      process.exit(code);
    })
    .catch(async (error: unknown) => {
      log(String(error instanceof Error ? error.stack : error));
      await cleanUp();
      process.exit(1);
    });
}
