import { sql } from 'kysely';
import { nowIso } from '../clock.js';
import type { Executor } from '../db/connection.js';

/** Labels of a workspace, unique by `name_key` (the lower-cased name). */
export async function findLabelsByKeys(
  db: Executor,
  workspaceId: number,
  keys: string[],
): Promise<{ id: number; name: string; name_key: string; color: string | null }[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('labels')
    .select(['id', 'name', 'name_key', 'color'])
    .where('workspace_id', '=', workspaceId)
    .where('name_key', 'in', keys)
    .execute();
}

/** Creates the labels that do not exist yet; a concurrent creator of the same name simply wins. */
export async function insertMissingLabels(
  db: Executor,
  workspaceId: number,
  labels: { name: string; name_key: string }[],
): Promise<void> {
  if (labels.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('labels')
    .values(labels.map((label) => ({ workspace_id: workspaceId, ...label, created_at: now })))
    .onConflict((oc) => oc.columns(['workspace_id', 'name_key']).doNothing())
    .execute();
}

export async function labelIdsOfIssue(db: Executor, issueId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('issue_labels')
    .select('label_id')
    .where('issue_id', '=', issueId)
    .execute();
  return rows.map((row) => row.label_id);
}

export async function addIssueLabels(db: Executor, issueId: number, labelIds: number[]): Promise<void> {
  if (labelIds.length === 0) return;
  await db
    .insertInto('issue_labels')
    .values(labelIds.map((labelId) => ({ issue_id: issueId, label_id: labelId })))
    .onConflict((oc) => oc.columns(['issue_id', 'label_id']).doNothing())
    .execute();
}

export async function removeIssueLabels(db: Executor, issueId: number, labelIds: number[]): Promise<void> {
  if (labelIds.length === 0) return;
  await db
    .deleteFrom('issue_labels')
    .where('issue_id', '=', issueId)
    .where('label_id', 'in', labelIds)
    .execute();
}

/** `like` patterns take `%`, `_` and the escape character literally with `escape '\'`. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A workspace's labels by name, optionally those whose (lower-cased) name starts with `prefixKey`. */
export function labelsOfWorkspace(db: Executor, workspaceId: number, prefixKey: string | undefined) {
  let query = db
    .selectFrom('labels')
    .select(['id', 'name', 'color', 'created_at'])
    .where('workspace_id', '=', workspaceId);
  if (prefixKey) query = query.where(sql<boolean>`name_key like ${likePrefix(prefixKey)} escape '\\'`);
  return query.orderBy('name_key').orderBy('id');
}

export async function findLabel(db: Executor, workspaceId: number, id: number) {
  return db
    .selectFrom('labels')
    .select(['id', 'name', 'name_key', 'color', 'created_at'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Inserts one label; undefined when the workspace already has one of that name (any case). */
export async function insertLabel(
  db: Executor,
  values: { workspace_id: number; name: string; name_key: string; color: string | null; created_at: string },
) {
  return db
    .insertInto('labels')
    .values(values)
    .onConflict((oc) => oc.columns(['workspace_id', 'name_key']).doNothing())
    .returning(['id', 'name', 'color', 'created_at'])
    .executeTakeFirst();
}

export async function updateLabel(
  db: Executor,
  id: number,
  changes: { name?: string; name_key?: string; color?: string | null },
) {
  return db
    .updateTable('labels')
    .set(changes)
    .where('id', '=', id)
    .returning(['id', 'name', 'color', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Takes the label off every issue (the list counters follow through their triggers), then removes it. */
export async function deleteLabel(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('issue_labels').where('label_id', '=', id).execute();
  await db.deleteFrom('labels').where('id', '=', id).execute();
}
