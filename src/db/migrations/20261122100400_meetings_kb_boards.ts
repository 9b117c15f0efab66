import type { Kysely } from 'kysely';
import { defaultZero, isPostgres, notNull, sql, text, withId } from '../migration-helpers.js';

/**
 * Meetings (with attendees), the knowledge base (articles with a full-text index), whiteboards with
 * their elements, and saved views.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('meetings')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('series_id', text)
    .addColumn('title', text, notNull)
    .addColumn('location', text, (c) => c.notNull().defaultTo(''))
    .addColumn('scheduled_for', text, notNull)
    .addColumn('duration_minutes', 'integer', notNull)
    .addColumn('ends_at', text, notNull)
    .addColumn('organiser_type', text, notNull)
    .addColumn('organiser_id', 'integer', notNull)
    .addColumn('agenda', text, (c) => c.notNull().defaultTo(''))
    .addColumn('minutes', text, (c) => c.notNull().defaultTo(''))
    .addColumn('notes', text, (c) => c.notNull().defaultTo(''))
    .addColumn('minutes_sent_at', text)
    .addColumn('canceled_at', text)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('meetings_workspace_schedule_index')
    .on('meetings')
    .columns(['workspace_id', 'scheduled_for'])
    .execute();
  await db.schema
    .createIndex('meetings_workspace_ends_index')
    .on('meetings')
    .columns(['workspace_id', 'ends_at'])
    .execute();
  await db.schema.createIndex('meetings_series_index').on('meetings').column('series_id').execute();

  await withId(db, db.schema.createTable('meeting_attendees'))
    .addColumn('meeting_id', text, (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('actor_type', text)
    .addColumn('actor_id', 'integer')
    .addColumn('name', text)
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('meeting_attendees_meeting_index')
    .on('meeting_attendees')
    .columns(['meeting_id', 'position'])
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    // No ON DELETE action: checked at the end of the statement, so a workspace cascade can remove a tree.
    .addColumn('parent_id', text, (c) => c.references('articles.id'))
    .addColumn('depth', 'integer', defaultZero)
    .addColumn('title', text, notNull)
    .addColumn('body', text, (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt', text, (c) => c.notNull().defaultTo(''))
    .addColumn('search_title', text, (c) => c.notNull().defaultTo(''))
    .addColumn('search_body', text, (c) => c.notNull().defaultTo(''))
    .addColumn('state', text, notNull)
    .addColumn('author_type', text, notNull)
    .addColumn('author_id', 'integer', notNull)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('articles_workspace_parent_index')
    .on('articles')
    .columns(['workspace_id', 'parent_id'])
    .execute();
  await db.schema
    .createIndex('articles_workspace_updated_index')
    .on('articles')
    .columns(['workspace_id', 'updated_at'])
    .execute();

  // Full-text index over title and body, one per dialect, side by side. Both index the accent-folded,
  // lower-cased text the application writes to search_title/search_body, so both behave alike.
  if (isPostgres(db)) {
    await sql`alter table articles add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B')
    ) stored`.execute(db);
    await sql`create index articles_search_index on articles using gin (search_vector)`.execute(db);
  } else {
    await sql`create virtual table articles_fts using fts5(
      article_id unindexed, title, body, tokenize = 'unicode61 remove_diacritics 0'
    )`.execute(db);
    await sql`create trigger articles_fts_insert after insert on articles begin
      insert into articles_fts (article_id, title, body) values (new.id, new.search_title, new.search_body);
    end`.execute(db);
    await sql`create trigger articles_fts_update after update of search_title, search_body on articles begin
      delete from articles_fts where article_id = old.id;
      insert into articles_fts (article_id, title, body) values (new.id, new.search_title, new.search_body);
    end`.execute(db);
    await sql`create trigger articles_fts_delete after delete on articles begin
      delete from articles_fts where article_id = old.id;
    end`.execute(db);
  }

  await db.schema
    .createTable('whiteboards')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    .addColumn('visibility', text, notNull)
    .addColumn('author_type', text, notNull)
    .addColumn('author_id', 'integer', notNull)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('whiteboards_workspace_index')
    .on('whiteboards')
    .columns(['workspace_id', 'name'])
    .execute();

  await db.schema
    .createTable('whiteboard_elements')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('whiteboard_id', text, (c) => c.notNull().references('whiteboards.id').onDelete('cascade'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('type', text, notNull)
    .addColumn('text', text, (c) => c.notNull().defaultTo(''))
    .addColumn('x', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('y', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('color', text, notNull)
    .addColumn('votes', 'integer', defaultZero)
    .addColumn('issue_id', 'integer', (c) => c.references('issues.id'))
    .addColumn('author_type', text)
    .addColumn('author_id', 'integer')
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('whiteboard_elements_board_index')
    .on('whiteboard_elements')
    .columns(['whiteboard_id', 'id'])
    .execute();
  await db.schema
    .createIndex('whiteboard_elements_issue_index')
    .on('whiteboard_elements')
    .column('issue_id')
    .execute();

  await withId(db, db.schema.createTable('saved_views'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('owner_type', text, notNull)
    .addColumn('owner_id', 'integer', notNull)
    .addColumn('name', text, notNull)
    .addColumn('surface', text, notNull)
    .addColumn('filters', text, (c) => c.notNull().defaultTo('{}'))
    .addColumn('shared', 'integer', defaultZero)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('saved_views_workspace_surface_index')
    .on('saved_views')
    .columns(['workspace_id', 'surface'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    for (const trigger of ['articles_fts_insert', 'articles_fts_update', 'articles_fts_delete']) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists articles_fts`.execute(db);
  }
  for (const table of [
    'saved_views',
    'whiteboard_elements',
    'whiteboards',
    'articles',
    'meeting_attendees',
    'meetings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
