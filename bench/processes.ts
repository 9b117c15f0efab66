import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/**
 * The processes of a benchmark run: the real `tandem serve` and the floor, each its own process on
 * 127.0.0.1, stopped by their own pid (never by name) whatever way the run ends.
 */
export const ROOT = join(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Memory {
  /** Resident set now, bytes. */
  rss: number;
  /** Peak resident set of the process so far (VmHWM), bytes. */
  peak: number;
}

/** VmRSS and VmHWM of a Linux process, or null when /proc does not have it. */
export function readMemory(pid: number): Memory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    const rss = kb('VmRSS');
    return Number.isNaN(rss) ? null : { rss, peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every mainstream Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) a Linux process has used so far, in milliseconds; null without /proc.
 * Divided by the requests served in between, it gives the server's CPU cost per request, which the
 * other processes of a busy machine do not distort the way they distort requests per second.
 */
export function cpuMilliseconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  /** Peak RSS sampled during the run (and VmHWM at the last sample), bytes. */
  memory(): { sampledPeak: number; hwm: number; last: number };
  stop(): Promise<void>;
}

const running = new Set<ManagedProcess>();

/** Stops every process this run started (used on errors and signals). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((process) => process.stop()));
}

export interface StartOptions {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Where the process's stderr goes (its stdout, request logs included, is discarded). */
  logFile: string;
  /** Resolves when the process answers; polled. */
  ready: () => Promise<boolean>;
  timeoutMs?: number;
}

export async function startProcess(options: StartOptions): Promise<ManagedProcess> {
  const errFd = openSync(options.logFile, 'a');
  // Request logs go to /dev/null as they would to a log collector: the server still formats them.
  const child = spawn(process.execPath, options.args, {
    cwd: ROOT,
    env: options.env,
    stdio: ['ignore', 'ignore', errFd],
  });
  closeSync(errFd);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${options.name} did not start`);

  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => {
    exited = true;
  });

  let sampledPeak = 0;
  let last = 0;
  let hwm = 0;
  const sample = () => {
    const memory = readMemory(pid);
    if (!memory) return;
    last = memory.rss;
    hwm = Math.max(hwm, memory.peak);
    sampledPeak = Math.max(sampledPeak, memory.rss);
  };
  const sampler = setInterval(sample, 200);
  sampler.unref();

  const managed: ManagedProcess = {
    name: options.name,
    child,
    pid,
    memory: () => {
      sample();
      return { sampledPeak, hwm, last };
    },
    stop: async () => {
      clearInterval(sampler);
      running.delete(managed);
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(timer);
    },
  };
  running.add(managed);

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (!(await options.ready())) {
    if (exited || Date.now() > deadline) {
      await managed.stop();
      const log = existsSync(options.logFile) ? readFileSync(options.logFile, 'utf8').slice(-4_000) : '';
      throw new Error(`${options.name} did not become ready${exited ? ' (it exited)' : ''}.\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return managed;
}

/** True once something answers HTTP on the URL (any status). */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** The `tandem serve` command line: the compiled CLI (what `npm run bench` builds) or the sources. */
export function tandemArgs(server: string): string[] {
  if (server === 'tsx') return ['--import', 'tsx', join(ROOT, 'src/cli-entry.ts'), 'serve'];
  if (server !== 'bin') return [resolve(ROOT, server), 'serve'];
  if (!existsSync(join(ROOT, 'dist/src/cli-entry.js'))) {
    throw new Error('dist/ is missing: run `npm run build` (npm run bench does) or pass --server tsx.');
  }
  return [join(ROOT, 'bin/tandem.js'), 'serve'];
}

/**
 * The environment of a benchmarked `tandem serve`: its database, port and files, and a rate limit (requests
 * a minute per token) high enough never to be what is measured.
 */
export function serveEnv(options: {
  databaseUrl: string;
  port: number;
  appUrl: string;
  storageDir: string;
  logLevel: string;
}): NodeJS.ProcessEnv {
  return cleanEnv({
    SERVICE_DATABASE_URL: options.databaseUrl,
    SERVICE_HOST: '127.0.0.1',
    SERVICE_PORT: String(options.port),
    SERVICE_APP_URL: options.appUrl,
    SERVICE_API_THROTTLE: '1000000000',
    SERVICE_LOG_LEVEL: options.logLevel,
    SERVICE_STORAGE_DIR: options.storageDir,
  });
}

/** The environment without any SERVICE_* variable of the caller's shell, plus `extra`. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('SERVICE_')) env[key] = value;
  return { ...env, ...extra };
}
