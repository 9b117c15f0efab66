import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { emitEvent } from '../src/domain/events.js';
import { createWebhook } from '../src/domain/integrations/webhooks.js';
import { createWorkspace } from '../src/domain/people/workspaces.js';
import type { Worker } from '../src/queue/worker.js';
import { createWorker } from '../src/runtime.js';

/**
 * Webhook delivery benchmark (issue 8): deliveries per second to a local receiver, and the delay from
 * the commit of the emitting transaction to the receiver getting the request, on an idle queue.
 *
 *   node --import tsx bench/webhooks.ts [--db sqlite|postgres] [--quick] [--server tsx|bin]
 *
 * or, from the benchmark runner, `runWebhookBench(options)`. Everything runs against a fresh database
 * (a temporary SQLite file, or a database created on the PostgreSQL server and dropped afterwards),
 * through the real outbox (`emitEvent`), queue and worker (`createWorker`, as `tandem serve` makes it)
 * and a real node:http receiver on 127.0.0.1 answering 200. Goals: at least 500 deliveries/s on SQLite;
 * median commit-to-receipt under 100 ms on an idle queue.
 */
export interface WebhookBenchOptions {
  db: 'sqlite' | 'postgres';
  /** PostgreSQL server on which a database is created and dropped (for db = postgres). */
  postgresUrl: string;
  quick: boolean;
  /** How the separate `tandem worker` process is started: the compiled CLI or the sources. */
  server: 'bin' | 'tsx';
  log?: (message: string) => void;
}

export interface ThroughputResult {
  webhooks: number;
  deliveries: number;
  seconds: number;
  deliveriesPerSecond: number;
}

export interface LatencyResult {
  worker: 'in-process' | 'separate process';
  samples: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface WebhookBenchResult {
  db: 'sqlite' | 'postgres';
  throughput: ThroughputResult[];
  latency: LatencyResult[];
  goals: { deliveriesPerSecond: number; medianDelayMs: number };
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Receiver {
  url: string;
  count: number;
  /** Resolves when the request with this `data.n` arrives, with the receipt time (performance.now()). */
  waitFor(n: number): Promise<number>;
  onCount(target: number): Promise<number>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const waiters = new Map<number, (at: number) => void>();
  let countWaiter: { target: number; resolve: (at: number) => void } | null = null;
  const state = { count: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      response.writeHead(200).end();
      state.count++;
      const n = (JSON.parse(Buffer.concat(chunks).toString()) as { data: { n: number } }).data.n;
      waiters.get(n)?.(at);
      waiters.delete(n);
      if (countWaiter && state.count >= countWaiter.target) {
        countWaiter.resolve(at);
        countWaiter = null;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    get count() {
      return state.count;
    },
    waitFor: (n) => new Promise((resolve) => waiters.set(n, resolve)),
    onCount: (target) =>
      state.count >= target
        ? Promise.resolve(performance.now())
        : new Promise((resolve) => (countWaiter = { target, resolve })),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface BenchDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

async function freshDatabase(options: WebhookBenchOptions): Promise<BenchDatabase> {
  if (options.db === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'tandem-bench-webhooks-'));
    const handle = openDatabase(`sqlite:${join(dir, 'service.db')}`);
    await migrateToLatest(handle.db);
    return {
      handle,
      drop: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `tandem_bench_webhooks_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  await migrateToLatest(handle.db);
  return {
    handle,
    drop: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: options.postgresUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

function benchEnv(handle: DatabaseHandle): Record<string, string> {
  return {
    SERVICE_DATABASE_URL: handle.url,
    SERVICE_WEBHOOK_ALLOW_PRIVATE: 'true',
    SERVICE_LOG_LEVEL: 'warn',
  };
}

function inProcessWorker(handle: DatabaseHandle): Worker {
  const config = loadConfig(benchEnv(handle));
  return createWorker({ config, database: handle, log: pino({ level: 'warn' }) }, ['webhooks']);
}

async function workspaceWithWebhooks(handle: DatabaseHandle, url: string, count: number) {
  const workspace = await createWorkspace(handle.db, {
    slug: `bench-${randomBytes(4).toString('hex')}`,
    name: 'Webhook bench',
    issue_prefix: 'HOOK',
  });
  for (let i = 0; i < count; i++) {
    await createWebhook(
      handle.db,
      workspace.id,
      { url, events: ['issue.updated'], secret: 'bench-secret' },
      { allowPrivate: true },
    );
  }
  return workspace;
}

/** An issue-sized payload, as `issue.updated` carries. */
function eventData(n: number): Record<string, unknown> {
  return {
    id: `HOOK-${n}`,
    number: n,
    title: `Benchmark issue ${n}`,
    description: '<p>Some description text of a realistic length for an issue payload.</p>',
    acceptance_criteria: ['It works', 'It is fast'],
    type: 'task',
    status: 'in_progress',
    priority: 'medium',
    assignee: { type: 'user', id: 1, name: 'Ada Lovelace' },
    labels: ['backend', 'api'],
    url: `http://127.0.0.1:8080/issues/HOOK-${n}`,
    n,
  };
}

/** A backlog of `events` events to `webhooks` webhooks, queued while no worker runs, then drained. */
async function measureThroughput(
  handle: DatabaseHandle,
  webhooks: number,
  events: number,
): Promise<ThroughputResult> {
  const receiver = await startReceiver();
  try {
    const workspace = await workspaceWithWebhooks(handle, receiver.url, webhooks);
    for (let start = 0; start < events; start += 100) {
      await handle.db.transaction().execute(async (tx) => {
        for (let n = start; n < Math.min(events, start + 100); n++) {
          await emitEvent(tx, workspace, 'issue.updated', eventData(n));
        }
      });
    }
    const deliveries = events * webhooks;
    const worker = inProcessWorker(handle);
    const started = performance.now();
    await worker.start();
    const finished = await receiver.onCount(deliveries);
    await worker.stop();
    const seconds = (finished - started) / 1000;
    return { webhooks, deliveries, seconds, deliveriesPerSecond: Math.round(deliveries / seconds) };
  } finally {
    await receiver.close();
  }
}

function summarise(worker: LatencyResult['worker'], delays: number[]): LatencyResult {
  const sorted = [...delays].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    worker,
    samples: sorted.length,
    medianMs: round(at(0.5)),
    p95Ms: round(at(0.95)),
    maxMs: round(sorted[sorted.length - 1]!),
  };
}

/** One event at a time on an idle queue: commit, then wait for the receiver to get it. */
async function measureLatency(
  handle: DatabaseHandle,
  samples: number,
  separateProcess: WebhookBenchOptions['server'] | null,
) {
  const receiver = await startReceiver();
  let child: ChildProcess | null = null;
  let worker: Worker | null = null;
  try {
    const workspace = await workspaceWithWebhooks(handle, receiver.url, 1);
    if (separateProcess) {
      child = await spawnWorker(handle, separateProcess);
    } else {
      worker = inProcessWorker(handle);
      await worker.start();
    }
    const delays: number[] = [];
    // The first few warm the connections and the worker up; they are not counted.
    for (let n = 0; n < samples + 5; n++) {
      const received = receiver.waitFor(n);
      await handle.db.transaction().execute((tx) => emitEvent(tx, workspace, 'issue.updated', eventData(n)));
      const committed = performance.now();
      const at = await received;
      if (n >= 5) delays.push(at - committed);
      // An idle queue between events; a varying gap so that polling phases do not line up.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 30));
    }
    return summarise(separateProcess ? 'separate process' : 'in-process', delays);
  } finally {
    await worker?.stop();
    if (child) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
    }
    await receiver.close();
  }
}

async function spawnWorker(
  handle: DatabaseHandle,
  server: WebhookBenchOptions['server'],
): Promise<ChildProcess> {
  const args =
    server === 'bin' ? ['bin/tandem.js', 'worker'] : ['--import', 'tsx', 'src/cli-entry.ts', 'worker'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...benchEnv(handle) },
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
  return child;
}

export async function runWebhookBench(options: WebhookBenchOptions): Promise<WebhookBenchResult> {
  const log = options.log ?? (() => undefined);
  const events = options.quick ? 300 : 2000;
  const samples = options.quick ? 30 : 200;
  const throughput: ThroughputResult[] = [];
  const latency: LatencyResult[] = [];
  const database = await freshDatabase(options);
  try {
    for (const webhooks of [1, 4]) {
      log(`webhooks: draining ${events * webhooks} deliveries to ${webhooks} webhook(s)…`);
      throughput.push(await measureThroughput(database.handle, webhooks, events));
    }
    log(`webhooks: commit-to-receipt delay, ${samples} events, in-process worker…`);
    latency.push(await measureLatency(database.handle, samples, null));
    log(`webhooks: commit-to-receipt delay, ${samples} events, separate tandem worker…`);
    latency.push(await measureLatency(database.handle, samples, options.server));
  } finally {
    await database.drop();
  }
  return { db: options.db, throughput, latency, goals: { deliveriesPerSecond: 500, medianDelayMs: 100 } };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { db: { type: 'string' }, quick: { type: 'boolean' }, server: { type: 'string' } },
  });
  const db = values.db ?? 'sqlite';
  if (db !== 'sqlite' && db !== 'postgres') throw new Error('--db must be sqlite or postgres');
  const server = values.server ?? 'tsx';
  if (server !== 'bin' && server !== 'tsx') throw new Error('--server must be bin or tsx');
  const result = await runWebhookBench({
    db,
    postgresUrl: process.env.SERVICE_TEST_DATABASE_URL?.startsWith('postgres')
      ? process.env.SERVICE_TEST_DATABASE_URL
      : 'postgres://postgres@127.0.0.1:5432/test',
    quick: values.quick ?? false,
    server,
    log: (message) => process.stderr.write(`${message}\n`),
  });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
