import { createHmac, timingSafeEqual } from 'node:crypto';
import { withoutNul } from '../../text-input.js';

/** A pull request as any code host reports it. */
export interface NeutralPullRequest {
  /** `owner/name`. */
  repository: string;
  number: number;
  title: string;
  body: string;
  /** The pull request's page. */
  url: string;
  state: 'open' | 'closed' | 'merged';
  draft: boolean;
  headBranch: string | null;
  /** The code host's own time of its last change (ISO). */
  updatedAt: string;
}

export interface NeutralCommit {
  id: string;
  message: string;
  url: string | null;
}

/** What one delivery says, in the same words for every provider. */
export type CodeHostEvent =
  | { kind: 'ping' }
  | { kind: 'pull_request'; action: string; pullRequest: NeutralPullRequest }
  | { kind: 'push'; repository: string; branch: string | null; commits: NeutralCommit[] }
  | { kind: 'ignored'; event: string };

type Headers = Record<string, string | string[] | undefined>;

export interface CodeHostProvider {
  name: string;
  /** The event a delivery carries (`pull_request`, `push`, `ping`…), from its headers. */
  eventOf(headers: Headers): string | null;
  /** The delivery's own id, the same when the code host redelivers it. */
  deliveryIdOf(headers: Headers): string | null;
  /** Whether the body was signed with the secret (constant-time compare). */
  verify(headers: Headers, body: Buffer, secret: string): boolean;
  /** The neutral record of a verified delivery; throws PayloadError for a body of the wrong shape. */
  parse(event: string, payload: unknown): CodeHostEvent;
}

/** A signed delivery whose body is not what its event promises. */
export class PayloadError extends Error {}

export function header(headers: Headers, name: string): string | null {
  const value = headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.length > 0 && first.length <= 200 ? first : null;
}

/** HMAC-SHA256 of the body as lower-case hex, compared with `given` in constant time. */
export function hmacMatches(body: Buffer, secret: string, given: string | null): boolean {
  if (given === null || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

// Readers of untrusted JSON: a wrong type is a PayloadError naming the path, never a crash.
export function object(value: unknown, path: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new PayloadError(`${path} must be an object.`);
  }
  return value as Record<string, unknown>;
}

// NUL characters are dropped: PostgreSQL's text refuses them, as every other text input has them removed.
export function string(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new PayloadError(`${path} must be a string.`);
  return withoutNul(value);
}

export function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? withoutNul(value) : null;
}

export function positiveInteger(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) {
    throw new PayloadError(`${path} must be a positive integer.`);
  }
  return value;
}

export function httpsUrl(value: unknown, path: string): string {
  const text = string(value, path);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new PayloadError(`${path} must be a URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new PayloadError(`${path} must be a web URL.`);
  return text;
}

export function isoTime(value: unknown, path: string): string {
  const text = string(value, path);
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw new PayloadError(`${path} must be a time.`);
  return new Date(time).toISOString();
}

/** `refs/heads/main` → `main`; tags and other refs → null. */
export function branchOfRef(ref: unknown): string | null {
  return typeof ref === 'string' && ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null;
}

/** GitHub's shape, which Gitea follows: `pull_request`, `repository.full_name`. */
export function parsePullRequestPayload(payload: unknown): {
  action: string;
  pullRequest: NeutralPullRequest;
} {
  const body = object(payload, 'body');
  const pr = object(body.pull_request, 'pull_request');
  const repository = object(body.repository, 'repository');
  const head = pr.head === undefined || pr.head === null ? {} : object(pr.head, 'pull_request.head');
  const merged = pr.merged === true || typeof pr.merged_at === 'string';
  const state = string(pr.state, 'pull_request.state');
  return {
    action: string(body.action, 'action'),
    pullRequest: {
      repository: string(repository.full_name, 'repository.full_name'),
      number: positiveInteger(pr.number, 'pull_request.number'),
      title: string(pr.title, 'pull_request.title'),
      body: optionalString(pr.body) ?? '',
      url: httpsUrl(pr.html_url, 'pull_request.html_url'),
      state: merged ? 'merged' : state === 'open' ? 'open' : 'closed',
      draft: pr.draft === true,
      headBranch: optionalString(head.ref),
      updatedAt: isoTime(pr.updated_at, 'pull_request.updated_at'),
    },
  };
}

/** GitHub's push shape, which Gitea follows: commits with `id`, `message`, `url`. */
export function parsePushPayload(payload: unknown): Extract<CodeHostEvent, { kind: 'push' }> {
  const body = object(payload, 'body');
  const repository = object(body.repository, 'repository');
  const commits = Array.isArray(body.commits) ? body.commits : [];
  return {
    kind: 'push',
    repository: string(repository.full_name, 'repository.full_name'),
    branch: branchOfRef(body.ref),
    commits: commits
      .map((value, i) => object(value, `commits[${i}]`))
      // GitHub marks a commit already pushed to another branch `distinct: false`: it was seen then.
      .filter((commit) => commit.distinct !== false)
      .map((commit, i) => ({
        id: string(commit.id, `commits[${i}].id`),
        message: optionalString(commit.message) ?? '',
        url: optionalString(commit.url),
      })),
  };
}
