import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { CLI_ENTRY } from '../helpers/cli.js';
import { buildScene } from '../helpers/factories.js';

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * `tandem login` in a terminal (issue 30): util-linux `script` gives the command a pseudo-terminal, whose
 * echo is what the screen would show. The token typed there must not appear.
 */
function loginInTerminal(args: string[], env: Record<string, string>, token: string) {
  const command = [process.execPath, ...CLI_ENTRY, 'login', ...args].map(quote).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    env: { ...process.env, SERVICE_LOG_LEVEL: 'silent', ...env },
  });
  let screen = '';
  let typed = false;
  child.stdout.on('data', (chunk: Buffer) => {
    screen += chunk.toString();
    if (!typed && screen.includes('API token')) {
      typed = true;
      child.stdin.write(`${token}\r`);
    }
  });
  return new Promise<{ code: number | null; screen: string }>((resolve, reject) => {
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, screen });
    });
  });
}

describe('tandem login from a terminal', async () => {
  const app = await startTestApp();

  it('reads the token without showing it, and stores it', async () => {
    const { token, workspace } = await buildScene(app.db);
    const home = await mkdtemp(join(tmpdir(), 'tandem-login-tty-'));
    const env = { SERVICE_URL: '', SERVICE_TOKEN: '', SERVICE_WORKSPACE: '', XDG_CONFIG_HOME: home };
    const { code, screen } = await loginInTerminal(
      ['--url', app.baseUrl, '--workspace', workspace.slug],
      env,
      token,
    );
    assert.equal(code, 0, screen);
    assert.match(screen, /Logged in to/);
    assert.equal(screen.includes(token), false, `the token was shown: ${screen}`);
    const stored = JSON.parse(await readFile(join(home, 'tandem', 'config.json'), 'utf8'));
    assert.equal(stored.token, token);
  });
});
