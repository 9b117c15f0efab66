import type { Db } from '../../db/connection.js';
import { currentMemberships } from '../../repositories/sessions.js';
import { hasSecondFactor } from '../../repositories/second-factor.js';
import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import { recordFailedSignIn } from './audit-log.js';
import { verifyPassword } from './passwords.js';
import { beginSecondFactor, type PendingSecondFactor } from './second-factor-sign-in.js';
import {
  finishSignIn,
  findAccount,
  WRONG_CREDENTIALS,
  type SessionOrigin,
  type StartedSession,
} from './sessions.js';
import { beginPasswordAttempt } from './sign-in-throttle.js';
import type { SystemContext } from '../context.js';

/**
 * Email and password; one answer for an unknown email and a wrong password, and repeated failures
 * slowed down per account and address (sign-in-throttle.ts). An account with a second factor gets no
 * session yet: a sign-in awaiting its second step (second-factor-sign-in.ts), and the password attempt
 * stays counted until that step succeeds, so a known password buys no fresh allowance of code guesses.
 */
export async function signIn(
  db: Db,
  ctx: SystemContext,
  input: { email: string; password: string; origin: SessionOrigin & { ip: string; device?: string } },
): Promise<(StartedSession & { device: string }) | PendingSecondFactor> {
  const { origin } = input;
  const attempt = await beginPasswordAttempt(db, ctx, {
    email: input.email,
    ip: origin.ip,
    device: origin.device,
  });
  const account = await findAccount(db, input.email);
  if (!(await verifyPassword(account?.password_hash ?? null, input.password)) || !account) {
    await attempt.failed();
    await recordFailedSignIn(db, account, origin.ip);
    throw new UnauthenticatedError(WRONG_CREDENTIALS);
  }
  const [first] = await currentMemberships(db, account.id);
  if (!first) {
    await attempt.succeeded();
    throw new ForbiddenError('This account is not a member of any workspace.');
  }
  if (await hasSecondFactor(db, account.id)) {
    return beginSecondFactor(db, ctx, { userId: account.id, firstMethod: 'password', returnTo: '/' });
  }
  await attempt.succeeded();
  return finishSignIn(db, ctx, { account, origin, details: { method: 'password' } });
}
