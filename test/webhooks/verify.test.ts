import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { signPayload } from '../../src/webhooks/signing.js';
import { verifyWebhook } from '../../src/webhooks/verify.js';

const secret = 'whsec_test';
const body =
  '{"event":"issue.created","delivered_at":"2026-11-22T09:30:00.000Z","workspace":"acme","data":{}}';

function signed(timestamp: number, payload = body, key = secret) {
  return {
    'x-service-timestamp': String(timestamp),
    'x-service-signature': signPayload(key, timestamp, payload),
  };
}

describe('verifyWebhook (for subscribers)', () => {
  const now = Math.floor(Date.now() / 1000);

  it('signs `<timestamp>.<raw body>` with HMAC-SHA-256, hex, prefixed sha256=', () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    assert.equal(signPayload(secret, now, body), `sha256=${expected}`);
  });

  it('accepts a genuine delivery, from a string or the raw bytes', () => {
    assert.equal(verifyWebhook(secret, signed(now), body), true);
    assert.equal(verifyWebhook(secret, signed(now), Buffer.from(body)), true);
  });

  it('reads headers in any case, from a plain object or a fetch Headers', () => {
    const headers = signed(now);
    const shouting = {
      'X-Service-Timestamp': headers['x-service-timestamp'],
      'X-SERVICE-SIGNATURE': headers['x-service-signature'],
    };
    assert.equal(verifyWebhook(secret, shouting, body), true);
    assert.equal(verifyWebhook(secret, new Headers(headers), body), true);
  });

  it('refuses a changed body, a wrong secret, or a signature for another timestamp', () => {
    assert.equal(verifyWebhook(secret, signed(now), body.replace('acme', 'evil')), false);
    assert.equal(verifyWebhook('another', signed(now), body), false);
    const headers = { ...signed(now), 'x-service-timestamp': String(now - 1) };
    assert.equal(verifyWebhook(secret, headers, body), false);
  });

  it('refuses a timestamp 300 seconds or more away from now, either way', () => {
    assert.equal(verifyWebhook(secret, signed(now - 299), body, 300, now), true);
    assert.equal(verifyWebhook(secret, signed(now - 300), body, 300, now), false);
    assert.equal(verifyWebhook(secret, signed(now + 300), body, 300, now), false);
    assert.equal(verifyWebhook(secret, signed(now - 30), body, 10, now), false, 'custom tolerance');
  });

  it('refuses missing or malformed headers without throwing', () => {
    assert.equal(verifyWebhook(secret, {}, body), false);
    assert.equal(verifyWebhook(secret, { 'x-service-timestamp': String(now) }, body), false);
    const good = signed(now);
    for (const signature of [
      '',
      'sha256=',
      'sha1=abc',
      good['x-service-signature'].slice(0, -2),
      'sha256=zz',
    ]) {
      assert.equal(
        verifyWebhook(secret, { ...good, 'x-service-signature': signature }, body),
        false,
        signature,
      );
    }
    assert.equal(verifyWebhook(secret, { ...good, 'x-service-timestamp': 'soon' }, body), false);
  });
});
