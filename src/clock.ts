/** Timestamps are stored as ISO 8601 UTC strings; one place makes them. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(milliseconds: number, from: Date = new Date()): string {
  return new Date(from.getTime() + milliseconds).toISOString();
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Where a command reads the time: `ctx.clock` (domain/context.ts). The system clock in every process;
 * a test that needs another day hands its own.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
