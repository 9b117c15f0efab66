import {
  header,
  hmacMatches,
  parsePullRequestPayload,
  parsePushPayload,
  type CodeHostProvider,
} from './provider.js';

/**
 * GitHub (docs: "Webhook events and payloads", "Validating webhook deliveries"): `X-GitHub-Event`,
 * `X-GitHub-Delivery` (a GUID kept across redeliveries) and `X-Hub-Signature-256: sha256=<hex>`, the
 * HMAC-SHA256 of the raw body with the webhook's secret.
 */
export const github: CodeHostProvider = {
  name: 'github',
  eventOf: (headers) => header(headers, 'x-github-event'),
  deliveryIdOf: (headers) => header(headers, 'x-github-delivery'),
  verify(headers, body, secret) {
    const signature = header(headers, 'x-hub-signature-256');
    if (signature === null || !signature.startsWith('sha256=')) return false;
    return hmacMatches(body, secret, signature.slice('sha256='.length));
  },
  parse(event, payload) {
    if (event === 'ping') return { kind: 'ping' };
    if (event === 'pull_request') return { kind: 'pull_request', ...parsePullRequestPayload(payload) };
    if (event === 'push') return parsePushPayload(payload);
    return { kind: 'ignored', event };
  },
};
