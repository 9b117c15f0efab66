import type { Executor } from '../db/connection.js';
import { precompiled } from '../db/precompiled.js';

/**
 * A run token's run, with its agent and workspace, as every request made with one needs them. Built once
 * (`precompiled`), not per request. Whether the token still acts is the domain's decision (auth.ts).
 */
const runTokenForRequest = precompiled((db: Executor, digest: string) =>
  db
    .selectFrom('runs as r')
    .innerJoin('agents as a', 'a.id', 'r.agent_id')
    .innerJoin('workspaces as w', 'w.id', 'r.workspace_id')
    .leftJoin('agent_runtimes as rt', 'rt.id', 'r.runtime_id')
    .select([
      'rt.revoked_at as runtime_revoked_at',
      'a.status as agent_status',
      'r.id as run_id',
      'r.status as run_status',
      'r.issue_id as run_issue_id',
      'r.lease_token_digest as run_lease_token_digest',
      'r.lease_expires_at as run_lease_expires_at',
      'a.id as agent_id',
      'a.name as agent_name',
      'a.visibility as agent_visibility',
      'a.owner_user_id as agent_owner_user_id',
      'a.workspace_id as agent_workspace_id',
    ])
    .selectAll('w')
    .where('r.run_token_digest', '=', digest),
);

export async function findRunTokenForRequest(db: Executor, digest: string) {
  const [row] = await runTokenForRequest(db, digest);
  return row;
}

/**
 * The `session_id` the agent's latest finished run on the issue reported (decisions §11.6: a follow-up
 * run carries on where the last one stopped), or null.
 */
export async function previousSessionId(
  db: Executor,
  run: { id: string; agent_id: number; issue_id: number | null },
): Promise<string | null> {
  if (run.issue_id === null) return null;
  const row = await db
    .selectFrom('runs')
    .select('session_id')
    .where('issue_id', '=', run.issue_id)
    .where('agent_id', '=', run.agent_id)
    .where('id', '!=', run.id)
    .where('status', 'in', ['completed', 'failed'])
    .where('session_id', 'is not', null)
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.session_id ?? null;
}

/**
 * The issues a run may read besides its own (issue 37): what its issue links to, its parent, its live
 * sub-issues, its blockers and the issues it blocks.
 */
export async function issuesLinkedTo(db: Executor, issueId: number): Promise<number[]> {
  const [parent, children, blockers, blocked] = await Promise.all([
    db.selectFrom('issues').select('parent_id as id').where('id', '=', issueId).execute(),
    db
      .selectFrom('issues')
      .select('id')
      .where('parent_id', '=', issueId)
      .where('deleted_at', 'is', null)
      .execute(),
    db
      .selectFrom('issue_dependencies')
      .select('blocker_id as id')
      .where('blocked_id', '=', issueId)
      .execute(),
    db
      .selectFrom('issue_dependencies')
      .select('blocked_id as id')
      .where('blocker_id', '=', issueId)
      .execute(),
  ]);
  const ids = [...parent, ...children, ...blockers, ...blocked].map((row) => row.id);
  return [...new Set(ids.filter((id): id is number => id !== null))];
}
