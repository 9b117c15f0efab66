import { randomBytes } from 'node:crypto';
import { clientNetwork } from '../../addresses.js';
import { isoAfter, nowIso } from '../../clock.js';
import type { Db, Executor } from '../../db/connection.js';
import {
  attemptsSince,
  deleteAttempt,
  deletePairAttempts,
  forgetAddressesBefore,
  forgetAttemptsBefore,
  insertAttempt,
  isAddressKnown,
  isDeviceKnown,
  purgeAttemptsBefore,
  purgeRememberedBefore,
  rememberAddress,
  rememberDevice,
  type AttemptScope,
} from '../../repositories/sign-in-attempts.js';
import { TooManyRequestsError } from '../../errors.js';
import { digestToken } from './tokens.js';
import type { SystemContext } from '../context.js';

/**
 * Guessing a password is slowed down without letting anyone else lock its owner out (decisions §11.2;
 * the rules as users read them: docs/api.md, "Sign-in throttle"). Every check of a password against an
 * account (sign-in, password change, an invitation accepted with a password) is an attempt, counted in
 * the database so every API node counts alike, within a 15-minute window:
 *
 * - per account and address (strict): 5 failures, then each further attempt waits 30 seconds after the
 *   latest failure, doubling with every further failure up to 15 minutes. Only someone at the same
 *   address can fill this count, so a stranger cannot lock the owner out; the wait applies to the right
 *   password too, or guessing would simply go on from there.
 * - per account (loose, 20 failures) and per address (loose, 50 failures), the same way: one account
 *   guessed from many addresses, many accounts guessed from one address. Neither applies to an address
 *   the account has signed in from in the last 30 days, so the owner's usual addresses stay open
 *   however many failures come from elsewhere.
 * - a browser that has signed in to the account within 90 days (its `tandem_device` cookie, of which only
 *   the SHA-256 is kept) is counted on its own instead of by address (strict count only): a stranger,
 *   who has no such cookie, can neither fill its count nor keep it out of an address it never used
 *   (issue 37). Only a new browser at a new address waits while the account is under attack; a reset
 *   link (mailed) lets its owner in from there too.
 *
 * Atomic without a lock: an attempt is written (and committed) before anything is counted, and counts
 * every other attempt of its scope in the window, those in flight included. Of attempts made side by side,
 * the one committed k-th sees at least k-1 others, so no more than the allowance get their password checked.
 * That is also why the functions take a `Db`, never a transaction.
 */
const WINDOW_MS = 15 * 60 * 1000;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = WINDOW_MS;
const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;
const KNOWN_DEVICE_MS = 90 * 24 * 3600 * 1000;
/** Old rows of other accounts deleted by each failure or remembered sign-in (bounded work per request). */
const PURGE_BATCH = 100;

/** The cookie that marks a browser which has signed in to an account (sent only to the sign-in route). */
export const DEVICE_COOKIE = 'tandem_device';
export const DEVICE_LIFETIME_MS = KNOWN_DEVICE_MS;

export function newDeviceSecret(): string {
  return randomBytes(32).toString('base64url');
}

function isWellFormedDeviceSecret(secret: string | undefined): secret is string {
  return secret !== undefined && /^[A-Za-z0-9_-]{43}$/.test(secret);
}

export const PAIR_ALLOWANCE = 5;
export const ACCOUNT_ALLOWANCE = 20;
export const ADDRESS_ALLOWANCE = 50;

/** An attempt under way: it counts as a failure until `succeeded()` says the password was right. */
export interface PasswordAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

function delayAfter(failures: number, allowed: number): number {
  if (failures < allowed) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - allowed));
}

/** Milliseconds this attempt must still wait for one scope's count, 0 when it may go on. */
async function waitFor(db: Executor, scope: AttemptScope, allowed: number, attemptId: number, now: number) {
  const { count, latest } = await attemptsSince(db, scope, isoAfter(-WINDOW_MS, new Date(now)), attemptId);
  const delay = delayAfter(count, allowed);
  if (delay === 0 || latest === null) return 0;
  return Math.max(0, Date.parse(latest) + delay - now);
}

/** An attempt at `email`'s password from `ip`; `device`: the browser's device cookie, if it sent one. */
export interface PasswordAttemptInput {
  email: string;
  ip: string;
  device?: string;
}

/**
 * Reserves an attempt at `email`'s password from `ip`, or throws 429 with Retry-After when the
 * attempt must wait (nothing is then recorded). Call before checking the password, then report the outcome.
 */
export async function beginPasswordAttempt(
  db: Db,
  ctx: SystemContext,
  { email, ip, device: deviceSecret }: PasswordAttemptInput,
): Promise<PasswordAttempt> {
  const account = accountKey(email);
  const now = ctx.clock.now().getTime();
  const device = await knownDevice(db, account, deviceSecret, now);
  // A known browser's attempts are its own: their "address" is the device, which no stranger shares.
  const address = device ?? clientNetwork(ip);
  const attemptId = await insertAttempt(db, account, address, new Date(now).toISOString());
  let waitMs: number;
  try {
    waitMs = await waitFor(db, { account, address }, PAIR_ALLOWANCE, attemptId, now);
    if (
      waitMs === 0 &&
      device === null &&
      !(await isAddressKnown(db, account, address, isoAfter(-KNOWN_ADDRESS_MS, new Date(now))))
    ) {
      waitMs = Math.max(
        await waitFor(db, { account }, ACCOUNT_ALLOWANCE, attemptId, now),
        await waitFor(db, { address }, ADDRESS_ALLOWANCE, attemptId, now),
      );
    }
  } catch (error) {
    await deleteAttempt(db, attemptId);
    throw error;
  }
  if (waitMs > 0) {
    // A refused attempt checks no password, so it is not a failure; only allowed attempts count.
    await deleteAttempt(db, attemptId);
    const seconds = Math.ceil(waitMs / 1000);
    throw new TooManyRequestsError(
      `Too many failed sign-in attempts. Try again in ${seconds} seconds.`,
      seconds,
    );
  }
  return {
    succeeded: async () => {
      // The address's own failures are forgiven; those from elsewhere still count against the account.
      // (The session that follows a sign-in remembers the address: startSession.)
      await deletePairAttempts(db, account, address);
    },
    failed: async () => {
      const before = isoAfter(-WINDOW_MS, ctx.clock.now());
      await forgetAttemptsBefore(db, account, address, before);
      await purgeAttemptsBefore(db, before, PURGE_BATCH);
    },
  };
}

/** `device:<digest>` when the cookie names a browser that signed in to the account lately, else null. */
async function knownDevice(db: Executor, account: string, secret: string | undefined, now: number) {
  if (!isWellFormedDeviceSecret(secret)) return null;
  const digest = digestToken(secret);
  const known = await isDeviceKnown(db, account, digest, isoAfter(-KNOWN_DEVICE_MS, new Date(now)));
  return known ? `device:${digest}` : null;
}

/** After a successful sign-in: the browser's cookie now vouches for it at this account for 90 days. */
export async function rememberSignInDevice(db: Executor, email: string, secret: string): Promise<void> {
  await rememberDevice(db, accountKey(email), digestToken(secret), nowIso());
}

/**
 * Marks an address as one the account signs in from (every session started: sign-in, an accepted
 * invitation), exempting it from the loose per-account and per-address counts for 30 days.
 */
export async function rememberSignInAddress(db: Executor, email: string, ip: string): Promise<void> {
  const account = accountKey(email);
  await rememberAddress(db, account, clientNetwork(ip), nowIso());
  await forgetAddressesBefore(db, account, isoAfter(-KNOWN_ADDRESS_MS));
  await purgeRememberedBefore(db, isoAfter(-KNOWN_ADDRESS_MS), isoAfter(-KNOWN_DEVICE_MS), PURGE_BATCH);
}
