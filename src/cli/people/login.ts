import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { checkWorkspace, createTandemClient, dataOf } from '../../client/index.js';
import { EXIT, failureOf, UsageError } from '../../client/exit.js';
import { configPath, forgetConnection, storeConnection } from '../../client/connection.js';
import { printText } from './output.js';

/**
 * The answers a person types (or pipes in): the URL when not given, then the token. From a terminal the
 * token is read without echo (issue 30), as a password prompt is: it would otherwise stay on the screen
 * and in the terminal's scrollback. Piped in, every answer is a line of standard input.
 */
async function ask(questions: string[], secret: string): Promise<string[]> {
  const answers: string[] = [];
  const visible = questions.filter((question) => question !== secret);
  if (visible.length > 0 || !process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin, terminal: false });
    const iterator = lines[Symbol.asyncIterator]();
    for (const question of process.stdin.isTTY ? visible : questions) {
      if (process.stdin.isTTY) process.stderr.write(`${question}: `);
      const next = await iterator.next();
      answers.push(next.done ? '' : String(next.value).trim());
    }
    lines.close();
  }
  if (process.stdin.isTTY && questions.includes(secret)) answers.push(await readHidden(secret));
  return answers;
}

/** One line from the terminal with its echo off: typed characters are not shown; Ctrl-C cancels. */
export function readHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  // Echo off before the question shows: a token pasted the moment it appears must not be echoed.
  stdin.setRawMode(true);
  process.stderr.write(`${question} (not shown): `);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n' || character === '\u0004') {
          finish();
          resolve(text.trim());
          return;
        }
        if (character === '\u0003') {
          finish();
          reject(new UsageError('Canceled.'));
          return;
        }
        if (character === '\u007f' || character === '\b') text = text.slice(0, -1);
        else if (character >= ' ') text += character;
      }
    };
    stdin.on('data', onData);
  });
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
          ? [options.url, ...(await ask(['API token'], 'API token'))]
          : await ask(['Tandem URL', 'API token'], 'API token');
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
