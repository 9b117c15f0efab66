import type { Executor } from '../../db/connection.js';
import type { PullRequest } from '../../db/schema.js';
import {
  pullRequestArtifactsOfIssue,
  pullRequestsByUrls,
  pullRequestsOfIssue,
} from '../../repositories/code-hosts.js';
import type { PullRequestView } from '../../schemas/pull-requests.js';
import type { Caller } from '../caller.js';
import { resolveIssue } from '../issues/issue-ref.js';

/** How many pull-request deliveries of one issue are read to show its pull requests. */
const MAX_DELIVERED = 500;

export function presentPullRequest(row: PullRequest): PullRequestView {
  return {
    provider: row.provider,
    repository: row.repository,
    number: row.number,
    title: row.title,
    url: row.url,
    state: row.state,
    draft: row.draft === 1,
    updated_at: row.updated_at,
  };
}

/** `https://host/owner/name/pull/12` (GitHub) or `…/pulls/12` (Gitea): its parts, else null. */
function pullRequestAddress(url: string): { host: string; repository: string; number: number } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = /^\/([^/]+)\/([^/]+)\/pulls?\/(\d{1,10})(\/|$)/.exec(parsed.pathname);
  if (!match) return null;
  return { host: parsed.hostname, repository: `${match[1]}/${match[2]}`, number: Number(match[3]) };
}

/** The canonical form of a delivered link, for matching it with what a code host reported. */
function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * `GET /issues/{issue}/pull-requests` (decisions §11.8): the pull requests a code host linked to the
 * issue, and the pull requests its runs delivered, each link once. A delivered link a code host has
 * reported shows as the code host reported it (fresher); one it has not shows as delivered, its state
 * the delivery's (`draft` is an open draft), its provider `github` for github.com and else the host.
 * Most recently updated first.
 */
export async function listPullRequestsOfIssue(
  db: Executor,
  caller: Caller,
  reference: string,
  limit: number,
  offset: number,
): Promise<{ items: PullRequestView[]; total: number }> {
  const issue = await resolveIssue(db, caller.workspace, reference);
  const byUrl = new Map<string, PullRequestView>();
  for (const row of await pullRequestsOfIssue(db, issue.id)) byUrl.set(row.url, presentPullRequest(row));
  const delivered = (await pullRequestArtifactsOfIssue(db, issue.id, MAX_DELIVERED)).filter(
    (artifact) => !byUrl.has(withoutTrailingSlash(artifact.url!)),
  );
  const reported = await pullRequestsByUrls(
    db,
    caller.workspace.id,
    delivered.map((artifact) => withoutTrailingSlash(artifact.url!)),
  );
  for (const row of reported) byUrl.set(row.url, presentPullRequest(row));
  for (const artifact of delivered) {
    const url = withoutTrailingSlash(artifact.url!);
    const address = pullRequestAddress(url);
    if (byUrl.has(url) || !address) continue;
    byUrl.set(url, {
      provider: address.host === 'github.com' ? 'github' : address.host,
      repository: address.repository,
      number: address.number,
      title: artifact.title ?? artifact.reference ?? 'pull_request',
      url,
      state: artifact.state === 'merged' || artifact.state === 'closed' ? artifact.state : 'open',
      draft: artifact.state === 'draft',
      updated_at: artifact.updated_at,
    });
  }
  const all = [...byUrl.values()].sort(
    (a, b) => b.updated_at.localeCompare(a.updated_at) || a.url.localeCompare(b.url),
  );
  return { items: all.slice(offset, offset + limit), total: all.length };
}
