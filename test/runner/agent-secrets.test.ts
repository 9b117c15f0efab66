import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { client, startTestApp } from '../helpers/app.js';
import { CLI_ENTRY } from '../helpers/cli.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';
import { waitFor } from '../helpers/runner-process.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'ghp_the-deploy-token-0123456789';

/** Prints the secret as a careless agent would, and keeps what it was given. */
const SCRIPT = `#!/bin/sh
out="$OUT_DIR/$SERVICE_RUN_ID"
cat > "$out.stdin"
env > "$out.env"
echo "deploying with $DEPLOY_TOKEN"
echo "warning: $DEPLOY_TOKEN expires soon" >&2
echo "{\\"summary\\": \\"Deployed with $DEPLOY_TOKEN.\\"}"
`;

const children: ChildProcess[] = [];
after(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** decisions §12.4: the runner sets an agent's secrets in COMMAND's environment and masks them everywhere. */
describe('tandem runner with agent secrets', async () => {
  const app = await startTestApp({ SERVICE_SECRET_KEY: 'runner-test-secret-key-0123456789abcdef' });

  it('sets them in the environment, masks them in transcript and summary, and keeps them out of the context and log', async () => {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const agent = await buildAgent(app.db, s.workspace, { custom_env: null });
    const api = client(app, s.token);
    const set = await api.request('PUT', `/agents/${agent.id}/secrets/DEPLOY_TOKEN`, { value: SECRET });
    assert.equal(set.status, 200, set.text);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace, { title: 'Deploy' });
    const queued = await api.post(`/issues/${s.workspace.issue_prefix}-${issue.number}/runs`, {
      agent_id: agent.id,
    });
    assert.equal(queued.status, 202, queued.text);
    const runId = queued.body.data.id as string;

    const outDir = mkdtempSync(join(tmpdir(), 'tandem-secrets-test-'));
    const scriptPath = join(outDir, 'agent.sh');
    writeFileSync(scriptPath, SCRIPT, { mode: 0o755 });
    const child = spawn(
      process.execPath,
      [...CLI_ENTRY, 'runner', '--url', app.baseUrl, '--exec', `sh ${scriptPath}`, '--poll-seconds', '0.2'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          SERVICE_LOG_LEVEL: 'info',
          OUT_DIR: outDir,
          SERVICE_RUNTIME_TOKEN: runtime.token,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    let logs = '';
    child.stderr.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    const run = await waitFor('the run to complete', async () => {
      const shown = (await api.get(`/runs/${runId}`)).body.data;
      return shown.status === 'completed' ? shown : null;
    });
    assert.equal(
      run.summary,
      'Deployed with ••••.',
      'the summary from the last line is masked by the runner',
    );

    const env = readFileSync(join(outDir, `${runId}.env`), 'utf8');
    assert.match(env, new RegExp(`^DEPLOY_TOKEN=${SECRET}$`, 'm'), 'the secret is in the environment');
    const context = JSON.parse(readFileSync(join(outDir, `${runId}.stdin`), 'utf8'));
    assert.deepEqual(context.agent.secrets, { DEPLOY_TOKEN: '' }, 'the context names it, without its value');

    const lines = (await api.get(`/runs/${runId}/log`)).body.data.map((line: { text: string }) => line.text);
    assert.ok(lines.includes('deploying with ••••'), JSON.stringify(lines));
    assert.ok(lines.includes('warning: •••• expires soon'), JSON.stringify(lines));
    assert.ok(!JSON.stringify(lines).includes(SECRET));

    child.kill('SIGTERM');
    assert.equal(await exited, 0);
    assert.ok(!logs.includes(SECRET), 'the runner never logs a secret');
  });
});
