import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import { autonomousStepsOf, type Executor, type Tx } from '../db/connection.js';
import { lockedForWrite } from '../db/row-locks.js';
import { isPostgres } from '../db/migration-helpers.js';
import { PLAN_EVERY_CALL } from '../db/postgres-statements.js';
import { precompiled } from '../db/precompiled.js';
import type { ActorType, Issue, IssueActivityTable, IssuesTable } from '../db/schema.js';
import { insertLiveEvents, type NewLiveEvent } from './live-events.js';
import { projectsWithPrefix } from './projects.js';
import { followIssuePriority } from './runs.js';

/**
 * Queries of the Issue resource. The listing is built in SQL by hand because the table that drives it
 * changes with the filters (the search index, a label, or the issues themselves) while the order stays
 * the same everywhere: newest first by id, so paging visits each issue once.
 */
export interface IssueListFilters {
  /** Only these issues (a run token's reach, issue 37). */
  idIn?: number[];
  status?: string;
  type?: string;
  priority?: string;
  /** null: unassigned. */
  assignee?: { type: ActorType; id: number } | null;
  projectId?: number;
  /** Normalised ISO timestamp; inclusive. */
  updatedSince?: string;
  /** Every label must be on the issue. */
  labelIds?: number[];
  /** null: in no cycle. */
  cycle?: number | null;
  /** Every word must begin a word of the title, the description or a comment. */
  searchWords?: string[];
  /** The issue a search's text names by identifier (`ACME-12`): found as well as the words' matches. */
  searchIssueId?: number;
  /** Any of several values (a single value uses the field above, which has counters). */
  statusIn?: string[];
  typeIn?: string[];
  priorityIn?: string[];
  /** Any of these assignees; null: unassigned. */
  assigneeIn?: ({ type: ActorType; id: number } | null)[];
  /** The children of this epic. */
  parentId?: number;
  /** In any of these workflow states (issue 40). */
  stateIn?: number[];
  /** In no workflow state (`state_id=none`); with `stateIn`, in no state or in one of those. */
  stateNone?: true;
  /** Absent: newest first (by id). */
  sort?: IssueListSort;
  /** Custom field values (issue 40): every condition must hold. */
  fieldConditions?: FieldCondition[];
}

/** A custom field filter: the field's values in `column` equal `eq`, or lie within `gte`…`lte`. */
export interface FieldCondition {
  fieldId: number;
  column: 'text_value' | 'number_value' | 'date_value' | 'person_id';
  eq?: string | number;
  gte?: string | number;
  lte?: string | number;
}

export interface IssueListSort {
  column: 'number' | 'created_at' | 'updated_at' | 'priority' | 'due_date';
  descending: boolean;
}

/**
 * Live events of a new issue written before its number is known: `placeholder` stands for the number
 * in their bodies (a random string of digits that no other text in them contains), replaced as they
 * are written.
 */
export interface NumberedLiveEvents {
  placeholder: string;
  rows: NewLiveEvent[];
}

/**
 * Inserts an issue under the next number of its workspace, with its first history entry and, when
 * given, its live events.
 *
 * On PostgreSQL the number is taken in an autonomous step (`autonomousStepsOf`) that commits at once:
 * the counter's row is locked for that one statement, not until the caller commits, so a workspace's
 * creators no longer queue behind each other's transactions. A creation that then fails leaves a gap
 * (decisions §11.1); no number is ever handed out twice. The insert, the history entry and the live
 * events are then one statement (each statement is a round trip there).
 *
 * SQLite has one writer at a time anyway: the number is taken in the caller's transaction, gapless,
 * and its row lock costs nothing more. A transaction opened outside `inTransaction` does the same on
 * PostgreSQL (and then holds the counter's row until it commits).
 */
export async function insertNumberedIssue(
  db: Executor,
  values: Omit<Insertable<IssuesTable>, 'number'>,
  history: Omit<Insertable<IssueActivityTable>, 'issue_id'>,
  live?: NumberedLiveEvents,
): Promise<Issue> {
  const number = await takeIssueNumber(autonomousStepsOf(db) ?? db, values.workspace_id);
  const liveRows = (live?.rows ?? []).map((row) => ({
    ...row,
    body: row.body.replaceAll(live!.placeholder, String(number)),
  }));
  if (isPostgres(db)) {
    return db
      .with('new_issue', (qb) =>
        qb
          .insertInto('issues')
          .values({ ...values, number })
          .returningAll(),
      )
      .with('history', (qb) =>
        qb
          .insertInto('issue_activity')
          .values((eb) => ({ ...history, issue_id: eb.selectFrom('new_issue').select('new_issue.id') })),
      )
      .with('live', (qb) =>
        // An empty insert would be invalid SQL; a row-less select inserts nothing.
        liveRows.length === 0
          ? qb.selectNoFrom(sql<number>`1`.as('none')).where(sql<boolean>`false`)
          : qb.insertInto('live_events').values(liveRows),
      )
      .selectFrom('new_issue')
      .selectAll()
      .executeTakeFirstOrThrow();
  }
  const issue = await db
    .insertInto('issues')
    .values({ ...values, number })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('issue_activity')
    .values({ ...history, issue_id: issue.id })
    .execute();
  if (liveRows.length > 0) await insertLiveEvents(db, liveRows);
  return issue;
}

async function takeIssueNumber(db: Executor, workspaceId: number): Promise<number> {
  const { issue_counter } = await db
    .updateTable('workspaces')
    .set((eb) => ({ issue_counter: eb('issue_counter', '+', 1) }))
    .where('id', '=', workspaceId)
    .returning('issue_counter')
    .executeTakeFirstOrThrow();
  return issue_counter;
}

export async function updateIssue(db: Executor, id: number, values: Updateable<IssuesTable>): Promise<Issue> {
  const issue = await db
    .updateTable('issues')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // The claim order follows the issue's priority (decisions §12.7).
  if (typeof values.priority === 'string') await followIssuePriority(db, id, values.priority);
  return issue;
}

/**
 * Locks the live issues among `ids` (in id order, so two writers locking the same pair cannot
 * deadlock) until the caller's transaction ends, and answers their ids. A deleted one is left out: on
 * PostgreSQL a row deleted by a transaction this one waited for is re-checked after the wait.
 */
export async function lockLiveIssues(tx: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const query = tx
    .selectFrom('issues')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('deleted_at', 'is', null)
    .orderBy('id');
  const rows = await lockedForWrite(tx, query).execute();
  return rows.map((row) => row.id);
}

/** An issue by id, deleted or not (the caller looks at `deleted_at`). */
export async function findIssueById(db: Executor, id: number): Promise<Issue | undefined> {
  return db.selectFrom('issues').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An issue by id, deleted or not, with the prefixes its identifier is made of. */
export async function findIssueWithPrefixes(db: Executor, id: number) {
  return db
    .selectFrom('issues')
    .innerJoin('workspaces', 'workspaces.id', 'issues.workspace_id')
    .leftJoin('projects', 'projects.id', 'issues.project_id')
    .selectAll('issues')
    .select(['projects.prefix as project_prefix', 'workspaces.issue_prefix as workspace_prefix'])
    .where('issues.id', '=', id)
    .executeTakeFirst();
}

/** A live issue's status; undefined for a deleted one. */
export async function findLiveIssueStatus(db: Executor, id: number) {
  return db
    .selectFrom('issues')
    .select(['id', 'status'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

function issueInWorkspaceQuery(
  db: Executor,
  workspaceId: number,
  column: 'id' | 'number',
  value: number,
  live: boolean,
) {
  const query = db
    .selectFrom('issues')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where(column, '=', value);
  return live ? query.where('deleted_at', 'is', null) : query;
}

/** The issue with this id or number in the workspace; deleted ones only when `live` is false. */
function issueLookups(live: boolean) {
  return {
    id: precompiled((db: Executor, workspaceId: number, id: number) =>
      issueInWorkspaceQuery(db, workspaceId, 'id', id, live),
    ),
    number: precompiled((db: Executor, workspaceId: number, number: number) =>
      issueInWorkspaceQuery(db, workspaceId, 'number', number, live),
    ),
    numberWithProjectPrefix: precompiled(
      (db: Executor, workspaceId: number, number: number, prefix: string) =>
        issueInWorkspaceQuery(db, workspaceId, 'number', number, live).where((eb) =>
          eb.exists(projectsWithPrefix(db, workspaceId, prefix)),
        ),
    ),
  };
}

/** A live issue a reference names, for the one resolver (`findByReference`). */
export const liveIssueLookups = issueLookups(true);

/** An issue a reference names, deleted or not, for the one resolver (`findByReference`). */
export const anyIssueLookups = issueLookups(false);

/** Whether any live issue still has this issue as its epic. */
export async function hasLiveChildren(db: Executor, issueId: number): Promise<boolean> {
  const row = await db
    .selectFrom('issues')
    .select('id')
    .where('parent_id', '=', issueId)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface IssuePage {
  ids: number[];
  total: number;
}

/**
 * One page of live issues matching the filters (ids, newest first) and the number of them all.
 * The total of the unfiltered list and of a single equality filter or label is read from
 * `issue_counts`; any other combination is counted through the same indexes as the page.
 */
export async function findIssuePage(
  db: Executor,
  workspaceId: number,
  filters: IssueListFilters,
  limit: number,
  offset: number,
): Promise<IssuePage> {
  const labelIds = [...new Set(filters.labelIds ?? [])];
  if (labelIds.length > 1) {
    // The rarest label drives the walk; the others are checked per row.
    const counts = await readCounters(
      db,
      workspaceId,
      labelIds.map((id) => `label:${id}`),
    );
    labelIds.sort((a, b) => (counts.get(`label:${a}`) ?? 0) - (counts.get(`label:${b}`) ?? 0));
  }
  const ordered = { ...filters, labelIds };
  const key = counterKey(ordered);
  // `updated_since` with no other filter: what remains would be the unfiltered list's counter.
  const since = ordered.updatedSince;
  const sinceAlone = since !== undefined && counterKey({ ...ordered, updatedSince: undefined }) === 'all';
  const total =
    key !== null
      ? ((await readCounters(db, workspaceId, [key])).get(key) ?? 0)
      : sinceAlone
        ? await countUpdatedSince(db, workspaceId, since)
        : await countIssues(db, workspaceId, ordered);
  if (total === 0 || offset >= total) return { ids: [], total };

  // A date far back matches most issues: walking the id order and checking the date beats sorting
  // every match. SQLite's planner has no statistics to see that, so the date index is switched off.
  let walkById = false;
  if (ordered.updatedSince !== undefined && !isPostgres(db)) {
    const all = (await readCounters(db, workspaceId, ['all'])).get('all') ?? 0;
    walkById = total * 20 >= all;
  }
  const { from, where, orderColumn } = listingQuery(db, workspaceId, ordered, walkById);
  const result = ordered.sort
    ? await sql<{ id: number }>`${sql.raw(PLAN_EVERY_CALL)}
    select o.id as id from issues o
    where o.id in (select ${orderColumn} from ${from} where ${sql.join(where, sql` and `)})
    order by ${sortOrder(ordered.sort)} limit ${limit} offset ${offset}`.execute(db)
    : await sql<{ id: number }>`${sql.raw(PLAN_EVERY_CALL)}
    select ${orderColumn} as id from ${from} where ${sql.join(where, sql` and `)}
    order by ${orderColumn} desc limit ${limit} offset ${offset}`.execute(db);
  return { ids: result.rows.map((row) => Number(row.id)), total };
}

/**
 * `sort`: the column in either direction, empty values (a missing due date) last either way, then the
 * id in the same direction so that equal values keep one order from page to page. Priority runs from
 * urgent to low.
 */
function sortOrder(sort: IssueListSort): RawBuilder<unknown> {
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  const column =
    sort.column === 'priority'
      ? sql`case o.priority when 'urgent' then 1 when 'high' then 2 when 'medium' then 3 else 4 end`
      : sql.ref(`o.${sort.column}`);
  const nullsLast = sort.column === 'due_date' ? sql`(o.due_date is null) asc, ` : sql``;
  return sql`${nullsLast}${column} ${direction}, o.id ${direction}`;
}

/**
 * The live issues updated at or after `since`, from the day counters (`updated:<YYYY-MM-DD>`,
 * migration 20261125070000_issue_updated_day_counts) for the days after the one `since` falls on, and
 * from the issues themselves for that one day: at most a day's worth of index entries, however far back
 * `since` reaches. Stored times and `since` are ISO UTC text, so the day is their first ten characters.
 */
const updatedSinceTotal = precompiled(
  (db: Executor, workspaceId: number, since: string, nextDay: string, firstCountedKey: string) =>
    db.selectNoFrom((eb) =>
      eb(
        eb.fn.coalesce(
          eb
            .selectFrom('issue_counts')
            .select((counts) => counts.fn.sum<number>('total').as('days'))
            .where('workspace_id', '=', workspaceId)
            .where('key', '>=', firstCountedKey)
            .where('key', '<', 'updated;'),
          eb.lit(0),
        ),
        '+',
        eb
          .selectFrom('issues')
          .select((issues) => issues.fn.countAll<number>().as('day'))
          .where('workspace_id', '=', workspaceId)
          .where('deleted_at', 'is', null)
          .where('updated_at', '>=', since)
          .where('updated_at', '<', nextDay),
      ).as('total'),
    ),
);

async function countUpdatedSince(db: Executor, workspaceId: number, since: string): Promise<number> {
  const nextDay = new Date(Date.parse(`${since.slice(0, 10)}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [row] = await updatedSinceTotal(db, workspaceId, since, nextDay, `updated:${nextDay}`);
  return Number(row?.total ?? 0);
}

async function countIssues(db: Executor, workspaceId: number, filters: IssueListFilters): Promise<number> {
  const { from, where } = listingQuery(db, workspaceId, filters, false);
  const result = await sql<{ total: number | string }>`${sql.raw(PLAN_EVERY_CALL)}
    select count(*) as total from ${from} where ${sql.join(where, sql` and `)}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

async function readCounters(db: Executor, workspaceId: number, keys: string[]): Promise<Map<string, number>> {
  // A key's count is the sum of its slots (migration 20261125160000_issue_count_slots).
  const rows = await db
    .selectFrom('issue_counts')
    .select((eb) => ['key', eb.fn.sum<number | string>('total').as('total')])
    .where('workspace_id', '=', workspaceId)
    .where('key', 'in', keys)
    .groupBy('key')
    .execute();
  return new Map(rows.map((row) => [row.key, Number(row.total)]));
}

/**
 * The counter key of each filter, given its value: the same text the trigger SQL builds from an issue
 * row (migrations 20261122100010_issue_lists, 20261122100900_issue_label_pair_counts, as rewritten for
 * counter slots by 20261125160000_issue_count_slots; docs/architecture.md, "List counters"). `null`: no
 * counter answers this filter (the total is counted exactly). The mapped type makes a filter added to
 * `IssueListFilters` fail to compile until it is given its entry here; a value of a shape the entry
 * does not expect (a list of several statuses, say) answers null as well.
 */
const isInteger = (value: unknown): value is number => Number.isInteger(value);

const FILTER_COUNTER_KEYS: {
  [Field in keyof IssueListFilters]-?: (value: unknown) => string | null;
} = {
  status: (value) => (typeof value === 'string' ? `status:${value}` : null),
  type: (value) => (typeof value === 'string' ? `type:${value}` : null),
  priority: (value) => (typeof value === 'string' ? `priority:${value}` : null),
  assignee: (value) => {
    if (value === null) return 'assignee:none';
    const actor = value as { type?: unknown; id?: unknown };
    return (actor.type === 'user' || actor.type === 'agent') && Number.isInteger(actor.id)
      ? `assignee:${actor.type}:${actor.id as number}`
      : null;
  },
  projectId: (value) => (isInteger(value) ? `project:${value}` : null),
  cycle: (value) => (value === null ? 'cycle:none' : isInteger(value) ? `cycle:${value}` : null),
  // Labels are keyed apart (`label:<id>`, and paired with one other filter) below.
  labelIds: () => null,
  // Dates and words have no counter of their own: `updated_since` alone is summed from day counters.
  updatedSince: () => null,
  searchWords: () => null,
  searchIssueId: () => null,
  // Several values of one filter, an epic's children: no counter holds them; counted exactly.
  statusIn: () => null,
  typeIn: () => null,
  priorityIn: () => null,
  assigneeIn: () => null,
  fieldConditions: () => null,
  parentId: () => null,
  // Workflow states have no counters (their issues move between them without the triggers knowing
  // a state): counted exactly, through the state index.
  stateIn: () => null,
  stateNone: () => null,
  // A run token's handful of issues: counted exactly.
  idIn: () => null,
  // Never asked: the order of a list changes nothing in its total (skipped in counterKey).
  sort: () => null,
};

/**
 * The `issue_counts` key answering these filters exactly, or null when they must be counted. Fails
 * closed: a filter this function does not know (or a value of a shape it does not expect) means null,
 * never a key that would count more or fewer issues than the list holds.
 */
export function counterKey(filters: IssueListFilters): string | null {
  const keys: string[] = [];
  const labelIds: unknown = filters.labelIds ?? [];
  if (!Array.isArray(labelIds) || !labelIds.every((id) => Number.isInteger(id))) return null;
  for (const [field, value] of Object.entries(filters)) {
    if (value === undefined || field === 'labelIds' || field === 'sort') continue;
    if (field === 'searchWords' && Array.isArray(value) && value.length === 0) continue;
    const keyOf = Object.hasOwn(FILTER_COUNTER_KEYS, field)
      ? FILTER_COUNTER_KEYS[field as keyof IssueListFilters]
      : undefined;
    const key = keyOf?.(value) ?? null;
    if (key === null) return null;
    keys.push(key);
  }
  const labelKeys = [...new Set(labelIds as number[])].map((labelId) => `label:${labelId}`);
  // One label with one other filter has its own counter (`label:7&status:todo`, migration
  // 20261122100900_issue_label_pair_counts): a label's board stays one row read however big it grows.
  if (labelKeys.length === 1 && keys.length === 1) return `${labelKeys[0]}&${keys[0]}`;
  keys.push(...labelKeys);
  if (keys.length > 1) return null;
  return keys[0] ?? 'all';
}

interface ListingQuery {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>[];
  orderColumn: RawBuilder<unknown>;
}

/**
 * Chooses the table that drives the listing so that a page is an ordered index walk:
 *  - a search drives from the full-text index (SQLite FTS5 yields rowids = issue ids in order), except
 *    one that also names an issue by identifier;
 *  - else a label drives from `issue_labels (label_id, issue_id)`, whose issue ids are in order;
 *  - else the issues themselves, through the partial index of the filtered column ending in `id`.
 */
function listingQuery(
  db: Executor,
  workspaceId: number,
  filters: IssueListFilters,
  walkById: boolean,
): ListingQuery {
  const postgres = isPostgres(db);
  const where: RawBuilder<unknown>[] = [];
  const words = filters.searchWords ?? [];
  const labelIds = [...new Set(filters.labelIds ?? [])];

  const fieldConditions = filters.fieldConditions ?? [];
  // With no labels or words to drive, the first field's index range does (an equality walks it in
  // issue order); every other field condition is a semi-join through its own index.
  const driveByField =
    fieldConditions.length > 0 &&
    labelIds.length === 0 &&
    words.length === 0 &&
    filters.searchIssueId === undefined;
  const issueConditions = [
    ...issueFilterConditions(filters, walkById),
    ...fieldConditions.slice(driveByField ? 1 : 0).map(hasFieldValue),
  ];

  if (filters.searchIssueId !== undefined) {
    // The named issue or the words' matches: an OR the index cannot walk, so the issues drive; a
    // search by identifier is rare and the words' subquery is still answered by the index.
    const matches = words.length === 0 ? sql`` : sql` or i.id in (${searchedIds(db, workspaceId, words)})`;
    where.push(
      sql`i.workspace_id = ${workspaceId}`,
      sql`i.deleted_at is null`,
      ...issueConditions,
      sql`(i.id = ${filters.searchIssueId}${matches})`,
    );
    for (const labelId of labelIds) where.push(hasLabel(labelId));
    return { from: sql`issues i`, where, orderColumn: sql`i.id` };
  }

  if (words.length > 0 && !postgres) {
    // Live issues of the workspace are exactly the FTS rows scoped `w<id>`: with no other filter the
    // page and its count come from the index alone.
    where.push(searchMatch(workspaceId, words));
    if (issueConditions.length === 0 && labelIds.length === 0) {
      return { from: sql`issue_search`, where, orderColumn: sql`issue_search.rowid` };
    }
    where.push(
      sql`i.id = issue_search.rowid`,
      sql`i.workspace_id = ${workspaceId}`,
      sql`i.deleted_at is null`,
      ...issueConditions,
    );
    for (const labelId of labelIds) where.push(hasLabel(labelId));
    // CROSS JOIN makes SQLite keep the left table outermost: the walk follows its order.
    return {
      from: sql`issue_search cross join issues i`,
      where,
      orderColumn: sql`issue_search.rowid`,
    };
  }

  if (words.length > 0 && issueConditions.length === 0 && labelIds.length === 0) {
    // As on SQLite: the search table holds exactly the live issues, so a plain search is answered from
    // it alone. Joining the issues made the count probe them once per match (docs/performance.md).
    where.push(sql`s.workspace_id = ${workspaceId}`, tsMatch(words));
    return { from: sql`issue_search s`, where, orderColumn: sql`s.issue_id` };
  }
  where.push(sql`i.workspace_id = ${workspaceId}`, sql`i.deleted_at is null`, ...issueConditions);
  if (words.length > 0) where.push(sql`i.id in (${searchedIds(db, workspaceId, words)})`);
  if (driveByField) {
    where.push(...fieldValueConditions('fv', fieldConditions[0]!), sql`i.id = fv.issue_id`);
    return { from: sql`issue_field_values fv cross join issues i`, where, orderColumn: sql`fv.issue_id` };
  }
  if (labelIds.length > 0 && words.length === 0) {
    const [first, ...rest] = labelIds;
    where.push(sql`il.label_id = ${first}`, sql`i.id = il.issue_id`);
    for (const labelId of rest) where.push(hasLabel(labelId));
    return {
      from: sql`issue_labels il cross join issues i`,
      where,
      orderColumn: sql`il.issue_id`,
    };
  }
  for (const labelId of labelIds) where.push(hasLabel(labelId));
  return { from: sql`issues i`, where, orderColumn: sql`i.id` };
}

function fieldValueConditions(alias: string, condition: FieldCondition): RawBuilder<unknown>[] {
  const column = sql.ref(`${alias}.${condition.column}`);
  const out = [sql`${sql.ref(`${alias}.field_id`)} = ${condition.fieldId}`];
  if (condition.eq !== undefined) out.push(sql`${column} = ${condition.eq}`);
  if (condition.gte !== undefined) out.push(sql`${column} >= ${condition.gte}`);
  if (condition.lte !== undefined) out.push(sql`${column} <= ${condition.lte}`);
  if (condition.eq === undefined && condition.gte === undefined && condition.lte === undefined) {
    out.push(sql`${column} is not null`);
  }
  return out;
}

/** The issue has a value of the field meeting the condition: a semi-join through the value's index. */
function hasFieldValue(condition: FieldCondition): RawBuilder<unknown> {
  return sql`i.id in (select v.issue_id from issue_field_values v
    where ${sql.join(fieldValueConditions('v', condition), sql` and `)})`;
}

/** The ids of the workspace's live issues matching every word, from the search index. */
function searchedIds(db: Executor, workspaceId: number, words: string[]): RawBuilder<unknown> {
  return isPostgres(db)
    ? sql`select s.issue_id from issue_search s where s.workspace_id = ${workspaceId} and ${tsMatch(words)}`
    : sql`select issue_search.rowid from issue_search where ${searchMatch(workspaceId, words)}`;
}

/**
 * The PostgreSQL condition: every word begins a word of the issue's search document, read by the
 * `tandem_search` configuration as the document was (migration 20261126230000_issue_search_prefixes).
 * Words hold letters, digits and marks only (`searchWords`); quoting each (quotes doubled) keeps any
 * other text from being `to_tsquery` syntax.
 */
function tsMatch(words: string[]): RawBuilder<unknown> {
  return sql`s.document @@ to_tsquery('tandem_search', ${tsQueryText(words)})`;
}

/** `'word':* & 'other':*`: each word a quoted prefix term. */
function tsQueryText(words: string[]): string {
  return words.map((word) => `'${word.replace(/'/g, "''")}':*`).join(' & ');
}

function hasLabel(labelId: number): RawBuilder<unknown> {
  return sql`exists (select 1 from issue_labels x where x.issue_id = i.id and x.label_id = ${labelId})`;
}

/**
 * FTS5 query text: every word (each a quoted prefix term: FTS5 syntax in it is text) in the text
 * columns, in any workspace.
 */
export function searchTerms(words: string[]): string {
  return `{title body comments}:(${words.map((word) => `"${word.replace(/"/g, '""')}"*`).join(' AND ')})`;
}

/**
 * The FTS5 condition: every word (each a quoted single token) in the text columns, within the
 * workspace. The `scope:"w<id>"` term matches every live issue of the workspace, and intersecting with
 * that list costs about ten times the words' own (docs/performance.md). With a single workspace (the
 * common self-hosted installation) every document is in scope, so the term is left out; the check is
 * part of the same statement, so it sees the same snapshot as the match.
 */
function searchMatch(workspaceId: number, words: string[]): RawBuilder<unknown> {
  const terms = searchTerms(words);
  const scoped = `scope:"w${workspaceId}" AND ${terms}`;
  return sql`issue_search match (case when (select count(*) from workspaces) = 1 then ${terms} else ${scoped} end)`;
}

function issueFilterConditions(filters: IssueListFilters, walkById: boolean): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  if (filters.idIn !== undefined) out.push(sql`i.id in (${sql.join(filters.idIn)})`);
  if (filters.status !== undefined) out.push(sql`i.status = ${filters.status}`);
  if (filters.type !== undefined) out.push(sql`i.type = ${filters.type}`);
  if (filters.priority !== undefined) out.push(sql`i.priority = ${filters.priority}`);
  if (filters.assignee === null) out.push(sql`i.assignee_type is null and i.assignee_id is null`);
  else if (filters.assignee !== undefined) {
    out.push(sql`i.assignee_type = ${filters.assignee.type} and i.assignee_id = ${filters.assignee.id}`);
  }
  if (filters.projectId !== undefined) out.push(sql`i.project_id = ${filters.projectId}`);
  if (filters.statusIn) out.push(sql`i.status in (${sql.join(filters.statusIn)})`);
  if (filters.typeIn) out.push(sql`i.type in (${sql.join(filters.typeIn)})`);
  if (filters.priorityIn) out.push(sql`i.priority in (${sql.join(filters.priorityIn)})`);
  if (filters.assigneeIn) {
    const anyOf = filters.assigneeIn.map((ref) =>
      ref === null
        ? sql`(i.assignee_type is null and i.assignee_id is null)`
        : sql`(i.assignee_type = ${ref.type} and i.assignee_id = ${ref.id})`,
    );
    out.push(sql`(${sql.join(anyOf, sql` or `)})`);
  }
  if (filters.parentId !== undefined) out.push(sql`i.parent_id = ${filters.parentId}`);
  if (filters.stateIn && filters.stateNone) {
    out.push(sql`(i.state_id in (${sql.join(filters.stateIn)}) or i.state_id is null)`);
  } else if (filters.stateIn) out.push(sql`i.state_id in (${sql.join(filters.stateIn)})`);
  else if (filters.stateNone) out.push(sql`i.state_id is null`);
  if (filters.cycle === null) out.push(sql`i.cycle_number is null`);
  else if (filters.cycle !== undefined) out.push(sql`i.cycle_number = ${filters.cycle}`);
  if (filters.updatedSince !== undefined) {
    // Unary plus keeps SQLite from using the date index (only ever set on SQLite).
    out.push(
      walkById ? sql`+i.updated_at >= ${filters.updatedSince}` : sql`i.updated_at >= ${filters.updatedSince}`,
    );
  }
  return out;
}

/** Changes a live issue only while its status is one of `statuses`; undefined when it was not. */
export async function updateIssueWhereStatus(
  db: Executor,
  id: number,
  statuses: readonly IssuesTable['status'][],
  values: Updateable<IssuesTable>,
): Promise<Issue | undefined> {
  return db
    .updateTable('issues')
    .set(values)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('status', 'in', statuses)
    .returningAll()
    .executeTakeFirst();
}
