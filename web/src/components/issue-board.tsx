import { SelectBox } from './select-box.js';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState, type CSSProperties, type DragEvent } from 'react';
import { Link } from 'react-router';
import { issuePagesQuery, type Issue, type IssueStatus, type Run } from '../api/issues.js';
import { columnStateParam, stateGroups, type BoardColumnSpec } from '../lib/board-columns.js';
import { humanize } from '../lib/format.js';
import { columnQuery, type IssueFilters } from '../lib/issue-filters.js';
import { AssigneeChip, BlockedBy, DueDate, Labels, PriorityMark, RunBadge } from './issue-bits.js';
import { usePagedIssueRows } from './paged-issue-rows.js';
import { ErrorNotice } from './ui.js';

const DRAG_TYPE = 'application/x-tandem-issue';

export type BoardColumnInfo = BoardColumnSpec<IssueStatus>;

export interface BoardProps {
  /** The columns shown, left to right. */
  columns: readonly BoardColumnInfo[];
  /** Columns not shown (a status's own column beside its states, while empty), still asked for their total. */
  hidden: readonly BoardColumnInfo[];
  filters: IssueFilters;
  multi: boolean;
  runs: Map<string, Run>;
  cursorId: string | null;
  /** Changes whenever the cursor should take the focus (a key moved it), not when it merely re-renders. */
  focusTick: number;
  selected: ReadonlySet<string>;
  onItems: (key: string, items: Issue[]) => void;
  /** A column's total as its first page tells it (the page shows a status's own column only above 0). */
  onTotal: (key: string, total: number) => void;
  onCursor: (id: string) => void;
  /** A card's checkbox clicked: toggles it, or with Shift selects the range from the last one clicked. */
  onSelect: (id: string, range: boolean) => void;
  onMove: (issueId: string, column: BoardColumnInfo) => void;
}

/** The list query of one column: its status, and its state (or `none`) beside a status's states. */
export function boardColumnQuery(column: BoardColumnInfo, filters: IssueFilters, multi: boolean): string {
  const query = columnQuery(filters, column.status, multi);
  const state = columnStateParam(column);
  return state === undefined ? query : `${query}&state_id=${state}`;
}

/** A column's title: its state's name, else its status's. */
export const columnTitle = (column: BoardColumnInfo) => column.stateName ?? humanize(column.status);

/**
 * Columns by status, each its own paged, virtualised list; cards dragged between columns change status.
 * A status with workflow states shows a column per state, under a label naming the status.
 */
export function IssueBoard(props: BoardProps) {
  const groups = stateGroups(props.columns);
  const grouped = groups.length > 0;
  // With states, a row of labels above the columns: every column is placed in the second row.
  const place = (index: number): CSSProperties | undefined =>
    grouped ? { gridColumn: index + 1, gridRow: 2 } : undefined;
  return (
    // A region the keyboard can reach and scroll sideways, even while its columns hold no card.
    <div className={`board${grouped ? ' board-grouped' : ''}`} role="region" aria-label="Board" tabIndex={0}>
      {groups.map((group) => (
        <div
          key={`group-${group.status}`}
          className="board-group-head"
          aria-hidden="true"
          style={{ gridColumn: `${group.start + 1} / span ${group.count}`, gridRow: 1 }}
        >
          <span className={`status-dot status-${group.status}`} />
          {humanize(group.status)}
        </div>
      ))}
      {props.columns.map((column, index) => (
        <BoardColumn key={column.key} column={column} style={place(index)} {...props} />
      ))}
      {props.hidden.map((column) => (
        <ColumnTotalProbe key={column.key} column={column} {...props} />
      ))}
    </div>
  );
}

/** A column not shown: its first page is still asked for (the same query the column would), for its total. */
function ColumnTotalProbe({
  column,
  filters,
  multi,
  onTotal,
}: Pick<BoardProps, 'filters' | 'multi' | 'onTotal'> & { column: BoardColumnInfo }) {
  const pages = useInfiniteQuery(
    issuePagesQuery(['column', column.key], boardColumnQuery(column, filters, multi)),
  );
  const total = pages.data?.pages[0]?.meta.total;
  useEffect(() => {
    if (total !== undefined) onTotal(column.key, total);
  }, [total, column.key, onTotal]);
  return null;
}

function BoardColumn({
  column,
  style,
  filters,
  multi,
  runs,
  cursorId,
  focusTick,
  selected,
  onItems,
  onTotal,
  onCursor,
  onSelect,
  onMove,
}: BoardProps & { column: BoardColumnInfo; style: CSSProperties | undefined }) {
  const { pages, items, total, scroller, virtualizer, virtualItems } = usePagedIssueRows({
    queryKey: ['column', column.key],
    query: boardColumnQuery(column, filters, multi),
    itemsKey: column.key,
    onItems,
    cursorId,
    focusTick,
    fetchWithin: 10,
    virtual: { estimateSize: 92, overscan: 8, gap: 8 },
  });
  useEffect(() => {
    if (total !== undefined) onTotal(column.key, total);
  }, [total, column.key, onTotal]);
  const dropTarget = useColumnDropTarget(column, onMove);
  const headingId = `column-${column.key.replace(/:/g, '-')}`;

  return (
    <section
      className={`board-column${column.color ? ' board-column-state' : ''}${dropTarget.dropping ? ' board-column-drop' : ''}`}
      aria-label={columnLabel(column)}
      data-column={column.key}
      style={{ ...style, ...stateColor(column) }}
    >
      <ColumnHead column={column} id={headingId} total={total} />
      <div className="board-column-body" ref={scroller} {...dropTarget.handlers}>
        {pages.isPending ? (
          <ColumnSkeleton />
        ) : pages.isError ? (
          <ErrorNotice error={pages.error} title="This column could not be loaded." />
        ) : items.length === 0 ? (
          <p className="board-empty">No issues</p>
        ) : (
          <ul
            className="board-cards"
            aria-labelledby={headingId}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualItems.map((row) => {
              const issue = items[row.index]!;
              return (
                <li
                  key={row.key}
                  data-index={row.index}
                  ref={virtualizer.measureElement}
                  className="board-card-slot"
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <IssueCard
                    issue={issue}
                    run={runs.get(issue.id)}
                    current={issue.id === cursorId}
                    selected={selected.has(issue.id)}
                    onSelect={onSelect}
                    onFocus={() => onCursor(issue.id)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {pages.isFetchingNextPage ? <p className="board-more">Loading more…</p> : null}
      </div>
    </section>
  );
}

/** A state's column names its status too, for those who do not see the label above the columns. */
const columnLabel = (column: BoardColumnInfo) =>
  column.stateName === undefined
    ? columnTitle(column)
    : `${columnTitle(column)} (${humanize(column.status)})`;

/** The state's colour marks its header (a swatch and a rule); the text keeps the page's own colours. */
const stateColor = (column: BoardColumnInfo) =>
  column.color ? ({ '--state-color': column.color } as CSSProperties) : undefined;

/** A column's heading: the status's dot or the state's swatch, its title, and its total. */
function ColumnHead({
  column,
  id,
  total,
}: {
  column: BoardColumnInfo;
  id: string;
  total: number | undefined;
}) {
  const title = columnTitle(column);
  return (
    <h2 className="board-column-head" id={id}>
      {column.color ? (
        <span className="state-swatch" aria-hidden="true" />
      ) : (
        <span className={`status-dot status-${column.status}`} aria-hidden="true" />
      )}
      <span className="board-column-title" title={title}>
        {title}
      </span>
      {column.stateName === undefined ? null : (
        <span className="visually-hidden">, {humanize(column.status)}</span>
      )}
      <span className="board-column-count">
        {total === undefined ? '' : total}
        <span className="visually-hidden"> issues</span>
      </span>
    </h2>
  );
}

/** A column takes cards dragged from another: it lights up while one hovers, and a drop moves the issue. */
function useColumnDropTarget(column: BoardColumnInfo, onMove: BoardProps['onMove']) {
  const [dropping, setDropping] = useState(false);
  const handlers = {
    onDragOver(event: DragEvent<HTMLElement>) {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropping(true);
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
    },
    onDrop(event: DragEvent<HTMLElement>) {
      setDropping(false);
      const id = event.dataTransfer.getData(DRAG_TYPE);
      if (!id) return;
      event.preventDefault();
      onMove(id, column);
    },
  };
  return { dropping, handlers };
}

function IssueCard({
  issue,
  run,
  current,
  selected,
  onSelect,
  onFocus,
}: {
  issue: Issue;
  run: Run | undefined;
  current: boolean;
  selected: boolean;
  onSelect: (id: string, range: boolean) => void;
  onFocus: () => void;
}) {
  return (
    <article
      className={`card${selected ? ' card-selected' : ''}${current ? ' card-current' : ''}`}
      data-issue={issue.id}
      tabIndex={current ? 0 : -1}
      aria-label={`${issue.id} ${issue.title}`}
      draggable
      onFocus={onFocus}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, issue.id);
        event.dataTransfer.setData('text/plain', issue.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className="card-top">
        <SelectBox id={issue.id} selected={selected} onSelect={onSelect} />
        <span className="card-id">{issue.id}</span>
        {selected ? <span className="card-check">Selected</span> : null}
        <PriorityMark priority={issue.priority} />
      </div>
      <Link className="card-title" to={`/issues/${issue.id}`} tabIndex={-1} draggable={false}>
        {issue.title}
      </Link>
      <div className="card-meta">
        <AssigneeChip assignee={issue.assignee} />
        <DueDate due={issue.due_date} status={issue.status} />
        <BlockedBy blockers={issue.blocked_by} />
      </div>
      {issue.labels.length > 0 || run ? (
        <div className="card-meta">
          <Labels labels={issue.labels} />
          <RunBadge run={run} />
        </div>
      ) : null}
    </article>
  );
}

/** While a column's first page loads: the shape of a few cards, and a spoken status. */
function ColumnSkeleton() {
  return (
    <div className="skeleton-cards" role="status" aria-label="Loading issues">
      {[0, 1, 2].map((key) => (
        <div className="skeleton-card" key={key} aria-hidden="true" />
      ))}
    </div>
  );
}
