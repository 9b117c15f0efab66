import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * Custom fields (issue 40, decisions §12.13). A field belongs to the workspace (`project_id` null) or
 * to one project. Its values on issues are rows of `issue_field_values`, one per value (a multi-select
 * has one row per chosen option), in the column of its type (a person in `person_id`, so moving a
 * workspace maps it with the other user ids), so a filter is an index range per
 * (field, value) joined to the issues rather than a scan of every issue's JSON.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('custom_fields'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    .addColumn('key', text, notNull)
    .addColumn('type', text, notNull)
    .addColumn('options', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('custom_fields_workspace_key')
    .on('custom_fields')
    .columns(['workspace_id', 'key'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('issue_field_values'))
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('field_id', 'integer', (c) => c.notNull().references('custom_fields.id').onDelete('cascade'))
    .addColumn('text_value', text)
    .addColumn('number_value', 'double precision')
    .addColumn('date_value', text)
    .addColumn('person_id', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createIndex('issue_field_values_issue')
    .on('issue_field_values')
    .columns(['issue_id', 'field_id'])
    .execute();
  for (const column of ['text_value', 'number_value', 'date_value', 'person_id']) {
    await db.schema
      .createIndex(`issue_field_values_${column}`)
      .on('issue_field_values')
      .columns(['field_id', column, 'issue_id'])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('issue_field_values').execute();
  await db.schema.dropTable('custom_fields').execute();
}
