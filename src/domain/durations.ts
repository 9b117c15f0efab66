import { durationMinutes, formatDuration, MAX_ENTRY_MINUTES } from '../schemas/durations.js';
import { ValidationError } from '../errors.js';

/** Duration fields of writes: the syntax (src/schemas/durations.ts) with the contract's 422s. */

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
