import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { client, startTestApp } from '../helpers/app.js';
import { CLI_ENTRY } from '../helpers/cli.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** COMMAND: records its pid, then works until it is stopped. */
const SCRIPT = `#!/bin/sh
echo $$ > "$OUT_DIR/$SERVICE_RUN_ID.pid"
while true; do sleep 0.2; done
`;

const children: ChildProcess[] = [];
after(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Alive and not a zombie (a killed process whose parent went first may linger as one). */
function processExists(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function until<T>(what: string, probe: () => Promise<T | false> | T | false, limitMs = 120_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * decisions §11.4 end to end: the reference runner (src/runner) holding a run learns at its next lease
 * renewal that the run was canceled or timed out (409) and stops COMMAND's process group.
 */
describe('the reference runner and runs you control', async () => {
  const app = await startTestApp();

  async function running(agentOverrides: Parameters<typeof buildAgent>[2] = {}) {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace, agentOverrides);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const api = client(app, s.token);
    const outDir = mkdtempSync(join(tmpdir(), 'tandem-run-control-'));
    writeFileSync(join(outDir, 'agent.sh'), SCRIPT, { mode: 0o755 });
    const child = spawn(
      process.execPath,
      [
        ...CLI_ENTRY,
        'runner',
        '--url',
        app.baseUrl,
        '--exec',
        `sh ${join(outDir, 'agent.sh')}`,
        '--poll-seconds',
        '0.2',
        '--max-backoff-seconds',
        '0.5',
        '--lease-seconds',
        '10',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, OUT_DIR: outDir, SERVICE_RUNTIME_TOKEN: runtime.token },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    children.push(child);
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const run = (await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body.data as {
      id: string;
    };
    const pidFile = join(outDir, `${run.id}.pid`);
    const pid = await until(
      'COMMAND to start',
      () => existsSync(pidFile) && Number(readFileSync(pidFile, 'utf8')),
    ).catch(async (error: Error) => {
      const shown = await api.get(`/runs/${run.id}`);
      throw new Error(`${error.message}; the run: ${shown.text}; the runner said: ${log}`);
    });
    assert.ok(processExists(pid));
    return { api, run, pid, child };
  }

  it('a canceled run: the runner stops COMMAND', async () => {
    const { api, run, pid, child } = await running();
    const canceled = await api.post(`/runs/${run.id}/cancel`);
    assert.equal(canceled.status, 200, canceled.text);
    await until('COMMAND to be stopped', () => !processExists(pid));
    assert.equal((await api.get(`/runs/${run.id}`)).body.data.status, 'canceled');
    child.kill('SIGTERM');
  });

  it('a run past max_run_minutes: its renewal ends it as timed_out and the runner stops COMMAND', async () => {
    const { api, run, pid, child } = await running({ max_run_minutes: 1 });
    // As if it had been running for two minutes.
    const past = new Date(Date.now() - 120_000).toISOString();
    await app.db
      .updateTable('runs')
      .set({ started_at: past, dispatched_at: past })
      .where('id', '=', run.id)
      .execute();
    await until('COMMAND to be stopped', () => !processExists(pid));
    const shown = (await api.get(`/runs/${run.id}`)).body.data;
    assert.equal(shown.status, 'failed');
    assert.equal(shown.failure_reason, 'timed_out');
    child.kill('SIGTERM');
  });
});
