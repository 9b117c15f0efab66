import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { client, startTestApp, type TestApp } from '../helpers/app.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';
import { CLI_ENTRY } from '../helpers/cli.js';
import { openEventStream } from '../helpers/sse.js';
import { processExists, Relay, waitFor } from '../helpers/runner-process.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The script the runner runs: records what it was given, then behaves as the run's issue title asks. */
const SCRIPT = `#!/bin/sh
out="$OUT_DIR/$SERVICE_RUN_ID"
cat > "$out.stdin"
pwd > "$out.pwd"
ls -A | wc -l | tr -d ' ' > "$out.entries"
env > "$out.env"
touch "$out.started"
echo "some progress output"
case "$SERVICE_ISSUE_TITLE" in
  fail*)
    echo "cc: src/main.c:3: expected ';'" >&2
    echo '{"error": "The build broke.", "usage": {"output_tokens": 7}}'
    exit 3 ;;
  talk*)
    echo "first line"
    echo "a warning about $AGENT_SECRET" >&2
    while [ ! -f "$out.go" ]; do sleep 0.1; done
    echo "last line" ;;
  hang*)
    sleep 300 &
    echo $! > "$out.childpid"
    echo $$ > "$out.pid"
    wait ;;
  wait*)
    i=0
    while [ ! -f "$out.go" ] && [ $i -lt 600 ]; do touch "$out.alive"; sleep 0.1; i=$((i+1)); done
    echo '{"summary": "Finished after waiting."}' ;;
  *)
    touch made-by-command.txt
    printf '{"summary": "Fixed %s and added tests.", "changed_paths": ["src/fix.ts"], "usage": {"input_tokens": 120, "cost_usd": 0.02}, "deliveries": [{"type": "pull_request", "url": "https://github.com/acme/web/pull/5", "state": "open", "title": "Fix %s"}]}\\n' "$SERVICE_ISSUE" "$SERVICE_ISSUE" ;;
esac
`;

interface RunnerProcess {
  child: ChildProcess;
  stderr: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
after(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startRunner(
  url: string,
  token: string,
  outDir: string,
  extra: string[] = [],
  env: Record<string, string> = {},
): RunnerProcess {
  const scriptPath = join(outDir, 'agent.sh');
  writeFileSync(scriptPath, SCRIPT, { mode: 0o755 });
  const child = spawn(
    process.execPath,
    [
      ...CLI_ENTRY,
      'runner',
      '--url',
      url,
      '--exec',
      `sh ${scriptPath}`,
      '--poll-seconds',
      '0.2',
      '--max-backoff-seconds',
      '0.5',
      ...extra,
    ],
    {
      cwd: ROOT,
      // The runtime token in the environment: never in the arguments (decisions §11.6).
      env: {
        ...process.env,
        SERVICE_LOG_LEVEL: 'info',
        OUT_DIR: outDir,
        SERVICE_RUNTIME_TOKEN: token,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stderr: () => stderr, exited };
}

describe('tandem runner (reference runner) against a live server', async () => {
  const app = await startTestApp();

  async function scene(title = 'Fix the pager', agentOverrides: Parameters<typeof buildAgent>[2] = {}) {
    const s = await buildScene(app.db);
    const agent = await buildAgent(app.db, s.workspace, {
      instructions: 'TOP-SECRET-INSTRUCTIONS',
      custom_env: JSON.stringify({ AGENT_SECRET: 'env-secret-value' }),
      ...agentOverrides,
    });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace, { title });
    const api = client(app, s.token);
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    const queue = async (issueRef = identifier) =>
      (await api.post(`/issues/${issueRef}/runs`, { agent_id: agent.id })).body.data as { id: string };
    const outDir = mkdtempSync(join(tmpdir(), 'tandem-runner-test-'));
    return { ...s, agent, runtime, issue, identifier, api, queue, outDir };
  }

  const runStatus = async (app: TestApp, token: string, id: string) =>
    (await client(app, token).get(`/runs/${id}?include=artifacts`)).body.data;

  it('claims, runs COMMAND in a fresh directory with the context, reports, and stops on SIGTERM', async () => {
    const s = await scene();
    const runner = startRunner(app.baseUrl, s.runtime.token, s.outDir, ['--sandbox', 'limits'], {
      SERVICE_RUNTIME_TOKEN: s.runtime.token,
    });
    const first = await s.queue();
    const done = await waitFor('the run to complete', async () => {
      const run = await runStatus(app, s.token, first.id);
      return run.status === 'completed' ? run : null;
    });
    assert.equal(done.summary, `Fixed ${s.identifier} and added tests.`);
    assert.equal(done.attempts, 1);
    assert.ok(done.started_at && done.finished_at);
    assert.deepEqual(done.usage, {
      input_tokens: 120,
      output_tokens: null,
      cached_tokens: null,
      cache_write_tokens: null,
      cost_usd: 0.02,
    });
    assert.equal(done.artifacts.length, 1);
    assert.equal(done.artifacts[0].title, `Fix ${s.identifier}`);
    assert.deepEqual(done.artifacts[0].claim_check, [
      {
        claim: 'tests',
        says: `Fixed ${s.identifier} and added tests.`,
        found: 'The one changed path is not a test file.',
      },
    ]);

    // What COMMAND was given.
    const out = join(s.outDir, first.id);
    const context = JSON.parse(readFileSync(`${out}.stdin`, 'utf8'));
    assert.equal(context.run.id, first.id);
    assert.equal(context.issue.id, s.identifier);
    assert.equal(context.agent.instructions, 'TOP-SECRET-INSTRUCTIONS');
    const env = readFileSync(`${out}.env`, 'utf8');
    assert.match(env, new RegExp(`^SERVICE_RUN_ID=${first.id}$`, 'm'));
    assert.match(env, new RegExp(`^SERVICE_ISSUE=${s.identifier}$`, 'm'));
    assert.match(env, /^AGENT_SECRET=env-secret-value$/m);
    assert.match(env, /^SERVICE_CONTEXT_FILE=/m);
    assert.doesNotMatch(env, /tdmr_/, 'the runtime token never reaches COMMAND');
    assert.equal(readFileSync(`${out}.entries`, 'utf8').trim(), '0', 'the working directory starts empty');
    const workdir = readFileSync(`${out}.pwd`, 'utf8').trim();
    assert.ok(!existsSync(workdir), 'the working directory is removed afterwards');

    // A failing COMMAND fails the run with what it reported; each run gets its own directory.
    const failing = await buildIssue(app.db, s.workspace, { title: 'fail please' });
    const second = await s.queue(String(failing.id));
    const failed = await waitFor('the run to fail', async () => {
      const run = await runStatus(app, s.token, second.id);
      return run.status === 'failed' ? run : null;
    });
    assert.equal(
      failed.error,
      "The build broke.\n\nLast lines of standard error:\ncc: src/main.c:3: expected ';'",
    );
    assert.equal(failed.usage.output_tokens, 7);
    assert.notEqual(readFileSync(join(s.outDir, `${second.id}.pwd`), 'utf8').trim(), workdir);

    const agents = (await s.api.get('/agents')).body.data;
    assert.deepEqual(agents[0].runtime, {
      id: s.runtime.id,
      name: agents[0].runtime.name,
      online: true,
      sandbox: 'limits',
    });

    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
    const logs = runner.stderr();
    assert.match(logs, /run claimed/);
    assert.match(logs, /run reported/);
    // It says at start which level of separation is in force (decisions §12.5).
    assert.match(logs, /"sandbox":"limits".*sandbox: limits \(as declared by this machine/);
    for (const secret of [
      s.runtime.token,
      'TOP-SECRET-INSTRUCTIONS',
      'env-secret-value',
      'tdml_',
      'some progress output',
    ]) {
      assert.ok(!logs.includes(secret), `the log shows ${secret}`);
    }
  });

  it('streams the transcript while COMMAND runs, stdout and stderr, with the custom environment masked', async () => {
    const s = await scene('talk while waiting');
    const runner = startRunner(app.baseUrl, s.runtime.token, s.outDir);
    const run = await s.queue();
    const transcript = async () =>
      ((await s.api.get(`/runs/${run.id}/log`)).body.data as { stream: string; text: string }[]).map(
        (line) => [line.stream, line.text],
      );
    const early = await waitFor('the first lines', async () => {
      const lines = await transcript();
      return lines.length >= 3 ? lines : null;
    });
    assert.equal((await runStatus(app, s.token, run.id)).status, 'running');
    assert.deepEqual(early.sort(), [
      ['stderr', 'a warning about ••••'],
      ['stdout', 'first line'],
      ['stdout', 'some progress output'],
    ]);
    writeFileSync(join(s.outDir, `${run.id}.go`), '');
    await waitFor(
      'the run to complete',
      async () => (await runStatus(app, s.token, run.id)).status === 'completed',
    );
    const all = await transcript();
    assert.deepEqual(all.at(-1), ['stdout', 'last line']);
    assert.ok(!JSON.stringify(all).includes('env-secret-value'));
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('the transcript reaches a reader of the live stream while COMMAND is still running', async () => {
    const s = await scene('talk while waiting');
    const run = await s.queue();
    const stream = await openEventStream(app.baseUrl, `/runs/${run.id}/log/stream`, s.token);
    assert.equal(stream.status, 200);
    const runner = startRunner(app.baseUrl, s.runtime.token, s.outDir);
    const lines = () =>
      stream.events.filter((e) => e.event === 'line').map((e) => [e.data.stream, e.data.text]);
    await stream.until(() => lines().length >= 3, 'the first lines', 20_000);
    assert.deepEqual(lines().sort(), [
      ['stderr', 'a warning about ••••'],
      ['stdout', 'first line'],
      ['stdout', 'some progress output'],
    ]);
    assert.equal(stream.events.filter((e) => e.event === 'run').at(-1)!.data.status, 'running');
    assert.ok(!existsSync(join(s.outDir, `${run.id}.go`)), 'COMMAND is still waiting');
    writeFileSync(join(s.outDir, `${run.id}.go`), '');
    await stream.until(
      () => stream.events.some((e) => e.event === 'run' && e.data.status === 'completed'),
      'the completed run',
      20_000,
    );
    assert.deepEqual(lines().at(-1), ['stdout', 'last line']);
    stream.close();
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('three issues in a dependency chain run in order, each woken when its blocker is done', async () => {
    const s = await scene('Chain link one', { max_concurrent_tasks: 3 });
    const second = await buildIssue(app.db, s.workspace, { title: 'Chain link two' });
    const third = await buildIssue(app.db, s.workspace, { title: 'Chain link three' });
    const [a, b, c] = [s.issue, second, third].map((i) => `${s.workspace.issue_prefix}-${i.number}`) as [
      string,
      string,
      string,
    ];
    assert.equal((await s.api.patch(`/issues/${b}`, { blocked_by: [a] })).status, 200);
    assert.equal((await s.api.patch(`/issues/${c}`, { blocked_by: [b] })).status, 200);
    // Queued last link first, so that only the dependencies decide the order.
    const runC = await s.queue(c);
    const runB = await s.queue(b);
    const runA = await s.queue(a);
    const runner = startRunner(app.baseUrl, s.runtime.token, s.outDir, ['--concurrency', '3']);
    const status = async (id: string) => (await runStatus(app, s.token, id)).status as string;
    await waitFor('the first link to complete', async () => (await status(runA.id)) === 'completed');
    await sleep(600);
    assert.equal(await status(runB.id), 'queued', 'the second waits for the first to be done');
    assert.equal(await status(runC.id), 'queued');
    const waiting = await runStatus(app, s.token, runB.id);
    assert.equal(waiting.waiting_reason, 'dependencies');
    assert.match(waiting.waiting_message, new RegExp(`Waiting until ${a} is done`));

    await s.api.patch(`/issues/${a}`, { status: 'done' });
    await waitFor('the second link to complete', async () => (await status(runB.id)) === 'completed');
    await sleep(600);
    assert.equal(await status(runC.id), 'queued');
    await s.api.patch(`/issues/${b}`, { status: 'done' });
    await waitFor('the third link to complete', async () => (await status(runC.id)) === 'completed');

    const started = await Promise.all(
      [runA, runB, runC].map(async (run) => (await runStatus(app, s.token, run.id)).started_at as string),
    );
    assert.deepEqual([...started].sort(), started, 'started in the order of the chain');
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('on SIGTERM claims nothing more, lets the run in hand finish, keeps its lease alive, then exits', async () => {
    const s = await scene('wait for the go file');
    const runner = startRunner(app.baseUrl, s.runtime.token, s.outDir, [
      '--grace-seconds',
      '60',
      '--lease-seconds',
      '10',
    ]);
    const run = await s.queue();
    await waitFor('COMMAND to start', () => existsSync(join(s.outDir, `${run.id}.started`)));
    assert.equal((await runStatus(app, s.token, run.id)).status, 'running');
    const leaseAt = async () =>
      (
        await app.db
          .selectFrom('runs')
          .select('lease_expires_at')
          .where('id', '=', run.id)
          .executeTakeFirstOrThrow()
      ).lease_expires_at;
    const firstLease = await leaseAt();
    await waitFor(
      'the lease to be extended',
      async () => ((await leaseAt()) ?? '') > (firstLease ?? ''),
      10_000,
    );

    runner.child.kill('SIGTERM');
    await sleep(300);
    const later = await s.queue();
    await sleep(600);
    assert.equal(
      (await runStatus(app, s.token, later.id)).status,
      'queued',
      'a stopping runner claims nothing',
    );
    writeFileSync(join(s.outDir, `${run.id}.go`), '');
    assert.equal(await runner.exited, 0);
    const finished = await runStatus(app, s.token, run.id);
    assert.equal(finished.status, 'completed');
    assert.equal(finished.summary, 'Finished after waiting.');
    assert.equal((await runStatus(app, s.token, later.id)).status, 'queued');
  });

  it('on SIGTERM past the grace period stops COMMAND and releases the run back to the queue', async () => {
    const s = await scene('wait forever');
    const runner = startRunner(app.baseUrl, s.runtime.token, s.outDir, ['--grace-seconds', '0.5']);
    const run = await s.queue();
    await waitFor('COMMAND to start', () => existsSync(join(s.outDir, `${run.id}.started`)));
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
    const released = await runStatus(app, s.token, run.id);
    assert.equal(released.status, 'queued');
    assert.equal(released.attempts, 0);
    assert.match(runner.stderr(), /run released/);
    // COMMAND (and what it started) was stopped: it stops touching its file.
    rmSync(join(s.outDir, `${run.id}.alive`), { force: true });
    await sleep(500);
    assert.ok(!existsSync(join(s.outDir, `${run.id}.alive`)), 'COMMAND is still running');
  });

  it('survives a lost connection, retrying with backoff', async () => {
    const s = await scene();
    const relay = new Relay(Number(new URL(app.baseUrl).port));
    await relay.open();
    const runner = startRunner(`http://127.0.0.1:${relay.port}`, s.runtime.token, s.outDir);
    await waitFor('the runner to register', async () => /runner registered/.test(runner.stderr()));
    await relay.cut();
    const run = await s.queue();
    await waitFor('a retry', async () => /retrying/.test(runner.stderr()), 10_000);
    assert.equal((await runStatus(app, s.token, run.id)).status, 'queued');
    await relay.open();
    const done = await waitFor('the run to complete', async () => {
      const current = await runStatus(app, s.token, run.id);
      return current.status === 'completed' ? current : null;
    });
    assert.equal(done.attempts, 1);
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
    await relay.cut();
  });

  it('stops COMMAND and reports nothing when the server took the lease away', async () => {
    const s = await scene('wait for the go file');
    const runner = startRunner(app.baseUrl, s.runtime.token, s.outDir, ['--lease-seconds', '10']);
    const run = await s.queue();
    await waitFor('COMMAND to start', () => existsSync(join(s.outDir, `${run.id}.started`)));
    // As if the lease had expired and the run had been handed to somebody else.
    await app.db
      .updateTable('runs')
      .set({ lease_token_digest: 'someone-else' })
      .where('id', '=', run.id)
      .execute();
    await waitFor('the runner to notice', async () => /lease lost/.test(runner.stderr()), 10_000);
    await sleep(500);
    assert.equal((await runStatus(app, s.token, run.id)).status, 'running', 'nothing was reported');
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('exits with an error when its token is refused', async () => {
    const s = await scene();
    const withApiToken = startRunner(app.baseUrl, s.token, s.outDir);
    assert.equal(await withApiToken.exited, 1);
    assert.match(withApiToken.stderr(), /refused the runtime token \(403\)/);
    assert.ok(!withApiToken.stderr().includes(s.token));
    const revoked = await buildRuntime(app.db, s.workspace);
    await app.db
      .updateTable('agent_runtimes')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', revoked.id)
      .execute();
    const withRevoked = startRunner(app.baseUrl, revoked.token, s.outDir);
    assert.equal(await withRevoked.exited, 1);
    assert.match(withRevoked.stderr(), /\(401\)/);
  });
});

describe('tandem runner with a short lease (runners that fail fast)', async () => {
  // Retried at once: the backoff after a lost runner (decisions, issue 38) is not what this test is about.
  const app = await startTestApp({ SERVICE_RUN_LEASE_SECONDS: '3', SERVICE_RUN_RETRY_BACKOFF_SECONDS: '0' });

  it('a runner killed with SIGKILL: its COMMAND is stopped and its run handed out again within the lease', async () => {
    const s = await buildScene(app.db);
    const agent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 1 });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace, { title: 'hang around' });
    const api = client(app, s.token);
    const outDir = mkdtempSync(join(tmpdir(), 'tandem-runner-test-'));
    const run = (await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body.data as {
      id: string;
    };
    // Both runners ask for 10 s leases (the least a runner may ask): with the server's 3 s one a runner
    // must stop COMMAND whenever a renewal takes over a second (lease.ts), which a busy machine does.
    const first = startRunner(app.baseUrl, runtime.token, outDir, ['--lease-seconds', '10']);
    const out = join(outDir, run.id);
    const pidOf = (file: string) => Number(readFileSync(file, 'utf8').trim());
    await waitFor('COMMAND to start', () => existsSync(`${out}.childpid`) && existsSync(`${out}.pid`));
    const [shell, grandchild] = [pidOf(`${out}.pid`), pidOf(`${out}.childpid`)];
    assert.ok(processExists(shell) && processExists(grandchild));
    rmSync(`${out}.pid`);

    first.child.kill('SIGKILL');
    await first.exited;
    await waitFor(
      'COMMAND and what it started to be gone',
      () => !processExists(shell) && !processExists(grandchild),
    );

    // Another runner of the same runtime: the agent (one task at a time) is free again once the 10 s
    // lease lapsed, not after 120 s, and the run is claimed a second time.
    const second = startRunner(app.baseUrl, runtime.token, outDir, [
      '--grace-seconds',
      '0.2',
      '--lease-seconds',
      '10',
    ]);
    await waitFor('the run to be claimed again', () => existsSync(`${out}.pid`), 40_000);
    const again = (await api.get(`/runs/${run.id}`)).body.data;
    assert.equal(again.attempts, 2);
    assert.equal(again.status, 'running');
    const secondShell = pidOf(`${out}.pid`);
    const secondGrandchild = pidOf(`${out}.childpid`);

    second.child.kill('SIGTERM');
    assert.equal(await second.exited, 0);
    await waitFor(
      'the second COMMAND to be stopped',
      () => !processExists(secondShell) && !processExists(secondGrandchild),
    );
    const released = (await api.get(`/runs/${run.id}`)).body.data;
    assert.equal(released.status, 'queued');
    assert.equal(released.attempts, 1, 'a release gives its attempt back; the lapsed one stays counted');
  });
});
