import { ValidationError } from '../../errors.js';

/**
 * Capacity share of standing work (type `generic`): `N%` of the assignee's own weekly hours, `Nd` fixed
 * days or `Nh` fixed hours (N may have decimals). At most one whole week: 100%, 5d or 40h
 * (a week is five days, a day eight hours).
 */
export type CapacityShare = { kind: 'percent' | 'days' | 'hours'; value: number };

const WEEK_DAYS = 5;
const DAY_HOURS = 8;

export function parseCapacityShare(raw: string, field = 'capacity_share'): CapacityShare {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(%|d|h)\s*$/i.exec(raw);
  if (!match) {
    throw ValidationError.field(field, `The ${field} must be a percentage (25%), days (2d) or hours (6h).`);
  }
  const value = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  const kind = unit === '%' ? 'percent' : unit === 'd' ? 'days' : 'hours';
  const max = kind === 'percent' ? 100 : kind === 'days' ? WEEK_DAYS : WEEK_DAYS * DAY_HOURS;
  if (value <= 0) throw ValidationError.field(field, `The ${field} must be more than zero.`);
  if (value > max) throw ValidationError.field(field, `The ${field} may be at most one whole week.`);
  return { kind, value };
}

/** Normalised text as stored and shown: `25%`, `2d`, `6h`. */
export function formatCapacityShare(share: CapacityShare): string {
  return `${share.value}${share.kind === 'percent' ? '%' : share.kind === 'days' ? 'd' : 'h'}`;
}

/** Minutes a week the share claims from someone with `weeklyHours`. */
export function capacityShareMinutes(share: CapacityShare | string, weeklyHours: number): number {
  const parsed = typeof share === 'string' ? parseCapacityShare(share) : share;
  if (parsed.kind === 'percent') return Math.round((weeklyHours * 60 * parsed.value) / 100);
  if (parsed.kind === 'days') return Math.round(parsed.value * DAY_HOURS * 60);
  return Math.round(parsed.value * 60);
}
