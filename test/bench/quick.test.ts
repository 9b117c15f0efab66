import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import pg from 'pg';

/**
 * `npm run bench -- --quick`, as CI runs it (on the test database's dialect), against the sources:
 * every endpoint answers 2xx, the floor answers the same JSON, and nothing is left behind.
 */
const ROOT = join(import.meta.dirname, '../..');
const postgresUrl = process.env.SERVICE_TEST_DATABASE_URL?.startsWith('postgres')
  ? process.env.SERVICE_TEST_DATABASE_URL
  : null;

function runBench(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/run.ts'), ...args], {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids and database the run logged, to check they are gone. */
function leftovers(stderr: string): { pids: number[]; location: string } {
  const pids = [...stderr.matchAll(/\(pid (\d+)\)/g)].map((match) => Number(match[1]));
  const location = /seeding [\d,]+ issues into \w+ \((.+)\)/.exec(stderr)?.[1] ?? '';
  return { pids, location };
}

async function databaseExists(url: string): Promise<boolean> {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: postgresUrl! });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

const dbArgs = postgresUrl ? ['--db', 'postgres'] : [];

describe('npm run bench -- --quick', () => {
  it('measures every endpoint against the floor, answers 2xx everywhere, and cleans up', async () => {
    const { code, stdout, stderr } = await runBench([
      '--quick',
      '--server',
      'tsx',
      '--no-webhooks',
      ...dbArgs,
    ]);
    assert.equal(code, 0, stderr.slice(-3_000));
    for (const label of [
      'GET /issues/{id}',
      'GET /issues?per_page=25',
      'GET /issues?q=checkout',
      'GET /issues?label=backend&status=todo',
      'POST /issues',
      'POST /issues/{issue}/comments',
      'per_page=100&q=checkout',
      'per_page=100&label=backend',
    ]) {
      assert.ok(stdout.includes(`\`${label}\``), `${label} missing from\n${stdout}`);
    }
    assert.match(stdout, /\| Goal \| Measured \| Met \|/);
    assert.match(stderr, /every endpoint answered 2xx and the floor answered the same JSON/);

    const { pids, location } = leftovers(stderr);
    assert.equal(pids.length, 2, stderr);
    for (const pid of pids) assert.equal(alive(pid), false, `process ${pid} still running`);
    if (postgresUrl) assert.equal(await databaseExists(location), false, `${location} not dropped`);
    else assert.equal(existsSync(join(location, '..')), false, `${location} not removed`);
  });

  it('fails when the server under test answers anything but 2xx', async () => {
    // A stand-in for the compiled CLI: `serve` answers 500 to everything.
    const dir = mkdtempSync(join(tmpdir(), 'tandem-bench-fake-'));
    try {
      const fake = join(dir, 'cli-entry.js');
      writeFileSync(
        fake,
        `import { createServer } from 'node:http';
         const server = createServer((request, response) => {
           request.resume();
           response.writeHead(500, { 'content-type': 'application/json' });
           response.end('{"message":"broken"}');
         });
         server.listen(Number(process.env.SERVICE_PORT), process.env.SERVICE_HOST);
         process.once('SIGTERM', () => server.close(() => process.exit(0)));`,
      );
      const { code, stderr } = await runBench(['--quick', '--server', fake, '--no-webhooks', ...dbArgs]);
      assert.equal(code, 1, stderr.slice(-2_000));
      assert.match(stderr, /tandem GET \/issues\/\{id\}: \d+ non-2xx responses/);
      assert.match(stderr, /floor answers differently: GET \/issues\/\{id\}/);
      const { pids } = leftovers(stderr);
      for (const pid of pids) assert.equal(alive(pid), false, `process ${pid} still running`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
