import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';
import { runCli } from '../helpers/cli.js';
import { killRunners, startRunnerProcess, waitFor } from '../helpers/runner-process.js';

/**
 * `tandem runner --agent claude-code|codex` end to end against the test app, with the stand-in
 * executables of test/fixtures/adapters/bin printing the tools' documented streams (decisions §12.6):
 * summary, usage, cost and session reported; usage reported while the run goes; the next run resumes
 * the session; a mention while the run goes becomes the next turn of its session (§12.8).
 */
const BIN = fileURLToPath(new URL('../fixtures/adapters/bin/', import.meta.url));

after(killRunners);

describe('tandem runner with the Claude Code and Codex adapters', async () => {
  const app = await startTestApp();

  async function scene(kind: 'claude-code' | 'codex', agentOverrides: Parameters<typeof buildAgent>[2] = {}) {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace, { model: null, ...agentOverrides });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace, { title: 'The pager drops the last page' });
    const api = client(app, s.token);
    const out = mkdtempSync(join(tmpdir(), 'tandem-adapter-e2e-'));
    const waitFile = join(out, 'go');
    const runner = (env: Record<string, string> = {}) =>
      startRunnerProcess(
        app.baseUrl,
        runtime.token,
        null,
        ['--agent', kind, '--agent-bin', join(BIN, kind === 'codex' ? 'codex.cjs' : 'claude.cjs')],
        { STANDIN_DIR: out, STANDIN_WAIT_FILE: waitFile, ...env },
      );
    const queue = async () =>
      (await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body.data as { id: string };
    const run = (id: string) =>
      app.db.selectFrom('runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const call = (n: number) => JSON.parse(readFileSync(join(out, `call-${n}.json`), 'utf8'));
    const finished = (id: string) =>
      waitFor('the run to end', async () => {
        const row = await run(id);
        return row.status === 'completed' || row.status === 'failed' ? row : null;
      });
    return {
      ...s,
      agent,
      issue,
      api,
      out,
      waitFile,
      runner,
      queue,
      run,
      call,
      finished,
      runtimeToken: runtime.token,
    };
  }

  it('Claude Code: usage while it runs, then summary, tokens, cost and session; the next run resumes', async () => {
    const s = await scene('claude-code');
    const runner = s.runner();
    const first = await s.queue();
    // The stand-in waits before its last line (the result) until the test saw the cost so far.
    const during = await waitFor('a usage report during the run', async () => {
      const row = await s.run(first.id);
      return row.status === 'running' && (row.cost_so_far_micros ?? 0) > 0 ? row : null;
    });
    assert.equal(during.finished_at, null);
    writeFileSync(s.waitFile, '');
    const done = await s.finished(first.id);
    assert.equal(done.status, 'completed', done.error ?? '');
    const view = (await s.api.get(`/runs/${first.id}`)).body.data;
    assert.equal(
      view.summary,
      'Fixed the off-by-one in lastPage (src/pager.ts): a partial last page is no longer dropped.',
    );
    assert.deepEqual(view.usage, {
      input_tokens: 12,
      output_tokens: 1460,
      cached_tokens: 53120,
      cache_write_tokens: 7340,
      cost_usd: 0.0874,
    });
    assert.equal(done.session_id, '8f0b6c3e-2f4a-4a53-9c1e-5d2b7f0a1c11');
    const log = (await s.api.get(`/runs/${first.id}/log?per_page=100`)).body.data.map((l: any) => l.text);
    assert.ok(log.includes('→ Read {"file_path":"/home/dev/acme-web/src/pager.ts"}'), log.join('\n'));
    assert.ok(log.includes('Claude Code finished (success): 5 turns, $0.0874'));
    assert.ok(
      !log.some((line: string) => line.startsWith('{"type"')),
      'the raw stream is not the transcript',
    );

    const firstCall = s.call(1);
    assert.equal(firstCall.argv[0], '-p');
    assert.match(firstCall.argv[1], /^You are working on issue .*: The pager drops the last page/);
    assert.ok(!firstCall.argv.includes('--resume'));

    const second = await s.queue();
    const next = await s.finished(second.id);
    assert.equal(next.status, 'completed');
    const secondCall = s.call(2);
    assert.deepEqual(
      secondCall.argv.slice(secondCall.argv.indexOf('--resume'), secondCall.argv.indexOf('--resume') + 2),
      ['--resume', '8f0b6c3e-2f4a-4a53-9c1e-5d2b7f0a1c11'],
    );
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('Claude Code: a mention while it runs is the next turn of the same session', async () => {
    const s = await scene('claude-code');
    const runner = s.runner({ STANDIN_FIXTURES: 'success.jsonl,steered.jsonl' });
    const queued = await s.queue();
    await waitFor('the first turn to start', () => existsSync(join(s.out, 'call-1.json')));
    const comment = await s.api.post(`/issues/${s.issue.id}/comments`, {
      body: `<p>@agent:${s.agent.id} Also add the fix to the CHANGELOG.</p>`,
    });
    assert.equal(comment.status, 201, comment.text);
    const waiting = await app.db
      .selectFrom('run_messages')
      .select(['run_id', 'delivered_at'])
      .where('comment_id', '=', comment.body.data.id)
      .execute();
    assert.deepEqual(waiting, [{ run_id: queued.id, delivered_at: null }]);
    writeFileSync(s.waitFile, '');

    const done = await s.finished(queued.id);
    assert.equal(done.status, 'completed', done.error ?? '');
    const resumed = s.call(2);
    assert.ok(resumed.argv.includes('--resume'));
    assert.equal(resumed.argv[resumed.argv.indexOf('--resume') + 1], '8f0b6c3e-2f4a-4a53-9c1e-5d2b7f0a1c11');
    assert.match(resumed.argv[1], /wrote:\n@agent:\d+ Also add the fix to the CHANGELOG\./);
    assert.equal(resumed.cwd, s.call(1).cwd, 'the same working directory');
    const view = (await s.api.get(`/runs/${queued.id}`)).body.data;
    assert.equal(view.summary, 'Added the fix to CHANGELOG.md as asked.');
    assert.equal(view.usage.cost_usd, 0.0995, 'both turns count');
    assert.equal(view.usage.output_tokens, 1460 + 140);
    const delivered = await app.db
      .selectFrom('run_messages')
      .select('delivered_at')
      .where('comment_id', '=', comment.body.data.id)
      .executeTakeFirstOrThrow();
    assert.ok(delivered.delivered_at);
    const runs = await app.db.selectFrom('runs').select('id').where('issue_id', '=', s.issue.id).execute();
    assert.equal(runs.length, 1, 'the mention queued no other run');
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('Codex: summary, tokens, a cost from the model price, the session, and resume on the next run', async () => {
    const s = await scene('codex', { model: 'gpt-5-codex', custom_args: JSON.stringify(['--full-auto']) });
    writeFileSync(s.waitFile, '');
    const runner = s.runner();
    const first = await s.queue();
    const done = await s.finished(first.id);
    assert.equal(done.status, 'completed', done.error ?? '');
    const view = (await s.api.get(`/runs/${first.id}`)).body.data;
    assert.equal(view.summary, 'Fixed lastPage in src/pager.ts (it rounds up now) and added a test.');
    assert.equal(view.usage.input_tokens, 315);
    assert.equal(view.usage.cached_tokens, 24448);
    assert.equal(view.usage.output_tokens, 122);
    assert.equal(view.usage.cost_usd, 0.00467, '315 × $1.25 + 24,448 × $0.125 + 122 × $10 per million');
    assert.equal(done.session_id, '0199a213-81c0-7800-8aa1-bbab2a035a53');
    const firstCall = s.call(1);
    assert.deepEqual(firstCall.argv.slice(0, 6), [
      'exec',
      '--json',
      '--skip-git-repo-check',
      '--model',
      'gpt-5-codex',
      '--full-auto',
    ]);

    const second = await s.queue();
    assert.equal((await s.finished(second.id)).status, 'completed');
    const argv = s.call(2).argv;
    assert.deepEqual(argv.slice(-3, -1), ['resume', '0199a213-81c0-7800-8aa1-bbab2a035a53']);
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('command: a mention while COMMAND runs runs it again with the messages and its session', async () => {
    const s = await scene('claude-code');
    const script = join(s.out, 'agent.sh');
    writeFileSync(
      script,
      `#!/bin/sh
if [ -z "$SERVICE_TURN" ]; then
  touch "$OUT_DIR/started"
  while [ ! -f "$OUT_DIR/go" ]; do sleep 0.1; done
  echo '{"summary": "First pass.", "session_id": "cmd-sess-1", "usage": {"output_tokens": 10, "cost_usd": 0.01}}'
else
  cp "$SERVICE_MESSAGES_FILE" "$OUT_DIR/messages-$SERVICE_TURN.json"
  printf '%s' "$SERVICE_PREVIOUS_SESSION_ID" > "$OUT_DIR/session-$SERVICE_TURN"
  printf '{"summary": "Read: %s", "session_id": "cmd-sess-2", "usage": {"output_tokens": 5, "cost_usd": 0.02}}\\n' "$SERVICE_COMMENT"
fi
`,
    );
    const runner = startRunnerProcess(app.baseUrl, s.runtimeToken, `sh ${script}`, [], { OUT_DIR: s.out });
    const queued = await s.queue();
    await waitFor('COMMAND to start', () => existsSync(join(s.out, 'started')));
    const comment = await s.api.post(`/issues/${s.issue.id}/comments`, {
      body: `<p>@agent:${s.agent.id} Use tabs.</p>`,
    });
    assert.equal(comment.status, 201, comment.text);
    writeFileSync(join(s.out, 'go'), '');
    const done = await s.finished(queued.id);
    assert.equal(done.status, 'completed', done.error ?? '');
    assert.equal(done.summary, `Read: @agent:${s.agent.id} Use tabs.`);
    assert.equal(done.session_id, 'cmd-sess-2');
    assert.equal(readFileSync(join(s.out, 'session-2'), 'utf8'), 'cmd-sess-1');
    const messages = JSON.parse(readFileSync(join(s.out, 'messages-2.json'), 'utf8'));
    assert.deepEqual(
      messages.map((m: any) => [m.comment_id, m.body, m.author.id]),
      [[comment.body.data.id, `<p>@agent:${s.agent.id} Use tabs.</p>`, s.owner.id]],
    );
    const view = (await s.api.get(`/runs/${queued.id}`)).body.data;
    assert.equal(view.usage.output_tokens, 15);
    assert.equal(view.usage.cost_usd, 0.03);
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('fails the run saying so when the tool cannot be started', async () => {
    const s = await scene('claude-code');
    const runner = startRunnerProcess(app.baseUrl, s.runtimeToken, null, [
      '--agent',
      'claude-code',
      '--agent-bin',
      join(s.out, 'no-such-claude'),
    ]);
    const queued = await s.queue();
    const done = await s.finished(queued.id);
    assert.equal(done.status, 'failed');
    assert.match(done.error ?? '', /^claude-code could not be started \(exit status 127\)/);
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });

  it('refuses an unknown --agent, --exec with another agent, and no agent at all', async () => {
    const env = { SERVICE_RUNTIME_TOKEN: 'tdmr_x' };
    const cases: [string[], RegExp][] = [
      [['--agent', 'gemini'], /--agent must be one of command, claude-code, codex/],
      [['--agent', 'codex', '--exec', 'true'], /--exec goes with --agent command only/],
      [['--agent', 'command'], /--agent \(claude-code, codex\) or --exec are required/],
      [[], /--agent \(claude-code, codex\) or --exec are required/],
    ];
    for (const [args, message] of cases) {
      const result = await runCli(['runner', '--url', app.baseUrl, ...args], env);
      assert.equal(result.code, 1, args.join(' '));
      assert.match(result.stderr, message);
    }
  });

  it('Codex: a failed turn fails the run with its message', async () => {
    const s = await scene('codex');
    writeFileSync(s.waitFile, '');
    const runner = s.runner({ STANDIN_FIXTURES: 'turn-failed.jsonl', STANDIN_EXIT: '1' });
    const queued = await s.queue();
    const done = await s.finished(queued.id);
    assert.equal(done.status, 'failed');
    assert.match(done.error ?? '', /^Codex failed: stream disconnected before completion/);
    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
  });
});
