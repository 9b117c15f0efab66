import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLI_ENTRY } from './cli.js';

/** The reference runner (`tandem runner`) as a separate process, and what tests need around it. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunnerProcess {
  child: ChildProcess;
  stderr: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];

/** Kills (SIGKILL) every runner a test file started that is still there; call from `after`. */
export function killRunners(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    }
  }
}

export function startRunnerProcess(
  url: string,
  token: string,
  /** `--exec` (the command agent); null for an `--agent` given in `args`. */
  exec: string | null,
  args: string[] = [],
  env: Record<string, string> = {},
): RunnerProcess {
  const child = spawn(
    process.execPath,
    [
      ...CLI_ENTRY,
      'runner',
      '--url',
      url,
      ...(exec === null ? [] : ['--exec', exec]),
      '--poll-seconds',
      '0.2',
      '--max-backoff-seconds',
      '0.5',
      ...args,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, SERVICE_LOG_LEVEL: 'info', SERVICE_RUNTIME_TOKEN: token, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stderr: () => stderr, exited };
}

/**
 * Polls `probe` until it answers. The bound is for a runner that never gets there, not a measure of
 * speed: a loaded machine (CI runs two suites side by side) may take many seconds to start a runner.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * Whether a process with this pid still runs. A killed process whose parent died first stays a zombie
 * until the machine's init reaps it, which some container inits do late or never: dead all the same.
 */
export function processExists(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return false;
  }
  // The state follows the command name, which is in parentheses and may itself contain some.
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/** A TCP relay in front of the app that can be cut and restored, to lose the runner's connection. */
export class Relay {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: number) {}

  async open(): Promise<void> {
    const server = createServer((incoming) => {
      const outgoing = connect(this.target, '127.0.0.1');
      for (const socket of [incoming, outgoing]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      incoming.pipe(outgoing).pipe(incoming);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server!;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
