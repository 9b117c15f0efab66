import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { ImportOriginsTable } from '../db/schema.js';

/** An origin, and whether the issue it names (its own, or its comment's) has been deleted here since. */
export type ImportOrigin = Selectable<ImportOriginsTable> & { issue_deleted: boolean };

/** Keys per statement: far below either database's limit on bound parameters. */
const KEYS_PER_QUERY = 500;

/** The origins of a workspace among these source keys (issue 32), whatever their kind. */
export async function findImportOrigins(
  db: Executor,
  workspaceId: number,
  sourceKeys: string[],
): Promise<ImportOrigin[]> {
  const found: ImportOrigin[] = [];
  const unique = [...new Set(sourceKeys)];
  for (let start = 0; start < unique.length; start += KEYS_PER_QUERY) {
    const keys = unique.slice(start, start + KEYS_PER_QUERY);
    const rows = await db
      .selectFrom('import_origins as o')
      .leftJoin('issues as i', 'i.id', 'o.issue_id')
      .selectAll('o')
      .select('i.deleted_at as issue_deleted_at')
      .where('o.workspace_id', '=', workspaceId)
      .where('o.source_key', 'in', keys)
      .execute();
    found.push(
      ...rows.map(({ issue_deleted_at, ...origin }) => ({
        ...origin,
        issue_deleted: issue_deleted_at !== null,
      })),
    );
  }
  return found;
}

/** Remembers a record an import wrote, in the transaction that wrote it. */
export async function insertImportOrigin(
  db: Executor,
  values: Omit<Insertable<ImportOriginsTable>, 'id'>,
): Promise<void> {
  await db.insertInto('import_origins').values(values).execute();
}
