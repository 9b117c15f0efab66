import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoAfter, nowIso } from '../../clock.js';
import type { Config } from '../../config.js';
import { nowOf, type CommandContext, type SystemContext } from '../context.js';
import { inTransaction, type Db, type Executor, type Tx } from '../../db/connection.js';
import {
  deletePasskey,
  deleteRecoveryCodes,
  findPasskeyByCredentialId,
  hasSecondFactor,
  insertPasskey,
  listPasskeys,
  putRegistrationChallenge,
  renamePasskey,
  takeRegistrationChallenge,
  usePasskey,
} from '../../repositories/second-factor.js';
import { recordAccountEvent } from './audit-log.js';
import type { Caller } from '../caller.js';
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '../../errors.js';
import { asPerson } from '../policy.js';
import { presentPasskey, recoveryCodesIfNone } from './second-factor.js';

/**
 * Passkeys (WebAuthn, issue 43) with @simplewebauthn/server. The relying party is the application at
 * SERVICE_APP_URL: its host name is the RP ID and its origin the only origin accepted, so a passkey made
 * here works only here (and a change of host name means setting passkeys up again). A registration's
 * challenge is bound to the session that asked for it and taken once: an answer made for another account's
 * challenge, or replayed, finds no challenge of this session that it matches.
 */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
const MAX_PASSKEYS = 20;

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** `site`: the system context, or the configuration where no command runs (signing in). */
export function relyingParty(site: Pick<SystemContext, 'appUrl'>): RelyingParty {
  const url = new URL(site.appUrl);
  return { id: url.hostname, origin: url.origin, name: `Tandem (${url.host})` };
}

function sessionOf(caller: Caller) {
  if (caller.credential.kind !== 'session') throw new UnauthenticatedError('Unauthenticated. Sign in.');
  return { id: caller.credential.id, person: asPerson(caller, 'add a passkey').user };
}

function transportsOf(stored: string): AuthenticatorTransportLike[] {
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed)
      ? (parsed.filter((t) => typeof t === 'string') as AuthenticatorTransportLike[])
      : [];
  } catch {
    return [];
  }
}

type AuthenticatorTransportLike = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';

/** The options for `navigator.credentials.create`, its challenge kept for this session. */
export async function passkeyRegistrationOptions(
  tx: Tx,
  ctx: CommandContext,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { id: sessionId, person } = sessionOf(ctx.caller);
  const existing = await listPasskeys(tx, person.id);
  if (existing.length >= MAX_PASSKEYS)
    throw new ConflictError(`At most ${MAX_PASSKEYS} passkeys per account.`);
  const rp = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(`tandem-user-${person.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credential_id,
      transports: transportsOf(p.transports),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await putRegistrationChallenge(tx, {
    session_id: sessionId,
    user_id: person.id,
    challenge: options.challenge,
    expires_at: isoAfter(CHALLENGE_LIFETIME_MS, ctx.clock.now()),
  });
  return options;
}

/**
 * The authenticator's answer: checked against this session's challenge, origin and RP ID, then kept
 * under `name`. The person's first factor also brings recovery codes (answered once), unless they have some.
 */
export async function registerPasskey(
  db: Db,
  ctx: CommandContext,
  input: { name: string; response: unknown; ip: string },
) {
  const { caller } = ctx;
  const { id: sessionId, person } = sessionOf(caller);
  const challenge = await takeRegistrationChallenge(db, sessionId, person.id);
  if (!challenge || challenge.expires_at <= nowOf(ctx)) {
    throw new ConflictError('No passkey is being added in this session, or it took too long; start again.');
  }
  const rp = relyingParty(ctx);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw ValidationError.field('response', 'The passkey could not be verified; try again.');
  }
  if (!verified.verified)
    throw ValidationError.field('response', 'The passkey could not be verified; try again.');
  const credential = verified.registrationInfo.credential;
  if (await findPasskeyByCredentialId(db, credential.id)) {
    throw new ConflictError('This passkey is already registered.');
  }
  return inTransaction(db, async (tx) => {
    const row = await insertPasskey(tx, {
      user_id: person.id,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name: input.name.trim(),
      created_at: nowOf(ctx),
    });
    const recoveryCodes = await recoveryCodesIfNone(tx, person.id);
    await recordAccountEvent(tx, person, {
      action: 'second_factor.added',
      actor: caller,
      ip: input.ip,
      details: { factor: 'passkey', name: row.name },
    });
    return { passkey: presentPasskey(row), recovery_codes: recoveryCodes };
  });
}

export async function listOwnPasskeys(db: Executor, caller: Caller) {
  return (await listPasskeys(db, sessionOf(caller).person.id)).map(presentPasskey);
}

export async function renameOwnPasskey(tx: Tx, ctx: CommandContext, input: { id: number; name: string }) {
  const row = await renamePasskey(tx, sessionOf(ctx.caller).person.id, input.id, input.name.trim());
  if (!row) throw new NotFoundError('Passkey');
  return presentPasskey(row);
}

/** `ip`: where the request came from, for the account's security log. */
export async function removeOwnPasskey(
  tx: Tx,
  ctx: CommandContext,
  input: { id: number; ip: string },
): Promise<void> {
  const person = sessionOf(ctx.caller).person;
  const row = await deletePasskey(tx, person.id, input.id);
  if (!row) throw new NotFoundError('Passkey');
  if (!(await hasSecondFactor(tx, person.id))) await deleteRecoveryCodes(tx, person.id);
  await recordAccountEvent(tx, person, {
    action: 'second_factor.removed',
    actor: ctx.caller,
    ip: input.ip,
    details: { factor: 'passkey', name: row.name },
  });
}

/** Options for `navigator.credentials.get` at sign-in: the account's passkeys only. */
export async function passkeyAuthenticationOptions(
  db: Executor,
  userId: number,
  config: Config,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await listPasskeys(db, userId);
  if (passkeys.length === 0) throw new ConflictError('This account has no passkey.');
  return generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: transportsOf(p.transports) })),
    userVerification: 'preferred',
  });
}

/** An assertion at sign-in: one of the account's passkeys, over the challenge given to this sign-in. */
export async function checkPasskeyAssertion(
  db: Executor,
  userId: number,
  expectedChallenge: string,
  response: unknown,
  config: Config,
): Promise<boolean> {
  const id = (response as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') return false;
  const passkey = await findPasskeyByCredentialId(db, id);
  if (!passkey || passkey.user_id !== userId) return false;
  const rp = relyingParty(config);
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
    });
    if (!result.verified) return false;
    await usePasskey(db, passkey.id, result.authenticationInfo.newCounter, nowIso());
    return true;
  } catch {
    return false;
  }
}
