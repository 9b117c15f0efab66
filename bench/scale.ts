import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { emitEvent } from '../src/domain/events.js';
import { createWebhook } from '../src/domain/integrations/webhooks.js';
import { createWorkspace } from '../src/domain/people/workspaces.js';
import type { FloorConfig } from './floor.js';
import { drive, type Endpoint, type LoadResult, type Target } from './load.js';
import { DEFAULT_POSTGRES_URL } from './options.js';
import {
  answers,
  cleanEnv,
  freePort,
  ROOT,
  serveEnv,
  startProcess,
  stopAll,
  tandemArgs,
} from './processes.js';
import { seedWorkspace } from './seed.js';

/**
 * Several nodes on PostgreSQL (issue 23, parts 2 and 3), `npm run bench:scale`:
 *
 *  - `webhooks`: one webhook whose receiver answers in 200 ms, two `tandem worker` processes; the
 *    deliveries per second it gets from a backlog, then one worker killed (`kill -9`) mid-stream: how
 *    long until the deliveries it was sending are sent again, and the longest gap in the stream.
 *  - `writes`: `POST /issues` against the floor (bench/floor.ts) on a seeded workspace, with one
 *    `tandem serve` and then with two sharing the load (the same 50 connections in all).
 *
 *   node --import tsx bench/scale.ts [--part webhooks|writes|all] [--issues N] [--duration S]
 *                                    [--postgres URL] [--profile DIR]
 */
const { values: args } = parseArgs({
  options: {
    part: { type: 'string', default: 'all' },
    issues: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    // A folder for V8 CPU profiles of each `tandem serve` (node --cpu-prof), to see where a write goes.
    profile: { type: 'string' },
    postgres: { type: 'string', default: process.env.SERVICE_TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL },
  },
});
const log = (message: string) =>
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${message}\n`);
const cleanups: (() => Promise<void>)[] = [];

async function freshDatabase(label: string): Promise<string> {
  const name = `tandem_bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: args.postgres });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleaner = new pg.Client({ connectionString: args.postgres });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
  });
  const url = new URL(args.postgres);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---------------------------------------------------------------------------------------------- webhooks

const RECEIVER_MS = 200;

interface Receipt {
  uid: string;
  at: number;
}

async function slowReceiver() {
  const receipts: Receipt[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      receipts.push({ uid: String(request.headers['x-service-delivery']), at: performance.now() });
      setTimeout(() => response.writeHead(204).end(), RECEIVER_MS);
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    receipts,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function spawnWorker(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['bin/tandem.js', 'worker'], {
    cwd: ROOT,
    env: cleanEnv({
      SERVICE_DATABASE_URL: databaseUrl,
      SERVICE_WEBHOOK_ALLOW_PRIVATE: 'true',
      SERVICE_LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('processing lanes')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`tandem worker exited (${code}): ${output}`)));
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
  return child;
}

async function until(probe: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function benchWebhooks(): Promise<string> {
  const url = await freshDatabase('scale_hooks');
  const handle = openDatabase(url);
  cleanups.push(() => handle.close());
  await migrateToLatest(handle.db);
  const receiver = await slowReceiver();
  cleanups.push(() => receiver.close());
  const workspace = await createWorkspace(handle.db, { slug: 'hooks', name: 'Hooks', issue_prefix: 'HOOK' });
  await createWebhook(
    handle.db,
    workspace.id,
    { url: receiver.url, events: ['issue.updated'], secret: 'bench-secret' },
    { allowPrivate: true },
  );
  const emit = async (from: number, count: number) => {
    await handle.db.transaction().execute(async (tx) => {
      for (let n = from; n < from + count; n++) {
        await emitEvent(tx, workspace, 'issue.updated', { id: `HOOK-${n}`, title: `Issue ${n}`, n });
      }
    });
  };

  // Throughput: a backlog of 600 events, drained by two workers.
  const backlog = 600;
  for (let n = 0; n < backlog; n += 100) await emit(n, 100);
  log(`webhooks: ${backlog} deliveries queued; starting two workers (receiver answers in ${RECEIVER_MS} ms)`);
  const workers = [await spawnWorker(url), await spawnWorker(url)];
  const started = performance.now();
  await until(() => new Set(receiver.receipts.map((r) => r.uid)).size >= backlog, 120_000, 'backlog');
  const drainSeconds = (performance.now() - started) / 1000;
  const perSecond = backlog / drainSeconds;
  log(`webhooks: ${backlog} in ${drainSeconds.toFixed(1)} s = ${perSecond.toFixed(1)}/s`);

  // Takeover: a steady stream of 60 events/s; one worker killed mid-stream.
  const before = receiver.receipts.length;
  let next = backlog;
  let streaming = true;
  const stream = (async () => {
    while (streaming) {
      await emit(next, 6);
      next += 6;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const killedAt = performance.now();
  workers[0]!.kill('SIGKILL');
  log('webhooks: killed one worker (SIGKILL)');
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  streaming = false;
  await stream;
  const total = next;
  await until(() => new Set(receiver.receipts.map((r) => r.uid)).size >= total, 120_000, 'stream drained');
  const after = receiver.receipts.slice(before);
  // Deliveries sent twice: the dead worker's attempts under way, sent again once its lease ran out.
  const firstSeen = new Map<string, number>();
  const resentAt: number[] = [];
  for (const receipt of receiver.receipts) {
    if (firstSeen.has(receipt.uid)) resentAt.push(receipt.at);
    else firstSeen.set(receipt.uid, receipt.at);
  }
  const takeover = resentAt.filter((at) => at > killedAt).map((at) => (at - killedAt) / 1000);
  let gap = 0;
  for (let i = 1; i < after.length; i++) gap = Math.max(gap, after[i]!.at - after[i - 1]!.at);
  const stallAfterKill = (() => {
    const next = after.find((receipt) => receipt.at > killedAt);
    return next ? (next.at - killedAt) / 1000 : null;
  })();
  const resumed = takeover.length > 0 ? Math.max(...takeover) : 0;
  log(
    `webhooks: resent ${takeover.length} interrupted deliveries, the last ${resumed.toFixed(1)} s after the kill; ` +
      `longest gap in the stream ${(gap / 1000).toFixed(2)} s; first receipt after the kill ${stallAfterKill?.toFixed(2)} s`,
  );
  for (const worker of workers)
    if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGTERM');
  return [
    '| Webhooks (one webhook, receiver answering in 200 ms, two `tandem worker`) | |',
    '|---|--:|',
    `| Deliveries/s draining ${backlog} | ${perSecond.toFixed(1)} |`,
    `| Deliveries of the killed worker sent again (same \`X-Service-Delivery\`) | ${takeover.length} |`,
    `| Last of them, seconds after the kill | ${resumed.toFixed(1)} |`,
    `| First delivery after the kill, seconds | ${stallAfterKill?.toFixed(2) ?? '–'} |`,
    `| Longest gap between two receipts in the stream, seconds | ${(gap / 1000).toFixed(2)} |`,
    `| Events in the stream / received (distinct) | ${total} / ${firstSeen.size} |`,
  ].join('\n');
}

// ------------------------------------------------------------------------------------------------ writes

const APP_URL = 'http://bench.tandem.test';

function createIssueEndpoint(): Endpoint {
  let created = 0;
  return {
    key: 'create_issue',
    label: 'POST /issues',
    method: 'POST',
    paths: ['/api/v1/issues'],
    body: () =>
      JSON.stringify({
        title: `Scale issue ${++created}`,
        description: '<p>Opened by the benchmark to measure writes.</p>',
        type: 'bug',
        priority: 'high',
      }),
    read: false,
  };
}

async function startTandem(url: string, tmpDir: string, name: string, worker: boolean) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const managed = await startProcess({
    name,
    args: [
      ...(args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : []),
      ...tandemArgs('bin'),
      ...(worker ? [] : ['--no-worker']),
    ],
    env: serveEnv({
      databaseUrl: url,
      port,
      appUrl: APP_URL,
      storageDir: join(tmpDir, 'files'),
      logLevel: 'info',
    }),
    logFile: join(tmpDir, `${name}.log`),
    ready: () => answers(`${origin}/api/v1/issues`),
  });
  return { managed, origin };
}

/**
 * Samples, every 100 ms while `work` runs, how many of the database's sessions wait for a lock (row
 * locks show as `Lock` waits on a transaction id or a tuple): what hot rows cost, whatever the CPU.
 */
async function withLockWaits<T>(
  url: string,
  work: () => Promise<T>,
): Promise<{ result: T; waiting: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const samples: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      samples.push(Number(rows[0]?.n ?? 0));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    const result = await work();
    return { result, waiting: samples.reduce((sum, n) => sum + n, 0) / Math.max(1, samples.length) };
  } finally {
    sampling = false;
    await sampler;
    await client.end();
  }
}

function row(label: string, result: LoadResult, waiting: number | null): string {
  return `| ${label} | ${Math.round(result.rps)} | ${result.p50} | ${result.p99} | ${result.non2xx + result.errors} | ${waiting === null ? '–' : waiting.toFixed(1)} |`;
}

async function benchWrites(): Promise<string> {
  const size = Number(args.issues);
  const seconds = Number(args.duration);
  const connections = Number(args.connections);
  const url = await freshDatabase(`scale_writes_${size}`);
  const tmpDir = mkdtempSync(join(tmpdir(), 'tandem-bench-scale-'));
  cleanups.push(async () => rmSync(tmpDir, { recursive: true, force: true }));
  log(`writes: seeding ${size} issues`);
  const seed = await seedWorkspace(url, size, log);
  const headers = { authorization: `Bearer ${seed.token}` };
  const endpoint = createIssueEndpoint();
  const rows: string[] = [];
  const warm = async (target: Target) => {
    await drive(target, endpoint, { connections, seconds: 2 });
  };

  // The floor.
  const floorPort = await freePort();
  const floorConfig: FloorConfig = {
    databaseUrl: url,
    port: floorPort,
    appUrl: APP_URL,
    workspace: {
      id: seed.workspace.id,
      issuePrefix: seed.workspace.issuePrefix,
      cycleLengthDays: seed.workspace.cycleLengthDays,
      cycleFirstStartsOn: seed.workspace.cycleFirstStartsOn,
    },
    user: seed.owner,
  };
  const floorOrigin = `http://127.0.0.1:${floorPort}`;
  const floorProcess = await startProcess({
    name: 'floor',
    args: ['--import', 'tsx', join(ROOT, 'bench/floor.ts')],
    env: cleanEnv({ BENCH_FLOOR: JSON.stringify(floorConfig) }),
    logFile: join(tmpDir, 'floor.log'),
    ready: () => answers(`${floorOrigin}/api/v1/issues`),
  });
  const floor: Target = { name: 'floor', origin: floorOrigin, headers: {}, pid: floorProcess.pid };

  // One node, as `npm run bench` runs it (its worker in-process).
  const one = await startTandem(url, tmpDir, 'tandem-1', true);
  const oneTarget: Target = { name: 'tandem', origin: one.origin, headers, pid: one.managed.pid };
  await warm(oneTarget);
  log('writes: one node');
  const { result: single, waiting: singleWaiting } = await withLockWaits(url, () =>
    drive(oneTarget, endpoint, { connections, seconds }),
  );
  await warm(floor);
  log('writes: floor');
  const { result: floorResult, waiting: floorWaiting } = await withLockWaits(url, () =>
    drive(floor, endpoint, { connections, seconds }),
  );
  await floorProcess.stop();
  rows.push(row('one `tandem serve`', single, singleWaiting));
  rows.push(row('the floor', floorResult, floorWaiting));

  // Two nodes sharing the same connections.
  const two = await startTandem(url, tmpDir, 'tandem-2', false);
  const twoTarget: Target = { name: 'tandem', origin: two.origin, headers, pid: two.managed.pid };
  await warm(twoTarget);
  log('writes: two nodes');
  const {
    result: [a, b],
    waiting: bothWaiting,
  } = await withLockWaits(url, () =>
    Promise.all([
      drive(oneTarget, endpoint, { connections: Math.ceil(connections / 2), seconds }),
      drive(twoTarget, endpoint, { connections: Math.floor(connections / 2), seconds }),
    ]),
  );
  await one.managed.stop();
  await two.managed.stop();
  const both: LoadResult = {
    ...a,
    rps: a.rps + b.rps,
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
  };
  rows.push(row('two `tandem serve` (sum; p50/p99 the worse node)', both, bothWaiting));

  // Numbers: gapless and unique whatever the number of nodes.
  const db = openDatabase(url);
  const check = await db.db
    .selectFrom('issues')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('number').as('top')])
    .where('workspace_id', '=', seed.workspace.id)
    .executeTakeFirstOrThrow();
  const counted = await db.db
    .selectFrom('issue_counts')
    .select((eb) => eb.fn.sum<string>('total').as('total'))
    .where('workspace_id', '=', seed.workspace.id)
    .where('key', '=', 'all')
    .executeTakeFirstOrThrow();
  const live = await db.db
    .selectFrom('issues')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('workspace_id', '=', seed.workspace.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  await db.close();
  const gapless = Number(check.n) === Number(check.top);
  log(
    `writes: one node ${single.rps.toFixed(0)}/s, floor ${floorResult.rps.toFixed(0)}/s (${((100 * single.rps) / floorResult.rps).toFixed(0)}%), two nodes ${both.rps.toFixed(0)}/s; numbers 1…${check.top} for ${check.n} issues (${gapless ? 'gapless' : 'GAPS'}), counter ${counted.total} for ${live.n} live`,
  );
  return [
    `| \`POST /issues\`, ${size.toLocaleString('en')} issues, ${connections} connections, ${seconds} s | req/s | p50 ms | p99 ms | not 2xx | sessions waiting on a lock (mean) |`,
    '|---|--:|--:|--:|--:|--:|',
    ...rows,
    '',
    `One node at ${((100 * single.rps) / floorResult.rps).toFixed(0)}% of the floor; two nodes ${((100 * both.rps) / single.rps).toFixed(0)}% of one. Issue numbers 1…${check.top} for ${check.n} issues (${gapless ? 'gapless, unique' : 'NOT gapless'}); \`meta.total\` counter ${counted.total} for ${live.n} live issues.`,
  ].join('\n');
}

async function main(): Promise<void> {
  const sections: string[] = [];
  try {
    if (args.part === 'webhooks' || args.part === 'all') sections.push(await benchWebhooks());
    if (args.part === 'writes' || args.part === 'all') sections.push(await benchWrites());
  } finally {
    await stopAll();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
  process.stdout.write(`${sections.join('\n\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
