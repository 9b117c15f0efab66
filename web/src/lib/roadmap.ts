/**
 * The roadmap's time line without React: the window a zoom shows, the ticks of its scale, where a day
 * falls, and how a key or a drag changes a bar's dates. Days are `YYYY-MM-DD` UTC days, as the API's.
 */
import { addDays, parseDay, weekStart } from './calendar.js';

export type Zoom = 'week' | 'month' | 'quarter';
export const ZOOMS: readonly Zoom[] = ['week', 'month', 'quarter'];

const DAY_MS = 86_400_000;

/** Pixels per day at each zoom. */
export const DAY_WIDTH: Record<Zoom, number> = { week: 24, month: 7, quarter: 2.5 };

/** How far Earlier / Later moves the window, in days. */
export const STEP_DAYS: Record<Zoom, number> = { week: 28, month: 91, quarter: 365 };

export interface TimeWindow {
  from: string;
  to: string;
  days: number;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS);
}

function monthStart(day: string, monthsLater = 0): string {
  const date = parseDay(day);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsLater, 1))
    .toISOString()
    .slice(0, 10);
}

function quarterStart(day: string, quartersLater = 0): string {
  const date = parseDay(day);
  const month = Math.floor(date.getUTCMonth() / 3) * 3 + quartersLater * 3;
  return new Date(Date.UTC(date.getUTCFullYear(), month, 1)).toISOString().slice(0, 10);
}

/** The days a zoom shows around `anchor`: 12 weeks, 7 months or 8 quarters, starting a little before. */
export function windowFor(zoom: Zoom, anchor: string): TimeWindow {
  let from: string;
  let end: string;
  if (zoom === 'week') {
    from = addDays(weekStart(anchor), -14);
    end = addDays(from, 12 * 7);
  } else if (zoom === 'month') {
    from = monthStart(anchor, -1);
    end = monthStart(from, 7);
  } else {
    from = quarterStart(anchor, -1);
    end = quarterStart(from, 8);
  }
  return { from, to: addDays(end, -1), days: daysBetween(from, end) };
}

export interface Tick {
  day: string;
  label: string;
}

/** The scale's marks: Mondays, first days of months, or first days of quarters. */
export function ticksFor(zoom: Zoom, window: TimeWindow, locale?: string): Tick[] {
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const ticks: Tick[] = [];
  for (let index = 0; index < window.days; index++) {
    const day = addDays(window.from, index);
    const date = parseDay(day);
    if (zoom === 'week' && date.getUTCDay() === 1) ticks.push({ day, label: dayMonth.format(date) });
    if (zoom === 'month' && date.getUTCDate() === 1) ticks.push({ day, label: monthYear.format(date) });
    if (zoom === 'quarter' && date.getUTCDate() === 1 && date.getUTCMonth() % 3 === 0) {
      ticks.push({ day, label: `Q${date.getUTCMonth() / 3 + 1} ${date.getUTCFullYear()}` });
    }
  }
  return ticks;
}

export interface Span {
  start: string | null;
  target: string | null;
}

/** The first and last day a bar covers (one date alone: that day). */
export function spanDays(span: Span): { first: string; last: string } | null {
  const first = span.start ?? span.target;
  const last = span.target ?? span.start;
  return first && last ? { first, last } : null;
}

/** A bar moved by `days`: both of its dates (the ones it has). */
export function moveSpan(span: Span, days: number): Span {
  return {
    start: span.start === null ? null : addDays(span.start, days),
    target: span.target === null ? null : addDays(span.target, days),
  };
}

/** A bar's end moved by `days`, never before its start; a bar with a start alone gains an end. */
export function resizeSpan(span: Span, days: number): Span {
  const days_ = spanDays(span);
  if (!days_) return span;
  const end = addDays(days_.last, days);
  return { start: span.start, target: end < days_.first ? days_.first : end };
}

/**
 * What a key does to a focused bar: ArrowLeft/ArrowRight move it a day (Shift: a week); `[` and `]`
 * move its end (Shift, `{` and `}`: a week). Null: not a roadmap key.
 */
export function spanAfterKey(span: Span, key: string, shift: boolean): Span | null {
  const size = shift ? 7 : 1;
  if (key === 'ArrowLeft') return moveSpan(span, -size);
  if (key === 'ArrowRight') return moveSpan(span, size);
  if (key === '[' || key === '{') return resizeSpan(span, key === '{' ? -7 : -size);
  if (key === ']' || key === '}') return resizeSpan(span, key === '}' ? 7 : size);
  return null;
}

/** `4 Jan 2027`. */
export function longDay(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parseDay(day));
}
