/**
 * Duration strings (contract: "Duration strings", Limits "Duration units"): numbers with the units
 * `w`, `d`, `h`, `m`, optionally separated by spaces (`1d 2h 30m`, `1d2h`, `1.5h`). A week is five days
 * and a day eight hours. The one reader and writer of the syntax, a leaf module (it imports nothing):
 * the schemas state its limits, the domain parses writes with it (src/domain/durations.ts), the web
 * interface reads what a person types.
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
