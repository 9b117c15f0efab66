/**
 * Enumerations of the contract, in one place: a leaf module (it imports nothing), so the schemas, the
 * domain, the web interface and the runner all take them from here.
 */
export const ISSUE_TYPES = [
  'epic',
  'bug',
  'feature',
  'task',
  'cosmetics',
  'exception',
  'usability_problem',
  'performance_problem',
  'generic',
] as const;
export const ISSUE_STATUSES = [
  'backlog',
  'todo',
  'in_progress',
  'in_review',
  'on_hold',
  'done',
  'canceled',
] as const;
export const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export const PROJECT_STATUSES = ['planned', 'active', 'paused', 'completed', 'canceled'] as const;
export const ROLES = ['owner', 'admin', 'member', 'guest', 'management'] as const;
export const AGENT_PROVIDERS = ['claude_code', 'codex', 'elyra'] as const;
export const AGENT_STATUSES = ['idle', 'busy', 'offline', 'disabled'] as const;
export const AGENT_VISIBILITIES = ['private', 'workspace'] as const;
/** The code hosts pull requests are taken from (issue 29); each has its provider in src/domain/code-hosts. */
export const CODE_HOST_NAMES = ['github', 'gitea'] as const;
export type CodeHostName = (typeof CODE_HOST_NAMES)[number];
export const SANDBOX_LEVELS = ['confined', 'limits', 'off', 'unknown'] as const;
export const ABILITIES = ['read', 'write'] as const;
export const TIME_SUBJECTS = ['issue', 'meeting', 'absence'] as const;
export const TIME_SOURCES = ['manual', 'timer', 'agent_run'] as const;
export const ABSENCE_KINDS = ['vacation', 'public_holiday', 'sick', 'parental', 'unpaid', 'other'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];
export type TimeSource = (typeof TIME_SOURCES)[number];

export type IssueType = (typeof ISSUE_TYPES)[number];
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export type Priority = (typeof PRIORITIES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const RUN_STATUSES = ['queued', 'dispatched', 'running', 'completed', 'failed', 'canceled'] as const;
/** Why a failed run failed (decisions §11.4: `timed_out` past the agent's `max_run_minutes`). */
export const RUN_FAILURE_REASONS = [
  'reported',
  'lease_expired',
  'timed_out',
  'runtime_revoked',
  'agent_disabled',
  'secrets_unavailable',
  'stalled',
  'budget',
] as const;
/**
 * Why a queued run is not handed out yet (decisions §12.7). `area_conflict`: §12.11 (run-areas.ts);
 * `review_capacity` and `approval` are reserved for §12.9–12.10.
 */
export const RUN_WAITING_REASONS = [
  'dependencies',
  'no_runner',
  'budget',
  'concurrency',
  'review_capacity',
  'area_conflict',
  'approval',
] as const;
export type RunWaitingReason = (typeof RUN_WAITING_REASONS)[number];
export const ARTIFACT_TYPES = ['pull_request', 'branch', 'commit', 'document', 'url'] as const;
export const ARTIFACT_STATES = ['draft', 'open', 'merged', 'closed'] as const;
/** What a runtime may report it can enforce; `unknown` is only the state before it registered. */
export const REPORTED_SANDBOX_LEVELS = ['confined', 'limits', 'off'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export type ArtifactType = (typeof ARTIFACT_TYPES)[number];
export type ArtifactState = (typeof ARTIFACT_STATES)[number];
/** `run_failed`: a run failed for good; `runtime_offline`: a runtime with queued work stopped being heard from (issue 38). */
/** `review_requested`: an agent's delivery waits for the person's review (issue 39). */
/** `approval`: an agent asks the person to approve one action (decisions §12.10; `run` and `note` say which). */
export const INBOX_KINDS = [
  'mention',
  'assignment',
  'budget',
  'run_failed',
  'runtime_offline',
  'review_requested',
  'approval',
  'minutes',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const MEETING_STATUSES = ['scheduled', 'held', 'minuted', 'canceled'] as const;
export const MEETING_WHEN = ['upcoming', 'past', 'all'] as const;
export const MEETING_RECURRENCES = ['weekly', 'biweekly', 'monthly'] as const;
export const ARTICLE_STATES = ['draft', 'in_review', 'published', 'archived'] as const;
export const WHITEBOARD_VISIBILITIES = ['workspace', 'private'] as const;
/** Every element a board can hold; only notes and boxes can be posted through the API. */
export const WHITEBOARD_ELEMENT_TYPES = ['note', 'box', 'text', 'arrow', 'image'] as const;
export const POSTABLE_ELEMENT_TYPES = ['note', 'box'] as const;
export const WHITEBOARD_COLORS = [
  'yellow',
  'orange',
  'red',
  'pink',
  'purple',
  'blue',
  'green',
  'gray',
  'white',
] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export type MeetingRecurrence = (typeof MEETING_RECURRENCES)[number];
export type ArticleState = (typeof ARTICLE_STATES)[number];
export type WhiteboardElementType = (typeof WHITEBOARD_ELEMENT_TYPES)[number];

/** The webhook events of the contract's Events section. */
export const EVENT_NAMES = [
  'issue.created',
  'issue.updated',
  'issue.status_changed',
  'issue.assigned',
  'comment.created',
  'run.completed',
  'run.failed',
  'delivery.recorded',
  // Extensions (issue 38): a runtime with queued work went quiet, and came back.
  'runtime.offline',
  'runtime.online',
  // Extensions (issue 39): an agent asked to take one action; a person (or nobody, in 24 hours) answered.
  'approval.requested',
  'approval.answered',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/**
 * Events of the live stream only (`GET /events`), never delivered to webhooks: the contract's list above
 * is the webhooks'. An attachment added to or removed from an issue or one of its comments; `data` is
 * the Attachment (for a removal its `id` only) plus `issue` (identifier) and `comment` (id or null).
 */
export const LIVE_ONLY_EVENT_NAMES = ['attachment.created', 'attachment.deleted'] as const;
export type LiveOnlyEventName = (typeof LIVE_ONLY_EVENT_NAMES)[number];

/** Where a chat channel posts (decisions §12.15): a Slack or a Microsoft Teams incoming webhook. */
export const CHAT_KINDS = ['slack', 'teams'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/**
 * What a chat channel may be told (issue 41). Five are webhook events; `review.requested` is an issue
 * entering review with a reviewer (`issue.status_changed` to `in_review`), which has no event of its own.
 */
export const CHAT_EVENTS = [
  'issue.created',
  'issue.status_changed',
  'comment.created',
  'run.failed',
  'review.requested',
  'approval.requested',
] as const;
export type ChatEvent = (typeof CHAT_EVENTS)[number];

/** `sort` of `GET /issues`: a column, `-` first for descending; newest first (`-number`) by default. */
export const ISSUE_SORTS = [
  'number',
  '-number',
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
  'priority',
  '-priority',
  'due_date',
  '-due_date',
] as const;
export type IssueSort = (typeof ISSUE_SORTS)[number];

/** `when` of `GET /cycles`. */
export const CYCLE_LIST_WHEN = ['all', 'current', 'upcoming', 'past'] as const;
export type CycleListWhen = (typeof CYCLE_LIST_WHEN)[number];

/** What a monthly budget caps (the `budgets.scope` column holds the same values). */
export const BUDGET_SCOPES = ['workspace', 'project', 'agent'] as const;

/**
 * What the audit log records (issue 43, decisions §12.14): `<subject>.<what happened>`. `GET /audit-log`
 * filters by one, or by a subject with its dot (`token.`). Second-factor changes are not listed: the
 * second factor does not exist yet, and an action is added with the command that writes it.
 */
export const AUDIT_ACTIONS = [
  'sign_in.succeeded',
  'sign_in.failed',
  'password.changed',
  'password.set',
  'sessions.ended_all',
  'sessions.ended_others',
  'sessions.ended_by_admin',
  'member.role_changed',
  'member.removed',
  'invitation.created',
  'invitation.revoked',
  'invitation.accepted',
  'token.created',
  'token.revoked',
  'workspace.exported',
  'workspace.imported',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.secret_rotated',
  'integration.connected',
  'integration.disconnected',
  'integration.secret_rotated',
  'chat_channel.connected',
  'chat_channel.changed',
  'chat_channel.disconnected',
  'agent_secret.set',
  'agent_secret.deleted',
  'approval.approved',
  'approval.denied',
  'second_factor.added',
  'second_factor.removed',
  'second_factor.reset',
  'recovery_codes.regenerated',
  'recovery_code.used',
  'second_factor.requirement_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'workspace',
  'member',
  'invitation',
  'token',
  'webhook',
  'integration',
  'chat_channel',
  'agent',
  'approval',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
