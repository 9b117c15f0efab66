import { isoAfter, nowIso } from '../clock.js';
import type { Executor } from '../db/connection.js';
import { clearFailures, failuresSince, recordFailure } from '../repositories/sign-in-failures.js';
import { TooManyRequestsError } from './errors.js';

/**
 * Repeated sign-in failures are slowed down, per account and per address, with the failures kept in
 * the database so every API node counts alike. Within a 15-minute window, an account allows 5 failures
 * and an address 20 (several people may share one address); past that, each further attempt must
 * wait 30 seconds after the latest failure, doubling with every further failure, up to 15 minutes.
 * The wait applies to the right password too: otherwise guessing would simply go on.
 */
const WINDOW_MS = 15 * 60 * 1000;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = WINDOW_MS;

export interface ThrottleSubject {
  key: string;
  allowed: number;
}

export function signInSubjects(email: string, ip: string): ThrottleSubject[] {
  return [
    { key: `email:${email.trim().toLowerCase()}`, allowed: 5 },
    { key: `ip:${ip}`, allowed: 20 },
  ];
}

function delayAfter(failures: number, allowed: number): number {
  if (failures < allowed) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - allowed));
}

export async function assertSignInAllowed(db: Executor, subjects: ThrottleSubject[]): Promise<void> {
  const since = isoAfter(-WINDOW_MS);
  let waitMs = 0;
  for (const subject of subjects) {
    const { count, latest } = await failuresSince(db, subject.key, since);
    const delay = delayAfter(count, subject.allowed);
    if (delay > 0 && latest !== null) waitMs = Math.max(waitMs, Date.parse(latest) + delay - Date.now());
  }
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new TooManyRequestsError(
      `Too many failed sign-in attempts. Try again in ${seconds} seconds.`,
      seconds,
    );
  }
}

export async function recordSignInFailure(db: Executor, subjects: ThrottleSubject[]): Promise<void> {
  const now = nowIso();
  const forgetBefore = isoAfter(-WINDOW_MS);
  for (const subject of subjects) await recordFailure(db, subject.key, now, forgetBefore);
}

/** A successful sign-in clears the account's count (not the address's, which others may share). */
export async function clearAccountFailures(db: Executor, subjects: ThrottleSubject[]): Promise<void> {
  await clearFailures(db, subjects[0]!.key);
}
