import { createHash } from 'node:crypto';
import { isoAfter, nowIso } from '../clock.js';
import type { Executor } from '../db/connection.js';
import {
  completeClaim,
  deleteClaim,
  findClaim,
  insertClaim,
  type StoredAnswer,
} from '../repositories/idempotency-keys.js';
import type { Caller } from './caller.js';
import { ConflictError, ValidationError } from '../errors.js';

/** decisions §10.2. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;

export interface IdempotentRequest {
  /** Whose key it is (`idempotencyCallerKey`; docs/decisions.md, Idempotency-Key). */
  callerKey: string;
  key: string;
  fingerprint: string;
}

/**
 * Whose keys a request's key is among. A token belongs to one workspace, so `token:<id>`; a session can
 * switch workspaces, so its keys are its own in each (`session:<id>:workspace:<id>`): a key used in
 * workspace A never answers, nor refuses, a request made in workspace B.
 */
export function idempotencyCallerKey(caller: Caller): string {
  const { credential } = caller;
  return credential.kind === 'session'
    ? `session:${credential.id}:workspace:${caller.workspace.id}`
    : `${credential.kind}:${credential.id}`;
}

export type ClaimOutcome = { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer };

/** What identifies "the same request": method, path with its query, and the body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n`)
    .update(body === undefined ? '' : JSON.stringify(body))
    .digest('hex');
}

export function checkIdempotencyKey(key: string): void {
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw ValidationError.field(
      'idempotency_key',
      `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
    );
  }
}

/**
 * Claims the key for this request, or says what the earlier request with the same key answers. The
 * primary key (caller, key) decides between concurrent claims: the loser finds the winner's row still
 * in progress and answers 409. A row older than the window no longer counts and is replaced.
 */
export async function claimIdempotencyKey(db: Executor, request: IdempotentRequest): Promise<ClaimOutcome> {
  checkIdempotencyKey(request.key);
  const cutoff = isoAfter(-IDEMPOTENCY_WINDOW_MS);
  await deleteClaim(db, request.callerKey, request.key, cutoff);
  if (await insertClaim(db, { ...request, createdAt: nowIso() })) return { kind: 'claimed' };

  const earlier = await findClaim(db, request.callerKey, request.key);
  // Released between our insert and this read (the first request failed): the client may retry.
  if (!earlier) throw new ConflictError('A request with this Idempotency-Key was just retried; retry again.');
  if (earlier.fingerprint !== request.fingerprint) {
    throw ValidationError.field(
      'idempotency_key',
      'This Idempotency-Key was already used with a different request (method, path or body) in the last 24 hours.',
    );
  }
  if (earlier.state !== 'completed') {
    throw new ConflictError(
      'A request with this Idempotency-Key is still in progress; retry after it has finished.',
    );
  }
  return {
    kind: 'replay',
    answer: {
      status: earlier.response_status ?? 200,
      headers: JSON.parse(earlier.response_headers ?? '{}') as Record<string, string>,
      body: earlier.response_body ?? '',
    },
  };
}

/**
 * Keeps the answer of a claimed key. A server error (5xx) is not kept: the write was rolled back, and
 * the key is released so that the client's retry runs again.
 */
export async function settleIdempotencyKey(
  db: Executor,
  request: IdempotentRequest,
  answer: StoredAnswer,
): Promise<void> {
  if (answer.status >= 500) await deleteClaim(db, request.callerKey, request.key);
  else await completeClaim(db, request.callerKey, request.key, answer);
}
