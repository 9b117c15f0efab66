import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cyclesQuery } from '../../api/cycles.js';
import { fieldsQuery, type CustomField } from '../../api/fields.js';
import {
  issueQueryAbilitiesQuery,
  useUpdateIssues,
  type Assignable,
  type Issue,
  type IssuePatch,
  type IssueStatus,
} from '../../api/issues.js';
import { labelsQuery } from '../../api/labels.js';
import { useLiveQueries } from '../../api/live.js';
import { everyPickableQuery } from '../../api/members.js';
import { projectsQuery } from '../../api/projects.js';
import { activeRunsQuery } from '../../api/runs.js';
import { useSession } from '../../api/session.js';
import { IssueBoard, columnTitle, type BoardColumnInfo } from '../../components/issue-board.js';
import { shownFields, useFieldColumns } from '../../components/issue-field-columns.js';
import { statesQuery } from '../../api/states.js';
import { boardColumnSpecs, moveInto, visibleColumns } from '../../lib/board-columns.js';
import { IssueFilterBar } from '../../components/issue-filter-bar.js';
import { GroupedIssueList, IssueList, type Group } from '../../components/issue-list.js';
import { SavedViews } from '../../components/saved-views.js';
import { ErrorNotice } from '../../components/ui.js';
import { STATUS_ORDER } from '../../lib/issue-display.js';
import {
  boardColumns,
  bulkFilter,
  searchFromView,
  viewFromSearch,
  type IssueFilters,
  type IssueView,
} from '../../lib/issue-filters.js';
import { useIssueCursor, type IssueCursor } from './cursor.js';
import { IssueDialogs, type Dialog } from './dialogs.js';
import { groupsFor } from './groups.js';
import { useIssueKeys } from './keyboard.js';
import { AbilitiesHint, IssuesHeader, ListTools } from './page-parts.js';
import { SelectionTools } from './bulk.js';
import type { BulkDialog } from './selection-bar.js';

/** The view (mode, filters, sort, grouping) kept in the address, so it can be shared and reloaded. */
function useIssueView() {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewFromSearch(search), [search]);
  const setView = useCallback(
    (next: IssueView, options: { replace?: boolean } = {}) =>
      setSearch(searchFromView(next), options.replace ? { replace: true } : {}),
    [setSearch],
  );
  return { view, setView };
}

/** What the board and the list read beside the issues: people, labels, projects, cycles, runs, states. */
function useIssuesContext(view: IssueView) {
  const { totals, onTotal } = useColumnTotals();
  const pickable = useQuery(everyPickableQuery);
  const members = pickable.data ?? [];
  const membersLoading = pickable.isPending;
  const abilities = useQuery(issueQueryAbilitiesQuery).data;
  const labels = useQuery(labelsQuery()).data;
  const cycles = useQuery(cyclesQuery).data ?? null;
  const projects = useQuery(projectsQuery).data ?? [];
  const runs = useQuery(activeRunsQuery).data ?? new Map<string, never>();
  const multi = abilities?.multi ?? false;
  const statuses: readonly IssueStatus[] = useMemo(
    () => boardColumns(view.filters, STATUS_ORDER, multi),
    [multi, view.filters],
  );
  // A column per workflow state inside its status (issue 40); the status's own column while it holds issues.
  const states = useQuery(statesQuery()).data;
  const allColumns = useMemo(() => boardColumnSpecs(statuses, states ?? []), [statuses, states]);
  const columns = useMemo(() => visibleColumns(allColumns, totals), [allColumns, totals]);
  const hiddenColumns = useMemo(
    () => allColumns.filter((column) => !columns.includes(column)),
    [allColumns, columns],
  );
  const groups = useMemo(
    () => groupsFor(view.group, view.filters, members, projects, cycles),
    [view.group, view.filters, members, projects, cycles],
  );
  return {
    members,
    membersLoading,
    abilities,
    multi,
    labels,
    cycles,
    projects,
    runs,
    statuses,
    columns,
    hiddenColumns,
    onTotal,
    groups,
  };
}

type IssuesContext = ReturnType<typeof useIssuesContext>;

/** The workspace's custom fields and those the list shows as columns (issue 40). */
function useListColumns(workspaceId: number) {
  const fields = useQuery(fieldsQuery()).data;
  const { columns, setColumns } = useFieldColumns(workspaceId);
  const fieldColumns = useMemo(() => shownFields(columns, fields ?? []), [columns, fields]);
  return { fields: fields ?? [], columns, setColumns, fieldColumns };
}

type ListColumns = ReturnType<typeof useListColumns>;

/** Saved views: choosing one sets its filters, layout and columns (unless saved before columns were kept). */
function IssuesSavedViews({
  view,
  setView,
  listColumns,
  canWrite,
}: {
  view: IssueView;
  setView: (view: IssueView) => void;
  listColumns: ListColumns;
  canWrite: boolean;
}) {
  const session = useSession();
  return (
    <SavedViews
      filters={view.filters}
      layout={view.mode}
      columns={listColumns.fieldColumns.map((field) => field.key)}
      userId={session.user.id}
      canWrite={canWrite}
      onApply={(filters, mode, columns) => {
        if (columns) listColumns.setColumns(columns);
        setView({ ...view, filters, mode });
      }}
    />
  );
}

/** Changing issues from the page (drag, Shift+arrow, `s`, `a`), said aloud once saved. */
function useIssueChanges(members: Assignable[], cursor: IssueCursor) {
  const update = useUpdateIssues(members);
  const [announcement, setAnnouncement] = useState('');
  const change = (issues: Issue[], patch: IssuePatch, said: string) => {
    const moving = issues.filter(
      (issue) =>
        (patch.status === undefined ||
          patch.status !== issue.status ||
          (patch.state_id !== undefined && patch.state_id !== issue.state_id)) &&
        (patch.assignee === undefined ||
          patch.assignee !== (issue.assignee ? `${issue.assignee.type}:${issue.assignee.id}` : null)),
    );
    if (moving.length === 0) return;
    setAnnouncement('');
    update.mutate(
      { issues: moving, patch },
      { onSuccess: () => setAnnouncement(`${moving.map((issue) => issue.id).join(', ')} ${said}.`) },
    );
  };
  const onMove = (id: string, column: BoardColumnInfo) => {
    const issue = cursor.find(id);
    if (issue) change([issue], moveInto(column), `moved to ${columnTitle(column)}`);
  };
  return { error: update.error, announcement, setAnnouncement, change, onMove };
}

/** The board columns' totals as their first pages tell them (a status's own column shows above 0). */
function useColumnTotals() {
  const [totals, setTotals] = useState<Readonly<Record<string, number>>>({});
  const onTotal = useCallback(
    (key: string, total: number) =>
      setTotals((known) => (known[key] === total ? known : { ...known, [key]: total })),
    [],
  );
  return { totals, onTotal };
}

/** `/issues`: the board and the list, their filters in the address, saved views, keyboard, live. */
export function IssuesPage() {
  const session = useSession();
  const { view, setView } = useIssueView();
  const setFilters = (filters: IssueFilters, options?: { replace?: boolean }) =>
    setView({ ...view, filters }, options);
  const context = useIssuesContext(view);
  const live = useLiveQueries();
  const canWrite = session.workspace.role !== 'guest';
  const cursor = useIssueCursor();
  const changes = useIssueChanges(context.members, cursor);
  const listColumns = useListColumns(session.workspace.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [bulkDialog, setBulkDialog] = useState<BulkDialog | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useIssuesPageKeys(
    view,
    context,
    cursor,
    changes.onMove,
    keyActions(cursor, canWrite, setDialog, setBulkDialog, () => searchRef.current?.focus()),
  );
  return (
    <div className="issues-page">
      <IssuesHeader
        live={live}
        mode={view.mode}
        canWrite={canWrite}
        onMode={(mode) => setView({ ...view, mode })}
        onHelp={() => setDialog('help')}
        onCreate={() => setDialog('create')}
      />
      <IssuesSavedViews view={view} setView={setView} listColumns={listColumns} canWrite={canWrite} />
      <IssuesFilters filters={view.filters} context={context} onChange={setFilters} searchRef={searchRef} />
      {view.mode === 'list' ? (
        <ListTools
          group={view.group}
          cyclesOn={context.cycles !== null}
          onGroup={(group) => setView({ ...view, group })}
          listColumns={listColumns}
        />
      ) : null}
      <SelectionTools
        cursor={cursor}
        filter={bulkFilter(view.filters, context.multi)}
        canWrite={canWrite}
        projects={context.projects}
        labels={context.labels ?? []}
        members={context.members}
        membersLoading={context.membersLoading}
        dialog={bulkDialog}
        setDialog={setBulkDialog}
      />
      <ChangeFeedback error={changes.error} announcement={changes.announcement} />
      <IssueViews
        view={view}
        setView={setView}
        context={context}
        cursor={cursor}
        onMove={changes.onMove}
        fieldColumns={listColumns.fieldColumns}
      />
      <IssueDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        createStatus={
          view.mode === 'board' && context.statuses.length === 1 ? context.statuses[0]! : 'backlog'
        }
        members={context.members}
        membersLoading={context.membersLoading}
        targets={dialog === 'status' || dialog === 'assign' ? cursor.targets() : []}
        onCreated={(issue) => {
          setDialog(null);
          changes.setAnnouncement(`Created ${issue.id}.`);
          cursor.setCursorId(issue.id);
        }}
        onChange={changes.change}
      />
    </div>
  );
}

/** The filter bar over the board or list, and what the caller's abilities leave out. */
function IssuesFilters({
  filters,
  context,
  onChange,
  searchRef,
}: {
  filters: IssueFilters;
  context: ReturnType<typeof useIssuesContext>;
  onChange: (filters: IssueFilters) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <>
      <IssueFilterBar
        filters={filters}
        multi={context.multi}
        members={context.members}
        labels={context.labels ? context.labels.map((label) => label.name) : null}
        projects={context.projects}
        cycles={context.cycles}
        onChange={onChange}
        searchRef={searchRef}
      />
      <AbilitiesHint abilities={context.abilities} />
    </>
  );
}

/** Whether the last change failed (it was rolled back) and, for screen readers, what it did. */
function ChangeFeedback({ error, announcement }: { error: unknown; announcement: string }) {
  return (
    <>
      <ErrorNotice error={error} title="The change was not saved; the issues are back as they were." />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/** The page's keyboard: the cursor's keys, moving on the board, opening an issue, and `actions`. */
function useIssuesPageKeys(
  view: IssueView,
  context: IssuesContext,
  cursor: IssueCursor,
  onMove: (id: string, column: BoardColumnInfo) => void,
  actions: Record<string, () => void>,
) {
  const navigate = useNavigate();
  useIssueKeys({
    mode: view.mode,
    columns: context.columns,
    sequences: () => sequencesOf(view, context, cursor),
    cursor,
    onMove,
    onOpen: (id) => void navigate(`/issues/${id}`),
    actions,
  });
}

/**
 * The single keys of the page beyond the cursor's (lib/keyboard.ts lists them). `s` and `a` on a
 * selection are the bar's bulk Status and Assign (one request, Undo); on the cursor's one issue, its
 * quick change.
 */
function keyActions(
  cursor: IssueCursor,
  canWrite: boolean,
  setDialog: (dialog: Dialog) => void,
  setBulkDialog: (dialog: BulkDialog) => void,
  focusSearch: () => void,
): Record<string, () => void> {
  const open = (which: 'status' | 'assign') => {
    if (!canWrite) return;
    if (cursor.selected.size > 0) setBulkDialog(which);
    else if (cursor.targets().length > 0) setDialog(which);
  };
  return {
    c: () => canWrite && setDialog('create'),
    '?': () => setDialog('help'),
    '/': focusSearch,
    x: cursor.toggleSelected,
    s: () => open('status'),
    a: () => open('assign'),
    Escape: () => cursor.setSelected(new Set()),
  };
}

/** The sequences j/k walk, in screen order: the board's columns, or the list (or its groups). */
function sequencesOf(view: IssueView, context: IssuesContext, cursor: IssueCursor): Issue[][] {
  const loaded = cursor.loaded.current;
  if (view.mode === 'board') return context.columns.map((column) => loaded.get(column.key) ?? []);
  if (view.group === 'none') return [loaded.get('list') ?? []];
  return context.groups.map((group: Group) => loaded.get(`group:${group.key}`) ?? []);
}

/** The board, the list, or the grouped list. */
function IssueViews({
  view,
  setView,
  context,
  cursor,
  onMove,
  fieldColumns,
}: {
  view: IssueView;
  setView: (view: IssueView) => void;
  context: IssuesContext;
  cursor: IssueCursor;
  onMove: (id: string, column: BoardColumnInfo) => void;
  fieldColumns: CustomField[];
}) {
  const shared = {
    filters: view.filters,
    multi: context.multi,
    runs: context.runs,
    cursorId: cursor.cursorId,
    focusTick: cursor.focusTick,
    selected: cursor.selected,
    onItems: cursor.onItems,
    onCursor: cursor.setCursorId,
    onSelect: cursor.selectFromClick,
  };
  if (view.mode === 'board') {
    return (
      <IssueBoard
        {...shared}
        columns={context.columns}
        hidden={context.hiddenColumns}
        onMove={onMove}
        onTotal={context.onTotal}
      />
    );
  }
  const listProps = {
    ...shared,
    sort: view.sort,
    canSort: context.abilities?.sort ?? false,
    onSort: (sort: string | null) => setView({ ...view, sort }),
    fieldColumns,
    people: context.members,
  };
  if (view.group === 'none') return <IssueList {...listProps} />;
  return <GroupedIssueList {...listProps} groups={context.groups} />;
}
