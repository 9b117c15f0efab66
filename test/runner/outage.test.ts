import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
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
});
