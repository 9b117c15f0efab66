import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Timestamps are ISO 8601 UTC strings (`2026-11-22T09:30:00.000Z`) and dates
 * `YYYY-MM-DD` on both databases so that ordering and comparison behave the same on SQLite and
 * PostgreSQL; booleans are stored as 0/1 integers; JSON documents as text.
 */
type Timestamp = string;
type DateOnly = string;
type Bool = number;
type Json = string;

export type ActorType = 'user' | 'agent';
export type Role = 'owner' | 'admin' | 'member' | 'guest' | 'management';

export interface WorkspacesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  issue_prefix: string;
  cycle_length_days: number | null;
  cycle_first_starts_on: DateOnly | null;
  holiday_region: string | null;
  /** Last issue number handed out; incremented inside the creating transaction. */
  issue_counter: Generated<number>;
  /** 1: an issue's status follows the runs of agents on it (issue 22). */
  status_follows_runs: Generated<number>;
  /** The workspace's default per-run cost ceiling in micro-dollars (issue 28); null: the built-in one. */
  max_run_cost_micros: Generated<number | null>;
  /** Set while `tandem admin import` recreates the workspace (issue 32); null once it is whole. */
  import_started_at: Generated<Timestamp | null>;
  /** When that import last committed a batch: a retry removes an import whose batches stopped. */
  import_heartbeat_at: Generated<Timestamp | null>;
  /** The most runs held (dispatched or running) at once in the workspace; null: no cap (issue 38). */
  max_concurrent_runs: Generated<number | null>;
  /** Open review rounds a reviewer holds before agent runs on their projects wait (issue 39); null: no cap. */
  max_open_reviews: Generated<number | null>;
  /** Issues by mail (issue 41): 1, mail from people who are not members is filed for triage; 0, refused. */
  mail_from_strangers: Generated<number>;
  /** 1: members need a second factor before they use the workspace (issue 43). */
  require_second_factor: Generated<number>;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  deleted_at: Timestamp | null;
  /** argon2id (PHC string); null for an account that has never set a password. */
  password_hash: Generated<string | null>;
  created_at: Timestamp;
  /**
   * Set when the account was made through an invitation link that did not prove its mailbox; null once
   * proven (a reset link, a mailed invitation) and for accounts an administrator made.
   */
  email_unconfirmed_since: Generated<Timestamp | null>;
}

/** A browser session: only the SHA-256 of the cookie's secret is stored. */
export interface SessionsTable {
  id: Generated<number>;
  digest: string;
  user_id: number;
  /** The workspace the session is acting in (switchable among the person's memberships). */
  workspace_id: number;
  csrf_token: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

/**
 * One attempt at an account's password (sign-in, password change), recorded before the password is
 * checked and removed when it proves right: what remains are failures and attempts in flight.
 */
export interface SignInAttemptsTable {
  id: Generated<number>;
  /** The email as typed, trimmed and lower-cased (whether or not an account has it). */
  account: string;
  /** The client's address, an IPv6 client by its /64 network (src/addresses.ts). */
  address: string;
  created_at: Timestamp;
}

/** An address an account last signed in from at `signed_in_at`. */
export interface SignInAddressesTable {
  account: string;
  address: string;
  signed_in_at: Timestamp;
}

/** A browser that signed in to an account: the SHA-256 of its device cookie (sign-in-throttle.ts). */
export interface SignInDevicesTable {
  account: string;
  digest: string;
  signed_in_at: Timestamp;
}

/** An OpenID Connect sign-in under way (oidc.ts): only the state's SHA-256 is stored. */
export interface OidcLoginsTable {
  id: Generated<number>;
  state_digest: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** An account's subject at an OpenID provider, linked at its first sign-in there. */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  issuer: string;
  subject: string;
  created_at: Timestamp;
}

/** An account's authenticator app (second-factor.ts): its secret sealed, the latest step used. */
export interface UserTotpTable {
  id: Generated<number>;
  user_id: number;
  secret_ciphertext: string;
  key_id: string;
  confirmed_at: Timestamp | null;
  last_step: Generated<number>;
  created_at: Timestamp;
}

/** A recovery code's SHA-256; `used_at` once spent. */
export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_digest: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** A WebAuthn credential (passkeys.ts): base64url id and COSE public key, counter, transports (JSON). */
export interface UserPasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: Generated<number | string>;
  transports: string;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** A passkey registration under way, bound to the session that asked for it. */
export interface WebauthnChallengesTable {
  id: Generated<number>;
  session_id: number;
  user_id: number;
  challenge: string;
  expires_at: Timestamp;
}

/** A sign-in awaiting its second step (second-factor-sign-in.ts): only its secret's SHA-256 is kept. */
export interface SecondFactorLoginsTable {
  id: Generated<number>;
  digest: string;
  user_id: number;
  first_method: string;
  return_to: string;
  passkey_challenge: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface InvitationsTable {
  id: Generated<number>;
  workspace_id: number;
  email: string;
  name: string | null;
  role: Role;
  weekly_hours: number;
  /** SHA-256 of the link's token; the token itself is never stored. */
  digest: string;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  withdrawn_at: Timestamp | null;
  /** When the link went out by mail; it was then never shown to the inviter. */
  mailed_at: Generated<Timestamp | null>;
}

export interface MembershipsTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  role: Role;
  weekly_hours: number;
  joined_at: Timestamp;
  left_at: Timestamp | null;
}

export interface ApiTokensTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  name: string;
  /** SHA-256 hex digest of the whole token; the token itself is never stored. */
  digest: string;
  /** Comma-separated abilities: `read` or `read,write`. */
  abilities: string;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  last_used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AgentRuntimesTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  token_digest: string | null;
  sandbox: 'confined' | 'limits' | 'off' | 'unknown';
  last_seen_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** Set when the current outage (queued work, not heard from) was announced; cleared when heard again. */
  offline_alerted_at: Generated<Timestamp | null>;
  created_at: Timestamp;
}

export interface AgentsTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  provider: 'claude_code' | 'codex' | 'elyra';
  model: string | null;
  status: 'idle' | 'busy' | 'offline' | 'disabled';
  visibility: 'private' | 'workspace';
  owner_user_id: number | null;
  max_concurrent_tasks: number;
  weekly_hours: number;
  runtime_id: number | null;
  instructions: string | null;
  custom_env: Json | null;
  custom_args: Json | null;
  mcp_config: Json | null;
  /** The most one run of this agent may cost, in micro-dollars; null: the workspace's default. */
  max_run_cost_micros: Generated<number | null>;
  /** A run held longer than this fails as `timed_out`; null: no limit. */
  max_run_minutes: number | null;
  /** The repository its runs work in (issue 38); wins over the issue's project's. */
  repository_id: Generated<number | null>;
  /** The current version of `instructions` (agent_instruction_versions); null: never set. */
  instructions_version: Generated<number | null>;
  /** Claims a run gets when attempts fail for a transient reason; null: SERVICE_RUN_MAX_ATTEMPTS. */
  max_attempts: Generated<number | null>;
  /** A held run reporting no transcript line and no usage this long fails `stalled`; null: off. */
  stall_minutes: Generated<number | null>;
  created_at: Timestamp;
}

/** Every change of an agent's instructions, numbered per agent from 1 (decisions §12.4). */
export interface AgentInstructionVersionsTable {
  id: Generated<number>;
  agent_id: number;
  version: number;
  instructions: string | null;
  /** Who set it; null for instructions set before versions were kept. */
  author_type: ActorType | null;
  author_id: number | null;
  created_at: Timestamp;
}

/** A workspace's skills in the `SKILL.md` form: name, description, then the body (`content`). */
export interface SkillsTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  description: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AgentSkillsTable {
  agent_id: number;
  skill_id: number;
}

/**
 * An agent's secret: its value sealed with SERVICE_SECRET_KEY (src/domain/secret-box.ts); `key_id`
 * names the key that sealed it. Never read back but by the claim of one of the agent's runs.
 */
export interface AgentSecretsTable {
  id: Generated<number>;
  agent_id: number;
  name: string;
  ciphertext: string;
  key_id: string;
  updated_by_user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectsTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  description: string | null;
  /** Upper-case issue prefix of the project's own, or null to use the workspace's. */
  prefix: string | null;
  status: 'planned' | 'active' | 'paused' | 'completed' | 'canceled';
  priority: 'urgent' | 'high' | 'medium' | 'low';
  lead_type: ActorType | null;
  lead_id: number | null;
  issue_types: Json;
  /** The repository agents work in on this project's issues (issue 38), unless the agent names one. */
  repository_id: Generated<number | null>;
  /** Path patterns (JSON array, `[]`: none) its issues' runs work in, unless an issue names its own. */
  areas: Generated<Json>;
  /** 1: a run of an agent that ends with a delivery sends the issue to review (issue 39). */
  review_required: Generated<Bool>;
  /** The roadmap's time line (issue 41): when the project starts and should end; null: not planned. */
  start_date: Generated<DateOnly | null>;
  target_date: Generated<DateOnly | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The members who review a project's issues (issue 39); none: the issue's assigner. */
export interface ProjectReviewersTable {
  project_id: number;
  user_id: number;
}

/** A review round of an issue (issue 39): opened by a delivery, closed by the reviewer's decision. */
export interface IssueReviewsTable {
  id: Generated<number>;
  workspace_id: number;
  issue_id: number;
  round: number;
  agent_id: number | null;
  run_id: string | null;
  reviewer_id: number | null;
  decision: 'approve' | 'request_changes' | null;
  body: string | null;
  comment_id: number | null;
  requested_at: Timestamp;
  decided_at: Timestamp | null;
}

/** A git repository agents work in (issue 38, decisions §12.3): a URL, never a credential. */
export interface RepositoriesTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  /** Lower-cased name: one name per workspace whatever its case. */
  name_key: string;
  url: string;
  default_branch: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LabelsTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  /** Lower-cased name: labels are unique per workspace regardless of case. */
  name_key: string;
  /** `#rrggbb`, or null for the default colour (issue 30). */
  color: string | null;
  created_at: Timestamp;
}

export interface JobsTable {
  id: Generated<number>;
  lane: string;
  name: string;
  payload: Json;
  /** Scheduled jobs and other singletons carry a key so that several nodes never queue them twice. */
  dedupe_key: string | null;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: number;
  locked_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  failed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface IssuesTable {
  id: Generated<number>;
  workspace_id: number;
  number: number;
  project_id: number | null;
  parent_id: number | null;
  title: string;
  description: string | null;
  acceptance_criteria: Json;
  /** Path patterns (JSON array, `[]`: the project's) its runs work in (decisions §12.11). */
  areas: Generated<Json>;
  type: string;
  status: string;
  priority: string;
  assignee_type: ActorType | null;
  assignee_id: number | null;
  creator_type: ActorType | null;
  creator_id: number | null;
  start_date: DateOnly | null;
  due_date: DateOnly | null;
  estimate_minutes: number | null;
  /** As written by the client: `25%`, `2d`, `6h`. */
  capacity_share: string | null;
  cycle_number: number | null;
  carried_over: Generated<number>;
  /** Meeting (ULID) whose action items include this issue. */
  meeting_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
  /** The person the issue's review round waits for (issue 39). */
  reviewer_id: Generated<number | null>;
  /** A workflow state of the status (issue 40); null: the status's own. */
  state_id: Generated<number | null>;
}

/** A named state inside one of the contract's statuses (issue 40, decisions §12.13). */
export interface WorkflowStatesTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  /** Lower-cased name: unique per workspace regardless of case. */
  name_key: string;
  status: string;
  /** `#rrggbb`. */
  color: string;
  /** Order within its status, from 0. */
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IssueLabelsTable {
  issue_id: number;
  label_id: number;
}

export interface IssueActivityTable {
  id: Generated<number>;
  workspace_id: number;
  issue_id: number;
  event: string;
  actor_type: ActorType | null;
  actor_id: number | null;
  data: Json;
  created_at: Timestamp;
}

export interface CommentsTable {
  id: Generated<number>;
  workspace_id: number;
  issue_id: number;
  author_type: ActorType;
  author_id: number;
  /** Sanitised HTML; empty once withdrawn. */
  body: string;
  in_reply_to: number | null;
  /** Run ULID when an agent run produced the comment. */
  from_run_id: string | null;
  /** JSON array of actor keys (`user:1`, `agent:2`) the body resolved to. */
  mentions: Json;
  withdrawn: Generated<Bool>;
  created_at: Timestamp;
  updated_at: Timestamp;
  edited_at: Timestamp | null;
}

export interface RunsTable {
  /** ULID. */
  id: string;
  workspace_id: number;
  agent_id: number;
  issue_id: number | null;
  status: 'queued' | 'dispatched' | 'running' | 'completed' | 'failed' | 'canceled';
  /** What queued it: `api`, `assignment` or `mention`. */
  trigger: 'api' | 'assignment' | 'mention' | 'review';
  /** The comment whose mention queued the run; its context. */
  comment_id: number | null;
  requested_by_type: ActorType | null;
  requested_by_id: number | null;
  attempts: Generated<number>;
  queued_at: Timestamp | null;
  dispatched_at: Timestamp | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  error: string | null;
  summary: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  cached_tokens: number | null;
  cache_write_tokens: number | null;
  /** Cost in micro-dollars; shown as dollars. */
  cost_micros: number | null;
  runtime_id: number | null;
  lease_token_digest: string | null;
  lease_expires_at: Timestamp | null;
  /** SHA-256 of the run token (`tdmrun_…`) of the current claim: it acts as the agent while the lease is held. */
  run_token_digest: string | null;
  /** Claims of the run so far: the fencing generation of the current (or last) lease. */
  lease_generation: Generated<number>;
  /** Digest of the lease whose report ended the run: the same report again is answered, not re-applied. */
  report_lease_digest: string | null;
  session_id: string | null;
  /** JSON array of changed file paths reported at completion. */
  changed_paths: Json | null;
  /** Bytes of text in the run's transcript (run_log_lines), for its cap. */
  log_bytes: Generated<number>;
  /** Transcript lines the current lease has sent (a batch sent again is stored once); 0 at each claim. */
  log_lines_received: Generated<number>;
  /** 1 while queued with an unfinished blocker on its issue: the claim passes it over. */
  blocked: Generated<number>;
  /** Why a queued run is not handed out (a budget), shown on the run; cleared by its claim. */
  waiting_reason: string | null;
  waiting_budget_id: number | null;
  /** The most this attempt may cost, fixed at its claim and reserved against its caps (issue 28). */
  cost_ceiling_micros: Generated<number | null>;
  /** The cost so far the runner last reported on a lease renewal; null until it reports one. */
  cost_so_far_micros: Generated<number | null>;
  /** Why a failed run failed: `reported` (the runner), `lease_expired`, `timed_out` (max_run_minutes). */
  failure_reason:
    | 'reported'
    | 'lease_expired'
    | 'timed_out'
    | 'runtime_revoked'
    | 'agent_disabled'
    | 'secrets_unavailable'
    | 'stalled'
    | 'budget'
    | null;
  /** The issue's priority as a claim orders it: 0 urgent, 1 high, 2 medium, 3 low, 4 no issue. */
  priority_rank: Generated<number>;
  /** When the held run last reported a transcript line or usage (its claim first): stall detection. */
  last_activity_at: Generated<Timestamp | null>;
  /** Who canceled the run (a person through the API; null for a withdrawn comment). */
  canceled_by_type: ActorType | null;
  canceled_by_id: number | null;
  /** The run this one repeats (`POST /runs/{ulid}/retry`); each run is retried at most once. */
  retry_of: string | null;
  /** The version of its agent's instructions the run was claimed with (decisions §12.4). */
  instructions_version: Generated<number | null>;
  /** Queued again after a transient failure: not claimed before this time (the backoff). */
  not_before: Generated<Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A comment meant for a run in hand (decisions §12.8, steering): fetched by the runner holding it. */
export interface RunMessagesTable {
  id: Generated<number>;
  run_id: string;
  comment_id: number;
  created_at: Timestamp;
  /** When the runner fetched it; null while it waits. */
  delivered_at: Timestamp | null;
}

/** A Slack or Teams incoming webhook receiving chosen events (decisions §12.15). */
export interface ChatChannelsTable {
  id: Generated<number>;
  workspace_id: number;
  /** Only this project's events; null for the whole workspace. */
  project_id: number | null;
  kind: 'slack' | 'teams';
  /** The platform's incoming-webhook address: a credential, never shown whole. */
  webhook_url: string;
  /** JSON array of chat event names. */
  events: Json;
  failure_count: Generated<number>;
  last_error: string | null;
  last_error_at: Timestamp | null;
  last_delivered_at: Timestamp | null;
  created_by_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type ChatChannel = Selectable<ChatChannelsTable>;

/** An agent's request to take one action (decisions §12.10), answered once by a person who may approve. */
export interface RunApprovalsTable {
  id: Generated<number>;
  workspace_id: number;
  run_id: string;
  agent_id: number;
  issue_id: number | null;
  action: string;
  /** JSON of the scope as the agent sent it: a text or an object. */
  scope: string;
  status: 'pending' | 'approved' | 'denied';
  reason: string | null;
  /** Null while pending, and when nobody answered (no answer in 24 hours, the run ended first). */
  answered_by_id: number | null;
  answered_at: Timestamp | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export type RunApproval = Selectable<RunApprovalsTable>;

/** A bulk change that can be undone (issue 40): what each issue was before it, for its author. */
export interface BulkChangesTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  /** JSON: `[{id, before, updated_at}]`, `before` in the PATCH body's shape, `updated_at` after the change. */
  issues: string;
  created_at: Timestamp;
  undone_at: Timestamp | null;
}

export type BulkChange = Selectable<BulkChangesTable>;

/** The audit log (issue 43): names kept as written; `actor_type` null for the system. */
export interface AuditEntriesTable {
  id: Generated<number>;
  workspace_id: number;
  action: string;
  actor_type: ActorType | null;
  actor_id: number | null;
  actor_name: string | null;
  target_type: string;
  target_id: number | null;
  target_name: string;
  /** JSON object: small, never a secret (src/domain/people/audit-log.ts). */
  details: string;
  ip: string | null;
  /** 1 for an entry a workspace import brought in. */
  imported: Generated<number>;
  created_at: Timestamp;
}

export type AuditEntry = Selectable<AuditEntriesTable>;

export interface RunLogLinesTable {
  run_id: string;
  /** Numbers the run's lines across its attempts, from 1. */
  seq: number;
  attempt: number;
  stream: 'stdout' | 'stderr' | 'runner';
  at: Timestamp;
  text: string;
}

export interface TimeEntriesTable {
  id: Generated<number>;
  workspace_id: number;
  actor_type: ActorType;
  actor_id: number;
  subject: 'issue' | 'meeting' | 'absence';
  issue_id: number | null;
  /** Meeting ULID when subject is `meeting`. */
  meeting_id: string | null;
  /** Absence kind when subject is `absence`. */
  absence_kind: string | null;
  minutes: number;
  spent_on: DateOnly;
  source: 'manual' | 'timer' | 'agent_run';
  note: string | null;
  run_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A running stopwatch: at most one per person per workspace (unique constraint). */
export interface TimersTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  issue_id: number;
  note: string | null;
  started_at: Timestamp;
  max_minutes: number;
  created_at: Timestamp;
}

/** A delivery recorded by an agent run: pull request, branch, commit, document or link. */
export interface ArtifactsTable {
  id: Generated<number>;
  workspace_id: number;
  issue_id: number | null;
  /** The run that first delivered it. */
  run_id: string | null;
  /** The run that reported it last (a later run may update the same pull request). */
  last_run_id: string | null;
  /** Scope (issue or run), type and url or reference: what makes two reports the same delivery. */
  identity: string;
  type: 'pull_request' | 'branch' | 'commit' | 'document' | 'url';
  state: 'draft' | 'open' | 'merged' | 'closed' | null;
  url: string | null;
  reference: string | null;
  title: string | null;
  claim_checked_at: Timestamp | null;
  /** JSON array of `{claim, says, found}`; null when never checked. */
  claim_check: Json | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Meetings, knowledge base, whiteboards, saved views (migration 20261122100400). */
export interface MeetingsTable {
  /** ULID. */
  id: string;
  workspace_id: number;
  project_id: number;
  /** ULID shared by the meetings one recurrence scheduled; null for a one-off meeting. */
  series_id: string | null;
  title: string;
  location: string;
  scheduled_for: Timestamp;
  duration_minutes: number;
  /** scheduled_for + duration_minutes, stored so that `when` and `status` compare one column. */
  ends_at: Timestamp;
  organiser_type: ActorType;
  organiser_id: number;
  /** Sanitised HTML. */
  agenda: string;
  /** Sanitised HTML. */
  minutes: string;
  /** Plain text, shown to the organiser and administrators only. */
  notes: string;
  minutes_sent_at: Timestamp | null;
  canceled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MeetingAttendeesTable {
  id: Generated<number>;
  meeting_id: string;
  /** A person or agent of the workspace; null for a guest named only by `name`. */
  actor_type: ActorType | null;
  actor_id: number | null;
  name: string | null;
  required: Bool;
  position: number;
}

export interface ArticlesTable {
  /** ULID. */
  id: string;
  workspace_id: number;
  parent_id: string | null;
  depth: number;
  title: string;
  /** Sanitised HTML. */
  body: string;
  /** First 200 characters of the body's plain text. */
  excerpt: string;
  /** Accent-folded, lower-cased title and body text the full-text index covers. */
  search_title: string;
  search_body: string;
  state: 'draft' | 'in_review' | 'published' | 'archived';
  author_type: ActorType;
  author_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WhiteboardsTable {
  /** ULID. */
  id: string;
  workspace_id: number;
  name: string;
  visibility: 'workspace' | 'private';
  author_type: ActorType;
  author_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WhiteboardElementsTable {
  /** ULID. */
  id: string;
  whiteboard_id: string;
  workspace_id: number;
  type: string;
  text: string;
  x: number;
  y: number;
  color: string;
  votes: Generated<number>;
  /** Issue the element links to (a note made from an issue); blocks that issue's deletion. */
  issue_id: number | null;
  author_type: ActorType | null;
  author_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SavedViewsTable {
  id: Generated<number>;
  workspace_id: number;
  owner_type: ActorType;
  owner_id: number;
  name: string;
  surface: string;
  /** JSON object keyed like the GET /issues query parameters. */
  filters: Json;
  shared: Bool;
  /** `board` or `list` (issue 37); null: saved before layouts were kept. */
  layout: Generated<'board' | 'list' | null>;
  /** JSON array of custom field keys the list shows as columns (issue 40); null: saved before. */
  field_columns: Generated<Json | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AttachmentsTable {
  id: Generated<number>;
  workspace_id: number;
  issue_id: number;
  /** Null for a file attached to the issue itself. */
  comment_id: number | null;
  /** Run ULID for a file an agent run produced (removable by administrators only). */
  run_id: string | null;
  uploader_type: ActorType | null;
  uploader_id: number | null;
  /** Upload name with any path removed. */
  name: string;
  /** Detected from the contents, never the extension. */
  mime: string;
  size: number;
  /** SHA-256 hex of the contents. */
  checksum: string | null;
  /** Where the bytes live in the storage backend; derived images sit beside it. */
  storage_key: string;
  created_at: Timestamp;
}

/** A resized copy of an image attachment; no `storage_key` when none can be made (decisions.md). */
export interface AttachmentCopiesTable {
  attachment_id: number;
  size: 'thumb' | 'large';
  storage_key: string | null;
  byte_size: number | null;
  created_at: Timestamp;
}

export interface InboxItemsTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  /** `mention`. */
  kind: string;
  /** Null for items about no issue (a runtime gone offline). */
  issue_id: number | null;
  comment_id: number | null;
  /** `budget` items: the run a cap holds back, and what the item says. */
  run_id: string | null;
  note: string | null;
  /** `minutes` items: the meeting whose minutes were sent. */
  meeting_id: string | null;
  /** Who caused the item (the comment's author). */
  actor_type: ActorType | null;
  actor_id: number | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export interface IssueDependenciesTable {
  workspace_id: number;
  blocker_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

export interface BudgetsTable {
  id: Generated<number>;
  workspace_id: number;
  scope: 'workspace' | 'project' | 'agent';
  /** The workspace's, project's or agent's id. */
  subject_id: number;
  monthly_cap_micros: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BudgetAlertsTable {
  budget_id: number;
  run_id: string;
  created_at: Timestamp;
}

/** Workspace events for live streams (`GET /api/v1/events`); `seq` is given after commit. */
export interface LiveEventsTable {
  id: Generated<number>;
  workspace_id: number;
  seq: number | null;
  event: string;
  /** `{event, delivered_at, workspace, data}`, as a webhook delivery's body. */
  body: string;
  /** Null: every member; otherwise the one person who may see it (a private agent's owner). */
  audience_user_id: number | null;
  created_at: Timestamp;
}

/**
 * A mail read from the mailbox of SERVICE_IMAP_URL (issue 41), kept by its Message-ID so that reading it
 * again never acts twice; written in the transaction that acts on it.
 */
export interface InboundMailsTable {
  id: Generated<number>;
  message_key: string;
  workspace_id: number | null;
  /** The From address, lower case ('' when there was none). */
  sender: string;
  outcome: 'issue' | 'comment' | 'refused' | 'ignored';
  reason: string | null;
  issue_id: number | null;
  comment_id: number | null;
  received_at: Timestamp;
}

/** The installation's key that signs notification mails' Message-IDs (replies by mail, issue 41). */
export interface MailReplyKeysTable {
  id: Generated<number>;
  secret: string;
  created_at: Timestamp;
}

export interface Database {
  workspaces: WorkspacesTable;
  inbound_mails: InboundMailsTable;
  mail_reply_keys: MailReplyKeysTable;
  users: UsersTable;
  live_events: LiveEventsTable;
  sessions: SessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  sign_in_addresses: SignInAddressesTable;
  sign_in_devices: SignInDevicesTable;
  oidc_logins: OidcLoginsTable;
  user_identities: UserIdentitiesTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  user_passkeys: UserPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  second_factor_logins: SecondFactorLoginsTable;
  invitations: InvitationsTable;
  memberships: MembershipsTable;
  api_tokens: ApiTokensTable;
  agent_runtimes: AgentRuntimesTable;
  agents: AgentsTable;
  agent_instruction_versions: AgentInstructionVersionsTable;
  skills: SkillsTable;
  agent_skills: AgentSkillsTable;
  agent_secrets: AgentSecretsTable;
  projects: ProjectsTable;
  repositories: RepositoriesTable;
  labels: LabelsTable;
  jobs: JobsTable;
  issues: IssuesTable;
  issue_labels: IssueLabelsTable;
  workflow_states: WorkflowStatesTable;
  issue_activity: IssueActivityTable;
  comments: CommentsTable;
  runs: RunsTable;
  run_log_lines: RunLogLinesTable;
  run_messages: RunMessagesTable;
  run_approvals: RunApprovalsTable;
  chat_channels: ChatChannelsTable;
  bulk_changes: BulkChangesTable;
  audit_entries: AuditEntriesTable;
  time_entries: TimeEntriesTable;
  meetings: MeetingsTable;
  meeting_attendees: MeetingAttendeesTable;
  articles: ArticlesTable;
  whiteboards: WhiteboardsTable;
  whiteboard_elements: WhiteboardElementsTable;
  saved_views: SavedViewsTable;
  artifacts: ArtifactsTable;
  timers: TimersTable;
  attachments: AttachmentsTable;
  attachment_copies: AttachmentCopiesTable;
  inbox_items: InboxItemsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_senders: WebhookSendersTable;
  webhook_attempts: WebhookAttemptsTable;
  issue_counts: IssueCountsTable;
  cycle_closures: CycleClosuresTable;
  idempotency_keys: IdempotencyKeysTable;
  issue_dependencies: IssueDependenciesTable;
  budgets: BudgetsTable;
  budget_alerts: BudgetAlertsTable;
  import_origins: ImportOriginsTable;
  mail_messages: MailMessagesTable;
  mail_events: MailEventsTable;
  password_resets: PasswordResetsTable;
  notification_preferences: NotificationPreferencesTable;
  code_host_integrations: CodeHostIntegrationsTable;
  code_host_deliveries: CodeHostDeliveriesTable;
  code_host_settings: CodeHostSettingsTable;
  pull_requests: PullRequestsTable;
  pull_request_issues: PullRequestIssuesTable;
  project_reviewers: ProjectReviewersTable;
  issue_reviews: IssueReviewsTable;
  issue_templates: IssueTemplatesTable;
  issue_template_labels: IssueTemplateLabelsTable;
  issue_template_occurrences: IssueTemplateOccurrencesTable;
  custom_fields: CustomFieldsTable;
  issue_field_values: IssueFieldValuesTable;
}

/** A custom field (issue 40) of the workspace, or of one project when `project_id` is set. */
export interface CustomFieldsTable {
  id: Generated<number>;
  workspace_id: number;
  project_id: number | null;
  name: string;
  /** `[a-z][a-z0-9_]*`, unique in the workspace; the name in `fields` and in filters. Immutable. */
  key: string;
  type: 'text' | 'number' | 'select' | 'multi_select' | 'date' | 'person' | 'url';
  /** JSON array of the option strings of a select or multi-select; `[]` for other types. */
  options: Generated<Json>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * One value of a custom field on an issue, in the column of the field's type: text, url, select and
 * each option of a multi-select in `text_value`; number in `number_value`; date (YYYY-MM-DD) in
 * `date_value`; person (a user id) in `person_id`.
 */
export interface IssueFieldValuesTable {
  id: Generated<number>;
  issue_id: number;
  field_id: number;
  text_value: string | null;
  number_value: number | null;
  date_value: string | null;
  person_id: number | null;
}

/** An issue template (issue 40); with `schedule` it creates its issue at each occurrence. */
export interface IssueTemplatesTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  /** The lower-cased name: unique in the workspace. */
  name_key: string;
  title: string | null;
  description: string | null;
  type: string | null;
  priority: string | null;
  project_id: number | null;
  assignee_type: ActorType | null;
  assignee_id: number | null;
  /** JSON object of custom field values (stored as given; empty until custom fields arrive). */
  fields: Generated<Json>;
  /** JSON `{every, on, at, timezone}`, or null for a template without a schedule. */
  schedule: Json | null;
  paused: Generated<Bool>;
  /** The next occurrence not yet created (UTC); null without a schedule or while paused. */
  next_occurrence_at: Timestamp | null;
  /** The person who last saved the template: scheduled issues are created in their name. */
  author_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IssueTemplateLabelsTable {
  template_id: number;
  label_id: number;
}

/** One row per (template, occurrence): written with the issue it created, so it is created once. */
export interface IssueTemplateOccurrencesTable {
  template_id: number;
  occurs_at: Timestamp;
  workspace_id: number;
  issue_id: number | null;
  /** Why no issue could be created for this occurrence (the template no longer passes the rules). */
  error: string | null;
  created_at: Timestamp;
}

/** A workspace's connection to a code host (issue 29): deliveries to its URL are signed with `secret`. */
export interface CodeHostIntegrationsTable {
  id: Generated<number>;
  workspace_id: number;
  provider: 'github' | 'gitea';
  secret: string;
  created_at: Timestamp;
  last_delivery_at: Timestamp | null;
  /** The code host's host name, learned from the first pull request delivered (issue 37); null before. */
  host: string | null;
  /** Set when an import brought it without its secret: deliveries are refused until one is set. */
  reconnect_needed_since: Generated<Timestamp | null>;
}

/** The delivery ids an integration has handled (`X-GitHub-Delivery`): a replay changes nothing. */
export interface CodeHostDeliveriesTable {
  integration_id: number;
  delivery_id: string;
  event: string;
  received_at: Timestamp;
  /** SHA-256 of the signed body: the same body under a new delivery id is a replay (issue 37). */
  body_digest: string | null;
}

/** A workspace's code-host settings; no row: the defaults (status moves on). */
export interface CodeHostSettingsTable {
  workspace_id: number;
  status_moves: Generated<number>;
}

/** A pull request a code host reported, one per workspace and URL. */
export interface PullRequestsTable {
  id: Generated<number>;
  workspace_id: number;
  integration_id: number | null;
  provider: string;
  repository: string;
  number: number;
  url: string;
  title: string;
  state: 'open' | 'closed' | 'merged';
  /** 1 while the pull request is a draft. */
  draft: number;
  head_branch: string | null;
  /** When the code host last changed it (its own `updated_at`). */
  updated_at: Timestamp;
  created_at: Timestamp;
}

export interface PullRequestIssuesTable {
  pull_request_id: number;
  issue_id: number;
}

export type CodeHostIntegration = Selectable<CodeHostIntegrationsTable>;
export type PullRequest = Selectable<PullRequestsTable>;

export type Workspace = Selectable<WorkspacesTable>;
export type User = Selectable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Invitation = Selectable<InvitationsTable>;
export type Membership = Selectable<MembershipsTable>;
export type ApiToken = Selectable<ApiTokensTable>;
export type Agent = Selectable<AgentsTable>;
export type WorkflowState = Selectable<WorkflowStatesTable>;
export type AgentInstructionVersion = Selectable<AgentInstructionVersionsTable>;
export type Skill = Selectable<SkillsTable>;
export type AgentSecret = Selectable<AgentSecretsTable>;
export type AgentRuntime = Selectable<AgentRuntimesTable>;
export type Project = Selectable<ProjectsTable>;
export type Label = Selectable<LabelsTable>;
export type Repository = Selectable<RepositoriesTable>;
export type Job = Selectable<JobsTable>;
export type Issue = Selectable<IssuesTable>;
export type NewIssue = Insertable<IssuesTable>;
export type IssueUpdate = Updateable<IssuesTable>;
export type Comment = Selectable<CommentsTable>;
export type Run = Selectable<RunsTable>;
export type RunLogLine = Selectable<RunLogLinesTable>;
export type RunMessage = Selectable<RunMessagesTable>;
export type TimeEntry = Selectable<TimeEntriesTable>;
export type Meeting = Selectable<MeetingsTable>;
export type MeetingAttendee = Selectable<MeetingAttendeesTable>;
export type Article = Selectable<ArticlesTable>;
export type Whiteboard = Selectable<WhiteboardsTable>;
export type WhiteboardElement = Selectable<WhiteboardElementsTable>;
export type SavedView = Selectable<SavedViewsTable>;
export type Artifact = Selectable<ArtifactsTable>;
export type Timer = Selectable<TimersTable>;
export type Attachment = Selectable<AttachmentsTable>;
export type AttachmentCopy = Selectable<AttachmentCopiesTable>;
export type InboxItem = Selectable<InboxItemsTable>;
export type Budget = Selectable<BudgetsTable>;
export type IssueTemplate = Selectable<IssueTemplatesTable>;
export type CustomField = Selectable<CustomFieldsTable>;
export type IssueFieldValue = Selectable<IssueFieldValuesTable>;
export interface WebhooksTable {
  id: Generated<number>;
  workspace_id: number;
  url: string;
  /** JSON array of event names. */
  events: Json;
  /** Signing secret (HMAC key); needed in clear to sign, so it is stored as is. */
  secret: string;
  state: 'active' | 'stopped';
  /** Consecutive failed attempts; twelve stop the webhook. */
  failure_count: Generated<number>;
  stopped_at: Timestamp | null;
  /** Unused since 20261125160010_webhook_senders (senders hold `webhook_senders` rows instead). */
  sending_by: string | null;
  sending_job_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  /** ULID sent as `X-Service-Delivery`; the same across retries and replays. */
  uid: string;
  webhook_id: number;
  workspace_id: number;
  event: string;
  /** The exact request body, fixed when the event was emitted. */
  body: string;
  state: 'pending' | 'delivered' | 'failed' | 'held';
  /** Attempts started, over all cycles (an attempt cut short by a dying worker counts). */
  attempts: Generated<number>;
  /** `attempts` when the current cycle of retries began (a replay or resume starts a new cycle). */
  cycle_start: Generated<number>;
  next_attempt_at: Timestamp;
  /** Set while an attempt is under way; left set by a worker that died mid-attempt. */
  sending_since: Timestamp | null;
  /** The claim of the sender making that attempt (`webhook_senders.locked_by`). */
  sending_by: string | null;
  last_status: number | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** One of a webhook's sender slots, held by a running delivery job under a short lease. */
export interface WebhookSendersTable {
  webhook_id: number;
  slot: number;
  locked_by: string;
  locked_until: Timestamp;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  webhook_id: number;
  delivery_id: number;
  attempt: number;
  status: number | null;
  duration_ms: number | null;
  error: string | null;
  created_at: Timestamp;
}

export type Webhook = Selectable<WebhooksTable>;
export type WebhookDelivery = Selectable<WebhookDeliveriesTable>;
export type WebhookAttempt = Selectable<WebhookAttemptsTable>;
export type { ColumnType };

/**
 * Live issues per workspace and filter value (`all`, `status:todo`, `label:7`…), kept by triggers,
 * split over slots (migration 20261125160000_issue_count_slots): a key's count is the sum of its rows.
 */
export interface IssueCountsTable {
  workspace_id: number;
  key: string;
  slot: Generated<number>;
  total: number;
}

/** A cycle whose carry-over has been done (decisions §3.8); the key makes the job idempotent. */
export interface CycleClosuresTable {
  workspace_id: number;
  number: number;
  /** How many issues moved on to the next cycle. */
  carried: number;
  closed_at: Timestamp;
}

/** A POST's `Idempotency-Key`, claimed before the handler runs and completed with its answer. */
/**
 * A record an import wrote (issue 32), under its key in the source: `github:octo/web#12`,
 * `github:octo/web#12/comment:991`, `github:octo/web/label:bug`, `jira:PAY-12`, `linear:ENG-12`.
 */
export interface ImportOriginsTable {
  id: Generated<number>;
  workspace_id: number;
  source_key: string;
  kind: 'issue' | 'comment' | 'label';
  issue_id: number | null;
  comment_id: number | null;
  label_id: number | null;
  /** JSON object: what the source said that the record cannot hold (a label's colour). */
  data: Generated<Json>;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  /** `token:<id>`; room for other kinds of caller. */
  caller_key: string;
  key: string;
  /** sha256 of method, path and body. */
  fingerprint: string;
  state: 'in_progress' | 'completed';
  response_status: number | null;
  /** JSON object of the headers replayed with the answer. */
  response_headers: string | null;
  response_body: string | null;
  created_at: Timestamp;
}

/** The mail outbox (issue 29): one row per mail, sent by the `mail.send` job. */
export interface MailMessagesTable {
  id: Generated<number>;
  /** `<…@host>`, the same on every attempt: a mail sent twice (a worker died after SMTP took it) is one. */
  message_id: string;
  kind: 'invitation' | 'password_reset' | 'notification' | 'minutes';
  user_id: number | null;
  to_address: string;
  /** Set while a notification bundle still takes events (`user:<id>:issue:<id>`); null once sealed. */
  bundle_key: string | null;
  workspace_id: number | null;
  issue_id: number | null;
  /** Null until rendered (a bundle is rendered when sealed). Bodies are cleared once sent. */
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  /** JSON object of extra headers (List-Unsubscribe…). */
  headers: string | null;
  /** `collecting` (a bundle), `pending`, `sent`, `failed` (given up), `dropped` (nothing left to say). */
  state: 'collecting' | 'pending' | 'sent' | 'failed' | 'dropped';
  send_after: Timestamp;
  /** A mail whose content dies (a reset link) is not sent after this. */
  discard_after: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** What one notification bundle tells of. */
export interface MailEventsTable {
  id: Generated<number>;
  mail_id: number;
  kind: 'mention' | 'assignment' | 'run_completed' | 'run_failed' | 'review_requested' | 'approval_requested';
  actor_type: ActorType | null;
  actor_id: number | null;
  comment_id: number | null;
  run_id: string | null;
  approval_id: number | null;
  created_at: Timestamp;
}

/** A reset link: only the digest of its token; single use, short-lived. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  digest: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A person's mail choices (no row: all on) and the key signing their unsubscribe links. */
export interface NotificationPreferencesTable {
  user_id: number;
  mentions: Generated<number>;
  assignments: Generated<number>;
  runs: Generated<number>;
  unsubscribe_key: string;
  updated_at: Timestamp;
}

export type MailMessage = Selectable<MailMessagesTable>;
