import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { daemon, recordEvents, recordedEvents } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildProject, buildRuntime, buildScene } from '../helpers/factories.js';

describe('issue dependencies: blocks and blocked_by', async () => {
  const app = await startTestApp();

  async function scene(count = 3) {
    const s = await buildScene(app.db, { status_follows_runs: false });
    const api = client(app, s.token);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const row = await buildIssue(app.db, s.workspace, { status: 'todo' });
      ids.push(`${s.workspace.issue_prefix}-${row.number}`);
    }
    const get = async (id: string) => (await api.get(`/issues/${id}`)).body.data;
    return { ...s, api, ids, get };
  }

  it('sets blocked_by with any reference form, shows both sides, and replaces the set', async () => {
    const s = await scene(3);
    const [a, b, c] = s.ids as [string, string, string];
    const bNumber = Number(b.split('-')[1]);
    const res = await s.api.patch(`/issues/${c}`, { blocked_by: [a, bNumber] });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data.blocked_by, [a, b]);
    assert.deepEqual(res.body.data.blocks, []);
    assert.deepEqual((await s.get(a)).blocks, [c]);
    assert.deepEqual((await s.get(b)).blocks, [c]);

    const replaced = await s.api.patch(`/issues/${c}`, { blocked_by: [b] });
    assert.deepEqual(replaced.body.data.blocked_by, [b]);
    assert.deepEqual((await s.get(a)).blocks, []);

    const viaBlocks = await s.api.patch(`/issues/${a}`, { blocks: [b, c] });
    assert.deepEqual(viaBlocks.body.data.blocks, [b, c]);
    assert.deepEqual((await s.get(c)).blocked_by, [a, b]);
    const list = (await s.api.get('/issues?per_page=100')).body.data;
    assert.deepEqual(list.find((i: any) => i.id === b).blocked_by, [a]);
  });

  it('fires issue.updated on both sides and records the change in each history', async () => {
    const s = await scene(2);
    const [a, b] = s.ids as [string, string];
    await recordEvents(app.db, s.workspace);
    await s.api.patch(`/issues/${b}`, { blocked_by: [a] });
    const events = await recordedEvents(app.db, s.workspace);
    assert.deepEqual(
      events.map((e) => [e.event, e.data.id]),
      [
        ['issue.updated', b],
        ['issue.updated', a],
      ],
    );
    assert.deepEqual(events[0]!.data.blocked_by, [a]);
    assert.deepEqual(events[1]!.data.blocks, [b]);
    const history = (await s.api.get(`/issues/${b}/activity`)).body.data;
    assert.ok(
      history.some(
        (e: any) => JSON.stringify(e.data.changes?.blocked_by) === JSON.stringify({ from: [], to: [a] }),
      ),
    );
    const other = (await s.api.get(`/issues/${a}/activity`)).body.data;
    assert.ok(
      other.some(
        (e: any) => JSON.stringify(e.data.changes?.blocks) === JSON.stringify({ from: [], to: [b] }),
      ),
    );

    // The same set again changes nothing and fires nothing.
    await s.api.patch(`/issues/${b}`, { blocked_by: [a] });
    assert.equal((await recordedEvents(app.db, s.workspace)).length, 2);
  });

  it('refuses cycles, self-dependencies and unknown issues with 422, changing nothing', async () => {
    const s = await scene(3);
    const [a, b, c] = s.ids as [string, string, string];
    assert.equal((await s.api.patch(`/issues/${b}`, { blocked_by: [a] })).status, 200);
    assert.equal((await s.api.patch(`/issues/${c}`, { blocked_by: [b] })).status, 200);

    const cycle = await s.api.patch(`/issues/${a}`, { blocked_by: [c] });
    assert.equal(cycle.status, 422, cycle.text);
    assert.ok(cycle.body.errors.blocked_by);
    const viaBlocks = await s.api.patch(`/issues/${c}`, { blocks: [a] });
    assert.equal(viaBlocks.status, 422);
    assert.ok(viaBlocks.body.errors.blocks);
    const both = await s.api.patch(`/issues/${a}`, { blocks: [b], blocked_by: [b] });
    assert.equal(both.status, 422);

    const self = await s.api.patch(`/issues/${a}`, { blocked_by: [a] });
    assert.equal(self.status, 422);
    assert.ok(self.body.errors['blocked_by.0']);
    const unknown = await s.api.patch(`/issues/${a}`, {
      blocked_by: [b, `${s.workspace.issue_prefix}-99999`],
    });
    assert.equal(unknown.status, 422);
    assert.ok(unknown.body.errors['blocked_by.1']);
    const wrongType = await s.api.patch(`/issues/${a}`, { blocked_by: 'nope' });
    assert.equal(wrongType.status, 422);

    assert.deepEqual((await s.get(a)).blocked_by, []);
    assert.deepEqual((await s.get(a)).blocks, [b]);
  });

  it('another workspace’s issue cannot block', async () => {
    const s = await scene(1);
    const other = await scene(1);
    const res = await s.api.patch(`/issues/${s.ids[0]}`, { blocked_by: [other.ids[0]] });
    assert.equal(res.status, 422);
  });

  it('a run on a blocked issue waits until every blocker is done or canceled, then is handed out', async () => {
    const s = await scene(3);
    const [a, b, c] = s.ids as [string, string, string];
    const agent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 5 });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const runner = daemon(app, runtime.token);
    await s.api.patch(`/issues/${c}`, { blocked_by: [a, b] });
    const run = (await s.api.post(`/issues/${c}/runs`, { agent_id: agent.id })).body.data;
    assert.equal(run.status, 'queued');
    assert.equal(run.waiting_reason, 'dependencies');
    assert.equal(run.waiting_message, `Waiting until ${a}, ${b} are done or canceled.`);

    assert.equal((await runner.claim()).body.data, null);
    await s.api.patch(`/issues/${a}`, { status: 'done' });
    assert.equal((await runner.claim()).body.data, null, 'one blocker is still open');
    assert.equal(
      (await s.api.get(`/runs/${run.id}`)).body.data.waiting_message,
      `Waiting until ${b} is done or canceled.`,
    );
    await s.api.patch(`/issues/${b}`, { status: 'canceled' });
    const claim = (await runner.claim()).body.data;
    assert.equal(claim.run.id, run.id);
    assert.equal(claim.run.waiting_reason, null);
  });

  it('reopening a blocker holds a queued run again; removing the dependency or deleting the blocker frees it', async () => {
    const s = await scene(2);
    const [a, b] = s.ids as [string, string];
    const agent = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 5 });
    // Another agent for the second run: one run at a time per issue and agent (decisions §12.7).
    const helper = await buildAgent(app.db, s.workspace, { max_concurrent_tasks: 5 });
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent, helper] });
    const runner = daemon(app, runtime.token);
    await s.api.patch(`/issues/${a}`, { status: 'done' });
    await s.api.patch(`/issues/${b}`, { blocked_by: [a] });
    await s.api.patch(`/issues/${a}`, { status: 'in_progress' });
    const run = (await s.api.post(`/issues/${b}/runs`, { agent_id: agent.id })).body.data;
    assert.equal((await runner.claim()).body.data, null);
    await s.api.patch(`/issues/${b}`, { blocked_by: [] });
    assert.equal((await runner.claim()).body.data.run.id, run.id);

    const next = (await s.api.post(`/issues/${b}/runs`, { agent_id: helper.id })).body.data;
    await s.api.patch(`/issues/${b}`, { blocked_by: [a] });
    assert.equal((await runner.claim()).body.data, null);
    assert.equal((await s.api.delete(`/issues/${a}`)).status, 204);
    assert.deepEqual((await s.get(b)).blocked_by, []);
    assert.equal((await runner.claim()).body.data.run.id, next.id);
  });

  it('names blockers in other projects by their project prefix', async () => {
    const s = await scene(1);
    const project = await buildProject(app.db, s.workspace, { prefix: 'WEB' });
    const inProject = await buildIssue(app.db, s.workspace, { project_id: project.id });
    const res = await s.api.patch(`/issues/${s.ids[0]}`, { blocked_by: [`WEB-${inProject.number}`] });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data.blocked_by, [`WEB-${inProject.number}`]);
  });
});
