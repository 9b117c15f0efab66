import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { recordEvents, recordedEvents } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';
import { killRunners, processExists, Relay, startRunnerProcess, waitFor } from '../helpers/runner-process.js';

/**
 * Work done once (decisions §11.5), against the real server and the reference runner: a runner that
 * cannot renew stops its COMMAND before the lease can expire, a frozen runner neither lets its COMMAND
 * work on nor reports after another runner redid the run, a refused lease (a canceled run) ends
 * COMMAND's whole process group, and a runner killed between COMMAND's end and its report sends the
 * saved report when started again instead of the run being done twice.
 */

/**
 * The agent: counts its starts, records its shell's pid, then, as the issue title says, either hangs
 * (ignoring SIGTERM, with a grandchild) or works until a `go` file appears and reports.
 */
const SCRIPT = `#!/bin/sh
out="$OUT_DIR/$SERVICE_RUN_ID"
echo x >> "$out.starts"
echo $$ > "$out.pid"
case "$SERVICE_ISSUE_TITLE" in
  hang*)
    trap '' TERM
    sleep 300 &
    echo $! > "$out.childpid"
    touch "$out.started"
    wait ;;
  *)
    touch "$out.started"
    while [ ! -f "$out.go" ]; do touch "$out.alive"; sleep 0.1; done
    echo done > "$out.finished"
    echo '{"summary": "Did the work once."}' ;;
esac
`;

after(killRunners);

// The machine running these tests may be slow to start processes: waits are generous, and only the
// contract's own bounds (before the lease's expiry; a cancel within 10 s) are asserted as times.
const SLOW = 90_000;

describe('work done once with the reference runner', async () => {
  const app = await startTestApp();

  async function scene(title: string) {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 1 });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace, { title });
    await recordEvents(app.db, s.workspace);
    const api = client(app, s.token);
    const run = (await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body.data as {
      id: string;
    };
    return { ...s, agent, runtime, issue, api, run };
  }

  /** A runner with its own directory for what the agent writes, and the agent script in it. */
  function runner(url: string, token: string, args: string[] = []) {
    const outDir = mkdtempSync(join(tmpdir(), 'tandem-fencing-'));
    writeFileSync(join(outDir, 'agent.sh'), SCRIPT, { mode: 0o755 });
    const process = startRunnerProcess(url, token, `sh ${join(outDir, 'agent.sh')}`, args, {
      OUT_DIR: outDir,
    });
    return { ...process, outDir };
  }

  const fileOf = (dir: string, runId: string, suffix: string) => join(dir, `${runId}.${suffix}`);
  const pidIn = (file: string) => Number(readFileSync(file, 'utf8').trim());
  const leaseExpiry = async (runId: string) =>
    Date.parse(
      (
        await app.db
          .selectFrom('runs')
          .select('lease_expires_at')
          .where('id', '=', runId)
          .executeTakeFirstOrThrow()
      ).lease_expires_at!,
    );

  // Polled from the database: polling the API this long would meet its rate limit.
  const statusOf = async (runId: string) =>
    (await app.db.selectFrom('runs').select('status').where('id', '=', runId).executeTakeFirstOrThrow())
      .status;

  /** What the run left: time entries, comments it posted, events of its end. */
  async function traces(s: Awaited<ReturnType<typeof scene>>) {
    const entries = await app.db
      .selectFrom('time_entries')
      .select('id')
      .where('run_id', '=', s.run.id)
      .execute();
    const comments = await app.db
      .selectFrom('comments')
      .select('id')
      .where('from_run_id', '=', s.run.id)
      .execute();
    const ends = (await recordedEvents(app.db, s.workspace))
      .map((e) => e.event)
      .filter((event) => event === 'run.completed' || event === 'run.failed');
    return { entries: entries.length, comments: comments.length, ends };
  }

  it('a canceled run: the runner ends COMMAND, its child and grandchild, within 10 s and reports nothing', async () => {
    const s = await scene('hang on');
    const r = runner(app.baseUrl, s.runtime.token);
    await waitFor('COMMAND to start', () => existsSync(fileOf(r.outDir, s.run.id, 'started')), SLOW);
    const shell = pidIn(fileOf(r.outDir, s.run.id, 'pid'));
    const grandchild = pidIn(fileOf(r.outDir, s.run.id, 'childpid'));
    assert.ok(processExists(shell) && processExists(grandchild));

    // What a cancel does to the run (POST /runs/{ulid}/cancel): from here its lease calls answer 409.
    const canceledAt = Date.now();
    await app.db
      .updateTable('runs')
      .set({ status: 'canceled', finished_at: new Date().toISOString() })
      .where('id', '=', s.run.id)
      .execute();
    await waitFor(
      'the process group to be gone',
      () => !processExists(shell) && !processExists(grandchild),
      10_000,
    );
    assert.ok(Date.now() - canceledAt < 10_000, 'within 10 s of the cancel, SIGTERM ignored and all');
    assert.match(r.stderr(), /lease lost; stopping COMMAND/);
    assert.match(r.stderr(), /the run was canceled/);

    r.child.kill('SIGTERM');
    assert.equal(await r.exited, 0);
    assert.doesNotMatch(r.stderr(), /run reported/);
    assert.equal((await s.api.get(`/runs/${s.run.id}`)).body.data.status, 'canceled');
    assert.deepEqual(await traces(s), { entries: 0, comments: 0, ends: [] });
  });

  it('a runner that cannot renew stops COMMAND before its lease can expire, and reports nothing', async () => {
    const s = await scene('hang on');
    const relay = new Relay(Number(new URL(app.baseUrl).port));
    await relay.open();
    const r = runner(`http://127.0.0.1:${relay.port}`, s.runtime.token, ['--lease-seconds', '10']);
    await waitFor('COMMAND to start', () => existsSync(fileOf(r.outDir, s.run.id, 'started')), SLOW);
    const shell = pidIn(fileOf(r.outDir, s.run.id, 'pid'));
    const grandchild = pidIn(fileOf(r.outDir, s.run.id, 'childpid'));

    await relay.cut();
    const expiresAt = await leaseExpiry(s.run.id);
    await waitFor(
      'the process group to be gone',
      () => !processExists(shell) && !processExists(grandchild),
      SLOW,
    );
    assert.ok(Date.now() < expiresAt, 'stopped (SIGKILL included) before the lease could expire');
    assert.ok(Date.now() < (await leaseExpiry(s.run.id)), 'no renewal got through meanwhile');
    assert.match(r.stderr(), /lease lost; stopping COMMAND/);

    r.child.kill('SIGTERM');
    await r.exited;
    assert.doesNotMatch(r.stderr(), /run reported/);
    assert.deepEqual(await traces(s), { entries: 0, comments: 0, ends: [] });
  });

  it('a frozen runner (SIGSTOP) past its lease: COMMAND stopped in time, the run redone once elsewhere, nothing reported on waking', async () => {
    const s = await scene('work until told');
    const frozen = runner(app.baseUrl, s.runtime.token, ['--lease-seconds', '10']);
    await waitFor('COMMAND to start', () => existsSync(fileOf(frozen.outDir, s.run.id, 'started')), SLOW);
    const shell = pidIn(fileOf(frozen.outDir, s.run.id, 'pid'));

    frozen.child.kill('SIGSTOP');
    const expiresAt = await leaseExpiry(s.run.id);
    await waitFor('the frozen runner’s COMMAND to be stopped', () => !processExists(shell), SLOW);
    assert.ok(Date.now() < expiresAt, 'its watchdog stopped it before the lease could expire');
    const lastTouch = statSync(fileOf(frozen.outDir, s.run.id, 'alive')).mtimeMs;
    assert.ok(lastTouch < expiresAt, 'it did no work past the lease');

    // Another runner takes the run over once the lease lapsed, and does it.
    const other = runner(app.baseUrl, s.runtime.token);
    await waitFor(
      'the run to be claimed again',
      () => existsSync(fileOf(other.outDir, s.run.id, 'started')),
      SLOW,
    );
    writeFileSync(fileOf(other.outDir, s.run.id, 'go'), '');
    await waitFor('the run to complete', async () => (await statusOf(s.run.id)) === 'completed', SLOW);
    const done = (await s.api.get(`/runs/${s.run.id}`)).body.data;
    assert.equal(done.attempts, 2);

    // The frozen runner wakes: it must notice it overslept, and neither work on nor report.
    writeFileSync(fileOf(frozen.outDir, s.run.id, 'go'), '');
    frozen.child.kill('SIGCONT');
    await waitFor('the woken runner to give the run up', () => /lease lost/.test(frozen.stderr()), SLOW);
    frozen.child.kill('SIGTERM');
    assert.equal(await frozen.exited, 0);
    assert.doesNotMatch(frozen.stderr(), /run reported/);
    assert.ok(!existsSync(fileOf(frozen.outDir, s.run.id, 'finished')), 'its COMMAND never finished');
    assert.equal(readFileSync(fileOf(frozen.outDir, s.run.id, 'starts'), 'utf8'), 'x\n');
    other.child.kill('SIGTERM');
    assert.equal(await other.exited, 0);
    assert.deepEqual(await traces(s), { entries: 1, comments: 1, ends: ['run.completed'] });
  });

  it('a frozen runner whose COMMAND ended on its own while it slept reports the work on waking, nobody having claimed the run since', async () => {
    const s = await scene('work until told');
    const frozen = runner(app.baseUrl, s.runtime.token, ['--lease-seconds', '10']);
    await waitFor('COMMAND to start', () => existsSync(fileOf(frozen.outDir, s.run.id, 'started')), SLOW);
    frozen.child.kill('SIGSTOP');
    writeFileSync(fileOf(frozen.outDir, s.run.id, 'go'), '');
    await waitFor('COMMAND to finish', () => existsSync(fileOf(frozen.outDir, s.run.id, 'finished')), SLOW);
    const expiresAt = await leaseExpiry(s.run.id);
    // Asleep past the lease (and past the watchdog's hold): the runner wakes with its deadline gone.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 1000));
    frozen.child.kill('SIGCONT');
    await waitFor('the run to complete', async () => (await statusOf(s.run.id)) === 'completed', SLOW);
    const done = (await s.api.get(`/runs/${s.run.id}`)).body.data;
    assert.equal(done.attempts, 1, `done once: ${frozen.stderr()}`);
    assert.equal(done.summary, 'Did the work once.');
    frozen.child.kill('SIGTERM');
    assert.equal(await frozen.exited, 0);
    assert.deepEqual(await traces(s), { entries: 1, comments: 1, ends: ['run.completed'] });
  });

  it('a runner killed between COMMAND’s end and its report sends the saved report when started again', async () => {
    const s = await scene('work until told');
    const stateDir = mkdtempSync(join(tmpdir(), 'tandem-runner-state-'));
    const relay = new Relay(Number(new URL(app.baseUrl).port));
    await relay.open();
    const url = `http://127.0.0.1:${relay.port}`;
    const first = runner(url, s.runtime.token, ['--state-dir', stateDir]);
    await waitFor('COMMAND to start', () => existsSync(fileOf(first.outDir, s.run.id, 'started')), SLOW);

    // The report cannot get through; the runner is killed while it tries.
    await relay.cut();
    writeFileSync(fileOf(first.outDir, s.run.id, 'go'), '');
    const reports = join(stateDir, 'reports');
    const saved = await waitFor(
      'the report to be saved',
      () => {
        if (!existsSync(reports)) return null;
        for (const key of readdirSync(reports)) {
          const file = join(reports, key, `${s.run.id}.json`);
          if (existsSync(file)) return file;
        }
        return null;
      },
      SLOW,
    );
    assert.equal(statSync(saved).mode & 0o777, 0o600, 'it holds the lease token: only its owner reads it');
    assert.equal(statSync(join(saved, '..')).mode & 0o777, 0o700);
    first.child.kill('SIGKILL');
    await first.exited;
    assert.equal((await s.api.get(`/runs/${s.run.id}`)).body.data.status, 'running', 'nothing was reported');

    await relay.open();
    const second = runner(url, s.runtime.token, ['--state-dir', stateDir]);
    await waitFor(
      'the saved report to complete the run',
      async () => (await statusOf(s.run.id)) === 'completed',
      SLOW,
    );
    const done = (await s.api.get(`/runs/${s.run.id}`)).body.data;
    assert.equal(done.summary, 'Did the work once.');
    assert.equal(done.attempts, 1, 'not handed out again');
    await waitFor('the saved report to be removed', () => !existsSync(saved), SLOW);
    second.child.kill('SIGTERM');
    assert.equal(await second.exited, 0);
    assert.match(second.stderr(), /sending a saved report/);
    assert.equal(readFileSync(fileOf(first.outDir, s.run.id, 'starts'), 'utf8'), 'x\n', 'COMMAND ran once');
    assert.ok(!existsSync(fileOf(second.outDir, s.run.id, 'starts')), 'and was not started again');
    assert.deepEqual(await traces(s), { entries: 1, comments: 1, ends: ['run.completed'] });
    await relay.cut();
  });
});
