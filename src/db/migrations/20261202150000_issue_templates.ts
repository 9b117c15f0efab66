import type { Kysely } from 'kysely';
import { defaultZero, notNull, text, withId } from '../migration-helpers.js';

/**
 * Issue templates and scheduled work (issue 40, decisions §12.13). A template holds what a new issue
 * starts with; with a `schedule` it creates its issue at each occurrence. `issue_template_occurrences`
 * has one row per (template, occurrence time), inserted in the transaction that creates the issue, so
 * two workers never create the same occurrence twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('issue_templates'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    .addColumn('name_key', text, notNull)
    .addColumn('title', text)
    .addColumn('description', text)
    .addColumn('type', text)
    .addColumn('priority', text)
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .addColumn('assignee_type', text)
    .addColumn('assignee_id', 'integer')
    .addColumn('fields', text, (c) => c.notNull().defaultTo('{}'))
    .addColumn('schedule', text)
    .addColumn('paused', 'integer', defaultZero)
    .addColumn('next_occurrence_at', text)
    .addColumn('author_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('issue_templates_workspace_name_key')
    .on('issue_templates')
    .columns(['workspace_id', 'name_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('issue_templates_next_occurrence_index')
    .on('issue_templates')
    .column('next_occurrence_at')
    .execute();

  await db.schema
    .createTable('issue_template_labels')
    .addColumn('template_id', 'integer', (c) =>
      c.notNull().references('issue_templates.id').onDelete('cascade'),
    )
    .addColumn('label_id', 'integer', (c) => c.notNull().references('labels.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('issue_template_labels_pk', ['template_id', 'label_id'])
    .execute();

  await db.schema
    .createTable('issue_template_occurrences')
    .addColumn('template_id', 'integer', (c) =>
      c.notNull().references('issue_templates.id').onDelete('cascade'),
    )
    .addColumn('occurs_at', text, notNull)
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('issue_id', 'integer', (c) => c.references('issues.id'))
    .addColumn('error', text)
    .addColumn('created_at', text, notNull)
    .addPrimaryKeyConstraint('issue_template_occurrences_pk', ['template_id', 'occurs_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('issue_template_occurrences').execute();
  await db.schema.dropTable('issue_template_labels').execute();
  await db.schema.dropTable('issue_templates').execute();
}
