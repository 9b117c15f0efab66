import { sql } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { Workspace } from '../db/schema.js';
import type { IssueStatus } from '../schemas/enums.js';

/** Workspaces with cycles switched on, in id order. */
export async function listWorkspacesWithCycles(db: Executor): Promise<Workspace[]> {
  return db
    .selectFrom('workspaces')
    .selectAll()
    .where('cycle_length_days', 'is not', null)
    .where('cycle_first_starts_on', 'is not', null)
    .orderBy('id')
    .execute();
}

/** The last cycle of the workspace that carry-over has closed; 0 for none. */
export async function lastClosedCycle(db: Executor, workspaceId: number): Promise<number> {
  const row = await db
    .selectFrom('cycle_closures')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return Number(row?.number ?? 0);
}

export async function isCycleClosed(db: Executor, workspaceId: number, number: number): Promise<boolean> {
  const closed = await db
    .selectFrom('cycle_closures')
    .select('number')
    .where('workspace_id', '=', workspaceId)
    .where('number', '=', number)
    .executeTakeFirst();
  return closed !== undefined;
}

/** Records a cycle as closed; false when another worker has closed it already. */
export async function claimCycleClosure(
  db: Executor,
  workspaceId: number,
  number: number,
  now: string,
): Promise<boolean> {
  const claimed = await db
    .insertInto('cycle_closures')
    .values({ workspace_id: workspaceId, number, carried: 0, closed_at: now })
    .onConflict((oc) => oc.columns(['workspace_id', 'number']).doNothing())
    .returning('number')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Moves the cycle's unfinished issues (not done or canceled, not standing work) to the next cycle,
 * counting one more carry-over each; returns them with their new count.
 */
export async function carryOverIssues(db: Executor, workspaceId: number, number: number, now: string) {
  return db
    .updateTable('issues')
    .set((eb) => ({ cycle_number: number + 1, carried_over: eb('carried_over', '+', 1), updated_at: now }))
    .where('workspace_id', '=', workspaceId)
    .where('cycle_number', '=', number)
    .where('deleted_at', 'is', null)
    .where('status', 'not in', ['done', 'canceled'])
    .where('type', '<>', 'generic')
    .returning(['id', 'carried_over'])
    .execute();
}

export async function recordCarried(
  db: Executor,
  workspaceId: number,
  number: number,
  carried: number,
): Promise<void> {
  await db
    .updateTable('cycle_closures')
    .set({ carried })
    .where('workspace_id', '=', workspaceId)
    .where('number', '=', number)
    .execute();
}

export interface CycleTally {
  /** Live issues in the cycle, standing work left out (it is outside cycle progress and carry-over). */
  issues: number;
  done: number;
  /** Live issues in the cycle by status, standing work included (the cycle's list shows it). */
  statuses: Map<IssueStatus, number>;
}

/**
 * Issues per cycle for a page of cycles: one grouped read over the (workspace, cycle) index, so a page
 * of cycles costs two queries whatever its length.
 */
export async function cycleTallies(
  db: Executor,
  workspaceId: number,
  numbers: number[],
): Promise<Map<number, CycleTally>> {
  const tallies = new Map<number, CycleTally>();
  if (numbers.length === 0) return tallies;
  const rows = await db
    .selectFrom('issues')
    .select((eb) => [
      'cycle_number',
      'status',
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(sql`case when type <> 'generic' then 1 else 0 end`).as('planned'),
    ])
    .where('workspace_id', '=', workspaceId)
    .where('cycle_number', 'in', numbers)
    .where('deleted_at', 'is', null)
    .groupBy(['cycle_number', 'status'])
    .execute();
  for (const row of rows) {
    if (row.cycle_number === null) continue;
    let tally = tallies.get(row.cycle_number);
    if (!tally) tallies.set(row.cycle_number, (tally = { issues: 0, done: 0, statuses: new Map() }));
    const planned = Number(row.planned ?? 0);
    tally.issues += planned;
    if (row.status === 'done') tally.done += planned;
    tally.statuses.set(row.status as IssueStatus, Number(row.all));
  }
  return tallies;
}

/** Issues each closed cycle carried on to the next one (`cycle_closures`), by cycle number. */
export async function carriedByCycle(
  db: Executor,
  workspaceId: number,
  numbers: number[],
): Promise<Map<number, number>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('cycle_closures')
    .select(['number', 'carried'])
    .where('workspace_id', '=', workspaceId)
    .where('number', 'in', numbers)
    .execute();
  return new Map(rows.map((row) => [Number(row.number), Number(row.carried)]));
}
