import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { cpuMilliseconds } from './processes.js';

/**
 * Load over loopback with autocannon: a bounded duration and a bounded number of requests, the paths
 * of an endpoint visited in turn (different issues, not one cached row).
 */
export interface Target {
  /** `older`: the build of `--compare-commit`, beside the current tree's `tandem`. */
  name: 'tandem' | 'older' | 'floor';
  /** `http://127.0.0.1:<port>` */
  origin: string;
  headers: Record<string, string>;
  /** The server's process, whose CPU time is read around each measurement. */
  pid: number;
}

export interface Endpoint {
  key: string;
  /** As the report shows it, e.g. `GET /issues?q=checkout`. */
  label: string;
  method: 'GET' | 'POST';
  /** Paths under the origin (`/api/v1/…`), visited round-robin. */
  paths: string[];
  body?: () => string;
  read: boolean;
}

export interface LoadResult {
  /** Successful (2xx) responses per second. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  seconds: number;
  /** Server CPU time (user + system) per response, ms; null where /proc is missing. */
  cpuMsPerRequest: number | null;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Hard bound on the requests sent, whatever the duration. */
  maxRequests?: number;
}

export async function drive(target: Target, endpoint: Endpoint, options: LoadOptions): Promise<LoadResult> {
  let turn = 0;
  const cpuBefore = cpuMilliseconds(target.pid);
  const headers: Record<string, string> = { ...target.headers };
  if (endpoint.body) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: target.origin,
    connections: options.connections,
    duration: options.seconds,
    maxOverallRequests: Math.max(options.connections, options.maxRequests ?? 2_000_000),
    timeout: 30,
    headers,
    requests: [
      {
        method: endpoint.method,
        setupRequest: (request) => {
          const path = endpoint.paths[turn++ % endpoint.paths.length]!;
          return endpoint.body ? { ...request, path, body: endpoint.body() } : { ...request, path };
        },
      },
    ],
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(
    (result as unknown as { statusCodeStats?: Record<string, { count: number | string }> }).statusCodeStats ??
      {},
  )) {
    statusCodes[code] = Number(stats.count);
  }
  const ok = Number(result['2xx']);
  const seconds = Number(result.duration) || options.seconds;
  const cpuAfter = cpuMilliseconds(target.pid);
  const responses = Number(result.requests.total);
  return {
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || responses === 0 ? null : (cpuAfter - cpuBefore) / responses,
    rps: ok / seconds,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: Number(result.requests.total),
    ok,
    non2xx: Number(result.non2xx),
    errors: Number(result.errors),
    timeouts: Number(result.timeouts),
    statusCodes,
    seconds,
  };
}

export interface Fetched {
  status: number;
  body: unknown;
}

export async function fetchOnce(
  target: Target,
  endpoint: Endpoint,
  path = endpoint.paths[0]!,
  body = endpoint.body?.(),
): Promise<Fetched> {
  const response = await fetch(`${target.origin}${path}`, {
    method: endpoint.method,
    headers: { ...target.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Left as text.
  }
  return { status: response.status, body: parsed };
}

/**
 * One connection, requests back to back, each timed to the microsecond (autocannon's histogram keeps
 * whole milliseconds, too coarse for a 20 ms goal): the time one request takes with no queueing.
 */
export async function sequential(target: Target, path: string, seconds: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(`${target.origin}${path}`);
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          headers: target.headers,
        },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end();
    });
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const cpuBefore = cpuMilliseconds(target.pid);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline && latencies.length < 100_000) {
    const before = performance.now();
    try {
      const status = await once();
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      latencies.push(performance.now() - before);
    } catch {
      errors++;
    }
  }
  agent.destroy();
  const cpuAfter = cpuMilliseconds(target.pid);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const ok = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    rps: ok / elapsed,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies[latencies.length - 1] ?? 0,
    requests: latencies.length + errors,
    ok,
    non2xx: latencies.length - ok,
    errors,
    timeouts: 0,
    statusCodes,
    seconds: elapsed,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || latencies.length === 0
        ? null
        : (cpuAfter - cpuBefore) / latencies.length,
  };
}
