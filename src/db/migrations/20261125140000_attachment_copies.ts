import type { Kysely } from 'kysely';
import { notNull, text } from '../migration-helpers.js';

/**
 * The resized copies of image attachments (`size=thumb`, `size=large`), one row per attachment and size
 * once the copy has been attempted: where it is stored, or no key when it cannot be made (over the
 * pixel limit, undecodable). Each copy is decoded once; later requests read the row, never the image.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attachment_copies')
    .addColumn('attachment_id', 'integer', (c) =>
      c.notNull().references('attachments.id').onDelete('cascade'),
    )
    .addColumn('size', text, notNull)
    .addColumn('storage_key', text)
    .addColumn('byte_size', 'integer')
    .addColumn('created_at', text, notNull)
    .addPrimaryKeyConstraint('attachment_copies_pk', ['attachment_id', 'size'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attachment_copies').execute();
}
