import {
  header,
  hmacMatches,
  parsePullRequestPayload,
  parsePushPayload,
  type CodeHostProvider,
} from './provider.js';

/**
 * Gitea (and Forgejo): `X-Gitea-Event`, `X-Gitea-Delivery` and `X-Gitea-Signature`, the HMAC-SHA256 of
 * the raw body as bare hex. Its payloads follow GitHub's (`pull_request`, `repository.full_name`,
 * `commits`); a merge is `action: closed` with `pull_request.merged: true`.
 */
export const gitea: CodeHostProvider = {
  name: 'gitea',
  eventOf: (headers) => header(headers, 'x-gitea-event'),
  deliveryIdOf: (headers) => header(headers, 'x-gitea-delivery'),
  verify: (headers, body, secret) => hmacMatches(body, secret, header(headers, 'x-gitea-signature')),
  parse(event, payload) {
    if (event === 'pull_request') return { kind: 'pull_request', ...parsePullRequestPayload(payload) };
    if (event === 'push') return parsePushPayload(payload);
    return { kind: 'ignored', event };
  },
};
