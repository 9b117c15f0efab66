import type { Kysely } from 'kysely';
import { defaultZero, notNull, references, text, withId } from '../migration-helpers.js';

/** Issues and the records every other resource hangs on them: comments, runs, time entries. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('issues'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('number', 'integer', notNull)
    .addColumn('project_id', 'integer', references('projects.id', 'set null'))
    .addColumn('parent_id', 'integer', references('issues.id', 'set null'))
    .addColumn('title', text, notNull)
    .addColumn('description', text)
    .addColumn('acceptance_criteria', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('type', text, notNull)
    .addColumn('status', text, notNull)
    .addColumn('priority', text, notNull)
    .addColumn('assignee_type', text)
    .addColumn('assignee_id', 'integer')
    .addColumn('creator_type', text)
    .addColumn('creator_id', 'integer')
    .addColumn('start_date', text)
    .addColumn('due_date', text)
    .addColumn('estimate_minutes', 'integer')
    .addColumn('capacity_share', text)
    .addColumn('cycle_number', 'integer')
    .addColumn('carried_over', 'integer', defaultZero)
    .addColumn('meeting_id', text)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .addColumn('deleted_at', text)
    .addUniqueConstraint('issues_workspace_number_unique', ['workspace_id', 'number'])
    .execute();
  await db.schema.createIndex('issues_parent_index').on('issues').column('parent_id').execute();
  await db.schema.createIndex('issues_meeting_index').on('issues').column('meeting_id').execute();

  await db.schema
    .createTable('issue_labels')
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('label_id', 'integer', (c) => c.notNull().references('labels.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('issue_labels_pk', ['issue_id', 'label_id'])
    .execute();
  await db.schema
    .createIndex('issue_labels_label_index')
    .on('issue_labels')
    .columns(['label_id', 'issue_id'])
    .execute();

  await withId(db, db.schema.createTable('issue_activity'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('event', text, notNull)
    .addColumn('actor_type', text)
    .addColumn('actor_id', 'integer')
    .addColumn('data', text, (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('issue_activity_issue_index')
    .on('issue_activity')
    .columns(['issue_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('comments'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('author_type', text, notNull)
    .addColumn('author_id', 'integer', notNull)
    .addColumn('body', text, notNull)
    .addColumn('in_reply_to', 'integer', references('comments.id', 'set null'))
    .addColumn('from_run_id', text)
    .addColumn('mentions', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('withdrawn', 'integer', defaultZero)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .addColumn('edited_at', text)
    .execute();
  await db.schema.createIndex('comments_issue_index').on('comments').columns(['issue_id', 'id']).execute();

  await db.schema
    .createTable('runs')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('issue_id', 'integer', references('issues.id', 'set null'))
    .addColumn('status', text, notNull)
    .addColumn('trigger', text, notNull)
    .addColumn('comment_id', 'integer', references('comments.id', 'set null'))
    .addColumn('requested_by_type', text)
    .addColumn('requested_by_id', 'integer')
    .addColumn('attempts', 'integer', defaultZero)
    .addColumn('queued_at', text)
    .addColumn('dispatched_at', text)
    .addColumn('started_at', text)
    .addColumn('finished_at', text)
    .addColumn('error', text)
    .addColumn('summary', text)
    .addColumn('input_tokens', 'bigint')
    .addColumn('output_tokens', 'bigint')
    .addColumn('cached_tokens', 'bigint')
    .addColumn('cache_write_tokens', 'bigint')
    .addColumn('cost_micros', 'bigint')
    .addColumn('runtime_id', 'integer', references('agent_runtimes.id', 'set null'))
    .addColumn('lease_token_digest', text)
    .addColumn('lease_expires_at', text)
    .addColumn('session_id', text)
    .addColumn('changed_paths', text)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema.createIndex('runs_issue_index').on('runs').column('issue_id').execute();
  await db.schema
    .createIndex('runs_queue_index')
    .on('runs')
    .columns(['status', 'agent_id', 'queued_at'])
    .execute();
  await db.schema.createIndex('runs_workspace_index').on('runs').columns(['workspace_id', 'id']).execute();

  await withId(db, db.schema.createTable('time_entries'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('actor_type', text, notNull)
    .addColumn('actor_id', 'integer', notNull)
    .addColumn('subject', text, notNull)
    .addColumn('issue_id', 'integer', references('issues.id', 'restrict'))
    .addColumn('meeting_id', text)
    .addColumn('absence_kind', text)
    .addColumn('minutes', 'integer', notNull)
    .addColumn('spent_on', text, notNull)
    .addColumn('source', text, notNull)
    .addColumn('note', text)
    .addColumn('run_id', text)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema.createIndex('time_entries_issue_index').on('time_entries').columns(['issue_id']).execute();
  await db.schema
    .createIndex('time_entries_workspace_day_index')
    .on('time_entries')
    .columns(['workspace_id', 'spent_on'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['time_entries', 'runs', 'comments', 'issue_activity', 'issue_labels', 'issues']) {
    await db.schema.dropTable(table).execute();
  }
}
