import { randomBytes } from 'node:crypto';
import { isoAfter, nowIso } from '../../clock.js';
import type { Config } from '../../config.js';
import { inTransaction, type Db, type Executor } from '../../db/connection.js';
import {
  findActiveUser,
  findSecondFactorLogin,
  findTotp,
  insertSecondFactorLogin,
  listPasskeys,
  setLoginPasskeyChallenge,
  takeSecondFactorLogin,
  unusedRecoveryCodes,
} from '../../repositories/second-factor.js';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { recordAccountEvent, recordFailedSignIn } from './audit-log.js';
import { UnauthenticatedError, ValidationError } from '../../errors.js';
import { checkPasskeyAssertion, passkeyAuthenticationOptions } from './passkeys.js';
import { checkTotpCode, spendCode, type SecondFactorMethod } from './second-factor.js';
import { finishSignIn, type SessionOrigin, type StartedSession } from './sessions.js';
import { beginPasswordAttempt } from './sign-in-throttle.js';
import { digestToken } from './tokens.js';
import { nowOf, type SystemContext } from '../context.js';

/**
 * The second step of signing in (issue 43). A first step that passed (a password, or OpenID Connect)
 * on an account with a second factor starts no session: it leaves a sign-in awaiting its second step,
 * of which the browser holds a random secret in an HttpOnly cookie sent only to `/api/ui/login…` and the
 * database its SHA-256, for 10 minutes. It is not a session, so it opens nothing else: every other route
 * still answers 401. A code or recovery code is an attempt of the password throttle; the sign-in is taken
 * once when the step passes, and only then is the session started (and the device remembered).
 */
export const SECOND_FACTOR_COOKIE = 'tandem_second_factor';
export const SECOND_FACTOR_LIFETIME_MS = 10 * 60 * 1000;
export const SECOND_FACTOR_ENDED =
  'The sign-in has expired or was already completed; sign in again with your password.';
const WRONG_CODE = 'The code is not valid.';

export interface PendingSecondFactor {
  kind: 'second_factor';
  secret: string;
  methods: SecondFactorMethod[];
}

async function methodsOf(db: Executor, userId: number): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  if ((await findTotp(db, userId))?.confirmed_at) methods.push('totp');
  if ((await listPasskeys(db, userId)).length > 0) methods.push('passkey');
  if ((await unusedRecoveryCodes(db, userId)) > 0) methods.push('recovery_code');
  return methods;
}

/** `returnTo`: where the browser goes once signed in. */
export async function beginSecondFactor(
  db: Db,
  ctx: SystemContext,
  input: { userId: number; firstMethod: 'password' | 'oidc'; returnTo: string },
): Promise<PendingSecondFactor> {
  const { userId } = input;
  const secret = randomBytes(32).toString('base64url');
  const now = nowOf(ctx);
  await insertSecondFactorLogin(db, {
    digest: digestToken(secret),
    user_id: userId,
    first_method: input.firstMethod,
    return_to: input.returnTo,
    created_at: now,
    expires_at: isoAfter(SECOND_FACTOR_LIFETIME_MS, new Date(now)),
  });
  return { kind: 'second_factor', secret, methods: await methodsOf(db, userId) };
}

async function pendingOf(db: Executor, secret: string | undefined) {
  if (secret === undefined || !/^[A-Za-z0-9_-]{43}$/.test(secret)) {
    throw new UnauthenticatedError(SECOND_FACTOR_ENDED);
  }
  const login = await findSecondFactorLogin(db, digestToken(secret), nowIso());
  const account = login ? await findActiveUser(db, login.user_id) : undefined;
  if (!login || !account) throw new UnauthenticatedError(SECOND_FACTOR_ENDED);
  return { login, account };
}

type SignInOrigin = SessionOrigin & { ip: string; device?: string };
export type CompletedSignIn = StartedSession & { device: string; returnTo: string };

async function complete(
  db: Db,
  ctx: SystemContext,
  input: {
    pending: Awaited<ReturnType<typeof pendingOf>>;
    origin: SignInOrigin;
    secondFactor: SecondFactorMethod;
  },
): Promise<CompletedSignIn> {
  const { pending, origin, secondFactor } = input;
  if (!(await takeSecondFactorLogin(db, pending.login.id)))
    throw new UnauthenticatedError(SECOND_FACTOR_ENDED);
  if (secondFactor === 'recovery_code') {
    await inTransaction(db, (tx) =>
      recordAccountEvent(tx, pending.account, {
        action: 'recovery_code.used',
        actor: { type: 'user', ...pending.account },
        ip: origin.ip,
      }),
    );
  }
  const started = await finishSignIn(db, ctx, {
    account: pending.account,
    origin,
    details: { method: pending.login.first_method, second_factor: secondFactor },
  });
  return { ...started, returnTo: pending.login.return_to };
}

/**
 * What the second step is given besides its answer: `secret`, the pending sign-in's cookie; where the
 * request came from; the configuration (the TOTP secret's key, the passkeys' relying party).
 */
interface SecondStep {
  secret: string | undefined;
  origin: SignInOrigin;
  config: Config;
}

/** The second step with a code of the app or a recovery code. */
export async function completeWithCode(
  db: Db,
  ctx: SystemContext,
  input: SecondStep & { code?: string; recovery_code?: string },
): Promise<CompletedSignIn> {
  const { origin, config } = input;
  const pending = await pendingOf(db, input.secret);
  const useRecovery = input.recovery_code !== undefined && input.recovery_code !== '';
  if (!useRecovery && (input.code === undefined || input.code === '')) {
    throw ValidationError.field('code', 'Enter the code from your authenticator app, or a recovery code.');
  }
  const attempt = await beginPasswordAttempt(db, ctx, {
    email: pending.account.email,
    ip: origin.ip,
    device: origin.device,
  });
  const passed = useRecovery
    ? await spendCode(db, pending.account.id, input.recovery_code!)
    : await checkTotpCode(db, pending.account, input.code!, config);
  if (!passed) {
    await attempt.failed();
    await recordFailedSignIn(db, pending.account, origin.ip);
    throw ValidationError.field(useRecovery ? 'recovery_code' : 'code', WRONG_CODE);
  }
  await attempt.succeeded();
  return complete(db, ctx, { pending, origin, secondFactor: useRecovery ? 'recovery_code' : 'totp' });
}

/** Options for a passkey, their challenge kept with this sign-in. */
export async function passkeyOptionsForSignIn(
  db: Db,
  secret: string | undefined,
  config: Config,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const pending = await pendingOf(db, secret);
  const options = await passkeyAuthenticationOptions(db, pending.account.id, config);
  await setLoginPasskeyChallenge(db, pending.login.id, options.challenge);
  return options;
}

/** The second step with a passkey: an assertion over this sign-in's challenge, by one of the account's. */
export async function completeWithPasskey(
  db: Db,
  ctx: SystemContext,
  input: SecondStep & { response: unknown },
): Promise<CompletedSignIn> {
  const { origin, config } = input;
  const pending = await pendingOf(db, input.secret);
  const challenge = pending.login.passkey_challenge;
  const attempt = await beginPasswordAttempt(db, ctx, {
    email: pending.account.email,
    ip: origin.ip,
    device: origin.device,
  });
  if (
    challenge === null ||
    !(await checkPasskeyAssertion(db, pending.account.id, challenge, input.response, config))
  ) {
    await attempt.failed();
    await recordFailedSignIn(db, pending.account, origin.ip);
    throw ValidationError.field('response', 'The passkey was not accepted; try again.');
  }
  await attempt.succeeded();
  return complete(db, ctx, { pending, origin, secondFactor: 'passkey' });
}
