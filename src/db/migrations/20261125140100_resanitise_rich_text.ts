import type { Kysely } from 'kysely';
import { sanitizeRichText } from '../../domain/html.js';

/**
 * Rich text stored before the sanitiser was hardened (sanitize-html 2.17.3 turned
 * `<xmp><img src=x onerror=…></xmp>` into a live `<img onerror>`) is sanitised again, so that what was
 * written then is served as safely as what is written now. Uses the live sanitiser on purpose, unlike
 * a frozen migration: re-running it later can only make stored HTML safer, and on fresh databases it
 * has nothing to do. Only rows that hold markup are read, a page at a time, and only changed ones are
 * written; `updated_at` is left alone (nobody edited anything).
 */
const RICH_TEXT_COLUMNS = [
  { table: 'issues', column: 'description', emptyIsNull: true },
  { table: 'comments', column: 'body', emptyIsNull: false },
  { table: 'articles', column: 'body', emptyIsNull: false },
  { table: 'meetings', column: 'agenda', emptyIsNull: false },
  { table: 'meetings', column: 'minutes', emptyIsNull: false },
] as const;

const PAGE = 500;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, column, emptyIsNull } of RICH_TEXT_COLUMNS) {
    let after: string | number | null = null;
    for (;;) {
      let page = db
        .selectFrom(table)
        .select(['id', `${column} as html`])
        .where(column, 'like', '%<%')
        .orderBy('id')
        .limit(PAGE);
      if (after !== null) page = page.where('id', '>', after);
      const rows = (await page.execute()) as { id: string | number; html: string }[];
      for (const row of rows) {
        const clean = sanitizeRichText(row.html);
        if (clean === row.html) continue;
        await db
          .updateTable(table)
          .set({ [column]: clean === '' && emptyIsNull ? null : clean })
          .where('id', '=', row.id)
          .execute();
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]!.id;
    }
  }
}

export async function down(): Promise<void> {
  // What was unsafe is not restored.
}
