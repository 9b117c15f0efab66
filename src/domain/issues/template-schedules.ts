import { ValidationError, type FieldErrors } from '../../errors.js';

/**
 * The schedule of a template (issue 40, decisions §12.13): `{every: day|week|month, on, at, timezone}`.
 *
 * - `every: "day"`: every day; `on` is empty.
 * - `every: "week"`: on the named weekdays (`mon`…`sun`, at least one): every weekday is
 *   `on: ["mon","tue","wed","thu","fri"]`.
 * - `every: "month"`: on day numbers (1…31; a month without that day is skipped, as calendars and cron
 *   do), `last-day`, and/or `<nth>-<weekday>` with nth `first|second|third|fourth|last` (`first-mon`
 *   is every first Monday).
 * - `at`: the wall-clock time `HH:MM` in `timezone` (an IANA name such as `Europe/Berlin`).
 *
 * Occurrences follow the wall clock of the time zone: 09:00 stays 09:00 across daylight saving. A time
 * that does not exist on a day (skipped by the clocks moving forward) falls on the same instant as the
 * minute after the gap (02:30 → 03:30); a time that happens twice (clocks moving back) is the first one.
 */
export const SCHEDULE_EVERY = ['day', 'week', 'month'] as const;
export type ScheduleEvery = (typeof SCHEDULE_EVERY)[number];
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const NTH = ['first', 'second', 'third', 'fourth', 'last'] as const;

export interface Schedule {
  every: ScheduleEvery;
  on: (string | number)[];
  at: string;
  timezone: string;
}

export const AT_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const MONTH_RULE_PATTERN = /^(first|second|third|fourth|last)-(mon|tue|wed|thu|fri|sat|sun)$/;
const DAY_MS = 86_400_000;

/** Whether `timezone` is a time zone this runtime knows (Intl). */
export function isKnownTimeZone(timezone: string): boolean {
  if (timezone.length === 0 || timezone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a schedule as given (after the schema) and returns it in its stored form: `on` without
 * duplicates, in a stable order, the time zone in its canonical spelling. 422 on `schedule.<field>`.
 */
export function normaliseSchedule(input: {
  every: ScheduleEvery;
  on?: (string | number)[];
  at: string;
  timezone?: string;
}): Schedule {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[`schedule.${field}`] ??= []).push(message);
  const timezone = input.timezone ?? 'UTC';
  if (!isKnownTimeZone(timezone))
    add('timezone', 'The timezone must be a time zone name such as Europe/Berlin.');
  if (!AT_PATTERN.test(input.at)) add('at', 'The time must be written HH:MM (00:00 to 23:59).');
  const on = [...new Set(input.on ?? [])];
  const bad = on.filter((value) => !onValueFits(input.every, value));
  if (bad.length > 0) add('on', onMessage(input.every, bad));
  else if (input.every !== 'day' && on.length === 0)
    add('on', `A schedule every ${input.every} needs at least one value in on.`);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    every: input.every,
    on: sortOn(input.every, on),
    at: input.at,
    timezone: isKnownTimeZone(timezone)
      ? new Intl.DateTimeFormat('en-US', { timeZone: timezone }).resolvedOptions().timeZone
      : timezone,
  };
}

function onValueFits(every: ScheduleEvery, value: string | number): boolean {
  if (every === 'day') return false;
  if (every === 'week') return typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 31;
  return value === 'last-day' || MONTH_RULE_PATTERN.test(value);
}

function onMessage(every: ScheduleEvery, bad: (string | number)[]): string {
  const shown = bad.map((value) => JSON.stringify(value)).join(', ');
  if (every === 'day') return 'A schedule every day takes no on values; use every week to choose weekdays.';
  if (every === 'week') return `Not a weekday (mon, tue, wed, thu, fri, sat, sun): ${shown}.`;
  return `Not a day of the month (1 to 31, last-day, or first-mon … last-sun): ${shown}.`;
}

function sortOn(every: ScheduleEvery, on: (string | number)[]): (string | number)[] {
  if (every === 'week') {
    const order = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
    return [...on].sort((a, b) => order.indexOf(String(a)) - order.indexOf(String(b)));
  }
  const numbers = on.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
  const words = on.filter((value): value is string => typeof value === 'string').sort();
  return [...numbers, ...words];
}

/** A calendar day of the time zone, as a UTC midnight (only its y/m/d and weekday are used). */
type LocalDay = number;

/** Whether the schedule has an occurrence on `day`. */
export function occursOn(schedule: Schedule, day: LocalDay): boolean {
  const date = new Date(day);
  const weekday = WEEKDAYS[date.getUTCDay()]!;
  if (schedule.every === 'day') return true;
  if (schedule.every === 'week') return schedule.on.includes(weekday);
  const dayOfMonth = date.getUTCDate();
  const monthLength = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  return schedule.on.some((rule) => {
    if (typeof rule === 'number') return rule === dayOfMonth;
    if (rule === 'last-day') return dayOfMonth === monthLength;
    const [nth, ruleDay] = rule.split('-') as [(typeof NTH)[number], string];
    if (ruleDay !== weekday) return false;
    if (nth === 'last') return dayOfMonth + 7 > monthLength;
    return Math.ceil(dayOfMonth / 7) === NTH.indexOf(nth) + 1;
  });
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** The wall-clock time of `instant` in the time zone, as if it were UTC (milliseconds). */
function wallClock(instant: number, timezone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timezone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The instant at which the wall clock of the time zone shows `wall` (see the DST rules above). */
export function instantOfWallClock(wall: number, timezone: string): number {
  const offsetBefore = wallClock(wall - DAY_MS, timezone) - (wall - DAY_MS);
  const offsetAfter = wallClock(wall + DAY_MS, timezone) - (wall + DAY_MS);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => wallClock(instant, timezone) === wall,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap: the offset before the change carries the time past it (02:30 → 03:30).
  return wall - offsetBefore;
}

function minutesOf(at: string): number {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The local day (midnight, as UTC) the time zone's wall clock shows at `instant`. */
function localDayOf(instant: number, timezone: string): LocalDay {
  const wall = wallClock(instant, timezone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

function occurrenceOn(schedule: Schedule, day: LocalDay): number {
  return instantOfWallClock(day + minutesOf(schedule.at) * 60_000, schedule.timezone);
}

/** How far to look for an occurrence: any rule has one within two months; a year covers them all. */
const SEARCH_DAYS = 400;

/** The first `count` occurrences strictly after `after`. */
export function occurrencesAfter(schedule: Schedule, after: Date, count: number): Date[] {
  const found: Date[] = [];
  const start = localDayOf(after.getTime(), schedule.timezone) - DAY_MS;
  for (let i = 0; i <= SEARCH_DAYS && found.length < count; i++) {
    const day = start + i * DAY_MS;
    if (!occursOn(schedule, day)) continue;
    const instant = occurrenceOn(schedule, day);
    if (instant > after.getTime()) found.push(new Date(instant));
  }
  return found;
}

export function nextOccurrence(schedule: Schedule, after: Date): Date | null {
  return occurrencesAfter(schedule, after, 1)[0] ?? null;
}

/** The latest occurrence at or before `atOrBefore` and at or after `notBefore`; null if none. */
export function latestOccurrence(schedule: Schedule, atOrBefore: Date, notBefore: Date): Date | null {
  const last = localDayOf(atOrBefore.getTime(), schedule.timezone) + DAY_MS;
  for (let i = 0; i <= SEARCH_DAYS; i++) {
    const day = last - i * DAY_MS;
    if (day + 2 * DAY_MS < notBefore.getTime()) return null;
    if (!occursOn(schedule, day)) continue;
    const instant = occurrenceOn(schedule, day);
    if (instant <= atOrBefore.getTime() && instant >= notBefore.getTime()) return new Date(instant);
    if (instant < notBefore.getTime()) return null;
  }
  return null;
}
