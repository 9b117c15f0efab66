import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunContext } from '../domain/run-context.js';

/**
 * Runs COMMAND for one run: `sh -c COMMAND` in a fresh, empty working directory, with the run context
 * as JSON on stdin (and in a file named by SERVICE_CONTEXT_FILE) and the essentials in environment
 * variables. Its output is never logged; only the last non-empty stdout line is kept (the report).
 */
export interface CommandResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  lastLine: string | null;
}

export interface RunningCommand {
  workdir: string;
  done: Promise<CommandResult>;
  /** SIGTERM to the whole process group, SIGKILL if it is still there after `graceMs`. */
  kill(graceMs?: number): void;
  /** Removes the working directory (and the context file beside it). */
  cleanUp(): Promise<void>;
}

/** Variables of the runner's own environment that never reach COMMAND. */
const WITHHELD = new Set(['SERVICE_RUNTIME_TOKEN', 'SERVICE_TOKEN']);
const MAX_LINE = 4 * 1024 * 1024;

export function commandEnvironment(
  context: RunContext,
  contextFile: string,
  base: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(base)) if (!WITHHELD.has(key)) env[key] = value;
  Object.assign(env, context.agent.custom_env);
  const ours: Record<string, string> = {
    SERVICE_CONTEXT_FILE: contextFile,
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

export async function startCommand(command: string, context: RunContext): Promise<RunningCommand> {
  const root = await mkdtemp(join(tmpdir(), 'tandem-run-'));
  const workdir = join(root, 'work');
  await mkdir(workdir);
  const contextFile = join(root, 'context.json');
  const input = `${JSON.stringify(context)}\n`;
  await writeFile(contextFile, input, { mode: 0o600 });

  const child = spawn('/bin/sh', ['-c', command], {
    cwd: workdir,
    env: commandEnvironment(context, contextFile),
    stdio: ['pipe', 'pipe', 'ignore'],
    // Its own process group, so that stopping it stops whatever it started.
    detached: true,
  });

  let pending = '';
  let lastLine: string | null = null;
  const keep = (line: string) => {
    if (line.trim() !== '') lastLine = line.trim();
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(keep);
    if (pending.length > MAX_LINE) pending = pending.slice(-MAX_LINE);
  });
  // A command that does not read its input must not fail the runner.
  child.stdin.on('error', () => undefined);
  child.stdin.end(input);

  const done = new Promise<CommandResult>((resolve) => {
    child.on('error', () => resolve({ exitCode: 127, signal: null, lastLine: null }));
    child.on('close', (exitCode, signal) => {
      keep(pending);
      resolve({ exitCode, signal, lastLine });
    });
  });

  let killTimer: NodeJS.Timeout | null = null;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  void done.then(() => {
    if (killTimer) clearTimeout(killTimer);
  });

  return {
    workdir,
    done,
    kill(graceMs = 5000) {
      signalGroup('SIGTERM');
      killTimer ??= setTimeout(() => signalGroup('SIGKILL'), graceMs);
      killTimer.unref();
    },
    cleanUp: () => rm(root, { recursive: true, force: true }),
  };
}
