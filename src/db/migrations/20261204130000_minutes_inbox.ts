import type { Kysely } from 'kysely';
import { references, text } from '../migration-helpers.js';

/**
 * Issue 37 (docs/decisions.md "Sent minutes reach the inbox"): sending a meeting's minutes puts an item
 * (`minutes`) in the inbox of each attendee who is a person, naming the meeting in `meeting_id`. Removed
 * with its meeting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inbox_items')
    .addColumn('meeting_id', text, references('meetings.id', 'cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('inbox_items').where('kind', '=', 'minutes').execute();
  await db.schema.alterTable('inbox_items').dropColumn('meeting_id').execute();
}
