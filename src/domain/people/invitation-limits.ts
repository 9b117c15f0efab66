import { isoAfter } from '../../clock.js';
import type { Tx } from '../../db/connection.js';
import { lockMembership } from '../../repositories/members.js';
import { countMailedInvitationsSince } from '../../repositories/invitations.js';
import { TooManyRequestsError } from '../../errors.js';

/**
 * Invitation mails go out in the installation's name to any address an administrator types: bounded so
 * that no one can use the workspace as a mailer (issue 37). Per inviter 10 an hour; per workspace 30 (a
 * few administrators onboarding a team together). The mail's words are ours: the inviter's name and the
 * workspace's (each at most 255 characters), no message of the inviter's own.
 */
export const INVITATION_MAILS_PER_INVITER_HOUR = 10;
export const INVITATION_MAILS_PER_WORKSPACE_HOUR = 30;
const HOUR_MS = 3600_000;

function secondsUntilFree(oldest: string | null, now: number): number {
  if (oldest === null) return 1;
  return Math.max(1, Math.ceil((Date.parse(oldest) + HOUR_MS - now) / 1000));
}

/**
 * Throws 429 with Retry-After when one more invitation mail would pass a bound. The inviter's
 * membership row is locked first (PostgreSQL; SQLite serialises writers), so an inviter's parallel
 * invitations stop at the bound exactly; the workspace's bound may be passed by one per concurrent inviter.
 */
export async function assertMayMailInvitation(tx: Tx, workspaceId: number, inviterId: number): Promise<void> {
  await lockMembership(tx, workspaceId, inviterId);
  const now = Date.now();
  const sent = await countMailedInvitationsSince(
    tx,
    workspaceId,
    inviterId,
    isoAfter(-HOUR_MS, new Date(now)),
  );
  if (sent.inviter.count >= INVITATION_MAILS_PER_INVITER_HOUR) {
    const seconds = secondsUntilFree(sent.inviter.oldest, now);
    throw new TooManyRequestsError(
      `You have sent ${INVITATION_MAILS_PER_INVITER_HOUR} invitations in the last hour, the most allowed: try again in ${seconds} seconds.`,
      seconds,
    );
  }
  if (sent.workspace.count >= INVITATION_MAILS_PER_WORKSPACE_HOUR) {
    const seconds = secondsUntilFree(sent.workspace.oldest, now);
    throw new TooManyRequestsError(
      `This workspace has sent ${INVITATION_MAILS_PER_WORKSPACE_HOUR} invitations in the last hour, the most allowed: try again in ${seconds} seconds.`,
      seconds,
    );
  }
}
