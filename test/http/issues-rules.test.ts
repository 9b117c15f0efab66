import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { removeMember } from '../../src/domain/people/workspaces.js';
import { client, startTestApp, type ApiClient } from '../helpers/app.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildProject,
  buildScene,
  buildTimeEntry,
} from '../helpers/factories.js';

function expectField(res: { status: number; body: any }, field: string) {
  assert.equal(res.status, 422, JSON.stringify(res.body));
  assert.ok(res.body.errors?.[field]?.length, `expected errors.${field} in ${JSON.stringify(res.body)}`);
}

describe('Issues: writing rules', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    const project = await buildProject(app.db, scene.workspace, { name: 'Ops' });
    return { ...scene, project, api: client(app, scene.token) };
  }

  describe('standing work (type generic)', () => {
    it('accepts a capacity share as a percentage, days or hours', async () => {
      const { api, project } = await setup();
      for (const [share, shown] of [
        ['10%', '10%'],
        ['2d', '2d'],
        [' 6H ', '6h'],
        ['12.5%', '12.5%'],
        ['100%', '100%'],
        ['5d', '5d'],
        ['40h', '40h'],
      ]) {
        const res = await api.post('/issues', {
          title: 'Support',
          type: 'generic',
          project_id: project.id,
          capacity_share: share,
        });
        assert.equal(res.status, 201, share);
        assert.equal(res.body.data.capacity_share, shown);
      }
    });

    it('refuses a share over one whole week or in another form, naming capacity_share', async () => {
      const { api, project } = await setup();
      for (const share of ['101%', '6d', '41h', '0%', 'half', '10', '']) {
        const res = await api.post('/issues', {
          title: 'Support',
          type: 'generic',
          project_id: project.id,
          capacity_share: share,
        });
        expectField(res, 'capacity_share');
      }
    });

    it('refuses a capacity share on any other type and shows it as null there', async () => {
      const { api, project } = await setup();
      expectField(
        await api.post('/issues', { title: 'x', type: 'task', capacity_share: '10%' }),
        'capacity_share',
      );
      const generic = await api.post('/issues', {
        title: 'g',
        type: 'generic',
        project_id: project.id,
        capacity_share: '10%',
      });
      const retyped = await api.patch(`/issues/${generic.body.data.id}`, { type: 'task' });
      assert.equal(retyped.status, 200);
      assert.equal(retyped.body.data.capacity_share, null);
      assert.equal(retyped.body.data.claims_capacity, null);
      expectField(
        await api.patch(`/issues/${generic.body.data.id}`, { capacity_share: '5%' }),
        'capacity_share',
      );
    });

    it('requires a project_id', async () => {
      const { api, project } = await setup();
      expectField(
        await api.post('/issues', { title: 'x', type: 'generic', capacity_share: '10%' }),
        'project_id',
      );
      const task = await api.post('/issues', { title: 'x' });
      expectField(await api.patch(`/issues/${task.body.data.id}`, { type: 'generic' }), 'project_id');
      const generic = await api.post('/issues', { title: 'g', type: 'generic', project_id: project.id });
      assert.equal(generic.status, 201);
      expectField(await api.patch(`/issues/${generic.body.data.id}`, { project_id: null }), 'project_id');
    });

    it('clears estimate_minutes when capacity_share is set', async () => {
      const { api, project } = await setup();
      const both = await api.post('/issues', {
        title: 'g',
        type: 'generic',
        project_id: project.id,
        estimate_minutes: 120,
        capacity_share: '20%',
      });
      assert.equal(both.body.data.estimate_minutes, null);
      assert.equal(both.body.data.capacity_share, '20%');

      const task = await api.post('/issues', { title: 't', estimate_minutes: 90, project_id: project.id });
      assert.equal(task.body.data.estimate_minutes, 90);
      const standing = await api.patch(`/issues/${task.body.data.id}`, {
        type: 'generic',
        capacity_share: '1d',
      });
      assert.equal(standing.status, 200);
      assert.equal(standing.body.data.estimate_minutes, null);
      assert.equal(standing.body.data.capacity_share, '1d');
    });

    it('refuses an estimate on standing work that carries a share', async () => {
      const { api, project } = await setup();
      const generic = await api.post('/issues', {
        title: 'g',
        type: 'generic',
        project_id: project.id,
        capacity_share: '2h',
      });
      expectField(
        await api.patch(`/issues/${generic.body.data.id}`, { estimate_minutes: 30 }),
        'estimate_minutes',
      );
      const cleared = await api.patch(`/issues/${generic.body.data.id}`, {
        capacity_share: null,
        estimate_minutes: 30,
      });
      assert.equal(cleared.status, 200);
      assert.equal(cleared.body.data.estimate_minutes, 30);
    });

    it('claims capacity only while assigned and in progress', async () => {
      const { api, project, owner } = await setup();
      const created = await api.post('/issues', {
        title: 'g',
        type: 'generic',
        project_id: project.id,
        capacity_share: '10%',
      });
      const ref = created.body.data.id;
      assert.equal(created.body.data.claims_capacity, false);
      assert.equal(
        (await api.patch(`/issues/${ref}`, { status: 'in_progress' })).body.data.claims_capacity,
        false,
      );
      assert.equal(
        (await api.patch(`/issues/${ref}`, { assignee: `user:${owner.id}` })).body.data.claims_capacity,
        true,
      );
      assert.equal(
        (await api.patch(`/issues/${ref}`, { status: 'backlog' })).body.data.claims_capacity,
        false,
      );
      const task = await api.post('/issues', {
        title: 't',
        status: 'in_progress',
        assignee: `user:${owner.id}`,
      });
      assert.equal(task.body.data.claims_capacity, null);
    });

    it('takes logged hours like any issue', async () => {
      const { api, project, owner, workspace } = await setup();
      const created = await api.post('/issues', {
        title: 'g',
        type: 'generic',
        project_id: project.id,
        capacity_share: '10%',
      });
      const row = await app.db
        .selectFrom('issues')
        .select('id')
        .where('workspace_id', '=', workspace.id)
        .executeTakeFirstOrThrow();
      await buildTimeEntry(app.db, workspace, {
        actor_type: 'user',
        actor_id: owner.id,
        issue_id: row.id,
        minutes: 50,
      });
      assert.equal((await api.get(`/issues/${created.body.data.id}`)).body.data.spent_minutes, 50);
    });
  });

  describe('epics', () => {
    it('accepts parent_id in every form an issue reference takes and shows the epic', async () => {
      const { api, workspace } = await setup();
      const web = await buildProject(app.db, workspace, { prefix: 'WEB' });
      const epic = await buildIssue(app.db, workspace, { type: 'epic', title: 'Launch', project_id: web.id });
      for (const parent of [
        `WEB-${epic.number}`,
        `web-${epic.number}`,
        `${workspace.issue_prefix.toLowerCase()}-${epic.number}`,
        String(epic.id),
        epic.id,
      ]) {
        const res = await api.post('/issues', { title: 'Child', parent_id: parent });
        assert.equal(res.status, 201, String(parent));
        assert.deepEqual(res.body.data.epic, { id: `WEB-${epic.number}`, title: 'Launch' });
      }
      const list = await api.get('/issues?per_page=1');
      assert.deepEqual(list.body.data[0].epic, { id: `WEB-${epic.number}`, title: 'Launch' });
    });

    it('refuses a parent that is not an epic, missing, deleted or of another workspace', async () => {
      const { api, workspace } = await setup();
      const task = await buildIssue(app.db, workspace, { type: 'task' });
      const gone = await buildIssue(app.db, workspace, {
        type: 'epic',
        deleted_at: '2026-01-01T00:00:00.000Z',
      });
      const other = await buildScene(app.db);
      const foreign = await buildIssue(app.db, other.workspace, { type: 'epic' });
      for (const parent of [
        task.id,
        'NOPE-1',
        `${workspace.issue_prefix}999`,
        gone.id,
        foreign.id,
        `${other.workspace.issue_prefix}-${foreign.number}`,
      ]) {
        expectField(await api.post('/issues', { title: 'Child', parent_id: parent }), 'parent_id');
      }
    });

    it('refuses an epic parent for an epic, on create and when the type changes', async () => {
      const { api, workspace } = await setup();
      const epic = await buildIssue(app.db, workspace, { type: 'epic' });
      expectField(
        await api.post('/issues', { title: 'Sub-epic', type: 'epic', parent_id: epic.id }),
        'parent_id',
      );
      const child = await api.post('/issues', { title: 'Child', parent_id: epic.id });
      expectField(await api.patch(`/issues/${child.body.data.id}`, { type: 'epic' }), 'parent_id');
      expectField(await api.patch(`/issues/${epic.id}`, { parent_id: epic.id }), 'parent_id');
    });

    it('moves and clears the parent with PATCH', async () => {
      const { api, workspace } = await setup();
      const first = await buildIssue(app.db, workspace, { type: 'epic', title: 'First' });
      const second = await buildIssue(app.db, workspace, { type: 'epic', title: 'Second' });
      const child = await api.post('/issues', { title: 'Child', parent_id: first.id });
      const moved = await api.patch(`/issues/${child.body.data.id}`, { parent_id: String(second.id) });
      assert.equal(moved.body.data.epic.title, 'Second');
      const cleared = await api.patch(`/issues/${child.body.data.id}`, { parent_id: null });
      assert.equal(cleared.body.data.epic, null);
    });

    it('keeps an epic with issues an epic', async () => {
      const { api, workspace } = await setup();
      const epic = await buildIssue(app.db, workspace, { type: 'epic' });
      await buildIssue(app.db, workspace, { parent_id: epic.id });
      expectField(await api.patch(`/issues/${epic.id}`, { type: 'task' }), 'type');
    });
  });

  describe('project_id', () => {
    it("refuses another workspace's project or an unknown one", async () => {
      const { api } = await setup();
      const other = await buildScene(app.db);
      const theirs = await buildProject(app.db, other.workspace);
      expectField(await api.post('/issues', { title: 'x', project_id: theirs.id }), 'project_id');
      expectField(await api.post('/issues', { title: 'x', project_id: 2_000_000_000 }), 'project_id');
      const mine = await api.post('/issues', { title: 'x' });
      expectField(await api.patch(`/issues/${mine.body.data.id}`, { project_id: theirs.id }), 'project_id');
    });
  });

  describe('assignee', () => {
    async function runsOf(issueRef: string, api: ApiClient) {
      const issue = await api.get(`/issues/${issueRef}`);
      const row = await app.db
        .selectFrom('issues')
        .select('id')
        .where('number', '=', issue.body.data.number)
        .where('creator_id', '=', issue.body.data.creator.id)
        .executeTakeFirstOrThrow();
      return app.db.selectFrom('runs').selectAll().where('issue_id', '=', row.id).execute();
    }

    it('assigns by actor key, by type and id, and unassigns with null', async () => {
      const { api, workspace } = await setup();
      const member = await buildMember(app.db, workspace, { name: 'Grace Hopper' });
      const created = await api.post('/issues', { title: 'x', assignee: `user:${member.id}` });
      assert.deepEqual(created.body.data.assignee, { type: 'user', id: member.id, name: 'Grace Hopper' });
      const ref = created.body.data.id;
      assert.equal((await api.patch(`/issues/${ref}`, { assignee: null })).body.data.assignee, null);
      const paired = await api.patch(`/issues/${ref}`, { assignee_type: 'user', assignee_id: member.id });
      assert.equal(paired.body.data.assignee.id, member.id);
      assert.equal((await api.patch(`/issues/${ref}`, { assignee_type: null })).body.data.assignee, null);
    });

    it('refuses people who are not current members, naming the field used', async () => {
      const { api, workspace } = await setup();
      const leaver = await buildMember(app.db, workspace);
      await removeMember(app.db, workspace.id, leaver.id);
      const manager = await buildMember(app.db, workspace, { role: 'management' });
      const stranger = await buildScene(app.db);
      for (const id of [leaver.id, manager.id, stranger.owner.id, 999_999_999]) {
        expectField(await api.post('/issues', { title: 'x', assignee: `user:${id}` }), 'assignee');
        expectField(
          await api.post('/issues', { title: 'x', assignee_type: 'user', assignee_id: id }),
          'assignee_id',
        );
      }
    });

    it('refuses malformed or half-given assignees', async () => {
      const { api, owner } = await setup();
      expectField(await api.post('/issues', { title: 'x', assignee: 'person:1' }), 'assignee');
      expectField(
        await api.post('/issues', { title: 'x', assignee_type: 'team', assignee_id: 1 }),
        'assignee_type',
      );
      expectField(await api.post('/issues', { title: 'x', assignee_type: 'user' }), 'assignee_id');
      expectField(await api.post('/issues', { title: 'x', assignee_id: owner.id }), 'assignee_type');
      expectField(
        await api.post('/issues', {
          title: 'x',
          assignee: `user:${owner.id}`,
          assignee_type: 'agent',
          assignee_id: 1,
        }),
        'assignee',
      );
    });

    it('queues a run when an agent is assigned, once, in the same save', async () => {
      const { api, workspace, owner } = await setup();
      const agent = await buildAgent(app.db, workspace, { name: 'Build Bot' });
      const created = await api.post('/issues', {
        title: 'x',
        assignee_type: 'agent',
        assignee_id: agent.id,
      });
      assert.equal(created.status, 201);
      assert.deepEqual(created.body.data.assignee, { type: 'agent', id: agent.id, name: 'Build Bot' });
      const ref = created.body.data.id;
      let runs = await runsOf(ref, api);
      assert.equal(runs.length, 1);
      assert.equal(runs[0]!.trigger, 'assignment');
      assert.equal(runs[0]!.status, 'queued');
      assert.equal(runs[0]!.agent_id, agent.id);
      assert.equal(runs[0]!.requested_by_id, owner.id);

      await api.patch(`/issues/${ref}`, { assignee: `agent:${agent.id}`, title: 'still the bot' });
      assert.equal((await runsOf(ref, api)).length, 1);
      // Assigned again while its run still waits: that run answers (one run per issue and agent, §12.7).
      await api.patch(`/issues/${ref}`, { assignee: `user:${owner.id}` });
      await api.patch(`/issues/${ref}`, { assignee: `agent:${agent.id}` });
      assert.equal((await runsOf(ref, api)).length, 1);
      // Once that run is over, assigning again puts the agent to work again.
      await app.db.updateTable('runs').set({ status: 'completed' }).where('id', '=', runs[0]!.id).execute();
      await api.patch(`/issues/${ref}`, { assignee: `user:${owner.id}` });
      await api.patch(`/issues/${ref}`, { assignee: `agent:${agent.id}` });
      runs = await runsOf(ref, api);
      assert.equal(runs.length, 2);
    });

    it("refuses an agent the caller may not assign: someone else's private agent, another workspace's", async () => {
      const { api, workspace, owner } = await setup();
      const colleague = await buildMember(app.db, workspace);
      const theirs = await buildAgent(app.db, workspace, {
        visibility: 'private',
        owner_user_id: colleague.id,
      });
      const mine = await buildAgent(app.db, workspace, { visibility: 'private', owner_user_id: owner.id });
      const other = await buildScene(app.db);
      const foreign = await buildAgent(app.db, other.workspace);
      expectField(await api.post('/issues', { title: 'x', assignee: `agent:${theirs.id}` }), 'assignee');
      expectField(
        await api.post('/issues', { title: 'x', assignee_type: 'agent', assignee_id: foreign.id }),
        'assignee_id',
      );
      assert.equal((await api.post('/issues', { title: 'x', assignee: `agent:${mine.id}` })).status, 201);
      const runs = await app.db
        .selectFrom('runs')
        .select('agent_id')
        .where('workspace_id', '=', workspace.id)
        .execute();
      assert.deepEqual(
        runs.map((r) => r.agent_id),
        [mine.id],
      );
    });
  });

  describe('PATCH', () => {
    it('changes only the fields sent; estimate_minutes null clears', async () => {
      const { api, project } = await setup();
      const created = await api.post('/issues', {
        title: 'Keep',
        description: '<p>Body</p>',
        estimate_minutes: 45,
        priority: 'high',
        project_id: project.id,
        start_date: '2026-11-02',
        due_date: '2026-11-20',
      });
      const ref = created.body.data.id;
      const res = await api.patch(`/issues/${ref}`, { status: 'in_progress' });
      assert.equal(res.status, 200);
      const after = res.body.data;
      assert.equal(after.status, 'in_progress');
      for (const field of [
        'title',
        'description',
        'estimate_minutes',
        'priority',
        'project',
        'start_date',
        'due_date',
      ]) {
        assert.deepEqual(after[field], created.body.data[field], field);
      }
      const cleared = await api.patch(`/issues/${ref}`, { estimate_minutes: null, description: null });
      assert.equal(cleared.body.data.estimate_minutes, null);
      assert.equal(cleared.body.data.description, null);
    });

    it('lets any status move to any status', async () => {
      const { api } = await setup();
      const created = await api.post('/issues', { title: 'x', status: 'done' });
      for (const status of ['backlog', 'canceled', 'in_review', 'todo', 'on_hold', 'in_progress', 'done']) {
        assert.equal(
          (await api.patch(`/issues/${created.body.data.id}`, { status })).body.data.status,
          status,
        );
      }
    });

    it('leaves updated_at alone when nothing changes', async () => {
      const { api } = await setup();
      const created = await api.post('/issues', { title: 'Same', labels: ['a'] });
      const same = await api.patch(`/issues/${created.body.data.id}`, { title: 'Same', labels: ['A'] });
      assert.equal(same.status, 200);
      assert.equal(same.body.data.updated_at, created.body.data.updated_at);
    });

    it('refuses a due date before the start date', async () => {
      const { api } = await setup();
      expectField(
        await api.post('/issues', { title: 'x', start_date: '2026-11-10', due_date: '2026-11-09' }),
        'due_date',
      );
    });

    it('names every refused field at once', async () => {
      const { api } = await setup();
      const res = await api.post('/issues', {
        title: 'x',
        project_id: 2_000_000_000,
        parent_id: 'NOPE-1',
        capacity_share: '9d',
      });
      assert.equal(res.status, 422);
      assert.deepEqual(Object.keys(res.body.errors).sort(), ['capacity_share', 'parent_id', 'project_id']);
    });
  });

  describe('labels', () => {
    it('writes labels by name, creating unknown ones once whatever the case', async () => {
      const { api, workspace } = await setup();
      const first = await api.post('/issues', { title: 'x', labels: ['Bug', ' needs  review ', 'bug'] });
      assert.deepEqual(first.body.data.labels, ['Bug', 'needs review']);
      const second = await api.post('/issues', { title: 'y', labels: ['BUG', 'Frontend'] });
      assert.deepEqual(second.body.data.labels, ['Bug', 'Frontend']);
      const labels = await app.db
        .selectFrom('labels')
        .select('name')
        .where('workspace_id', '=', workspace.id)
        .orderBy('name')
        .execute();
      assert.deepEqual(
        labels.map((l) => l.name),
        ['Bug', 'Frontend', 'needs review'],
      );

      const replaced = await api.patch(`/issues/${first.body.data.id}`, { labels: ['frontend'] });
      assert.deepEqual(replaced.body.data.labels, ['Frontend']);
      const cleared = await api.patch(`/issues/${first.body.data.id}`, { labels: [] });
      assert.deepEqual(cleared.body.data.labels, []);
    });

    it('refuses an empty or overlong label name', async () => {
      const { api } = await setup();
      expectField(await api.post('/issues', { title: 'x', labels: ['  '] }), 'labels');
      expectField(await api.post('/issues', { title: 'x', labels: ['x'.repeat(51)] }), 'labels');
      expectField(await api.post('/issues', { title: 'x', labels: 'bug' }), 'labels');
    });
  });

  describe('cycle', () => {
    it('refuses a cycle when cycles are switched off', async () => {
      const { api } = await setup();
      expectField(await api.post('/issues', { title: 'x', cycle: 1 }), 'cycle');
    });

    it('sets, moves and clears the cycle; refuses zero and a closed cycle', async () => {
      const scene = await buildScene(app.db, { cycles: { length_days: 7, first_starts_on: '2026-01-05' } });
      const api = client(app, scene.token);
      const created = await api.post('/issues', { title: 'x', cycle: 3 });
      assert.deepEqual(created.body.data.cycle, {
        number: 3,
        starts_on: '2026-01-19',
        ends_on: '2026-01-25',
      });
      const ref = created.body.data.id;
      assert.equal((await api.patch(`/issues/${ref}`, { cycle: 4 })).body.data.cycle.number, 4);
      assert.equal((await api.patch(`/issues/${ref}`, { cycle: null })).body.data.cycle, null);
      expectField(await api.patch(`/issues/${ref}`, { cycle: 0 }), 'cycle');
      await app.db
        .insertInto('cycle_closures')
        .values({
          workspace_id: scene.workspace.id,
          number: 5,
          carried: 0,
          closed_at: '2026-02-09T00:00:00.000Z',
        })
        .execute();
      expectField(await api.patch(`/issues/${ref}`, { cycle: 5 }), 'cycle');
    });
  });

  it('never answers 500 to wrong types or huge values', async () => {
    const { api } = await setup();
    const created = await api.post('/issues', { title: 'x' });
    for (const body of [
      { parent_id: 1e20 },
      { parent_id: { id: 1 } },
      { assignee_id: 1e12, assignee_type: 'user' },
      { cycle: 1e9 },
      { labels: [1, 2] },
      { title: ['a'] },
      { estimate_minutes: 1.5 },
      { start_date: 'yesterday' },
    ]) {
      const res = await api.patch(`/issues/${created.body.data.id}`, body);
      assert.equal(res.status, 422, JSON.stringify(body));
    }
    const badJson = await api.request('PATCH', `/issues/${created.body.data.id}`, '{"title":', {
      'content-type': 'application/json',
    });
    assert.equal(badJson.status, 400);

    const nul = await api.post('/issues', {
      title: 'Null\u0000byte',
      description: '<p>a\u0000b</p>',
      labels: ['x\u0000y'],
      acceptance_criteria: ['ok\u0000'],
    });
    assert.equal(nul.status, 201, JSON.stringify(nul.body));
    assert.equal(nul.body.data.title, 'Nullbyte');
    assert.deepEqual(nul.body.data.labels, ['xy']);
    expectField(await api.post('/issues', { title: '\u0000' }), 'title');
    assert.equal((await api.get('/issues?label=x%00y')).status, 200);
    assert.equal((await api.get('/issues?q=%00')).status, 200);
  });
});
