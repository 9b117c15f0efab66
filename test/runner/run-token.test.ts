import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { client, startTestApp } from '../helpers/app.js';
import { CLI_ENTRY } from '../helpers/cli.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The command an agent's run executes: it speaks as the agent through the people CLI and its run token
 * (SERVICE_URL, SERVICE_TOKEN, SERVICE_WORKSPACE), prints its secrets and the machine's `ps` as a careless
 * agent would, and reports a session id.
 */
const SCRIPT = `#!/bin/sh
out="$OUT_DIR/$SERVICE_RUN_ID"
printf '%s' "$SERVICE_TOKEN" > "$out.token"
printf '%s' "$SERVICE_PREVIOUS_SESSION_ID" > "$out.previous"
echo "env: SERVICE_TOKEN=$SERVICE_TOKEN AGENT_SECRET=$AGENT_SECRET COPY=$RUNTIME_COPY"
ps -eo args | grep -e '--token-file' | grep -v grep
$TANDEM_CLI issue comment "$SERVICE_ISSUE" "Progress from inside the run" > "$out.comment" 2>&1
echo "comment exit $?"
while [ ! -f "$out.go" ]; do sleep 0.1; done
echo '{"summary": "Done.", "session_id": "sess-e2e", "post_summary": false}'
`;

const children: ChildProcess[] = [];
after(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>): Promise<T> {
  // Generous: each `tandem` the command starts loads the CLI from source on a shared machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

function runCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...CLI_ENTRY, ...args], {
    cwd: ROOT,
    env: { ...process.env, SERVICE_LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.resume();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('an agent speaking during its run (reference runner, run token)', async () => {
  const app = await startTestApp();

  it('refuses --token with a usage error naming --token-file and SERVICE_RUNTIME_TOKEN', async () => {
    const refused = runCli(['runner', '--url', app.baseUrl, '--token', 'tdmr_x', '--exec', 'true']);
    assert.equal(await refused.exited, 2);
    assert.match(refused.stderr(), /--token-file FILE/);
    assert.match(refused.stderr(), /SERVICE_RUNTIME_TOKEN/);
  });

  it('runs a command that comments as the agent through the CLI, with its secrets masked in the transcript', async () => {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace, {
      custom_env: JSON.stringify({ AGENT_SECRET: 'env-secret-value' }),
    });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace, { title: 'Speak up' });
    const identifier = `${s.workspace.issue_prefix}-${issue.number}`;
    const api = client(app, s.token);
    const outDir = mkdtempSync(join(tmpdir(), 'tandem-run-token-'));
    const scriptPath = join(outDir, 'agent.sh');
    writeFileSync(scriptPath, SCRIPT, { mode: 0o755 });
    const tokenFile = join(outDir, 'runtime-token');
    writeFileSync(tokenFile, `${runtime.token}\n`, { mode: 0o600 });

    const runner = runCli(
      [
        'runner',
        '--url',
        app.baseUrl,
        '--token-file',
        tokenFile,
        '--exec',
        `sh ${scriptPath}`,
        '--poll-seconds',
        '0.2',
      ],
      {
        OUT_DIR: outDir,
        // A careless environment: the runtime token under another name reaches the command.
        RUNTIME_COPY: runtime.token,
        TANDEM_CLI: `${process.execPath} ${CLI_ENTRY.join(' ')}`,
      },
    );
    const cmdline = readFileSync(`/proc/${runner.child.pid}/cmdline`, 'utf8');
    assert.ok(cmdline.includes('--token-file'));
    assert.ok(!cmdline.includes(runtime.token), 'the runtime token is not in the runner’s arguments');

    const first = (await api.post(`/issues/${identifier}/runs`, { agent_id: agent.id })).body.data as {
      id: string;
    };
    const out = join(outDir, first.id);
    // Watched in the database: polling the API would spend the token's rate limit.
    const runStatus = async (id: string) =>
      (await app.db.selectFrom('runs').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;
    await waitFor('the agent’s comment', async () => {
      const row = await app.db
        .selectFrom('comments')
        .select('id')
        .where('issue_id', '=', issue.id)
        .executeTakeFirst();
      return row !== undefined;
    });
    const comments = (await api.get(`/issues/${identifier}/comments`)).body.data as any[];
    assert.equal(comments.length, 1, readFileSync(`${out}.comment`, 'utf8'));
    assert.deepEqual(comments[0].author, { type: 'agent', id: agent.id, name: agent.name });
    assert.equal(comments[0].from_run, first.id);
    assert.match(comments[0].body, /Progress from inside the run/);
    const runToken = readFileSync(`${out}.token`, 'utf8');
    assert.match(runToken, /^tdmrun_/);
    assert.equal(readFileSync(`${out}.previous`, 'utf8'), '', 'no earlier session on this issue');

    writeFileSync(`${out}.go`, '');
    await waitFor('the run to complete', async () => (await runStatus(first.id)) === 'completed');
    const transcript = ((await api.get(`/runs/${first.id}/log`)).body.data as { text: string }[])
      .map((line) => line.text)
      .join('\n');
    assert.match(transcript, /env: SERVICE_TOKEN=tdmrun_•••• AGENT_SECRET=•••• COPY=tdmr_••••/);
    assert.match(transcript, /runner --url \S+ --token-file/, 'ps was printed');
    assert.match(transcript, /comment exit 0/);
    for (const secret of [runToken, runtime.token, 'env-secret-value']) {
      assert.ok(!transcript.includes(secret), `the transcript shows ${secret}`);
    }
    // The run ended, and its token with it.
    assert.equal((await client(app, runToken).get('/me')).status, 401);

    // The follow-up run on the issue is handed the session to resume.
    const second = (await api.post(`/issues/${identifier}/runs`, { agent_id: agent.id })).body.data as {
      id: string;
    };
    const previous = await waitFor('the second run to start', async () => {
      try {
        return readFileSync(join(outDir, `${second.id}.previous`), 'utf8') || null;
      } catch {
        return null;
      }
    });
    assert.equal(previous, 'sess-e2e');
    writeFileSync(join(outDir, `${second.id}.go`), '');
    await waitFor('the second run to complete', async () => (await runStatus(second.id)) === 'completed');

    runner.child.kill('SIGTERM');
    assert.equal(await runner.exited, 0);
    assert.ok(!runner.stderr().includes(runtime.token));
  });
});
