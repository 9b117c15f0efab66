/**
 * A 429 from the server's rate limiter is a request to wait, not a failure (decisions §12.2): the call
 * waits the answer's `Retry-After` and is sent again, reads and writes alike, since the limiter answers
 * before any handler runs and a refused write changed nothing. Meanwhile the interface shows that it is
 * waiting (`useRateLimitWait`); only after `ATTEMPTS` refusals does the 429 reach the caller as an error.
 * A call that shows a 429 itself (a password check, whose throttle names its own wait) opts out with the
 * `KEEP_429` header.
 */
import { useSyncExternalStore } from 'react';

/** Sent by a call whose caller answers a 429 itself: no waiting, no retry. */
export const KEEP_429 = 'x-tandem-keep-429';

/** Sends in all, the first included. */
export const ATTEMPTS = 4;

/** The longest one wait lasts, whatever Retry-After says. */
const MAX_WAIT_MS = 60_000;
/** The wait when a 429 names none (a proxy's, say). */
const DEFAULT_WAIT_MS = 5_000;
/** Up to this much is added to each wait, so that the calls of several tabs do not all return at once. */
const JITTER_MS = 500;

/** Milliseconds a 429 asks to wait: `Retry-After` in seconds or as an HTTP date, capped. */
export function waitOf(response: Response, now = Date.now()): number {
  const header = response.headers.get('retry-after')?.trim() ?? '';
  let wait = DEFAULT_WAIT_MS;
  if (/^\d+$/.test(header)) wait = Number(header) * 1000;
  else if (header && Number.isFinite(Date.parse(header))) wait = Math.max(0, Date.parse(header) - now);
  return Math.min(wait, MAX_WAIT_MS);
}

let waiting = 0;
const listeners = new Set<() => void>();

function setWaiting(change: number): void {
  waiting += change;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any call is waiting out a 429 right now. */
export function useRateLimitWait(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting > 0,
    () => false,
  );
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as the call is abandoned. */
function pause(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `send`, sending a request again after each 429 of the rate limiter (see the top of this file). */
export function waitingOutRateLimits(
  send: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    // Each send gets its own copy: a body can be read only once.
    for (let attempt = 1; ; attempt++) {
      const response = await send(attempt < ATTEMPTS ? request.clone() : request);
      if (response.status !== 429 || attempt === ATTEMPTS || request.headers.has(KEEP_429)) return response;
      await response.body?.cancel();
      setWaiting(+1);
      try {
        await pause(waitOf(response) + Math.random() * JITTER_MS, request.signal);
      } finally {
        setWaiting(-1);
      }
    }
  };
}
