import type { Kysely } from 'kysely';
import { text } from '../migration-helpers.js';

/** Administration → Labels (issue 30): a label may carry a colour (`#rrggbb`); null shows the default. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('labels').addColumn('color', text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('labels').dropColumn('color').execute();
}
