import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * Workflow states (issue 40, decisions §12.13; docs/decisions.md "Issue 40 — workflow states"): named
 * states inside one of the contract's statuses. An issue's `state_id` names one (null: the status's
 * own); its `status` is always the state's, so every reader of `status` stays exact.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('workflow_states'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    .addColumn('name_key', text, notNull)
    .addColumn('status', text, notNull)
    .addColumn('color', text, notNull)
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('workflow_states_workspace_name_key')
    .on('workflow_states')
    .columns(['workspace_id', 'name_key'])
    .unique()
    .execute();
  await db.schema
    .alterTable('issues')
    .addColumn('state_id', 'integer', (c) => c.references('workflow_states.id').onDelete('set null'))
    .execute();
  // The `state_id` filter walks this index in id order, as the other filters' partial indexes do.
  await db.schema.createIndex('issues_state_index').on('issues').columns(['state_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('issues_state_index').execute();
  await db.schema.alterTable('issues').dropColumn('state_id').execute();
  await db.schema.dropTable('workflow_states').execute();
}
