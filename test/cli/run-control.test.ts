import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildAgent, buildIssue, buildScene } from '../helpers/factories.js';

/** decisions §11.4 on the command line: `tandem run cancel|retry ULID`, `tandem admin agent update`. */
describe('tandem run cancel|retry, tandem admin agent update --max-run-minutes, disable and enable', async () => {
  const app = await startTestApp();
  const { workspace, token } = await buildScene(app.db);
  const configHome = await mkdtemp(join(tmpdir(), 'tandem-config-'));
  const env = {
    SERVICE_URL: app.baseUrl,
    SERVICE_TOKEN: token,
    SERVICE_WORKSPACE: workspace.slug,
    XDG_CONFIG_HOME: configHome,
  };
  const tandem = (args: string[]) => runCli(args, env);
  const admin = (args: string[]) => runCli(['admin', ...args], { SERVICE_DATABASE_URL: app.database.url });

  it('cancels a run, retries it, and says why it cannot cancel an ended one', async () => {
    const agent = await buildAgent(app.db, workspace, { name: 'Fixer' });
    const issue = await buildIssue(app.db, workspace);
    const identifier = `${workspace.issue_prefix}-${issue.number}`;
    const queued = await client(app, token).post(`/issues/${identifier}/runs`, { agent_id: agent.id });
    const id = queued.body.data.id as string;

    const canceled = await tandem(['run', 'cancel', id]);
    assert.equal(canceled.code, 0, canceled.stderr);
    assert.equal(canceled.stdout, `Canceled run ${id} of Fixer.\n`);
    const again = await tandem(['run', 'cancel', id, '--json']);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.json.status, 'canceled');

    const retried = await tandem(['run', 'retry', id, '--json']);
    assert.equal(retried.code, 0, retried.stderr);
    assert.equal(retried.json.status, 'queued');
    assert.equal(retried.json.retry_of, id);
    assert.equal(retried.json.issue, identifier);
    const twice = await tandem(['run', 'retry', id]);
    assert.equal(twice.code, 1);
    assert.match(twice.stderr, new RegExp(`already retried as run ${retried.json.id}`));

    const listed = await tandem(['run', 'list', '--issue', identifier, '--json']);
    assert.equal(listed.code, 0, listed.stderr);
    assert.deepEqual(
      listed.json.map((run: { id: string }) => run.id),
      [retried.json.id, id],
    );
    const shown = await tandem(['run', 'show', retried.json.id]);
    assert.match(shown.stdout, new RegExp(`Retry of:\\s+${id}`));

    const missing = await tandem(['run', 'cancel', '01ARZ3NDEKTSV4RRFFQ69G5FAV']);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /not found/i);
    const usage = await tandem(['run', 'cancel']);
    assert.equal(usage.code, 2);
  });

  it('sets and removes an agent’s max_run_minutes, refusing anything but whole minutes or none', async () => {
    const agent = await buildAgent(app.db, workspace);
    const set = await admin(['agent', 'update', String(agent.id), '--max-run-minutes', '45']);
    assert.equal(set.code, 0, set.stderr);
    assert.equal(set.json.id, agent.id);
    assert.equal(set.json.max_run_minutes, 45);
    const shown = (await client(app, token).get('/agents')).body.data;
    assert.equal(shown.find((a: { id: number }) => a.id === agent.id).max_run_minutes, 45);
    const removed = await admin(['agent', 'update', String(agent.id), '--max-run-minutes', 'none']);
    assert.equal(removed.code, 0, removed.stderr);
    assert.equal(removed.json.max_run_minutes, null);
    for (const bad of ['0', '-5', '1.5', 'soon', '20000']) {
      const res = await admin(['agent', 'update', String(agent.id), '--max-run-minutes', bad]);
      assert.notEqual(res.code, 0, bad);
      assert.match(res.stderr, /max[-_]run[-_]minutes/, bad);
    }
    const unknown = await admin(['agent', 'update', '999999', '--max-run-minutes', '5']);
    assert.notEqual(unknown.code, 0);
    const stored = await app.db
      .selectFrom('agents')
      .select('max_run_minutes')
      .where('id', '=', agent.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.max_run_minutes, null);
  });

  it('sets and removes an agent’s max_attempts (issue 38), refusing anything but 1 to 20 or none', async () => {
    const agent = await buildAgent(app.db, workspace);
    const set = await admin(['agent', 'update', String(agent.id), '--max-attempts', '5']);
    assert.equal(set.code, 0, set.stderr);
    assert.equal(set.json.max_attempts, 5);
    const shown = (await client(app, token).get('/agents')).body.data;
    assert.equal(shown.find((a: { id: number }) => a.id === agent.id).max_attempts, 5);
    const removed = await admin(['agent', 'update', String(agent.id), '--max-attempts', 'none']);
    assert.equal(removed.json.max_attempts, null);
    for (const bad of ['0', '-1', '2.5', 'many', '21']) {
      const res = await admin(['agent', 'update', String(agent.id), '--max-attempts', bad]);
      assert.notEqual(res.code, 0, bad);
      assert.match(res.stderr, /max[-_]attempts/, bad);
    }
    const neither = await admin(['agent', 'update', String(agent.id)]);
    assert.notEqual(neither.code, 0);
    assert.match(neither.stderr, /--max-run-minutes or --max-attempts/);
  });

  it('disables and enables an agent, refusing a missing or unknown id', async () => {
    const agent = await buildAgent(app.db, workspace);
    const disabled = await admin(['agent', 'disable', String(agent.id)]);
    assert.equal(disabled.code, 0, disabled.stderr);
    assert.deepEqual(disabled.json, { id: agent.id, status: 'disabled' });
    const listed = (await client(app, token).get('/agents')).body.data;
    assert.equal(listed.find((a: { id: number }) => a.id === agent.id).status, 'disabled');
    const enabled = await admin(['agent', 'enable', String(agent.id)]);
    assert.equal(enabled.code, 0, enabled.stderr);
    assert.equal(enabled.json.status, 'idle');
    for (const bad of [
      ['agent', 'disable'],
      ['agent', 'disable', 'x'],
      ['agent', 'enable', '999999'],
    ]) {
      const res = await admin(bad);
      assert.notEqual(res.code, 0, bad.join(' '));
    }
  });
});
