/** How issues are shown: the statuses in board order, due dates. */
import { ISSUE_STATUSES, ISSUE_TYPES, PRIORITIES } from '../../../src/schemas/enums.js';

/** The board's columns, left to right; priorities, most pressing first; types: the contract's order. */
export const STATUS_ORDER = ISSUE_STATUSES;
export const PRIORITY_ORDER = PRIORITIES;
export const TYPE_ORDER = ISSUE_TYPES;

/** Past its due date and still open; dates are compared as UTC days, as the server stores them. */
export function dueState(due: string, status: string, today: Date = new Date()): 'overdue' | 'due' {
  const closed = status === 'done' || status === 'canceled';
  return !closed && due < today.toISOString().slice(0, 10) ? 'overdue' : 'due';
}
