import { nowIso } from '../clock.js';
import type { Executor } from '../db/connection.js';
import { findTokenById, insertToken, revokeToken } from '../repositories/api-tokens.js';
import { ABILITIES } from './enums.js';
import { NotFoundError, ValidationError } from './errors.js';
import { digestToken, generateToken } from './tokens.js';

export interface NewApiToken {
  id: number;
  /** Shown once; only its digest is kept. */
  token: string;
}

/** Any member may create a token for themselves; creation is not limited to administrators. */
export async function createApiToken(
  db: Executor,
  input: {
    workspaceId: number;
    userId: number;
    name: string;
    abilities?: string[];
    expiresAt?: string | null;
  },
): Promise<NewApiToken> {
  const abilities = input.abilities && input.abilities.length > 0 ? input.abilities : ['read', 'write'];
  for (const ability of abilities) {
    if (!(ABILITIES as readonly string[]).includes(ability)) {
      throw ValidationError.field('abilities', `Unknown ability "${ability}"; use read or write.`);
    }
  }
  // write implies read: abilities only narrow what the owner can do.
  const normalised = abilities.includes('write') ? ['read', 'write'] : ['read'];
  let expiresAt: string | null = null;
  if (input.expiresAt) {
    const parsed = Date.parse(input.expiresAt);
    if (Number.isNaN(parsed))
      throw ValidationError.field('expires_at', 'The expiry must be an ISO 8601 timestamp.');
    expiresAt = new Date(parsed).toISOString();
  }
  const token = generateToken();
  const row = await insertToken(db, {
    workspace_id: input.workspaceId,
    user_id: input.userId,
    name: input.name,
    digest: digestToken(token),
    abilities: normalised.join(','),
    expires_at: expiresAt,
    created_at: nowIso(),
  });
  return { id: row.id, token };
}

export async function revokeApiToken(db: Executor, id: number): Promise<void> {
  const token = await findTokenById(db, id);
  if (!token) throw new NotFoundError('Token');
  await revokeToken(db, id, nowIso());
}
