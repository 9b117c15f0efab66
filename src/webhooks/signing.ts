import { createHmac, randomBytes } from 'node:crypto';

/**
 * `X-Service-Signature` (contract: Webhook signature verification): `sha256=` and the hex
 * HMAC-SHA-256, keyed with the webhook's secret, of `<timestamp>.<raw body>`.
 */
export function signPayload(secret: string, timestamp: number, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;
}

/** A new signing secret: 32 random bytes, printable. */
export function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
