import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it, mock } from 'node:test';
import type { Command } from 'commander';
import { adminCommands } from '../../src/cli/admin.js';
import { buildProgram, parseAdminArguments } from '../../src/cli/program.js';
import { main } from '../../src/cli.js';
import { runCli } from '../helpers/cli.js';

function allCommands(command: Command, path: string[] = []): { path: string[]; command: Command }[] {
  return command.commands.flatMap((sub) => [
    { path: [...path, sub.name()], command: sub },
    ...allCommands(sub, [...path, sub.name()]),
  ]);
}

/** What `tandem …` writes to stdout and stderr, run in-process. */
async function captured(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const stdout = mock.method(process.stdout, 'write', (chunk: unknown) => out.push(String(chunk)) > 0);
  const stderr = mock.method(process.stderr, 'write', (chunk: unknown) => err.push(String(chunk)) > 0);
  try {
    const code = await main(argv);
    return { code, stdout: out.join(''), stderr: err.join('') };
  } finally {
    stdout.mock.restore();
    stderr.mock.restore();
  }
}

describe('the tandem command line (commander)', () => {
  it('answers --help on every command and subcommand, naming its options', async () => {
    const commands = allCommands(buildProgram({ code: 0 })).filter(({ path }) => !path.includes('help'));
    for (const words of [
      'serve',
      'worker',
      'migrate',
      'runner',
      'mcp',
      'login',
      'issue list',
      'timer stop',
    ]) {
      assert.ok(
        commands.some(({ path }) => path.join(' ') === words),
        words,
      );
    }
    for (const words of Object.keys(adminCommands)) {
      assert.ok(
        commands.some(({ path }) => path.join(' ') === `admin ${words}`),
        `admin ${words}`,
      );
    }
    for (const { path, command } of commands) {
      const result = await captured([...path, '--help']);
      assert.equal(result.code, 0, path.join(' '));
      assert.match(result.stdout, new RegExp(`^Usage: tandem ${path.join(' ')}`), path.join(' '));
      for (const option of command.options) assert.ok(result.stdout.includes(option.long!), option.long);
    }
    const serve = await captured(['serve', '--help']);
    assert.match(serve.stdout, /--no-worker/);
    const tokenCreate = await captured(['admin', 'token', 'create', '--help']);
    for (const option of ['--workspace', '--user', '--name', '--abilities', '--expires-at']) {
      assert.ok(tokenCreate.stdout.includes(option), option);
    }
  });

  it('exits 2 with a message on an unknown option, command or extra argument', async () => {
    for (const argv of [
      ['serve', '--port', '1'],
      ['admin', 'token', 'revoke', '1', '2'],
      ['issue', 'frob'],
      [],
    ]) {
      const result = await captured(argv);
      assert.equal(result.code, 2, argv.join(' '));
      assert.ok(result.stderr.length > 0, argv.join(' '));
    }
    assert.match((await captured(['worker', '--lanes', 'x'])).stderr, /^Unknown option '--lanes'/);
  });

  it('reads admin options under their own names (in-process parsing)', () => {
    const parsed = parseAdminArguments(adminCommands['token create']!, [
      '--workspace',
      'acme',
      '--expires-at',
      '2030-01-01T00:00:00Z',
    ]);
    assert.deepEqual(parsed, {
      values: { workspace: 'acme', 'expires-at': '2030-01-01T00:00:00Z' },
      positionals: [],
    });
  });

  it('prints the package version, spawned', async () => {
    const { version } = JSON.parse(
      await readFile(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as {
      version: string;
    };
    const result = await runCli(['--version'], {});
    assert.equal(result.code, 0);
    assert.equal(result.stdout, `${version}\n`);
    const unknown = await runCli(['migrate', '--force'], {});
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /Unknown option '--force'/);
  });
});
