import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { startTestApp } from '../../helpers/app.js';
import { CLI_ENTRY } from '../../helpers/cli.js';
import { buildScene } from '../../helpers/factories.js';
import { waitFor } from '../../helpers/runner-process.js';
import { givePassword, signedIn } from '../../helpers/session.js';

const app = await startTestApp();
const CHECKOUT = fileURLToPath(new URL('../../..', import.meta.url));
const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
/** In the shell that runs the shown lines, `npx tandem` is this checkout's `tandem`. */
const NPX = `npx() { shift; exec ${[process.execPath, ...CLI_ENTRY].map(quote).join(' ')} "$@"; }`;

function shell(line: string, home: string, input?: string) {
  const child = spawn('/bin/sh', ['-c', `${NPX}\n${line}`], {
    cwd: CHECKOUT,
    env: { ...process.env, HOME: home, SERVICE_LOG_LEVEL: 'silent', SERVICE_RUNTIME_TOKEN: '' },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input ?? '');
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('the runner command shown for a new runtime', () => {
  it('saves the pasted token with mode 600 and starts a runner that reaches the server', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id);
    const browser = await signedIn(app, scene.owner.email);
    const created = await browser.request('POST', '/api/ui/runtimes', { name: 'laptop' });
    assert.equal(created.status, 201);
    const { token, save_token_command: saveLine, command } = created.body.data;
    assert.ok(!saveLine.includes(token) && !command.includes(token), 'no shown line carries the token');
    assert.match(command, /^npx tandem runner /);

    const home = await mkdtemp(join(tmpdir(), 'tandem-runner-home-'));
    after(() => rm(home, { recursive: true, force: true }));
    // A token file left readable by an earlier setup must not keep its mode.
    await writeFile(join(home, '.tandem-runtime-token'), 'old', { mode: 0o644 });
    const saved = shell(saveLine, home, `${token}\n`);
    assert.equal(await saved.exited, 0, saved.stderr());
    const file = join(home, '.tandem-runtime-token');
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    assert.equal((await readFile(file, 'utf8')).trim(), token);

    // The shown URL is the application's public one (not resolvable here): only it is swapped.
    const runner = shell(command.replace(app.config.appUrl, app.baseUrl), home);
    after(() => runner.child.kill('SIGKILL'));
    await waitFor('the runtime to come online', async () => {
      const listed = await browser.request('GET', '/api/ui/runtimes');
      return listed.body.data.find((r: { id: number }) => r.id === created.body.data.id)?.online;
    });
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0, runner.stderr());
  });
});
