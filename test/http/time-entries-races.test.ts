import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TimeEntry } from '../../src/db/schema.js';
import { client, startTestApp, type ApiResponse } from '../helpers/app.js';
import { buildIssue, buildScene, buildTimeEntry, type Scene } from '../helpers/factories.js';

/**
 * Concurrent PATCH and DELETE of one time entry or one absence: each request answers a contract status
 * (PATCH 200 or 404, DELETE 204 or 404), never 500; exactly one DELETE removes the entry. Meaningful on
 * PostgreSQL, where the requests really run side by side (SQLite serialises them).
 */
const ENTRIES = 25;
const EACH = 5;

describe('time entries under concurrency', async () => {
  const app = await startTestApp({ SERVICE_API_THROTTLE: '100000' });

  async function hammer(
    entries: TimeEntry[],
    deletePath: (entry: TimeEntry) => string,
    api: ReturnType<typeof client>,
  ) {
    const perEntry = await Promise.all(
      entries.map((entry) =>
        Promise.all(
          Array.from({ length: EACH * 2 }, (_, i) =>
            i % 2 === 0
              ? api.patch(`/time-entries/${entry.id}`, { minutes: 30 + i, note: `take ${i}` })
              : api.delete(deletePath(entry)),
          ),
        ),
      ),
    );
    for (const [n, responses] of perEntry.entries()) {
      const describe = (r: ApiResponse) => `${r.status} ${r.text}`;
      const patches = responses.filter((_, i) => i % 2 === 0);
      const deletes = responses.filter((_, i) => i % 2 === 1);
      for (const res of patches) assert.ok([200, 404].includes(res.status), `PATCH ${describe(res)}`);
      for (const res of deletes) assert.ok([204, 404].includes(res.status), `DELETE ${describe(res)}`);
      assert.equal(deletes.filter((res) => res.status === 204).length, 1, `entry ${n}: one delete wins`);
      for (const res of responses.filter((r) => r.status === 404)) {
        assert.match(res.body.message, /not found/);
      }
    }
    const left = await app.db
      .selectFrom('time_entries')
      .select('id')
      .where(
        'id',
        'in',
        entries.map((entry) => entry.id),
      )
      .execute();
    assert.deepEqual(left, []);
  }

  /** `ENTRIES` entries of the scene's owner, each shaped by `fields(i)`. */
  async function ownEntries(scene: Scene, fields: (i: number) => Partial<TimeEntry>): Promise<TimeEntry[]> {
    const entries: TimeEntry[] = [];
    for (let i = 0; i < ENTRIES; i++) {
      const owner = { actor_type: 'user' as const, actor_id: scene.owner.id };
      entries.push(await buildTimeEntry(app.db, scene.workspace, { ...owner, ...fields(i) }));
    }
    return entries;
  }

  it('PATCH and DELETE of one time entry at once answer 200, 204 or 404, never 500', async () => {
    const scene = await buildScene(app.db);
    const issue = await buildIssue(app.db, scene.workspace);
    const entries = await ownEntries(scene, () => ({ issue_id: issue.id }));
    await hammer(entries, (entry) => `/time-entries/${entry.id}`, client(app, scene.token));
  });

  it('PATCH and DELETE of one absence at once answer 200, 204 or 404, never 500', async () => {
    const scene = await buildScene(app.db);
    const entries = await ownEntries(scene, (i) => ({
      subject: 'absence',
      absence_kind: 'vacation',
      spent_on: `2026-10-${String(i + 1).padStart(2, '0')}`,
    }));
    await hammer(entries, (entry) => `/absences/${entry.id}`, client(app, scene.token));
  });
});
