/**
 * The board's columns (issue 40, docs/decisions.md "Issue 40 — state columns and imported states"): one
 * per status, or, for a status with workflow states, one per state in the states' order after the
 * status's own column (its issues in no state), which is shown only while it holds issues. View logic
 * without React, unit-tested in test/web/board-columns.test.ts.
 */

export interface BoardStateInfo {
  id: number;
  name: string;
  status: string;
  color: string;
  position: number;
}

export interface BoardColumnSpec<S extends string = string> {
  /** The column's key for its list and the page's loaded items: the status, `status:own`, `status:state:<id>`. */
  key: string;
  status: S;
  /**
   * undefined: the status's only column (it has no states); null: the status's own column beside its
   * states (`state_id=none`); else the state's id (`state_id=<id>`).
   */
  stateId?: number | null;
  /** The column's title: the state's name, else the status's (humanised by the caller). */
  stateName?: string;
  color?: string;
}

/** Every column the statuses and their states could show, left to right (own columns included). */
export function boardColumnSpecs<S extends string>(
  statuses: readonly S[],
  states: readonly BoardStateInfo[],
): BoardColumnSpec<S>[] {
  const columns: BoardColumnSpec<S>[] = [];
  for (const status of statuses) {
    const mine = states
      .filter((state) => state.status === status)
      .sort((a, b) => a.position - b.position || a.id - b.id);
    if (mine.length === 0) {
      columns.push({ key: status, status });
      continue;
    }
    // Its own key: the status's only column (before the states are known) counts every issue of it.
    columns.push({ key: `${status}:own`, status, stateId: null });
    for (const state of mine) {
      columns.push({
        key: `${status}:state:${state.id}`,
        status,
        stateId: state.id,
        stateName: state.name,
        color: state.color,
      });
    }
  }
  return columns;
}

/**
 * The columns shown: a status's own column beside its states only once it is known to hold issues
 * (`totals[key] > 0`); every other column always.
 */
export function visibleColumns<S extends string>(
  columns: readonly BoardColumnSpec<S>[],
  totals: Readonly<Record<string, number>>,
): BoardColumnSpec<S>[] {
  return columns.filter((column) => column.stateId !== null || (totals[column.key] ?? 0) > 0);
}

/** The `state_id` a column narrows its list to: none for a status's own, the state's id, or nothing. */
export function columnStateParam(column: BoardColumnSpec): string | undefined {
  if (column.stateId === undefined) return undefined;
  return column.stateId === null ? 'none' : String(column.stateId);
}

/** The column an issue is shown in: its state's, else its status's (own or only) column. */
export function columnOfIssue<S extends string>(
  columns: readonly BoardColumnSpec<S>[],
  issue: { status: string; state_id?: number | null },
): number {
  const state = issue.state_id ?? null;
  const exact = columns.findIndex(
    (column) =>
      column.status === issue.status && (column.stateId === undefined || (column.stateId ?? null) === state),
  );
  if (exact >= 0) return exact;
  // Its column is hidden (an empty own column) or not known yet: where its status starts.
  return columns.findIndex((column) => column.status === issue.status);
}

/** What moving a card into a column changes: the state (and with it the status), or the status. */
export function moveInto<S extends string>(
  column: BoardColumnSpec<S>,
): { status: S; state_id?: number | null } {
  if (column.stateId === undefined) return { status: column.status };
  if (column.stateId === null) return { status: column.status, state_id: null };
  // The pair, which the API takes when it agrees: the cards move at once to the right status too.
  return { status: column.status, state_id: column.stateId };
}

/** Groups of neighbouring columns of one status with states, for a label over them: [start, count]. */
export function stateGroups<S extends string>(
  columns: readonly BoardColumnSpec<S>[],
): { status: S; start: number; count: number }[] {
  const groups: { status: S; start: number; count: number }[] = [];
  columns.forEach((column, index) => {
    if (column.stateId === undefined) return;
    const last = groups[groups.length - 1];
    if (last && last.status === column.status && last.start + last.count === index) last.count++;
    else groups.push({ status: column.status, start: index, count: 1 });
  });
  return groups;
}
