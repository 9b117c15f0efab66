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
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
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
  created_at: Timestamp;
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
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LabelsTable {
  id: Generated<number>;
  workspace_id: number;
  name: string;
  /** Lower-cased name: labels are unique per workspace regardless of case. */
  name_key: string;
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
  trigger: 'api' | 'assignment' | 'mention';
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
  session_id: string | null;
  /** JSON array of changed file paths reported at completion. */
  changed_paths: Json | null;
  created_at: Timestamp;
  updated_at: Timestamp;
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

export interface Database {
  workspaces: WorkspacesTable;
  users: UsersTable;
  memberships: MembershipsTable;
  api_tokens: ApiTokensTable;
  agent_runtimes: AgentRuntimesTable;
  agents: AgentsTable;
  projects: ProjectsTable;
  labels: LabelsTable;
  jobs: JobsTable;
  issues: IssuesTable;
  issue_labels: IssueLabelsTable;
  issue_activity: IssueActivityTable;
  comments: CommentsTable;
  runs: RunsTable;
  time_entries: TimeEntriesTable;
}

export type Workspace = Selectable<WorkspacesTable>;
export type User = Selectable<UsersTable>;
export type Membership = Selectable<MembershipsTable>;
export type ApiToken = Selectable<ApiTokensTable>;
export type Agent = Selectable<AgentsTable>;
export type AgentRuntime = Selectable<AgentRuntimesTable>;
export type Project = Selectable<ProjectsTable>;
export type Label = Selectable<LabelsTable>;
export type Job = Selectable<JobsTable>;
export type Issue = Selectable<IssuesTable>;
export type NewIssue = Insertable<IssuesTable>;
export type IssueUpdate = Updateable<IssuesTable>;
export type Comment = Selectable<CommentsTable>;
export type Run = Selectable<RunsTable>;
export type TimeEntry = Selectable<TimeEntriesTable>;
export type { ColumnType };
