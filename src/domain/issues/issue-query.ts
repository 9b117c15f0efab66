import type { Static } from 'typebox';
import type { Executor } from '../../db/connection.js';
import type { IssueListQuerySchema } from '../../schemas/issues.js';
import { findIssuePage, type IssueListFilters, type IssueListSort } from '../../repositories/issues.js';
import { resolveIssue, resolveIssueField } from './issue-ref.js';
import { findProject } from '../../repositories/projects.js';
import {
  assertSameAssignee,
  assigneeOfPair,
  isWorkspaceActor,
  parseActorKeyOrFail,
  type ActorRef,
} from '../actors.js';
import type { Caller } from '../caller.js';
import { issuesInRunReach } from '../policy.js';
import { parseDateOrTimestamp } from '../date-range.js';
import { DATE_RANGE_WORDS } from '../../schemas/limits.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { presentIssues, type IssueView } from './issue-presenter.js';
import { labelIdsForFilter } from './labels.js';
import { findState } from '../../repositories/workflow-states.js';
import { fieldConditionsOf } from './issue-field-filters.js';

/**
 * `GET /issues` (contract: Reading; decisions §3.5): every filter, each checked against the workspace,
 * combined with AND; live issues only, newest first.
 */
export type IssueListQuery = Omit<Static<typeof IssueListQuerySchema>, 'page' | 'per_page'>;

/** One value: the filter as before; several: any of them (counted exactly, no counter fits). */
function oneOrMany<T>(values: T[] | undefined): { one?: T; many?: T[] } {
  const distinct = [...new Set(values ?? [])];
  if (distinct.length === 0) return {};
  return distinct.length === 1 ? { one: distinct[0]! } : { many: distinct };
}

/** At most this many words of `q` are searched for. */
export const MAX_SEARCH_WORDS = 16;

/**
 * Words of a search: runs of letters, digits and marks, as the full-text indexes split text, each
 * holding a letter or a digit (marks alone are no word to either index), reduced to their stem
 * (`searchStem`). Each is searched as the prefix of a word.
 */
export function searchWords(q: string): string[] {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).filter((word) =>
    /[\p{L}\p{N}]/u.test(word),
  );
  return [...new Set(words.map(searchStem))].slice(0, MAX_SEARCH_WORDS);
}

/**
 * A query word without its English inflection, so that, as a prefix, it finds the other forms:
 * `searching`, `searches`, `searched` → `search`; `running`, `runs` → `run`; `stories` → `stor`;
 * `create` → `creat`. Done here rather than by a stemmer in each database (FTS5's porter, a
 * PostgreSQL snowball dictionary) because those stem the indexed words too, and the stem of a prefix
 * is often no prefix of the word's stem (`deploy` → `deploi`, "deployment" → `deploy`); trimming only
 * the query over unstemmed words keeps prefixes working and both databases alike. A root is never
 * shorter than three letters (`uses` stays `use`).
 */
export function searchStem(word: string): string {
  const rules: [RegExp, string][] = [
    [/(ss)es$/, '$1'],
    [/([sxz]|ch|sh)es$/, '$1'],
    [/ies$/, ''],
    [/([^su])s$/, '$1'],
    [/([bdgkmnprt])\1(?:ing|ed)$/, '$1'],
    [/([^e])(?:ing|ed)$/, '$1'],
    [/e$/, ''],
  ];
  for (const [pattern, replacement] of rules) {
    const root = word.replace(pattern, replacement);
    if (root !== word && root.length >= 3) return root;
  }
  return word;
}

/**
 * The live issue a search names by its identifier (`ACME-12`, any prefix the workspace answers to),
 * when the whole of `q` is one; undefined otherwise (a number alone is a word: `12` searches text).
 */
async function issueNamedBy(db: Executor, caller: Caller, q: string): Promise<number | undefined> {
  // A bare number (`12`, `#12`) names the workspace's issue of that number (issue 30), as `ACME-12` does.
  const bare = /^\s*#?(\d{1,10})\s*$/.exec(q);
  if (!bare && !/^\s*[A-Za-z][A-Za-z0-9]*-\d{1,10}\s*$/.test(q)) return undefined;
  const reference = bare ? `${caller.workspace.issue_prefix}-${bare[1]}` : q;
  try {
    return (await resolveIssue(db, caller.workspace, reference)).id;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

async function assigneeFilter(
  db: Executor,
  caller: Caller,
  query: IssueListQuery,
): Promise<ActorRef | null | undefined> {
  if (query.assignee_type === 'none') {
    throw ValidationError.field(
      'assignee_type',
      'The assignee_type parameter does not take none; use assignee=none for unassigned issues.',
    );
  }
  const fromPair = assigneeOfPair(query.assignee_type, query.assignee_id, 'parameter') ?? undefined;
  if (fromPair !== undefined) await assertActorOfWorkspace(db, caller, fromPair, 'assignee_id');
  if (query.assignee === undefined) return fromPair;
  const assignee = query.assignee[0]!;
  const fromKey = assignee === 'none' ? null : parseActorKeyOrFail(assignee, 'assignee');
  assertSameAssignee(fromPair, fromKey, 'The assignee parameter and assignee_type/assignee_id disagree.');
  if (fromKey !== null && fromPair === undefined)
    await assertActorOfWorkspace(db, caller, fromKey, 'assignee');
  return fromKey;
}

/** A filter may name anybody who has been a member (their old issues remain) or any agent of the workspace. */
async function assertActorOfWorkspace(
  db: Executor,
  caller: Caller,
  ref: ActorRef,
  field: string,
): Promise<void> {
  if (!(await isWorkspaceActor(db, caller.workspace.id, ref, { includingFormer: true }))) {
    throw ValidationError.field(field, `The ${field} parameter names nobody in this workspace.`);
  }
}

/** The query as repository filters; null when it can match nothing (a label nobody uses). */
async function toFilters(
  db: Executor,
  caller: Caller,
  query: IssueListQuery,
): Promise<IssueListFilters | null> {
  const filters: IssueListFilters = {};
  const reach = issuesInRunReach(caller);
  if (reach !== null) {
    if (reach.length === 0) return null;
    filters.idIn = reach;
  }
  const status = oneOrMany(query.status);
  if (status.one !== undefined) filters.status = status.one;
  if (status.many) filters.statusIn = status.many;
  const type = oneOrMany(query.type);
  if (type.one !== undefined) filters.type = type.one;
  if (type.many) filters.typeIn = type.many;
  const priority = oneOrMany(query.priority);
  if (priority.one !== undefined) filters.priority = priority.one;
  if (priority.many) filters.priorityIn = priority.many;

  const assignees = oneOrMany(query.assignee);
  if (assignees.many) {
    if (query.assignee_type !== undefined || query.assignee_id !== undefined) {
      throw ValidationError.field(
        'assignee',
        'Several assignee values cannot be combined with assignee_type.',
      );
    }
    const refs: (ActorRef | null)[] = [];
    for (const key of assignees.many) {
      const ref = key === 'none' ? null : parseActorKeyOrFail(key, 'assignee');
      if (ref !== null) await assertActorOfWorkspace(db, caller, ref, 'assignee');
      refs.push(ref);
    }
    filters.assigneeIn = refs;
  } else {
    const assignee = await assigneeFilter(db, caller, {
      ...query,
      ...(assignees.one === undefined ? { assignee: undefined } : { assignee: [assignees.one] }),
    });
    if (assignee !== undefined) filters.assignee = assignee;
  }

  if (query.state_id !== undefined && query.state_id.length > 0) {
    // A state of another workspace (or none) is refused, as a project_id of another workspace is.
    // `none`: the issues in no state (their status's own), alone or with states (any of them).
    const values = [...new Set(query.state_id)];
    const ids = values.filter((value) => value !== 'none');
    for (const id of ids) {
      if (!(await findState(db, caller.workspace.id, id))) {
        throw ValidationError.field('state_id', 'The state_id parameter names no state of this workspace.');
      }
    }
    if (ids.length > 0) filters.stateIn = ids;
    if (values.includes('none')) filters.stateNone = true;
  }

  if (query.epic !== undefined) {
    const epic = await resolveIssueField(db, caller.workspace, query.epic, 'epic');
    if (epic.type !== 'epic') throw ValidationError.field('epic', 'The epic parameter must name an epic.');
    filters.parentId = epic.id;
  }
  if (query.sort !== undefined && query.sort !== '-number') {
    filters.sort = {
      column: query.sort.replace(/^-/, '') as IssueListSort['column'],
      descending: query.sort.startsWith('-'),
    };
  }

  if (query.project_id !== undefined) {
    if (!(await findProject(db, caller.workspace.id, query.project_id))) {
      throw ValidationError.field(
        'project_id',
        'The project_id parameter does not name a project of this workspace.',
      );
    }
    filters.projectId = query.project_id;
  }

  if (query.updated_since !== undefined) {
    const since = parseDateOrTimestamp(query.updated_since);
    if (since === null) {
      throw ValidationError.field(
        'updated_since',
        `The updated_since parameter must be an ISO 8601 timestamp (2026-11-02T09:30:00Z) or a date (2026-11-02), ${DATE_RANGE_WORDS}.`,
      );
    }
    filters.updatedSince = since;
  }

  if (query.cycle !== undefined) filters.cycle = query.cycle === 'none' ? null : Number(query.cycle);

  if (query.q !== undefined) {
    const words = searchWords(query.q);
    if (words.length > 0) filters.searchWords = words;
    const named = await issueNamedBy(db, caller, query.q);
    if (named !== undefined) filters.searchIssueId = named;
  }

  const fieldConditions = await fieldConditionsOf(db, caller, query);
  if (fieldConditions !== undefined) filters.fieldConditions = fieldConditions;

  if (query.label?.some((name) => name.trim() === '')) {
    throw ValidationError.field('label', 'The label parameter must name a label.');
  }
  if (query.label !== undefined && query.label.length > 0) {
    const labelIds = await labelIdsForFilter(db, caller.workspace.id, query.label);
    if (labelIds === null) return null;
    filters.labelIds = labelIds;
  }
  return filters;
}

/** Checks a list filter as `listIssues` would (its 422s), without listing: a bulk change names one. */
export async function checkIssueFilter(db: Executor, caller: Caller, query: IssueListQuery): Promise<void> {
  await toFilters(db, caller, query);
}

export async function listIssues(
  db: Executor,
  caller: Caller,
  query: IssueListQuery,
  limit: number,
  offset: number,
): Promise<{ items: IssueView[]; total: number }> {
  const filters = await toFilters(db, caller, query);
  if (filters === null) return { items: [], total: 0 };
  const { ids, total } = await findIssuePage(db, caller.workspace.id, filters, limit, offset);
  return { items: await presentIssues(db, caller.workspace, ids), total };
}
