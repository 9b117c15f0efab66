import type { Kysely } from 'kysely';
import { defaultZero, notNull, references, text, withId } from '../migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('workspaces'))
    .addColumn('slug', text, (c) => c.notNull().unique())
    .addColumn('name', text, notNull)
    .addColumn('issue_prefix', text, notNull)
    .addColumn('cycle_length_days', 'integer')
    .addColumn('cycle_first_starts_on', text)
    .addColumn('holiday_region', text)
    .addColumn('issue_counter', 'integer', defaultZero)
    .addColumn('created_at', text, notNull)
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('name', text, notNull)
    .addColumn('email', text, (c) => c.notNull().unique())
    .addColumn('deleted_at', text)
    .addColumn('created_at', text, notNull)
    .execute();

  await withId(db, db.schema.createTable('memberships'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', text, notNull)
    .addColumn('weekly_hours', 'integer', (c) => c.notNull().defaultTo(40))
    .addColumn('joined_at', text, notNull)
    .addColumn('left_at', text)
    .addUniqueConstraint('memberships_workspace_user_unique', ['workspace_id', 'user_id'])
    .execute();

  await withId(db, db.schema.createTable('api_tokens'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    .addColumn('digest', text, (c) => c.notNull().unique())
    .addColumn('abilities', text, notNull)
    .addColumn('expires_at', text)
    .addColumn('revoked_at', text)
    .addColumn('last_used_at', text)
    .addColumn('created_at', text, notNull)
    .execute();

  await withId(db, db.schema.createTable('agent_runtimes'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    .addColumn('token_digest', text, (c) => c.unique())
    .addColumn('sandbox', text, (c) => c.notNull().defaultTo('unknown'))
    .addColumn('last_seen_at', text)
    .addColumn('revoked_at', text)
    .addColumn('created_at', text, notNull)
    .execute();

  await withId(db, db.schema.createTable('agents'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    .addColumn('provider', text, notNull)
    .addColumn('model', text)
    .addColumn('status', text, (c) => c.notNull().defaultTo('idle'))
    .addColumn('visibility', text, (c) => c.notNull().defaultTo('workspace'))
    .addColumn('owner_user_id', 'integer', references('users.id', 'set null'))
    .addColumn('max_concurrent_tasks', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('weekly_hours', 'integer', (c) => c.notNull().defaultTo(40))
    .addColumn('runtime_id', 'integer', references('agent_runtimes.id', 'set null'))
    .addColumn('instructions', text)
    .addColumn('custom_env', text)
    .addColumn('custom_args', text)
    .addColumn('mcp_config', text)
    .addColumn('created_at', text, notNull)
    .execute();

  await withId(db, db.schema.createTable('projects'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    .addColumn('description', text)
    .addColumn('prefix', text)
    .addColumn('status', text, (c) => c.notNull().defaultTo('planned'))
    .addColumn('priority', text, (c) => c.notNull().defaultTo('medium'))
    .addColumn('lead_type', text)
    .addColumn('lead_id', 'integer')
    .addColumn('issue_types', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('projects_workspace_prefix_unique')
    .on('projects')
    .columns(['workspace_id', 'prefix'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('labels'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    .addColumn('name_key', text, notNull)
    .addColumn('created_at', text, notNull)
    .addUniqueConstraint('labels_workspace_name_unique', ['workspace_id', 'name_key'])
    .execute();

  await withId(db, db.schema.createTable('jobs'))
    .addColumn('lane', text, notNull)
    .addColumn('name', text, notNull)
    .addColumn('payload', text, notNull)
    .addColumn('dedupe_key', text, (c) => c.unique())
    .addColumn('run_at', text, notNull)
    .addColumn('attempts', 'integer', defaultZero)
    .addColumn('max_attempts', 'integer', notNull)
    .addColumn('locked_until', text)
    .addColumn('locked_by', text)
    .addColumn('last_error', text)
    .addColumn('failed_at', text)
    .addColumn('created_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('jobs_claim_index')
    .on('jobs')
    .columns(['lane', 'failed_at', 'run_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'jobs',
    'labels',
    'projects',
    'agents',
    'agent_runtimes',
    'api_tokens',
    'memberships',
    'users',
    'workspaces',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
