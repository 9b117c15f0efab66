import { EARLIEST_YEAR, LATEST_YEAR } from '../schemas/limits.js';

/**
 * The calendar the service accepts (decisions §11.3): every date and timestamp a client writes or
 * filters by lies in the years 1900–2199, else 422 on that field. Inside it, `YYYY-MM-DD` text and ISO
 * timestamps keep four-digit years, so they sort and compare as text on both databases and every walk
 * over days (absences, capacity, holidays) stays short; outside it, JavaScript's Date reads years 0–99
 * as 1900–1999 and writes years past 9999 as `+010000-…`, which sorts before `9999-…`.
 */

const EARLIEST_MS = Date.UTC(EARLIEST_YEAR, 0, 1);
const LATEST_MS = Date.UTC(LATEST_YEAR + 1, 0, 1) - 1;

/** A real calendar day `YYYY-MM-DD` (no 2026-02-30, no 2026-02-29) within the accepted years. */
export function isAcceptedDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < EARLIEST_YEAR || year > LATEST_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A month `YYYY-MM` within the accepted years. */
export function isAcceptedMonth(text: string): boolean {
  return isAcceptedDate(`${text}-01`);
}

/**
 * An instant (milliseconds since the epoch) within the accepted years, read in UTC: what is stored.
 * `2199-12-31T23:00:00-05:00` is 2200-01-01 in UTC and so outside.
 */
export function isAcceptedInstant(milliseconds: number): boolean {
  return Number.isFinite(milliseconds) && milliseconds >= EARLIEST_MS && milliseconds <= LATEST_MS;
}

/** A timestamp text whose written day is a real day of the accepted years and whose instant is too. */
export function isAcceptedTimestamp(text: string): boolean {
  return isAcceptedDate(text.slice(0, 10)) && isAcceptedInstant(Date.parse(text));
}

/**
 * An ISO 8601 timestamp (zone optional, UTC assumed) or a date, within the accepted years, as the stored
 * ISO UTC text; else null. Filters that take either (`updated_since`) read them here.
 */
export function parseDateOrTimestamp(value: string): string | null {
  // An unencoded `+01:00` arrives as a space: read it back as the offset it was.
  const text = value.trim().replace(/(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?) (\d{2}:?\d{2})$/, '$1+$2');
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const timestamp =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      text,
    );
  if (!date && !timestamp) return null;
  const [, year, month, day] = (date ?? timestamp)!;
  if (!isAcceptedDate(`${year}-${month}-${day}`)) return null;
  if (date) return `${text}T00:00:00.000Z`;
  const [, , , , hours, minutes, seconds] = timestamp!;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return null;
  const zoned = timestamp![7] ? text.replace(' ', 'T') : `${text.replace(' ', 'T')}Z`;
  const parsed = Date.parse(zoned.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (!isAcceptedInstant(parsed)) return null;
  return new Date(parsed).toISOString();
}
