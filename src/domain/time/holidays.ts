import { createRequire } from 'node:module';
import type HolidaysClass from 'date-holidays';

type Holidays = HolidaysClass;
let HolidaysConstructor: typeof HolidaysClass | null = null;

/** date-holidays carries every country's rules (~27 MB); it is loaded the first time a region is asked for. */
function loadHolidays(): typeof HolidaysClass {
  HolidaysConstructor ??= createRequire(import.meta.url)('date-holidays') as typeof HolidaysClass;
  return HolidaysConstructor;
}

/**
 * Public holidays of a workspace's `holiday_region` (a date-holidays country or country-state code such
 * as `DE` or `DE-BY`) and the calendar arithmetic on `YYYY-MM-DD` dates that absences and capacity
 * need. Only holidays of type `public` count (bank holidays, observances and school holidays do not);
 * names are in English where date-holidays has a translation.
 */
const calendars = new Map<string, Holidays | null>();

function calendarFor(region: string): Holidays | null {
  const key = region.trim().toUpperCase();
  if (!calendars.has(key)) {
    const [country, state] = key.split('-', 2) as [string, string | undefined];
    let calendar: Holidays | null = null;
    try {
      const options = { languages: ['en'], types: ['public' as const] };
      const Holidays = loadHolidays();
      calendar = state ? new Holidays(country, state, options) : new Holidays(country, options);
      // An unknown code leaves the calendar empty rather than throwing; treat it as "no holidays".
      if (!calendar.getCountries()[country]) calendar = null;
    } catch {
      calendar = null;
    }
    calendars.set(key, calendar);
  }
  return calendars.get(key) ?? null;
}

/** Whether date-holidays knows the region (`DE`, `DE-BY`): a workspace may only be given a known one. */
export function isKnownHolidayRegion(region: string): boolean {
  if (!/^[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?$/.test(region)) return false;
  const [country, state] = region.toUpperCase().split('-', 2) as [string, string | undefined];
  const Holidays = loadHolidays();
  const calendar = new Holidays();
  if (!calendar.getCountries()[country]) return false;
  return state === undefined || Boolean(calendar.getStates(country)?.[state]);
}

/** Public holidays between `from` and `to` inclusive, as `{date: name}`; empty without a region. */
export function publicHolidays(region: string | null, from: string, to: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!region) return out;
  const calendar = calendarFor(region);
  if (!calendar) return out;
  const [firstYear, lastYear] = [Number(from.slice(0, 4)), Number(to.slice(0, 4))];
  // Ranges are checked before (absences and capacity span at most 366 days); never walk centuries.
  if (!(lastYear - firstYear <= 2)) throw new RangeError(`Holidays asked for ${from}..${to}.`);
  for (let year = firstYear; year <= lastYear; year++) {
    for (const holiday of calendar.getHolidays(year)) {
      if (holiday.type !== 'public') continue;
      const date = holiday.date.slice(0, 10);
      if (date < from || date > to) continue;
      const existing = out.get(date);
      if (existing === undefined) out.set(date, holiday.name);
      else if (!existing.split(', ').includes(holiday.name)) out.set(date, `${existing}, ${holiday.name}`);
    }
  }
  return out;
}

const DAY_MS = 86_400_000;

/** Midnight UTC of a `YYYY-MM-DD` date; setUTCFullYear, because Date.UTC reads years 0–99 as 1900–1999. */
function toUtc(date: string): number {
  const day = new Date(0);
  day.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return day.getTime();
}

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for the same day). */
export function daysInclusive(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;
}

export function isWeekend(date: string): boolean {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Monday of the ISO week containing `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** ISO 8601 week label, `2026-W53`: the week belongs to the year of its Thursday. */
export function isoWeekLabel(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursdayWeekMonday = mondayOf(`${year}-01-04`);
  const week = Math.round((toUtc(monday) - toUtc(firstThursdayWeekMonday)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * Every date from `from` to `to` inclusive, at most `maxDays` of them. The walk counts days instead of
 * comparing texts (past 9999-12-31 the next day is written `+010000-…` and sorts first), and a longer
 * range is refused rather than walked: the callers check their ranges first, this is the backstop.
 */
export function eachDay(from: string, to: string, maxDays: number): string[] {
  const count = daysInclusive(from, to);
  if (!Number.isSafeInteger(count) || count > maxDays) {
    throw new RangeError(`A walk over ${from}..${to} exceeds ${maxDays} days.`);
  }
  const days: string[] = [];
  for (let offset = 0; offset < count; offset++) days.push(addDays(from, offset));
  return days;
}
