import type { Static } from 'typebox';
import type { RecordAbsenceBody } from '../../schemas/absences.js';
import { nowOf, type CommandContext } from '../context.js';
import { type Db, inTransaction } from '../../db/connection.js';
import type { TimeEntry } from '../../db/schema.js';
import { absenceDays, insertTimeEntries } from '../../repositories/time-entries.js';
import { asPerson } from '../policy.js';
import { minutesFrom } from '../durations.js';
import { formatDuration, MINUTES_PER_DAY } from '../../schemas/durations.js';
import type { AbsenceKind } from '../../schemas/enums.js';
import { ValidationError } from '../../errors.js';
import { daysInclusive, eachDay, isWeekend, publicHolidays } from './holidays.js';
import { retryOnUniqueViolation } from '../store-retry.js';
import { ABSENCE_LABELS, MAX_ABSENCE_DAY_MINUTES, normaliseNote } from './time-entries.js';

/**
 * Absences (contract: Absences; decisions §5.3, §5.5). One entry per working day, the caller's own.
 * Weekends are skipped; a public holiday of the workspace's region is recorded as `public_holiday`
 * (with the holiday's name as its note) instead of the requested kind and listed under
 * `skipped.holidays`; a day that already carries an absence is left alone and listed under
 * `skipped.already_recorded`. A weekend wins over a holiday falling on it.
 */
export const MAX_ABSENCE_RANGE_DAYS = 366;

export type AbsenceInput = Static<typeof RecordAbsenceBody>;

export interface AbsenceResult {
  entries: TimeEntry[];
  summary: string;
  skipped: { weekends: number; holidays: Record<string, string>; already_recorded: string[] };
}

/** The days an absence request covers: `date`, or `from` + `to` (at most 366 days). */
export function absenceRange(input: Pick<AbsenceInput, 'date' | 'from' | 'to'>): {
  from: string;
  to: string;
} {
  const { date, from, to } = input;
  if (date !== undefined) {
    if (from !== undefined || to !== undefined) {
      throw ValidationError.field('date', 'Send either date (one day) or from and to (a range), not both.');
    }
    return { from: date, to: date };
  }
  if (from === undefined && to === undefined) {
    throw ValidationError.field('date', 'The date field is required when from and to are not present.');
  }
  if (from === undefined)
    throw ValidationError.field('from', 'The from field is required when to is present.');
  if (to === undefined) throw ValidationError.field('to', 'The to field is required when from is present.');
  if (to < from) throw ValidationError.field('to', 'The to date must be on or after the from date.');
  if (daysInclusive(from, to) > MAX_ABSENCE_RANGE_DAYS) {
    throw ValidationError.field('to', `An absence range may span at most ${MAX_ABSENCE_RANGE_DAYS} days.`);
  }
  return { from, to };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function summarise(
  kind: AbsenceKind,
  requested: number,
  holidays: number,
  minutesPerDay: number,
  skipped: AbsenceResult['skipped'],
): string {
  const recorded: string[] = [];
  if (requested > 0) recorded.push(`${plural(requested, 'day')} of ${ABSENCE_LABELS[kind].toLowerCase()}`);
  if (holidays > 0) recorded.push(plural(holidays, 'public holiday'));
  let text =
    recorded.length > 0
      ? `Recorded ${recorded.join(' and ')} (${formatDuration(minutesPerDay)} each).`
      : 'Recorded nothing.';
  const left: string[] = [];
  if (skipped.weekends > 0) left.push(plural(skipped.weekends, 'weekend day'));
  if (skipped.already_recorded.length > 0) {
    left.push(`${plural(skipped.already_recorded.length, 'day')} already recorded`);
  }
  if (left.length > 0) text += ` Skipped ${left.join(' and ')}.`;
  return text;
}

/** POST /absences: the caller's absence on each working day of the range. */
export async function recordAbsences(
  db: Db,
  ctx: CommandContext,
  input: AbsenceInput,
): Promise<AbsenceResult> {
  const { caller } = ctx;
  const minutesPerDay =
    minutesFrom(input, MAX_ABSENCE_DAY_MINUTES, 'at most 24 hours a day') ?? MINUTES_PER_DAY;
  const { from, to } = absenceRange(input);
  const holidays = publicHolidays(caller.workspace.holiday_region, from, to);
  const note = normaliseNote(input.note);
  const actor = { type: 'user' as const, id: asPerson(caller, 'record absences').user.id };

  // Two requests over the same days race on the one-absence-per-day index; the loser starts over and
  // finds the winner's days already recorded.
  return retryOnUniqueViolation(() =>
    inTransaction(db, async (tx) => {
      const taken = await absenceDays(tx, caller.workspace.id, actor, from, to);
      const skipped: AbsenceResult['skipped'] = { weekends: 0, holidays: {}, already_recorded: [] };
      const now = nowOf(ctx);
      const rows = [];
      let requestedDays = 0;
      for (const day of eachDay(from, to, MAX_ABSENCE_RANGE_DAYS)) {
        if (isWeekend(day)) {
          skipped.weekends++;
          continue;
        }
        if (taken.has(day)) {
          skipped.already_recorded.push(day);
          continue;
        }
        const holiday = holidays.get(day);
        if (holiday !== undefined) skipped.holidays[day] = holiday;
        else requestedDays++;
        rows.push({
          workspace_id: caller.workspace.id,
          actor_type: actor.type,
          actor_id: actor.id,
          subject: 'absence' as const,
          issue_id: null,
          meeting_id: null,
          absence_kind: holiday === undefined ? input.kind : 'public_holiday',
          minutes: minutesPerDay,
          spent_on: day,
          source: 'manual' as const,
          note: holiday === undefined ? note : holiday,
          run_id: null,
          created_at: now,
          updated_at: now,
        });
      }
      const entries = await insertTimeEntries(tx, rows);
      const holidayCount = Object.keys(skipped.holidays).length;
      return {
        entries,
        summary: summarise(input.kind, requestedDays, holidayCount, minutesPerDay, skipped),
        skipped,
      };
    }),
  );
}
