import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { nowIso } from '../../clock.js';
import { nowOf, type CommandContext, type SystemContext } from '../context.js';
import type { Config } from '../../config.js';
import { inTransaction, type Db, type Executor, type Tx } from '../../db/connection.js';
import {
  confirmTotp,
  deleteAllPasskeys,
  deleteRecoveryCodes,
  deleteTotp,
  deleteUserSecondFactorLogins,
  findTotp,
  hasSecondFactor,
  listPasskeys,
  replaceRecoveryCodes,
  replaceTotp,
  spendRecoveryCode,
  takeTotpStep,
  unusedRecoveryCodes,
} from '../../repositories/second-factor.js';
import { deleteUserSessions } from '../../repositories/sessions.js';
import { findPasswordHash, findUserRowByEmail } from '../../repositories/users.js';
import type { ReauthenticationInput, SecurityView, TotpEnrolmentView } from '../../schemas/second-factor.js';
import { recordAccountEvent, recordAudit } from './audit-log.js';
import type { Caller } from '../caller.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { verifyPassword } from './passwords.js';
import { asPerson } from '../policy.js';
import { secretBoxFor, type SecretBox } from '../secret-box.js';
import { beginPasswordAttempt } from './sign-in-throttle.js';

/**
 * A second factor (issue 43, decisions §12.14; docs/decisions.md "Issue 43 — a second factor and
 * passkeys"): an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps, one step either
 * side accepted for clock drift), ten single-use recovery codes, and passkeys (passkeys.ts).
 *
 * - The TOTP secret is sealed with SERVICE_SECRET_KEY (secret-box.ts); without the key an authenticator
 *   app cannot be set up (409), passkeys still can.
 * - A code is accepted once: the latest step used is kept and only a later one passes, so a code seen
 *   over a shoulder or replayed within its 90-second window is refused.
 * - Every code checked against an account (sign-in's second step, confirming, re-authenticating) is an
 *   attempt of the password throttle (sign-in-throttle.ts), counted with the account's password attempts.
 * - Recovery codes are 80 random bits each; only their SHA-256 is stored (a high-entropy code needs no
 *   slow hash), spent atomically.
 */
const TOTP_PERIOD = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
const RECOVERY_CODES = 10;
export const TOTP_KEY_MISSING =
  'An authenticator app needs SERVICE_SECRET_KEY on this server (its secret is stored encrypted); set it, or use a passkey.';

export type SecondFactorMethod = 'totp' | 'recovery_code' | 'passkey';

interface Account {
  id: number;
  name: string;
  email: string;
}

function personOf(caller: Caller): Account {
  return asPerson(caller, 'set up a second factor').user;
}

function totpOwner(userId: number) {
  return { agentId: userId, name: 'totp', kind: 'user totp' };
}

function totpOf(secret: string, account: Account, config: Config): TOTP {
  return new TOTP({
    issuer: `Tandem (${new URL(config.appUrl).host})`,
    label: account.email,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

function box(config: Config): SecretBox {
  const found = secretBoxFor(config.secretKey);
  if (!found) throw new ConflictError(TOTP_KEY_MISSING);
  return found;
}

export function digestRecoveryCode(code: string): string {
  // Typed with or without dashes and spaces, in any case.
  const normal = code.replace(/[\s-]/g, '').toUpperCase();
  return createHash('sha256').update(`tandem recovery code\0${normal}`).digest('hex');
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (let i = 0; i < 16; i += 1) code += BASE32[bytes[i]! % 32];
  return code.match(/.{4}/g)!.join('-');
}

/** What Settings → Security shows: the factors set up, and whether the workspace requires one. */
export async function securityOverview(db: Executor, caller: Caller, config: Config): Promise<SecurityView> {
  const person = personOf(caller);
  const totp = await findTotp(db, person.id);
  const passkeys = await listPasskeys(db, person.id);
  return {
    totp: totp?.confirmed_at ? { confirmed_at: totp.confirmed_at } : null,
    recovery_codes_left: await unusedRecoveryCodes(db, person.id),
    passkeys: passkeys.map(presentPasskey),
    workspace_requires_second_factor: Number(caller.workspace.require_second_factor) === 1,
    has_second_factor: totp?.confirmed_at != null || passkeys.length > 0,
    totp_available: config.secretKey !== null,
  };
}

export function presentPasskey(row: {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}) {
  return { id: row.id, name: row.name, created_at: row.created_at, last_used_at: row.last_used_at };
}

/**
 * Step one of setting up an app: a new secret, shown once, unconfirmed until a code from it arrives.
 * `config`: the installation's keys seal the secret.
 */
export async function startTotp(tx: Tx, ctx: CommandContext, config: Config): Promise<TotpEnrolmentView> {
  const person = personOf(ctx.caller);
  const existing = await findTotp(tx, person.id);
  if (existing?.confirmed_at) {
    throw new ConflictError('An authenticator app is already set up; remove it before setting up another.');
  }
  const secret = new Secret({ size: 20 }).base32;
  const sealed = box(config).seal(totpOwner(person.id), secret);
  await replaceTotp(
    tx,
    person.id,
    { secret_ciphertext: sealed.ciphertext, key_id: sealed.keyId },
    nowOf(ctx),
  );
  return { secret, uri: totpOf(secret, person, config).toString() };
}

/**
 * Whether `code` is the account's current code, not used before; the step is taken when it is. An
 * unconfirmed app is checked only when `pending` says so (confirming it).
 */
export async function checkTotpCode(
  db: Executor,
  account: Account,
  code: string,
  config: Config,
  pending = false,
): Promise<boolean> {
  const row = await findTotp(db, account.id);
  if (!row || (row.confirmed_at === null) !== pending) return false;
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  const secret = box(config).open(totpOwner(account.id), {
    ciphertext: row.secret_ciphertext,
    keyId: row.key_id,
  });
  const timestamp = Date.now();
  const delta = totpOf(secret, account, config).validate({ token, timestamp, window: TOTP_WINDOW });
  if (delta === null) return false;
  const step = Math.floor(timestamp / 1000 / TOTP_PERIOD) + delta;
  return takeTotpStep(db, account.id, step);
}

/** A code, throttled like a password (an attempt of the account's count). */
async function throttledTotp(
  db: Db,
  ctx: SystemContext,
  input: { account: Account; code: string; config: Config; ip: string; pending?: boolean },
): Promise<boolean> {
  const { account } = input;
  const attempt = await beginPasswordAttempt(db, ctx, { email: account.email, ip: input.ip });
  if (await checkTotpCode(db, account, input.code, input.config, input.pending ?? false)) {
    await attempt.succeeded();
    return true;
  }
  await attempt.failed();
  return false;
}

async function newRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await replaceRecoveryCodes(tx, userId, codes.map(digestRecoveryCode), nowIso());
  return codes;
}

/**
 * What proving oneself takes besides the answer: the configuration (the TOTP secret's key) and where
 * the request came from (the attempt is throttled by it, and the change logged with it).
 */
interface Proof {
  config: Config;
  ip: string;
}

/** Step two: the first code confirms the app; the recovery codes are answered once. */
export async function confirmTotpEnrolment(
  db: Db,
  ctx: CommandContext,
  input: Proof & { code: string },
): Promise<string[]> {
  const { caller } = ctx;
  const { code, config, ip } = input;
  const person = personOf(caller);
  const row = await findTotp(db, person.id);
  if (!row || row.confirmed_at !== null) {
    throw new ConflictError('No authenticator app is being set up; start again.');
  }
  if (!(await throttledTotp(db, ctx, { account: person, code, config, ip, pending: true }))) {
    throw ValidationError.field('code', 'The code is not valid; check the app and the clock, and try again.');
  }
  return inTransaction(db, async (tx) => {
    await confirmTotp(tx, person.id, nowOf(ctx));
    const codes = await newRecoveryCodes(tx, person.id);
    await recordAccountEvent(tx, person, {
      action: 'second_factor.added',
      actor: caller,
      ip,
      details: { factor: 'totp' },
    });
    return codes;
  });
}

/**
 * Proving it is still the owner before a factor goes or codes are renewed: the password, or a current
 * code of the app, throttled alike.
 */
export async function reauthenticate(
  db: Db,
  ctx: CommandContext,
  input: ReauthenticationInput & Proof,
): Promise<void> {
  const { config, ip } = input;
  const person = personOf(ctx.caller);
  if (input.code !== undefined && input.code !== '') {
    if (!(await throttledTotp(db, ctx, { account: person, code: input.code, config, ip }))) {
      throw ValidationError.field('code', 'The code is not valid.');
    }
    return;
  }
  if (input.password === undefined || input.password === '') {
    throw ValidationError.field('password', 'Enter your password or a code from your authenticator app.');
  }
  const attempt = await beginPasswordAttempt(db, ctx, { email: person.email, ip });
  if (!(await verifyPassword(await findPasswordHash(db, person.id), input.password))) {
    await attempt.failed();
    throw ValidationError.field('password', 'The password is incorrect.');
  }
  await attempt.succeeded();
}

/** Removes the authenticator app (and, with no passkey left, the recovery codes). */
export async function removeTotp(
  db: Db,
  ctx: CommandContext,
  input: ReauthenticationInput & Proof,
): Promise<void> {
  const { caller } = ctx;
  const person = personOf(caller);
  const row = await findTotp(db, person.id);
  if (!row?.confirmed_at) throw new NotFoundError('Authenticator app');
  await reauthenticate(db, ctx, input);
  await inTransaction(db, async (tx) => {
    await deleteTotp(tx, person.id);
    if (!(await hasSecondFactor(tx, person.id))) await deleteRecoveryCodes(tx, person.id);
    await recordAccountEvent(tx, person, {
      action: 'second_factor.removed',
      actor: caller,
      ip: input.ip,
      details: { factor: 'totp' },
    });
  });
}

/** New recovery codes (the old ones stop working), for a person who has a factor. */
export async function regenerateRecoveryCodes(
  db: Db,
  ctx: CommandContext,
  input: ReauthenticationInput & Proof,
): Promise<string[]> {
  const { caller } = ctx;
  const person = personOf(caller);
  if (!(await hasSecondFactor(db, person.id))) {
    throw new ConflictError('Set up an authenticator app or a passkey first.');
  }
  await reauthenticate(db, ctx, input);
  return inTransaction(db, async (tx) => {
    const codes = await newRecoveryCodes(tx, person.id);
    await recordAccountEvent(tx, person, {
      action: 'recovery_codes.regenerated',
      actor: caller,
      ip: input.ip,
    });
    return codes;
  });
}

/** Recovery codes for a person who has just added their first passkey and has none yet. */
export async function recoveryCodesIfNone(tx: Tx, userId: number): Promise<string[] | null> {
  if ((await unusedRecoveryCodes(tx, userId)) > 0) return null;
  return newRecoveryCodes(tx, userId);
}

/** A recovery code at sign-in: spent when it is one of the account's unused codes. */
export async function spendCode(db: Executor, userId: number, code: string): Promise<boolean> {
  if (code.replace(/[\s-]/g, '').length === 0) return false;
  return spendRecoveryCode(db, userId, digestRecoveryCode(code), nowIso());
}

/**
 * `tandem admin user reset-second-factor --email E`: the way back for a person who lost their factor.
 * Their app, recovery codes and passkeys go, every session ends (and any sign-in awaiting its second
 * step), and it is audited; they sign in with their password and set up a factor again.
 */
export async function resetSecondFactor(tx: Tx, email: string) {
  const account = await findUserRowByEmail(tx, email.trim().toLowerCase());
  if (!account) throw new NotFoundError(`User "${email}"`);
  const totp = await deleteTotp(tx, account.id);
  const codes = await deleteRecoveryCodes(tx, account.id);
  const passkeys = await deleteAllPasskeys(tx, account.id);
  await deleteUserSecondFactorLogins(tx, account.id);
  await deleteUserSessions(tx, account.id);
  await recordAccountEvent(tx, account, {
    action: 'second_factor.reset',
    actor: null,
    details: { totp_removed: totp > 0, passkeys_removed: passkeys },
  });
  return {
    user: account.email,
    totp_removed: totp > 0,
    recovery_codes_removed: codes,
    passkeys_removed: passkeys,
    sessions_ended: true,
  };
}

/**
 * Administration → Workspace, "Require a second factor": owners only (it decides how every member signs
 * in), and an owner turning it on must have a factor themselves, so they are not the first one shut out.
 */
export async function changeSecondFactorRequirement(
  tx: Tx,
  ctx: CommandContext,
  input: { required: boolean },
): Promise<void> {
  const { caller } = ctx;
  const { required } = input;
  if (caller.role !== 'owner') {
    throw new ForbiddenError('Only an owner can decide whether the workspace requires a second factor.');
  }
  if (required && !(await hasSecondFactor(tx, personOf(caller).id))) {
    throw ValidationError.field(
      'require_second_factor',
      'Set up a second factor for yourself first (Settings → Security).',
    );
  }
  await recordAudit(tx, {
    workspaceId: caller.workspace.id,
    actor: caller,
    action: 'second_factor.requirement_changed',
    target: { type: 'workspace', id: caller.workspace.id, name: caller.workspace.name },
    details: { required },
  });
}
