import type { Kysely } from 'kysely';
import { text } from '../migration-helpers.js';

/**
 * A saved view of `/issues` keeps whether it is the board or the list (issue 37): `board`, `list`, or
 * null for a view saved before, which opens in whichever layout is showing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('saved_views').addColumn('layout', text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('saved_views').dropColumn('layout').execute();
}
