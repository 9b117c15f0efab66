/** Dates as the API writes them (`YYYY-MM-DD`, UTC days): weeks, cycles and hours for the planning screens. */

const DAY_MS = 86_400_000;

export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return formatDay(new Date(parseDay(day).getTime() + days * DAY_MS));
}

/** Today in UTC, as the API's `spent_on` defaults to. */
export function today(now: Date = new Date()): string {
  return formatDay(now);
}

/** The Monday starting the ISO week that holds `day`. */
export function weekStart(day: string): string {
  const weekday = (parseDay(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** ISO week number and its year: `2026-W48`. */
export function isoWeek(day: string): string {
  const date = parseDay(day);
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** `Mon 23 Nov`. */
export function dayLabel(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(parseDay(day));
}

/** `23 Nov – 29 Nov 2026`. */
export function rangeLabel(from: string, to: string, locale?: string): string {
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${short.format(parseDay(from))} – ${long.format(parseDay(to))}`;
}

/**
 * Minutes as a duration string the API itself accepts (`1h 30m`, `45m`, `8h`): what a person reads
 * is what they may type back. Days are not used, so an eight-hour day reads `8h`.
 */
export function formatMinutes(minutes: number): string {
  if (minutes <= 0) return '0m';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** Hours with at most one decimal (`37.5`), for tables of capacity and team totals. */
export function formatHours(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}

/** A `datetime-local` value (the reader's wall clock) as the ISO instant the API takes. */
export function localInputToIso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/**
 * A text cell a spreadsheet would read as a formula (it starts with =, +, -, @, a tab or a carriage
 * return) gets a leading single quote, as OWASP advises against CSV injection: a member named
 * `=HYPERLINK(...)` shows as that text instead of running. Numbers are the export's own and stay numbers.
 */
export function neutraliseCsvCell(value: string | number): string {
  const text = String(value);
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * Rows as CSV (RFC 4180): fields quoted when they hold a comma, quote or line break; formulas defused.
 * The browser's own writer, for the team-hours table it pivots itself (no endpoint writes it, and the web
 * may not import the server's src/domain/csv.ts); test/web/csv.test.ts holds the two to the same output.
 */
export function toCsv(rows: (string | number)[][]): string {
  const field = (value: string | number) => {
    const text = neutraliseCsvCell(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
