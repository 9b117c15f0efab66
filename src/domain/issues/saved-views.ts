import { FIELD_FILTER_PATTERN } from '../../schemas/fields.js';
import { nowIso } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { SavedView } from '../../db/schema.js';
import { fieldsByKeys } from '../../repositories/custom-fields.js';
import {
  deleteSavedView,
  findVisibleSavedView,
  insertSavedView,
  listSavedViews,
  updateSavedView,
} from '../../repositories/saved-views.js';
import type { InterfaceSavedViewView, SavedViewView } from '../../schemas/saved-views.js';
import { ActorDirectory, parseActorKey } from '../actors.js';
import { viewingPersonId, type Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { parseDateOrTimestamp } from '../date-range.js';
import { ISSUE_STATUSES, ISSUE_TYPES, PRIORITIES } from '../../schemas/enums.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { asPerson, assertCanChangeSavedView, assertCanContribute } from '../policy.js';
import { type SectionSeeder, seededMemberId } from '../seed-keys.js';
import { singleLine, withoutNul } from '../text-input.js';
import { MAX_DB_INTEGER } from '../../schemas/common.js';

export const SURFACE_PATTERN = /^[a-z][a-z0-9_.-]{0,63}$/;

export async function presentSavedViews(db: Executor, views: SavedView[]): Promise<SavedViewView[]> {
  const actors = await ActorDirectory.load(
    db,
    views.map((v) => ({ type: v.owner_type, id: v.owner_id })),
  );
  return views.map((view) => ({
    id: view.id,
    name: view.name,
    surface: view.surface,
    filters: JSON.parse(view.filters) as Record<string, unknown>,
    owner: actors.view(view.owner_type, view.owner_id)!,
    shared: view.shared === 1,
    created_at: view.created_at,
    updated_at: view.updated_at,
  }));
}

/** The interface's reading: the API's fields and the layout (board or list) the view opens in. */
async function presentWithLayout(db: Executor, views: SavedView[]): Promise<InterfaceSavedViewView[]> {
  const presented = await presentSavedViews(db, views);
  return presented.map((view, index) => {
    const columns = views[index]!.field_columns;
    return {
      ...view,
      layout: views[index]!.layout ?? null,
      columns: columns ? (JSON.parse(columns) as string[]) : null,
    };
  });
}

async function visibleViewRows(
  db: Executor,
  caller: Caller,
  surface: string | undefined,
  limit: number,
  offset: number,
) {
  // No surface holds a NUL (PostgreSQL text cannot), so such a filter matches nothing.
  if (surface !== undefined && withoutNul(surface) !== surface) return { rows: [], total: 0 };
  return listSavedViews(db, caller.workspace.id, viewingPersonId(caller), surface, limit, offset);
}

/** `GET /api/v1/saved-views`: the caller's own views and the shared ones. */
export async function listVisibleSavedViews(
  db: Executor,
  caller: Caller,
  surface: string | undefined,
  limit: number,
  offset: number,
) {
  const { rows, total } = await visibleViewRows(db, caller, surface, limit, offset);
  return { items: await presentSavedViews(db, rows), total };
}

/** `GET /api/ui/saved-views`: the same views, each with its layout. */
export async function listVisibleSavedViewsWithLayout(
  db: Executor,
  caller: Caller,
  surface: string | undefined,
  limit: number,
  offset: number,
) {
  const { rows, total } = await visibleViewRows(db, caller, surface, limit, offset);
  return { items: await presentWithLayout(db, rows), total };
}

type FilterCheck = (value: unknown) => boolean;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 255;
const oneOrMany =
  (check: FilterCheck): FilterCheck =>
  (value) =>
    Array.isArray(value) ? value.length > 0 && value.length <= 50 && value.every(check) : check(value);
const oneOf =
  (values: readonly string[]): FilterCheck =>
  (value) =>
    typeof value === 'string' && values.includes(value);
const positiveId: FilterCheck = (value) =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_DB_INTEGER) ||
  (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value));
const timestampOrDate: FilterCheck = (value) =>
  typeof value === 'string' && value.length <= 64 && parseDateOrTimestamp(value) !== null;

/**
 * The filters a saved view may carry: exactly the query parameters `GET /issues` accepts (Saved view:
 * "using the keys GET /issues accepts"), with the values that endpoint takes. Paging is not a filter.
 */
export const ISSUE_FILTER_CHECKS: Record<string, FilterCheck> = {
  status: oneOrMany(oneOf(ISSUE_STATUSES)),
  type: oneOrMany(oneOf(ISSUE_TYPES)),
  priority: oneOrMany(oneOf(PRIORITIES)),
  assignee: (value) => value === 'none' || (typeof value === 'string' && parseActorKey(value) !== null),
  assignee_type: oneOf(['user', 'agent']),
  assignee_id: positiveId,
  project_id: positiveId,
  updated_since: timestampOrDate,
  q: isText,
  label: oneOrMany((value) => isText(value) && value.trim() !== ''),
  cycle: (value) => value === 'none' || positiveId(value),
};

/** Checks filters written by the admin CLI or a fixture; `field` names them in the error. */
export function checkFilters(raw: unknown, field: string): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw ValidationError.field(
      field,
      'The filters must be an object keyed like the GET /issues parameters.',
    );
  }
  const filters = raw as Record<string, unknown>;
  for (const [key, value] of Object.entries(filters)) {
    // Custom field filters (issue 40), `field[key]` and `field[key][gte|lte]`: checked for shape here,
    // against the fields when the list is read (a field may be deleted after the view is saved).
    const check =
      ISSUE_FILTER_CHECKS[key] ??
      (new RegExp(FIELD_FILTER_PATTERN).test(key)
        ? (value: unknown) => typeof value === 'string' && value.length <= 500
        : undefined);
    if (!check) {
      throw ValidationError.field(
        `${field}.${key}`,
        `Unknown filter "${key}". Filters use the GET /issues parameters: ${Object.keys(ISSUE_FILTER_CHECKS).join(', ')}.`,
      );
    }
    if (!check(value))
      throw ValidationError.field(`${field}.${key}`, `The value of the ${key} filter is invalid.`);
  }
  return filters;
}

function checkedName(raw: unknown, field: string): string {
  const name = typeof raw === 'string' ? singleLine(raw) : '';
  if (name === '' || name.length > 255) {
    throw ValidationError.field(field, 'A saved view needs a name of at most 255 characters.');
  }
  return name;
}

/**
 * The custom fields a view's list shows: keys of fields of the workspace, each once, at most 20 (the
 * body's schema bounds the count). Left out: unchanged (or, on a new view, none kept).
 */
async function checkedColumns(db: Executor, workspaceId: number, raw: unknown, field: string) {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.some((key) => typeof key !== 'string')) {
    throw ValidationError.field(field, 'The columns are a list of custom field keys.');
  }
  const keys = raw as string[];
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  if (repeated.length > 0) throw ValidationError.field(field, `The columns name ${repeated[0]} twice.`);
  const known = new Set((await fieldsByKeys(db, workspaceId, keys)).map((f) => f.key));
  const unknown = keys.filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw ValidationError.field(field, `The columns name no custom field ${unknown.join(', ')}.`);
  }
  return JSON.stringify(keys);
}

/** `board` or `list`; left out: unchanged (or, on a new view, none). */
function checkedLayout(raw: unknown, field: string): 'board' | 'list' | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'board' || raw === 'list') return raw;
  throw ValidationError.field(field, 'The layout is board or list.');
}

export interface NewSavedView {
  workspaceId: number;
  ownerId: number;
  name: unknown;
  surface: unknown;
  filters: unknown;
  shared: unknown;
  layout?: unknown;
  columns?: unknown;
}

/** Creates a saved view (admin CLI and seeding; the API does not write saved views). */
export async function createSavedView(
  db: Executor,
  input: NewSavedView,
  prefix = 'saved_view',
): Promise<SavedView> {
  const field = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const name = checkedName(input.name, field('name'));
  const surface = input.surface ?? 'issues';
  if (typeof surface !== 'string' || !SURFACE_PATTERN.test(surface)) {
    throw ValidationError.field(
      field('surface'),
      'The surface is the page the view belongs to: lower-case letters, digits, "_", "." or "-", such as issues.',
    );
  }
  if (input.shared !== undefined && typeof input.shared !== 'boolean') {
    throw ValidationError.field(field('shared'), 'shared must be true or false.');
  }
  const filters = checkFilters(input.filters, field('filters'));
  const layout = checkedLayout(input.layout, field('layout'));
  const columns = await checkedColumns(db, input.workspaceId, input.columns, field('columns'));
  const now = nowIso();
  return insertSavedView(db, {
    workspace_id: input.workspaceId,
    owner_type: 'user',
    owner_id: input.ownerId,
    name,
    surface,
    filters: JSON.stringify(filters),
    shared: input.shared === true ? 1 : 0,
    ...(layout !== undefined ? { layout } : {}),
    ...(columns !== undefined ? { field_columns: columns } : {}),
    created_at: now,
    updated_at: now,
  });
}

interface SeedView {
  key?: unknown;
  name?: unknown;
  surface?: unknown;
  filters?: unknown;
  owner?: unknown;
  shared?: unknown;
}

/** The `saved_views` section of a seed fixture (decisions §1); answers each view's id by key. */
export const seedSavedViews: SectionSeeder = async (db, workspace, entries, keys) => {
  const out: Record<string, { id: number }> = {};
  for (const entry of entries as SeedView[]) {
    if (typeof entry?.key !== 'string' || entry.key === '') {
      throw ValidationError.field('saved_views.key', 'Every saved view needs a key.');
    }
    const ownerId = seededMemberId(keys, entry.owner, 'saved_views.owner');
    const view = await createSavedView(
      db,
      {
        workspaceId: workspace.id,
        ownerId,
        name: entry.name,
        surface: entry.surface,
        filters: entry.filters,
        shared: entry.shared,
      },
      'saved_views',
    );
    out[entry.key] = { id: view.id };
  }
  return out;
};

/** Saving a view from the interface (the API does not write saved views: decisions §9.4). */
export async function createSavedViewFor(
  tx: Tx,
  ctx: CommandContext,
  input: {
    name: unknown;
    surface?: unknown;
    filters?: unknown;
    shared?: unknown;
    layout?: unknown;
    columns?: unknown;
  },
): Promise<InterfaceSavedViewView> {
  const { caller } = ctx;
  const person = asPerson(caller, 'save views');
  assertCanContribute(person, 'save views');
  const view = await createSavedView(
    tx,
    {
      workspaceId: caller.workspace.id,
      ownerId: person.user.id,
      name: input.name,
      surface: input.surface,
      filters: input.filters,
      shared: input.shared,
      layout: input.layout,
      columns: input.columns,
    },
    '',
  );
  return (await presentWithLayout(tx, [view]))[0]!;
}

async function changeableView(db: Executor, caller: Caller, id: number): Promise<SavedView> {
  const view = await findVisibleSavedView(db, caller.workspace.id, viewingPersonId(caller), id);
  if (!view) throw new NotFoundError('No such saved view.');
  assertCanChangeSavedView(caller, view);
  return view;
}

/** Renames, re-shares or re-filters a view; fields left out stay. */
export async function updateSavedViewFor(
  tx: Tx,
  ctx: CommandContext,
  {
    id,
    ...input
  }: { name?: unknown; filters?: unknown; shared?: unknown; layout?: unknown; columns?: unknown } & {
    id: number;
  },
): Promise<InterfaceSavedViewView> {
  const { caller } = ctx;
  await changeableView(tx, caller, id);
  const layout = checkedLayout(input.layout, 'layout');
  const columns = await checkedColumns(tx, caller.workspace.id, input.columns, 'columns');
  if (input.shared !== undefined && typeof input.shared !== 'boolean') {
    throw ValidationError.field('shared', 'shared must be true or false.');
  }
  const updated = await updateSavedView(tx, id, {
    ...(input.name !== undefined ? { name: checkedName(input.name, 'name') } : {}),
    ...(input.filters !== undefined
      ? { filters: JSON.stringify(checkFilters(input.filters, 'filters')) }
      : {}),
    ...(input.shared !== undefined ? { shared: input.shared ? 1 : 0 } : {}),
    ...(layout !== undefined ? { layout } : {}),
    ...(columns !== undefined ? { field_columns: columns } : {}),
    updated_at: nowOf(ctx),
  });
  return (await presentWithLayout(tx, [updated]))[0]!;
}

export async function deleteSavedViewFor(tx: Tx, ctx: CommandContext, { id }: { id: number }): Promise<void> {
  const { caller } = ctx;
  await changeableView(tx, caller, id);
  await deleteSavedView(tx, id);
}
