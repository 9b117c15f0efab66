import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nowIso } from '../../src/clock.js';
import type { Workspace } from '../../src/db/schema.js';
import { client, startTestApp } from '../helpers/app.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildProject,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';

/** `POST /issues/bulk` and its undo (issue 40, docs/decisions.md "Issue 40 — bulk edits"). */
describe('Issues: bulk edits', async () => {
  const app = await startTestApp({ SERVICE_API_THROTTLE: '100000' });

  async function subscribe(workspace: Workspace): Promise<void> {
    const now = nowIso();
    await app.db
      .insertInto('webhooks')
      .values({
        workspace_id: workspace.id,
        url: 'http://127.0.0.1:9/hook',
        events: JSON.stringify(['issue.updated', 'issue.status_changed', 'issue.assigned']),
        secret: 'secret',
        state: 'active',
        stopped_at: null,
        sending_by: null,
        sending_job_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  async function deliveries(workspace: Workspace, event: string): Promise<number> {
    const rows = await app.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('workspace_id', '=', workspace.id)
      .where('event', '=', event)
      .execute();
    return rows.length;
  }

  async function history(issueIds: number[], event = 'issue.updated'): Promise<number> {
    const rows = await app.db
      .selectFrom('issue_activity')
      .select('id')
      .where('issue_id', 'in', issueIds)
      .where('event', '=', event)
      .execute();
    return rows.length;
  }

  async function setup(count = 3) {
    const scene = await buildScene(app.db);
    const issues = [];
    for (let i = 0; i < count; i++) issues.push(await buildIssue(app.db, scene.workspace));
    const refs = issues.map((issue) => `${scene.workspace.issue_prefix}-${issue.number}`);
    return { ...scene, api: client(app, scene.token), issues, refs };
  }

  it('changes many issues in one request: one history entry and the usual webhooks for each', async () => {
    const { api, workspace, issues, refs } = await setup(5);
    await subscribe(workspace);
    const project = await buildProject(app.db, workspace);
    const res = await api.post('/issues/bulk', {
      ids: refs,
      change: { status: 'in_progress', priority: 'high', project_id: project.id, add_labels: ['Bug', 'ui'] },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.count, 5);
    assert.equal(res.body.data.issues.length, 5);
    assert.equal(typeof res.body.data.undo_id, 'number');
    assert.ok(Date.parse(res.body.data.undo_until) > Date.now());
    for (const issue of issues) {
      const view = (await api.get(`/issues/${issue.id}`)).body.data;
      assert.equal(view.status, 'in_progress');
      assert.equal(view.priority, 'high');
      assert.equal(view.project.id, project.id);
      assert.deepEqual([...view.labels].sort(), ['Bug', 'ui']);
    }
    const ids = issues.map((issue) => issue.id);
    assert.equal(await history(ids), 5);
    assert.equal(await deliveries(workspace, 'issue.updated'), 5);
    assert.equal(await deliveries(workspace, 'issue.status_changed'), 5);

    const removed = await api.post('/issues/bulk', {
      ids: refs.slice(0, 2),
      change: { remove_labels: ['bug'] },
    });
    assert.equal(removed.status, 200, removed.text);
    assert.deepEqual((await api.get(`/issues/${issues[0]!.id}`)).body.data.labels, ['ui']);
    assert.deepEqual([...(await api.get(`/issues/${issues[4]!.id}`)).body.data.labels].sort(), ['Bug', 'ui']);
  });

  it('assigns, moves to a cycle and deletes in bulk', async () => {
    const { api, workspace, issues, refs } = await setup(3);
    const member = await buildMember(app.db, workspace);
    const assigned = await api.post('/issues/bulk', { ids: refs, change: { assignee: `user:${member.id}` } });
    assert.equal(assigned.status, 200, assigned.text);
    for (const issue of issues) {
      assert.equal((await api.get(`/issues/${issue.id}`)).body.data.assignee.id, member.id);
    }
    const deleted = await api.post('/issues/bulk', { ids: refs.slice(0, 2), delete: true });
    assert.equal(deleted.status, 200, deleted.text);
    assert.equal(deleted.body.data.undo_id, null);
    assert.equal((await api.get(`/issues/${refs[0]}`)).status, 404);
    assert.equal((await api.get(`/issues/${refs[2]}`)).status, 200);
    assert.equal(await history([issues[0]!.id, issues[1]!.id], 'issue.deleted'), 2);
  });

  it('is all or nothing: a 422 names every issue that cannot be changed, keyed by its reference', async () => {
    const { api, workspace, issues, refs } = await setup(3);
    const other = await buildScene(app.db);
    const foreign = await buildIssue(app.db, other.workspace);
    await buildIssue(app.db, workspace, { deleted_at: nowIso() });
    const res = await api.post('/issues/bulk', {
      ids: [...refs, String(foreign.id), 'NOPE-1'],
      change: { status: 'done' },
    });
    assert.equal(res.status, 422, res.text);
    assert.deepEqual(Object.keys(res.body.errors).sort(), [String(foreign.id), 'NOPE-1'].sort());
    assert.match(res.body.message, /Nothing was changed/);
    for (const issue of issues)
      assert.equal((await api.get(`/issues/${issue.id}`)).body.data.status, 'backlog');
    assert.equal(await history(issues.map((issue) => issue.id)), 0);

    const badAssignee = await api.post('/issues/bulk', { ids: refs, change: { assignee: 'user:999999' } });
    assert.equal(badAssignee.status, 422, badAssignee.text);
    assert.deepEqual(Object.keys(badAssignee.body.errors).sort(), [...refs].sort());

    const blocked = await buildIssue(app.db, workspace, { parent_id: null });
    await buildIssue(app.db, workspace, { parent_id: blocked.id });
    const deletion = await api.post('/issues/bulk', { ids: [refs[0], String(blocked.id)], delete: true });
    assert.equal(deletion.status, 422, deletion.text);
    assert.deepEqual(Object.keys(deletion.body.errors), [String(blocked.id)]);
    assert.equal((await api.get(`/issues/${refs[0]}`)).status, 200);
  });

  it('refuses malformed requests, guests, read tokens and agents-only paths with the contract bodies', async () => {
    const { api, workspace, refs } = await setup(2);
    assert.equal((await api.post('/issues/bulk', { ids: refs })).status, 422);
    assert.equal((await api.post('/issues/bulk', { change: { status: 'done' } })).status, 422);
    assert.equal((await api.post('/issues/bulk', { ids: refs, change: {} })).status, 422);
    assert.equal(
      (await api.post('/issues/bulk', { ids: refs, change: { status: 'done' }, delete: true })).status,
      422,
    );
    assert.equal((await api.post('/issues/bulk', { ids: refs, change: { fields: { x: 1 } } })).status, 422);
    const tooMany = Array.from({ length: 1001 }, (_, i) => String(i + 1));
    const capped = await api.post('/issues/bulk', { ids: tooMany, change: { status: 'done' } });
    assert.equal(capped.status, 422);
    assert.ok(capped.body.errors);

    const guest = await buildMember(app.db, workspace, { role: 'guest' });
    const guestApi = client(app, (await buildToken(app.db, workspace, guest)).token);
    assert.equal(
      (await guestApi.post('/issues/bulk', { ids: refs, change: { status: 'done' } })).status,
      403,
    );
    const member = await buildMember(app.db, workspace);
    const reader = client(app, (await buildToken(app.db, workspace, member, { abilities: ['read'] })).token);
    assert.equal((await reader.post('/issues/bulk', { ids: refs, change: { status: 'done' } })).status, 403);
    for (const ref of refs) assert.equal((await api.get(`/issues/${ref}`)).body.data.status, 'backlog');
  });

  it("refuses an agent's run token: an agent works on its run's issue, not on many", async () => {
    const { api, workspace, refs } = await setup(2);
    const agent = await buildAgent(app.db, workspace);
    const runtime = await buildRuntime(app.db, workspace, { agents: [agent] });
    assert.equal((await api.post(`/issues/${refs[0]}/runs`, { agent_id: agent.id })).status, 202);
    const claimed = await daemon(app, runtime.token).claim();
    assert.equal(claimed.status, 200, claimed.text);
    const asAgent = client(app, claimed.body.data.lease.run_token);
    const res = await asAgent.post('/issues/bulk', { ids: refs, change: { status: 'done' } });
    assert.equal(res.status, 403, res.text);
    assert.match(res.body.message, /run token/);
  });

  it('takes every issue matching a filter, across pages, up to 1,000', async () => {
    const { api, workspace } = await setup(0);
    const project = await buildProject(app.db, workspace);
    for (let i = 0; i < 30; i++) await buildIssue(app.db, workspace, { priority: 'low' });
    await buildIssue(app.db, workspace, { priority: 'high' });
    const res = await api.post('/issues/bulk', {
      filter: { priority: ['low'] },
      change: { project_id: project.id },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.count, 30);
    const moved = await api.get(`/issues?project_id=${project.id}&per_page=100`);
    assert.equal(moved.body.meta.total, 30);

    for (let i = 0; i <= 1000; i++)
      await buildIssue(app.db, workspace, { priority: 'urgent', status: 'todo' });
    const over = await api.post('/issues/bulk', {
      filter: { priority: ['urgent'] },
      change: { status: 'done' },
    });
    assert.equal(over.status, 422);
    assert.deepEqual(Object.keys(over.body.errors), ['filter']);
    assert.match(over.body.errors.filter[0], /1000/);
  });

  it('undoes the last change for its author: the previous values back, one more history entry each', async () => {
    const { api, workspace, issues, refs } = await setup(3);
    await api.patch(`/issues/${refs[0]}`, { labels: ['keep'], priority: 'low' });
    const change = await api.post('/issues/bulk', {
      ids: refs,
      change: { status: 'done', priority: 'urgent', add_labels: ['new'], remove_labels: ['keep'] },
    });
    assert.equal(change.status, 200, change.text);
    const undoId = change.body.data.undo_id;

    const member = await buildMember(app.db, workspace);
    const someoneElse = client(app, (await buildToken(app.db, workspace, member)).token);
    assert.equal((await someoneElse.post(`/issues/bulk/${undoId}/undo`)).status, 403);
    const other = await buildScene(app.db);
    assert.equal((await client(app, other.token).post(`/issues/bulk/${undoId}/undo`)).status, 404);

    const undone = await api.post(`/issues/bulk/${undoId}/undo`);
    assert.equal(undone.status, 200, undone.text);
    assert.equal(undone.body.data.count, 3);
    const first = (await api.get(`/issues/${refs[0]}`)).body.data;
    assert.equal(first.status, 'backlog');
    assert.equal(first.priority, 'low');
    assert.deepEqual(first.labels, ['keep']);
    assert.deepEqual((await api.get(`/issues/${refs[1]}`)).body.data.labels, []);
    // The patch, the bulk change and its undo.
    assert.equal(await history([issues[0]!.id]), 3);
    assert.equal((await api.post(`/issues/bulk/${undoId}/undo`)).status, 409);
    assert.equal((await api.post('/issues/bulk/999999/undo')).status, 404);
  });

  it('refuses undo with 409 naming the issues written since, changing nothing', async () => {
    const { api, refs } = await setup(3);
    const change = await api.post('/issues/bulk', { ids: refs, change: { status: 'todo' } });
    assert.equal(change.status, 200, change.text);
    await api.patch(`/issues/${refs[1]}`, { title: 'Edited since' });
    const undo = await api.post(`/issues/bulk/${change.body.data.undo_id}/undo`);
    assert.equal(undo.status, 409, undo.text);
    assert.match(undo.body.message, new RegExp(refs[1]!));
    assert.doesNotMatch(undo.body.message, new RegExp(`${refs[0]!}\\b`));
    for (const ref of refs) assert.equal((await api.get(`/issues/${ref}`)).body.data.status, 'todo');

    const again = await api.post('/issues/bulk', { ids: refs, change: { status: 'done' } });
    await api.post('/issues/bulk', { ids: [refs[2]], delete: true });
    const afterDelete = await api.post(`/issues/bulk/${again.body.data.undo_id}/undo`);
    assert.equal(afterDelete.status, 409, afterDelete.text);
    assert.match(afterDelete.body.message, /deleted/);
  });

  it('sets a workflow state on many issues, and undo puts back each status and state', async () => {
    const { api, issues, refs } = await setup(3);
    const design = (await api.post('/states', { name: 'In design', status: 'in_progress', color: '#3366ff' }))
      .body.data;
    const blocked = (await api.post('/states', { name: 'Blocked', status: 'on_hold', color: '#ff0000' })).body
      .data;
    assert.equal((await api.patch(`/issues/${refs[0]}`, { state_id: blocked.id })).status, 200);
    await api.patch(`/issues/${refs[1]}`, { status: 'todo' });

    const change = await api.post('/issues/bulk', { ids: refs, change: { state_id: design.id } });
    assert.equal(change.status, 200, change.text);
    for (const ref of refs) {
      const view = (await api.get(`/issues/${ref}`)).body.data;
      assert.equal(view.status, 'in_progress');
      assert.equal(view.state_id, design.id);
    }
    assert.equal(await history(issues.map((issue) => issue.id)), 3 + 2);

    const undone = await api.post(`/issues/bulk/${change.body.data.undo_id}/undo`);
    assert.equal(undone.status, 200, undone.text);
    const back = await Promise.all(refs.map(async (ref) => (await api.get(`/issues/${ref}`)).body.data));
    assert.deepEqual(
      back.map((view) => [view.status, view.state_id]),
      [
        ['on_hold', blocked.id],
        ['todo', null],
        ['backlog', null],
      ],
    );

    // A status alone leaves the state; its undo brings the state back too.
    const done = await api.post('/issues/bulk', { ids: [refs[0]], change: { status: 'done' } });
    assert.equal((await api.get(`/issues/${refs[0]}`)).body.data.state_id, null);
    assert.equal((await api.post(`/issues/bulk/${done.body.data.undo_id}/undo`)).status, 200);
    const first = (await api.get(`/issues/${refs[0]}`)).body.data;
    assert.deepEqual([first.status, first.state_id], ['on_hold', blocked.id]);

    const other = await buildScene(app.db);
    const foreign = (
      await client(app, other.token).post('/states', { name: 'Theirs', status: 'todo', color: '#000000' })
    ).body.data;
    const unknown = await api.post('/issues/bulk', { ids: refs, change: { state_id: foreign.id } });
    assert.equal(unknown.status, 422, unknown.text);
    assert.deepEqual(Object.keys(unknown.body.errors), ['change.state_id']);
    const mismatch = await api.post('/issues/bulk', {
      ids: refs,
      change: { status: 'done', state_id: design.id },
    });
    assert.equal(mismatch.status, 422, mismatch.text);
    assert.deepEqual(Object.keys(mismatch.body.errors), ['change.state_id']);
  });

  it('sets custom field values by merge; undo restores the previous values, absent ones too', async () => {
    const { api, workspace, issues, refs } = await setup(3);
    const points = await api.post('/fields', { name: 'Points', key: 'points', type: 'number' });
    assert.equal(points.status, 201, points.text);
    const team = await api.post('/fields', {
      name: 'Team',
      key: 'team',
      type: 'select',
      options: ['Web', 'Core'],
    });
    assert.equal(team.status, 201, team.text);
    await api.patch(`/issues/${refs[0]}`, { fields: { points: 3, team: 'Core' } });
    await api.patch(`/issues/${refs[1]}`, { fields: { team: 'Web' } });

    const change = await api.post('/issues/bulk', { ids: refs, change: { fields: { points: 8 } } });
    assert.equal(change.status, 200, change.text);
    const after = await Promise.all(refs.map(async (ref) => (await api.get(`/issues/${ref}`)).body.data));
    assert.deepEqual(
      after.map((view) => view.fields),
      [{ points: 8, team: 'Core' }, { points: 8, team: 'Web' }, { points: 8 }],
    );
    const undone = await api.post(`/issues/bulk/${change.body.data.undo_id}/undo`);
    assert.equal(undone.status, 200, undone.text);
    const back = await Promise.all(refs.map(async (ref) => (await api.get(`/issues/${ref}`)).body.data));
    assert.deepEqual(
      back.map((view) => view.fields),
      [{ points: 3, team: 'Core' }, { team: 'Web' }, {}],
    );

    // Clearing in bulk, then undo: the values come back.
    const cleared = await api.post('/issues/bulk', { ids: refs, change: { fields: { team: null } } });
    assert.equal(cleared.status, 200, cleared.text);
    assert.deepEqual((await api.get(`/issues/${refs[0]}`)).body.data.fields, { points: 3 });
    assert.equal((await api.post(`/issues/bulk/${cleared.body.data.undo_id}/undo`)).status, 200);
    assert.deepEqual((await api.get(`/issues/${refs[1]}`)).body.data.fields, { team: 'Web' });

    // A move to another project drops a project's field values; undo brings them back with the project.
    const project = await buildProject(app.db, workspace);
    const own = await api.post('/fields', {
      name: 'Risk',
      key: 'risk',
      type: 'text',
      project_id: project.id,
    });
    assert.equal(own.status, 201, own.text);
    await api.patch(`/issues/${refs[2]}`, { project_id: project.id, fields: { risk: 'high' } });
    const moved = await api.post('/issues/bulk', { ids: [refs[2]], change: { project_id: null } });
    assert.equal(moved.status, 200, moved.text);
    assert.deepEqual((await api.get(`/issues/${issues[2]!.id}`)).body.data.fields, {});
    assert.equal((await api.post(`/issues/bulk/${moved.body.data.undo_id}/undo`)).status, 200);
    assert.deepEqual((await api.get(`/issues/${issues[2]!.id}`)).body.data.fields, { risk: 'high' });
  });

  it('refuses a field value that does not suit its type with 422 on change.fields.<key>, changing nothing', async () => {
    const { api, workspace, issues, refs } = await setup(3);
    await api.post('/fields', { name: 'Points', key: 'points', type: 'number' });
    await api.post('/fields', { name: 'Team', key: 'team', type: 'select', options: ['Web', 'Core'] });
    const ids = issues.map((issue) => issue.id);
    const before = await history(ids);

    const res = await api.post('/issues/bulk', {
      ids: refs,
      change: { priority: 'urgent', fields: { points: 'many', team: 'Nobody', nope: 1 } },
    });
    assert.equal(res.status, 422, res.text);
    assert.deepEqual(Object.keys(res.body.errors).sort(), [
      'change.fields.nope',
      'change.fields.points',
      'change.fields.team',
    ]);
    assert.match(res.body.errors['change.fields.team'][0], /Web, Core/);
    for (const ref of refs) {
      const view = (await api.get(`/issues/${ref}`)).body.data;
      assert.equal(view.priority, 'medium');
      assert.deepEqual(view.fields, {});
    }
    assert.equal(await history(ids), before);

    // A field of one project on an issue of another: refused per issue, keyed by its reference.
    const project = await buildProject(app.db, workspace);
    await api.post('/fields', { name: 'Risk', key: 'risk', type: 'text', project_id: project.id });
    await api.patch(`/issues/${refs[0]}`, { project_id: project.id });
    const elsewhere = await api.post('/issues/bulk', { ids: refs, change: { fields: { risk: 'low' } } });
    assert.equal(elsewhere.status, 422, elsewhere.text);
    assert.deepEqual(Object.keys(elsewhere.body.errors).sort(), [refs[1], refs[2]].sort());
    assert.match(elsewhere.body.errors[refs[1]!][0], /^fields\.risk: /);
    assert.deepEqual((await api.get(`/issues/${refs[0]}`)).body.data.fields, {});
  });

  it('two bulk changes over overlapping issues at once: both land, nothing lost, no deadlock', async () => {
    const { api, issues, refs } = await setup(12);
    for (let trial = 0; trial < 5; trial++) {
      const [a, b] = await Promise.all([
        api.post('/issues/bulk', { ids: refs, change: { add_labels: [`a${trial}`] } }),
        api.post('/issues/bulk', { ids: [...refs].reverse(), change: { add_labels: [`b${trial}`] } }),
      ]);
      assert.equal(a.status, 200, a.text);
      assert.equal(b.status, 200, b.text);
    }
    for (const issue of issues) {
      const labels = (await api.get(`/issues/${issue.id}`)).body.data.labels as string[];
      assert.equal(labels.length, 10, labels.join(','));
    }
  });
});
