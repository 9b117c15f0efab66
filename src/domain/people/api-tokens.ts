import { personTarget, recordAudit } from './audit-log.js';
import { nowIso } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { ApiToken } from '../../db/schema.js';
import {
  countLiveTokens,
  findTokenById,
  insertToken,
  listUserTokens,
  revokeToken,
} from '../../repositories/api-tokens.js';
import { lockMembership } from '../../repositories/members.js';
import type { ApiTokenView } from '../../schemas/api-tokens.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { ABILITIES } from '../../schemas/enums.js';
import { asPerson, canManageToken } from '../policy.js';
import { isAcceptedInstant } from '../date-range.js';
import { DATE_RANGE_WORDS } from '../../schemas/limits.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { digestToken, generateToken } from './tokens.js';
import { assertMayHoldTokens } from './account-confirmation.js';

export interface NewApiToken {
  id: number;
  /** Shown once; only its digest is kept. */
  token: string;
}

/**
 * The most tokens one person may hold in a workspace (not revoked, not expired). Each has its own
 * `/api/v1` allowance, so without a bound a person could multiply theirs at will: 20 covers a person's
 * machines, CI jobs and integrations (issue 37; it was 100).
 */
export const MAX_LIVE_TOKENS = 20;

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
    if (!isAcceptedInstant(parsed)) {
      throw ValidationError.field(
        'expires_at',
        `The expiry must be an ISO 8601 timestamp ${DATE_RANGE_WORDS}.`,
      );
    }
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

/** `tandem admin token revoke` (the system acts: recorded with no actor). */
export async function revokeApiToken(tx: Tx, id: number): Promise<void> {
  const token = await findTokenById(tx, id);
  if (!token) throw new NotFoundError('Token');
  await revokeToken(tx, id, nowIso());
  await recordAudit(tx, {
    workspaceId: token.workspace_id,
    actor: null,
    action: 'token.revoked',
    target: { type: 'token', id, name: token.name },
  });
}

/** `tandem admin token create`: a token for a member, recorded with no actor (the system acts). */
export async function createApiTokenByCommand(
  tx: Tx,
  input: Parameters<typeof createApiToken>[1],
): Promise<NewApiToken> {
  const created = await createApiToken(tx, input);
  const row = (await findTokenById(tx, created.id))!;
  await recordAudit(tx, {
    workspaceId: input.workspaceId,
    actor: null,
    action: 'token.created',
    target: { type: 'token', id: row.id, name: row.name },
    details: {
      owner: (await personTarget(tx, input.userId, 'user')).name,
      abilities: row.abilities.split(','),
      expires_at: row.expires_at,
    },
  });
  return created;
}

function presentToken(
  token: Pick<ApiToken, 'id' | 'name' | 'abilities' | 'created_at' | 'last_used_at' | 'expires_at'>,
): ApiTokenView {
  return {
    id: token.id,
    name: token.name,
    abilities: token.abilities.split(',').filter(Boolean),
    created_at: token.created_at,
    last_used_at: token.last_used_at,
    expires_at: token.expires_at,
  };
}

/** Settings → API tokens: the caller's own tokens in the current workspace. */
export async function listOwnTokens(db: Executor, caller: Caller): Promise<ApiTokenView[]> {
  return (await listUserTokens(db, caller.workspace.id, asPerson(caller, 'have API tokens').user.id)).map(
    presentToken,
  );
}

/**
 * A token for the caller, shown once together with the three lines a client is configured with
 * (decisions §9.5): `SERVICE_URL`, `SERVICE_TOKEN`, `SERVICE_WORKSPACE`.
 */
export async function createOwnToken(
  tx: Tx,
  ctx: CommandContext,
  input: { name: string; abilities?: string[]; expires_at?: string | null },
): Promise<ApiTokenView & { token: string; block: string }> {
  const { caller } = ctx;
  const person = asPerson(caller, 'have API tokens');
  const name = input.name.trim();
  if (name === '' || name.length > 255)
    throw ValidationError.field('name', 'The name must be 1 to 255 characters.');
  if (input.expires_at && Date.parse(input.expires_at) <= ctx.clock.now().getTime()) {
    throw ValidationError.field('expires_at', 'The expiry must be in the future.');
  }
  await assertMayHoldTokens(tx, person.user.id);
  // Creations of tokens for one person then count and insert one after the other.
  await lockMembership(tx, caller.workspace.id, person.user.id);
  if ((await countLiveTokens(tx, caller.workspace.id, person.user.id, nowOf(ctx))) >= MAX_LIVE_TOKENS) {
    throw ValidationError.field(
      'tokens',
      `You already hold ${MAX_LIVE_TOKENS} tokens in this workspace, the most allowed: revoke one you no longer use first.`,
    );
  }
  const created = await createApiToken(tx, {
    workspaceId: caller.workspace.id,
    userId: person.user.id,
    name,
    abilities: input.abilities,
    expiresAt: input.expires_at ?? null,
  });
  const row = (await findTokenById(tx, created.id))!;
  await recordAudit(tx, {
    workspaceId: caller.workspace.id,
    actor: caller,
    action: 'token.created',
    target: { type: 'token', id: row.id, name: row.name },
    details: { abilities: row.abilities.split(','), expires_at: row.expires_at },
  });
  return {
    ...presentToken(row),
    token: created.token,
    block: [
      `SERVICE_URL=${ctx.appUrl}`,
      `SERVICE_TOKEN=${created.token}`,
      `SERVICE_WORKSPACE=${caller.workspace.slug}`,
    ].join('\n'),
  };
}

/** Revoking one's own token: it stops working on the very next request. */
export async function revokeOwnToken(tx: Tx, ctx: CommandContext, input: { id: number }): Promise<void> {
  const { caller } = ctx;
  const { id } = input;
  const token = await findTokenById(tx, id);
  if (!token || token.revoked_at !== null || !canManageToken(caller, token)) throw new NotFoundError('Token');
  await revokeToken(tx, id, nowOf(ctx));
  await recordAudit(tx, {
    workspaceId: caller.workspace.id,
    actor: caller,
    action: 'token.revoked',
    target: { type: 'token', id, name: token.name },
  });
}
