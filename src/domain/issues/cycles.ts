import type { Executor } from '../../db/connection.js';
import type { Workspace } from '../../db/schema.js';
import { carriedByCycle, cycleTallies, isCycleClosed } from '../../repositories/cycles.js';
import type { CycleListItem, CycleView } from '../../schemas/cycles.js';
import { ValidationError } from '../../errors.js';
import { ISSUE_STATUSES, type CycleListWhen } from '../../schemas/enums.js';
import { MAX_CYCLE_NUMBER } from '../../schemas/limits.js';

/**
 * Cycles (contract: Cycle; decisions §1, §3.8): numbered windows generated on the workspace's cadence
 * and never edited. Cycle 1 starts on `cycle_first_starts_on`; each lasts `cycle_length_days` days and
 * ends inclusive, so a 14-day cycle starting 2026-11-02 ends 2026-11-15. A workspace without a cadence
 * has cycles switched off.
 */
export interface Cadence {
  lengthDays: number;
  firstStartsOn: string;
}

export type CycleSettings = Pick<Workspace, 'cycle_length_days' | 'cycle_first_starts_on'>;

const DAY_MS = 86_400_000;

export function cadenceOf(workspace: CycleSettings): Cadence | null {
  if (workspace.cycle_length_days === null || workspace.cycle_first_starts_on === null) return null;
  return { lengthDays: workspace.cycle_length_days, firstStartsOn: workspace.cycle_first_starts_on };
}

function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function cycleWindow(cadence: Cadence, number: number): CycleView {
  const start = dayNumber(cadence.firstStartsOn) + (number - 1) * cadence.lengthDays;
  return { number, starts_on: dateOf(start), ends_on: dateOf(start + cadence.lengthDays - 1) };
}

/** The cycle a day falls in, or null before cycle 1 starts. */
export function cycleNumberOn(cadence: Cadence, date: string): number | null {
  const offset = dayNumber(date) - dayNumber(cadence.firstStartsOn);
  if (offset < 0) return null;
  return Math.floor(offset / cadence.lengthDays) + 1;
}

/** The last cycle whose final day is before `today` (0 when none has ended yet). */
export function lastEndedCycle(cadence: Cadence, today: string): number {
  const current = cycleNumberOn(cadence, today);
  return current === null ? 0 : current - 1;
}

/** The `cycle` field of an issue: absent (undefined) with cycles off, null outside every window. */
export function presentCycle(cadence: Cadence | null, number: number | null): CycleView | null | undefined {
  if (cadence === null) return undefined;
  return number === null ? null : cycleWindow(cadence, number);
}

/**
 * Checks a `cycle` written on an issue: cycles must be switched on, and a cycle whose carry-over has
 * already run is closed to new work (nothing would ever carry the issue out of it).
 */
export async function assertCycleWritable(
  db: Executor,
  workspace: Pick<Workspace, 'id'> & CycleSettings,
  number: number,
): Promise<void> {
  if (cadenceOf(workspace) === null) {
    throw ValidationError.field('cycle', 'Cycles are switched off in this workspace.');
  }
  if (!Number.isInteger(number) || number < 1 || number > MAX_CYCLE_NUMBER) {
    throw ValidationError.field('cycle', `The cycle must be a cycle number from 1 to ${MAX_CYCLE_NUMBER}.`);
  }
  if (await isCycleClosed(db, workspace.id, number))
    throw ValidationError.field('cycle', `Cycle ${number} has ended and is closed.`);
}

/** `GET /cycles` offers this many cycles after the current one: enough to plan, never endless. */
export const UPCOMING_CYCLES_LISTED = 6;

/**
 * `GET /cycles`: the workspace's cycles with their dates and where they stand on `today`: every past
 * one, the current one and the next UPCOMING_CYCLES_LISTED. `all` and `past` list the latest first,
 * `upcoming` the soonest first. Nothing when cycles are switched off. Each carries its issue counts
 * and carry-over, read for the page only.
 */
export async function listCycles(
  db: Executor,
  workspace: Pick<Workspace, 'id'> & CycleSettings,
  when: CycleListWhen,
  today: string,
  limit: number,
  offset: number,
): Promise<{ items: CycleListItem[]; total: number }> {
  const cadence = cadenceOf(workspace);
  if (cadence === null) return { items: [], total: 0 };
  const current = cycleNumberOn(cadence, today);
  const lastPast = current === null ? 0 : current - 1;
  const firstUpcoming = current === null ? 1 : current + 1;
  const lastUpcoming = Math.min(MAX_CYCLE_NUMBER, firstUpcoming + UPCOMING_CYCLES_LISTED - 1);
  let numbers: number[];
  if (when === 'current') numbers = current === null ? [] : [current];
  else if (when === 'past') numbers = range(lastPast, 1);
  else if (when === 'upcoming') numbers = range(firstUpcoming, lastUpcoming);
  else numbers = range(lastUpcoming, 1);
  const stateOf = (number: number): CycleListItem['state'] =>
    number === current ? 'current' : number < firstUpcoming ? 'past' : 'upcoming';
  const page = numbers.slice(offset, offset + limit);
  const tallies = await cycleTallies(db, workspace.id, page);
  const carried = await carriedByCycle(db, workspace.id, [...new Set(page.flatMap((n) => [n - 1, n]))]);
  return {
    items: page.map((number) => ({
      ...cycleWindow(cadence, number),
      state: stateOf(number),
      issues: tallies.get(number)?.issues ?? 0,
      done: tallies.get(number)?.done ?? 0,
      // Cycle 1 has no predecessor, so nothing was ever carried into it.
      carried_in: number === 1 ? 0 : (carried.get(number - 1) ?? null),
      carried_out: carried.get(number) ?? null,
      statuses: ISSUE_STATUSES.flatMap((status) => {
        const issues = tallies.get(number)?.statuses.get(status) ?? 0;
        return issues > 0 ? [{ status, issues }] : [];
      }),
    })),
    total: numbers.length,
  };
}

/** Whole numbers from `from` to `to` inclusive, counting down when `from` is the larger. */
function range(from: number, to: number): number[] {
  if (from < 1 || to < 1) return [];
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step);
}
