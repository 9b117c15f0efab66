import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';
import { openEventStream } from '../helpers/sse.js';

describe('the live transcript stream of a run', async () => {
  const app = await startTestApp();

  async function claimedRun() {
    const s = await buildScene(app.db);
    const agent = await buildAgent(app.db, s.workspace, {
      custom_env: JSON.stringify({ API_KEY: 'sk-live-123456' }),
    });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const api = client(app, s.token);
    const runner = daemon(app, runtime.token);
    const run = (await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body.data;
    const claim = (await runner.claim()).body.data;
    const lease = claim.lease.token as string;
    let sent = 0;
    const send = async (lines: { stream: string; text: string }[]) => {
      const res = await runner.post(`/runs/${run.id}/log`, { lease_token: lease, from_line: sent, lines });
      assert.equal(res.status, 200, res.text);
      sent += lines.length;
    };
    return { ...s, agent, api, runner, run, lease, send };
  }

  it('sends the run, the lines so far, then each new line and each move as it happens', async () => {
    const s = await claimedRun();
    await s.send([{ stream: 'stdout', text: 'before the reader came' }]);
    const stream = await openEventStream(app.baseUrl, `/runs/${s.run.id}/log/stream`, s.token);
    assert.equal(stream.status, 200);
    assert.match(stream.headers.get('content-type') ?? '', /text\/event-stream/);
    assert.equal((await stream.next('run')).data.status, 'dispatched');
    const first = await stream.next('line');
    assert.equal(first.id, '1');
    assert.deepEqual(
      { seq: first.data.seq, stream: first.data.stream, text: first.data.text },
      { seq: 1, stream: 'stdout', text: 'before the reader came' },
    );

    await s.runner.start(s.run.id, s.lease);
    assert.equal((await stream.next('run', 1)).data.status, 'running');
    await s.send([
      { stream: 'stderr', text: 'warning: key sk-live-123456 in use' },
      { stream: 'stdout', text: 'still going' },
    ]);
    const second = await stream.next('line', 1);
    assert.deepEqual(
      [second.id, second.data.stream, second.data.text],
      ['2', 'stderr', 'warning: key •••• in use'],
    );
    assert.equal((await stream.next('line', 2)).data.text, 'still going');

    await s.runner.complete(s.run.id, s.lease, { summary: 'Done.', usage: { cost_usd: 0.5 } });
    const finished = await stream.next('run', 2);
    assert.equal(finished.data.status, 'completed');
    assert.equal(finished.data.usage.cost_usd, 0.5);
    assert.deepEqual(finished.data.artifacts, []);
    stream.close();
  });

  it('resumes after Last-Event-ID (or ?after=) without repeating lines', async () => {
    const s = await claimedRun();
    await s.send([
      { stream: 'stdout', text: 'one' },
      { stream: 'stdout', text: 'two' },
      { stream: 'stdout', text: 'three' },
    ]);
    const resumed = await openEventStream(app.baseUrl, `/runs/${s.run.id}/log/stream`, s.token, {
      'last-event-id': '2',
    });
    assert.equal((await resumed.next('line')).data.text, 'three');
    await s.send([{ stream: 'stdout', text: 'four' }]);
    assert.equal((await resumed.next('line', 1)).data.text, 'four');
    assert.equal(resumed.events.filter((e) => e.event === 'line').length, 2);
    resumed.close();

    const after = await openEventStream(app.baseUrl, `/runs/${s.run.id}/log/stream?after=3`, s.token);
    assert.equal((await after.next('line')).data.text, 'four');
    after.close();
  });

  it('sends a finished run after all its lines, so a reader may stop at the finished run', async () => {
    const s = await claimedRun();
    await s.runner.start(s.run.id, s.lease);
    await s.send([
      { stream: 'stdout', text: 'one' },
      { stream: 'stdout', text: 'two' },
    ]);
    assert.equal((await s.runner.complete(s.run.id, s.lease, { summary: 'Done.' })).status, 200);
    const stream = await openEventStream(app.baseUrl, `/runs/${s.run.id}/log/stream`, s.token);
    const finished = await stream.next('run');
    assert.equal(finished.data.status, 'completed');
    const order = stream.events.map((event) => event.event);
    assert.deepEqual(order.slice(0, order.indexOf('run') + 1), ['line', 'line', 'run']);
    stream.close();
  });

  it('is refused without a credential, for another workspace’s run, and ends when the token is revoked', async () => {
    const s = await claimedRun();
    assert.equal((await openEventStream(app.baseUrl, `/runs/${s.run.id}/log/stream`, null)).status, 401);
    const other = await buildScene(app.db);
    const outsider = await openEventStream(app.baseUrl, `/runs/${s.run.id}/log/stream`, other.token);
    assert.equal(outsider.status, 404);
    assert.equal((await openEventStream(app.baseUrl, `/runs/NOTAULID/log/stream`, s.token)).status, 404);
    assert.equal(
      (await openEventStream(app.baseUrl, `/runs/${s.run.id}/log/stream?after=x`, s.token)).status,
      422,
    );

    const member = await buildMember(app.db, s.workspace, { role: 'member' });
    const token = await buildToken(app.db, s.workspace, member);
    const stream = await openEventStream(app.baseUrl, `/runs/${s.run.id}/log/stream`, token.token);
    await stream.next('run');
    await app.db
      .updateTable('api_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', token.id)
      .execute();
    await s.send([{ stream: 'stdout', text: 'not for a revoked token' }]);
    await stream.waitForEnd();
    assert.equal(stream.events.filter((e) => e.event === 'line').length, 0);
  });
});
