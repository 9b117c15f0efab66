import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { client, startTestApp, type ApiClient } from '../helpers/app.js';
import { counterMap, setCounter, storedCounters } from '../helpers/counters.js';
import { buildAgent, buildMember, buildProject, buildScene } from '../helpers/factories.js';

/**
 * `meta.total` of `GET /issues?label=<name>&<one other filter>` is read from the pair counters of
 * migration 20261122100900_issue_label_pair_counts (docs/performance.md): they must follow every write
 * that moves an issue in or out of such a list.
 */
describe('GET /issues with one label and one other filter', async () => {
  const app = await startTestApp();

  async function totalAndRows(api: ApiClient, query: string): Promise<{ total: number; rows: number }> {
    const res = await api.get(`/issues?per_page=100&${query}`);
    assert.equal(res.status, 200, `${query}: ${JSON.stringify(res.body)}`);
    return { total: res.body.meta.total, rows: res.body.data.length };
  }

  /** Every pair counter of the workspace against a recount of the live issues. */
  async function assertCountersMatch(workspaceId: number): Promise<void> {
    const recount = await sql<{ key: string; total: number }>`
      select k as key, count(*) as total from (
        select 'label:' || cast(il.label_id as text) || '&status:' || i.status as k
          from issue_labels il join issues i on i.id = il.issue_id
          where i.workspace_id = ${workspaceId} and i.deleted_at is null
        union all select 'label:' || cast(il.label_id as text) || '&type:' || i.type
          from issue_labels il join issues i on i.id = il.issue_id
          where i.workspace_id = ${workspaceId} and i.deleted_at is null
        union all select 'label:' || cast(il.label_id as text) || '&priority:' || i.priority
          from issue_labels il join issues i on i.id = il.issue_id
          where i.workspace_id = ${workspaceId} and i.deleted_at is null
        union all select 'label:' || cast(il.label_id as text) || '&assignee:' ||
            coalesce(i.assignee_type || ':' || cast(i.assignee_id as text), 'none')
          from issue_labels il join issues i on i.id = il.issue_id
          where i.workspace_id = ${workspaceId} and i.deleted_at is null
        union all select 'label:' || cast(il.label_id as text) || '&project:' ||
            coalesce(cast(i.project_id as text), 'none')
          from issue_labels il join issues i on i.id = il.issue_id
          where i.workspace_id = ${workspaceId} and i.deleted_at is null
        union all select 'label:' || cast(il.label_id as text) || '&cycle:' ||
            coalesce(cast(i.cycle_number as text), 'none')
          from issue_labels il join issues i on i.id = il.issue_id
          where i.workspace_id = ${workspaceId} and i.deleted_at is null
      ) pairs group by k`.execute(app.db);
    assert.deepEqual(await storedCounters(app.db, workspaceId, 'label:%&%'), counterMap(recount.rows));
  }

  it('follows creation, label changes, status, type, priority, assignee, project, cycle and deletion', async () => {
    const scene = await buildScene(app.db, { cycles: { length_days: 14, first_starts_on: '2026-11-02' } });
    const member = await buildMember(app.db, scene.workspace);
    const agent = await buildAgent(app.db, scene.workspace);
    const project = await buildProject(app.db, scene.workspace);
    const api = client(app, scene.token);

    const created: string[] = [];
    for (let n = 0; n < 10; n++) {
      const res = await api.post('/issues', {
        title: `Issue ${n}`,
        labels: n % 3 === 0 ? ['Backend', 'ux'] : n % 3 === 1 ? ['backend'] : [],
        status: n % 2 === 0 ? 'todo' : 'done',
        type: n % 4 === 0 ? 'bug' : 'task',
        priority: n % 5 === 0 ? 'high' : 'medium',
        ...(n % 3 === 1 ? { assignee: `user:${member.id}` } : {}),
        ...(n === 2 ? { project_id: project.id } : {}),
        ...(n === 3 ? { cycle: 2 } : {}),
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      created.push(res.body.data.id);
    }
    await assertCountersMatch(scene.workspace.id);

    const changes: [string, Record<string, unknown>][] = [
      [created[0]!, { status: 'in_progress' }],
      [created[1]!, { labels: ['ux'] }],
      [created[2]!, { labels: ['backend'], type: 'bug' }],
      [created[3]!, { priority: 'urgent', cycle: null }],
      [created[4]!, { assignee: `agent:${agent.id}` }],
      [created[6]!, { project_id: project.id, labels: [] }],
      [created[7]!, { assignee: null, status: 'todo' }],
    ];
    for (const [id, body] of changes) {
      const res = await api.patch(`/issues/${id}`, body);
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    assert.equal((await api.delete(`/issues/${created[9]!}`)).status, 204);
    await assertCountersMatch(scene.workspace.id);

    for (const label of ['backend', 'ux']) {
      for (const filter of [
        'status=todo',
        'status=done',
        'status=in_progress',
        'type=bug',
        'type=task',
        'priority=high',
        'priority=urgent',
        'assignee=none',
        `assignee=user:${member.id}`,
        `assignee=agent:${agent.id}`,
        `project_id=${project.id}`,
        'cycle=none',
        'cycle=2',
      ]) {
        const { total, rows } = await totalAndRows(api, `label=${label}&${filter}`);
        assert.equal(total, rows, `label=${label}&${filter}`);
      }
    }
  });

  it('answers the total from the counter, not from a count of the rows', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    for (let n = 0; n < 3; n++) {
      assert.equal(
        (await api.post('/issues', { title: `Issue ${n}`, labels: ['board'], status: 'todo' })).status,
        201,
      );
    }
    const label = await app.db
      .selectFrom('labels')
      .select('id')
      .where('workspace_id', '=', scene.workspace.id)
      .where('name_key', '=', 'board')
      .executeTakeFirstOrThrow();
    assert.deepEqual(await totalAndRows(api, 'label=board&status=todo'), { total: 3, rows: 3 });
    await setCounter(app.db, scene.workspace.id, `label:${label.id}&status:todo`, 40);
    assert.equal((await totalAndRows(api, 'label=board&status=todo')).total, 40);
    // Two labels, or a label with two other filters, are still counted row by row.
    assert.equal((await totalAndRows(api, 'label=board&status=todo&type=task')).total, 3);
  });
});
