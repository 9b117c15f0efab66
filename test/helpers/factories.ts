import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { nowIso } from '../../src/clock.js';
import { inTransaction, type Db, type Executor, type Tx } from '../../src/db/connection.js';
import type { Agent, Issue, Project, Role, Workspace } from '../../src/db/schema.js';
import { createApiToken } from '../../src/domain/people/api-tokens.js';
import { createProject } from '../../src/domain/issues/projects.js';
import { createBoard } from '../../src/domain/knowledge/whiteboards.js';
import { createSavedView } from '../../src/domain/issues/saved-views.js';
import {
  addMember,
  createWorkspace,
  findOrCreateUser,
  type WorkspaceInput,
} from '../../src/domain/people/workspaces.js';

const unique = () => randomBytes(4).toString('hex');

/** Letters only, so it is a valid issue prefix. */
function uniquePrefix(): string {
  return Array.from(randomBytes(6), (b) => String.fromCharCode(65 + (b % 26))).join('');
}

export async function buildWorkspace(
  db: Executor,
  overrides: Partial<WorkspaceInput> = {},
): Promise<Workspace> {
  return createWorkspace(db, {
    slug: `ws-${unique()}`,
    name: 'Test workspace',
    issue_prefix: uniquePrefix(),
    ...overrides,
  });
}

export interface TestMember {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export async function buildMember(
  db: Executor,
  workspace: Workspace,
  overrides: { role?: Role; name?: string; email?: string; weeklyHours?: number } = {},
): Promise<TestMember> {
  const id = unique();
  const user = await findOrCreateUser(
    db,
    overrides.email ?? `person-${id}@example.com`,
    overrides.name ?? `Person ${id}`,
  );
  const role = overrides.role ?? 'member';
  await addMember(db, workspace.id, user.id, role, overrides.weeklyHours ?? 40);
  return { id: user.id, name: user.name, email: user.email, role };
}

export async function buildToken(
  db: Executor,
  workspace: Workspace,
  member: { id: number },
  overrides: { abilities?: string[]; expiresAt?: string | null; name?: string } = {},
): Promise<{ id: number; token: string }> {
  return createApiToken(db, {
    workspaceId: workspace.id,
    userId: member.id,
    name: overrides.name ?? 'test',
    abilities: overrides.abilities ?? ['read', 'write'],
    expiresAt: overrides.expiresAt ?? null,
  });
}

export async function buildAgent(
  db: Executor,
  workspace: Workspace,
  overrides: Partial<Omit<Agent, 'id' | 'workspace_id'>> = {},
): Promise<Agent> {
  return db
    .insertInto('agents')
    .values({
      workspace_id: workspace.id,
      name: `Agent ${unique()}`,
      provider: 'claude_code',
      model: 'opus',
      status: 'idle',
      visibility: 'workspace',
      owner_user_id: null,
      max_concurrent_tasks: 1,
      weekly_hours: 40,
      runtime_id: null,
      instructions: 'secret instructions',
      custom_env: JSON.stringify({ SECRET: 'x' }),
      custom_args: JSON.stringify(['--secret']),
      mcp_config: JSON.stringify({ servers: {} }),
      created_at: nowIso(),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function buildProject(
  db: Executor,
  workspace: Workspace,
  overrides: { name?: string; prefix?: string | null; lead?: string | null } = {},
): Promise<Project> {
  return createProject(db, workspace, { name: overrides.name ?? `Project ${unique()}`, ...overrides });
}

export interface Scene {
  workspace: Workspace;
  owner: TestMember;
  token: string;
}

/** A workspace with an owner holding a read-write token: the start of most tests. */
export async function buildScene(db: Executor, overrides: Partial<WorkspaceInput> = {}): Promise<Scene> {
  const workspace = await buildWorkspace(db, overrides);
  const owner = await buildMember(db, workspace, { role: 'owner' });
  const { token } = await buildToken(db, workspace, owner);
  return { workspace, owner, token };
}

export async function buildIssue(
  db: Executor,
  workspace: Workspace,
  overrides: Partial<Omit<Issue, 'id' | 'workspace_id' | 'number'>> = {},
): Promise<Issue> {
  // The workspace's counter, as creating an issue through the API moves it.
  const { issue_counter: number } = await db
    .updateTable('workspaces')
    .set((eb) => ({ issue_counter: eb('issue_counter', '+', 1) }))
    .where('id', '=', workspace.id)
    .returning('issue_counter')
    .executeTakeFirstOrThrow();
  const now = nowIso();
  return db
    .insertInto('issues')
    .values({
      workspace_id: workspace.id,
      number,
      project_id: null,
      parent_id: null,
      title: `Issue ${number}`,
      description: null,
      acceptance_criteria: '[]',
      type: 'task',
      status: 'backlog',
      priority: 'medium',
      assignee_type: null,
      assignee_id: null,
      creator_type: null,
      creator_id: null,
      start_date: null,
      due_date: null,
      estimate_minutes: null,
      capacity_share: null,
      cycle_number: null,
      meeting_id: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A time entry written straight to the store (agent-run hours, other people's hours, old days). */
export async function buildTimeEntry(
  db: Executor,
  workspace: Workspace,
  overrides: Partial<Omit<import('../../src/db/schema.js').TimeEntry, 'id' | 'workspace_id'>> &
    Pick<import('../../src/db/schema.js').TimeEntry, 'actor_type' | 'actor_id'>,
) {
  const now = nowIso();
  return db
    .insertInto('time_entries')
    .values({
      workspace_id: workspace.id,
      subject: 'issue',
      issue_id: null,
      meeting_id: null,
      absence_kind: null,
      minutes: 60,
      spent_on: now.slice(0, 10),
      source: 'manual',
      note: null,
      run_id: null,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A runtime of the workspace with its token, and (optionally) agents bound to it. */
export async function buildRuntime(
  db: Executor,
  workspace: Workspace,
  overrides: { name?: string; agents?: { id: number }[] } = {},
): Promise<{ id: number; token: string }> {
  const { createRuntime, bindAgent } = await import('../../src/domain/runs/runtimes.js');
  const runtime = await createRuntime(db, {
    workspaceId: workspace.id,
    name: overrides.name ?? `Runtime ${unique()}`,
  });
  for (const agent of overrides.agents ?? []) await bindAgent(db, agent.id, runtime.id);
  return runtime;
}

/** A comment written straight to the store (an agent's, a run's, or someone else's). */
export async function buildComment(
  db: Executor,
  issue: Issue,
  overrides: Partial<Omit<import('../../src/db/schema.js').Comment, 'id' | 'workspace_id' | 'issue_id'>> &
    Pick<import('../../src/db/schema.js').Comment, 'author_type' | 'author_id'>,
) {
  const now = nowIso();
  return db
    .insertInto('comments')
    .values({
      workspace_id: issue.workspace_id,
      issue_id: issue.id,
      body: '<p>Written elsewhere</p>',
      in_reply_to: null,
      from_run_id: null,
      mentions: '[]',
      created_at: now,
      updated_at: now,
      edited_at: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A factory handed a transaction builds inside it; handed the database, in a transaction of its own. */
function inTransactionOf<T>(db: Executor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Tx) : inTransaction(db as Db, work);
}

export async function buildWhiteboard(
  db: Executor,
  workspace: Workspace,
  author: { id: number },
  overrides: { name?: string; visibility?: 'workspace' | 'private' } = {},
) {
  return inTransactionOf(db, (tx) =>
    createBoard(tx, {
      workspaceId: workspace.id,
      authorId: author.id,
      name: overrides.name ?? `Board ${unique()}`,
      visibility: overrides.visibility ?? 'workspace',
    }),
  );
}

export async function buildSavedView(
  db: Executor,
  workspace: Workspace,
  owner: { id: number },
  overrides: {
    name?: string;
    surface?: string;
    filters?: Record<string, unknown>;
    shared?: boolean;
  } = {},
) {
  return createSavedView(db, {
    workspaceId: workspace.id,
    ownerId: owner.id,
    name: overrides.name ?? `View ${unique()}`,
    surface: overrides.surface ?? 'issues',
    filters: overrides.filters ?? {},
    shared: overrides.shared ?? false,
  });
}

/** A run written straight to the store (any status and times: scorecards, histories). */
export async function buildRun(
  db: Executor,
  workspace: Workspace,
  agent: { id: number },
  overrides: Partial<Omit<import('../../src/db/schema.js').Run, 'workspace_id' | 'agent_id'>> = {},
) {
  const now = nowIso();
  return db
    .insertInto('runs')
    .values({
      id: ulid(),
      workspace_id: workspace.id,
      agent_id: agent.id,
      issue_id: null,
      status: 'completed',
      trigger: 'api',
      comment_id: null,
      requested_by_type: null,
      requested_by_id: null,
      queued_at: now,
      dispatched_at: null,
      started_at: now,
      finished_at: now,
      error: null,
      summary: null,
      input_tokens: null,
      output_tokens: null,
      cached_tokens: null,
      cache_write_tokens: null,
      cost_micros: null,
      runtime_id: null,
      lease_token_digest: null,
      lease_expires_at: null,
      run_token_digest: null,
      report_lease_digest: null,
      session_id: null,
      changed_paths: null,
      waiting_reason: null,
      waiting_budget_id: null,
      failure_reason: null,
      canceled_by_type: null,
      canceled_by_id: null,
      retry_of: null,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A pull request a run delivered (an `artifacts` row), in the state a code host left it. */
export async function buildPullRequestDelivery(
  db: Executor,
  workspace: Workspace,
  run: { id: string; issue_id: number | null },
  overrides: { url?: string; state?: 'draft' | 'open' | 'merged' | 'closed'; created_at?: string } = {},
) {
  const url = overrides.url ?? `https://github.com/acme/web/pull/${randomBytes(2).readUInt16BE()}`;
  const at = overrides.created_at ?? nowIso();
  return db
    .insertInto('artifacts')
    .values({
      workspace_id: workspace.id,
      issue_id: run.issue_id,
      run_id: run.id,
      last_run_id: run.id,
      identity: `run:${run.id}:pull_request:${url}`,
      type: 'pull_request',
      state: overrides.state ?? 'open',
      url,
      reference: null,
      title: 'A pull request',
      claim_checked_at: null,
      claim_check: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An issue's status move as its history records it (`issue.updated` with `changes.status`). */
export async function buildStatusMove(
  db: Executor,
  workspace: Workspace,
  issue: { id: number },
  move: { from: string; to: string; at?: string },
) {
  await db
    .insertInto('issue_activity')
    .values({
      workspace_id: workspace.id,
      issue_id: issue.id,
      event: 'issue.updated',
      actor_type: null,
      actor_id: null,
      data: JSON.stringify({ changes: { status: { from: move.from, to: move.to } } }),
      created_at: move.at ?? nowIso(),
    })
    .execute();
}

/** A review round of an issue (decisions §12.9), opened at `requested_at` for an agent's work. */
export async function buildReviewRound(
  db: Executor,
  workspace: Workspace,
  issue: { id: number },
  overrides: {
    agent_id: number;
    round: number;
    requested_at: string;
    decision?: 'approve' | 'request_changes' | null;
  },
) {
  return db
    .insertInto('issue_reviews')
    .values({
      workspace_id: workspace.id,
      issue_id: issue.id,
      round: overrides.round,
      agent_id: overrides.agent_id,
      run_id: null,
      reviewer_id: null,
      decision: overrides.decision ?? null,
      body: null,
      comment_id: null,
      requested_at: overrides.requested_at,
      decided_at: overrides.decision ? overrides.requested_at : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
