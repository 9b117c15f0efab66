import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pino from 'pino';
import { defaultStateDir } from './report-store.js';
import { FatalRunnerError, Runner } from './runner.js';

/** The options of `tandem runner` (declared for commander in src/cli/program.ts). */
export interface RunnerOptions {
  url?: string;
  tokenFile?: string;
  exec?: string;
  concurrency?: string;
  sandbox?: string;
  name?: string;
  pollSeconds?: string;
  graceSeconds?: string;
  leaseSeconds?: string;
  maxBackoffSeconds?: string;
  keepWorkdir?: boolean;
  stateDir?: string;
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

/** `tandem runner`: runs until SIGTERM/SIGINT (a second signal releases runs in hand at once). */
export async function runnerCommand(values: RunnerOptions): Promise<number> {
  let token: string | undefined;
  try {
    token = await runtimeToken(values.tokenFile);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  if (!values.url || !token || !values.exec) {
    process.stderr.write(
      '--url, the runtime token (--token-file FILE or SERVICE_RUNTIME_TOKEN) and --exec are required (see tandem runner --help).\n',
    );
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
  const runner = new Runner({
    url: values.url,
    token,
    command: values.exec,
    sandbox,
    name: values.name,
    concurrency: Math.floor(seconds(values.concurrency, 'concurrency', 1, 1)),
    pollMs: seconds(values.pollSeconds, 'poll-seconds', 2) * 1000,
    graceMs: seconds(values.graceSeconds, 'grace-seconds', 60) * 1000,
    leaseSeconds: values.leaseSeconds ? seconds(values.leaseSeconds, 'lease-seconds', 30, 10) : undefined,
    keepWorkdir: values.keepWorkdir ?? false,
    stateDir,
    reposDir: values.reposDir || join(stateDir, 'repos'),
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
