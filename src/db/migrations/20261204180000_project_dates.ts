import type { Kysely } from 'kysely';
import { text } from '../migration-helpers.js';

/**
 * Project dates for the roadmap (decisions §12.15, issue 41; docs/decisions.md "Issue 41 — the roadmap"):
 * `start_date` and `target_date`, `YYYY-MM-DD` text or null, as an issue's `start_date`/`due_date`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('start_date', text).execute();
  await db.schema.alterTable('projects').addColumn('target_date', text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('target_date').execute();
  await db.schema.alterTable('projects').dropColumn('start_date').execute();
}
