import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { systemClock, todayUtc } from '../../../src/clock.js';
import { loadConfig } from '../../../src/config.js';
import type { Issue, Workspace } from '../../../src/db/schema.js';
import { closeEndedCycles } from '../../../src/domain/issues/cycle-carry-over.js';
import {
  cycleNumberOn,
  cycleWindow,
  lastEndedCycle,
  presentCycle,
} from '../../../src/domain/issues/cycles.js';
import { cycleCarryOverJob, nextCarryOverRun } from '../../../src/jobs/cycle-carry-over.js';
import { scheduledJobs } from '../../../src/jobs/registry.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.js';
import { buildIssue, buildProject, buildWorkspace } from '../../helpers/factories.js';

const APP_URL = 'http://tandem.test';
const SYSTEM = { appUrl: APP_URL, clock: systemClock };

describe('cycle windows', () => {
  const cadence = { lengthDays: 14, firstStartsOn: '2026-11-02' };

  it('numbers windows from the first start, each ending inclusive after its length', () => {
    assert.deepEqual(cycleWindow(cadence, 1), { number: 1, starts_on: '2026-11-02', ends_on: '2026-11-15' });
    assert.deepEqual(cycleWindow(cadence, 2), { number: 2, starts_on: '2026-11-16', ends_on: '2026-11-29' });
    assert.deepEqual(cycleWindow({ lengthDays: 7, firstStartsOn: '2026-12-28' }, 2), {
      number: 2,
      starts_on: '2027-01-04',
      ends_on: '2027-01-10',
    });
  });

  it('finds the cycle of a day and the last one that has ended', () => {
    assert.equal(cycleNumberOn(cadence, '2026-11-01'), null);
    assert.equal(cycleNumberOn(cadence, '2026-11-02'), 1);
    assert.equal(cycleNumberOn(cadence, '2026-11-15'), 1);
    assert.equal(cycleNumberOn(cadence, '2026-11-16'), 2);
    assert.equal(lastEndedCycle(cadence, '2026-11-15'), 0);
    assert.equal(lastEndedCycle(cadence, '2026-11-16'), 1);
    assert.equal(lastEndedCycle(cadence, '2026-10-01'), 0);
  });

  it('leaves the field out with cycles off and shows null outside a window', () => {
    assert.equal(presentCycle(null, 3), undefined);
    assert.equal(presentCycle(cadence, null), null);
  });

  it('is scheduled five minutes past each hour', () => {
    assert.equal(
      nextCarryOverRun(new Date('2026-11-22T09:04:00Z')).toISOString(),
      '2026-11-22T09:05:00.000Z',
    );
    assert.equal(
      nextCarryOverRun(new Date('2026-11-22T09:05:00Z')).toISOString(),
      '2026-11-22T10:05:00.000Z',
    );
    assert.ok(scheduledJobs.includes(cycleCarryOverJob));
  });
});

describe('carry-over at the end of a cycle', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase();
  });
  after(async () => {
    await database.drop();
  });

  async function issueNamed(workspace: Workspace, title: string): Promise<Issue> {
    return database.db
      .selectFrom('issues')
      .selectAll()
      .where('workspace_id', '=', workspace.id)
      .where('title', '=', title)
      .executeTakeFirstOrThrow();
  }

  /** Weekly cycles from Monday 2026-01-05: on 2026-01-20 cycles 1 and 2 have ended and 3 runs. */
  async function scene() {
    const workspace = await buildWorkspace(database.db, {
      cycles: { length_days: 7, first_starts_on: '2026-01-05' },
    });
    const project = await buildProject(database.db, workspace);
    const make = (title: string, overrides: Partial<Issue>) =>
      buildIssue(database.db, workspace, { title, ...overrides });
    await make('old open', { cycle_number: 1, status: 'todo' });
    await make('open', { cycle_number: 2, status: 'in_progress' });
    await make('done', { cycle_number: 2, status: 'done' });
    await make('canceled', { cycle_number: 2, status: 'canceled' });
    await make('standing', { cycle_number: 2, status: 'todo', type: 'generic', project_id: project.id });
    await make('current', { cycle_number: 3, status: 'todo' });
    await make('deleted', { cycle_number: 2, status: 'todo', deleted_at: '2026-01-10T00:00:00.000Z' });
    await make('unplanned', { status: 'todo' });
    return workspace;
  }

  async function state(workspace: Workspace) {
    const rows = await database.db
      .selectFrom('issues')
      .select(['title', 'cycle_number', 'carried_over'])
      .where('workspace_id', '=', workspace.id)
      .orderBy('id')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.title, [row.cycle_number, Number(row.carried_over)]]));
  }

  it('moves unfinished issues of every ended cycle to the next and counts each closed cycle survived', async () => {
    const workspace = await scene();
    const results = await closeEndedCycles(database.db, SYSTEM, { today: '2026-01-20' });
    const mine = results.find((result) => result.workspaceId === workspace.id);
    assert.deepEqual(mine, { workspaceId: workspace.id, closed: [1, 2], carried: 2 });
    assert.deepEqual(await state(workspace), {
      'old open': [3, 2],
      open: [3, 1],
      done: [2, 0],
      canceled: [2, 0],
      standing: [2, 0],
      current: [3, 0],
      deleted: [2, 0],
      unplanned: [null, 0],
    });
    const closures = await database.db
      .selectFrom('cycle_closures')
      .select(['number', 'carried'])
      .where('workspace_id', '=', workspace.id)
      .orderBy('number')
      .execute();
    assert.deepEqual(closures, [
      { number: 1, carried: 1 },
      { number: 2, carried: 2 },
    ]);
  });

  it('is idempotent: a rerun, even on a later day within the cycle, carries nothing again', async () => {
    const workspace = await scene();
    await closeEndedCycles(database.db, SYSTEM, { today: '2026-01-20' });
    const once = await state(workspace);
    const again = await closeEndedCycles(database.db, SYSTEM, { today: '2026-01-25' });
    assert.equal(
      again.find((result) => result.workspaceId === workspace.id),
      undefined,
    );
    assert.deepEqual(await state(workspace), once);

    await closeEndedCycles(database.db, SYSTEM, { today: '2026-01-26' });
    const later = await state(workspace);
    assert.deepEqual(later['old open'], [4, 3]);
    assert.deepEqual(later.current, [4, 1]);
    assert.deepEqual(later.done, [2, 0]);
  });

  it('never counts twice when two workers close the same cycles at once', async () => {
    const workspace = await scene();
    await Promise.all([
      closeEndedCycles(database.db, SYSTEM, { today: '2026-01-20' }),
      closeEndedCycles(database.db, SYSTEM, { today: '2026-01-20' }),
      closeEndedCycles(database.db, SYSTEM, { today: '2026-01-20' }),
    ]);
    const after = await state(workspace);
    assert.deepEqual(after['old open'], [3, 2]);
    assert.deepEqual(after.open, [3, 1]);
  });

  it('records the move in the issue history and sends issue.updated', async () => {
    const workspace = await scene();
    const now = new Date().toISOString();
    await database.db
      .insertInto('webhooks')
      .values({
        workspace_id: workspace.id,
        url: 'http://127.0.0.1:9/hook',
        events: JSON.stringify(['issue.updated']),
        secret: 'secret',
        state: 'active',
        stopped_at: null,
        sending_by: null,
        sending_job_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await closeEndedCycles(database.db, SYSTEM, { today: '2026-01-20' });
    const sent = await database.db
      .selectFrom('webhook_deliveries')
      .select(['event', 'body'])
      .where('workspace_id', '=', workspace.id)
      .execute();
    assert.deepEqual(
      sent
        .map((row) => [row.event, JSON.parse(row.body).data.title, JSON.parse(row.body).data.carried_over])
        .sort(),
      [
        ['issue.updated', 'old open', 2],
        ['issue.updated', 'open', 1],
      ],
    );
    const issue = await issueNamed(workspace, 'old open');
    const entries = await database.db
      .selectFrom('issue_activity')
      .selectAll()
      .where('issue_id', '=', issue.id)
      .execute();
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.event, 'issue.updated');
    assert.equal(entries[0]!.actor_type, null);
    assert.deepEqual(JSON.parse(entries[0]!.data), {
      changes: {
        cycle: {
          from: { number: 1, starts_on: '2026-01-05', ends_on: '2026-01-11' },
          to: { number: 3, starts_on: '2026-01-19', ends_on: '2026-01-25' },
        },
        carried_over: { from: 0, to: 2 },
      },
    });
  });

  it('leaves workspaces with cycles off alone, and runs as the scheduled job', async () => {
    const off = await buildWorkspace(database.db);
    await buildIssue(database.db, off, { title: 'loose', cycle_number: 1 });
    const start = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const on = await buildWorkspace(database.db, { cycles: { length_days: 7, first_starts_on: start } });
    await buildIssue(database.db, on, { title: 'carry me', cycle_number: 1 });
    await cycleCarryOverJob.handle({
      db: database.db,
      dialect: database.dialect,
      config: loadConfig({ SERVICE_APP_URL: APP_URL }),
      log: pino({ level: 'silent' }),
      job: {} as never,
    });
    assert.deepEqual((await issueNamed(off, 'loose')).cycle_number, 1);
    const carried = await issueNamed(on, 'carry me');
    assert.equal(carried.cycle_number, 3);
    assert.equal(carried.carried_over, 2);
    assert.ok(todayUtc() > start);
  });
});
