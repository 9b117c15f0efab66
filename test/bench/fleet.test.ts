import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';

/**
 * `npm run bench:fleet -- --quick` (issue 38), on the test database's dialect, against the sources: the
 * harness seeds, polls and drains, every run is handed out once and completed, and the table is
 * printed. Nothing here looks at how fast: the figures go to docs/performance.md.
 */
const ROOT = join(import.meta.dirname, '../..');
const db = process.env.SERVICE_TEST_DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';

function runFleet(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'bench/fleet.ts'), '--quick', '--server', 'tsx', '--db', db],
      { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the fleet benchmark in quick mode', () => {
  it('drains every queued run once through the polling runtimes and prints its table', async () => {
    const { code, stdout, stderr } = await runFleet();
    assert.equal(code, 0, stderr);
    assert.match(stderr, new RegExp(`${db}: all 40 runs completed once`));
    assert.match(stdout, /\| Database \| Runtimes \| Agents \| Runs \|/);
    assert.match(
      stdout,
      new RegExp(`\\| ${db === 'sqlite' ? 'SQLite' : 'PostgreSQL'} \\| 10 \\| 5 \\| 40 \\| 0 \\|`),
    );
  });
});
