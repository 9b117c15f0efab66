import { nowIso } from '../clock.js';
import type { Executor } from '../db/connection.js';
import { findTokenForRequest } from '../repositories/api-tokens.js';
import type { Ability, Caller } from './caller.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';
import { digestToken, isWellFormedToken } from './tokens.js';

export const MANAGEMENT_REFUSAL =
  'This token belongs to an account with the Management role, which has no issues; the API is not available to it.';
export const READ_ONLY_REFUSAL = 'This token has the read ability only; writing requires the write ability.';

/** The token of an `Authorization: Bearer <token>` header, or null when the header is not one. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}

/**
 * What an Authorization header carries, read once per request (the rate limiter keys on it and
 * authentication looks it up): no bearer token, a malformed one, or the digest of a well-formed one.
 * The raw token goes no further than this.
 */
export type BearerCredential =
  { kind: 'missing' } | { kind: 'malformed' } | { kind: 'token'; digest: string };

export function readBearerCredential(authorization: string | undefined): BearerCredential {
  const token = bearerToken(authorization);
  if (token === null) return { kind: 'missing' };
  if (!isWellFormedToken(token)) return { kind: 'malformed' };
  return { kind: 'token', digest: digestToken(token) };
}

/**
 * Authentication section of the contract: a bearer token, well-formed before any lookup, stored as a
 * digest, not revoked or expired, whose owner is still a member (checked on every request).
 */
export async function authenticate(db: Executor, credential: BearerCredential): Promise<Caller> {
  if (credential.kind === 'missing')
    throw new UnauthenticatedError('Unauthenticated. Send Authorization: Bearer <API_TOKEN>.');
  if (credential.kind === 'malformed')
    throw new UnauthenticatedError('Unauthenticated. The token is malformed.');

  const row = await findTokenForRequest(db, credential.digest);
  const now = nowIso();
  if (!row || row.revoked_at !== null || (row.expires_at !== null && row.expires_at <= now)) {
    throw new UnauthenticatedError('Unauthenticated. The token is invalid, revoked or expired.');
  }
  if (!row.role || row.left_at !== null || row.user_deleted_at !== null) {
    throw new UnauthenticatedError(
      'Unauthenticated. The token owner is no longer a member of the workspace.',
    );
  }
  if (row.role === 'management') throw new ForbiddenError(MANAGEMENT_REFUSAL);

  return {
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    workspace: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      issue_prefix: row.issue_prefix,
      cycle_length_days: row.cycle_length_days,
      cycle_first_starts_on: row.cycle_first_starts_on,
      holiday_region: row.holiday_region,
      issue_counter: row.issue_counter,
      status_follows_runs: row.status_follows_runs,
      created_at: row.created_at,
    },
    role: row.role,
    weeklyHours: row.weekly_hours ?? 0,
    token: {
      id: row.token_id,
      name: row.token_name,
      abilities: row.abilities.split(',').filter(Boolean) as Ability[],
      expires_at: row.expires_at,
    },
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Abilities only narrow what the owner can do: a read token may not write. */
export function assertAbilityFor(caller: Caller, method: string): void {
  if (!READ_METHODS.has(method) && !caller.token.abilities.includes('write')) {
    throw new ForbiddenError(READ_ONLY_REFUSAL);
  }
}
