import type { Kysely } from 'kysely';
import { notNull, sql, text, withId } from '../migration-helpers.js';

/**
 * The per-person timer and the store-level rules of time keeping:
 *  - one running timer per person per workspace (a token names one workspace, so "per person" is
 *    per membership), settled by a unique constraint so concurrent starts cannot both win;
 *  - at most one absence per person per day (a partial unique index), so two concurrent absence
 *    requests over the same days cannot both record a day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('timers'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A running timer blocks the deletion (deletionChecks), so restrict is never reached.
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('restrict'))
    .addColumn('note', text)
    .addColumn('started_at', text, notNull)
    .addColumn('max_minutes', 'integer', notNull)
    .addColumn('created_at', text, notNull)
    .addUniqueConstraint('timers_one_per_person', ['workspace_id', 'user_id'])
    .execute();
  await db.schema.createIndex('timers_started_at_index').on('timers').column('started_at').execute();
  await db.schema.createIndex('timers_issue_index').on('timers').column('issue_id').execute();

  await db.schema
    .createIndex('time_entries_one_absence_per_day')
    .unique()
    .on('time_entries')
    .columns(['workspace_id', 'actor_type', 'actor_id', 'spent_on'])
    .where(sql.ref('subject'), '=', sql.lit('absence'))
    .execute();
  await db.schema
    .createIndex('time_entries_actor_day_index')
    .on('time_entries')
    .columns(['workspace_id', 'actor_type', 'actor_id', 'spent_on'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('time_entries_actor_day_index').execute();
  await db.schema.dropIndex('time_entries_one_absence_per_day').execute();
  await db.schema.dropTable('timers').execute();
}
