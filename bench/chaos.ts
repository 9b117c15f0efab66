import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createApiToken } from '../src/domain/people/api-tokens.js';
import { createWebhook } from '../src/domain/integrations/webhooks.js';
import { addMember, createWorkspace, findOrCreateUser } from '../src/domain/people/workspaces.js';
import { verifyWebhook } from '../src/webhooks/verify.js';
import { freePort, ROOT } from './processes.js';

/**
 * The fault drill of docs/performance.md ("Under faults"): two API nodes (`tandem serve --no-worker`)
 * and two workers (`tandem worker`) from the built CLI on PostgreSQL and Redis, a stream of writes
 * round-robin over both nodes, random `kill -9` of nodes and workers (each restarted a moment later)
 * and terminated database connections. Committed events are counted in the database (one delivery row
 * per event in the outbox), received ones by a receiver here that checks every signature. Exits 1 on a
 * lost event, a bad signature, a process that exited unasked, or a 5xx answer other than the one issue
 * #23 asks for when a connection is lost where the server cannot tell whether the write landed: 503
 * with Retry-After, which the drill follows as a client would. More than one such answer in a hundred
 * writes fails the drill too.
 *
 *   npm run chaos -- [--duration 60] [--kills 3] [--terminations 2] [--writers 4]
 */
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    kills: { type: 'string', default: '3' },
    terminations: { type: 'string', default: '2' },
    writers: { type: 'string', default: '4' },
    'drain-timeout': { type: 'string', default: '90' },
    postgres: {
      type: 'string',
      default: process.env.SERVICE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    redis: { type: 'string', default: process.env.SERVICE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const DURATION_MS = Number(args.duration) * 1000;
const KILLS = Number(args.kills);
const TERMINATIONS = Number(args.terminations);
const WRITERS = Number(args.writers);
const DRAIN_MS = Number(args['drain-timeout']) * 1000;
/** How long a killed process stays down before it is started again. */
const DOWN_MS = 1500;
/**
 * A killed worker's jobs are taken over once their lease runs out; a short lease keeps the drill's
 * drain short. Operators choose it the same way (SERVICE_WORKER_LEASE_SECONDS).
 */
const WORKER_LEASE_SECONDS = 10;
const SECRET = 'chaos-signing-secret';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) =>
  process.stderr.write(`[chaos ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

// ---------------------------------------------------------------- database

async function createDatabase(serverUrl: string) {
  const name = `tandem_chaos_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  await migrateToLatest(handle.db);
  return {
    name,
    handle,
    async terminateConnections(): Promise<number> {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        const result = await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        return result.rowCount ?? 0;
      } finally {
        await client.end();
      }
    },
    async drop() {
      await handle.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

// ---------------------------------------------------------------- receiver

interface Receiver {
  url: string;
  received: Map<string, number>;
  duplicates: number;
  badSignatures: number;
  /** First receipt of each delivery, epoch ms. */
  firstReceipt: Map<string, number>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const state: Omit<Receiver, 'url' | 'close'> = {
    received: new Map(),
    duplicates: 0,
    badSignatures: 0,
    firstReceipt: new Map(),
  };
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!verifyWebhook(SECRET, request.headers, body)) {
        state.badSignatures++;
        response.writeHead(401).end();
        return;
      }
      const uid = String(request.headers['x-service-delivery'] ?? '');
      const seen = state.received.get(uid) ?? 0;
      if (seen > 0) state.duplicates++;
      state.received.set(uid, seen + 1);
      if (seen === 0) state.firstReceipt.set(uid, Date.now());
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/hook`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

// ---------------------------------------------------------------- processes

interface Slot {
  name: string;
  args: string[];
  port: number | null;
  child: ChildProcess | null;
  /** From the drill's kill until the restarted process is up again: not picked for another kill. */
  down: boolean;
  restarts: number;
  logFile: string;
}

interface Crash {
  name: string;
  code: number | null;
  signal: string | null;
  logTail: string;
}

const crashes: Crash[] = [];
/** Processes the drill killed or stopped itself: their exits are expected. */
const killedByDrill = new WeakSet<ChildProcess>();
let stopping = false;

function launch(slot: Slot, env: NodeJS.ProcessEnv): void {
  const fd = openSync(slot.logFile, 'a');
  const child = spawn(process.execPath, [join(ROOT, 'bin/tandem.js'), ...slot.args], {
    cwd: ROOT,
    env: { ...env, ...(slot.port ? { SERVICE_PORT: String(slot.port) } : {}) },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  slot.child = child;
  child.once('exit', (code, signal) => {
    if (slot.child === child) slot.child = null;
    if (killedByDrill.has(child) || stopping) return;
    const logTail = readFileSync(slot.logFile, 'utf8').slice(-2000);
    crashes.push({ name: slot.name, code, signal, logTail });
    log(`CRASH: ${slot.name} exited by itself (code ${code}, signal ${signal}); restarting`);
    setTimeout(() => !stopping && launch(slot, env), DOWN_MS);
  });
}

async function waitUntilAnswering(port: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/me`);
      await response.arrayBuffer();
      return;
    } catch (error) {
      if (process.env.CHAOS_DEBUG) log(String((error as Error).cause ?? error));
      await sleep(100);
    }
  }
  throw new Error(`nothing answers on port ${port}`);
}

/** A worker announces itself on standard output (its log file here) once it takes jobs. */
async function workerReady(logFile: string, offset: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (readFileSync(logFile, 'utf8').slice(offset).includes('processing lanes')) return;
    await sleep(100);
  }
}

async function stopSlot(slot: Slot): Promise<void> {
  const child = slot.child;
  if (!child) return;
  killedByDrill.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------- writes

interface WriteStats {
  committedAnswers: number;
  serverErrors: { status: number; body: string }[];
  /** 503 answers with Retry-After, each sent again after the time it asked. */
  retriedUnavailable: number;
  networkRetries: number;
  otherAnswers: Map<number, number>;
}

/**
 * One write, sent to `ports[first]` and, when that node cannot be reached (the drill killed it), to the
 * other one. A 503 with Retry-After is sent again after that many seconds; any other answer is final.
 */
async function write(
  ports: number[],
  first: number,
  token: string,
  path: string,
  body: unknown,
  stats: WriteStats,
): Promise<unknown> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = ports[(first + attempt) % ports.length]!;
    let response: Response;
    try {
      response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      stats.networkRetries++;
      await sleep(attempt === 0 ? 0 : 100);
      continue;
    }
    const text = await response.text();
    const retryAfter = Number(response.headers.get('retry-after'));
    if (response.status === 503 && retryAfter > 0) {
      stats.retriedUnavailable++;
      await sleep(retryAfter * 1000);
      continue;
    }
    if (response.status >= 500) {
      stats.serverErrors.push({ status: response.status, body: text.slice(0, 300) });
      return null;
    }
    if (response.status !== 201) {
      stats.otherAnswers.set(response.status, (stats.otherAnswers.get(response.status) ?? 0) + 1);
      return null;
    }
    stats.committedAnswers++;
    return (JSON.parse(text) as { data: unknown }).data;
  }
  return null;
}

async function writer(
  index: number,
  ports: number[],
  token: string,
  until: number,
  stats: WriteStats,
): Promise<void> {
  let n = 0;
  while (Date.now() < until) {
    n++;
    const issue = (await write(
      ports,
      (index + n) % ports.length,
      token,
      '/issues',
      {
        title: `Chaos ${index}-${n}`,
      },
      stats,
    )) as { id: string } | null;
    if (issue && n % 2 === 0) {
      await write(
        ports,
        (index + n + 1) % ports.length,
        token,
        `/issues/${issue.id}/comments`,
        {
          body: `Comment on ${issue.id}`,
        },
        stats,
      );
    }
  }
}

// ---------------------------------------------------------------- the drill

/** `count` moments spread over the run, each placed at random within its own share of it. */
function moments(count: number, durationMs: number): number[] {
  const share = durationMs / (count + 1);
  return Array.from({ length: count }, (_, i) => Math.round(share * (i + 0.5 + Math.random())));
}

async function main(): Promise<number> {
  log(
    `PostgreSQL ${args.postgres}, Redis ${args.redis}; ${DURATION_MS / 1000} s, ${KILLS} kills, ${TERMINATIONS} terminations`,
  );
  const database = await createDatabase(args.postgres);
  const receiver = await startReceiver();
  const logDir = mkdtempSync(join(tmpdir(), 'tandem-chaos-'));
  const slots: Slot[] = [];
  // The processes' logs are kept when the drill failed or was answered 503: they say why.
  let keepLogs = true;
  try {
    const { db } = database.handle;
    const workspace = await createWorkspace(db, { slug: 'chaos', name: 'Chaos drill', issue_prefix: 'CH' });
    const user = await findOrCreateUser(db, 'operator@chaos.example', 'Operator');
    await addMember(db, workspace.id, user.id, 'owner', 40);
    const { token } = await createApiToken(db, {
      workspaceId: workspace.id,
      userId: user.id,
      name: 'chaos',
      abilities: ['read', 'write'],
    });
    const { webhook } = await createWebhook(
      db,
      workspace.id,
      { url: receiver.url, events: ['issue.created', 'comment.created'], secret: SECRET },
      { allowPrivate: true },
    );

    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      SERVICE_DATABASE_URL: database.handle.url,
      SERVICE_REDIS_URL: args.redis,
      SERVICE_RATE_LIMIT_NAMESPACE: `tandem-chaos-${randomBytes(4).toString('hex')}-`,
      SERVICE_API_THROTTLE: '10000000',
      SERVICE_WEBHOOK_ALLOW_PRIVATE: 'true',
      SERVICE_WORKER_LEASE_SECONDS: String(WORKER_LEASE_SECONDS),
      // An attempt cut short by a kill counts as failed; the contract's waits (10 s, 1 min, 5 min)
      // would outlast the drill's drain, so the drill shortens them as an operator may.
      SERVICE_WEBHOOK_RETRY_DELAYS: '1,2,5',
      SERVICE_STORAGE_DIR: join(logDir, 'files'),
      SERVICE_LOG_LEVEL: 'warn',
    };
    const ports = [await freePort(), await freePort()];
    for (const [i, port] of ports.entries()) {
      slots.push({
        name: `node${i + 1}`,
        args: ['serve', '--no-worker'],
        port,
        child: null,
        down: false,
        restarts: 0,
        logFile: join(logDir, `node${i + 1}.log`),
      });
    }
    for (const i of [1, 2]) {
      slots.push({
        name: `worker${i}`,
        args: ['worker'],
        port: null,
        child: null,
        down: false,
        restarts: 0,
        logFile: join(logDir, `worker${i}.log`),
      });
    }
    for (const slot of slots) launch(slot, env);
    await Promise.all(ports.map((port) => waitUntilAnswering(port)));
    await sleep(1000);
    log(`four processes up (logs in ${logDir}); writing with ${WRITERS} writers`);

    const stats: WriteStats = {
      committedAnswers: 0,
      serverErrors: [],
      retriedUnavailable: 0,
      networkRetries: 0,
      otherAnswers: new Map(),
    };
    const started = Date.now();
    const until = started + DURATION_MS;
    const writers = Array.from({ length: WRITERS }, (_, i) => writer(i, ports, token, until, stats));

    let kills = 0;
    let terminations = 0;
    let terminatedConnections = 0;
    const chaos = [
      ...moments(KILLS, DURATION_MS).map(async (at) => {
        await sleep(at);
        // One process down at a time at most, so a node is always there to take the writes.
        const up = () => slots.filter((slot) => slot.child && !slot.down);
        // Every process still restarting: wait for one rather than skip the kill.
        while (up().length === 0 && Date.now() < until) await sleep(200);
        const alive = up();
        const slot = alive[Math.floor(Math.random() * alive.length)];
        if (!slot?.child) return;
        slot.down = true;
        killedByDrill.add(slot.child);
        slot.child.kill('SIGKILL');
        kills++;
        log(`kill -9 ${slot.name}`);
        await sleep(DOWN_MS);
        slot.restarts++;
        const logOffset = statSync(slot.logFile).size;
        launch(slot, env);
        if (slot.port) await waitUntilAnswering(slot.port).catch(() => undefined);
        else await workerReady(slot.logFile, logOffset);
        slot.down = false;
      }),
      ...moments(TERMINATIONS, DURATION_MS).map(async (at) => {
        await sleep(at);
        const count = await database.terminateConnections();
        terminations++;
        terminatedConnections += count;
        log(`terminated ${count} database connections`);
      }),
    ];
    await Promise.all([...writers, ...chaos]);
    log(`writes over after ${((Date.now() - started) / 1000).toFixed(1)} s; draining deliveries`);

    const outbox = async () =>
      db
        .selectFrom('webhook_deliveries')
        .select(['uid', 'created_at'])
        .where('webhook_id', '=', webhook.id)
        .execute();
    const drainDeadline = Date.now() + DRAIN_MS;
    let committed = await outbox();
    while (Date.now() < drainDeadline && committed.some((row) => !receiver.received.has(row.uid))) {
      await sleep(250);
      committed = await outbox();
    }
    const lost = committed.filter((row) => !receiver.received.has(row.uid));
    const unknown = [...receiver.received.keys()].filter((uid) => !committed.some((row) => row.uid === uid));
    // The longest any committed event waited for its delivery: from the commit to the first receipt.
    let stall = 0;
    for (const row of committed) {
      const at = receiver.firstReceipt.get(row.uid);
      if (at !== undefined) stall = Math.max(stall, at - Date.parse(row.created_at));
    }
    const issues = await db
      .selectFrom('issues')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspace_id', '=', workspace.id)
      .executeTakeFirstOrThrow();

    const report = {
      seconds: Math.round((Date.now() - started) / 1000),
      kills,
      restarts: Object.fromEntries(slots.map((slot) => [slot.name, slot.restarts])),
      terminations,
      terminatedConnections,
      writesAnswered201: stats.committedAnswers,
      issuesInDatabase: Number(issues.n),
      eventsCommitted: committed.length,
      eventsReceived: committed.length - lost.length,
      lost: lost.length,
      receivedButNotInOutbox: unknown.length,
      duplicates: receiver.duplicates,
      badSignatures: receiver.badSignatures,
      crashed: crashes.length,
      serverErrors: stats.serverErrors.length,
      unavailableRetriedAfter: stats.retriedUnavailable,
      networkRetriesOnOtherNode: stats.networkRetries,
      otherAnswers: Object.fromEntries(stats.otherAnswers),
      longestDeliveryStallSeconds: Math.round(stall / 100) / 10,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    for (const crash of crashes)
      log(`crash of ${crash.name} (code ${crash.code}, signal ${crash.signal}):\n${crash.logTail}`);
    for (const error of stats.serverErrors.slice(0, 10)) log(`5xx: ${error.status} ${error.body}`);
    const failed =
      lost.length > 0 ||
      unknown.length > 0 ||
      receiver.badSignatures > 0 ||
      crashes.length > 0 ||
      stats.serverErrors.length > 0 ||
      stats.retriedUnavailable * 100 > stats.committedAnswers;
    const followed = stats.retriedUnavailable;
    const unavailable = followed > 0 ? ` but ${followed} 503 with Retry-After, followed` : '';
    log(failed ? 'FAILED' : `passed: nothing lost, nothing crashed, no 5xx${unavailable}`);
    keepLogs = failed || stats.retriedUnavailable > 0;
    return failed ? 1 : 0;
  } finally {
    stopping = true;
    await Promise.all(slots.map((slot) => stopSlot(slot)));
    await receiver.close();
    await database.drop();
    if (!keepLogs) rmSync(logDir, { recursive: true, force: true });
    else log(`process logs kept in ${logDir}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    stopping = true;
    console.error(error);
    process.exit(2);
  },
);
