import { todayUtc } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import { findProject } from '../../repositories/projects.js';
import type { InsightScope } from '../../repositories/insights.js';
import { type Caller } from '../caller.js';
import { cadenceOf, type Cadence } from './cycles.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { addDays, daysInclusive, mondayOf } from '../time/holidays.js';
import { assertCanSeeInsights } from '../policy.js';

/**
 * Insights (decisions §12.15; docs/decisions.md "Issue 41 — insights"): what every series shares — who
 * may read them, the window of days and the project and cycle filters, checked against the caller's
 * workspace. The series themselves are in insights-*.ts, their counting in repositories/insights.ts.
 */

/** Weeks a series covers when `from` is left out, this one included. */
export const DEFAULT_INSIGHT_WEEKS = 12;
/** The longest window, in days: a year of weekly points is what a chart can show. */
export const MAX_INSIGHT_DAYS = 371;

export interface InsightFilters {
  from?: string;
  to?: string;
  project_id?: number;
  cycle_id?: number;
}

export interface InsightWindow {
  from: string;
  to: string;
}

export function insightWindow(query: InsightFilters): InsightWindow {
  const to = query.to ?? todayUtc();
  const from = query.from ?? addDays(mondayOf(to), -7 * (DEFAULT_INSIGHT_WEEKS - 1));
  if (from > to) {
    throw ValidationError.field(
      query.to === undefined ? 'from' : 'to',
      'The to date must be on or after the from date.',
    );
  }
  if (daysInclusive(from, to) > MAX_INSIGHT_DAYS) {
    throw ValidationError.field('from', `A series may span at most ${MAX_INSIGHT_DAYS} days.`);
  }
  return { from, to };
}

/** The workspace's cadence, or 404 for a cycle asked of a workspace with cycles off. */
export function cadenceOrNotFound(caller: Caller): Cadence {
  const cadence = cadenceOf(caller.workspace);
  if (cadence === null) throw new NotFoundError('Cycle');
  return cadence;
}

/** A project id of another workspace (or none) is 422 on `project_id`, as every id sent (contract). */
export async function checkedProject(
  db: Executor,
  caller: Caller,
  id: number | undefined,
): Promise<number | null> {
  if (id === undefined) return null;
  const project = await findProject(db, caller.workspace.id, id);
  if (project === undefined) throw ValidationError.field('project_id', 'No such project in this workspace.');
  return project.id;
}

/** Checks the caller and the filters, then gives the scope the queries count over. */
export async function insightScope(
  db: Executor,
  caller: Caller,
  query: InsightFilters,
): Promise<InsightScope & InsightWindow> {
  assertCanSeeInsights(caller);
  const window = insightWindow(query);
  if (query.cycle_id !== undefined) cadenceOrNotFound(caller);
  return {
    workspaceId: caller.workspace.id,
    from: window.from,
    to: window.to,
    start: `${window.from}T00:00:00.000Z`,
    end: `${addDays(window.to, 1)}T00:00:00.000Z`,
    projectId: await checkedProject(db, caller, query.project_id),
    cycleNumber: query.cycle_id ?? null,
  };
}

/** The Mondays of every ISO week touching the window, in order. */
export function weeksOf(window: InsightWindow): string[] {
  const weeks: string[] = [];
  for (let monday = mondayOf(window.from); monday <= window.to; monday = addDays(monday, 7))
    weeks.push(monday);
  return weeks;
}
