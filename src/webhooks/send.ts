import http from 'node:http';
import https from 'node:https';
import { signPayload } from './signing.js';
import { parseTargetUrl, pinnedLookup, systemResolver, TargetRefusedError, type Resolver } from './target.js';

export interface OutgoingDelivery {
  url: string;
  secret: string;
  uid: string;
  event: string;
  body: string;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  resolver?: Resolver;
  /** Unix seconds for X-Service-Timestamp; defaults to now. */
  timestamp?: number;
}

/**
 * What one attempt came to. `delivered`: a 2xx. `retry`: anything a later attempt may cure (5xx, 3xx,
 * timeout, network). `give_up`: a 4xx or a refused target, which repeating will not change.
 */
export interface AttemptResult {
  outcome: 'delivered' | 'retry' | 'give_up';
  status: number | null;
  durationMs: number;
  error: string | null;
}

/** The most of a receiver's answer we read; the rest is cut off (we never keep it). */
const MAX_RESPONSE_BYTES = 64 * 1024;

function describe(error: unknown): string {
  if (error instanceof TargetRefusedError) return `Target refused: ${error.message}`;
  const err = error as NodeJS.ErrnoException;
  return err?.message || String(error);
}

/**
 * One signed POST. The body bytes sent are exactly the bytes signed. Redirects are not followed (a
 * 3xx is a failed attempt); the whole exchange is bounded by `timeoutMs`; a fresh connection is made
 * for every attempt, to an address resolved and checked for this attempt.
 */
export async function sendDelivery(delivery: OutgoingDelivery, options: SendOptions): Promise<AttemptResult> {
  const bytes = Buffer.from(delivery.body, 'utf8');
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return postJson(
    delivery.url,
    bytes,
    {
      'user-agent': 'Tandem-Webhooks/1',
      'x-service-event': delivery.event,
      'x-service-timestamp': String(timestamp),
      'x-service-signature': signPayload(delivery.secret, timestamp, bytes),
      'x-service-delivery': delivery.uid,
    },
    options,
  );
}

/**
 * One JSON POST to an outside address under the webhook rules (contract: Events rule 7): the target
 * checked and its address pinned, no redirect followed, bounded by `timeoutMs`, a fresh connection.
 * Webhook deliveries and chat posts both go out through it.
 */
export async function postJson(
  target: string,
  bytes: Buffer,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = parseTargetUrl(target, options.allowPrivate);
  } catch (error) {
    return { outcome: 'give_up', status: null, durationMs: elapsed(), error: describe(error) };
  }
  const transport = url.protocol === 'https:' ? https : http;

  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = transport.request(url, {
      method: 'POST',
      agent: false,
      lookup: pinnedLookup(options.resolver ?? systemResolver, options.allowPrivate),
      headers: {
        'content-type': 'application/json',
        'content-length': String(bytes.length),
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({
        outcome: 'retry',
        status: null,
        error: `Timed out after ${options.timeoutMs / 1000} s`,
      });
    }, options.timeoutMs);

    request.on('error', (error) => {
      finish({
        outcome: error instanceof TargetRefusedError ? 'give_up' : 'retry',
        status: null,
        error: describe(error),
      });
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      let received = 0;
      const done = () => {
        if (status >= 200 && status < 300) {
          finish({ outcome: 'delivered', status, error: null });
        } else if (status >= 300 && status < 400) {
          finish({ outcome: 'retry', status, error: `HTTP ${status}: redirects are not followed` });
        } else if (status >= 400 && status < 500) {
          finish({ outcome: 'give_up', status, error: `HTTP ${status}: a 4xx answer is not retried` });
        } else {
          finish({ outcome: 'retry', status, error: `HTTP ${status}` });
        }
        request.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_RESPONSE_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(bytes);
  });
}
