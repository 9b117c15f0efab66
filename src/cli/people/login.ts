import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { checkWorkspace, createTandemClient, dataOf } from '../../client/index.js';
import { EXIT, failureOf, UsageError } from './exit.js';
import { configPath, forgetConnection, storeConnection } from './settings.js';
import { printText } from './output.js';

/** The lines a person types (or pipes in): the URL when not given, then the token. */
async function ask(questions: string[]): Promise<string[]> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  const answers: string[] = [];
  const iterator = lines[Symbol.asyncIterator]();
  for (const question of questions) {
    if (process.stdin.isTTY) process.stderr.write(`${question}: `);
    const next = await iterator.next();
    answers.push(next.done ? '' : String(next.value).trim());
  }
  lines.close();
  return answers;
}

/**
 * `tandem login [--url URL] [--workspace SLUG]`: asks for the token on standard input (never on the
 * command line, where shell history and `ps` would keep it), checks it with GET /me, and stores the three
 * values in the configuration file (mode 0600). Variables set in the environment still win.
 */
export function registerLoginCommands(program: Command, outcome: { code: number }): void {
  program
    .command('login')
    .description(`store the server, token and workspace for later commands (in ${configPath()})`)
    .option('--url <url>', 'the application URL (SERVICE_URL); asked for when left out')
    .option('--workspace <slug>', "the token's workspace, checked against the token")
    .action(async (options: { url?: string; workspace?: string }) => {
      try {
        const [url = '', token = ''] = options.url
          ? [options.url, ...(await ask(['API token']))]
          : await ask(['Tandem URL', 'API token']);
        if (!url || !token)
          throw new UsageError('A URL and a token are needed (the token on standard input).');
        const client = createTandemClient({ url, token });
        const me = options.workspace
          ? await checkWorkspace(client, options.workspace)
          : dataOf(await client.GET('/api/v1/me')).data;
        const path = configPath();
        await storeConnection({ url, token, workspace: me.workspace.slug }, path);
        printText(`Logged in to ${url} as ${me.actor.name} in ${me.workspace.slug} (saved in ${path}).\n`);
        outcome.code = EXIT.ok;
      } catch (error) {
        const failure = failureOf(error);
        process.stderr.write(`${failure.message}\n`);
        outcome.code = failure.code;
      }
    });
  program
    .command('logout')
    .description('forget what `tandem login` stored')
    .action(async () => {
      const path = configPath();
      printText((await forgetConnection(path)) ? `Removed ${path}.\n` : 'Nothing stored.\n');
      outcome.code = EXIT.ok;
    });
}
