/**
 * The filters of `/issues`, kept in the address so a view can be linked: exactly the keys `GET /issues`
 * accepts, the repeatable ones repeated (`?status=todo&status=in_progress`). View logic without React,
 * unit-tested in test/web/view-logic.test.ts.
 */

export const MULTI_FILTERS = ['status', 'type', 'priority', 'assignee', 'label'] as const;
export const SINGLE_FILTERS = ['project_id', 'cycle', 'updated_since', 'q'] as const;
type MultiKey = (typeof MULTI_FILTERS)[number];
type SingleKey = (typeof SINGLE_FILTERS)[number];

export type IssueFilters = { [K in MultiKey]: string[] } & { [K in SingleKey]?: string } & {
  /** Custom field equality filters (issue 40), by key: `field[key]=value`. */
  fields?: Record<string, string>;
};

/** `field[key]` (a custom field's equality filter) → its key. */
const FIELD_PARAM = /^field\[([a-z][a-z0-9_]*)\]$/;

/** Keys of `GET /issues` that only took one value before the board's API additions (labels always repeated). */
export const ONCE_BEFORE_MULTI: readonly MultiKey[] = ['status', 'type', 'priority', 'assignee'];

export const VIEW_MODES = ['board', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const GROUPINGS = ['none', 'assignee', 'project', 'cycle'] as const;
export type Grouping = (typeof GROUPINGS)[number];
export const SORT_FIELDS = ['number', 'created_at', 'updated_at', 'priority', 'due_date'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export interface IssueView {
  filters: IssueFilters;
  mode: ViewMode;
  group: Grouping;
  /** `priority` or `-priority`; null is the API's own order. */
  sort: string | null;
}

export function emptyFilters(): IssueFilters {
  return { status: [], type: [], priority: [], assignee: [], label: [] };
}

function unique(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

export function viewFromSearch(search: URLSearchParams): IssueView {
  const filters = emptyFilters();
  for (const key of MULTI_FILTERS) filters[key] = unique(search.getAll(key));
  for (const key of SINGLE_FILTERS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  for (const [name, value] of search) {
    const key = FIELD_PARAM.exec(name)?.[1];
    if (key && value.trim() !== '') filters.fields = { ...filters.fields, [key]: value.trim() };
  }
  const mode = search.get('view') === 'list' ? 'list' : 'board';
  const group = (GROUPINGS as readonly string[]).includes(search.get('group') ?? '')
    ? (search.get('group') as Grouping)
    : 'none';
  const sort = search.get('sort');
  const validSort = sort !== null && (SORT_FIELDS as readonly string[]).includes(sort.replace(/^-/, ''));
  return { filters, mode, group, sort: validSort ? sort : null };
}

/** The address's query for a view; defaults are left out so plain `/issues` stays plain. */
export function searchFromView(view: IssueView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.mode !== 'board') search.set('view', view.mode);
  if (view.mode === 'list' && view.group !== 'none') search.set('group', view.group);
  if (view.mode === 'list' && view.sort) search.set('sort', view.sort);
  appendFilters(search, view.filters);
  return search;
}

function appendFilters(search: URLSearchParams, filters: IssueFilters): void {
  for (const key of MULTI_FILTERS) for (const value of filters[key]) search.append(key, value);
  for (const key of SINGLE_FILTERS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  for (const [key, value] of Object.entries(filters.fields ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (value) search.set(`field[${key}]`, value);
  }
}

/**
 * The `GET /issues` query for these filters, narrowed further (a board column's status, a group's
 * assignee). Until the server takes several values of a key, only the first is sent (`multi` false).
 */
export function issueQuery(
  filters: IssueFilters,
  narrow: Partial<Record<MultiKey | SingleKey, string>> = {},
  options: { multi?: boolean; sort?: string | null; perPage?: number } = {},
): string {
  const search = new URLSearchParams();
  const merged: IssueFilters = { ...filters };
  for (const [key, value] of Object.entries(narrow)) {
    if ((MULTI_FILTERS as readonly string[]).includes(key)) merged[key as MultiKey] = [value];
    else merged[key as SingleKey] = value;
  }
  if (options.multi === false) {
    for (const key of ONCE_BEFORE_MULTI) merged[key] = merged[key].slice(0, 1);
  }
  appendFilters(search, merged);
  if (options.sort) search.set('sort', options.sort);
  search.set('per_page', String(options.perPage ?? 50));
  return search.toString();
}

/**
 * The filters as `POST /issues/bulk` takes them (issue 40: "select all matching"): the same keys as the
 * list's query, so the server picks exactly the issues the list shows, loaded or not.
 */
export function bulkFilter(
  filters: IssueFilters,
  multi: boolean,
): Record<string, string | number | string[]> {
  const filter: Record<string, string | number | string[]> = {};
  for (const key of MULTI_FILTERS) {
    const values =
      multi || !(ONCE_BEFORE_MULTI as readonly string[]).includes(key)
        ? filters[key]
        : filters[key].slice(0, 1);
    if (values.length > 0) filter[key] = values;
  }
  for (const key of SINGLE_FILTERS) {
    const value = filters[key];
    if (value) filter[key] = key === 'project_id' ? Number(value) : value;
  }
  return filter;
}

/** The board's columns for these filters: the statuses asked for (one unless `multi`), or all of them. */
export function boardColumns<S extends string>(
  filters: IssueFilters,
  statuses: readonly S[],
  multi: boolean,
): readonly S[] {
  const chosen = multi ? filters.status : filters.status.slice(0, 1);
  return chosen.length > 0 ? statuses.filter((status) => chosen.includes(status)) : statuses;
}

/** The query of one board column. */
export const columnQuery = (filters: IssueFilters, status: string, multi: boolean) =>
  issueQuery(filters, { status }, { multi, perPage: 50 });

/** The query of the ungrouped list. */
export const listQuery = (filters: IssueFilters, multi: boolean, sort: string | null) =>
  issueQuery(filters, {}, { multi, sort, perPage: 100 });

/** Filters as a saved view stores them (`GET /issues` keys; one value as itself, several as a list). */
export function filtersToSaved(filters: IssueFilters): Record<string, unknown> {
  const saved: Record<string, unknown> = {};
  for (const key of MULTI_FILTERS) {
    const values = filters[key];
    if (values.length === 1 && key !== 'label') saved[key] = values[0];
    else if (values.length > 0) saved[key] = values;
  }
  for (const key of SINGLE_FILTERS) if (filters[key]) saved[key] = filters[key];
  for (const [key, value] of Object.entries(filters.fields ?? {})) if (value) saved[`field[${key}]`] = value;
  return saved;
}

export function filtersFromSaved(saved: Record<string, unknown>): IssueFilters {
  const filters = emptyFilters();
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  for (const key of MULTI_FILTERS) {
    const raw = saved[key];
    const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    filters[key] = unique(values.map(text).filter((value): value is string => value !== null));
  }
  // The older assignee form (`assignee_type` + `assignee_id`) means the same as a key.
  if (filters.assignee.length === 0 && text(saved.assignee_type) && text(saved.assignee_id)) {
    filters.assignee = [`${text(saved.assignee_type)}:${text(saved.assignee_id)}`];
  }
  for (const key of SINGLE_FILTERS) {
    const value = text(saved[key]);
    if (value) filters[key] = value;
  }
  for (const [name, raw] of Object.entries(saved)) {
    const key = FIELD_PARAM.exec(name)?.[1];
    const value = text(raw);
    if (key && value) filters.fields = { ...filters.fields, [key]: value };
  }
  return filters;
}

export function activeFilterCount(filters: IssueFilters): number {
  return (
    MULTI_FILTERS.reduce((count, key) => count + filters[key].length, 0) +
    SINGLE_FILTERS.filter((key) => Boolean(filters[key])).length +
    Object.values(filters.fields ?? {}).filter(Boolean).length
  );
}

export function sameFilters(a: IssueFilters, b: IssueFilters): boolean {
  return (
    searchFromView({ filters: a, mode: 'board', group: 'none', sort: null }).toString() ===
    searchFromView({ filters: b, mode: 'board', group: 'none', sort: null }).toString()
  );
}

/** Clicking a column header: ascending, then descending, then the API's own order. */
export function nextSort(current: string | null, field: SortField): string | null {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return null;
  return field;
}
