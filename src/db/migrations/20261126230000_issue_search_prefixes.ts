import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers.js';

/**
 * Issue search by prefix, alike on both databases (issue 19): every word of a query is looked up as the
 * prefix of a word (`kuber` finds "kubernetes"); word forms are matched by trimming the query's
 * inflections in the application (`searchStem`, src/domain/issue-query.ts), so both databases see the
 * same prefixes over the same unstemmed words.
 *
 *  - SQLite: the FTS5 table of 20261122100000_issue_search is rebuilt (same `unicode61` words) with
 *    prefix indexes of two and three characters, so that short prefixes are read from an index of
 *    their own instead of every term starting with them. The triggers of that migration keep writing
 *    it by name.
 *  - PostgreSQL: a text search configuration `tandem_search`, `simple` (whole words, no stop words, as
 *    unicode61) after `unaccent` where that extension can be installed (unicode61 folds diacritics:
 *    `cafe` finds "café"). ASCII punctuation is turned into spaces before parsing, so the text splits
 *    into the words unicode61 sees: PostgreSQL's parser would otherwise keep `ACME-12` as a word and a
 *    negative number, or a path or an address as one token. Every document is rewritten.
 */
const SEARCH_TEXT_CAP = 250_000;
const ASCII_PUNCTUATION = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await rebuildSqlite(db, true);
}

async function rebuildSqlite(db: Kysely<any>, prefixes: boolean): Promise<void> {
  await sql`drop table issue_search`.execute(db);
  await sql`
    create virtual table issue_search using fts5(
      scope, title, body, comments,
      content = '', contentless_delete = 1, detail = column, tokenize = 'unicode61'
      ${prefixes ? sql`, prefix = '2 3'` : sql``}
    )`.execute(db);
  await sql`
    insert into issue_search (rowid, scope, title, body, comments)
    select i.id, 'w' || i.workspace_id, i.title, coalesce(i.description, ''),
      coalesce(substr((select group_concat(c.body, ' ') from comments c where c.issue_id = i.id), 1, ${sql.lit(SEARCH_TEXT_CAP)}), '')
    from issues i where i.deleted_at is null`.execute(db);
}

/** The refresh function of 20261122100000_issue_search, with the document built by `documentOf`. */
async function replaceRefresh(db: Kysely<any>, documentOf: (text: string) => string): Promise<void> {
  const text = `left(
        coalesce(i.title, '') || ' ' || coalesce(i.description, '') || ' ' ||
        coalesce((select string_agg(c.body, ' ' order by c.id) from comments c where c.issue_id = i.id), ''),
        ${SEARCH_TEXT_CAP})`;
  await sql`
    create or replace function issue_search_refresh(target integer) returns void language plpgsql as $$
    begin
      -- Serialises refreshes of one issue: each statement below then sees the other's comment.
      perform 1 from issues where id = target for no key update;
      insert into issue_search (issue_id, workspace_id, document)
      select i.id, i.workspace_id, ${sql.raw(documentOf(text))}
      from issues i where i.id = target and i.deleted_at is null
      on conflict (issue_id) do update set document = excluded.document, workspace_id = excluded.workspace_id;
      delete from issue_search s using issues i
      where s.issue_id = target and i.id = target and i.deleted_at is not null;
    end $$`.execute(db);
  await sql`select issue_search_refresh(id) from issues where deleted_at is null`.execute(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create text search configuration tandem_search (copy = simple)`.execute(db);
  // Optional: an installation whose server lacks the contrib module still searches, accents apart.
  await sql`
    do $$ begin
      create extension if not exists unaccent;
      alter text search configuration tandem_search alter mapping for word with unaccent, simple;
    exception when others then null;
    end $$`.execute(db);
  const punctuation = ASCII_PUNCTUATION.replace(/'/g, "''");
  await replaceRefresh(
    db,
    (text) =>
      `to_tsvector('tandem_search', translate(${text}, '${punctuation}', repeat(' ', ${ASCII_PUNCTUATION.length})))`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    await rebuildSqlite(db, false);
    return;
  }
  await replaceRefresh(db, (text) => `to_tsvector('simple', ${text})`);
  await sql`drop text search configuration if exists tandem_search`.execute(db);
}
