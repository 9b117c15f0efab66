import { SelectBox } from './select-box.js';
import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import type { Issue, IssueStatus, Run } from '../api/issues.js';
import { humanize } from '../lib/format.js';
import { columnQuery, type IssueFilters } from '../lib/issue-filters.js';
import { AssigneeChip, BlockedBy, DueDate, Labels, PriorityMark, RunBadge } from './issue-bits.js';
import { usePagedIssueRows } from './paged-issue-rows.js';
import { ErrorNotice } from './ui.js';

const DRAG_TYPE = 'application/x-tandem-issue';

export interface BoardProps {
  columns: readonly IssueStatus[];
  filters: IssueFilters;
  multi: boolean;
  runs: Map<string, Run>;
  cursorId: string | null;
  /** Changes whenever the cursor should take the focus (a key moved it), not when it merely re-renders. */
  focusTick: number;
  selected: ReadonlySet<string>;
  onItems: (key: string, items: Issue[]) => void;
  onCursor: (id: string) => void;
  /** A card's checkbox clicked: toggles it, or with Shift selects the range from the last one clicked. */
  onSelect: (id: string, range: boolean) => void;
  onMove: (issueId: string, status: IssueStatus) => void;
}

/** Columns by status, each its own paged, virtualised list; cards dragged between columns change status. */
export function IssueBoard(props: BoardProps) {
  return (
    // A region the keyboard can reach and scroll sideways, even while its columns hold no card.
    <div className="board" role="region" aria-label="Board" tabIndex={0}>
      {props.columns.map((status) => (
        <BoardColumn key={status} status={status} {...props} />
      ))}
    </div>
  );
}

function BoardColumn({
  status,
  filters,
  multi,
  runs,
  cursorId,
  focusTick,
  selected,
  onItems,
  onCursor,
  onSelect,
  onMove,
}: BoardProps & { status: IssueStatus }) {
  const { pages, items, total, scroller, virtualizer, virtualItems } = usePagedIssueRows({
    queryKey: ['column', status],
    query: columnQuery(filters, status, multi),
    itemsKey: status,
    onItems,
    cursorId,
    focusTick,
    fetchWithin: 10,
    virtual: { estimateSize: 92, overscan: 8, gap: 8 },
  });
  const dropTarget = useColumnDropTarget(status, onMove);
  const headingId = `column-${status}`;

  return (
    <section
      className={`board-column${dropTarget.dropping ? ' board-column-drop' : ''}`}
      aria-label={humanize(status)}
    >
      <h2 className="board-column-head" id={headingId}>
        <span className={`status-dot status-${status}`} aria-hidden="true" />
        {humanize(status)}
        <span className="board-column-count">
          {total === undefined ? '' : total}
          <span className="visually-hidden"> issues</span>
        </span>
      </h2>
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

/** A column takes cards dragged from another: it lights up while one hovers, and a drop moves the issue. */
function useColumnDropTarget(status: IssueStatus, onMove: BoardProps['onMove']) {
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
      onMove(id, status);
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
