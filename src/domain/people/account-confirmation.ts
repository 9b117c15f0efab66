import type { Executor } from '../../db/connection.js';
import type { Role } from '../../db/schema.js';
import { isEmailUnconfirmed } from '../../repositories/users.js';
import { ForbiddenError, ValidationError } from '../../errors.js';

/**
 * An unconfirmed account (issue 37): one made through an invitation link that was handed over rather
 * than mailed, so nothing shows that whoever chose its password owns its mailbox (the inviter may have
 * opened the link himself). Until a reset link mailed to the address is used (or an installation
 * administrator sets its password, or a mailed invitation is accepted while signed in as it) it works
 * in the role it was invited with, but it may not mint API tokens (a credential that would outlive the
 * owner's later claim) nor be made an administrator or owner.
 */
export const UNCONFIRMED_TOKENS =
  'Your email address is not confirmed yet, so you cannot create API tokens. Confirm it by setting a new password through "Forgot password?" (the link is mailed to you), or ask an installation administrator.';

const ELEVATED: readonly Role[] = ['owner', 'admin'];

export async function assertMayHoldTokens(db: Executor, userId: number): Promise<void> {
  if (await isEmailUnconfirmed(db, userId)) throw new ForbiddenError(UNCONFIRMED_TOKENS);
}

export async function assertMayBePromoted(db: Executor, userId: number, role: Role): Promise<void> {
  if (ELEVATED.includes(role) && (await isEmailUnconfirmed(db, userId))) {
    throw ValidationError.field(
      'role',
      `This person's email address is not confirmed yet (their account was made through a link that was not mailed to them), so they cannot be made ${role === 'owner' ? 'an owner' : 'an administrator'}. They confirm it by setting a new password through "Forgot password?".`,
    );
  }
}
