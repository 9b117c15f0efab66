import { todayUtc } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import {
  burnupRows,
  durationTallies,
  DURATION_BOUNDS,
  throughputByDay,
  type DurationTally,
} from '../../repositories/insights.js';
import { isCycleClosed } from '../../repositories/cycles.js';
import type {
  BurnupQueryInput,
  BurnupView,
  CycleTimeQueryInput,
  CycleTimeView,
  DistributionView,
  ThroughputQueryInput,
  ThroughputView,
} from '../../schemas/insights.js';
import { ISSUE_TYPES } from '../../schemas/enums.js';
import type { Caller } from '../caller.js';
import { cycleNumberOn, cycleWindow } from './cycles.js';
import { cadenceOrNotFound, checkedProject, insightScope, weeksOf } from './insights.js';
import { eachDay, mondayOf } from '../time/holidays.js';
import { NotFoundError } from '../../errors.js';
import { assertCanSeeInsights } from '../policy.js';

/**
 * The flow of work (issue 41): a cycle's burn-up, weekly throughput by type, and how long issues took.
 * "Done" is the status `done` (not `canceled`); see docs/decisions.md "Issue 41 — insights".
 */

/** `GET /insights/cycle-burnup`: scope and done at the end of each day of the cycle, carry-over marked. */
export async function cycleBurnupFor(
  db: Executor,
  caller: Caller,
  query: BurnupQueryInput,
): Promise<BurnupView> {
  assertCanSeeInsights(caller);
  const cadence = cadenceOrNotFound(caller);
  const number = query.cycle_id ?? cycleNumberOn(cadence, todayUtc());
  if (number === null) throw new NotFoundError('Cycle');
  const projectId = await checkedProject(db, caller, query.project_id);
  const cycle = cycleWindow(cadence, number);
  const [rows, closed] = await Promise.all([
    burnupRows(db, caller.workspace.id, number, projectId),
    isCycleClosed(db, caller.workspace.id, number),
  ]);
  // Days still to come have no end yet: a running cycle's burn-up stops at today.
  const today = todayUtc();
  const last = cycle.ends_on < today ? cycle.ends_on : today;
  const days = eachDay(cycle.starts_on, last, cadence.lengthDays).map((day) => ({
    day,
    scope: 0,
    done: 0,
    carried_in: 0,
  }));
  let carriedIn = 0;
  let carriedOut = 0;
  for (const row of rows) {
    if (row.left) carriedOut += row.issues;
    const entered = row.entered < cycle.starts_on ? cycle.starts_on : row.entered;
    if (row.carried) carriedIn += row.issues;
    for (const point of days) {
      if (point.day < entered) continue;
      point.scope += row.issues;
      if (row.carried) point.carried_in += row.issues;
      if (row.done !== null && row.done <= point.day) point.done += row.issues;
    }
  }
  return { cycle, days, carried_in: carriedIn, carried_out: closed ? carriedOut : null };
}

/** `GET /insights/throughput`: issues done per ISO week, by type (types in the contract's order). */
export async function throughputFor(
  db: Executor,
  caller: Caller,
  query: ThroughputQueryInput,
): Promise<ThroughputView> {
  const scope = await insightScope(db, caller, query);
  const rows = await throughputByDay(db, scope);
  const weeks = new Map(weeksOf(scope).map((week) => [week, new Map<string, number>()]));
  for (const row of rows) {
    const week = weeks.get(mondayOf(row.day))!;
    week.set(row.type, (week.get(row.type) ?? 0) + row.done);
  }
  const seen = new Set(rows.map((row) => row.type));
  const types = ISSUE_TYPES.filter((type) => seen.has(type)) as string[];
  return {
    from: scope.from,
    to: scope.to,
    types,
    weeks: [...weeks].map(([week, counts]) => ({
      week,
      total: [...counts.values()].reduce((sum, n) => sum + n, 0),
      by_type: types.map((type) => ({ type, done: counts.get(type) ?? 0 })),
    })),
  };
}

const BUCKET_LABELS = [
  'under 1 day',
  '1–2 days',
  '2–4 days',
  '4–7 days',
  '1–2 weeks',
  '2–4 weeks',
  '4 weeks or more',
];

/** Days to one decimal. */
function roundDays(days: number | null): number | null {
  return days === null ? null : Math.round(days * 10) / 10;
}

function distribution(tally: DurationTally): DistributionView {
  const bounds = [0, ...DURATION_BOUNDS];
  return {
    count: tally.count,
    median_days: roundDays(tally.median),
    p85_days: roundDays(tally.p85),
    buckets: tally.buckets.map((count, index) => ({
      label: BUCKET_LABELS[index]!,
      min_days: bounds[index]!,
      max_days: DURATION_BOUNDS[index] ?? null,
      count,
    })),
  };
}

/** `GET /insights/cycle-time`: cycle and lead time distributions of the issues done in the window. */
export async function cycleTimeFor(
  db: Executor,
  caller: Caller,
  query: CycleTimeQueryInput,
): Promise<CycleTimeView> {
  const scope = await insightScope(db, caller, query);
  const { lead, cycle } = await durationTallies(db, scope);
  return { from: scope.from, to: scope.to, cycle_time: distribution(cycle), lead_time: distribution(lead) };
}
