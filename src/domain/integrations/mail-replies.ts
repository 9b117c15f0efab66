import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { nowIso } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import { findReplyKey, insertReplyKey } from '../../repositories/inbound-mails.js';

/**
 * Replies by mail (issue 41; docs/decisions.md "Issue 41 — issues by mail"). A notification mail about an
 * issue gets a Message-ID naming the issue and the person it was sent to, signed with the installation's
 * key (HMAC-SHA-256, 128 bits shown): `<ULID.r.ISSUE.USER.SIGNATURE@host>`. A reply carries it in
 * In-Reply-To (and References), so the comment finds its issue; a Message-ID made up outside (another
 * issue's number, a guessed signature) is refused. The key is made on first use and kept in the
 * database, so every worker and server of the installation signs and checks with the same one.
 */

export interface ReplyTarget {
  issueId: number;
  userId: number;
}

const SIGNATURE_LENGTH = 22;
const SIGNED_ID = /^<?[0-9a-z]+\.r\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{22})@[^>\s]+>?$/i;

/** The installation's signing key, made (once, by whoever comes first) when none exists. */
export async function replyKey(db: Executor): Promise<string> {
  const known = await findReplyKey(db);
  if (known !== undefined) return known;
  await insertReplyKey(db, randomBytes(32).toString('base64url'), nowIso());
  // Two makers at once: both read the oldest, so both sign alike.
  return (await findReplyKey(db))!;
}

function signature(key: string, target: ReplyTarget): string {
  return createHmac('sha256', key)
    .update(`tandem reply:${target.issueId}:${target.userId}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

/** The Message-ID of a notification mail about an issue, sent to one person. */
export function signedMessageId(key: string, unique: string, target: ReplyTarget, host: string): string {
  return `<${unique.toLowerCase()}.r.${target.issueId}.${target.userId}.${signature(key, target)}@${host}>`;
}

export type ReplyReference = { kind: 'none' } | { kind: 'forged' } | ({ kind: 'reply' } & ReplyTarget);

/**
 * What the message ids a mail refers to (In-Reply-To first, then References) say: a signed notification
 * of ours (the first that verifies), ids shaped like ours none of which verifies (forged), or none.
 */
export function replyReference(key: string, ids: string[]): ReplyReference {
  let shaped = false;
  for (const id of ids) {
    const match = SIGNED_ID.exec(id.trim());
    if (!match) continue;
    shaped = true;
    const target = { issueId: Number(match[1]), userId: Number(match[2]) };
    const expected = Buffer.from(signature(key, target));
    const given = Buffer.from(match[3]!);
    if (given.length === expected.length && timingSafeEqual(given, expected))
      return { kind: 'reply', ...target };
  }
  return shaped ? { kind: 'forged' } : { kind: 'none' };
}
