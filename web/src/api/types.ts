/** The shapes of the interface's endpoints (docs/interface-api.md). */
import type { ABILITIES, AGENT_PROVIDERS, AGENT_VISIBILITIES, ROLES } from '../../../src/schemas/enums.js';

export type Role = (typeof ROLES)[number];
export type Ability = (typeof ABILITIES)[number];
export type AgentProvider = (typeof AGENT_PROVIDERS)[number];
export type AgentVisibility = (typeof AGENT_VISIBILITIES)[number];

export interface WorkspaceSummary {
  id: number;
  slug: string;
  name: string;
  role: Role;
}

export interface Session {
  user: { id: number; name: string; email: string };
  workspace: WorkspaceSummary & { issue_prefix: string };
  workspaces: WorkspaceSummary[];
  csrf_token: string;
}

export interface SessionRecord {
  id: number | string;
  created_at: string;
  last_seen_at: string | null;
  user_agent: string | null;
  ip: string | null;
  current: boolean;
}

export interface ApiToken {
  id: number | string;
  name: string;
  abilities: Ability[];
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

export interface CreatedToken extends ApiToken {
  token: string;
  block: string;
}

export interface Member {
  id: number | string;
  name: string;
  email: string;
  role: Role;
  weekly_hours: number | null;
  joined_at: string;
}

export interface Invitation {
  id: number | string;
  email: string;
  role: Role;
  created_at: string;
  expires_at: string;
  invited_by: { id: number; name: string } | null;
  /** Only in the answer that made it: the server keeps the token's digest, so the link is shown once. */
  url?: string;
  /** Only in the answer that made it: whether the link went out by mail (mail on). */
  mailed?: boolean;
}

export interface InvitationPreview {
  workspace: { slug: string; name: string };
  email: string;
  /** A suggested name for a new account, or null. */
  name: string | null;
  role: Role;
  account_exists: boolean;
}

export interface Webhook {
  id: number | string;
  url: string;
  events: string[];
  state: 'active' | 'stopped';
  failure_count: number;
  created_at: string;
  secret?: string;
}

export interface Delivery {
  id: number | string;
  delivery: string;
  event: string;
  attempt: number;
  status: number | null;
  duration_ms: number | null;
  error: string | null;
  created_at: string;
}

export interface Agent {
  id: number | string;
  name: string;
  provider: AgentProvider;
  model: string | null;
  visibility: AgentVisibility;
  max_concurrent_tasks: number;
  weekly_hours: number | null;
  /** The most one run may cost in dollars; null: the workspace's default ceiling. */
  max_run_cost_usd: number | null;
  /** A run held longer fails as `timed_out` (decisions §11.4); null: no limit. */
  max_run_minutes?: number | null;
  status: string;
  /** The runtime it runs on (the contract's agent shape); set by its id. */
  runtime: { id: number; name: string; online: boolean } | null;
}

export interface Runtime {
  id: number | string;
  name: string;
  online: boolean;
  last_seen_at: string | null;
  created_at: string;
}

export interface CreatedRuntime extends Runtime {
  token: string;
  command: string;
}

export interface SetupState {
  needs_setup: boolean;
  command: string;
}

/** A run of an agent, as `GET /api/v1/runs/{ulid}?include=artifacts` shows it. */
export type RunStatus = 'queued' | 'dispatched' | 'running' | 'completed' | 'failed' | 'canceled';

export interface ClaimCheckItem {
  claim: string;
  says: string;
  found: string;
}

export interface RunArtifact {
  id: number;
  type: string;
  state: string | null;
  url: string | null;
  reference: string | null;
  title: string;
  created_at: string;
  claim_checked_at: string | null;
  claim_check: ClaimCheckItem[] | null;
}

export interface Run {
  id: string;
  status: RunStatus;
  agent: { id: number; name: string };
  issue: string | null;
  attempts: number;
  queued_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  error: string | null;
  summary: string | null;
  usage: {
    input_tokens: number | null;
    output_tokens: number | null;
    cached_tokens: number | null;
    cache_write_tokens: number | null;
    cost_usd: number | null;
  } | null;
  waiting_reason: string | null;
  /** Why a failed run failed; null otherwise. */
  failure_reason: 'reported' | 'lease_expired' | 'timed_out' | null;
  /** The run this one retries. */
  retry_of: string | null;
  artifacts?: RunArtifact[];
}

export interface LogLine {
  seq: number;
  attempt: number;
  stream: 'stdout' | 'stderr' | 'runner';
  at: string;
  text: string;
}

export type BudgetScope = 'workspace' | 'project' | 'agent';

export interface Budget {
  id: number;
  scope: BudgetScope;
  subject: { id: number; name: string };
  month: string;
  monthly_cap_usd: number;
  spent_usd: number;
  in_flight: number;
  /** What the runs in flight may still cost (each at its per-run ceiling). */
  reserved_usd: number;
  reached: boolean;
}

/** The workspace's default per-run cost ceiling (`/api/ui/budgets/run-ceiling`). */
export interface RunCeiling {
  max_run_cost_usd: number | null;
  built_in_usd: number;
}

export interface UsageRow {
  id: number | null;
  name: string | null;
  runs: number;
  cost_usd: number;
  input_tokens: number;
  output_tokens: number;
  monthly_cap_usd: number | null;
}

export interface Usage {
  month: string;
  workspace: { runs: number; cost_usd: number; monthly_cap_usd: number | null };
  agents: UsageRow[];
  projects: UsageRow[];
}
