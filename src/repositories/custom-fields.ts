import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { CustomField, CustomFieldsTable, IssueFieldValuesTable } from '../db/schema.js';

/** Custom fields and their values on issues (issue 40). */

export async function insertField(
  db: Executor,
  values: Insertable<CustomFieldsTable>,
): Promise<CustomField | undefined> {
  return db
    .insertInto('custom_fields')
    .values(values)
    .onConflict((oc) => oc.columns(['workspace_id', 'key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateFieldRow(
  db: Executor,
  id: number,
  changes: Updateable<CustomFieldsTable>,
): Promise<CustomField> {
  return db
    .updateTable('custom_fields')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findField(
  db: Executor,
  workspaceId: number,
  id: number,
): Promise<CustomField | undefined> {
  return db
    .selectFrom('custom_fields')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countFields(db: Executor, workspaceId: number): Promise<number> {
  const row = await db
    .selectFrom('custom_fields')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The workspace's fields by key; with `projectId`, those its issues carry (workspace-wide ones too). */
export function fieldsOfWorkspace(db: Executor, workspaceId: number, projectId?: number) {
  let query = db.selectFrom('custom_fields').selectAll().where('workspace_id', '=', workspaceId);
  if (projectId !== undefined) {
    query = query.where((eb) => eb.or([eb('project_id', 'is', null), eb('project_id', '=', projectId)]));
  }
  return query.orderBy('key').orderBy('id');
}

export async function fieldsByKeys(
  db: Executor,
  workspaceId: number,
  keys: string[],
): Promise<CustomField[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('custom_fields')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('key', 'in', keys)
    .execute();
}

export async function deleteFieldRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('issue_field_values').where('field_id', '=', id).execute();
  await db.deleteFrom('custom_fields').where('id', '=', id).execute();
}

/** Values of a select or multi-select no longer among its options go with them. */
export async function deleteValuesOutside(db: Executor, fieldId: number, options: string[]): Promise<void> {
  let query = db.deleteFrom('issue_field_values').where('field_id', '=', fieldId);
  if (options.length > 0) query = query.where('text_value', 'not in', options);
  await query.execute();
}

export interface StoredFieldValue {
  issue_id: number;
  field_id: number;
  text_value: string | null;
  number_value: number | null;
  date_value: string | null;
  person_id: number | null;
}

export async function valuesOfIssues(db: Executor, issueIds: number[]): Promise<StoredFieldValue[]> {
  if (issueIds.length === 0) return [];
  return db
    .selectFrom('issue_field_values')
    .select(['issue_id', 'field_id', 'text_value', 'number_value', 'date_value', 'person_id'])
    .where('issue_id', 'in', issueIds)
    .orderBy('id')
    .execute();
}

/** Replaces the values of these fields on the issue (an empty list of values clears the field). */
export async function replaceIssueValues(
  db: Executor,
  issueId: number,
  fieldIds: number[],
  rows: Omit<Insertable<IssueFieldValuesTable>, 'issue_id'>[],
): Promise<void> {
  if (fieldIds.length > 0) {
    await db
      .deleteFrom('issue_field_values')
      .where('issue_id', '=', issueId)
      .where('field_id', 'in', fieldIds)
      .execute();
  }
  if (rows.length > 0) {
    await db
      .insertInto('issue_field_values')
      .values(rows.map((row) => ({ ...row, issue_id: issueId })))
      .execute();
  }
}

/** An issue moved to another project leaves the values of fields of its former project behind. */
export async function deleteValuesOfOtherProjects(
  db: Executor,
  issueId: number,
  projectId: number | null,
): Promise<void> {
  await db
    .deleteFrom('issue_field_values')
    .where('issue_id', '=', issueId)
    .where('field_id', 'in', (eb) => {
      let sub = eb.selectFrom('custom_fields').select('id').where('project_id', 'is not', null);
      if (projectId !== null) sub = sub.where('project_id', '!=', projectId);
      return sub;
    })
    .execute();
}
