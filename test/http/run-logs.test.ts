import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOG_CUT_MARKER, MAX_LOG_BYTES } from '../../src/schemas/limits.js';
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

describe('run transcripts', async () => {
  const app = await startTestApp();

  async function claimedRun(agentOverrides: Parameters<typeof buildAgent>[2] = {}) {
    const s = await buildScene(app.db);
    const agent = await buildAgent(app.db, s.workspace, {
      custom_env: JSON.stringify({ API_KEY: 'sk-live-123456', SHORT: 'on' }),
      ...agentOverrides,
    });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    const api = client(app, s.token);
    const runner = daemon(app, runtime.token);
    const run = (await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body.data;
    const claim = (await runner.claim()).body.data;
    assert.equal(claim.run.id, run.id);
    const lease = claim.lease.token as string;
    const send = (lines: unknown[], fromLine?: number, token = lease) =>
      runner.post(`/runs/${run.id}/log`, {
        lease_token: token,
        ...(fromLine === undefined ? {} : { from_line: fromLine }),
        lines,
      });
    return { ...s, agent, api, runner, run, lease, send };
  }

  it('stores streamed lines in order, readable while the run goes on, with an `after` cursor and pages', async () => {
    const s = await claimedRun();
    const first = await s.send(
      [
        { stream: 'stdout', at: '2026-11-25T10:00:00.000Z', text: 'compiling' },
        { stream: 'stderr', text: 'warning: unused variable' },
      ],
      0,
    );
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(
      first.body.data.lines.map((l: any) => l.seq),
      [1, 2],
    );
    await s.send([{ stream: 'stdout', text: 'done' }], 2);

    const log = await s.api.get(`/runs/${s.run.id}/log`);
    assert.equal(log.status, 200);
    assert.equal((await s.api.get(`/runs/${s.run.id}`)).body.data.status, 'dispatched');
    assert.deepEqual(log.body.data[0], {
      seq: 1,
      attempt: 1,
      stream: 'stdout',
      at: '2026-11-25T10:00:00.000Z',
      text: 'compiling',
    });
    assert.deepEqual(
      log.body.data.map((l: any) => [l.seq, l.stream, l.text]),
      [
        [1, 'stdout', 'compiling'],
        [2, 'stderr', 'warning: unused variable'],
        [3, 'stdout', 'done'],
      ],
    );
    assert.equal(log.body.meta.total, 3);

    const after = await s.api.get(`/runs/${s.run.id}/log?after=1&per_page=1&page=2`);
    assert.deepEqual(
      after.body.data.map((l: any) => l.seq),
      [3],
    );
    assert.equal(after.body.meta.total, 2);
    assert.equal((await s.api.get(`/runs/${s.run.id}/log?since=1`)).status, 422);
  });

  it('stores a batch sent again (its answer was lost) once, and refuses a lost lease with 409', async () => {
    const s = await claimedRun();
    const batch = [
      { stream: 'stdout', text: 'one' },
      { stream: 'stdout', text: 'two' },
    ];
    await s.send(batch, 0);
    const again = await s.send([...batch, { stream: 'stdout', text: 'three' }], 0);
    assert.deepEqual(
      again.body.data.lines.map((l: any) => l.text),
      ['three'],
    );
    const log = await s.api.get(`/runs/${s.run.id}/log`);
    assert.deepEqual(
      log.body.data.map((l: any) => l.text),
      ['one', 'two', 'three'],
    );
    const lost = await s.send([{ stream: 'stdout', text: 'x' }], 3, 'tdml_wrong');
    assert.equal(lost.status, 409);
    const bad = await s.send([{ stream: 'stdin', text: 'x' }], 3);
    assert.equal(bad.status, 422);
    assert.ok(bad.body.errors);
  });

  it('masks the agent’s custom environment values (4 characters or more) before storing', async () => {
    const s = await claimedRun();
    await s.send([{ stream: 'stdout', text: 'key=sk-live-123456 mode on' }], 0);
    const [line] = (await s.api.get(`/runs/${s.run.id}/log`)).body.data;
    assert.equal(line.text, 'key=•••• mode on');
    const stored = await app.db.selectFrom('run_log_lines').select('text').execute();
    assert.ok(stored.every((row) => !row.text.includes('sk-live-123456')));
  });

  it('cuts a transcript at 5 MB with one marker line and keeps nothing after it', async () => {
    const s = await claimedRun();
    const big = 'x'.repeat(16_000);
    const perBatch = 60;
    let line = 0;
    while (line * big.length <= MAX_LOG_BYTES + big.length) {
      const lines = Array.from({ length: perBatch }, () => ({ stream: 'stdout', text: big }));
      const res = await s.send(lines, line);
      assert.equal(res.status, 200, res.text);
      line += perBatch;
    }
    await s.send([{ stream: 'stdout', text: 'after the cut' }], line);
    const { total } = (await s.api.get(`/runs/${s.run.id}/log?per_page=1`)).body.meta;
    const last = (await s.api.get(`/runs/${s.run.id}/log?after=${total - 1}`)).body.data;
    assert.deepEqual(
      last.map((l: any) => [l.stream, l.text]),
      [['runner', LOG_CUT_MARKER]],
    );
    assert.equal(total, Math.floor(MAX_LOG_BYTES / big.length) + 1);
  });

  it('ends a failed run’s error with the last lines of standard error', async () => {
    const s = await claimedRun();
    const lines = Array.from({ length: 30 }, (_, i) => ({ stream: 'stderr', text: `error line ${i + 1}` }));
    await s.send([{ stream: 'stdout', text: 'not in the error' }, ...lines], 0);
    const failed = await s.runner.post(`/runs/${s.run.id}/fail`, {
      lease_token: s.lease,
      error: 'Tests failed.',
    });
    assert.equal(failed.status, 200, failed.text);
    const error = failed.body.data.error as string;
    assert.ok(error.startsWith('Tests failed.\n\nLast lines of standard error:\nerror line 11\n'), error);
    assert.ok(error.endsWith('error line 30'));
    assert.ok(!error.includes('not in the error'));
    assert.ok(!error.includes('error line 10\n'));
  });

  it('shows a run’s transcript with the run’s visibility: 404 for a private agent of someone else', async () => {
    const s = await buildScene(app.db);
    const colleague = await buildMember(app.db, s.workspace);
    const colleagueToken = await buildToken(app.db, s.workspace, colleague);
    const secret = await buildAgent(app.db, s.workspace, {
      visibility: 'private',
      owner_user_id: colleague.id,
    });
    const issue = await buildIssue(app.db, s.workspace);
    const run = (
      await client(app, colleagueToken.token).post(`/issues/${issue.id}/runs`, { agent_id: secret.id })
    ).body.data;
    assert.equal((await client(app, s.token).get(`/runs/${run.id}/log`)).status, 404);
    assert.equal((await client(app, colleagueToken.token).get(`/runs/${run.id}/log`)).status, 200);
    assert.equal((await client(app, s.token).get(`/runs/NOT-A-ULID/log`)).status, 404);
  });
});
