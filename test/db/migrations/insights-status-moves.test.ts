import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql, type RawBuilder } from 'kysely';
import { todayUtc } from '../../../src/clock.js';
import { isPostgres } from '../../../src/db/migration-helpers.js';
import { down, up } from '../../../src/db/migrations/20261206140000_insights_status_moves.js';
import { durationSql, throughputSql, type InsightScope } from '../../../src/repositories/insights.js';
import { client, startTestApp, type TestApp } from '../../helpers/app.js';
import { buildIssue, buildScene } from '../../helpers/factories.js';

/**
 * Throughput and cycle time find status moves through the two indexes of the history's
 * `changes.status.to` (docs/decisions.md "Issue 41 — status moves indexed in the history"): the plans
 * of the statements the insights run must name them, for moves saved by Tandem and for history written
 * before the migration alike. PostgreSQL is told to avoid table scans, as it rightly would on tables this
 * small: what is checked is that the index can serve the statement as written.
 */
async function planOf(app: TestApp, statement: RawBuilder<unknown>): Promise<string> {
  return app.db.transaction().execute(async (tx) => {
    if (isPostgres(tx)) {
      await sql`set local enable_seqscan = off`.execute(tx);
      const rows = await sql<{ 'QUERY PLAN': string }>`explain ${statement}`.execute(tx);
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    const rows = await sql<{ detail: string }>`explain query plan ${statement}`.execute(tx);
    return rows.rows.map((row) => row.detail).join('\n');
  });
}

/** The plan seeks `index` by the status moved to, not only by its leading columns. */
function assertSeeks(plan: string, index: string, to: string, postgres: boolean) {
  const seek = postgres
    ? new RegExp(
        `using ${index} on issue_activity \\w+[^\\n]*\\n\\s*Index Cond: [^\\n]*'\\{changes,status,to\\}'::text\\[\\]\\) = '${to}'::text`,
      )
    : new RegExp(`USING (COVERING )?INDEX ${index} \\([^)]*<expr>=`);
  assert.match(plan, seek, plan);
}

async function assertIndexed(app: TestApp, scope: InsightScope) {
  const postgres = isPostgres(app.db);
  const throughput = await planOf(app, throughputSql(app.db, scope));
  assertSeeks(throughput, 'issue_activity_status_window_index', 'done', postgres);
  const durations = await planOf(app, durationSql(app.db, scope));
  assertSeeks(durations, 'issue_activity_status_window_index', 'done', postgres);
  assertSeeks(durations, 'issue_activity_issue_status_index', 'in_progress', postgres);
}

describe('Migration: status moves indexed in the history (insights)', async () => {
  const app = await startTestApp();
  const today = todayUtc();
  const window = `from=${today}&to=${today}`;
  const scopeOf = (workspaceId: number): InsightScope => ({
    workspaceId,
    start: `${today}T00:00:00.000Z`,
    end: `${today}T23:59:59.999Z`,
    projectId: null,
    cycleNumber: null,
  });

  it('finds a status change saved through the API by index, and counts it', async () => {
    const s = await buildScene(app.db);
    const api = client(app, s.token);
    const created = await api.post('/issues', { title: 'Ship it', type: 'task' });
    assert.equal(created.status, 201, created.text);
    for (const status of ['in_progress', 'done']) {
      const moved = await api.patch(`/issues/${created.body.data.id}`, { status });
      assert.equal(moved.status, 200, moved.text);
    }
    const throughput = await api.get(`/insights/throughput?${window}`);
    assert.equal(throughput.status, 200, throughput.text);
    assert.equal(throughput.body.data.weeks.at(-1).total, 1);
    const cycleTime = await api.get(`/insights/cycle-time?${window}`);
    assert.equal(cycleTime.body.data.cycle_time.count, 1);
    await assertIndexed(app, scopeOf(s.workspace.id));
  });

  it('indexes the history written before it, and reads only status changes as moves', async () => {
    const s = await buildScene(app.db);
    const api = client(app, s.token);
    await down(app.db);
    try {
      const issue = await buildIssue(app.db, s.workspace, { type: 'bug', status: 'done' });
      const other = await buildIssue(app.db, s.workspace, { type: 'task', status: 'done' });
      const row = (changes: object, issueId = issue.id) => ({
        workspace_id: s.workspace.id,
        issue_id: issueId,
        event: 'issue.updated',
        actor_type: null,
        actor_id: null,
        data: JSON.stringify({ changes }),
        created_at: new Date().toISOString(),
      });
      await app.db
        .insertInto('issue_activity')
        .values([
          row({ status: { from: 'todo', to: 'in_progress' } }),
          row({ status: { from: 'in_progress', to: 'done' } }),
          // Another field moved to "done" beside a status change is no move to done (a text match of
          // the history read it as one).
          row({ status: { from: 'todo', to: 'in_progress' }, title: { from: 'a', to: 'done' } }, other.id),
        ])
        .execute();
    } finally {
      await up(app.db);
    }
    const throughput = await api.get(`/insights/throughput?${window}`);
    assert.equal(throughput.body.data.weeks.at(-1).total, 1);
    assert.deepEqual(throughput.body.data.types, ['bug']);
    const cycleTime = await api.get(`/insights/cycle-time?${window}`);
    assert.equal(cycleTime.body.data.cycle_time.count, 1);
    await assertIndexed(app, scopeOf(s.workspace.id));
  });
});
