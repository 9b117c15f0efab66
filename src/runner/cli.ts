import { parseArgs } from 'node:util';
import pino from 'pino';
import { FatalRunnerError, Runner } from './runner.js';

const USAGE = `Usage: tandem runner --url URL --token RUNTIME_TOKEN --exec 'COMMAND' [options]

  --url URL              the service's base URL (the runner API is URL/api/daemon/v1)
  --token TOKEN          runtime token from \`tandem admin runtime create\` (or SERVICE_RUNTIME_TOKEN)
  --exec COMMAND         run by /bin/sh for each run, in a fresh working directory, the run context as
                         JSON on stdin; its last stdout line may be a JSON report (docs/runner-protocol.md)
  --concurrency N        runs at once (default 1)
  --sandbox LEVEL        what this machine enforces: confined, limits or off (default off)
  --name NAME            rename the runtime
  --poll-seconds S       wait between empty claims (default 2)
  --grace-seconds S      on SIGTERM, how long runs in hand may finish before being released (default 60)
  --lease-seconds S      lease asked for (default: the server's)
  --max-backoff-seconds S  longest wait between retries of a lost connection (default 30)
  --keep-workdir         leave working directories behind
`;

function seconds(value: string | undefined, name: string, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min)
    throw new Error(`--${name} must be a number of at least ${min}`);
  return parsed;
}

/** `tandem runner`: runs until SIGTERM/SIGINT (a second signal releases runs in hand at once). */
export async function runnerCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      exec: { type: 'string' },
      concurrency: { type: 'string' },
      sandbox: { type: 'string' },
      name: { type: 'string' },
      'poll-seconds': { type: 'string' },
      'grace-seconds': { type: 'string' },
      'lease-seconds': { type: 'string' },
      'max-backoff-seconds': { type: 'string' },
      'keep-workdir': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const token = values.token ?? process.env.SERVICE_RUNTIME_TOKEN;
  if (!values.url || !token || !values.exec) {
    process.stderr.write(`--url, --token and --exec are required.\n${USAGE}`);
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
  const runner = new Runner({
    url: values.url,
    token,
    command: values.exec,
    sandbox,
    name: values.name,
    concurrency: Math.floor(seconds(values.concurrency, 'concurrency', 1, 1)),
    pollMs: seconds(values['poll-seconds'], 'poll-seconds', 2) * 1000,
    graceMs: seconds(values['grace-seconds'], 'grace-seconds', 60) * 1000,
    leaseSeconds: values['lease-seconds']
      ? seconds(values['lease-seconds'], 'lease-seconds', 30, 10)
      : undefined,
    keepWorkdir: values['keep-workdir'] ?? false,
    backoff: {
      initialMs: 250,
      maxMs: seconds(values['max-backoff-seconds'], 'max-backoff-seconds', 30, 0.1) * 1000,
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
