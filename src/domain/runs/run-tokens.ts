import type { Executor } from '../../db/connection.js';
import { findIssueWithPrefixes } from '../../repositories/issues.js';
import type { AgentCaller } from '../caller.js';
import { issueIdentifier } from '../issues/issue-ref.js';
import { digestToken, generateToken, RUN_TOKEN_PREFIX } from '../people/tokens.js';

/**
 * Run tokens (decisions §11.6). Each claim mints one (`tdmrun_` + 30 random base62 characters + a
 * 6-character checksum, like every Tandem token), hands it to the runtime in the claim's answer only and
 * keeps its SHA-256. Whether it still acts is decided at each request (auth.ts): only while its run is
 * dispatched or running and holds its lease.
 */
export function mintRunToken(): { token: string; digest: string } {
  const token = generateToken(RUN_TOKEN_PREFIX);
  return { token, digest: digestToken(token) };
}

/** What `GET /me` shows of a run token's run: its ULID and its issue's identifier. */
export async function runTokenRun(
  db: Executor,
  caller: AgentCaller,
): Promise<{ id: string; issue: string | null }> {
  const issue = caller.run.issueId === null ? undefined : await findIssueWithPrefixes(db, caller.run.issueId);
  return {
    id: caller.run.id,
    issue: issue ? issueIdentifier(issue.number, issue.project_prefix, issue.workspace_prefix) : null,
  };
}
