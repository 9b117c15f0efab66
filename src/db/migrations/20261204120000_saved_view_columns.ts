import type { Kysely } from 'kysely';
import { text } from '../migration-helpers.js';

/**
 * A saved view of `/issues` keeps the custom fields its list shows as columns (issue 40): a JSON array
 * of field keys, or null for a view saved before (the list then shows the columns chosen on the device).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('saved_views').addColumn('field_columns', text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('saved_views').dropColumn('field_columns').execute();
}
