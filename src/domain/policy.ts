import type { ActorType, Role } from '../db/schema.js';
import {
  callerActor,
  privateAgentsViewer,
  type AgentCaller,
  type Caller,
  type PersonCaller,
} from './caller.js';
import { ForbiddenError, NotFoundError } from '../errors.js';

export const MANAGEMENT_REFUSAL =
  'This token belongs to an account with the Management role, which has no issues; the API is not available to it.';
export const MANAGEMENT_SESSION_REFUSAL =
  'This account has the Management role, which has no issues; the API is not available to it.';
export const READ_ONLY_REFUSAL = 'This token has the read ability only; writing requires the write ability.';

/**
 * Who may do what (decisions §2, Authentication §11). The domain asks here, whoever calls it (a token,
 * a browser session, the CLI, seeding); no rule is written twice, none is written elsewhere.
 * A record the caller cannot see at all is a 404 decided by the query that loads it; a record the
 * caller sees but may not change is a 403 decided here.
 */
export function isAdministrator(caller: Caller): boolean {
  return caller.role === 'owner' || caller.role === 'admin';
}

/** The Management role sees the interface's reports only: it has no issues, so no API (decisions §2). */
export function assertCanUseApi(caller: Caller): void {
  if (caller.role === 'management') {
    throw new ForbiddenError(
      caller.credential.kind === 'token' ? MANAGEMENT_REFUSAL : MANAGEMENT_SESSION_REFUSAL,
    );
  }
  assertSecondFactorSetUp(caller);
}

export const SECOND_FACTOR_REQUIRED_REFUSAL =
  'This workspace requires a second factor: set one up in Settings → Security (/settings/security) first.';

/**
 * A workspace that requires a second factor (issue 43): a session of a member who has none reaches only
 * their session and Settings → Security (the interface allows those routes itself). API tokens are not
 * affected: a token is its own credential, created by a signed-in member.
 */
export function assertSecondFactorSetUp(caller: Caller): void {
  if (caller.credential.kind === 'session' && caller.credential.secondFactorMissing) {
    throw new ForbiddenError(SECOND_FACTOR_REQUIRED_REFUSAL);
  }
}

/**
 * What only a person does (decisions §11.6 and docs/decisions.md, "Run tokens"). An agent acting through
 * its run token works on issues: it reads the workspace, creates and changes issues, comments, links
 * dependencies, uploads attachments. It is refused, 403, anything that belongs to a person (API tokens,
 * the timer, time logged by hand — a run's time is measured by the run —, absences, the inbox, saved
 * views), meetings, articles and whiteboards, all administration, and putting agents to work (queueing a
 * run, assigning an issue to an agent; its mentions start nothing), so agents cannot set each other off.
 */
export function agentRefusal(what: string): string {
  return `A run token acts as an agent, and an agent cannot ${what}; this is for people.`;
}

/** The caller as the person it must be for `what`; an agent is refused (403). */
export function asPerson(caller: Caller, what: string): PersonCaller {
  if (caller.user === null) throw new ForbiddenError(agentRefusal(what));
  return caller;
}

/** Abilities only narrow what the owner can do: a read token may not write. */
export function assertCanWrite(caller: Caller): void {
  if (!caller.credential.abilities.includes('write')) throw new ForbiddenError(READ_ONLY_REFUSAL);
}

/** Issues are assigned to members who work on them: never to the Management role. */
export function canBeAssigned(member: { role: Role }): boolean {
  return member.role !== 'management';
}

export function isActor(caller: Caller, type: ActorType | null, id: number | null): boolean {
  const actor = callerActor(caller);
  return type === actor.type && id === actor.id;
}

/** Guests read and comment but do not open or remove issues. */
export function assertCanCreateIssues(caller: Caller): void {
  if (caller.role === 'guest') throw new ForbiddenError('Guests cannot create issues.');
}

/** Issue delete: the author or an administrator; agent-created issues administrators only. */
export function assertCanDeleteIssue(
  caller: Caller,
  creator: { type: ActorType | null; id: number | null },
): void {
  if (caller.role === 'guest') throw new ForbiddenError('Guests cannot delete issues.');
  if (isAdministrator(caller)) return;
  if (creator.type === 'agent')
    throw new ForbiddenError('Only administrators may delete an issue an agent created.');
  if (!isActor(caller, creator.type, creator.id)) {
    throw new ForbiddenError('Only the author or an administrator may delete this issue.');
  }
}

/** Project management is for everyone but guests. */
export function assertCanManageProjects(caller: Caller): void {
  asPerson(caller, 'manage projects');
  if (caller.role === 'guest') throw new ForbiddenError('Guests cannot manage projects.');
}

/**
 * Queueing an agent run (the API, assigning an issue, mentioning an agent) is for everyone but guests
 * (decisions §2): a guest's mention of an agent still resolves, it just starts nothing.
 */
export function canPutAgentsToWork(caller: Caller): boolean {
  return caller.role !== 'guest' && caller.user !== null;
}

export function assertCanPutAgentsToWork(caller: Caller): void {
  asPerson(caller, 'put an agent to work');
  if (!canPutAgentsToWork(caller)) throw new ForbiddenError('Guests cannot put an agent to work.');
}

/**
 * Canceling or retrying a run (decisions §11.4): whoever asked for it (the person who assigned the issue
 * to the agent, called `POST /issues/{issue}/runs` or mentioned the agent), the agent's owner, or an
 * administrator. Guests never: they cannot put an agent to work, nor stop one somebody else started.
 */
export function canControlRun(
  caller: Caller,
  run: {
    requested_by_type: ActorType | null;
    requested_by_id: number | null;
    agent_owner_user_id: number | null;
  },
): boolean {
  if (caller.role === 'guest') return false;
  return (
    isAdministrator(caller) ||
    isActor(caller, run.requested_by_type, run.requested_by_id) ||
    (run.agent_owner_user_id !== null && run.agent_owner_user_id === caller.user?.id)
  );
}

export function assertCanControlRun(
  caller: Caller,
  run: {
    requested_by_type: ActorType | null;
    requested_by_id: number | null;
    agent_owner_user_id: number | null;
  },
  action: 'cancel' | 'retry',
): void {
  if (caller.role === 'guest') throw new ForbiddenError(`Guests cannot ${action} runs.`);
  if (!canControlRun(caller, run)) {
    throw new ForbiddenError(
      `Only whoever asked for this run, the agent's owner or an administrator may ${action} it.`,
    );
  }
}

/** Private agents are visible to and assignable by their owner only. */
export function canUseAgent(
  caller: Caller,
  agent: { visibility: string; owner_user_id: number | null },
): boolean {
  return agent.visibility === 'workspace' || agent.owner_user_id === privateAgentsViewer(caller);
}

/** Meetings, articles and whiteboard notes are written by everyone but guests, who read and comment. */
export function assertCanContribute(caller: Caller, what: string): void {
  if (caller.role === 'guest') throw new ForbiddenError(`Guests cannot ${what}.`);
}

/** Changing a meeting (PATCH, circulating minutes, cancelling): its organiser or an administrator. */
export function canManageMeeting(caller: Caller, organiser: { type: ActorType; id: number }): boolean {
  return isAdministrator(caller) || isActor(caller, organiser.type, organiser.id);
}

export function assertCanManageMeeting(caller: Caller, organiser: { type: ActorType; id: number }): void {
  if (!canManageMeeting(caller, organiser)) {
    throw new ForbiddenError('Only the organiser or an administrator may change this meeting.');
  }
}

/** A draft is private to its author, so only the author may turn a published article back into one. */
export function assertCanTurnIntoDraft(
  caller: Caller,
  article: { state: string; author_type: ActorType; author_id: number },
): void {
  if (article.state !== 'draft' && !isActor(caller, article.author_type, article.author_id)) {
    throw new ForbiddenError('Only the author may turn an article back into a draft.');
  }
}

/** Drafts belong to whoever is writing them; every other state is visible to the workspace. */
export function canSeeArticle(
  caller: Caller,
  article: { state: string; author_type: ActorType; author_id: number },
): boolean {
  return article.state !== 'draft' || isActor(caller, article.author_type, article.author_id);
}

/** Private boards are invisible to everybody but their author. */
export function canSeeWhiteboard(
  caller: Caller,
  board: { visibility: string; author_type: ActorType; author_id: number },
): boolean {
  return board.visibility === 'workspace' || isActor(caller, board.author_type, board.author_id);
}

/** Time entries: only the caller's own hours, and never hours an agent run measured (Authentication §11). */
export function canEditTimeEntry(
  caller: Caller,
  entry: { actor_type: ActorType; actor_id: number; source: string },
): boolean {
  return entry.source !== 'agent_run' && isActor(caller, entry.actor_type, entry.actor_id);
}

/** Visible but not the caller's to change: 403 (decisions §5.2). */
export function assertCanEditTimeEntry(
  caller: Caller,
  entry: { actor_type: ActorType; actor_id: number; source: string },
): void {
  if (entry.source === 'agent_run') {
    throw new ForbiddenError('Hours measured by an agent run cannot be changed or removed.');
  }
  if (!isActor(caller, entry.actor_type, entry.actor_id)) {
    throw new ForbiddenError('Only the person whose hours these are may change or remove them.');
  }
}

/**
 * Changing a comment (editing it, attaching a file to it): the author only, and never a comment an agent
 * run produced (Comment rules §3). The messages name the change asked for.
 */
export function assertCanChangeComment(
  caller: Caller,
  comment: { author_type: ActorType; author_id: number; from_run_id: string | null },
  change: 'edit' | 'attach',
): void {
  if (comment.from_run_id !== null) {
    throw new ForbiddenError(
      change === 'edit'
        ? 'A comment produced by an agent run cannot be edited.'
        : 'Files cannot be attached to a comment produced by an agent run.',
    );
  }
  if (!isActor(caller, comment.author_type, comment.author_id)) {
    throw new ForbiddenError(
      change === 'edit'
        ? 'Only the author may edit this comment.'
        : 'Only the author may attach files to this comment.',
    );
  }
}

/** Comment withdrawal: the author or an administrator; an agent-written comment administrators only. */
export function assertCanWithdrawComment(
  caller: Caller,
  comment: { author_type: ActorType; author_id: number; from_run_id: string | null },
): void {
  if (isAdministrator(caller)) return;
  if (comment.author_type === 'agent' || comment.from_run_id !== null) {
    throw new ForbiddenError('Only administrators may withdraw a comment an agent wrote.');
  }
  if (!isActor(caller, comment.author_type, comment.author_id)) {
    throw new ForbiddenError('Only the author or an administrator may withdraw this comment.');
  }
}

/** Attachment delete: the uploader or an administrator; files a run produced administrators only. */
export function assertCanDeleteAttachment(
  caller: Caller,
  attachment: { uploader_type: ActorType | null; uploader_id: number | null; run_id: string | null },
): void {
  if (isAdministrator(caller)) return;
  if (attachment.run_id !== null) {
    throw new ForbiddenError('Only administrators may delete a file an agent run produced.');
  }
  if (!isActor(caller, attachment.uploader_type, attachment.uploader_id)) {
    throw new ForbiddenError('Only the uploader or an administrator may delete this file.');
  }
}

/** API tokens are personal: one manages one's own tokens of the current workspace only. */
export function canManageToken(caller: Caller, token: { workspace_id: number; user_id: number }): boolean {
  return token.workspace_id === caller.workspace.id && token.user_id === caller.user?.id;
}

/** Workspace administration (members, invitations, webhooks, agents, runtimes): owners and admins. */
export function assertCanAdministerWorkspace(caller: Caller): void {
  asPerson(caller, 'administer the workspace');
  if (!isAdministrator(caller)) {
    throw new ForbiddenError('Only owners and admins may administer the workspace.');
  }
}

/**
 * The audit log (issue 43): owners and admins, read tokens included; never an agent, a guest or a
 * member (403: they know the log exists, it is in the contract).
 */
export function assertCanReadAuditLog(caller: Caller): void {
  asPerson(caller, 'read the audit log');
  if (!isAdministrator(caller)) throw new ForbiddenError('Only owners and admins may read the audit log.');
}

/** The member list is for everyone but guests. */
export function assertCanListMembers(caller: Caller): void {
  if (caller.role === 'guest') throw new ForbiddenError('Guests cannot see the member list.');
}

/**
 * Changing someone's role (or inviting with one): owners and admins; making, unmaking or removing an
 * owner is for owners only.
 */
export function assertCanAssignRole(caller: Caller, from: Role | null, to: Role | null): void {
  assertCanAdministerWorkspace(caller);
  if ((from === 'owner' || to === 'owner') && caller.role !== 'owner') {
    throw new ForbiddenError('Only an owner may make, unmake or remove an owner.');
  }
}

/**
 * Ending a member's sessions (Administration → Members, issue 43): owners and admins, an owner's only
 * by an owner, as for changing their role; one's own from Settings → Sessions instead.
 */
export function assertCanEndSessionsOf(caller: Caller, role: Role): void {
  assertCanAssignRole(caller, role, role);
}

/**
 * Whether a member with `granterRole` (null: no longer a member) may bring someone in as `role`: the
 * rule of `assertCanAssignRole`, asked again when an invitation is used, so an invitation is worth no
 * more than its inviter's standing at that moment (a removed or demoted admin's links admit nobody).
 */
export function canGrantRole(granterRole: Role | null, role: Role): boolean {
  if (granterRole === 'owner') return true;
  return granterRole === 'admin' && role !== 'owner';
}

/**
 * Saved views (written through the interface only): everyone but guests saves their own; a view is
 * renamed, re-shared or deleted by its owner, and a shared one also by an administrator.
 */
export function assertCanChangeSavedView(caller: Caller, view: { owner_id: number; shared: number }): void {
  const person = asPerson(caller, 'save views');
  assertCanContribute(person, 'save views');
  if (view.owner_id === person.user.id) return;
  if (view.shared === 1 && isAdministrator(caller)) return;
  throw new ForbiddenError('Only its owner (or an administrator, once shared) may change this view.');
}

/**
 * What a run token reaches (issue 37; docs/decisions.md, "Run tokens reach what their run needs"). A run
 * acts as its agent only within its run:
 *
 *  - `own-issue`: its own issue, read and written (fields and status, comments, attachments); routes
 *    naming another issue answer 404 when the run may not read it, 403 when it may read but not write.
 *  - `linked-issue`: read-only routes of an issue the run may read: its own and the issues its issue
 *    links to (parent, sub-issues, blockers, blocked).
 *  - `issue-list`: `GET /issues`, narrowed to those same issues.
 *  - `new-issue`: `POST /issues`, a follow-up it files, naming (as parent, blocker or blocked) only
 *    issues it may read: it adds work, but never links itself into an issue it cannot see.
 *  - `own-run`: its own run and transcript.
 *  - `attachment`: a file, read when its issue may be read.
 *  - `reference`: the workspace's reference data, read-only: the caller, members, agents, labels,
 *    projects, cycles.
 *
 * Everything else on /api/v1 (other runs, time entries, capacity, usage, events, meetings, articles,
 * whiteboards, saved views, absences, the inbox, the timer, any administration) is refused with 403.
 * The API's authentication asks `runTokenReach` for every request made with a run token
 * (src/http/run-scope.ts), and the checks of each kind are the functions below it.
 */
export type RunTokenReach =
  'own-issue' | 'linked-issue' | 'issue-list' | 'new-issue' | 'own-run' | 'attachment' | 'reference';

const RUN_TOKEN_ROUTES: Record<string, RunTokenReach> = {
  'GET /me': 'reference',
  'GET /members': 'reference',
  'GET /agents': 'reference',
  'GET /labels': 'reference',
  'GET /projects': 'reference',
  'GET /projects/:id': 'reference',
  'GET /cycles': 'reference',
  'GET /issues': 'issue-list',
  'POST /issues': 'new-issue',
  'GET /issues/:issue': 'linked-issue',
  'GET /issues/:issue/activity': 'linked-issue',
  'GET /issues/:issue/comments': 'linked-issue',
  'GET /issues/:issue/attachments': 'linked-issue',
  'GET /issues/:issue/artifacts': 'linked-issue',
  'GET /issues/:issue/pull-requests': 'linked-issue',
  'GET /issues/:issue/reviews': 'linked-issue',
  'PATCH /issues/:issue': 'own-issue',
  'POST /issues/:issue/comments': 'own-issue',
  'PATCH /issues/:issue/comments/:comment': 'own-issue',
  'POST /issues/:issue/attachments': 'own-issue',
  'POST /issues/:issue/comments/:comment/attachments': 'own-issue',
  'GET /attachments/:id': 'attachment',
  'GET /runs/:run': 'own-run',
  'GET /runs/:run/log': 'own-run',
  'GET /runs/:run/log/stream': 'own-run',
  'POST /runs/:run/approvals': 'own-run',
  'GET /runs/:run/approvals': 'own-run',
  // Checked by domain/approvals.ts: its own run's approvals only.
  'GET /approvals/:id': 'reference',
};

export const RUN_TOKEN_OUT_OF_REACH =
  "A run token acts as an agent within its run: it reaches its own issue, the issues that issue links to and the workspace's reference data (members, agents, labels, projects, cycles), not this.";

/** The kind of reach a route needs from a run token (`route` without the /api/v1 prefix); 403 when none. */
export function runTokenReach(caller: AgentCaller, method: string, route: string): RunTokenReach {
  const reach = RUN_TOKEN_ROUTES[`${method === 'HEAD' ? 'GET' : method} ${route}`];
  if (reach === undefined) throw new ForbiddenError(RUN_TOKEN_OUT_OF_REACH);
  return reach;
}

/** Whether the run may read the issue: its own, or one its issue links to. */
export function runMayReadIssue(caller: AgentCaller, issueId: number): boolean {
  return caller.run.readableIssueIds.includes(issueId);
}

/** Reading an issue out of the run's reach reads as absent (404), like another workspace's. */
export function assertRunMayReadIssue(caller: AgentCaller, issueId: number): void {
  if (!runMayReadIssue(caller, issueId)) throw new NotFoundError('Issue');
}

/** Writing: its own issue only; a linked issue it may read is a 403, any other a 404. */
export function assertRunMayWriteIssue(caller: AgentCaller, issueId: number): void {
  assertRunMayReadIssue(caller, issueId);
  if (issueId !== caller.run.issueId) {
    throw new ForbiddenError(
      'A run token writes to its own issue only; this issue is linked to it and may only be read.',
    );
  }
}

/** An issue a run's write names (a new issue's parent, a dependency, a new parent): one it may read. */
export function assertRunMayNameIssue(caller: AgentCaller, issueId: number, field: string): void {
  if (!runMayReadIssue(caller, issueId)) {
    throw new ForbiddenError(
      `A run token may name in ${field} only its own issue or the issues it links to.`,
    );
  }
}

/** Its own run only; any other run reads as absent. */
export function assertRunMayReadRun(caller: AgentCaller, runId: string | null): void {
  if (runId !== caller.run.id) throw new NotFoundError('Run');
}

/** The issues a run's issue list is narrowed to; null for a person (no narrowing). */
export function issuesInRunReach(caller: Caller): number[] | null {
  return caller.user === null ? caller.run.readableIssueIds : null;
}

/**
 * Insights (issue 41): the workspace's series — hours by person, agents' cost — are for its members;
 * guests (who may not see the member list) are refused, an agent's run token never reaches them, and
 * Management has no API at all.
 */
export function assertCanSeeInsights(caller: Caller): void {
  asPerson(caller, 'read insights');
  if (caller.role === 'guest') throw new ForbiddenError('Guests cannot see insights.');
}
