import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { client, startTestApp, type ApiClient } from '../helpers/app.js';
import { counterMap, setCounter, storedCounters } from '../helpers/counters.js';
import { buildIssue, buildScene } from '../helpers/factories.js';

/**
 * `meta.total` of `GET /issues?updated_since=…` alone is read from the day counters of migration
 * 20261125070000_issue_updated_day_counts plus a count of one day (docs/performance.md): the counters
 * must follow every write that moves an issue's `updated_at` or takes it out of the list.
 */
describe('GET /issues?updated_since with day counters', async () => {
  const app = await startTestApp();

  /** Every day counter of the workspace against a recount of the live issues. */
  async function assertCountersMatch(workspaceId: number): Promise<void> {
    const recount = await sql<{ key: string; total: number | string }>`
      select 'updated:' || substr(updated_at, 1, 10) as key, count(*) as total from issues
      where workspace_id = ${workspaceId} and deleted_at is null group by 1`.execute(app.db);
    assert.deepEqual(await storedCounters(app.db, workspaceId, 'updated:%'), counterMap(recount.rows));
  }

  async function total(api: ApiClient, since: string): Promise<number> {
    const res = await api.get(`/issues?updated_since=${encodeURIComponent(since)}&per_page=1`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.meta.total;
  }

  async function recountSince(workspaceId: number, since: string): Promise<number> {
    const row = await app.db
      .selectFrom('issues')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspace_id', '=', workspaceId)
      .where('deleted_at', 'is', null)
      .where('updated_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('follows creation, changes, deletion and restoration, and counts across day boundaries', async () => {
    const scene = await buildScene(app.db);
    const other = await buildScene(app.db);
    const stamps = [
      '2026-10-30T23:59:59.999Z',
      '2026-10-31T00:00:00.000Z',
      '2026-10-31T12:00:00.000Z',
      '2026-10-31T23:59:59.999Z',
      '2026-11-01T00:00:00.000Z',
      '2026-11-02T08:30:00.000Z',
    ];
    const issues = [];
    for (const at of stamps) {
      issues.push(await buildIssue(app.db, scene.workspace, { created_at: at, updated_at: at }));
      await buildIssue(app.db, other.workspace, { created_at: at, updated_at: at });
    }
    await buildIssue(app.db, scene.workspace, {
      updated_at: '2026-10-31T13:00:00.000Z',
      deleted_at: '2026-11-01T00:00:00.000Z',
    });
    await assertCountersMatch(scene.workspace.id);

    const api = client(app, scene.token);
    // A change through the API moves the issue to today; a deletion takes it out.
    assert.equal((await api.patch(`/issues/${issues[0]!.id}`, { title: 'Moved to today' })).status, 200);
    assert.equal((await api.delete(`/issues/${issues[2]!.id}`)).status, 204);
    await app.db
      .updateTable('issues')
      .set({ updated_at: '2026-10-31T06:00:00.000Z' })
      .where('id', '=', issues[5]!.id)
      .execute();
    await assertCountersMatch(scene.workspace.id);
    // Restored (as an administrator would in the database) and removed for good.
    await app.db.updateTable('issues').set({ deleted_at: null }).where('id', '=', issues[2]!.id).execute();
    await app.db.deleteFrom('issues').where('id', '=', issues[4]!.id).execute();
    await assertCountersMatch(scene.workspace.id);

    for (const since of [
      '2020-01-01T00:00:00.000Z',
      '2026-10-30T23:59:59.999Z',
      '2026-10-31T00:00:00.000Z',
      '2026-10-31T00:00:00.001Z',
      '2026-10-31T12:00:00.000Z',
      '2026-10-31T23:59:59.999Z',
      '2026-11-01T00:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
      '2099-01-01T00:00:00.000Z',
    ]) {
      assert.equal(await total(api, since), await recountSince(scene.workspace.id, since), since);
    }
  });

  it('answers the total from the counters, not from a count of the rows', async () => {
    const scene = await buildScene(app.db);
    for (const at of ['2026-10-01T10:00:00.000Z', '2026-10-02T10:00:00.000Z', '2026-10-03T10:00:00.000Z']) {
      await buildIssue(app.db, scene.workspace, { created_at: at, updated_at: at });
    }
    const api = client(app, scene.token);
    assert.equal(await total(api, '2026-10-01T12:00:00Z'), 2);
    await setCounter(app.db, scene.workspace.id, 'updated:2026-10-03', 40);
    // The day the filter falls on is counted from the issues, the days after it from the counters.
    assert.equal(await total(api, '2026-10-01T12:00:00Z'), 41);
    assert.equal(await total(api, '2026-10-03T00:00:00Z'), 1);
  });
});
