import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';

/** `tandem approval list|approve|deny` (decisions §12.10), spawned against the real server. */
describe('tandem approval', async () => {
  const app = await startTestApp();
  const s = await buildScene(app.db, { status_follows_runs: false });
  const configHome = await mkdtemp(join(tmpdir(), 'tandem-config-'));
  const env = {
    SERVICE_URL: app.baseUrl,
    SERVICE_TOKEN: s.token,
    SERVICE_WORKSPACE: s.workspace.slug,
    XDG_CONFIG_HOME: configHome,
    COLUMNS: '160',
  };
  const tandem = (args: string[], extra: Record<string, string> = {}) => runCli(args, { ...env, ...extra });

  it('lists pending approvals, approves and denies them once; refusals exit 1 with the reason', async () => {
    const agent = await buildAgent(app.db, s.workspace, { name: 'Shipper' });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, s.workspace);
    await client(app, s.token).post(`/issues/${issue.id}/runs`, { agent_id: agent.id });
    const claim = (await daemon(app, runtime.token).claim()).body.data;
    const asAgent = client(app, claim.lease.run_token);
    const ask = async (scope: string) =>
      (await asAgent.post(`/runs/${claim.run.id}/approvals`, { action: 'deploy', scope })).body.data
        .id as number;
    assert.equal((await tandem(['approval', 'list'])).stdout, 'No pending approvals.\n');
    const staging = await ask('staging');
    const production = await ask('production');

    const list = await tandem(['approval', 'list']);
    assert.equal(list.code, 0, list.stderr);
    const lines = list.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, /^ID\s+STATUS\s+AGENT\s+ISSUE\s+ACTION\s+SCOPE\s+ANSWERED BY$/);
    assert.match(
      lines[1]!,
      new RegExp(`^${production}\\s+pending\\s+Shipper\\s+\\S+\\s+deploy\\s+production`),
    );
    assert.match(lines[2]!, new RegExp(`^${staging}\\s+pending\\s+Shipper`));

    const approved = await tandem(['approval', 'approve', String(staging), '--reason', 'go ahead']);
    assert.equal(approved.code, 0, approved.stderr);
    assert.equal(approved.stdout, `Approved approval ${staging}: Shipper may deploy (staging).\n`);
    const twice = await tandem(['approval', 'deny', String(staging), '--reason', 'changed my mind']);
    assert.equal(twice.code, 1);
    assert.match(twice.stderr, /already answered \(approved\)/);
    const noReason = await tandem(['approval', 'deny', String(production)]);
    assert.equal(noReason.code, 1);
    assert.match(noReason.stderr, /Say why the action is denied/);

    const member = await buildMember(app.db, s.workspace);
    const memberToken = (await buildToken(app.db, s.workspace, member)).token;
    const refused = await tandem(['approval', 'deny', String(production), '--reason', 'no'], {
      SERVICE_TOKEN: memberToken,
    });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /Only whoever assigned the issue/);

    const denied = await tandem(['approval', 'deny', String(production), '--reason', 'not today', '--json']);
    assert.equal(denied.code, 0, denied.stderr);
    assert.equal(denied.json.status, 'denied');
    assert.equal(denied.json.reason, 'not today');
    const all = await tandem(['approval', 'list', '--all', '--json']);
    assert.deepEqual(
      all.json.map((a: { id: number; status: string }) => [a.id, a.status]),
      [
        [production, 'denied'],
        [staging, 'approved'],
      ],
    );
  });
});
