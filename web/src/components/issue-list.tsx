import { SelectBox } from './select-box.js';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import type { CustomField } from '../api/fields.js';
import { issuePagesQuery, issuesOf, type Assignable, type Issue, type Run } from '../api/issues.js';
import { formatDate, humanize } from '../lib/format.js';
import { issueQuery, listQuery, nextSort, type IssueFilters, type SortField } from '../lib/issue-filters.js';
import { AssigneeChip, BlockedBy, DueDate, Labels, PriorityMark, RunBadge } from './issue-bits.js';
import { FieldValue, listGridStyle, listWidthStyle } from './issue-field-columns.js';
import { usePagedIssueRows } from './paged-issue-rows.js';
import { Button, EmptyState, ErrorNotice } from './ui.js';

const COLUMNS: { label: string; sort?: SortField; className: string }[] = [
  { label: 'ID', sort: 'number', className: 'col-id' },
  { label: 'Title', className: 'col-title' },
  { label: 'Status', className: 'col-status' },
  { label: 'Priority', sort: 'priority', className: 'col-priority' },
  { label: 'Assignee', className: 'col-assignee' },
  { label: 'Due', sort: 'due_date', className: 'col-due' },
  { label: 'Updated', sort: 'updated_at', className: 'col-updated' },
];

export interface ListProps {
  filters: IssueFilters;
  multi: boolean;
  sort: string | null;
  /** Whether the server sorts (`sort` is one of the board's API additions). */
  canSort: boolean;
  onSort: (sort: string | null) => void;
  runs: Map<string, Run>;
  cursorId: string | null;
  focusTick: number;
  selected: ReadonlySet<string>;
  onItems: (key: string, items: Issue[]) => void;
  onCursor: (id: string) => void;
  /** A row's checkbox clicked: toggles it, or with Shift selects the range from the last one clicked. */
  onSelect: (id: string, range: boolean) => void;
  /** Custom fields shown as columns after the built-in ones (issue 40), in order. */
  fieldColumns: CustomField[];
  /** Who a person field's user id names. */
  people: readonly Assignable[];
}

function ListHead({
  sort,
  canSort,
  onSort,
  fieldColumns,
}: Pick<ListProps, 'sort' | 'canSort' | 'onSort' | 'fieldColumns'>) {
  return (
    <div role="rowgroup" className="list-head">
      <div role="row" className="issue-row" style={listGridStyle(fieldColumns.length)}>
        {COLUMNS.map((column) => {
          const direction =
            column.sort && sort === column.sort
              ? 'ascending'
              : column.sort && sort === `-${column.sort}`
                ? 'descending'
                : undefined;
          return (
            <div
              role="columnheader"
              key={column.label}
              className={column.className}
              aria-sort={direction ?? (column.sort && canSort ? 'none' : undefined)}
            >
              {column.sort && canSort ? (
                <button
                  type="button"
                  className="sort-button"
                  onClick={() => onSort(nextSort(sort, column.sort!))}
                >
                  {column.label}
                  <span aria-hidden="true">
                    {direction === 'ascending' ? ' ↑' : direction === 'descending' ? ' ↓' : ''}
                  </span>
                </button>
              ) : (
                column.label
              )}
            </div>
          );
        })}
        {fieldColumns.map((field) => (
          <div role="columnheader" key={`field:${field.key}`} className="col-field">
            {field.name}
          </div>
        ))}
      </div>
    </div>
  );
}

export function IssueRow({
  issue,
  run,
  current,
  selected,
  onSelect,
  onFocus,
  style,
  rowIndex,
  measureRef,
  fieldColumns = [],
  people = [],
}: {
  issue: Issue;
  run: Run | undefined;
  current: boolean;
  selected: boolean;
  onSelect: (id: string, range: boolean) => void;
  onFocus: () => void;
  style?: React.CSSProperties;
  rowIndex?: number;
  /** The virtualiser's measuring ref: a row is as tall as its content, never overlapped by the next. */
  measureRef?: (element: HTMLDivElement | null) => void;
  fieldColumns?: CustomField[];
  people?: readonly Assignable[];
}) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-selected={selected}
      className={`issue-row${selected ? ' row-selected' : ''}${current ? ' row-current' : ''}`}
      data-issue={issue.id}
      tabIndex={current ? 0 : -1}
      onFocus={onFocus}
      style={{ ...style, ...listGridStyle(fieldColumns.length) }}
      ref={measureRef}
      data-index={rowIndex === undefined ? undefined : rowIndex - 2}
    >
      <div role="cell" className="col-id">
        <SelectBox id={issue.id} selected={selected} onSelect={onSelect} />
        {issue.id}
      </div>
      <div role="cell" className="col-title">
        <Link to={`/issues/${issue.id}`} tabIndex={-1}>
          {issue.title}
        </Link>
        <Labels labels={issue.labels} />
        <BlockedBy blockers={issue.blocked_by} />
        <RunBadge run={run} />
      </div>
      <div role="cell" className="col-status">
        <span className={`status-dot status-${issue.status}`} aria-hidden="true" />
        {humanize(issue.status)}
      </div>
      <div role="cell" className="col-priority">
        <PriorityMark priority={issue.priority} />
      </div>
      <div role="cell" className="col-assignee">
        <AssigneeChip assignee={issue.assignee} />
      </div>
      <div role="cell" className="col-due">
        <DueDate due={issue.due_date} status={issue.status} />
      </div>
      <div role="cell" className="col-updated">
        {formatDate(issue.updated_at)}
      </div>
      {fieldColumns.map((field) => (
        <div role="cell" key={`field:${field.key}`} className="col-field" data-field={field.key}>
          <FieldValue field={field} value={issue.fields[field.key]} people={people} />
        </div>
      ))}
    </div>
  );
}

/** Every issue matching the filters in one virtualised table, loaded page by page as it scrolls. */
export function IssueList(props: ListProps) {
  const { filters, multi, sort, canSort, runs, cursorId, focusTick, selected, onItems, onCursor, onSelect } =
    props;
  const { fieldColumns, people } = props;
  const rows = usePagedIssueRows({
    queryKey: ['list'],
    query: listQuery(filters, multi, canSort ? sort : null),
    itemsKey: 'list',
    onItems,
    cursorId,
    focusTick,
    fetchWithin: 20,
    virtual: { estimateSize: 44, overscan: 12 },
  });
  const { pages, items, scroller, virtualizer, virtualItems } = rows;
  const total = rows.total ?? 0;

  if (pages.isError) return <ErrorNotice error={pages.error} title="The issues could not be loaded." />;
  return (
    <div
      className="issue-table"
      role="table"
      aria-label="Issues"
      aria-rowcount={pages.isPending ? undefined : total + 1}
      aria-busy={pages.isPending || undefined}
    >
      <ListHead sort={sort} canSort={canSort} onSort={props.onSort} fieldColumns={fieldColumns} />
      {/* As wide as its rows, so the head and the rows scroll sideways together. */}
      <div
        className="issue-table-body"
        ref={scroller}
        role="rowgroup"
        style={listWidthStyle(fieldColumns.length)}
      >
        {pages.isPending ? (
          <div className="skeleton-rows" role="row">
            <div role="cell">
              <span className="visually-hidden">Loading issues</span>
            </div>
          </div>
        ) : items.length === 0 ? (
          <div role="row">
            <div role="cell">
              <EmptyState title="No issues match these filters" />
            </div>
          </div>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualItems.map((row) => {
              const issue = items[row.index]!;
              return (
                <IssueRow
                  key={row.key}
                  issue={issue}
                  run={runs.get(issue.id)}
                  current={issue.id === cursorId}
                  selected={selected.has(issue.id)}
                  onSelect={onSelect}
                  onFocus={() => onCursor(issue.id)}
                  rowIndex={row.index + 2}
                  measureRef={virtualizer.measureElement}
                  fieldColumns={fieldColumns}
                  people={people}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    transform: `translateY(${row.start}px)`,
                  }}
                />
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}

export interface Group {
  key: string;
  title: string;
  narrow: Partial<Record<'assignee' | 'project_id' | 'cycle', string>>;
}

/**
 * The list grouped (by assignee, project or cycle): each group is its own query narrowed to that
 * value, 25 at a time with "Show more"; empty groups are left out once they have answered.
 */
export function GroupedIssueList(props: ListProps & { groups: Group[] }) {
  return (
    <div className="issue-groups">
      {props.groups.map((group) => (
        <IssueGroup key={group.key} group={group} {...props} />
      ))}
    </div>
  );
}

function IssueGroup({
  group,
  filters,
  multi,
  sort,
  canSort,
  onSort,
  runs,
  cursorId,
  focusTick,
  selected,
  onItems,
  onCursor,
  onSelect,
  fieldColumns,
  people,
}: ListProps & { group: Group }) {
  const query = issueQuery(filters, group.narrow, { multi, sort: canSort ? sort : null, perPage: 25 });
  const pages = useInfiniteQuery(issuePagesQuery(['group', group.key], query));
  const items = useMemo(() => issuesOf(pages.data), [pages.data]);
  const total = pages.data?.pages[0]?.meta.total ?? 0;
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    onItems(`group:${group.key}`, items);
  }, [onItems, group.key, items]);
  useEffect(() => {
    if (!cursorId || focusTick === 0 || !items.some((item) => item.id === cursorId)) return;
    body.current?.querySelector<HTMLElement>(`[data-issue="${CSS.escape(cursorId)}"]`)?.focus();
  }, [focusTick]);
  if (pages.isSuccess && total === 0) return null;
  const headingId = `group-${group.key.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <section className="issue-group" aria-labelledby={headingId}>
      <h2 className="issue-group-head" id={headingId}>
        {group.title} <span className="board-column-count">{pages.isSuccess ? total : ''}</span>
      </h2>
      {pages.isError ? <ErrorNotice error={pages.error} /> : null}
      <div className="issue-table" role="table" aria-labelledby={headingId} ref={body}>
        <ListHead sort={sort} canSort={canSort} onSort={onSort} fieldColumns={fieldColumns} />
        <div role="rowgroup">
          {items.map((issue) => (
            <IssueRow
              key={issue.id}
              issue={issue}
              run={runs.get(issue.id)}
              current={issue.id === cursorId}
              selected={selected.has(issue.id)}
              onSelect={onSelect}
              onFocus={() => onCursor(issue.id)}
              fieldColumns={fieldColumns}
              people={people}
            />
          ))}
        </div>
      </div>
      {pages.hasNextPage ? (
        <Button variant="ghost" busy={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          Show more ({total - items.length} more)
        </Button>
      ) : null}
    </section>
  );
}
