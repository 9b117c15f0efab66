import type { Executor } from '../../src/db/connection.js';

/** Counter rows as `{ key: total }`, zeros left out, for comparing with a recount. */
export function counterMap(rows: { key: string; total: number | string }[]): Record<string, number> {
  return Object.fromEntries(
    rows.filter((row) => Number(row.total) !== 0).map((row) => [row.key, Number(row.total)]),
  );
}

/**
 * The workspace's `issue_counts` whose keys match `pattern` (SQL `like`), each key's slots summed
 * (migration 20261125160000_issue_count_slots), as `counterMap` gives them.
 */
export async function storedCounters(
  db: Executor,
  workspaceId: number,
  pattern: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('issue_counts')
    .select((eb) => ['key', eb.fn.sum<number | string>('total').as('total')])
    .where('workspace_id', '=', workspaceId)
    .where('key', 'like', pattern)
    .groupBy('key')
    .execute();
  return counterMap(rows);
}

/** Sets a counter to `total`, whatever slots it was spread over (to tell a counter read from a count). */
export async function setCounter(
  db: Executor,
  workspaceId: number,
  key: string,
  total: number,
): Promise<void> {
  await db
    .deleteFrom('issue_counts')
    .where('workspace_id', '=', workspaceId)
    .where('key', '=', key)
    .execute();
  await db.insertInto('issue_counts').values({ workspace_id: workspaceId, key, total }).execute();
}
