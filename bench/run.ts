import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { differences } from './compare.js';
import {
  busyCycle,
  COMMON_WORD,
  identifierOf,
  RARE_WORD,
  sampleLiveNumbers,
  updatedSinceForTenth,
} from './dataset.js';
import type { FloorConfig } from './floor.js';
import { drive, fetchOnce, sequential, type Endpoint, type LoadResult, type Target } from './load.js';
import { parseBenchOptions, USAGE, UsageError, type BenchOptions } from './options.js';
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
import {
  currentLoad,
  describeMachine,
  formatComparison,
  formatGrowth,
  formatMachine,
  formatRun,
  formatWebhooks,
  type EndpointMeasurement,
  type FilterMedian,
  type SizeRun,
} from './report.js';
import { prepareOlderBuild, type OlderBuild } from './older-commit.js';
import { seedWorkspace, type SeededWorkspace } from './seed.js';
import { runWebhookBench, type WebhookBenchResult } from './webhooks.js';

/**
 * `npm run bench` (docs/performance.md): for each size, seed a workspace into a fresh database, start
 * the real `tandem serve` and the floor side by side, drive every endpoint of issue 9 with autocannon
 * over loopback, then the per-filter medians, and print the tables. Exits non-zero when an endpoint
 * answered anything but 2xx or the floor's JSON differs from Tandem's; never because of speed.
 */
const APP_URL = 'http://bench.tandem.test';

function log(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** What must be undone however the run ends: processes, databases, temporary files. */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  await stopAll();
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      log(`cleanup failed: ${String(error)}`);
    }
  }
}

interface Database {
  url: string;
  location: string;
  tmpDir: string;
}

async function createDatabase(options: BenchOptions, size: number): Promise<Database> {
  const tmpDir = mkdtempSync(join(tmpdir(), 'tandem-bench-'));
  cleanups.push(async () => {
    if (!options.keep) rmSync(tmpDir, { recursive: true, force: true });
  });
  if (options.db === 'sqlite') {
    const path = join(tmpDir, `bench-${size}.db`);
    return { url: `sqlite:${path}`, location: path, tmpDir };
  }
  const name = `tandem_bench_${size}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    if (options.keep) return;
    const cleaner = new pg.Client({ connectionString: options.postgresUrl });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
  });
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), location: url.toString(), tmpDir };
}

function endpointsFor(seed: SeededWorkspace, size: number): Endpoint[] {
  const identifiers = sampleLiveNumbers(size, 1_000).map((n) =>
    identifierOf(n, seed.workspace.issuePrefix, seed.project.prefix),
  );
  let created = 0;
  return [
    {
      key: 'get_issue',
      label: 'GET /issues/{id}',
      method: 'GET',
      paths: identifiers.map((id) => `/api/v1/issues/${id}`),
      read: true,
    },
    {
      key: 'list',
      label: 'GET /issues?per_page=25',
      method: 'GET',
      paths: ['/api/v1/issues?per_page=25'],
      read: true,
    },
    {
      key: 'search',
      label: `GET /issues?q=${RARE_WORD}`,
      method: 'GET',
      paths: [`/api/v1/issues?q=${RARE_WORD}`],
      read: true,
    },
    {
      key: 'label_status',
      label: 'GET /issues?label=backend&status=todo',
      method: 'GET',
      paths: ['/api/v1/issues?label=backend&status=todo'],
      read: true,
    },
    {
      key: 'create_issue',
      label: 'POST /issues',
      method: 'POST',
      paths: ['/api/v1/issues'],
      body: () =>
        JSON.stringify({
          title: `Benchmark issue ${++created}`,
          description: '<p>Opened by the benchmark to measure writes.</p>',
          type: 'bug',
          priority: 'high',
        }),
      read: false,
    },
    {
      key: 'create_comment',
      label: 'POST /issues/{issue}/comments',
      method: 'POST',
      paths: identifiers.map((id) => `/api/v1/issues/${id}/comments`),
      body: () => JSON.stringify({ body: '<p>Looked into this; the benchmark agrees.</p>' }),
      read: false,
    },
  ];
}

/** Single filters (and searches) of `GET /issues?per_page=100`: the Issues issue's < 20 ms median. */
function filtersFor(seed: SeededWorkspace, size: number): { key: string; query: string }[] {
  return [
    { key: 'none', query: '' },
    { key: 'status', query: 'status=todo' },
    { key: 'type', query: 'type=bug' },
    { key: 'priority', query: 'priority=high' },
    { key: 'assignee', query: `assignee=user:${seed.memberIds[1]}` },
    { key: 'assignee_none', query: 'assignee=none' },
    { key: 'project', query: `project_id=${seed.project.id}` },
    { key: 'label', query: 'label=backend' },
    { key: 'cycle', query: `cycle=${busyCycle(size)}` },
    { key: 'cycle_none', query: 'cycle=none' },
    { key: 'updated_since', query: `updated_since=${updatedSinceForTenth(size)}` },
    { key: 'q_rare', query: `q=${RARE_WORD}` },
    { key: 'q_common', query: `q=${COMMON_WORD}` },
  ];
}

/** Problems that make the run fail: anything but 2xx, connection errors, the floor answering differently. */
function problemsOf(result: LoadResult, what: string): string[] {
  const problems: string[] = [];
  if (result.ok === 0) problems.push(`${what}: no 2xx response`);
  if (result.non2xx > 0)
    problems.push(`${what}: ${result.non2xx} non-2xx responses ${JSON.stringify(result.statusCodes)}`);
  if (result.errors > 0)
    problems.push(`${what}: ${result.errors} connection errors (${result.timeouts} timeouts)`);
  return problems;
}

async function compareAnswers(tandem: Target, floor: Target, endpoints: Endpoint[]): Promise<string[]> {
  const out: string[] = [];
  for (const endpoint of endpoints) {
    const paths = endpoint.read ? endpoint.paths.slice(0, 5) : endpoint.paths.slice(0, 1);
    for (const path of paths) {
      const body = endpoint.body?.();
      const mine = await fetchOnce(tandem, endpoint, path, body);
      const theirs = await fetchOnce(floor, endpoint, path, body);
      if (mine.status !== theirs.status) {
        out.push(
          `${endpoint.label} ${path}: Tandem ${mine.status}, floor ${theirs.status} ${JSON.stringify(mine.body).slice(0, 200)}`,
        );
        continue;
      }
      const diff = differences(mine.body, theirs.body, { ignoreVolatile: !endpoint.read });
      out.push(...diff.map((d) => `${endpoint.label} ${path}: ${d}`));
    }
  }
  return out;
}

/**
 * Tandem, then the floor: a warm-up (full runs), then the measured load. With an older build
 * (`--compare-commit`) three servers take turns, twice, in opposite orders, and each figure is the mean
 * of its two passes, so neither build has the quieter minutes.
 */
async function measureEndpoint(
  options: BenchOptions,
  endpoint: Endpoint,
  targets: Target[],
  problems: string[],
): Promise<EndpointMeasurement> {
  const load = { connections: options.connections, seconds: options.duration };
  const warmUp = {
    connections: options.connections,
    seconds: Math.min(3, Math.max(1, Math.round(options.duration / 4))),
  };
  const passes = targets.some((target) => target.name === 'older')
    ? [targets, [...targets].reverse()]
    : [targets];
  const results: Partial<Record<Target['name'], LoadResult[]>> = {};
  for (const pass of passes) {
    for (const target of pass) {
      if (!options.quick) await drive(target, endpoint, warmUp);
      const result = await drive(target, endpoint, load);
      problems.push(...problemsOf(result, `${target.name} ${endpoint.label}`));
      (results[target.name] ??= []).push(result);
      log(
        `${endpoint.label.padEnd(40)} ${target.name.padEnd(6)} ${Math.round(result.rps).toString().padStart(6)} req/s  ` +
          `p50 ${result.p50} p90 ${result.p90} p99 ${result.p99} ms  load ${currentLoad().join(' ')}`,
      );
    }
  }
  return {
    key: endpoint.key,
    label: endpoint.label,
    read: endpoint.read,
    tandem: meanOf(results.tandem!),
    floor: meanOf(results.floor!),
    ...(results.older ? { older: meanOf(results.older) } : {}),
  };
}

/** One result standing for several passes: mean throughput and CPU, the worst latency and the sums. */
function meanOf(results: LoadResult[]): LoadResult {
  if (results.length === 1) return results[0]!;
  const mean = (pick: (r: LoadResult) => number) =>
    results.reduce((sum, r) => sum + pick(r), 0) / results.length;
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const max = (pick: (r: LoadResult) => number) => Math.max(...results.map(pick));
  const cpus = results.map((r) => r.cpuMsPerRequest);
  const statusCodes: Record<string, number> = {};
  for (const r of results)
    for (const [code, count] of Object.entries(r.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p90: mean((r) => r.p90),
    p99: max((r) => r.p99),
    max: max((r) => r.max),
    requests: sum((r) => r.requests),
    ok: sum((r) => r.ok),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    statusCodes,
    seconds: sum((r) => r.seconds),
    cpuMsPerRequest: cpus.includes(null) ? null : mean((r) => r.cpuMsPerRequest!),
  };
}

async function measureMedians(
  options: BenchOptions,
  seed: SeededWorkspace,
  size: number,
  tandem: Target,
  problems: string[],
): Promise<FilterMedian[]> {
  const medians: FilterMedian[] = [];
  for (const filter of filtersFor(seed, size)) {
    const query = filter.query ? `per_page=100&${filter.query}` : 'per_page=100';
    const endpoint: Endpoint = {
      key: filter.key,
      label: `GET /issues?${query}`,
      method: 'GET',
      paths: [`/api/v1/issues?${query}`],
      read: true,
    };
    const first = await fetchOnce(tandem, endpoint);
    const total = Number((first.body as { meta?: { total?: number } } | null)?.meta?.total ?? 0);
    if (first.status !== 200)
      problems.push(`tandem ${endpoint.label}: ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`);
    const result = await sequential(
      tandem,
      endpoint.paths[0]!,
      options.quick ? 0.5 : Math.max(3, Math.round(options.duration / 2)),
    );
    problems.push(...problemsOf(result, `tandem ${endpoint.label}`));
    log(
      `${endpoint.label.padEnd(60)} ${total.toString().padStart(7)} matches  p50 ${result.p50.toFixed(2)} p90 ${result.p90.toFixed(2)} ms`,
    );
    medians.push({
      key: filter.key,
      label: endpoint.label.replace('GET /issues?', ''),
      total,
      tandem: result,
    });
  }
  return medians;
}

async function measureSize(
  options: BenchOptions,
  size: number,
  problems: string[],
  older: OlderBuild | null,
): Promise<SizeRun> {
  const database = await createDatabase(options, size);
  log(`seeding ${size.toLocaleString('en')} issues into ${options.db} (${database.location})`);
  const seed = await seedWorkspace(database.url, size, log);
  log(`seeded in ${seed.seconds.toFixed(1)} s`);

  const floorPort = await freePort();
  const floorConfig: FloorConfig = {
    databaseUrl: database.url,
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
    logFile: join(database.tmpDir, 'floor.log'),
    ready: () => answers(`${floorOrigin}/api/v1/issues`),
  });

  const startTandem = async (name: 'tandem' | 'older', server: string) => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const profile =
      options.profileDir === null ? [] : ['--cpu-prof', `--cpu-prof-dir=${join(options.profileDir, name)}`];
    const started = await startProcess({
      name: `${name} tandem serve`,
      args: [...profile, ...tandemArgs(server)],
      env: serveEnv({
        databaseUrl: database.url,
        port,
        appUrl: APP_URL,
        storageDir: join(database.tmpDir, `files-${name}`),
        logLevel: options.logLevel,
      }),
      logFile: join(database.tmpDir, `${name}.log`),
      ready: () => answers(`${origin}/api/v1/issues`),
    });
    log(`${name} tandem serve (pid ${started.pid}) on ${origin}`);
    return { process: started, origin };
  };
  const { process: tandemProcess, origin: tandemOrigin } = await startTandem('tandem', options.server);
  const olderServer = older === null ? null : await startTandem('older', older.entry);
  log(`floor (pid ${floorProcess.pid}) on ${floorOrigin}`);

  const tandem: Target = {
    name: 'tandem',
    origin: tandemOrigin,
    headers: { authorization: `Bearer ${seed.token}` },
    pid: tandemProcess.pid,
  };
  const floor: Target = { name: 'floor', origin: floorOrigin, headers: {}, pid: floorProcess.pid };
  const olderTarget: Target | null =
    olderServer === null
      ? null
      : { name: 'older', origin: olderServer.origin, headers: tandem.headers, pid: olderServer.process.pid };
  const targets = olderTarget === null ? [tandem, floor] : [tandem, olderTarget, floor];
  const endpoints = endpointsFor(seed, size).filter(
    (endpoint) => options.only === null || options.only.includes(endpoint.key),
  );
  const loadBefore = currentLoad();

  const mismatches = await compareAnswers(tandem, floor, endpoints);
  for (const mismatch of mismatches) log(`floor mismatch: ${mismatch}`);
  problems.push(...mismatches.map((m) => `floor answers differently: ${m}`));

  // Reads first, on the workspace as seeded; then the medians; the writes last, as they grow it.
  const measured: EndpointMeasurement[] = [];
  for (const endpoint of endpoints.filter((e) => e.read))
    measured.push(await measureEndpoint(options, endpoint, targets, problems));
  // The medians describe one tree; a partial or comparing run leaves them to a full one.
  const medians =
    options.only === null && older === null
      ? await measureMedians(options, seed, size, tandem, problems)
      : [];
  for (const endpoint of endpoints.filter((e) => !e.read))
    measured.push(await measureEndpoint(options, endpoint, targets, problems));

  const memory = tandemProcess.memory();
  const olderMemory = olderServer?.process.memory();
  await tandemProcess.stop();
  await olderServer?.process.stop();
  await floorProcess.stop();
  if (options.keep) log(`kept the database: ${database.location}`);

  return {
    db: options.db,
    issues: size,
    comments: seed.comments,
    seedSeconds: seed.seconds,
    connections: options.connections,
    seconds: options.duration,
    endpoints: measured,
    medians,
    memory,
    mismatches,
    loadBefore,
    loadAfter: currentLoad(),
    ...(older && olderMemory ? { older: { commit: older.commit, memory: olderMemory } } : {}),
  };
}

export async function main(argv: string[]): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseBenchOptions(argv);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      const help = error instanceof UsageError && error.message === 'help';
      process.stderr.write(`${help ? '' : `${(error as Error).message}\n\n`}${USAGE}`);
      return help ? 0 : 2;
    }
    throw error;
  }

  const machine = describeMachine();
  log(`machine: ${formatMachine(machine)}; load average ${currentLoad().join(' ')}`);
  const problems: string[] = [];
  const runs: SizeRun[] = [];
  const sections: string[] = [];
  let webhooks: WebhookBenchResult | null = null;
  try {
    const older = options.compareCommit === null ? null : prepareOlderBuild(options.compareCommit, log);
    for (const size of options.sizes) {
      const run = await measureSize(options, size, problems, older);
      runs.push(run);
      const text = [formatRun(run), formatComparison(run)].filter(Boolean).join('\n\n');
      sections.push(text);
      process.stdout.write(`\n${text}\n`);
      await cleanUp();
    }
    if (runs.length > 1) {
      const growth = formatGrowth(runs[0]!, runs[runs.length - 1]!);
      sections.push(growth);
      process.stdout.write(`\n${growth}\n`);
    }
    if (options.webhooks && options.only === null && options.compareCommit === null) {
      // bench/webhooks.ts (the webhooks issue): deliveries per second and commit-to-receipt delay.
      try {
        webhooks = await runWebhookBench({
          db: options.db,
          quick: options.quick,
          postgresUrl: options.postgresUrl,
          // Its separate `tandem worker` runs the compiled CLI only with --server bin.
          server: options.server === 'bin' ? 'bin' : 'tsx',
          log,
        });
        const text = formatWebhooks(webhooks);
        sections.push(text);
        process.stdout.write(`\n${text}\n`);
      } catch (error) {
        problems.push(`webhooks benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await cleanUp();
  }

  process.stdout.write(`\nMachine: ${formatMachine(machine)}.\n`);
  if (options.jsonPath !== null || !options.quick) {
    const path =
      options.jsonPath ??
      join(ROOT, '.bench', `results-${options.db}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(
      path,
      `${JSON.stringify({ machine, options, runs, webhooks, markdown: sections }, null, 2)}\n`,
    );
    log(`results written to ${path}`);
  }
  if (problems.length > 0) {
    process.stderr.write(
      `\nThe benchmark found ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
    );
    return 1;
  }
  if (options.quick) log('quick mode: every endpoint answered 2xx and the floor answered the same JSON');
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const interrupt = (signal: string) => {
    log(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', () => interrupt('SIGINT'));
  process.once('SIGTERM', () => interrupt('SIGTERM'));
  main(process.argv.slice(2))
    .then((code) => {
      process.exitCode = code;
    })
    .catch(async (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      await cleanUp();
      process.exitCode = 1;
    });
}
