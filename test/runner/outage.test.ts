import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sweepExpiredLeases } from '../../src/domain/runs/run-lifecycle.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';
import { killRunners, Relay, startRunnerProcess, waitFor } from '../helpers/runner-process.js';

/**
 * A runner back from a server outage (issue 38): the claim it kept retrying through the outage is
 * answered once the server is back, and the runner counts that claim's lease from the attempt that was
 * answered, so it runs it instead of throwing it away unreleased (which left the run to wait out its
 * lease and cost it an attempt).
 */
after(killRunners);

const SLOW = 90_000;

/** An HTTP proxy to the server that holds the first request whose path matches for `ms` before passing it on. */
async function delayingProxy(
  target: number,
  first: RegExp,
  ms: number,
): Promise<{ port: number; server: Server }> {
  let held = false;
  const server = createServer((incoming, answer) => {
    const forward = () => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: target,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (reply) => {
          answer.writeHead(reply.statusCode!, reply.headers);
          reply.pipe(answer);
        },
      );
      outgoing.on('error', () => answer.destroy());
      incoming.pipe(outgoing);
    };
    if (!held && first.test(incoming.url ?? '')) {
      held = true;
      setTimeout(forward, ms);
    } else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, server };
}

describe('the reference runner across a server outage', async () => {
  const app = await startTestApp();

  it('runs the claim answered after an outage longer than the safe part of its lease, once', async () => {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const relay = new Relay(Number(new URL(app.baseUrl).port));
    await relay.open();
    const runner = startRunnerProcess(
      `http://127.0.0.1:${relay.port}`,
      runtime.token,
      `echo '{"summary": "Done after the outage."}'`,
      // A 10 s lease is safe to start for 4 s after the claim was sent (6 s are kept to stop COMMAND).
      ['--lease-seconds', '10'],
    );
    await waitFor('the runner to register', () => runner.stderr().includes('runner registered'), SLOW);
    await sleep(500); // a few empty claims: the next one is sent as the outage begins
    await relay.cut();
    const run = (await client(app, s.token).post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body
      .data as { id: string };
    // Longer than those 4 s: the claim the runner keeps retrying was first sent before the outage.
    await sleep(6_000);
    await relay.open();
    const done = await waitFor(
      'the run to complete',
      async () => {
        const row = await app.db
          .selectFrom('runs')
          .select(['status', 'attempts'])
          .where('id', '=', run.id)
          .executeTakeFirstOrThrow();
        return row.status === 'completed' ? row : null;
      },
      SLOW,
    );
    assert.equal(done.attempts, 1, 'claimed once: not left to expire and claimed again');
    assert.doesNotMatch(runner.stderr(), /too little of the lease left/);
    console.error(runner.stderr());
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
    await relay.cut();
  });

  it('releases at once a claim it can no longer start safely, instead of leaving it to expire', async (t) => {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    // The first `start` answered 6 s late: of a 10 s lease, 4 s may pass before COMMAND starts.
    const proxy = await delayingProxy(Number(new URL(app.baseUrl).port), /\/runs\/[^/]+\/start$/, 6_000);
    t.after(() => {
      // Closed even when the test fails, so the file's process can end.
      proxy.server.closeAllConnections();
      proxy.server.close();
    });
    const runner = startRunnerProcess(
      `http://127.0.0.1:${proxy.port}`,
      runtime.token,
      `echo '{"summary": "Done on the second claim."}'`,
      ['--lease-seconds', '10'],
    );
    await waitFor('the runner to register', () => runner.stderr().includes('runner registered'), SLOW);
    const run = (await client(app, s.token).post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body
      .data as { id: string };
    const done = await waitFor(
      'the run to complete',
      async () => {
        const row = await app.db
          .selectFrom('runs')
          .select(['status', 'attempts', 'summary'])
          .where('id', '=', run.id)
          .executeTakeFirstOrThrow();
        return row.status === 'completed' ? row : null;
      },
      SLOW,
    );
    assert.match(runner.stderr(), /too little of the lease left to start/);
    assert.equal(done.attempts, 1, 'released with its attempt given back, not left to expire and retried');
    assert.equal(done.summary, 'Done on the second claim.');
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('reports the work COMMAND finished during an outage longer than the lease, which the server takes: done once', async (t) => {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const relay = new Relay(Number(new URL(app.baseUrl).port));
    await relay.open();
    t.after(() => relay.cut().catch(() => undefined));
    const began = join(mkdtempSync(join(tmpdir(), 'tandem-outage-')), 'began');
    const runner = startRunnerProcess(
      `http://127.0.0.1:${relay.port}`,
      runtime.token,
      `touch ${began}; sleep 2; echo '{"summary": "Finished during the outage."}'`,
      // A 20 s lease: COMMAND (2 s) ends well before the runner would stop it (14 s without renewal).
      ['--lease-seconds', '20'],
    );
    await waitFor('the runner to register', () => runner.stderr().includes('runner registered'), SLOW);
    const run = (await client(app, s.token).post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body
      .data as { id: string };
    const stored = () =>
      app.db
        .selectFrom('runs')
        .select(['status', 'attempts', 'summary'])
        .where('id', '=', run.id)
        .executeTakeFirstOrThrow();
    await waitFor('COMMAND to start', () => existsSync(began), SLOW);
    await relay.cut();
    // The outage outlasts the lease, and the server's sweep puts the run back in the queue meanwhile.
    await sleep(21_000);
    await sweepExpiredLeases(app.db, app.system, { settings: { maxAttempts: 3 } });
    assert.equal((await stored()).status, 'queued', 'the lease ran out while the runner was cut off');
    await relay.open();
    const done = await waitFor(
      'the late report',
      async () => {
        const row = await stored();
        return row.status === 'completed' ? row : null;
      },
      SLOW,
    );
    assert.equal(
      done.attempts,
      1,
      `the work finished during the outage counts: not done again\n${runner.stderr()}`,
    );
    assert.equal(done.summary, 'Finished during the outage.');
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });
});
