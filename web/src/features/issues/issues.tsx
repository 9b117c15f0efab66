import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  useActiveRunsQuery,
  useCyclesQuery,
  useIssueQueryAbilities,
  useLabelsQuery,
  useMembersQuery,
  useProjectsQuery,
  useUpdateIssues,
  type Issue,
  type IssuePatch,
  type IssueStatus,
} from '../../api/issues.js';
import { useLiveQueries } from '../../api/live.js';
import { useSession } from '../../api/session.js';
import { IssueBoard } from '../../components/issue-board.js';
import { IssueFilterBar } from '../../components/issue-filter-bar.js';
import { GroupedIssueList, IssueList, type Group } from '../../components/issue-list.js';
import { Modal } from '../../components/modal.js';
import { Picker } from '../../components/picker.js';
import { QuickCreate } from '../../components/quick-create.js';
import { SavedViews } from '../../components/saved-views.js';
import { Button, ErrorNotice, PageHeader } from '../../components/ui.js';
import { humanize } from '../../lib/format.js';
import { neighbourStatus, STATUS_ORDER } from '../../lib/issue-display.js';
import {
  boardColumns,
  searchFromView,
  viewFromSearch,
  GROUPINGS,
  type Grouping,
  type IssueFilters,
  type IssueView,
} from '../../lib/issue-filters.js';
import { ISSUE_SHORTCUTS, isPlainKey, isTypingTarget } from '../../lib/keyboard.js';

type Dialog = 'create' | 'status' | 'assign' | 'help' | null;

/** `/issues`: the board and the list, their filters in the address, saved views, keyboard, live. */
export function IssuesPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => viewFromSearch(search), [search]);
  const setView = useCallback(
    (next: IssueView, options: { replace?: boolean } = {}) =>
      setSearch(searchFromView(next), options.replace ? { replace: true } : {}),
    [setSearch],
  );
  const setFilters = (filters: IssueFilters, options?: { replace?: boolean }) =>
    setView({ ...view, filters }, options);

  const members = useMembersQuery().data ?? [];
  const abilities = useIssueQueryAbilities();
  const multi = abilities.data?.multi ?? false;
  const labels = useLabelsQuery();
  const cycles = useCyclesQuery();
  const projects = useProjectsQuery();
  const runs = useActiveRunsQuery().data ?? new Map();
  const live = useLiveQueries();
  const canWrite = session.workspace.role !== 'guest';

  const columns: readonly IssueStatus[] = useMemo(
    () => boardColumns(view.filters, STATUS_ORDER, multi),
    [multi, view.filters],
  );

  // What each column, list or group has loaded, for the keyboard's j/k and for finding dragged cards.
  const loaded = useRef(new Map<string, Issue[]>());
  const onItems = useCallback((key: string, items: Issue[]) => loaded.current.set(key, items), []);
  const [cursorId, setCursorId] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [announcement, setAnnouncement] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const update = useUpdateIssues(members);

  const groups = useMemo(
    () => groupsFor(view.group, view.filters, members, projects.data ?? [], cycles.data ?? null),
    [view.group, view.filters, members, projects.data, cycles.data],
  );

  /** The sequences j/k walk, in screen order: the board's columns, or the list (or its groups). */
  const sequences = useCallback((): Issue[][] => {
    if (view.mode === 'board') return columns.map((status) => loaded.current.get(status) ?? []);
    if (view.group === 'none') return [loaded.current.get('list') ?? []];
    return groups.map((group) => loaded.current.get(`group:${group.key}`) ?? []);
  }, [view.mode, view.group, columns, groups]);

  const find = (id: string): Issue | undefined => {
    for (const items of loaded.current.values()) {
      const issue = items.find((item) => item.id === id);
      if (issue) return issue;
    }
    return undefined;
  };

  const moveCursor = (to: Issue | undefined) => {
    if (!to) return;
    setCursorId(to.id);
    setFocusTick((tick) => tick + 1);
  };

  const targets = (): Issue[] => {
    const ids = selected.size > 0 ? [...selected] : cursorId ? [cursorId] : [];
    return ids.map(find).filter((issue): issue is Issue => Boolean(issue));
  };

  const change = (issues: Issue[], patch: IssuePatch, said: string) => {
    const moving = issues.filter(
      (issue) =>
        (patch.status === undefined || patch.status !== issue.status) &&
        (patch.assignee === undefined ||
          patch.assignee !== (issue.assignee ? `${issue.assignee.type}:${issue.assignee.id}` : null)),
    );
    if (moving.length === 0) return;
    setAnnouncement('');
    update.mutate(
      { issues: moving, patch },
      {
        onSuccess: () => setAnnouncement(`${moving.map((issue) => issue.id).join(', ')} ${said}.`),
      },
    );
  };

  const onMove = (id: string, status: IssueStatus) => {
    const issue = find(id);
    if (issue) change([issue], { status }, `moved to ${humanize(status)}`);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target as HTMLElement | null)) return;
      if (document.querySelector('dialog[open]')) return;
      const onIssue = Boolean((event.target as HTMLElement | null)?.closest?.('[data-issue]'));
      const seqs = sequences();
      const position = (() => {
        for (let column = 0; column < seqs.length; column++) {
          const row = seqs[column]!.findIndex((issue) => issue.id === cursorId);
          if (row >= 0) return { column, row };
        }
        return null;
      })();
      const first = () => seqs.find((items) => items.length > 0)?.[0];
      if (event.shiftKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight') && onIssue) {
        if (view.mode !== 'board' || !cursorId) return;
        const issue = find(cursorId);
        const to = issue && neighbourStatus(columns, issue.status, event.key === 'ArrowLeft' ? -1 : 1);
        if (issue && to) {
          event.preventDefault();
          onMove(issue.id, to as IssueStatus);
          // The card keeps the focus in its new column, so the next Shift+Arrow moves it on.
          setFocusTick((tick) => tick + 1);
        }
        return;
      }
      if (!isPlainKey(event)) return;
      const key = event.key;
      const down = key === 'j' || (onIssue && key === 'ArrowDown');
      const up = key === 'k' || (onIssue && key === 'ArrowUp');
      if (down || up) {
        event.preventDefault();
        if (!position) return moveCursor(first());
        const items = seqs[position.column]!;
        const next = items[position.row + (down ? 1 : -1)];
        if (next) return moveCursor(next);
        // Past the end of a group, the next group (the list); a board column ends where it ends.
        if (view.mode === 'list') {
          const others = down ? seqs.slice(position.column + 1) : seqs.slice(0, position.column).reverse();
          const group = others.find((list) => list.length > 0);
          moveCursor(down ? group?.[0] : group?.[group.length - 1]);
        }
        return;
      }
      if ((key === 'h' || key === 'l') && view.mode === 'board') {
        event.preventDefault();
        if (!position) return moveCursor(first());
        const step = key === 'h' ? -1 : 1;
        for (let column = position.column + step; column >= 0 && column < seqs.length; column += step) {
          const items = seqs[column]!;
          if (items.length > 0) return moveCursor(items[Math.min(position.row, items.length - 1)]);
        }
        return;
      }
      if (key === 'Enter' && cursorId && (onIssue || event.target === document.body)) {
        event.preventDefault();
        void navigate(`/issues/${cursorId}`);
        return;
      }
      const actions: Record<string, () => void> = {
        c: () => canWrite && setDialog('create'),
        '?': () => setDialog('help'),
        '/': () => searchRef.current?.focus(),
        x: () => {
          if (!cursorId) return;
          const next = new Set(selected);
          if (next.has(cursorId)) next.delete(cursorId);
          else next.add(cursorId);
          setSelected(next);
        },
        s: () => canWrite && targets().length > 0 && setDialog('status'),
        a: () => canWrite && targets().length > 0 && setDialog('assign'),
        Escape: () => setSelected(new Set()),
      };
      const action = actions[key];
      if (action) {
        event.preventDefault();
        action();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const pickerTargets = dialog === 'status' || dialog === 'assign' ? targets() : [];
  const targetNames = pickerTargets.map((issue) => issue.id).join(', ');
  const listProps = {
    filters: view.filters,
    multi,
    sort: view.sort,
    canSort: abilities.data?.sort ?? false,
    onSort: (sort: string | null) => setView({ ...view, sort }),
    runs,
    cursorId,
    focusTick,
    selected,
    onItems,
    onCursor: setCursorId,
  };

  return (
    <div className="issues-page">
      <PageHeader
        title="Issues"
        description={
          <span className={`live live-${live}`} role="status">
            <span className="live-dot" aria-hidden="true" />
            {live === 'live'
              ? 'Live: changes appear as they happen'
              : live === 'connecting'
                ? 'Connecting to live updates…'
                : 'Live updates unavailable: changes show on refresh'}
          </span>
        }
        actions={
          <>
            <div className="segmented" role="group" aria-label="Show as">
              {(['board', 'list'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  className="segmented-option"
                  aria-pressed={view.mode === mode}
                  onClick={() => setView({ ...view, mode })}
                >
                  {humanize(mode)}
                </button>
              ))}
            </div>
            <Button variant="ghost" onClick={() => setDialog('help')} aria-keyshortcuts="?">
              Shortcuts
            </Button>
            {canWrite ? (
              <Button variant="primary" onClick={() => setDialog('create')} aria-keyshortcuts="c">
                New issue
              </Button>
            ) : null}
          </>
        }
      />
      <SavedViews
        filters={view.filters}
        userId={session.user.id}
        canWrite={canWrite}
        onApply={(filters) => setFilters(filters)}
      />
      <IssueFilterBar
        filters={view.filters}
        multi={multi}
        members={members}
        labels={labels.data ? labels.data.map((label) => label.name) : null}
        projects={projects.data ?? []}
        cycles={cycles.data ?? null}
        onChange={setFilters}
        searchRef={searchRef}
      />
      {abilities.data && !(abilities.data.multi && abilities.data.sort) ? (
        <p className="hint-line">
          {abilities.data.multi
            ? ''
            : 'This server takes one value per filter (status, type, priority, assignee). '}
          {abilities.data.sort ? '' : 'It lists issues in its own order: the list cannot be sorted here yet.'}
        </p>
      ) : null}
      {view.mode === 'list' ? (
        <div className="list-tools">
          <label className="filter-label" htmlFor="issue-grouping">
            Group by
          </label>
          <select
            id="issue-grouping"
            value={view.group}
            onChange={(event) => setView({ ...view, group: event.target.value as Grouping })}
          >
            {GROUPINGS.map((grouping) => (
              <option key={grouping} value={grouping} disabled={grouping === 'cycle' && cycles.data === null}>
                {grouping === 'none' ? 'Nothing' : humanize(grouping)}
              </option>
            ))}
          </select>
          {view.group === 'project' ? (
            <span className="hint-line">Issues outside every project are not in this grouping.</span>
          ) : null}
        </div>
      ) : null}
      {selected.size > 0 ? (
        <div className="selection-bar" role="region" aria-label="Selection">
          <span>{selected.size} selected</span>
          <Button variant="ghost" onClick={() => setDialog('status')} aria-keyshortcuts="s">
            Status…
          </Button>
          <Button variant="ghost" onClick={() => setDialog('assign')} aria-keyshortcuts="a">
            Assign…
          </Button>
          <Button variant="ghost" onClick={() => setSelected(new Set())} aria-keyshortcuts="Escape">
            Clear selection
          </Button>
        </div>
      ) : null}
      <ErrorNotice error={update.error} title="The change was not saved; the issues are back as they were." />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {view.mode === 'board' ? (
        <IssueBoard
          columns={columns}
          filters={view.filters}
          multi={multi}
          runs={runs}
          cursorId={cursorId}
          focusTick={focusTick}
          selected={selected}
          onItems={onItems}
          onCursor={setCursorId}
          onMove={onMove}
        />
      ) : view.group === 'none' ? (
        <IssueList {...listProps} />
      ) : (
        <GroupedIssueList {...listProps} groups={groups} />
      )}

      <QuickCreate
        open={dialog === 'create'}
        status={view.mode === 'board' && columns.length === 1 ? columns[0]! : 'backlog'}
        members={members}
        onClose={() => setDialog(null)}
        onCreated={(issue) => {
          setDialog(null);
          setAnnouncement(`Created ${issue.id}.`);
          setCursorId(issue.id);
        }}
      />
      <Picker
        open={dialog === 'status'}
        title={`Status of ${targetNames}`}
        label="Status"
        options={STATUS_ORDER.map((status) => ({ id: status, label: humanize(status) }))}
        onClose={() => setDialog(null)}
        onPick={(option) => {
          setDialog(null);
          change(pickerTargets, { status: option.id as IssueStatus }, `moved to ${option.label}`);
        }}
      />
      <Picker
        open={dialog === 'assign'}
        title={`Assign ${targetNames}`}
        label="Assignee"
        options={[
          { id: 'none', label: 'Unassigned' },
          ...members.map((member) => ({
            id: member.key,
            label: member.name,
            hint: member.type === 'agent' ? 'Agent: assigning starts a run' : 'Person',
          })),
        ]}
        onClose={() => setDialog(null)}
        onPick={(option) => {
          setDialog(null);
          change(
            pickerTargets,
            { assignee: option.id === 'none' ? null : option.id },
            option.id === 'none' ? 'unassigned' : `assigned to ${option.label}`,
          );
        }}
      />
      <Modal open={dialog === 'help'} title="Keyboard shortcuts" onClose={() => setDialog(null)}>
        <dl className="shortcuts">
          {ISSUE_SHORTCUTS.map((shortcut) => (
            <div key={shortcut.does} className="shortcut">
              <dt>
                {shortcut.keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </dt>
              <dd>{shortcut.does}</dd>
            </div>
          ))}
        </dl>
        <p className="dialog-body">
          Shortcuts never fire while you type in a field. Drag a card to another column to change its status.
        </p>
        <div className="dialog-actions">
          <Button onClick={() => setDialog(null)} autoFocus>
            Close
          </Button>
        </div>
      </Modal>
    </div>
  );
}

/** The groups of the grouped list, narrowed to the filters' own choices when there are some. */
function groupsFor(
  grouping: Grouping,
  filters: IssueFilters,
  members: { key: string; name: string; type: string }[],
  projects: { id: number; name: string }[],
  cycles: { number: number }[] | null,
): Group[] {
  const keep = (values: string[], value: string) => values.length === 0 || values.includes(value);
  if (grouping === 'assignee') {
    return [
      ...members.map((member) => ({
        key: member.key,
        title: member.type === 'agent' ? `${member.name} (agent)` : member.name,
        narrow: { assignee: member.key },
      })),
      { key: 'none', title: 'Unassigned', narrow: { assignee: 'none' } },
    ].filter((group) => keep(filters.assignee, group.narrow.assignee));
  }
  if (grouping === 'project') {
    return projects
      .filter((project) => keep(filters.project_id ? [filters.project_id] : [], String(project.id)))
      .map((project) => ({
        key: `project:${project.id}`,
        title: project.name,
        narrow: { project_id: String(project.id) },
      }));
  }
  if (grouping === 'cycle') {
    return [
      ...(cycles ?? []).map((cycle) => ({
        key: `cycle:${cycle.number}`,
        title: `Cycle ${cycle.number}`,
        narrow: { cycle: String(cycle.number) },
      })),
      { key: 'cycle:none', title: 'No cycle', narrow: { cycle: 'none' } },
    ].filter((group) => keep(filters.cycle ? [filters.cycle] : [], group.narrow.cycle));
  }
  return [];
}
