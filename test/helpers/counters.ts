import type { Executor } from '../../src/db/connection.js';

/** Counter rows as `{ key: total }`, zeros left out, for comparing with a recount. */
export function counterMap(rows: { key: string; total: number | string }[]): Record<string, number> {
  return Object.fromEntries(
    rows.filter((row) => Number(row.total) !== 0).map((row) => [row.key, Number(row.total)]),
  );
}

/** The workspace's `issue_counts` whose keys match `pattern` (SQL `like`), as `counterMap` gives them. */
export async function storedCounters(
  db: Executor,
  workspaceId: number,
  pattern: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('issue_counts')
    .select(['key', 'total'])
    .where('workspace_id', '=', workspaceId)
    .where('key', 'like', pattern)
    .execute();
  return counterMap(rows);
}
