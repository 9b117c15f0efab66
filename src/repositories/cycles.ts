import { sql } from 'kysely';
import type { Executor } from '../db/connection.js';

export interface CycleTally {
  /** Live issues in the cycle, standing work left out (it is outside cycle progress and carry-over). */
  issues: number;
  done: number;
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
      eb.fn.countAll<number>().as('issues'),
      eb.fn.sum<number>(sql`case when status = 'done' then 1 else 0 end`).as('done'),
    ])
    .where('workspace_id', '=', workspaceId)
    .where('cycle_number', 'in', numbers)
    .where('deleted_at', 'is', null)
    .where('type', '<>', 'generic')
    .groupBy('cycle_number')
    .execute();
  for (const row of rows) {
    if (row.cycle_number === null) continue;
    tallies.set(row.cycle_number, { issues: Number(row.issues), done: Number(row.done ?? 0) });
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
