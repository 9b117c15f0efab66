import { Command, Option } from 'commander';
import { openRuntime } from '../runtime.js';
import { packageVersion } from '../version.js';
import { adminCommands, runAdminCommand } from './admin.js';
import type { AdminCommand, AdminOption } from './admin/command.js';
import { EXIT } from '../client/exit.js';
import { registerPeopleCommands } from './people/commands.js';
import { serveCommand } from './serve.js';
import { workerCommand } from './worker.js';

/** `tandem runner --token` is refused (decisions §11.6): anyone who can run `ps` would read the token. */
export const TOKEN_IN_ARGUMENTS =
  'tandem runner no longer takes --token: a token in the arguments shows in `ps` to every user and process of the machine (a run’s command included). Put it in a file readable only by you and pass --token-file FILE, or set SERVICE_RUNTIME_TOKEN.';

/**
 * Every `tandem` command, parsed by commander: names and options as fixed in decisions §1, `--help` on
 * each command and subcommand, `--version`. An action stores its exit code in `outcome.code`.
 */
export interface Outcome {
  code: number;
}

const VERSION = packageVersion();

/** What the admin options mean where a command does not say otherwise (for `--help`). */
const ADMIN_OPTION_HELP: Record<string, [string, string]> = {
  workspace: ['slug', 'the workspace, by slug'],
  user: ['email', "the person's email"],
  email: ['email', "the person's email"],
  author: ['email', "the author's email (a current member)"],
  owner: ['email', "the owner's email (a current member)"],
  'owner-email': ['email', "the owner's email"],
  'owner-name': ['name', "the owner's name"],
  name: ['name', 'the name'],
  file: ['path', 'the fixture file (docs/seeding.md)'],
  as: ['email', 'the member who acts (a current member)'],
  people: ['path', 'a JSON file'],
  repo: ['owner/repo', ''],
  'minutes-per-point': ['minutes', ''],
  to: ['path', 'a new file to write the copy to'],
  abilities: ['list', 'read or read,write (default read,write)'],
  'expires-at': ['iso', 'when the token stops working (ISO 8601)'],
  role: ['role', 'owner, admin, member, guest or management'],
  'weekly-hours': ['hours', 'hours a week (default 40)'],
  'password-stdin': ['', 'add at once, the password read from standard input'],
  url: ['url', 'the URL deliveries are POSTed to'],
  events: ['list', 'event names, comma-separated'],
  secret: ['secret', 'the signing secret (default: a random one)'],
  limit: ['n', 'at most this many entries'],
  agent: ['id', 'the agent id'],
  runtime: ['id', 'the runtime id, or none'],
  whiteboard: ['ulid', 'the whiteboard'],
  issue: ['ref', 'an issue identifier such as ACME-3'],
  filters: ['json', 'the filters as a JSON object'],
};

/** The `--flag <value>` form of one admin option, under its own name (`expires-at`, not `expiresAt`). */
function adminOption(name: string, type: AdminOption['type'], description?: string): Option {
  const [placeholder, help] = ADMIN_OPTION_HELP[name] ?? ['value', ''];
  const option = new Option(
    type === 'boolean' ? `--${name}` : `--${name} <${placeholder || 'value'}>`,
    description ?? help,
  );
  // A list option collects every occurrence, in order.
  return type === 'list'
    ? option.argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value])
    : option;
}

/** A commander command that reads the options of one admin command. */
export function adminSubcommand(words: string, command: AdminCommand): Command {
  const sub = new Command(words.split(' ').at(-1)).description(command.summary);
  if (command.arguments) sub.arguments(command.arguments);
  for (const [name, option] of Object.entries(command.options)) {
    sub.addOption(adminOption(name, option.type, option.description));
  }
  sub.allowExcessArguments(false);
  return sub;
}

/** Commander's parsed values under the admin command's own option names. */
function adminInput(sub: Command, names: Iterable<string>) {
  const parsed = sub.opts<Record<string, string | boolean | string[] | undefined>>();
  const values: Record<string, string | boolean | string[] | undefined> = {};
  for (const name of names) {
    const attribute = new Option(`--${name}`).attributeName();
    if (parsed[attribute] !== undefined) values[name] = parsed[attribute];
  }
  return { values, positionals: sub.args };
}

/** Parses an admin command's arguments in-process (for tests that call commands without spawning). */
export function parseAdminArguments(command: AdminCommand, args: string[]) {
  const sub = adminSubcommand('command', command).exitOverride();
  sub.parse(args, { from: 'user' });
  return adminInput(sub, Object.keys(command.options));
}

function addAdminCommands(program: Command, outcome: Outcome): void {
  const admin = program
    .command('admin')
    .description('administration: workspaces, members, tokens, webhooks, runtimes, backups');
  const groups = new Map<string, Command>();
  // Fewer words first: a command may also head longer ones (`import --from F` and `import github`).
  const entries = Object.entries(adminCommands).sort(([a], [b]) => a.split(' ').length - b.split(' ').length);
  for (const [words, command] of entries) {
    // Every word but the last is a group (`integration github create`: two).
    const path = words.split(' ').slice(0, -1);
    let parent = admin;
    for (let depth = 1; depth <= path.length; depth++) {
      const key = path.slice(0, depth).join(' ');
      const group = groups.get(key) ?? parent.command(path[depth - 1]!).description(`${key} commands`);
      groups.set(key, group);
      parent = group;
    }
    const sub = adminSubcommand(words, command);
    sub.action(async () => {
      outcome.code = await runAdminCommand(command, adminInput(sub, Object.keys(command.options)));
    });
    parent.addCommand(sub);
    // A command of its own may head longer ones (`import` with `import github`).
    if (!groups.has(words)) groups.set(words, sub);
  }
}

function addServiceCommands(program: Command, outcome: Outcome): void {
  program
    .command('serve')
    .description('HTTP server plus, unless --no-worker, the in-process queue worker; migrates first')
    .option('--no-worker', 'run the HTTP server only')
    .action(async (options: { worker: boolean }) => {
      outcome.code = await serveCommand({ worker: options.worker });
    });
  program
    .command('worker')
    .description('queue worker only (webhooks lane, scheduled jobs); any number may run')
    .action(async () => {
      outcome.code = await workerCommand();
    });
  program
    .command('migrate')
    .description('apply migrations and exit')
    .action(async () => {
      const runtime = await openRuntime({ migrate: true });
      await runtime.database.close();
      process.stdout.write(`${JSON.stringify({ migrated: true })}\n`);
      outcome.code = 0;
    });
  program
    .command('runner')
    .description(
      'the reference runner: claims agent runs and runs COMMAND for each (docs/runner-protocol.md)',
    )
    .option('--url <url>', "the service's base URL (the runner API is URL/api/daemon/v1)")
    .option(
      '--token-file <file>',
      'file holding the runtime token from `tandem admin runtime create` (or set SERVICE_RUNTIME_TOKEN)',
    )
    // Declared only to refuse it with the alternatives: a token in the arguments shows in `ps`.
    .addOption(new Option('--token <token>').hideHelp())
    .option(
      '--agent <kind>',
      'what does the work: claude-code, codex, or command (--exec; the default when --exec is given)',
    )
    .option(
      '--agent-bin <path>',
      'the executable of --agent claude-code or codex (default: claude or codex on PATH)',
    )
    .option(
      '--exec <command>',
      'for --agent command: run by /bin/sh for each run in a fresh working directory, the run context as JSON on stdin',
    )
    .option('--concurrency <n>', 'runs at once (default 1)')
    .option(
      '--sandbox <level>',
      'confined (COMMAND under bubblewrap, apart from the runner), limits or off (default off)',
    )
    .option('--bwrap <path>', 'the bubblewrap executable for --sandbox confined (default: bwrap on PATH)')
    .option('--name <name>', 'rename the runtime')
    .option('--poll-seconds <s>', 'wait between empty claims (default 2)')
    .option('--grace-seconds <s>', 'on SIGTERM, how long runs in hand may finish (default 60)')
    .option('--lease-seconds <s>', "lease asked for (default: the server's)")
    .option('--max-backoff-seconds <s>', 'longest wait between retries of a lost connection (default 30)')
    .option('--keep-workdir', 'leave working directories behind')
    .option(
      '--state-dir <dir>',
      'where reports wait until the server answered them (default $XDG_STATE_HOME/tandem/runner, else ~/.local/state/tandem/runner)',
    )
    .option(
      '--repos-dir <dir>',
      "a mirror per repository and a git worktree per issue, where COMMAND works (default <state dir>/repos); git uses this machine's credentials",
    )
    .action(async (options: Record<string, string | boolean | undefined>, command: Command) => {
      if (options.token !== undefined) command.error(TOKEN_IN_ARGUMENTS, { exitCode: 2 });
      outcome.code = await (await import('../runner/cli.js')).runnerCommand(options);
    });
  program
    .command('mcp')
    .description(
      'Model Context Protocol server over stdin/stdout for agents, acting with SERVICE_URL, SERVICE_TOKEN and SERVICE_WORKSPACE',
    )
    .action(async () => {
      outcome.code = await (await import('../mcp/server.js')).mcpCommand();
    });
}

/** The whole command line. Usage errors write their message and exit 2. */
export function buildProgram(outcome: Outcome): Command {
  const program = new Command('tandem')
    .description('Tandem, a self-hosted work tracker where people and software agents are both actors.')
    .version(VERSION, '-V, --version', 'print the version')
    .showHelpAfterError('(add --help for usage)')
    .configureOutput({
      // commander's "error: unknown option '--x'" reads as a sentence: "Unknown option '--x'".
      outputError: (text, write) =>
        write(text.replace(/^error: (\w)/, (_, first: string) => first.toUpperCase())),
    });
  addServiceCommands(program, outcome);
  addAdminCommands(program, outcome);
  registerPeopleCommands(program, outcome);
  const strict = (command: Command) => {
    command.exitOverride().allowExcessArguments(false);
    command.commands.forEach(strict);
  };
  strict(program);
  return program;
}

export { EXIT };
