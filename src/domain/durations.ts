import { ValidationError } from './errors.js';

/**
 * Duration strings (contract: "Duration strings", Limits "Duration units"): numbers with the units
 * `w`, `d`, `h`, `m`, optionally separated by spaces (`1d 2h 30m`, `1d2h`, `1.5h`). A week is five days
 * and a day eight hours. The one parser: time entries, the meeting time endpoint and absences use it.
 */
export const MINUTES_PER_HOUR = 60;
export const HOURS_PER_DAY = 8;
export const DAYS_PER_WEEK = 5;
export const MINUTES_PER_DAY = HOURS_PER_DAY * MINUTES_PER_HOUR;
export const MINUTES_PER_WEEK = DAYS_PER_WEEK * MINUTES_PER_DAY;

/** The largest single entry: 52 working weeks. Keeps sums far inside a 32-bit integer column. */
export const MAX_ENTRY_MINUTES = 52 * MINUTES_PER_WEEK;

/** Longest duration string accepted; anything longer is not a plausible duration. */
export const MAX_DURATION_LENGTH = 100;

const UNIT_MINUTES: Record<string, number> = {
  w: MINUTES_PER_WEEK,
  d: MINUTES_PER_DAY,
  h: MINUTES_PER_HOUR,
  m: 1,
};

// Sticky, so the scanner walks the string once with no backtracking across parts.
const PART = /\s*(\d{1,9}(?:\.\d{1,6})?)\s*([wdhm])\s*/iy;

/**
 * Minutes in `raw`, rounded to the nearest whole minute, or null when it is not a duration string.
 * Units may repeat and come in any order; their values add up.
 */
export function durationMinutes(raw: string): number | null {
  if (raw.length > MAX_DURATION_LENGTH || raw.trim() === '') return null;
  PART.lastIndex = 0;
  let total = 0;
  while (PART.lastIndex < raw.length) {
    const start = PART.lastIndex;
    const match = PART.exec(raw);
    if (!match || PART.lastIndex === start) return null;
    total += Number(match[1]) * UNIT_MINUTES[match[2]!.toLowerCase()]!;
  }
  return Math.round(total);
}

/** Parses a duration field; a string that does not parse or sums to zero is a 422 naming `field`. */
export function parseDuration(raw: string, field = 'duration'): number {
  const minutes = durationMinutes(raw);
  if (minutes === null) {
    throw ValidationError.field(
      field,
      `The ${field} must be made of numbers with the units w, d, h or m, such as "1d 2h 30m".`,
    );
  }
  if (minutes <= 0) throw ValidationError.field(field, `The ${field} must be at least one minute.`);
  if (minutes > MAX_ENTRY_MINUTES) {
    throw ValidationError.field(field, `The ${field} may be at most 52 weeks.`);
  }
  return minutes;
}

/** Canonical text for a number of minutes: `1w 2d 3h 4m`, zero parts left out. */
export function formatDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0) return '0m';
  const parts: string[] = [];
  let rest = minutes;
  for (const unit of ['w', 'd', 'h', 'm'] as const) {
    const size = UNIT_MINUTES[unit]!;
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count}${unit}`);
  }
  return parts.join(' ');
}

export interface DurationInput {
  duration?: string | undefined;
  minutes?: number | undefined;
}

/**
 * The `duration` (string) or `minutes` (int) pair of a write: exactly one may be sent. Returns the
 * minutes, or `undefined` when neither was sent (a PATCH leaving them alone, or a default applying).
 */
export function minutesFrom(
  input: DurationInput,
  maxMinutes = MAX_ENTRY_MINUTES,
  maxText = `at most ${formatDuration(maxMinutes)}`,
): number | undefined {
  if (input.duration !== undefined && input.minutes !== undefined) {
    throw ValidationError.field('duration', 'Send either duration or minutes, not both.');
  }
  let minutes: number | undefined;
  let field = 'minutes';
  if (input.duration !== undefined) {
    minutes = parseDuration(input.duration, 'duration');
    field = 'duration';
  } else if (input.minutes !== undefined) {
    if (!Number.isInteger(input.minutes)) {
      throw ValidationError.field('minutes', 'The minutes field must be an integer.');
    }
    if (input.minutes < 1) throw ValidationError.field('minutes', 'The minutes must be at least 1.');
    minutes = input.minutes;
  }
  if (minutes !== undefined && minutes > maxMinutes) {
    throw ValidationError.field(field, `The ${field} may be ${maxText}.`);
  }
  return minutes;
}

/** As `minutesFrom`, for writes that must say how long: neither field is a 422 on `duration`. */
export function requiredMinutesFrom(
  input: DurationInput,
  maxMinutes = MAX_ENTRY_MINUTES,
  maxText?: string,
): number {
  const minutes = minutesFrom(input, maxMinutes, maxText);
  if (minutes === undefined) {
    throw ValidationError.field('duration', 'The duration field is required when minutes is not present.');
  }
  return minutes;
}
