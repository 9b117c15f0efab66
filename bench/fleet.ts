import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { nowIso } from '../src/clock.js';
import { inTransaction, openDatabase } from '../src/db/connection.js';
import type { Agent } from '../src/db/schema.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { bindAgent, createRuntime } from '../src/domain/runs/runtimes.js';
import { queueRun } from '../src/domain/runs/runs-queue.js';
import { createWorkspace } from '../src/domain/people/workspaces.js';
import { PRIORITIES } from '../src/schemas/enums.js';
import { DEFAULT_POSTGRES_URL } from './options.js';
import {
  answers,
  cpuMilliseconds,
  freePort,
  serveEnv,
  startProcess,
  stopAll,
  tandemArgs,
} from './processes.js';
import { currentLoad, describeMachine, formatMachine } from './report.js';

/**
 * The fleet (issue 38, decisions §12.7), `npm run bench:fleet`: one `tandem serve`, 200 runtimes polling
 * it as reference runners do, 2,000 queued runs (each on an issue of its own, priorities mixed) over 50
 * agents (agent i bound to runtime i; the other 150 runtimes serve no agent and find nothing, as idle
 * machines of a fleet do). Each runtime claims; with a run it works 0.5–1.5 s (`--work-ms 1000`; 0
 * completes at once, which saturates the server) then completes it and claims again, without one it
 * waits its poll interval (2 s, the runner's default). Measured until every run
 * completed: the claim's latency as the runner sees it (p50, p99; claims that handed out a run apart
 * from empty polls) and the server process's CPU time (user + system, from /proc, what
 * `process.cpuUsage()` reports inside it) per run claimed, every request of the drain counted in it.
 *
 *   node --import tsx bench/fleet.ts [--db sqlite|postgres|both] [--quick] [--server bin|tsx] [--work-ms N]
 *
 * `--quick` (test/bench/fleet.test.ts) runs 10 runtimes, 5 agents and 40 runs: it checks the harness
 * and that every run is claimed once and completed, never how fast. Exits non-zero when a request
 * failed or a run was not completed exactly once; never because of speed.
 */
interface FleetSize {
  runtimes: number;
  agents: number;
  runs: number;
  pollMs: number;
  /** How long a claimed run works before it is completed (0: at once, the server saturated). */
  workMs: number;
}

const FULL: FleetSize = { runtimes: 200, agents: 50, runs: 2_000, pollMs: 2_000, workMs: 1_000 };
const QUICK: FleetSize = { runtimes: 10, agents: 5, runs: 40, pollMs: 200, workMs: 0 };
const APP_URL = 'http://fleet.tandem.test';

function log(message: string): void {
  process.stderr.write(`[fleet ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

const cleanups: (() => Promise<void>)[] = [];

async function createDatabase(db: 'sqlite' | 'postgres', postgresUrl: string) {
  const tmpDir = mkdtempSync(join(tmpdir(), 'tandem-fleet-'));
  cleanups.push(async () => rmSync(tmpDir, { recursive: true, force: true }));
  if (db === 'sqlite') return { url: `sqlite:${join(tmpDir, 'fleet.db')}`, tmpDir };
  const name = `tandem_fleet_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleaner = new pg.Client({ connectionString: postgresUrl });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
  });
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), tmpDir };
}

/** The workspace, its agents and runtimes, and the queued runs, through the real migrations and queuer. */
async function seedFleet(url: string, size: FleetSize): Promise<string[]> {
  const handle = openDatabase(url);
  try {
    const db = handle.db;
    await migrateToLatest(db);
    const workspace = await createWorkspace(db, { slug: 'fleet', name: 'Fleet', issue_prefix: 'FLT' });
    const runtimes: { id: number; token: string }[] = [];
    for (let i = 0; i < size.runtimes; i++) {
      runtimes.push(await createRuntime(db, { workspaceId: workspace.id, name: `Runtime ${i}` }));
    }
    const agents: Agent[] = [];
    for (let i = 0; i < size.agents; i++) {
      const agent = await db
        .insertInto('agents')
        .values({
          workspace_id: workspace.id,
          name: `Agent ${i}`,
          provider: 'claude_code',
          model: null,
          status: 'idle',
          visibility: 'workspace',
          owner_user_id: null,
          max_concurrent_tasks: 1,
          weekly_hours: 0,
          runtime_id: null,
          instructions: null,
          custom_env: null,
          custom_args: null,
          mcp_config: null,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await bindAgent(db, agent.id, runtimes[i]!.id);
      agents.push(agent);
    }
    for (let start = 0; start < size.runs; start += 100) {
      await inTransaction(db, async (tx) => {
        for (let i = start; i < Math.min(size.runs, start + 100); i++) {
          const issue = await insertIssue(tx, workspace.id, i + 1, PRIORITIES[i % PRIORITIES.length]!);
          const agent = agents[i % agents.length]!;
          await queueRun(tx, {
            workspaceId: workspace.id,
            agent,
            issueId: issue,
            trigger: 'api',
            requestedBy: null,
          });
        }
      });
    }
    await db
      .updateTable('workspaces')
      .set({ issue_counter: size.runs })
      .where('id', '=', workspace.id)
      .execute();
    return runtimes.map((runtime) => runtime.token);
  } finally {
    await handle.close();
  }
}

async function insertIssue(
  db: Parameters<Parameters<typeof inTransaction>[1]>[0],
  workspaceId: number,
  number: number,
  priority: string,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('issues')
    .values({
      workspace_id: workspaceId,
      number,
      project_id: null,
      parent_id: null,
      title: `Fleet task ${number}`,
      description: null,
      acceptance_criteria: '[]',
      type: 'task',
      status: 'todo',
      priority,
      assignee_type: null,
      assignee_id: null,
      creator_type: null,
      creator_id: null,
      start_date: null,
      due_date: null,
      estimate_minutes: null,
      capacity_share: null,
      cycle_number: null,
      meeting_id: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface Drain {
  claimedMs: number[];
  emptyMs: number[];
  completed: Set<string>;
  duplicates: number;
  failures: string[];
  requests: number;
}

async function post(base: string, token: string, path: string, body: unknown) {
  const response = await fetch(`${base}/api/daemon/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as { data: any };
}

/** One runtime: claim, complete at once and claim again; wait the poll interval after an empty claim. */
async function poller(base: string, token: string, size: FleetSize, drain: Drain, done: () => boolean) {
  while (!done()) {
    const started = performance.now();
    let claim;
    try {
      claim = (await post(base, token, '/runs/claim', {})).data;
    } catch (error) {
      drain.failures.push(String(error));
      return;
    }
    drain.requests++;
    const ms = performance.now() - started;
    if (!claim) {
      drain.emptyMs.push(ms);
      await new Promise((resolve) => setTimeout(resolve, size.pollMs * (0.8 + Math.random() * 0.4)));
      continue;
    }
    drain.claimedMs.push(ms);
    if (drain.completed.has(claim.run.id)) drain.duplicates++;
    if (size.workMs > 0)
      await new Promise((resolve) => setTimeout(resolve, size.workMs * (0.5 + Math.random())));
    try {
      await post(base, token, `/runs/${claim.run.id}/complete`, {
        lease_token: claim.lease.token,
        summary: 'Done.',
        post_summary: false,
      });
      drain.requests++;
      drain.completed.add(claim.run.id);
    } catch (error) {
      drain.failures.push(String(error));
      return;
    }
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface FleetResult {
  db: 'sqlite' | 'postgres';
  size: FleetSize;
  seconds: number;
  drain: Drain;
  cpuMs: number | null;
  load: number[];
}

async function runFleet(db: 'sqlite' | 'postgres', size: FleetSize, server: string, postgresUrl: string) {
  const database = await createDatabase(db, postgresUrl);
  log(`seeding ${size.runs} runs over ${size.agents} agents and ${size.runtimes} runtimes into ${db}`);
  const tokens = await seedFleet(database.url, size);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serve = await startProcess({
    name: `tandem serve (${db})`,
    args: tandemArgs(server),
    env: serveEnv({
      databaseUrl: database.url,
      port,
      appUrl: APP_URL,
      storageDir: join(database.tmpDir, 'files'),
      logLevel: 'warn',
    }),
    logFile: join(database.tmpDir, 'serve.log'),
    ready: () => answers(`${base}/healthz`),
  });
  log(`serving on ${base} (pid ${serve.pid}); ${size.runtimes} runtimes polling`);
  const drain: Drain = {
    claimedMs: [],
    emptyMs: [],
    completed: new Set(),
    duplicates: 0,
    failures: [],
    requests: 0,
  };
  const done = () => drain.completed.size >= size.runs || drain.failures.length > 0;
  const cpuBefore = cpuMilliseconds(serve.pid);
  const started = performance.now();
  await Promise.all(tokens.map((token) => poller(base, token, size, drain, done)));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMilliseconds(serve.pid);
  const load = currentLoad();
  await serve.stop();
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return { db, size, seconds, drain, cpuMs, load } satisfies FleetResult;
}

const fixed = (value: number, digits = 1) => (Number.isNaN(value) ? '—' : value.toFixed(digits));

function formatResults(results: FleetResult[]): string {
  const lines = [
    `Machine: ${formatMachine(describeMachine())}`,
    '',
    '| Database | Runtimes | Agents | Runs | Work per run (ms) | Drained in (s) | Claim p50 (ms) | Claim p99 (ms) | Empty poll p50 / p99 (ms) | Server CPU per claimed run (ms) | Requests | Load after (1/5/15 min) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of results) {
    const claimed = r.drain.claimedMs.length;
    lines.push(
      `| ${r.db === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${r.size.runtimes} | ${r.size.agents} | ${r.size.runs} | ${r.size.workMs} | ${fixed(r.seconds)} | ` +
        `${fixed(percentile(r.drain.claimedMs, 50))} | ${fixed(percentile(r.drain.claimedMs, 99))} | ` +
        `${fixed(percentile(r.drain.emptyMs, 50))} / ${fixed(percentile(r.drain.emptyMs, 99))} | ` +
        `${r.cpuMs === null || claimed === 0 ? '—' : fixed(r.cpuMs / claimed, 2)} | ${r.drain.requests} | ${r.load.join(' / ')} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      quick: { type: 'boolean', default: false },
      server: { type: 'string', default: 'bin' },
      'work-ms': { type: 'string' },
    },
  });
  if (!['sqlite', 'postgres', 'both'].includes(values.db)) {
    process.stderr.write('--db must be sqlite, postgres or both\n');
    return 2;
  }
  const postgresUrl = process.env.SERVICE_TEST_DATABASE_URL?.startsWith('postgres')
    ? process.env.SERVICE_TEST_DATABASE_URL
    : DEFAULT_POSTGRES_URL;
  const base = values.quick ? QUICK : FULL;
  const size = values['work-ms'] === undefined ? base : { ...base, workMs: Number(values['work-ms']) };
  const dbs = values.db === 'both' ? (['sqlite', 'postgres'] as const) : [values.db as 'sqlite' | 'postgres'];
  log(`load before: ${currentLoad().join(' / ')}`);
  const results: FleetResult[] = [];
  for (const db of dbs) results.push(await runFleet(db, size, values.server, postgresUrl));
  process.stdout.write(`${formatResults(results)}\n`);
  let status = 0;
  for (const r of results) {
    const { completed, duplicates, failures } = r.drain;
    if (failures.length > 0) log(`${r.db}: ${failures.length} failed requests, the first: ${failures[0]}`);
    if (duplicates > 0) log(`${r.db}: ${duplicates} runs were handed out twice`);
    if (completed.size !== r.size.runs) log(`${r.db}: ${completed.size} of ${r.size.runs} runs completed`);
    else log(`${r.db}: all ${r.size.runs} runs completed once`);
    if (failures.length > 0 || duplicates > 0 || completed.size !== r.size.runs) status = 1;
  }
  return status;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await stopAll();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
process.exit(code);
