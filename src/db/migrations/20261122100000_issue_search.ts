import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers.js';

/**
 * Full-text search over issues (`GET /issues?q=`): one search document per live issue holding its
 * title, its description and the bodies of its comments, so that every word of a query may be found
 * anywhere in the issue. Kept in sync by triggers on `issues` and `comments`, so whoever writes those
 * tables (issues, comments, runs) never has to remember the index. Deleted issues leave the index.
 *
 *  - SQLite: a contentless FTS5 table (rowid = issue id) with `contentless_delete`, so a document is
 *    replaced by deleting its rowid; a `scope` column holds `w<workspace id>` so the workspace is part
 *    of the MATCH and counting needs no join. `detail=column` keeps it small: queries are single words.
 *  - PostgreSQL: a table of tsvectors (`simple` configuration: whole words, no stemming, like
 *    unicode61) with a GIN index, refreshed by a PL/pgSQL function that first locks the issue row so
 *    two comments written at once on one issue cannot lose each other's words.
 *
 * The indexed text is capped (SEARCH_TEXT_CAP characters) so that a PostgreSQL tsvector stays under
 * its 1 MB limit however long a thread grows.
 */
const SEARCH_TEXT_CAP = 250_000;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  await sql`
    create virtual table issue_search using fts5(
      scope, title, body, comments,
      content = '', contentless_delete = 1, detail = column, tokenize = 'unicode61'
    )`.execute(db);

  // Writes the document of issue `<id>` from its current row and comments, when the issue is live
  // (and `<guard>` holds).
  const document = (id: string, guard = 'true') =>
    sql.raw(`
    insert into issue_search (rowid, scope, title, body, comments)
    select i.id, 'w' || i.workspace_id, i.title, coalesce(i.description, ''),
      coalesce(substr((select group_concat(c.body, ' ') from comments c where c.issue_id = i.id), 1, ${SEARCH_TEXT_CAP}), '')
    from issues i where i.id = ${id} and i.deleted_at is null and (${guard});`);

  await sql`
    create trigger issue_search_issue_insert after insert on issues begin
      ${document('new.id')}
    end`.execute(db);
  await sql`
    create trigger issue_search_issue_update after update of title, description, deleted_at on issues
    when old.title is not new.title or old.description is not new.description
      or old.deleted_at is not new.deleted_at
    begin
      delete from issue_search where rowid = old.id;
      ${document('new.id')}
    end`.execute(db);
  await sql`
    create trigger issue_search_issue_delete after delete on issues begin
      delete from issue_search where rowid = old.id;
    end`.execute(db);
  await sql`
    create trigger issue_search_comment_insert after insert on comments begin
      delete from issue_search where rowid = new.issue_id;
      ${document('new.issue_id')}
    end`.execute(db);
  await sql`
    create trigger issue_search_comment_update after update of body, issue_id on comments
    when old.body is not new.body or old.issue_id is not new.issue_id
    begin
      delete from issue_search where rowid = old.issue_id;
      ${document('old.issue_id')}
      delete from issue_search where rowid = new.issue_id and new.issue_id is not old.issue_id;
      ${document('new.issue_id', 'new.issue_id is not old.issue_id')}
    end`.execute(db);
  await sql`
    create trigger issue_search_comment_delete after delete on comments begin
      delete from issue_search where rowid = old.issue_id;
      ${document('old.issue_id')}
    end`.execute(db);

  // Issues that existed before this migration.
  await sql`${document('i.id')}`.execute(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`
    create table issue_search (
      issue_id integer primary key references issues (id) on delete cascade,
      workspace_id integer not null,
      document tsvector not null
    )`.execute(db);
  await sql`create index issue_search_document_index on issue_search using gin (document)`.execute(db);

  await sql`
    create function issue_search_refresh(target integer) returns void language plpgsql as $$
    begin
      -- Serialises refreshes of one issue: each statement below then sees the other's comment.
      perform 1 from issues where id = target for no key update;
      insert into issue_search (issue_id, workspace_id, document)
      select i.id, i.workspace_id, to_tsvector('simple', left(
        coalesce(i.title, '') || ' ' || coalesce(i.description, '') || ' ' ||
        coalesce((select string_agg(c.body, ' ' order by c.id) from comments c where c.issue_id = i.id), ''),
        ${sql.raw(String(SEARCH_TEXT_CAP))}))
      from issues i where i.id = target and i.deleted_at is null
      on conflict (issue_id) do update set document = excluded.document, workspace_id = excluded.workspace_id;
      delete from issue_search s using issues i
      where s.issue_id = target and i.id = target and i.deleted_at is not null;
    end $$`.execute(db);

  await sql`
    create function issue_search_on_issue() returns trigger language plpgsql as $$
    begin
      perform issue_search_refresh(new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger issue_search_issue_insert after insert on issues
    for each row execute function issue_search_on_issue()`.execute(db);
  await sql`
    create trigger issue_search_issue_update after update of title, description, deleted_at on issues
    for each row when (old.title is distinct from new.title or old.description is distinct from new.description
      or old.deleted_at is distinct from new.deleted_at)
    execute function issue_search_on_issue()`.execute(db);

  await sql`
    create function issue_search_on_comment() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform issue_search_refresh(old.issue_id);
        return null;
      end if;
      perform issue_search_refresh(new.issue_id);
      if tg_op = 'UPDATE' and old.issue_id <> new.issue_id then
        perform issue_search_refresh(old.issue_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger issue_search_comment_write after insert or delete or update of body, issue_id on comments
    for each row execute function issue_search_on_comment()`.execute(db);

  await sql`select issue_search_refresh(id) from issues where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists issue_search_comment_write on comments`.execute(db);
    await sql`drop trigger if exists issue_search_issue_update on issues`.execute(db);
    await sql`drop trigger if exists issue_search_issue_insert on issues`.execute(db);
    await sql`drop function if exists issue_search_on_comment()`.execute(db);
    await sql`drop function if exists issue_search_on_issue()`.execute(db);
    await sql`drop function if exists issue_search_refresh(integer)`.execute(db);
    await sql`drop table if exists issue_search`.execute(db);
    return;
  }
  for (const trigger of [
    'issue_search_issue_insert',
    'issue_search_issue_update',
    'issue_search_issue_delete',
    'issue_search_comment_insert',
    'issue_search_comment_update',
    'issue_search_comment_delete',
  ]) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table if exists issue_search`.execute(db);
}
