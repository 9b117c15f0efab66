import { readFile } from 'node:fs/promises';
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import pino from 'pino';
import { AGENT_KINDS, type AgentKind } from './adapters/index.js';
import { defaultStateDir } from './report-store.js';
import { FatalRunnerError, Runner } from './runner.js';
import { planConfinement, tryConfinement, type Confinement, type SandboxLevel } from './sandbox.js';

/** The options of `tandem runner` (declared for commander in src/cli/program.ts). */
export interface RunnerOptions {
  url?: string;
  tokenFile?: string;
  exec?: string;
  agent?: string;
  agentBin?: string;
  concurrency?: string;
  sandbox?: string;
  name?: string;
  pollSeconds?: string;
  graceSeconds?: string;
  leaseSeconds?: string;
  maxBackoffSeconds?: string;
  keepWorkdir?: boolean;
  stateDir?: string;
  /** The bubblewrap executable for `--sandbox confined` (default: bwrap on PATH). */
  bwrap?: string;
  reposDir?: string;
}

function seconds(value: string | undefined, name: string, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min)
    throw new Error(`--${name} must be a number of at least ${min}`);
  return parsed;
}

/**
 * The runtime token, never from the arguments (decisions §11.6): the first line of `--token-file`, else
 * SERVICE_RUNTIME_TOKEN. (The file is read once, at start.)
 */
async function runtimeToken(file: string | undefined): Promise<string | undefined> {
  if (file === undefined) return process.env.SERVICE_RUNTIME_TOKEN || undefined;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'an error';
    throw new Error(`--token-file ${file} could not be read (${code}).`);
  }
  const token = text.split(/\r?\n/)[0]!.trim();
  if (token === '') throw new Error(`--token-file ${file} is empty; it should hold the runtime token.`);
  return token;
}

/** What the runner says at start about the level in force (decisions §12.5). */
const SANDBOX_WORDS: Record<SandboxLevel, string> = {
  confined:
    'sandbox: confined (COMMAND runs under bubblewrap: it cannot see the runtime token, the runner, its files or other runs)',
  limits: 'sandbox: limits (as declared by this machine; the runner itself confines nothing)',
  off: "sandbox: off (COMMAND runs as this user: it could read the runtime token and the runner's files)",
};

/**
 * The confinement `--sandbox confined` asks for, tried once; or why this machine cannot provide it
 * (never a silent fallback to less).
 */
/**
 * The PATH whose tools a confined command may use: the runner's, and first the directory of an
 * `--agent-bin` given as a path (bound like a PATH entry, with its prefix when it is a `bin`).
 */
function toolsPath(agentBin: string | undefined): string {
  const own = process.env.PATH ?? '';
  if (!agentBin || (!isAbsolute(agentBin) && !agentBin.includes('/'))) return own;
  return [dirname(resolve(agentBin)), own].filter((entry) => entry !== '').join(delimiter);
}

async function confinedOrWhy(
  values: RunnerOptions,
  stateDir: string,
  reposDir: string,
): Promise<Confinement | string> {
  const planned = await planConfinement({
    bwrap: values.bwrap,
    // Every run's worktree lives under the repositories directory: a run gets its own bound back in.
    hidden: [values.tokenFile, stateDir, reposDir],
    pathEnv: toolsPath(values.agentBin),
  });
  if (!planned.ok) return `Refusing to start: ${planned.why}`;
  const failure = await tryConfinement(planned.confinement);
  if (failure !== null) {
    return `Refusing to start: --sandbox confined could not be provided; a trial run of ${planned.confinement.bwrap} failed: ${failure}`;
  }
  return planned.confinement;
}

/** `tandem runner`: runs until SIGTERM/SIGINT (a second signal releases runs in hand at once). */
export async function runnerCommand(values: RunnerOptions): Promise<number> {
  let token: string | undefined;
  try {
    token = await runtimeToken(values.tokenFile);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const kind = values.agent ?? (values.exec ? 'command' : undefined);
  if (!values.url || !token || !kind || (kind === 'command' && !values.exec)) {
    process.stderr.write(
      '--url, the runtime token (--token-file FILE or SERVICE_RUNTIME_TOKEN) and --agent (claude-code, codex) or --exec are required (see tandem runner --help).\n',
    );
    return 1;
  }
  if (!(AGENT_KINDS as readonly string[]).includes(kind)) {
    process.stderr.write(`--agent must be one of ${AGENT_KINDS.join(', ')}.\n`);
    return 1;
  }
  if (kind !== 'command' && values.exec) {
    process.stderr.write(`--exec goes with --agent command only (--agent ${kind} runs --agent-bin).\n`);
    return 1;
  }
  const sandbox = values.sandbox ?? 'off';
  if (sandbox !== 'confined' && sandbox !== 'limits' && sandbox !== 'off') {
    process.stderr.write('--sandbox must be confined, limits or off.\n');
    return 1;
  }
  const log = pino(
    { level: process.env.SERVICE_LOG_LEVEL || 'info', base: { component: 'runner' } },
    pino.destination(2),
  );
  const stateDir = values.stateDir || defaultStateDir();
  const reposDir = values.reposDir || join(stateDir, 'repos');
  let confinement: Confinement | null = null;
  if (sandbox === 'confined') {
    const checked = await confinedOrWhy(values, stateDir, reposDir);
    if (typeof checked === 'string') {
      process.stderr.write(`${checked}\n`);
      return 1;
    }
    confinement = checked;
  }
  log.info({ sandbox, ...(confinement ? { bwrap: confinement.bwrap } : {}) }, SANDBOX_WORDS[sandbox]);
  const runner = new Runner({
    url: values.url,
    token,
    agent: {
      kind: kind as AgentKind,
      ...(values.exec ? { command: values.exec } : {}),
      ...(values.agentBin ? { bin: values.agentBin } : {}),
    },
    sandbox,
    confinement,
    name: values.name,
    concurrency: Math.floor(seconds(values.concurrency, 'concurrency', 1, 1)),
    pollMs: seconds(values.pollSeconds, 'poll-seconds', 2) * 1000,
    graceMs: seconds(values.graceSeconds, 'grace-seconds', 60) * 1000,
    leaseSeconds: values.leaseSeconds ? seconds(values.leaseSeconds, 'lease-seconds', 30, 10) : undefined,
    keepWorkdir: values.keepWorkdir ?? false,
    stateDir,
    reposDir,
    backoff: {
      initialMs: 250,
      maxMs: seconds(values.maxBackoffSeconds, 'max-backoff-seconds', 30, 0.1) * 1000,
    },
    log,
  });
  const onSignal = () => runner.stop();
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  try {
    await runner.run();
    return 0;
  } catch (error) {
    process.stderr.write(
      `${error instanceof FatalRunnerError || error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  } finally {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  }
}
