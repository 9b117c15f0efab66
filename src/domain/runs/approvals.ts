import { recordApprovalAnswer } from '../people/audit-log.js';
import { isoAfter, nowIso } from '../../clock.js';
import { inTransaction, type Db, type Executor, type Tx } from '../../db/connection.js';
import type { RunApproval } from '../../db/schema.js';
import {
  answerPendingApproval,
  assignerOfAgentOnIssue,
  countApprovalsOfRun,
  findApproval,
  insertApproval,
  listApprovalsOfRun,
  listExpiredApprovals,
  listWorkspaceApprovals,
  NO_ANSWER_REASON,
} from '../../repositories/approvals.js';
import { insertInboxItems } from '../../repositories/inbox.js';
import { findMembership, listAdministratorIds } from '../../repositories/members.js';
import { findRunRow, lockIssueOfRun, lockRun, type RunRow } from '../../repositories/runs.js';
import { MAX_SCOPE_JSON_BYTES, type ApprovalStatus, type ApprovalView } from '../../schemas/approvals.js';
import { ActorDirectory } from '../actors.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { notifyByMail } from '../integrations/mail-outbox.js';
import { emitEvent } from '../events.js';
import { workspaceById } from '../../repositories/workspaces.js';
import { findAgentVisibility } from '../../repositories/agents.js';
import { asPerson, assertCanWrite, isAdministrator } from '../policy.js';
import { normaliseRunId, runIssueIdentifier, visibleRunRow } from './runs.js';

/**
 * Approvals bound to one action (decisions §12.10; docs/decisions.md "Issue 39 — approvals"). An agent,
 * through the run token of a run its runner holds, asks to take one action with its scope; the people
 * who may approve (whoever assigned the issue to the agent, the owners and admins; never an agent, never
 * a guest) get an inbox item and a mail; the first answer wins and is bound to that request only. The
 * runner learns answers at its lease renewals. Nobody answering within 24 hours is a denial (the sweep
 * below); a run leaving its runner's hands first denies what it still waited for (repositories/runs.ts
 * `updateRunWhere`), since nothing would be there to act on the answer.
 */

export const APPROVAL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** At once, a run waits for at most this many answers; over its life it asks at most MAX_PER_RUN. */
export const MAX_PENDING_PER_RUN = 10;
export const MAX_PER_RUN = 50;
export { NO_ANSWER_REASON };

type Decision = 'approve' | 'deny';

function scopeJson(scope: unknown): string {
  const json = JSON.stringify(scope);
  if (Buffer.byteLength(json, 'utf8') > MAX_SCOPE_JSON_BYTES) {
    throw ValidationError.field('scope', `The scope may be at most ${MAX_SCOPE_JSON_BYTES} bytes as JSON.`);
  }
  return json;
}

function oneLine(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw ValidationError.field(field, `The ${field} may not be blank.`);
  // eslint-disable-next-line no-control-regex -- a line break or control character is refused
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) {
    throw ValidationError.field(field, `The ${field} must be one line of text.`);
  }
  return trimmed;
}

function normaliseScope(scope: unknown): unknown {
  if (typeof scope === 'string') return oneLine(scope, 'scope');
  if (
    typeof scope !== 'object' ||
    scope === null ||
    Array.isArray(scope) ||
    Object.keys(scope).length === 0
  ) {
    throw ValidationError.field(
      'scope',
      'The scope must be a text or an object naming what the action applies to.',
    );
  }
  return scope;
}

/** The scope as one line for people: the text itself, or the object's JSON. */
export function scopeText(approval: Pick<RunApproval, 'scope'>): string {
  const scope = JSON.parse(approval.scope) as unknown;
  return typeof scope === 'string' ? scope : JSON.stringify(scope);
}

/**
 * The people who may answer: the issue's assigner (still a member, not a guest), owners and admins —
 * of those, for a private agent, only its owner, the one person who can see its runs.
 */
export async function approverIds(
  db: Executor,
  approval: Pick<RunApproval, 'workspace_id' | 'issue_id' | 'agent_id'>,
) {
  const people = new Set(await listAdministratorIds(db, approval.workspace_id));
  const assigner =
    approval.issue_id === null
      ? null
      : await assignerOfAgentOnIssue(db, approval.issue_id, approval.agent_id);
  if (assigner !== null) {
    const membership = await findMembership(db, approval.workspace_id, assigner);
    if (membership && membership.role !== 'guest' && membership.role !== 'management') people.add(assigner);
  }
  const agent = await findAgentVisibility(db, approval.workspace_id, approval.agent_id);
  if (agent?.visibility === 'private') {
    return new Set([...people].filter((id) => id === agent.owner_user_id));
  }
  return people;
}

async function mayAnswer(db: Executor, caller: Caller | null, approval: RunApproval): Promise<boolean> {
  if (caller === null || caller.user === null || caller.role === 'guest' || approval.status !== 'pending')
    return false;
  if (!caller.credential.abilities.includes('write')) return false;
  if (isAdministrator(caller)) return true;
  return (await approverIds(db, approval)).has(caller.user.id);
}

async function present(
  db: Executor,
  caller: Caller | null,
  approvals: RunApproval[],
  runs: Map<string, RunRow>,
): Promise<ApprovalView[]> {
  const actors = await ActorDirectory.load(
    db,
    approvals.map((a) => ({ type: 'user' as const, id: a.answered_by_id })),
  );
  const views: ApprovalView[] = [];
  for (const approval of approvals) {
    const run = runs.get(approval.run_id)!;
    views.push({
      id: approval.id,
      run: approval.run_id,
      issue: runIssueIdentifier(run),
      agent: { id: run.agent_id, name: run.agent_name },
      action: approval.action,
      scope: JSON.parse(approval.scope) as ApprovalView['scope'],
      status: approval.status,
      requested_at: approval.created_at,
      expires_at: approval.expires_at,
      answered_by: actors.view(approval.answered_by_id === null ? null : 'user', approval.answered_by_id),
      answered_at: approval.answered_at,
      reason: approval.reason,
      can_answer: await mayAnswer(db, caller, approval),
    });
  }
  return views;
}

/** Only the run's own agent, through that run's token; a run token of another run reads it as absent. */
async function ownHeldRun(tx: Tx, ctx: CommandContext, reference: string): Promise<RunRow> {
  const { caller } = ctx;
  if (caller.user !== null) {
    throw new ForbiddenError('Only the agent of a run asks for approvals, through its run token.');
  }
  const id = normaliseRunId(reference);
  if (id === null || id !== caller.run.id) throw new NotFoundError('Run');
  await lockIssueOfRun(tx, id);
  await lockRun(tx, id);
  const row = await findRunRow(tx, { workspaceId: caller.workspace.id }, id);
  if (!row) throw new NotFoundError('Run');
  if (row.status !== 'dispatched' && row.status !== 'running') {
    throw new ConflictError(`The run is ${row.status}; only a run its runner holds asks for approvals.`);
  }
  return row;
}

/**
 * `POST /runs/{ulid}/approvals`. The same action and scope asked again while pending answers the pending
 * request (`created: false`), so that nobody hears of it twice.
 */
export async function requestApproval(
  tx: Tx,
  ctx: CommandContext,
  input: { run: string; action: string; scope: unknown },
): Promise<{ approval: ApprovalView; created: boolean }> {
  const { caller } = ctx;
  const action = oneLine(input.action, 'action');
  const scope = scopeJson(normaliseScope(input.scope));
  const run = await ownHeldRun(tx, ctx, input.run);
  const existing = await listApprovalsOfRun(tx, run.id);
  const same = existing.find((a) => a.status === 'pending' && a.action === action && a.scope === scope);
  const runs = new Map([[run.id, run]]);
  if (same) return { approval: (await present(tx, caller, [same], runs))[0]!, created: false };
  const counts = await countApprovalsOfRun(tx, run.id);
  if (counts.pending >= MAX_PENDING_PER_RUN) {
    throw new ConflictError(`The run already waits for ${MAX_PENDING_PER_RUN} answers; wait for one first.`);
  }
  if (counts.total >= MAX_PER_RUN) {
    throw new ConflictError(`A run asks for at most ${MAX_PER_RUN} approvals.`);
  }
  const now = nowOf(ctx);
  const approval = await insertApproval(tx, {
    workspace_id: run.workspace_id,
    run_id: run.id,
    agent_id: run.agent_id,
    issue_id: run.issue_id,
    action,
    scope,
    status: 'pending',
    reason: null,
    answered_by_id: null,
    answered_at: null,
    created_at: now,
    expires_at: isoAfter(APPROVAL_WINDOW_MS, new Date(now)),
  });
  await notifyApprovers(tx, approval, now);
  await announce(tx, caller.workspace, 'approval.requested', approval, run);
  return { approval: (await present(tx, caller, [approval], runs))[0]!, created: true };
}

/** Each person who may answer once: an inbox item and a mail (their `runs` notification setting). */
async function notifyApprovers(db: Executor, approval: RunApproval, now: string): Promise<void> {
  const people = [...(await approverIds(db, approval))];
  const note = `Asks to ${approval.action}: ${scopeText(approval)}`.slice(0, 500);
  await insertInboxItems(
    db,
    people.map((userId) => ({
      workspace_id: approval.workspace_id,
      user_id: userId,
      kind: 'approval',
      issue_id: approval.issue_id,
      comment_id: null,
      run_id: approval.run_id,
      note,
      actor_type: 'agent' as const,
      actor_id: approval.agent_id,
      created_at: now,
      read_at: null,
    })),
  );
  for (const userId of people) {
    await notifyByMail(db, {
      userId,
      workspaceId: approval.workspace_id,
      issueId: approval.issue_id,
      kind: 'approval_requested',
      actor: { type: 'agent', id: approval.agent_id },
      runId: approval.run_id,
      approvalId: approval.id,
    });
  }
}

async function visibleApproval(db: Executor, caller: Caller, id: number) {
  const approval = await findApproval(db, caller.workspace.id, id);
  if (!approval) throw new NotFoundError('Approval');
  // A run token reads its own run's approvals only; people, those of runs they can see.
  if (caller.user === null && approval.run_id !== caller.run.id) throw new NotFoundError('Approval');
  const run = await visibleRunRow(db, caller, approval.run_id).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw new NotFoundError('Approval');
    throw error;
  });
  return { approval, run };
}

/** `GET /approvals/{id}`. */
export async function getApproval(db: Executor, caller: Caller, id: number): Promise<ApprovalView> {
  const { approval, run } = await visibleApproval(db, caller, id);
  return (await present(db, caller, [approval], new Map([[run.id, run]])))[0]!;
}

/** `GET /runs/{ulid}/approvals`: oldest first. */
export async function listRunApprovals(
  db: Executor,
  caller: Caller,
  reference: string,
): Promise<ApprovalView[]> {
  const run = await visibleRunRow(db, caller, reference);
  return present(db, caller, await listApprovalsOfRun(db, run.id), new Map([[run.id, run]]));
}

/** `GET /approvals`: the workspace's, newest first (people only; `status=pending` for what waits). */
export async function listApprovals(
  db: Executor,
  caller: Caller,
  status: ApprovalStatus | undefined,
  limit: number,
  offset: number,
): Promise<{ items: ApprovalView[]; total: number }> {
  asPerson(caller, 'list approvals');
  const { rows, total } = await listWorkspaceApprovals(db, caller.workspace.id, status, limit, offset);
  const runs = new Map<string, RunRow>();
  const shown: RunApproval[] = [];
  for (const approval of rows) {
    const run =
      runs.get(approval.run_id) ?? (await visibleRunRow(db, caller, approval.run_id).catch(() => undefined));
    if (!run) continue; // a private agent's run its viewer may not see
    runs.set(run.id, run);
    shown.push(approval);
  }
  return { items: await present(db, caller, shown, runs), total };
}

/**
 * `POST /approvals/{id}/approve|deny`: by a person who may approve, once (a second answer, even a
 * concurrent one, is 409). A denial says why (`reason` required); an approval may.
 */
export interface ApprovalAnswer {
  id: number;
  decision: Decision;
  reason?: string | null;
}

export async function answerApproval(
  tx: Tx,
  ctx: CommandContext,
  { id, decision, reason }: ApprovalAnswer,
): Promise<ApprovalView> {
  const { caller } = ctx;
  const person = asPerson(caller, 'answer approvals');
  assertCanWrite(caller);
  if (caller.role === 'guest') throw new ForbiddenError('Guests cannot answer approvals.');
  const { approval, run } = await visibleApproval(tx, caller, id);
  const why = reason?.trim() ? reason.trim() : null;
  if (decision === 'deny' && why === null) {
    throw ValidationError.field('reason', 'Say why the action is denied: the agent reads the reason.');
  }
  if (!isAdministrator(caller) && !(await approverIds(tx, approval)).has(person.user.id)) {
    throw new ForbiddenError(
      "Only whoever assigned the issue to the agent, the workspace's owners and admins answer this approval.",
    );
  }
  if (approval.status !== 'pending') throw new ConflictError(answeredMessage(approval));
  const answered = await answerPendingApproval(tx, approval.id, {
    status: decision === 'approve' ? 'approved' : 'denied',
    reason: why,
    answered_by_id: person.user.id,
    answered_at: nowOf(ctx),
  });
  if (!answered) {
    const current = await findApproval(tx, caller.workspace.id, approval.id);
    throw new ConflictError(answeredMessage(current ?? approval));
  }
  await announce(tx, caller.workspace, 'approval.answered', answered, run);
  await recordApprovalAnswer(tx, caller, answered);
  return (await present(tx, caller, [answered], new Map([[run.id, run]])))[0]!;
}

/** The webhook and live event (extensions, issue 39): the Approval, without the reader's `can_answer`. */
async function announce(
  db: Executor,
  workspace: { id: number; slug: string },
  event: 'approval.requested' | 'approval.answered',
  approval: RunApproval,
  run: RunRow,
): Promise<void> {
  const [view] = await present(db, null, [approval], new Map([[run.id, run]]));
  const { can_answer: _unused, ...data } = view!;
  await emitEvent(db, workspace, event, data);
}

function answeredMessage(approval: RunApproval): string {
  return `The approval was already answered (${approval.status}); an answer is given once.`;
}

/** What a renewal answers as `approvals`: the run's answered approvals, oldest first. */
export async function answeredApprovalsOfRun(
  db: Executor,
  runId: string,
): Promise<{ id: number; status: 'approved' | 'denied' }[]> {
  return (await listApprovalsOfRun(db, runId))
    .filter((a): a is RunApproval & { status: 'approved' | 'denied' } => a.status !== 'pending')
    .map((a) => ({ id: a.id, status: a.status }));
}

/**
 * The scheduled sweep: pending approvals unanswered for 24 hours are denied, by nobody. Each in its own
 * conditional update, so several workers (and a person answering at that moment) deny it once.
 */
export async function denyExpiredApprovals(db: Db, limit = 200): Promise<number> {
  const now = nowIso();
  let denied = 0;
  for (const approval of await listExpiredApprovals(db, now, limit)) {
    const done = await inTransaction(db, async (tx) => {
      const answered = await answerPendingApproval(tx, approval.id, {
        status: 'denied',
        reason: NO_ANSWER_REASON,
        answered_by_id: null,
        answered_at: now,
      });
      const run = answered && (await findRunRow(tx, { workspaceId: answered.workspace_id }, answered.run_id));
      if (answered) await recordApprovalAnswer(tx, null, answered);
      if (answered && run) {
        await announce(
          tx,
          await workspaceById(tx, answered.workspace_id),
          'approval.answered',
          answered,
          run,
        );
      }
      return answered;
    });
    if (done) denied++;
  }
  return denied;
}

export type { Decision as ApprovalDecision };
