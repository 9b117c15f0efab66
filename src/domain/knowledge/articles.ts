import type { Static } from 'typebox';
import { ulid } from 'ulid';
import type { DialectName, Executor, Tx } from '../../db/connection.js';
import type { Article } from '../../db/schema.js';
import {
  childIds,
  findArticle,
  insertArticle,
  listArticles,
  setDepth,
  updateArticle,
  type ArticleListFilter,
} from '../../repositories/articles.js';
import type {
  ArticleQuery as ArticleQuerySchema,
  ArticleSummaryView,
  ArticleView,
  CreateArticleBody,
  UpdateArticleBody,
} from '../../schemas/articles.js';
import { ActorDirectory } from '../actors.js';
import { viewingPersonId, type Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import type { ArticleState } from '../../schemas/enums.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { plainText, sanitizeRichText } from '../html.js';
import { asPerson, assertCanContribute, assertCanTurnIntoDraft, canSeeArticle } from '../policy.js';
import { requiredLine, withoutNul } from '../text-input.js';
import { canonicalUlid } from '../ulid-ref.js';

/** Root articles have depth 0; six levels means the deepest has depth 5 (decisions §6.4). */
export const MAX_ARTICLE_DEPTH = 5;
export const EXCERPT_LENGTH = 200;
/** Search words taken from `q`; more add nothing a person would type. */
const MAX_SEARCH_TERMS = 16;
/** Indexed body text is capped so that one huge document cannot exceed the index's limits. */
const MAX_INDEXED_CHARACTERS = 200_000;

/** An article as the repositories return it (the indexed search text stays in the database). */
export type ArticleRecord = Omit<Article, 'search_title' | 'search_body'>;
type ArticleSummary = Omit<ArticleRecord, 'body'> & { body?: string };

export type ArticleInput = Static<typeof UpdateArticleBody>;

/**
 * Text as the full-text index sees it, the same on both databases: accents folded, lower case, words
 * of letters and digits separated by single spaces. Search words are folded the same way.
 */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

function indexedText(text: string): string {
  return searchWords(text.slice(0, MAX_INDEXED_CHARACTERS)).join(' ');
}

// plainText() joins adjacent blocks ("<h1>A</h1><p>B</p>" reads "AB"); a space after each block keeps
// the words apart in excerpts and in the search index.
const BLOCK_END =
  /<\/(?:p|div|h[1-6]|li|dt|dd|blockquote|pre|td|th|tr|summary|details)>|<br\s*\/?>|<hr\s*\/?>/gi;

function textOf(html: string): string {
  return plainText(html.replace(BLOCK_END, '$& '));
}

/** First 200 characters (code points, so no character is cut in half) of the body's plain text. */
export function excerptOf(html: string): string {
  return Array.from(textOf(html)).slice(0, EXCERPT_LENGTH).join('');
}

/**
 * The States table: `state` when sent (it decides when both are sent); otherwise `published` true is
 * `published` and false is `draft`; otherwise unchanged.
 */
export function requestedState(input: ArticleInput): ArticleState | undefined {
  if (input.state !== undefined) return input.state;
  if (input.published !== undefined) return input.published ? 'published' : 'draft';
  return undefined;
}

export async function presentArticles(
  db: Executor,
  articles: ArticleSummary[],
): Promise<ArticleSummaryView[]> {
  const actors = await ActorDirectory.load(
    db,
    articles.map((a) => ({ type: a.author_type, id: a.author_id })),
  );
  return articles.map((article): ArticleSummaryView => ({
    id: article.id,
    parent: article.parent_id,
    title: article.title,
    depth: article.depth,
    state: article.state,
    published: article.state === 'published',
    excerpt: article.excerpt,
    author: actors.view(article.author_type, article.author_id)!,
    created_at: article.created_at,
    updated_at: article.updated_at,
  }));
}

export async function presentArticle(db: Executor, article: ArticleRecord): Promise<ArticleView> {
  const [view] = await presentArticles(db, [article]);
  return { ...view!, body: article.body };
}

export type ArticleQuery = Omit<Static<typeof ArticleQuerySchema>, 'page' | 'per_page'>;

export async function listVisibleArticles(
  db: Executor,
  dialect: DialectName,
  caller: Caller,
  query: ArticleQuery,
  limit: number,
  offset: number,
) {
  const filter: ArticleListFilter = { workspaceId: caller.workspace.id, viewerId: viewingPersonId(caller) };
  if (query.state !== undefined) filter.state = query.state;
  if (query.parent !== undefined) {
    filter.parentId =
      query.parent.toLowerCase() === 'none' ? null : (await parentArticle(db, caller, query.parent)).id;
  }
  if (query.q !== undefined && query.q.trim() !== '') {
    const terms = [...new Set(searchWords(query.q))].slice(0, MAX_SEARCH_TERMS);
    // Text with no words at all (only punctuation) matches nothing.
    if (terms.length === 0) return { items: [], total: 0 };
    filter.terms = terms;
  }
  const { rows, total } = await listArticles(db, dialect, filter, limit, offset);
  return { items: await presentArticles(db, rows), total };
}

/** An article the caller can see; a draft of somebody else's is as missing as one that is not there. */
export async function getVisibleArticle(
  db: Executor,
  caller: Caller,
  reference: string,
): Promise<ArticleRecord> {
  const id = canonicalUlid(reference);
  const article = id ? await findArticle(db, caller.workspace.id, id) : undefined;
  if (!article || !canSeeArticle(caller, article)) throw new NotFoundError('Article');
  return article;
}

async function parentArticle(db: Executor, caller: Caller, reference: string): Promise<ArticleRecord> {
  try {
    return await getVisibleArticle(db, caller, reference);
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw ValidationError.field('parent', 'The parent does not name an article of this workspace.');
    }
    throw error;
  }
}

function tooDeep(): ValidationError {
  return ValidationError.field(
    'parent',
    `Articles nest at most ${MAX_ARTICLE_DEPTH + 1} levels deep; this would put an article on level ${MAX_ARTICLE_DEPTH + 2}.`,
  );
}

function bodyColumns(body: string) {
  const clean = sanitizeRichText(withoutNul(body));
  return { body: clean, excerpt: excerptOf(clean), search_body: indexedText(textOf(clean)) };
}

export async function createArticle(
  tx: Tx,
  ctx: CommandContext,
  input: Static<typeof CreateArticleBody>,
): Promise<ArticleRecord> {
  const { caller } = ctx;
  const person = asPerson(caller, 'write articles');
  assertCanContribute(person, 'write articles');
  let parentId: string | null = null;
  let depth = 0;
  if (input.parent !== undefined && input.parent !== null) {
    const parent = await parentArticle(tx, caller, input.parent);
    if (parent.depth >= MAX_ARTICLE_DEPTH) throw tooDeep();
    parentId = parent.id;
    depth = parent.depth + 1;
  }
  const now = nowOf(ctx);
  const id = ulid();
  const title = requiredLine(input.title, 'title');
  await insertArticle(tx, {
    id,
    workspace_id: caller.workspace.id,
    parent_id: parentId,
    depth,
    title,
    ...bodyColumns(input.body ?? ''),
    search_title: indexedText(title),
    state: requestedState(input) ?? 'draft',
    author_type: 'user',
    author_id: person.user.id,
    created_at: now,
    updated_at: now,
  });
  return (await findArticle(tx, caller.workspace.id, id))!;
}

/** The ids below an article, level by level (the tree is at most six levels, so at most five rounds). */
async function descendantLevels(db: Executor, id: string): Promise<string[][]> {
  const levels: string[][] = [];
  let current = [id];
  while (current.length > 0 && levels.length <= MAX_ARTICLE_DEPTH) {
    current = await childIds(db, current);
    if (current.length > 0) levels.push(current);
  }
  return levels;
}

/** Moves an article and its whole subtree; refuses cycles and trees that would grow past six levels. */
async function move(db: Executor, caller: Caller, article: ArticleRecord, parentRef: string | null) {
  let parent: ArticleRecord | null = null;
  if (parentRef !== null) {
    parent = await parentArticle(db, caller, parentRef);
    if (parent.id === article.id)
      throw ValidationError.field('parent', 'An article cannot be its own parent.');
  }
  const levels = await descendantLevels(db, article.id);
  if (parent && levels.some((ids) => ids.includes(parent.id))) {
    throw ValidationError.field('parent', 'An article cannot move below one of its own sub-articles.');
  }
  const depth = parent ? parent.depth + 1 : 0;
  if (depth + levels.length > MAX_ARTICLE_DEPTH) throw tooDeep();
  for (const [index, ids] of levels.entries()) await setDepth(db, ids, depth + index + 1);
  return { parent_id: parent?.id ?? null, depth };
}

/** `PATCH /articles/{article}`: any subset; omitting `body` leaves the document as it is. */
export async function changeArticle(
  tx: Tx,
  ctx: CommandContext,
  { article: reference, ...input }: ArticleInput & { article: string },
): Promise<ArticleRecord> {
  const { caller } = ctx;
  assertCanContribute(asPerson(caller, 'write articles'), 'write articles');
  const article = await getVisibleArticle(tx, caller, reference);
  const changes: Parameters<typeof updateArticle>[2] = { updated_at: nowOf(ctx) };
  const state = requestedState(input);
  if (state !== undefined) {
    if (state === 'draft') assertCanTurnIntoDraft(caller, article);
    changes.state = state;
  }
  if (input.title !== undefined) {
    changes.title = requiredLine(input.title, 'title');
    changes.search_title = indexedText(changes.title);
  }
  if (input.body !== undefined) Object.assign(changes, bodyColumns(input.body ?? ''));
  if (input.parent !== undefined) Object.assign(changes, await move(tx, caller, article, input.parent));
  await updateArticle(tx, article.id, changes);
  return (await findArticle(tx, caller.workspace.id, article.id))!;
}
