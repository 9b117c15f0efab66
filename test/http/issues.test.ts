import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { inTransaction } from '../../src/db/connection.js';
import { activityRow } from '../../src/domain/issues/activity.js';
import { insertNumberedIssue } from '../../src/repositories/issues.js';
import { nowIso } from '../../src/clock.js';
import { client, startTestApp, TEST_APP_URL } from '../helpers/app.js';
import {
  type Scene,
  buildAgent,
  buildComment,
  buildIssue,
  buildMember,
  buildProject,
  buildScene,
  buildTimeEntry,
  buildToken,
} from '../helpers/factories.js';

describe('Issues: create, read, delete', async () => {
  const app = await startTestApp();

  it('creates an issue with the defaults and answers every field of the single shape', async () => {
    const scene = await buildScene(app.db);
    const res = await client(app, scene.token).post('/issues', { title: '  Fix the login  ' });
    assert.equal(res.status, 201);
    const issue = res.body.data;
    const prefix = scene.workspace.issue_prefix;
    assert.deepEqual(
      Object.keys(issue).sort(),
      [
        'id',
        'number',
        'title',
        'description',
        'acceptance_criteria',
        'areas',
        'type',
        'status',
        'state_id',
        'priority',
        'project',
        'epic',
        'assignee',
        'reviewer',
        'creator',
        'start_date',
        'due_date',
        'estimate_minutes',
        'capacity_share',
        'claims_capacity',
        'spent_minutes',
        'labels',
        'fields',
        'carried_over',
        'blocked_by',
        'blocks',
        'progress',
        'created_at',
        'updated_at',
      ].sort(),
    );
    assert.deepEqual([issue.blocked_by, issue.blocks, issue.progress], [[], [], null]);
    assert.equal(issue.id, `${prefix}-1`);
    assert.equal(issue.number, 1);
    assert.equal(issue.title, 'Fix the login');
    assert.equal(issue.description, null);
    assert.deepEqual(issue.acceptance_criteria, []);
    assert.deepEqual(issue.areas, []);
    assert.equal(issue.type, 'task');
    assert.equal(issue.status, 'backlog');
    assert.equal(issue.state_id, null);
    assert.equal(issue.priority, 'medium');
    assert.equal(issue.project, null);
    assert.equal(issue.epic, null);
    assert.equal(issue.assignee, null);
    assert.deepEqual(issue.creator, { type: 'user', id: scene.owner.id, name: scene.owner.name });
    assert.equal(issue.capacity_share, null);
    assert.equal(issue.claims_capacity, null);
    assert.equal(issue.spent_minutes, 0);
    assert.deepEqual(issue.labels, []);
    assert.deepEqual(issue.fields, {});
    assert.equal(issue.carried_over, 0);
    assert.match(issue.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const read = await client(app, scene.token).get(`/issues/${issue.id}`);
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.data, issue);
  });

  it('numbers issues per workspace and uses the project prefix in the identifier', async () => {
    const scene = await buildScene(app.db);
    const web = await buildProject(app.db, scene.workspace, { name: 'Website', prefix: 'web' });
    const plain = await buildProject(app.db, scene.workspace, { name: 'Plain' });
    const api = client(app, scene.token);
    const first = await api.post('/issues', { title: 'One', project_id: web.id });
    const second = await api.post('/issues', { title: 'Two', project_id: plain.id });
    assert.equal(first.body.data.id, 'WEB-1');
    assert.deepEqual(first.body.data.project, { id: web.id, name: 'Website' });
    assert.equal(second.body.data.id, `${scene.workspace.issue_prefix}-2`);

    const other = await buildScene(app.db);
    const theirs = await client(app, other.token).post('/issues', { title: 'Elsewhere' });
    assert.equal(theirs.body.data.number, 1);
  });

  it('gives issues created at the same time distinct numbers in order, without gaps', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, index) => api.post('/issues', { title: `Parallel ${index}` })),
    );
    assert.deepEqual(
      created.map((res) => res.status),
      created.map(() => 201),
    );
    const numbers = created.map((res) => res.body.data.number as number).sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    const next = await api.post('/issues', { title: 'After them' });
    assert.equal(next.body.data.number, 13);
    const workspace = await app.db
      .selectFrom('workspaces')
      .select('issue_counter')
      .where('id', '=', scene.workspace.id)
      .executeTakeFirstOrThrow();
    assert.equal(workspace.issue_counter, 13);
  });

  it('never gives the number of a failed creation again; on PostgreSQL it is a gap, on SQLite taken back', async () => {
    const scene = await buildScene(app.db);
    const failure = new Error('the creation fails after its number was taken');
    await assert.rejects(
      inTransaction(app.db, async (tx) => {
        await insertNumberedIssue(tx, issueValues(scene), historyOf(scene));
        throw failure;
      }),
      failure,
    );
    const api = client(app, scene.token);
    const next = await api.post('/issues', { title: 'After the failure' });
    // decisions §11.1: a database sequence's gap on PostgreSQL; SQLite's single writer keeps them gapless.
    assert.equal(next.body.data.number, app.services.dialect === 'postgres' ? 2 : 1);
    const list = await api.get('/issues');
    assert.equal(list.body.meta.total, 1);
  });

  // SQLite takes the number in the creating transaction: one writer at a time there anyway.
  if (app.services.dialect === 'postgres')
    it('takes a number on PostgreSQL without holding the workspace row until the creation commits', async () => {
      const scene = await buildScene(app.db);
      const lockedMeanwhile = await inTransaction(app.db, async (tx) => {
        await insertNumberedIssue(tx, issueValues(scene), historyOf(scene));
        // The lock the next creator's counter update takes (the new issue's foreign key holds only a
        // KEY SHARE lock on the row, which does not conflict with it): free while this one is open.
        return sql<{
          locked: boolean;
        }>`select false as locked from workspaces where id = ${scene.workspace.id} for no key update nowait`
          .execute(app.db)
          .then(() => false)
          .catch((error: { code?: string }) => {
            if (error.code === '55P03') return true;
            throw error;
          });
      });
      assert.equal(lockedMeanwhile, false);
      const next = await client(app, scene.token).post('/issues', { title: 'Second' });
      assert.equal(next.body.data.number, 2);
    });

  it('sanitises the description and keeps acceptance criteria as a list of strings', async () => {
    const scene = await buildScene(app.db);
    const res = await client(app, scene.token).post('/issues', {
      title: 'Rich',
      description:
        '<p onclick="steal()">Hello <strong>there</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
      acceptance_criteria: [' Logs in ', 'Logs out'],
    });
    assert.equal(res.status, 201);
    const description: string = res.body.data.description;
    assert.doesNotMatch(description, /script|onclick|javascript:/);
    assert.match(description, /<strong>there<\/strong>/);
    assert.deepEqual(res.body.data.acceptance_criteria, ['Logs in', 'Logs out']);
  });

  it('refuses a missing or blank title and unknown enum values, naming the field', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    for (const [body, field] of [
      [{}, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x', type: 'story' }, 'type'],
      [{ title: 'x', status: 'open' }, 'status'],
      [{ title: 'x', priority: 'p1' }, 'priority'],
      [{ title: 'x', estimate_minutes: '60' }, 'estimate_minutes'],
      [{ title: 'x', estimate_minutes: -1 }, 'estimate_minutes'],
      [{ title: 'x', due_date: '2026-13-01' }, 'due_date'],
      [{ title: 'x', project_id: 99999999999 }, 'project_id'],
      [{ title: 'x', acceptance_criteria: 'one' }, 'acceptance_criteria'],
    ] as const) {
      const res = await api.post('/issues', body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.ok(res.body.errors[field], `${field}: ${JSON.stringify(res.body)}`);
    }
  });

  it('ignores unknown body fields', async () => {
    const scene = await buildScene(app.db);
    const res = await client(app, scene.token).post('/issues', { title: 'x', number: 77, color: 'red' });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.number, 1);
  });

  it('refuses guests (403) and read tokens (403) on create', async () => {
    const scene = await buildScene(app.db);
    const guest = await buildMember(app.db, scene.workspace, { role: 'guest' });
    const guestToken = await buildToken(app.db, scene.workspace, guest);
    const guestRes = await client(app, guestToken.token).post('/issues', { title: 'x' });
    assert.equal(guestRes.status, 403);
    assert.equal(guestRes.body.errors, undefined);

    const reader = await buildToken(app.db, scene.workspace, scene.owner, { abilities: ['read'] });
    const readRes = await client(app, reader.token).post('/issues', { title: 'x' });
    assert.equal(readRes.status, 403);

    const issue = await buildIssue(app.db, scene.workspace);
    assert.equal((await client(app, reader.token).patch(`/issues/${issue.id}`, { title: 'y' })).status, 403);
    assert.equal((await client(app, reader.token).delete(`/issues/${issue.id}`)).status, 403);
    assert.equal(
      (await client(app, guestToken.token).patch(`/issues/${issue.id}`, { title: 'y' })).status,
      403,
    );
    assert.equal((await client(app, reader.token).get(`/issues/${issue.id}`)).status, 200);
    assert.equal((await client(app, guestToken.token).get(`/issues/${issue.id}`)).status, 200);
  });

  describe('naming an issue', () => {
    it('accepts the workspace prefix in any case, a project prefix, and the database key', async () => {
      const scene = await buildScene(app.db);
      const web = await buildProject(app.db, scene.workspace, { prefix: 'WEB' });
      const issue = await buildIssue(app.db, scene.workspace, { title: 'Target' });
      const api = client(app, scene.token);
      const prefix = scene.workspace.issue_prefix;
      for (const ref of [
        `${prefix}-${issue.number}`,
        `${prefix.toLowerCase()}-${issue.number}`,
        `web-${issue.number}`,
        `WEB-${issue.number}`,
        String(issue.id),
      ]) {
        const res = await api.get(`/issues/${ref}`);
        assert.equal(res.status, 200, ref);
        assert.equal(res.body.data.title, 'Target');
      }
      assert.ok(web.id);
    });

    it('answers 404 for an unknown prefix, never falling back to the number', async () => {
      const scene = await buildScene(app.db);
      const issue = await buildIssue(app.db, scene.workspace);
      const res = await client(app, scene.token).get(`/issues/NOPE-${issue.number}`);
      assert.equal(res.status, 404);
      assert.match(res.body.message, /NOPE/);
    });

    it('tells a missing issue from a prefix no project of this workspace uses', async () => {
      const scene = await buildScene(app.db);
      const other = await buildScene(app.db);
      await buildProject(app.db, scene.workspace, { prefix: 'OPS' });
      await buildProject(app.db, other.workspace, { prefix: 'THEIRS' });
      const issue = await buildIssue(app.db, scene.workspace);
      const api = client(app, scene.token);

      const missing = await api.get(`/issues/OPS-${issue.number + 1000}`);
      assert.equal(missing.status, 404);
      assert.doesNotMatch(missing.body.message, /prefix/);
      const foreign = await api.get(`/issues/THEIRS-${issue.number}`);
      assert.equal(foreign.status, 404);
      assert.match(foreign.body.message, /No project or workspace uses the prefix THEIRS/);
      assert.equal((await api.get(`/issues/ops-${issue.number}`)).status, 200);
    });

    it('answers the same way on every route that names an issue (comments, changes)', async () => {
      const scene = await buildScene(app.db);
      const other = await buildScene(app.db);
      const ops = await buildProject(app.db, scene.workspace, { prefix: 'OPS' });
      await buildProject(app.db, other.workspace, { prefix: 'THEIRS' });
      const issue = await buildIssue(app.db, scene.workspace, { project_id: ops.id });
      const api = client(app, scene.token);

      assert.equal((await api.get(`/issues/ops-${issue.number}/comments`)).status, 200);
      assert.equal((await api.patch(`/issues/OPS-${issue.number}`, { title: 'Renamed' })).status, 200);
      const missing = await api.post(`/issues/OPS-${issue.number + 1000}/comments`, { body: 'Hello' });
      assert.equal(missing.status, 404);
      assert.doesNotMatch(missing.body.message, /prefix/);
      const foreign = await api.patch(`/issues/THEIRS-${issue.number}`, { title: 'Nope' });
      assert.equal(foreign.status, 404);
      assert.match(foreign.body.message, /No project or workspace uses the prefix THEIRS/);
      const [row] = await app.db.selectFrom('issues').select('title').where('id', '=', issue.id).execute();
      assert.equal(row!.title, 'Renamed');
    });

    it('answers 404 for a run-together reference, saying the hyphen is missing', async () => {
      const scene = await buildScene(app.db);
      const issue = await buildIssue(app.db, scene.workspace);
      const res = await client(app, scene.token).get(
        `/issues/${scene.workspace.issue_prefix}${issue.number}`,
      );
      assert.equal(res.status, 404);
      assert.match(res.body.message, /hyphen/);
    });

    it("answers 404 for another workspace's issue, by identifier and by key", async () => {
      const scene = await buildScene(app.db);
      const other = await buildScene(app.db);
      const theirs = await buildIssue(app.db, other.workspace);
      const api = client(app, scene.token);
      assert.equal((await api.get(`/issues/${theirs.id}`)).status, 404);
      assert.equal((await api.get(`/issues/${other.workspace.issue_prefix}-${theirs.number}`)).status, 404);
      assert.equal((await api.patch(`/issues/${theirs.id}`, { title: 'mine' })).status, 404);
      assert.equal((await api.delete(`/issues/${theirs.id}`)).status, 404);
      assert.equal((await api.get('/issues/99999999999999')).status, 404);
    });
  });

  describe('fields', () => {
    it('sums spent_minutes over issue time entries, agent-run hours included', async () => {
      const scene = await buildScene(app.db);
      const agent = await buildAgent(app.db, scene.workspace);
      const issue = await buildIssue(app.db, scene.workspace);
      const other = await buildIssue(app.db, scene.workspace);
      await buildTimeEntry(app.db, scene.workspace, {
        actor_type: 'user',
        actor_id: scene.owner.id,
        issue_id: issue.id,
        minutes: 30,
      });
      await buildTimeEntry(app.db, scene.workspace, {
        actor_type: 'agent',
        actor_id: agent.id,
        issue_id: issue.id,
        minutes: 45,
        source: 'agent_run',
      });
      await buildTimeEntry(app.db, scene.workspace, {
        actor_type: 'user',
        actor_id: scene.owner.id,
        issue_id: other.id,
        minutes: 5,
      });
      const res = await client(app, scene.token).get(`/issues/${issue.id}`);
      assert.equal(res.body.data.spent_minutes, 75);
      const list = await client(app, scene.token).get('/issues');
      const byNumber = new Map(list.body.data.map((i: any) => [i.number, i.spent_minutes]));
      assert.equal(byNumber.get(issue.number), 75);
      assert.equal(byNumber.get(other.number), 5);
    });

    it('leaves project out of list items and cycle out entirely with cycles off', async () => {
      const scene = await buildScene(app.db);
      await buildIssue(app.db, scene.workspace);
      const list = await client(app, scene.token).get('/issues');
      assert.equal(list.status, 200);
      assert.ok(!('project' in list.body.data[0]));
      assert.ok(!('cycle' in list.body.data[0]));
      const single = await client(app, scene.token).get(`/issues/${list.body.data[0].id}`);
      assert.ok('project' in single.body.data);
      assert.ok(!('cycle' in single.body.data));
    });

    it('shows cycle as null outside every window and as the window when set, with cycles on', async () => {
      const scene = await buildScene(app.db, { cycles: { length_days: 14, first_starts_on: '2026-11-02' } });
      const api = client(app, scene.token);
      const none = await api.post('/issues', { title: 'Unplanned' });
      assert.equal(none.body.data.cycle, null);
      const planned = await api.post('/issues', { title: 'Planned', cycle: 2 });
      assert.deepEqual(planned.body.data.cycle, {
        number: 2,
        starts_on: '2026-11-16',
        ends_on: '2026-11-29',
      });
      const list = await api.get('/issues');
      assert.deepEqual(
        list.body.data.map((i: any) => i.cycle),
        [{ number: 2, starts_on: '2026-11-16', ends_on: '2026-11-29' }, null],
      );
    });
  });

  describe('delete', () => {
    it('lets the author delete; the issue leaves reads and lists but keeps its row', async () => {
      const scene = await buildScene(app.db);
      const member = await buildMember(app.db, scene.workspace);
      const { token } = await buildToken(app.db, scene.workspace, member);
      const created = await client(app, token).post('/issues', { title: 'Mine' });
      const res = await client(app, token).delete(`/issues/${created.body.data.id}`);
      assert.equal(res.status, 204);
      assert.equal((await client(app, token).get(`/issues/${created.body.data.id}`)).status, 404);
      assert.equal((await client(app, token).get('/issues')).body.meta.total, 0);
      const row = await app.db
        .selectFrom('issues')
        .selectAll()
        .where('workspace_id', '=', scene.workspace.id)
        .executeTakeFirstOrThrow();
      assert.ok(row.deleted_at);
      // Its number is never handed out again.
      const next = await client(app, token).post('/issues', { title: 'Next' });
      assert.equal(next.body.data.number, 2);
    });

    it("refuses another member's issue (403) but lets an administrator delete it", async () => {
      const scene = await buildScene(app.db);
      const author = await buildMember(app.db, scene.workspace);
      const bystander = await buildMember(app.db, scene.workspace);
      const admin = await buildMember(app.db, scene.workspace, { role: 'admin' });
      const authorToken = await buildToken(app.db, scene.workspace, author);
      const created = await client(app, authorToken.token).post('/issues', { title: 'Theirs' });
      const ref = created.body.data.id;
      const bystanderToken = await buildToken(app.db, scene.workspace, bystander);
      assert.equal((await client(app, bystanderToken.token).delete(`/issues/${ref}`)).status, 403);
      const adminToken = await buildToken(app.db, scene.workspace, admin);
      assert.equal((await client(app, adminToken.token).delete(`/issues/${ref}`)).status, 204);
    });

    it('lets only administrators delete an issue an agent created, and refuses guests', async () => {
      const scene = await buildScene(app.db);
      const agent = await buildAgent(app.db, scene.workspace);
      const member = await buildMember(app.db, scene.workspace);
      const guest = await buildMember(app.db, scene.workspace, { role: 'guest' });
      const issue = await buildIssue(app.db, scene.workspace, {
        creator_type: 'agent',
        creator_id: agent.id,
      });
      const memberToken = await buildToken(app.db, scene.workspace, member);
      const guestToken = await buildToken(app.db, scene.workspace, guest);
      assert.equal((await client(app, memberToken.token).delete(`/issues/${issue.id}`)).status, 403);
      assert.equal((await client(app, guestToken.token).delete(`/issues/${issue.id}`)).status, 403);
      assert.equal((await client(app, scene.token).delete(`/issues/${issue.id}`)).status, 204);
    });

    it('refuses with 422 naming everything attached: children and logged hours', async () => {
      const scene = await buildScene(app.db);
      const epic = await buildIssue(app.db, scene.workspace, { type: 'epic' });
      await buildIssue(app.db, scene.workspace, { parent_id: epic.id });
      await buildTimeEntry(app.db, scene.workspace, {
        actor_type: 'user',
        actor_id: scene.owner.id,
        issue_id: epic.id,
      });
      const res = await client(app, scene.token).delete(`/issues/${epic.id}`);
      assert.equal(res.status, 422);
      assert.ok(res.body.errors.children);
      assert.ok(res.body.errors.time_entries);
      assert.equal((await client(app, scene.token).get(`/issues/${epic.id}`)).status, 200);
    });

    it('allows removing an epic once its issues are gone', async () => {
      const scene = await buildScene(app.db);
      const epic = await buildIssue(app.db, scene.workspace, { type: 'epic' });
      const child = await buildIssue(app.db, scene.workspace, { parent_id: epic.id });
      const api = client(app, scene.token);
      assert.equal((await api.delete(`/issues/${epic.id}`)).status, 422);
      assert.equal((await api.delete(`/issues/${child.id}`)).status, 204);
      assert.equal((await api.delete(`/issues/${epic.id}`)).status, 204);
    });

    it('takes comments out of search with the issue', async () => {
      const scene = await buildScene(app.db);
      const issue = await buildIssue(app.db, scene.workspace);
      await buildComment(app.db, issue, {
        author_type: 'user',
        author_id: scene.owner.id,
        body: '<p>zebrafish</p>',
      });
      const api = client(app, scene.token);
      assert.equal((await api.get('/issues?q=zebrafish')).body.meta.total, 1);
      await api.delete(`/issues/${issue.id}`);
      assert.equal((await api.get('/issues?q=zebrafish')).body.meta.total, 0);
    });
  });

  it('builds links from the configured application URL', async () => {
    const scene = await buildScene(app.db);
    await buildIssue(app.db, scene.workspace);
    const res = await client(app, scene.token).get('/issues?per_page=1');
    assert.equal(res.body.links.first, `${TEST_APP_URL}/api/v1/issues?per_page=1&page=1`);
  });
});

/** The columns of a plain new issue of the scene's workspace, as POST /issues writes them. */
function issueValues(scene: Scene) {
  const now = nowIso();
  return {
    workspace_id: scene.workspace.id,
    project_id: null,
    parent_id: null,
    title: 'Taken, then rolled back',
    description: null,
    acceptance_criteria: '[]',
    type: 'task' as const,
    status: 'backlog' as const,
    priority: 'medium' as const,
    assignee_type: null,
    assignee_id: null,
    creator_type: 'user' as const,
    creator_id: scene.owner.id,
    start_date: null,
    due_date: null,
    estimate_minutes: null,
    capacity_share: null,
    cycle_number: null,
    meeting_id: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
}

function historyOf(scene: Scene) {
  return activityRow({
    workspaceId: scene.workspace.id,
    event: 'issue.created',
    actor: { type: 'user', id: scene.owner.id },
  });
}
