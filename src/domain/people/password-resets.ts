import { randomInt } from 'node:crypto';
import { isoAfter, nowIso } from '../../clock.js';
import { type Db, type Executor, inTransaction } from '../../db/connection.js';
import { MAIL_LANE, PASSWORD_RESET_JOB, type PasswordResetPayload } from '../../mail/job-names.js';
import { passwordResetMail } from '../../mail/messages.js';
import { enqueueJob } from '../../queue/queue.js';
import {
  closePasswordResets,
  consumePasswordReset,
  countPasswordResetsSince,
  findOpenPasswordReset,
  insertPasswordReset,
} from '../../repositories/password-resets.js';
import { deleteUserSessions } from '../../repositories/sessions.js';
import { revokeAllUserTokens } from '../../repositories/api-tokens.js';
import { confirmUserEmail, findUserRowByEmail } from '../../repositories/users.js';
import type { PasswordResetLinkView } from '../../schemas/mail.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { queueMail } from '../integrations/mail-outbox.js';
import { checkNewPassword, hashPassword } from './passwords.js';
import { setPasswordHash } from './sessions.js';
import { rememberSignInAddress } from './sign-in-throttle.js';
import { digestToken, generateToken, isWellFormedToken } from './tokens.js';
import { nowOf, type SystemContext } from '../context.js';

/**
 * Self-service password reset (decisions §11.2, §11.7): a link sent to the account's own email is the
 * only way besides being signed in (or an administrator's `tandem admin user set-password`).
 *
 * - Asking answers the same whether or not an account has the email, and does the same work: it only
 *   queues a job (one per email at a time) and never looks the account up; the worker looks it up and
 *   mails it. The job is due a random 0.25–1.25 s later, not at once, so the worker's work (which does
 *   differ: a link and a mail for an account, nothing to store for an unknown email) never overlaps the
 *   answer that queued it on a single-writer SQLite, where it once showed as 1–4 ms (issue 37).
 * - The link's token is random, only its SHA-256 is stored; it works once, for 30 minutes, and a mail
 *   that could not be sent within that time is not sent at all.
 * - At most three links per account an hour: someone asking again and again for a victim's address
 *   sends them three mails, not a flood.
 * - Using it sets the password and ends every session and API token of the account and every other link.
 */
export const PASSWORD_RESET_TOKEN_PREFIX = 'tdmpw_';
export const PASSWORD_RESET_LIFETIME_MS = 30 * 60_000;
export const PASSWORD_RESETS_PER_HOUR = 3;
export const PASSWORD_RESET_ANSWER =
  'If an account has this email, a link to set a new password is on its way. It works once, within 30 minutes.';
export const MAIL_OFF_RESET =
  'Mail is off on this installation, so no link can be sent: ask an administrator to set a new password for you (tandem admin user set-password).';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RESET_JOB_DELAY_MS = 250;
const RESET_JOB_JITTER_MS = 1000;

export async function requestPasswordReset(
  db: Executor,
  input: { email: string },
  mailEnabled: boolean,
): Promise<{ message: string }> {
  if (!mailEnabled) throw new ConflictError(MAIL_OFF_RESET);
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw ValidationError.field('email', 'The email must be an email address.');
  const payload: PasswordResetPayload = { email };
  await enqueueJob(db, {
    lane: MAIL_LANE,
    name: PASSWORD_RESET_JOB,
    payload,
    maxAttempts: 10,
    dedupeKey: `${PASSWORD_RESET_JOB}:${email}`,
    runAt: isoAfter(RESET_JOB_DELAY_MS + randomInt(RESET_JOB_JITTER_MS)),
  });
  // Not announced: the job is not due yet, and workers find it by polling.
  return { message: PASSWORD_RESET_ANSWER };
}

/** The worker's half: a link for the account with that email, if there is one and it may have another. */
export async function mailPasswordResetLink(
  db: Db,
  ctx: SystemContext,
  input: { email: string },
): Promise<void> {
  const { appUrl } = ctx;
  const { email } = input;
  await inTransaction(db, async (tx) => {
    const account = await findUserRowByEmail(tx, email);
    if (!account) {
      // The same token and mail work as for an account, so the worker's own timing says little either.
      passwordResetMail({
        email,
        url: `${appUrl}/reset-password/${generateToken(PASSWORD_RESET_TOKEN_PREFIX)}`,
      });
      return;
    }
    const now = ctx.clock.now();
    const recent = await countPasswordResetsSince(tx, account.id, isoAfter(-3600_000, now));
    if (recent >= PASSWORD_RESETS_PER_HOUR) return;
    const token = generateToken(PASSWORD_RESET_TOKEN_PREFIX);
    const expiresAt = isoAfter(PASSWORD_RESET_LIFETIME_MS, now);
    await insertPasswordReset(tx, {
      user_id: account.id,
      digest: digestToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
    });
    await queueMail(tx, {
      ...passwordResetMail({ email: account.email, url: `${appUrl}/reset-password/${token}` }),
      kind: 'password_reset',
      to: account.email,
      userId: account.id,
      discardAfter: expiresAt,
    });
  });
}

async function findOpen(db: Executor, token: string) {
  const reset = isWellFormedToken(token, PASSWORD_RESET_TOKEN_PREFIX)
    ? await findOpenPasswordReset(db, digestToken(token), nowIso())
    : undefined;
  if (!reset) throw new NotFoundError('Password reset link');
  return reset;
}

/** What the page shows before the new password is chosen; 404 for a used, expired or made-up link. */
export async function lookUpPasswordReset(db: Executor, token: string): Promise<PasswordResetLinkView> {
  const reset = await findOpen(db, token);
  return { email: reset.email, expires_at: reset.expires_at };
}

/**
 * Using the link: the new password, and everything that acted as the account ends — every session, every
 * API token in every workspace, every other link (what the mail promises). The link was mailed to the
 * account's address, so using it proves the mailbox: the account is confirmed, and the address it was
 * used from becomes one the account signs in from (a guessing stranger cannot keep the owner out of it).
 */
export async function completePasswordReset(
  db: Db,
  ctx: SystemContext,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  const reset = await findOpen(db, input.token);
  const passwordHash = await hashPassword(checkNewPassword(input.password, 'password', reset));
  await inTransaction(db, async (tx) => {
    const now = nowOf(ctx);
    if (!(await consumePasswordReset(tx, reset.id, now))) throw new NotFoundError('Password reset link');
    await setPasswordHash(tx, reset.user_id, passwordHash);
    await deleteUserSessions(tx, reset.user_id);
    await revokeAllUserTokens(tx, reset.user_id, now);
    await confirmUserEmail(tx, reset.user_id);
    await closePasswordResets(tx, reset.user_id, now);
    await rememberSignInAddress(tx, reset.email, input.ip);
  });
}
