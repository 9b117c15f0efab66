import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ApiClient } from '../helpers/app.js';
import { runCli, spawnCli } from '../helpers/cli.js';
import { createTestDatabase } from '../helpers/database.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/** Resolves with stdout once `text` appears in it; rejects if the process exits first. */
function waitForOutput(child: ChildProcess, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) resolve(output);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code} before "${text}": ${output}`)));
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

const fixture = {
  workspaces: [
    {
      slug: 'acme',
      name: 'Acme',
      issue_prefix: 'ACME',
      members: [
        { key: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner', weekly_hours: 40 },
      ],
      tokens: [{ key: 'ada', member: 'ada', name: 'laptop', abilities: ['read', 'write'] }],
    },
  ],
};

describe('tandem serve and tandem worker', async () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  after(() => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves a fresh checkout with no configuration: creates ./data, migrates, answers /me, stops on SIGTERM', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'tandem-fresh-'));
    dirs.push(cwd);
    const port = await freePort();
    const env = { SERVICE_PORT: String(port) };
    const server = spawnCli(['serve'], env, cwd);
    children.push(server);
    const banner = await waitForOutput(server, 'tandem admin workspace create');
    assert.match(banner, new RegExp(`http://127.0.0.1:${port}`));
    // An empty database: the first-run instructions name the command that makes the first workspace.
    assert.match(banner, /No workspace yet/);
    assert.ok(existsSync(join(cwd, 'data', 'service.db')));

    const fixturePath = join(cwd, 'acme.json');
    writeFileSync(fixturePath, JSON.stringify(fixture));
    const seeded = await runCli(['admin', 'seed', '--file', fixturePath], {
      SERVICE_DATABASE_URL: `sqlite:${join(cwd, 'data', 'service.db')}`,
    });
    assert.equal(seeded.code, 0, seeded.stderr);
    const token = seeded.json.workspaces.acme.tokens.ada.token as string;

    const me = await new ApiClient(`http://127.0.0.1:${port}`, token).get('/me');
    assert.equal(me.status, 200);
    assert.equal(me.body.data.user.email, 'ada@example.com');
    const created = await new ApiClient(`http://127.0.0.1:${port}`, token).post('/issues', {
      title: 'First issue',
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.data.id, 'ACME-1');

    server.kill('SIGTERM');
    assert.equal(await exitCode(server), 0);
  });

  it('runs a worker against the configured database until SIGTERM', async () => {
    const database = await createTestDatabase();
    after(() => database.drop());
    const worker = spawnCli(['worker'], { SERVICE_DATABASE_URL: database.url });
    children.push(worker);
    await waitForOutput(worker, 'processing lanes');
    worker.kill('SIGTERM');
    assert.equal(await exitCode(worker), 0);
  });

  it('refuses an unknown command with a non-zero exit', async () => {
    const result = await runCli(['frobnicate'], {});
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /Unknown command/);
  });
});
