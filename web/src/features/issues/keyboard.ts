import { useEffect } from 'react';
import type { Issue } from '../../api/issues.js';
import type { BoardColumnInfo } from '../../components/issue-board.js';
import { columnOfIssue } from '../../lib/board-columns.js';
import { isPlainKey, isTypingTarget } from '../../lib/keyboard.js';
import type { IssueCursor } from './cursor.js';

export interface IssueKeysOptions {
  mode: 'board' | 'list';
  /** The board's columns shown, left to right (a status's, or a workflow state's). */
  columns: readonly BoardColumnInfo[];
  /** The sequences j/k walk, in screen order: the board's columns, or the list (or its groups). */
  sequences: () => Issue[][];
  cursor: IssueCursor;
  onMove: (id: string, column: BoardColumnInfo) => void;
  onOpen: (id: string) => void;
  /** The other single keys (c, ?, /, x, s, a, Escape) and what each does. */
  actions: Record<string, () => void>;
}

type Position = { column: number; row: number };

function positionOf(sequences: Issue[][], cursorId: string | null): Position | null {
  for (let column = 0; column < sequences.length; column++) {
    const row = sequences[column]!.findIndex((issue) => issue.id === cursorId);
    if (row >= 0) return { column, row };
  }
  return null;
}

/** j/k: the next or previous issue; past the end of a group, the next group (the list); a column ends. */
function walk(sequences: Issue[][], position: Position, down: boolean, options: IssueKeysOptions) {
  const next = sequences[position.column]![position.row + (down ? 1 : -1)];
  if (next) return options.cursor.moveCursor(next);
  if (options.mode !== 'list') return;
  const others = down ? sequences.slice(position.column + 1) : sequences.slice(0, position.column).reverse();
  const group = others.find((list) => list.length > 0);
  options.cursor.moveCursor(down ? group?.[0] : group?.[group.length - 1]);
}

/** h/l: the nearest column on that side holding issues, at the same row or its last. */
function sideways(sequences: Issue[][], position: Position, step: -1 | 1, options: IssueKeysOptions) {
  for (let column = position.column + step; column >= 0 && column < sequences.length; column += step) {
    const items = sequences[column]!;
    if (items.length > 0) return options.cursor.moveCursor(items[Math.min(position.row, items.length - 1)]);
  }
}

/** Shift+←/→ on a card: the card moves to the neighbouring column (its state or its status changes). */
function moveAcross(event: KeyboardEvent, options: IssueKeysOptions) {
  const { cursorId, find } = options.cursor;
  if (options.mode !== 'board' || !cursorId) return;
  const issue = find(cursorId);
  // The column the focused card is drawn in, else where the issue belongs (a stale copy of it in
  // another column's loaded items must not decide where it moves from).
  const drawnIn = (event.target as HTMLElement | null)
    ?.closest?.('[data-column]')
    ?.getAttribute('data-column');
  const drawnAt = options.columns.findIndex((column) => column.key === drawnIn);
  const from = drawnAt >= 0 ? drawnAt : issue ? columnOfIssue(options.columns, issue) : -1;
  const to = from < 0 ? undefined : options.columns[from + (event.key === 'ArrowLeft' ? -1 : 1)];
  if (issue && to) {
    event.preventDefault();
    options.onMove(issue.id, to);
    // The card keeps the focus in its new column, so the next Shift+Arrow moves it on.
    options.cursor.refocus();
  }
}

/** The cursor keys (j/k/h/l, arrows on a card); whether the key was one of them. */
function moveCursorKey(event: KeyboardEvent, onIssue: boolean, options: IssueKeysOptions): boolean {
  const key = event.key;
  const down = key === 'j' || (onIssue && key === 'ArrowDown');
  const up = key === 'k' || (onIssue && key === 'ArrowUp');
  const side = (key === 'h' || key === 'l') && options.mode === 'board';
  if (!down && !up && !side) return false;
  event.preventDefault();
  const sequences = options.sequences();
  const position = positionOf(sequences, options.cursor.cursorId);
  if (!position) options.cursor.moveCursor(sequences.find((items) => items.length > 0)?.[0]);
  else if (side) sideways(sequences, position, key === 'h' ? -1 : 1, options);
  else walk(sequences, position, down, options);
  return true;
}

function onIssueKey(event: KeyboardEvent, options: IssueKeysOptions) {
  const target = event.target as HTMLElement | null;
  if (event.defaultPrevented || isTypingTarget(target)) return;
  if (document.querySelector('dialog[open]')) return;
  const onIssue = Boolean(target?.closest?.('[data-issue]'));
  if (event.shiftKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight') && onIssue) {
    return moveAcross(event, options);
  }
  if (!isPlainKey(event) || moveCursorKey(event, onIssue, options)) return;
  const { cursorId } = options.cursor;
  if (event.key === 'Enter' && cursorId && (onIssue || event.target === document.body)) {
    event.preventDefault();
    return options.onOpen(cursorId);
  }
  const action = options.actions[event.key];
  if (action) {
    event.preventDefault();
    action();
  }
}

/** The issues page's keyboard (lib/keyboard.ts lists it): never while typing in a field or in a dialog. */
export function useIssueKeys(options: IssueKeysOptions) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => onIssueKey(event, options);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
}
