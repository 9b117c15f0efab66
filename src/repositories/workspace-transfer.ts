import { sql, type Kysely, type ExpressionBuilder } from 'kysely';
import type { DialectName, Executor } from '../db/connection.js';
import type { Membership, User, Workspace } from '../db/schema.js';

/**
 * The SQL of workspace export and import (issue 32). Tables are named by the transfer plan
 * (src/domain/integrations/workspace-transfer-plan.ts), so these queries are written over `Kysely<any>`.
 */
type Row = Record<string, unknown>;

/** What these queries read of a transfer plan's entry (the plan itself is the domain's). */
export interface TransferTableShape {
  name: string;
  scope: { column: 'workspace_id' } | { column: string; parent: string };
  key: string[];
  deferred?: Record<string, string>;
}

function untyped(db: Executor): Kysely<any> {
  return db;
}

/**
 * Runs `work` on one connection inside a read-only snapshot, so the export is one consistent moment of
 * a workspace that servers keep changing: PostgreSQL's repeatable read, SQLite's deferred read
 * transaction (under the write-ahead log it blocks no writer).
 */
export async function withReadSnapshot<T>(
  db: Executor,
  dialect: DialectName,
  work: (snapshot: Executor) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    const begin =
      dialect === 'postgres' ? sql`begin transaction isolation level repeatable read read only` : sql`begin`;
    await begin.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`rollback`.execute(connection);
    }
  });
}

/** One page of a plan table's rows of the workspace, after the keyset `after` (null: the first page). */
export async function readTablePage(
  db: Executor,
  table: TransferTableShape,
  workspaceId: number,
  after: unknown[] | null,
  limit: number,
): Promise<Row[]> {
  let query = untyped(db).selectFrom(`${table.name} as t`).selectAll('t');
  const scope = table.scope;
  query =
    'parent' in scope
      ? query.where(`t.${scope.column}`, 'in', (sub: ExpressionBuilder<any, any>) =>
          sub.selectFrom(scope.parent).select('id').where('workspace_id', '=', workspaceId),
        )
      : query.where('t.workspace_id', '=', workspaceId);
  if (after) query = query.where(keysetAfter(table.key, after));
  for (const column of table.key) query = query.orderBy(`t.${column}`);
  return await query.limit(limit).execute();
}

function keysetAfter(key: string[], after: unknown[]) {
  const columns = sql.join(key.map((column) => sql.ref(`t.${column}`)));
  return sql<boolean>`(${columns}) > (${sql.join(after.map((value) => sql`${value}`))})`;
}

/** The workspace's people (members now or before), a page at a time by id. */
export async function readMemberUsers(db: Executor, workspaceId: number, afterId: number, limit: number) {
  return db
    .selectFrom('users')
    .selectAll('users')
    .where('users.id', 'in', (sub: ExpressionBuilder<any, any>) =>
      sub.selectFrom('memberships').select('user_id').where('workspace_id', '=', workspaceId),
    )
    .where('users.id', '>', afterId)
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

export async function readMemberships(db: Executor, workspaceId: number, afterId: number, limit: number) {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Inserts one row; answers its new integer id when the table has one the database assigns. */
export async function insertTransferRow(db: Executor, table: string, row: Row, returnsId: boolean) {
  const insert = untyped(db).insertInto(table).values(row);
  if (!returnsId) {
    await insert.execute();
    return null;
  }
  const inserted = await insert.returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Sets a column that had to wait for rows inserted later (a parent issue, the comment replied to). */
export async function setDeferredReference(
  db: Executor,
  table: string,
  id: unknown,
  column: string,
  value: unknown,
): Promise<void> {
  await untyped(db)
    .updateTable(table)
    .set({ [column]: value })
    .where('id', '=', id)
    .execute();
}

export async function findUserIdByEmail(db: Executor, email: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

export async function insertImportedUser(db: Executor, user: Omit<User, 'id'>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertImportedMemberships(db: Executor, rows: Omit<Membership, 'id'>[]) {
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('memberships')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}

export async function insertImportingWorkspace(db: Executor, values: Omit<Workspace, 'id'>): Promise<number> {
  const row = await db.insertInto('workspaces').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Records that the import of the workspace committed another batch. */
export async function touchImport(db: Executor, workspaceId: number, at: string): Promise<void> {
  await db.updateTable('workspaces').set({ import_heartbeat_at: at }).where('id', '=', workspaceId).execute();
}

/** The last batch: the workspace is whole; its counter continues after the highest number it holds. */
export async function finishImport(db: Executor, workspaceId: number): Promise<void> {
  const highest = await db
    .selectFrom('issues')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  await db
    .updateTable('workspaces')
    .set((eb) => ({
      import_started_at: null,
      import_heartbeat_at: null,
      issue_counter: sql<number>`case when ${eb.ref('issue_counter')} < ${Number(highest?.number ?? 0)} then ${Number(highest?.number ?? 0)} else ${eb.ref('issue_counter')} end`,
    }))
    .where('id', '=', workspaceId)
    .execute();
}

/** Storage keys of the workspace's attachments (to remove the bytes of an abandoned import). */
export async function attachmentKeysOfWorkspace(db: Executor, workspaceId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('attachments')
    .select('storage_key')
    .where('workspace_id', '=', workspaceId)
    .execute();
  return rows.map((row) => row.storage_key);
}

/**
 * Removes every row of an unfinished import: the plan's tables children first, then the workspace.
 * Deferred self-references are cleared first so that no row waits on another of its table.
 */
export async function deleteWorkspaceRows(
  db: Executor,
  tables: TransferTableShape[],
  workspaceId: number,
): Promise<void> {
  const any = untyped(db);
  for (const table of tables) {
    for (const column of Object.keys(table.deferred ?? {})) {
      await any
        .updateTable(table.name)
        .set({ [column]: null })
        .where('workspace_id', '=', workspaceId)
        .execute();
    }
  }
  // Rows naming an issue of the workspace from a table without workspace_id.
  await any
    .deleteFrom('attachment_copies')
    .where('attachment_id', 'in', (sub: ExpressionBuilder<any, any>) =>
      sub.selectFrom('attachments').select('id').where('workspace_id', '=', workspaceId),
    )
    .execute();
  for (const table of [...tables].reverse()) {
    const scope = table.scope;
    let query = any.deleteFrom(table.name);
    query =
      'parent' in scope
        ? query.where(scope.column, 'in', (sub: ExpressionBuilder<any, any>) =>
            sub.selectFrom(scope.parent).select('id').where('workspace_id', '=', workspaceId),
          )
        : query.where('workspace_id', '=', workspaceId);
    await query.execute();
  }
  for (const table of ['memberships', 'issue_counts', 'live_events', 'api_tokens', 'sessions']) {
    await any.deleteFrom(table).where('workspace_id', '=', workspaceId).execute();
  }
  await any.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
}

/** Accounts an unfinished import created: marked deleted at the import's start, with no membership. */
export async function deleteImportPlaceholderUsers(db: Executor, importStartedAt: string): Promise<void> {
  await db
    .deleteFrom('users')
    .where('deleted_at', '=', importStartedAt)
    .where('id', 'not in', (sub: ExpressionBuilder<any, any>) =>
      sub.selectFrom('memberships').select('user_id'),
    )
    .execute();
}

export async function restoreUserDeletion(db: Executor, id: number, deletedAt: string | null): Promise<void> {
  await db.updateTable('users').set({ deleted_at: deletedAt }).where('id', '=', id).execute();
}
