import { parseArgs } from 'node:util';
import { adminCommand } from './cli/admin.js';
import { serveCommand } from './cli/serve.js';
import { workerCommand } from './cli/worker.js';
import { openRuntime } from './runtime.js';

const USAGE = `Usage: tandem <command>

  serve [--no-worker]     HTTP server plus the in-process queue worker; migrates first
  worker                  queue worker only (webhooks lane, scheduled jobs)
  migrate                 apply migrations and exit
  runner --url URL --token RUNTIME_TOKEN --exec COMMAND
                          the reference runner: claims runs and runs COMMAND for each
  admin <command>         administration; see tandem admin --help
`;

/** Entry point of `npx tandem`. Returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve': {
      const { values } = parseArgs({ args: rest, options: { 'no-worker': { type: 'boolean' } } });
      return serveCommand({ worker: !values['no-worker'] });
    }
    case 'worker':
      parseArgs({ args: rest, options: {} });
      return workerCommand();
    case 'migrate': {
      parseArgs({ args: rest, options: {} });
      const runtime = await openRuntime({ migrate: true });
      await runtime.database.close();
      process.stdout.write(`${JSON.stringify({ migrated: true })}\n`);
      return 0;
    }
    case 'admin':
      return adminCommand(rest);
    case 'runner':
      return (await import('./runner/cli.js')).runnerCommand(rest);
    case undefined:
    case '--help':
    case 'help':
      process.stdout.write(USAGE);
      return command === undefined ? 1 : 0;
    default:
      process.stderr.write(`Unknown command "${command}".\n${USAGE}`);
      return 1;
  }
}
