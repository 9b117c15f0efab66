import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import type { BenchDialect } from './options.js';
import type { LoadResult } from './load.js';
import type { WebhookBenchResult } from './webhooks.js';

/**
 * What a run measured, the goals of docs/performance.md checked against it, and the Markdown the
 * bench prints (and the docs quote).
 */
export interface EndpointMeasurement {
  key: string;
  label: string;
  read: boolean;
  tandem: LoadResult;
  floor: LoadResult;
  /** The `--compare-commit` build, measured in the same run. */
  older?: LoadResult;
}

export interface FilterMedian {
  key: string;
  label: string;
  /** `meta.total` of the first page: how many issues the filter matches. */
  total: number;
  tandem: LoadResult;
}

export interface SizeRun {
  db: BenchDialect;
  issues: number;
  comments: number;
  seedSeconds: number;
  connections: number;
  seconds: number;
  endpoints: EndpointMeasurement[];
  medians: FilterMedian[];
  /** Tandem server memory, bytes: the largest sampled RSS, the kernel's high-water mark, the last sample. */
  memory: { sampledPeak: number; hwm: number; last: number };
  /** Where Tandem and the floor did not answer the same JSON (empty when they did). */
  mismatches: string[];
  loadBefore: number[];
  loadAfter: number[];
  /** `--compare-commit`: the commit measured beside the current tree, and its server's memory. */
  older?: { commit: string; memory: { sampledPeak: number; hwm: number; last: number } };
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  memory: string;
  node: string;
  platform: string;
}

export function describeMachine(): Machine {
  let cpuModel = 'unknown';
  try {
    cpuModel =
      /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpuModel;
  } catch {
    // Not Linux.
  }
  return {
    cpus: availableParallelism(),
    cpuModel,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

export const currentLoad = (): number[] => loadavg().map((value) => Math.round(value * 100) / 100);

/** The goals of issue 9 and the Issues issue (docs/performance.md); stated for SQLite at 100,000 issues. */
export const GOALS = {
  floorShare: 0.6,
  p99Ms: 50,
  createPerSecond: 1_000,
  rssBytes: 250 * 2 ** 20,
  medianMs: 20,
  growth: 2,
};

export interface GoalCheck {
  goal: string;
  measured: string;
  met: boolean;
}

const ms = (value: number) =>
  value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
const rate = (value: number) => Math.round(value).toLocaleString('en');
const pct = (value: number) => `${Math.round(value * 100)}%`;
const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

export function evaluateGoals(run: SizeRun): GoalCheck[] {
  const checks: GoalCheck[] = [];
  const reads = run.endpoints.filter((endpoint) => endpoint.read);
  if (reads.length > 0) {
    const worst = reads.reduce((a, b) => (share(a) <= share(b) ? a : b));
    checks.push({
      goal: `Every read ≥ ${pct(GOALS.floorShare)} of the floor's throughput`,
      measured: `lowest ${pct(share(worst))} (${worst.label}; by CPU per request ${cpuShare(worst)})`,
      met: share(worst) >= GOALS.floorShare,
    });
  }
  if (run.endpoints.length > 0) {
    const worst = run.endpoints.reduce((a, b) => (a.tandem.p99 >= b.tandem.p99 ? a : b));
    checks.push({
      goal: `p99 < ${GOALS.p99Ms} ms at ${run.connections} connections`,
      measured: `highest ${ms(worst.tandem.p99)} ms (${worst.label})`,
      met: worst.tandem.p99 < GOALS.p99Ms,
    });
  }
  const create = run.endpoints.find((endpoint) => endpoint.key === 'create_issue');
  if (create) {
    checks.push({
      goal: `POST /issues ≥ ${rate(GOALS.createPerSecond)}/s`,
      measured: `${rate(create.tandem.rps)}/s`,
      met: create.tandem.rps >= GOALS.createPerSecond,
    });
  }
  checks.push({
    goal: `Server RSS < ${mib(GOALS.rssBytes)} during the run`,
    measured: `peak ${mib(Math.max(run.memory.sampledPeak, run.memory.hwm))}`,
    met: Math.max(run.memory.sampledPeak, run.memory.hwm) < GOALS.rssBytes,
  });
  if (run.medians.length > 0) {
    const worst = run.medians.reduce((a, b) => (a.tandem.p50 >= b.tandem.p50 ? a : b));
    checks.push({
      goal: `GET /issues?per_page=100, each single filter and q: median < ${GOALS.medianMs} ms`,
      measured: `slowest ${ms(worst.tandem.p50)} ms (${worst.label})`,
      met: worst.tandem.p50 < GOALS.medianMs,
    });
  }
  return checks;
}

const cpu = (result: LoadResult) => (result.cpuMsPerRequest === null ? '–' : ms(result.cpuMsPerRequest));

/** The floor's CPU per request over Tandem's: the share of the floor's capacity on an otherwise idle core. */
function cpuShare(endpoint: EndpointMeasurement): string {
  const mine = endpoint.tandem.cpuMsPerRequest;
  const theirs = endpoint.floor.cpuMsPerRequest;
  return mine === null || theirs === null || mine === 0 ? '–' : pct(theirs / mine);
}

function share(endpoint: EndpointMeasurement): number {
  return endpoint.floor.rps > 0 ? endpoint.tandem.rps / endpoint.floor.rps : 0;
}

export interface GrowthRow {
  label: string;
  /** How many times more a request costs at the larger size than at the smaller. */
  factor: number;
  small: string;
  large: string;
}

/**
 * How much more every read costs at the largest size than at the smallest: server CPU per request
 * under load (requests per second where /proc is missing), and the one-connection median of each
 * filter. CPU per request is used because other processes on a shared machine move requests per second
 * by more than the size does.
 */
export function growth(small: SizeRun, large: SizeRun): GrowthRow[] {
  const rows: GrowthRow[] = [];
  for (const endpoint of small.endpoints.filter((e) => e.read)) {
    const other = large.endpoints.find((e) => e.key === endpoint.key);
    if (!other) continue;
    const before = endpoint.tandem.cpuMsPerRequest;
    const after = other.tandem.cpuMsPerRequest;
    if (before !== null && after !== null && before > 0) {
      rows.push({
        label: `${endpoint.label} (${small.connections} connections, CPU ms/req)`,
        factor: after / before,
        small: ms(before),
        large: ms(after),
      });
    } else if (other.tandem.rps > 0) {
      rows.push({
        label: `${endpoint.label} (${small.connections} connections, req/s)`,
        factor: endpoint.tandem.rps / other.tandem.rps,
        small: rate(endpoint.tandem.rps),
        large: rate(other.tandem.rps),
      });
    }
  }
  for (const median of small.medians) {
    const other = large.medians.find((m) => m.key === median.key);
    if (!other || median.tandem.p50 === 0) continue;
    rows.push({
      label: `${median.label} (median ms)`,
      factor: other.tandem.p50 / median.tandem.p50,
      small: ms(median.tandem.p50),
      large: ms(other.tandem.p50),
    });
  }
  return rows;
}

const dbName = (db: BenchDialect) => (db === 'sqlite' ? 'SQLite' : 'PostgreSQL');

export function formatRun(run: SizeRun): string {
  const lines: string[] = [];
  lines.push(
    `### ${dbName(run.db)}, ${run.issues.toLocaleString('en')} issues, ${run.comments.toLocaleString('en')} comments`,
    '',
    `Seeded in ${Math.round(run.seedSeconds)} s. Load: ${run.connections} connections, ${run.seconds} s per endpoint ` +
      `and server, autocannon over 127.0.0.1. Load average before/after: ${run.loadBefore.join(' ')} / ` +
      `${run.loadAfter.join(' ')}.`,
    '',
    '| Endpoint | Tandem req/s | p50 | p90 | p99 ms | CPU ms/req | Floor req/s | p50 | p90 | p99 ms | CPU ms/req | Tandem / floor req/s | CPU |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  );
  for (const e of run.endpoints) {
    lines.push(
      `| \`${e.label}\` | ${rate(e.tandem.rps)} | ${ms(e.tandem.p50)} | ${ms(e.tandem.p90)} | ${ms(e.tandem.p99)} | ` +
        `${cpu(e.tandem)} | ${rate(e.floor.rps)} | ${ms(e.floor.p50)} | ${ms(e.floor.p90)} | ${ms(e.floor.p99)} | ` +
        `${cpu(e.floor)} | ${pct(share(e))} | ${cpuShare(e)} |`,
    );
  }
  if (run.medians.length > 0) {
    lines.push(
      '',
      'One connection, requests back to back (the time one request takes):',
      '',
      '| `GET /issues?per_page=100&…` | Matches | Tandem p50 ms | p90 ms | req/s | CPU ms/req |',
      '|---|--:|--:|--:|--:|--:|',
    );
    for (const m of run.medians) {
      lines.push(
        `| \`${m.label}\` | ${m.total.toLocaleString('en')} | ${ms(m.tandem.p50)} | ${ms(m.tandem.p90)} | ${rate(m.tandem.rps)} | ${cpu(m.tandem)} |`,
      );
    }
  }
  lines.push(
    '',
    `Tandem server memory: peak RSS ${mib(Math.max(run.memory.sampledPeak, run.memory.hwm))} ` +
      `(sampled every 200 ms: ${mib(run.memory.sampledPeak)}; VmHWM ${mib(run.memory.hwm)}), ` +
      `${mib(run.memory.last)} at the end.`,
    '',
    '| Goal | Measured | Met |',
    '|---|---|---|',
    ...evaluateGoals(run).map(
      (check) => `| ${check.goal} | ${check.measured} | ${check.met ? 'yes' : '**no**'} |`,
    ),
  );
  if (run.mismatches.length > 0) {
    lines.push('', 'Tandem and the floor answered differently:', ...run.mismatches.map((m) => `- ${m}`));
  }
  return lines.join('\n');
}

/**
 * `--compare-commit`: the current tree and the older commit side by side, each as a share of the same
 * floor, and their ratio (above 1: the current tree is faster). Each figure is the mean of two passes
 * taken in opposite orders (current, older, floor, then floor, older, current).
 */
export function formatComparison(run: SizeRun): string {
  if (!run.older) return '';
  const peak = (memory: { sampledPeak: number; hwm: number }) => Math.max(memory.sampledPeak, memory.hwm);
  const commit = run.older.commit.slice(0, 7);
  const lines = [
    `### Current tree versus ${commit}, ${dbName(run.db)}, ${run.issues.toLocaleString('en')} issues`,
    '',
    `Load average before/after: ${run.loadBefore.join(' ')} / ${run.loadAfter.join(' ')}.`,
    '',
    `| Endpoint | Current req/s | ${commit} req/s | Floor req/s | Current / floor | ${commit} / floor | Current / ${commit} | CPU ms/req current / ${commit} |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const e of run.endpoints) {
    if (!e.older) continue;
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');
    lines.push(
      `| \`${e.label}\` | ${rate(e.tandem.rps)} | ${rate(e.older.rps)} | ${rate(e.floor.rps)} | ` +
        `${ratio(e.tandem.rps, e.floor.rps)} | ${ratio(e.older.rps, e.floor.rps)} | ${ratio(e.tandem.rps, e.older.rps)} | ` +
        `${cpu(e.tandem)} / ${cpu(e.older)} |`,
    );
  }
  lines.push('', `Peak RSS: current ${mib(peak(run.memory))}, ${commit} ${mib(peak(run.older.memory))}.`);
  return lines.join('\n');
}

export function formatGrowth(small: SizeRun, large: SizeRun): string {
  const rows = growth(small, large);
  const worst = rows.reduce((max, row) => Math.max(max, row.factor), 0);
  return [
    `### Growth from ${small.issues.toLocaleString('en')} to ${large.issues.toLocaleString('en')} issues (${dbName(small.db)})`,
    '',
    `| Read | ${small.issues.toLocaleString('en')} | ${large.issues.toLocaleString('en')} | Growth |`,
    '|---|--:|--:|--:|',
    ...rows.map((row) => `| \`${row.label}\` | ${row.small} | ${row.large} | ${row.factor.toFixed(2)}× |`),
    '',
    `Largest growth ${worst.toFixed(2)}× (goal < ${GOALS.growth}×): ${worst < GOALS.growth ? 'met' : '**not met**'}.`,
  ].join('\n');
}

export function formatMachine(machine: Machine): string {
  return `${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memory} RAM, Node ${machine.node}, ${machine.platform}`;
}

export function formatWebhooks(result: WebhookBenchResult): string {
  const { deliveriesPerSecond, medianDelayMs } = result.goals;
  return [
    `### Webhooks (${dbName(result.db)})`,
    '',
    `| Webhooks | Deliveries | Seconds | Deliveries/s (goal ≥ ${deliveriesPerSecond}) |`,
    '|--:|--:|--:|--:|',
    ...result.throughput.map(
      (t) =>
        `| ${t.webhooks} | ${t.deliveries.toLocaleString('en')} | ${t.seconds.toFixed(1)} | ${rate(t.deliveriesPerSecond)} |`,
    ),
    '',
    `| Worker | Events | Commit to receipt, median ms (goal < ${medianDelayMs}) | p95 ms | max ms |`,
    '|---|--:|--:|--:|--:|',
    ...result.latency.map(
      (l) => `| ${l.worker} | ${l.samples} | ${ms(l.medianMs)} | ${ms(l.p95Ms)} | ${ms(l.maxMs)} |`,
    ),
  ].join('\n');
}
