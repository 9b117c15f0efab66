import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * For subscribers (`import { verifyWebhook } from 'tandem/webhooks'`): checks a delivery's
 * `X-Service-Signature` against the raw request body, in constant time, and refuses a timestamp that
 * differs from now by `toleranceSeconds` or more. Depends on nothing but node:crypto.
 *
 * `headers` may be Node's `IncomingHttpHeaders`, a fetch `Headers`, or any object of header names
 * (any case) to values. `rawBody` must be the bytes as received, before any JSON parsing.
 */
export type WebhookHeaders =
  { get(name: string): string | null } | Record<string, string | string[] | undefined>;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

export function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  rawBody: string | Uint8Array,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = header(headers, 'x-service-timestamp');
  const signature = header(headers, 'x-service-signature');
  if (!timestamp || !signature || !/^\d{1,15}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) >= toleranceSeconds) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}
