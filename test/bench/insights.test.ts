import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';

/**
 * `npm run bench:insights -- --quick`, against the sources on the test database's dialect: every insights
 * endpoint answers 2xx on a seeded workspace, and the figures come out as a table.
 */
const ROOT = join(import.meta.dirname, '../..');
const postgresUrl = process.env.SERVICE_TEST_DATABASE_URL?.startsWith('postgres')
  ? process.env.SERVICE_TEST_DATABASE_URL
  : null;

describe('npm run bench:insights -- --quick', () => {
  it('times every insights endpoint, each answering 2xx', async () => {
    const args = [
      '--quick',
      '--server',
      'tsx',
      ...(postgresUrl ? ['--db', 'postgres', '--postgres-url', postgresUrl] : []),
    ];
    const { code, stdout, stderr } = await new Promise<{
      code: number | null;
      stdout: string;
      stderr: string;
    }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/insights.ts'), ...args], {
        cwd: ROOT,
        env: process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('exit', (exit) => resolve({ code: exit, stdout: out, stderr: err }));
    });
    assert.equal(code, 0, stderr.slice(-3_000));
    for (const label of [
      'cycle-burnup',
      'throughput',
      'cycle-time',
      'time?group_by=person',
      'time?group_by=project&format=csv',
      'agent-cost?group_by=agent',
      'agent-cost?group_by=project&format=csv',
    ]) {
      assert.match(
        stdout,
        new RegExp(
          `\\| \`GET /insights/${label.replace(/[?]/g, '\\?')}\` \\| [\\d.]+ \\| [\\d.]+ \\| yes \\|`,
        ),
      );
    }
    assert.match(stdout, /2,000 issues, 20,000 history rows/);
    assert.match(stderr, /every insights endpoint answered 2xx/);
  });
});
