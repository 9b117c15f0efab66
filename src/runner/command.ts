import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { RunContext } from '../schemas/daemon.js';
import { BWRAP_INFO_FD, confinedArgv, confinedEnvironment, type Confinement } from './sandbox.js';
import { WATCHDOG_SCRIPT } from './watchdog.js';

/**
 * Runs COMMAND for one run: `sh -c COMMAND` in a fresh, empty working directory, with the run context
 * as JSON on stdin (and in a file named by SERVICE_CONTEXT_FILE) and the essentials in environment
 * variables. Its output is never logged; each line goes to the listener (the run's transcript) and the
 * last non-empty stdout line is kept (the report).
 */
export interface CommandResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  lastLine: string | null;
  /** The watchdog stopped COMMAND because the runner's last word on the lease ran out (`hold`). */
  lapsed: boolean;
}

export interface RunningCommand {
  workdir: string;
  done: Promise<CommandResult>;
  /** Stops the whole process group: SIGTERM, then SIGKILL if it is still there after STOP_GRACE_MS. */
  kill(): void;
  /**
   * Tells the watchdog the lease is safely held for `ms` more milliseconds: if no newer word comes by
   * then (the runner froze or lost the server), the watchdog stops the group itself.
   */
  hold(ms: number): void;
  /** Removes the working directory (and the context file beside it). */
  cleanUp(): Promise<void>;
}

/**
 * Variables of the runner's own environment that never reach COMMAND (the runtime token, and the three a
 * client acts with, which COMMAND gets as the agent's instead).
 */
const WITHHELD = new Set(['SERVICE_RUNTIME_TOKEN', 'SERVICE_TOKEN', 'SERVICE_URL', 'SERVICE_WORKSPACE']);
const MAX_LINE = 4 * 1024 * 1024;

/**
 * How COMMAND reaches the API as the agent (decisions §11.6): the service's URL and the run token of the
 * claim, which acts as the agent in the run's workspace until the run ends.
 */
export interface AgentAccess {
  url: string;
  runToken: string;
}

/**
 * Where the runner keeps the run's answered approvals (decisions §12.10) for COMMAND to read
 * (SERVICE_APPROVALS_FILE): a JSON array of `{id, status}`, rewritten after each lease renewal.
 */
export function approvalsFileOf(contextFile: string): string {
  return join(dirname(contextFile), 'approvals.json');
}

/** Replaces the approvals file at once (a reader never sees half of it). */
export async function writeApprovalsFile(file: string, approvals: unknown[]): Promise<void> {
  const next = `${file}.next`;
  await writeFile(next, `${JSON.stringify(approvals)}\n`, { mode: 0o600 });
  await rename(next, file);
}

export function commandEnvironment(
  context: RunContext,
  contextFile: string,
  access: AgentAccess,
  base: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(base)) if (!WITHHELD.has(key)) env[key] = value;
  Object.assign(env, context.agent.custom_env);
  // The agent's secrets (decisions §12.4) after its custom environment: a secret wins over a same name.
  Object.assign(env, context.agent.secrets ?? {});
  const ours: Record<string, string> = {
    SERVICE_URL: access.url,
    SERVICE_TOKEN: access.runToken,
    SERVICE_PREVIOUS_SESSION_ID: context.previous_session_id ?? '',
    SERVICE_CONTEXT_FILE: contextFile,
    SERVICE_APPROVALS_FILE: approvalsFileOf(contextFile),
    SERVICE_RUN_ID: context.run.id,
    SERVICE_RUN_TRIGGER: context.run.trigger,
    SERVICE_RUN_ATTEMPT: String(context.run.attempts),
    SERVICE_WORKSPACE: context.workspace.slug,
    SERVICE_ISSUE: context.issue?.id ?? '',
    SERVICE_ISSUE_TITLE: context.issue?.title ?? '',
    SERVICE_COMMENT: context.comment?.body ?? '',
    SERVICE_AGENT_ID: String(context.agent.id),
    SERVICE_AGENT_NAME: context.agent.name,
    SERVICE_AGENT_PROVIDER: context.agent.provider,
    SERVICE_AGENT_MODEL: context.agent.model ?? '',
    SERVICE_AGENT_INSTRUCTIONS: context.agent.instructions ?? '',
    SERVICE_AGENT_ARGS: JSON.stringify(context.agent.custom_args),
    SERVICE_MCP_CONFIG: JSON.stringify(context.agent.mcp_config ?? null),
  };
  return Object.assign(env, ours);
}

/**
 * The run context as COMMAND reads it (stdin and SERVICE_CONTEXT_FILE): the secrets' values left out —
 * COMMAND has them in its environment — so a command that prints or keeps its context does not spill
 * them; their names stay, each with an empty value.
 */
export function contextForCommand(context: RunContext): RunContext {
  const secrets = context.agent.secrets ?? {};
  return {
    ...context,
    agent: { ...context.agent, secrets: Object.fromEntries(Object.keys(secrets).map((name) => [name, ''])) },
  };
}

export type OutputStream = 'stdout' | 'stderr';

/** Called for every line COMMAND writes, in order per stream (a last line without newline included). */
export type LineListener = (stream: OutputStream, text: string) => void;

/**
 * The watchdog's word for "hold for `ms` more": an absolute deadline on the machine-wide monotonic clock
 * (process.hrtime) and on the wall clock, so that its delivery's delay does not move it. `Infinity`
 * (no lease to mind) is a word the watchdog ignores.
 */
function holdDeadline(ms: number): string {
  if (!Number.isFinite(ms)) return 'none';
  const left = Math.max(0, Math.floor(ms));
  return `${Number(process.hrtime.bigint() / 1_000_000n) + left} ${Date.now() + left}`;
}

/** How long a stopped process group has between SIGTERM and SIGKILL. */
export const STOP_GRACE_MS = 5000;

/** Output that is not yet a whole line, fed a chunk at a time; an endless line is cut to its tail. */
function lineSplitter(onLine: (line: string) => void) {
  let pending = '';
  return {
    push(chunk: string) {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
      if (pending.length > MAX_LINE) pending = pending.slice(-MAX_LINE);
    },
    end() {
      if (pending !== '') onLine(pending);
      pending = '';
    },
  };
}

/** Where COMMAND runs: confined (`--sandbox confined`) or not, and what it may write besides its run directory. */
export interface Placement {
  confinement?: Confinement | null;
  /** Read-write paths besides the run directory (the worktree and its mirror's git directory). */
  writable?: string[];
  /** Where COMMAND works instead of the empty scratch directory: the issue's worktree (worktrees.ts). */
  cwd?: string;
  /** The repository's variables (SERVICE_BRANCH…). */
  env?: Record<string, string>;
  /**
   * Confined, COMMAND's HOME: the agent's own directory, kept across runs, since Claude Code and Codex keep
   * their sessions (and log-ins) under HOME and `--resume` must find them; default `root/home`.
   */
  home?: string;
}

/**
 * A run's directories, made once per run and kept across its turns (a steering message runs the tool
 * again in the same place, decisions §12.8): `root` (outside the working directory) holds the context
 * file, what the runner writes for the tool and scratch space (`root/work`, SERVICE_RUN_DIR); `workdir`
 * is where COMMAND runs: the issue's worktree when the run has a repository, else that empty scratch
 * directory. `placement` says whether it runs confined (then HOME is `placement.home`) and what else it may write.
 */
export interface RunDirectory {
  root: string;
  workdir: string;
  contextFile: string;
  placement?: Placement;
  cleanUp(): Promise<void>;
}

/** A confined command's HOME: the agent's own directory when given, else one in the run's directory. */
function homeOf(root: string, placement: Placement): string {
  return placement.home ?? join(root, 'home');
}

export async function makeRunDirectory(
  context: RunContext,
  placement: Placement = {},
): Promise<RunDirectory> {
  const root = await mkdtemp(join(tmpdir(), 'tandem-run-'));
  const scratch = join(root, 'work');
  await mkdir(scratch);
  const contextFile = join(root, 'context.json');
  await writeFile(contextFile, `${JSON.stringify(contextForCommand(context))}\n`, { mode: 0o600 });
  await writeApprovalsFile(approvalsFileOf(contextFile), []);
  const home = homeOf(root, placement);
  if (placement.confinement) await mkdir(home, { recursive: true, mode: 0o700 });
  return {
    root,
    workdir: placement.cwd ?? scratch,
    contextFile,
    placement: { ...placement, home, env: { SERVICE_RUN_DIR: scratch, ...placement.env } },
    cleanUp: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * Starts COMMAND under its watchdog (watchdog.ts): `sh -c COMMAND` in the run's working directory (the
 * `command` agent, as `--exec` always did).
 */
export async function startCommand(
  command: string,
  context: RunContext,
  access: AgentAccess,
  onLine: LineListener = () => undefined,
  initialHoldMs: number = Infinity,
  placement: Placement = {},
): Promise<RunningCommand> {
  const dir = await makeRunDirectory(context, placement);
  return spawnCommand(['/bin/sh', '-c', command], dir, context, access, onLine, initialHoldMs);
}

/** What a turn adds to COMMAND's start: environment variables, and standard input other than the context. */
export interface SpawnExtras {
  env?: Record<string, string>;
  /** A file for standard input instead of the context file (`/dev/null` for a tool given its prompt). */
  stdinFile?: string;
}

/**
 * Starts `argv` under its watchdog (watchdog.ts) in the run's working directory: the watchdog owns its
 * process group and stops it when it ends, when `kill` is called, and when this process dies in any way,
 * SIGKILL included (the pipe to the watchdog's standard input closes with it).
 */
export function spawnCommand(
  argv: string[],
  dir: RunDirectory,
  context: RunContext,
  access: AgentAccess,
  onLine: LineListener = () => undefined,
  initialHoldMs: number = Infinity,
  extras: SpawnExtras = {},
): RunningCommand {
  const { root, workdir, contextFile, placement = {} } = dir;
  let env: NodeJS.ProcessEnv = {
    ...commandEnvironment(context, contextFile, access),
    ...placement.env,
    ...extras.env,
  };
  let launch: { argv: string[]; infoFd: number | null } = { argv, infoFd: null };
  if (placement.confinement) {
    const home = homeOf(root, placement);
    env = confinedEnvironment(env, home);
    launch = {
      argv: confinedArgv(placement.confinement, {
        argv,
        cwd: workdir,
        runDir: root,
        writable: [...(placement.writable ?? []), home],
      }),
      infoFd: BWRAP_INFO_FD,
    };
  }
  const watchdog = spawn(
    process.execPath,
    [
      '-e',
      WATCHDOG_SCRIPT,
      String(STOP_GRACE_MS),
      extras.stdinFile ?? contextFile,
      JSON.stringify(launch),
      holdDeadline(initialHoldMs),
    ],
    {
      cwd: workdir,
      env,
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
      // Out of the runner's process group: a Ctrl-C meant for the runner must go through its grace period.
      detached: true,
    },
  );

  let lastLine: string | null = null;
  let status: { exit: number | null; signal: NodeJS.Signals | null } | null = null;
  let lapsed = false;
  const stdout = lineSplitter((line) => {
    if (line.trim() !== '') lastLine = line.trim();
    onLine('stdout', line);
  });
  const stderr = lineSplitter((line) => onLine('stderr', line));
  const messages = lineSplitter((line) => {
    try {
      const message = JSON.parse(line) as {
        exit?: number | null;
        signal?: NodeJS.Signals | null;
        lapsed?: boolean;
      };
      if (message.lapsed === true) lapsed = true;
      if ('exit' in message) status = { exit: message.exit ?? null, signal: message.signal ?? null };
    } catch {
      // Not from the watchdog.
    }
  });
  watchdog.stdout.setEncoding('utf8').on('data', (chunk: string) => stdout.push(chunk));
  watchdog.stderr.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  const statusPipe = watchdog.stdio[3] as Readable;
  statusPipe.setEncoding('utf8').on('data', (chunk: string) => messages.push(chunk));
  watchdog.stdin.on('error', () => undefined);

  const done = new Promise<CommandResult>((resolve) => {
    watchdog.on('error', () => resolve({ exitCode: 127, signal: null, lastLine: null, lapsed: false }));
    watchdog.on('close', (exitCode, signal) => {
      stdout.end();
      stderr.end();
      messages.end();
      const result: { exit: number | null; signal: NodeJS.Signals | null } = status ?? {
        exit: exitCode,
        signal,
      };
      resolve({ exitCode: result.exit, signal: result.signal, lastLine, lapsed });
    });
  });

  return {
    workdir,
    done,
    kill() {
      // The watchdog stops the group (SIGTERM, then SIGKILL after STOP_GRACE_MS) once its input closes.
      watchdog.stdin.end();
    },
    hold(ms) {
      if (watchdog.stdin.writable) watchdog.stdin.write(`${holdDeadline(ms)}\n`);
    },
    cleanUp: () => dir.cleanUp(),
  };
}
