import { sql, type Insertable, type Updateable } from 'kysely';
import type { DialectName, Executor } from '../db/connection.js';
import type { ArticlesTable } from '../db/schema.js';
import { fetchPage } from './paging.js';

/** Every column but the indexed search text, which only the database reads. */
const COLUMNS = [
  'articles.id',
  'articles.workspace_id',
  'articles.parent_id',
  'articles.depth',
  'articles.title',
  'articles.body',
  'articles.excerpt',
  'articles.state',
  'articles.author_type',
  'articles.author_id',
  'articles.created_at',
  'articles.updated_at',
] as const;

/** Lists leave the body out: it can be long and lists do not show it. */
const LIST_COLUMNS = COLUMNS.filter((column) => column !== 'articles.body');

export interface ArticleListFilter {
  workspaceId: number;
  /** Whose drafts are visible: drafts belong to their author only. */
  viewerId: number;
  /** An article's id for its children, null for root articles, undefined for all. */
  parentId?: string | null;
  state?: ArticlesTable['state'];
  /** Search words, already folded like the indexed text; every one must match (as a prefix). */
  terms?: string[];
}

// The SQLite full-text table (see the migration); typed here so the query builder knows it.
type FtsTables = {
  articles_fts: { article_id: string; title: string; body: string };
};

function visible(db: Executor, dialect: DialectName, filter: ArticleListFilter) {
  let query = db
    .selectFrom('articles')
    .where('articles.workspace_id', '=', filter.workspaceId)
    .where((eb) =>
      eb.or([
        eb('articles.state', '!=', 'draft'),
        eb.and([eb('articles.author_type', '=', 'user'), eb('articles.author_id', '=', filter.viewerId)]),
      ]),
    );
  if (filter.parentId === null) query = query.where('articles.parent_id', 'is', null);
  else if (filter.parentId !== undefined) query = query.where('articles.parent_id', '=', filter.parentId);
  if (filter.state !== undefined) query = query.where('articles.state', '=', filter.state);
  if (filter.terms && dialect === 'postgres') {
    query = query.where(
      sql<boolean>`articles.search_vector @@ to_tsquery('simple', ${tsQuery(filter.terms)})`,
    );
  }
  return query;
}

/** PostgreSQL: every word as a prefix, all required. Words are letters and digits only. */
function tsQuery(terms: string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}

/** SQLite FTS5: every word quoted as a prefix; juxtaposition means AND. */
function ftsQuery(terms: string[]): string {
  return terms.map((term) => `"${term}"*`).join(' ');
}

function sqliteHits(db: Executor, terms: string[]) {
  // bm25 weights: the unindexed id column, the title (counts most), the body.
  return db
    .withTables<FtsTables>()
    .selectFrom('articles_fts')
    .select(['articles_fts.article_id', sql<number>`bm25(articles_fts, 0.0, 5.0, 1.0)`.as('rank')])
    .where(sql<boolean>`articles_fts match ${ftsQuery(terms)}`)
    .as('hits');
}

/** Best matches first when searching (then most recently updated); otherwise most recently updated. */
export async function listArticles(
  db: Executor,
  dialect: DialectName,
  filter: ArticleListFilter,
  limit: number,
  offset: number,
) {
  const base = visible(db, dialect, filter);
  if (filter.terms && dialect === 'sqlite') {
    const query = base
      .innerJoin(sqliteHits(db, filter.terms), 'hits.article_id', 'articles.id')
      .select(LIST_COLUMNS)
      .orderBy('hits.rank')
      .orderBy('articles.updated_at', 'desc')
      .orderBy('articles.id', 'desc');
    return fetchPage(query, limit, offset);
  }
  let query = base.select(LIST_COLUMNS);
  if (filter.terms) {
    query = query.orderBy(
      sql`ts_rank(articles.search_vector, to_tsquery('simple', ${tsQuery(filter.terms)}))`,
      'desc',
    );
  }
  return fetchPage(
    query.orderBy('articles.updated_at', 'desc').orderBy('articles.id', 'desc'),
    limit,
    offset,
  );
}

export async function findArticle(db: Executor, workspaceId: number, id: string) {
  return db
    .selectFrom('articles')
    .select(COLUMNS)
    .where('articles.workspace_id', '=', workspaceId)
    .where('articles.id', '=', id)
    .executeTakeFirst();
}

export async function insertArticle(db: Executor, values: Insertable<ArticlesTable>) {
  await db.insertInto('articles').values(values).execute();
}

export async function updateArticle(db: Executor, id: string, values: Updateable<ArticlesTable>) {
  await db.updateTable('articles').set(values).where('id', '=', id).execute();
}

/** Ids of the direct children of some articles. */
export async function childIds(db: Executor, parentIds: string[]): Promise<string[]> {
  if (parentIds.length === 0) return [];
  const rows = await db.selectFrom('articles').select('id').where('parent_id', 'in', parentIds).execute();
  return rows.map((row) => row.id);
}

export async function setDepth(db: Executor, ids: string[], depth: number): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('articles').set({ depth }).where('id', 'in', ids).execute();
}
