import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/connection.js';
import type { AgentCaller } from '../domain/caller.js';
import { resolveIssue, resolveIssueField } from '../domain/issues/issue-ref.js';
import {
  assertRunMayNameIssue,
  assertRunMayReadIssue,
  assertRunMayReadRun,
  assertRunMayWriteIssue,
  runTokenReach,
} from '../domain/policy.js';
import { normaliseRunId } from '../domain/runs/runs.js';
import { findWorkspaceAttachment } from '../repositories/attachments.js';

type IssueReference = string | number;

/**
 * The run token's reach (issue 37), asked of policy.ts for every /api/v1 request made with one, once
 * its parameters and body are parsed: the route must be one a run needs, and the issue, run or file it
 * names within the run's reach. People pass untouched. An unknown path is left to answer 404.
 */
export async function enforceRunReach(db: Executor, request: FastifyRequest): Promise<void> {
  const caller = request.caller;
  if (caller.user !== null || request.routeOptions.url === undefined) return;
  const route = request.routeOptions.url.replace(/^\/api\/v1/, '');
  const params = (request.params ?? {}) as Record<string, string>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  switch (runTokenReach(caller, request.method, route)) {
    case 'linked-issue':
      assertRunMayReadIssue(caller, (await resolveIssue(db, caller.workspace, params.issue!)).id);
      return;
    case 'own-issue':
      assertRunMayWriteIssue(caller, (await resolveIssue(db, caller.workspace, params.issue!)).id);
      if (request.method === 'PATCH' && route === '/issues/:issue') await assertNamedIssues(db, caller, body);
      return;
    case 'new-issue':
      await assertNamedIssues(db, caller, body);
      return;
    case 'own-run':
      assertRunMayReadRun(caller, normaliseRunId(params.run ?? ''));
      return;
    case 'attachment': {
      const id = Number(params.id);
      const attachment = Number.isSafeInteger(id)
        ? await findWorkspaceAttachment(db, caller.workspace.id, id)
        : undefined;
      if (attachment) assertRunMayReadIssue(caller, attachment.issue_id);
      return;
    }
    case 'issue-list':
    case 'reference':
      return;
  }
}

/** A write may name only issues the run reads: a new parent, blockers, blocked issues. */
async function assertNamedIssues(
  db: Executor,
  caller: AgentCaller,
  body: Record<string, unknown>,
): Promise<void> {
  const parent = body.parent_id as IssueReference | null | undefined;
  if (parent !== undefined && parent !== null) {
    const issue = await resolveIssueField(db, caller.workspace, parent, 'parent_id');
    assertRunMayNameIssue(caller, issue.id, 'parent_id');
  }
  for (const side of ['blocked_by', 'blocks'] as const) {
    const references = body[side] as IssueReference[] | undefined;
    for (const [index, reference] of (references ?? []).entries()) {
      const issue = await resolveIssueField(db, caller.workspace, reference, `${side}.${index}`);
      assertRunMayNameIssue(caller, issue.id, side);
    }
  }
}
