import { sql, type Insertable, type UpdateObject } from 'kysely';
import type { DialectName, Executor, Tx } from '../db/connection.js';
import { lockedForWrite } from '../db/row-locks.js';
import type { Database, Run, RunsTable } from '../db/schema.js';
import { fetchPage, type Page } from './paging.js';
import { denyPendingApprovalsOfRun, ENDED_REASON } from './approvals.js';

/** Column values or expressions (`attempts + 1`) for an update of runs. */
export type RunChanges = UpdateObject<Database, 'runs'>;

/** `attempts` of a claim: one more. */
export function countedAttempt() {
  return sql<number>`attempts + 1`;
}

/** `lease_generation` of a claim: the next fencing generation (never given back, unlike attempts). */
export function nextLeaseGeneration() {
  return sql<number>`lease_generation + 1`;
}

/** `attempts` of a run given back unfinished: the attempt is not counted. */
export function attemptGivenBack() {
  return sql<number>`case when attempts > 0 then attempts - 1 else 0 end`;
}

/** `started_at` once the runner says "start": the first time it said so. */
export function startedAtOr(now: string) {
  return sql<string>`coalesce(started_at, ${now})`;
}

/** `started_at` of a finished run: when it started, else when it was claimed. */
export function startedAtOrDispatchedAt(now: string) {
  return sql<string>`coalesce(started_at, dispatched_at, ${now})`;
}

/** A run with what its presentation needs: the agent's name and the parts of the issue identifier. */
export type RunRow = Run & {
  agent_name: string;
  agent_owner_user_id: number | null;
  /** What a queued run's waiting reason is worked out from (domain/runs.ts). */
  agent_status: string;
  agent_max_concurrent_tasks: number;
  runtime_last_seen_at: string | null;
  runtime_revoked_at: string | null;
  workspace_max_concurrent_runs: number | null;
  /** The run's effective areas are worked out from these (domain/run-areas.ts). */
  issue_areas: string | null;
  project_areas: string | null;
  /** The repository the run works in: the agent's, else the issue's project's. */
  run_repository_id: number | null;
  issue_number: number | null;
  project_prefix: string | null;
  workspace_prefix: string;
  /** 1 while the run waits for an answer to one of its approvals. */
  awaiting_approval: number | string;
};

export interface RunFilters {
  workspaceId: number;
  /** Private agents' runs are visible to the agent's owner only. */
  visibleToUserId?: number;
  status?: RunsTable['status'];
  agentId?: number;
  issueId?: number;
}

function runRows(db: Executor) {
  return db
    .selectFrom('runs')
    .innerJoin('agents', 'agents.id', 'runs.agent_id')
    .innerJoin('workspaces', 'workspaces.id', 'runs.workspace_id')
    .leftJoin('issues', 'issues.id', 'runs.issue_id')
    .leftJoin('projects', 'projects.id', 'issues.project_id')
    .leftJoin('agent_runtimes', 'agent_runtimes.id', 'agents.runtime_id')
    .selectAll('runs')
    .select([
      'agents.name as agent_name',
      'agents.owner_user_id as agent_owner_user_id',
      'agents.status as agent_status',
      'agents.max_concurrent_tasks as agent_max_concurrent_tasks',
      'agent_runtimes.last_seen_at as runtime_last_seen_at',
      'agent_runtimes.revoked_at as runtime_revoked_at',
      'workspaces.max_concurrent_runs as workspace_max_concurrent_runs',
      'issues.areas as issue_areas',
      'projects.areas as project_areas',
      (eb) => eb.fn.coalesce('agents.repository_id', 'projects.repository_id').as('run_repository_id'),
      'issues.number as issue_number',
      'projects.prefix as project_prefix',
      'workspaces.issue_prefix as workspace_prefix',
      // Decisions §12.10: a pending approval exists only while a runner holds the run.
      sql<number>`case when exists (select 1 from run_approvals where run_approvals.run_id = runs.id and run_approvals.status = 'pending') then 1 else 0 end`.as(
        'awaiting_approval',
      ),
    ]);
}

function filtered(db: Executor, filters: RunFilters) {
  let query = runRows(db).where('runs.workspace_id', '=', filters.workspaceId);
  if (filters.visibleToUserId !== undefined) {
    const userId = filters.visibleToUserId;
    query = query.where((eb) =>
      eb.or([eb('agents.visibility', '=', 'workspace'), eb('agents.owner_user_id', '=', userId)]),
    );
  }
  if (filters.status !== undefined) query = query.where('runs.status', '=', filters.status);
  if (filters.agentId !== undefined) query = query.where('runs.agent_id', '=', filters.agentId);
  if (filters.issueId !== undefined) query = query.where('runs.issue_id', '=', filters.issueId);
  return query;
}

/** Newest first: ULIDs sort by creation time. */
export async function listRunRows(
  db: Executor,
  filters: RunFilters,
  limit: number,
  offset: number,
): Promise<Page<RunRow>> {
  return fetchPage(filtered(db, filters).orderBy('runs.id', 'desc'), limit, offset);
}

export async function findRunRow(
  db: Executor,
  filters: RunFilters,
  runId: string,
): Promise<RunRow | undefined> {
  return filtered(db, filters).where('runs.id', '=', runId).executeTakeFirst();
}

/** The claim order of an issue's priority: urgent first (0), low last (3). */
export function priorityRankOf(column: string) {
  return sql<number>`case ${sql.ref(column)} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;
}

export async function issuePriorityRank(db: Executor, issueId: number): Promise<number> {
  const row = await db
    .selectFrom('issues')
    .select(priorityRankOf('issues.priority').as('rank'))
    .where('id', '=', issueId)
    .executeTakeFirstOrThrow();
  return Number(row.rank);
}

/** An issue's priority changed: its unfinished runs take their place in the claim order from it. */
export async function followIssuePriority(db: Executor, issueId: number, priority: string): Promise<void> {
  await db
    .updateTable('runs')
    .set({
      priority_rank: sql<number>`case ${priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`,
    })
    .where('issue_id', '=', issueId)
    .where('status', 'in', ['queued', 'dispatched', 'running'])
    .execute();
}

/** The oldest queued run of an agent on an issue, which a new request for the same coalesces into. */
export async function queuedRunOfAgentOnIssue(
  db: Executor,
  issueId: number,
  agentId: number,
): Promise<Run | undefined> {
  return db
    .selectFrom('runs')
    .selectAll()
    .where('issue_id', '=', issueId)
    .where('agent_id', '=', agentId)
    .where('status', '=', 'queued')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function insertRun(db: Executor, values: Insertable<RunsTable>): Promise<Run> {
  return db.insertInto('runs').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findRun(db: Executor, runId: string): Promise<Run | undefined> {
  return db.selectFrom('runs').selectAll().where('id', '=', runId).executeTakeFirst();
}

/**
 * Applies a change to a run only while it is in one of `statuses` and, when given, holds `leaseDigest`
 * (expired or not: docs/decisions.md, "Issue 38 — dispatch", late reports), handed to
 * the runtime `runtimeId`.
 */
export async function updateRunWhere(
  db: Executor,
  runId: string,
  condition: {
    statuses: RunsTable['status'][];
    leaseDigest?: string;
    runtimeId?: number;
  },
  changes: RunChanges,
): Promise<Run | undefined> {
  let query = db
    .updateTable('runs')
    .set(changes)
    .where('id', '=', runId)
    .where('status', 'in', condition.statuses);
  if (condition.leaseDigest !== undefined)
    query = query.where('lease_token_digest', '=', condition.leaseDigest);
  if (condition.runtimeId !== undefined) query = query.where('runtime_id', '=', condition.runtimeId);
  const moved = await query.returningAll().executeTakeFirst();
  // Every move of a run goes through here: one leaving its runner's hands (ended, or back to the queue)
  // denies the approvals it still waited for (decisions §12.10), as nothing would act on the answer.
  const status = moved?.status;
  if (
    status !== undefined &&
    status !== 'dispatched' &&
    status !== 'running' &&
    changes.status !== undefined
  ) {
    await denyPendingApprovalsOfRun(db, runId, ENDED_REASON(status), moved!.updated_at);
  }
  return moved;
}

/**
 * Whether the runtime is still unrevoked, read under a share lock (PostgreSQL) so that a claim and the
 * runtime's revocation take turns: the revocation then sees the claimed run and fails it, or the claim
 * sees the revocation and claims nothing.
 */
export async function runtimeStillAdmitted(
  db: Executor,
  dialect: DialectName,
  runtimeId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('agent_runtimes')
    .select('revoked_at')
    .where('id', '=', runtimeId)
    .$if(dialect === 'postgres', (q) => q.forShare())
    .executeTakeFirst();
  return row !== undefined && row.revoked_at === null;
}

/**
 * The agents a runtime may claim for, locked (PostgreSQL: FOR UPDATE) so that concurrent claims for the
 * same agents are serialised while their running runs are counted against `max_concurrent_tasks`.
 * SQLite needs no lock: the claim's transaction begins IMMEDIATE and holds the write lock throughout.
 */
export async function lockClaimableAgents(
  db: Executor,
  dialect: DialectName,
  workspaceId: number,
  runtimeId: number,
  onlyAgentIds: number[] | undefined,
) {
  let query = db
    .selectFrom('agents')
    .select(['id', 'max_concurrent_tasks', 'max_run_cost_micros', 'instructions_version'])
    .where('workspace_id', '=', workspaceId)
    .where('runtime_id', '=', runtimeId)
    .where('status', '!=', 'disabled');
  if (onlyAgentIds !== undefined) query = query.where('id', 'in', onlyAgentIds.length ? onlyAgentIds : [0]);
  return query
    .orderBy('id')
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .execute();
}

/** Runs each agent currently holds (dispatched or running). */
export async function activeRunCounts(db: Executor, agentIds: number[]): Promise<Map<number, number>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('runs')
    .select(['agent_id', (eb) => eb.fn.countAll<number>().as('active')])
    .where('agent_id', 'in', agentIds)
    .where('status', 'in', ['dispatched', 'running'])
    .groupBy('agent_id')
    .execute();
  return new Map(rows.map((row) => [row.agent_id, Number(row.active)]));
}

/**
 * The next claimable run of these agents (decisions §12.7): by the issue's priority (urgent first, runs
 * without an issue last), then the oldest queued. Only queued runs not blocked by an unfinished issue
 * (the literal conditions match the partial index `runs_claim_order_index`, which holds only such runs
 * in that order, so blocked ones are never scanned), passing over a run whose agent already holds a
 * run of the same issue (one at a time per issue and agent), and the runs of capped projects whose
 * budget has no room for the agent's per-run ceiling (`refusedInProjects`: project → agents).
 * PostgreSQL skips rows another transaction has locked; claims of the same agent take turns on its
 * row (lockClaimableAgents), so the run one of them hands out is seen held by the next.
 */
export async function nextQueuedRun(
  db: Executor,
  dialect: DialectName,
  workspaceId: number,
  agentIds: number[],
  refusedInProjects: Map<number, number[]> = new Map(),
  passedOver: readonly string[] = [],
  /** Issues whose runs wait (a review capacity): none of their runs is handed out. */
  heldIssueIds: number[] = [],
): Promise<{ id: string; agent_id: number; issue_id: number | null } | undefined> {
  if (agentIds.length === 0) return undefined;
  let query = db
    .selectFrom('runs')
    .select(['runs.id', 'runs.agent_id', 'runs.issue_id'])
    .where(sql<boolean>`runs.status = 'queued' and runs.blocked = 0`)
    // A run tried again after a transient failure waits out its backoff (issue 38).
    .where((eb) =>
      eb.or([eb('runs.not_before', 'is', null), eb('runs.not_before', '<=', new Date().toISOString())]),
    )
    .where('runs.workspace_id', '=', workspaceId)
    .where('runs.agent_id', 'in', agentIds)
    .$if(passedOver.length > 0, (q) => q.where('runs.id', 'not in', passedOver))
    .where((eb) =>
      eb.or([
        eb('runs.issue_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('runs as held')
              .select('held.id')
              .whereRef('held.issue_id', '=', 'runs.issue_id')
              .whereRef('held.agent_id', '=', 'runs.agent_id')
              .where('held.status', 'in', ['dispatched', 'running']),
          ),
        ),
      ]),
    );
  for (const [projectId, refusedAgents] of refusedInProjects) {
    query = query.where((eb) =>
      eb.or([
        eb('runs.issue_id', 'is', null),
        eb('runs.agent_id', 'not in', refusedAgents),
        eb(
          'runs.issue_id',
          'not in',
          eb.selectFrom('issues').select('issues.id').where('issues.project_id', '=', projectId),
        ),
      ]),
    );
  }
  if (heldIssueIds.length > 0) {
    query = query.where((eb) =>
      eb.or([eb('runs.issue_id', 'is', null), eb('runs.issue_id', 'not in', heldIssueIds)]),
    );
  }
  return query
    .orderBy('runs.priority_rank')
    .orderBy('runs.queued_at')
    .orderBy('runs.id')
    .limit(1)
    .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked())
    .executeTakeFirst();
}

/**
 * The workspace's cap on runs held at once, with how many it holds, or null without a cap. With a cap,
 * PostgreSQL claims of the workspace take turns on a transaction-scoped advisory lock first (only claims
 * take it, so nothing else waits on it, and it is taken after the agents' rows by every claim alike), so
 * two claims from different runtimes cannot both take the last place. SQLite claims are serial anyway.
 */
export async function workspaceRunCap(
  db: Executor,
  dialect: DialectName,
  workspaceId: number,
): Promise<{ cap: number; held: number } | null> {
  const workspace = await db
    .selectFrom('workspaces')
    .select('max_concurrent_runs')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  const cap = workspace?.max_concurrent_runs ?? null;
  if (cap === null) return null;
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(${CLAIM_LOCK_SPACE}, ${workspaceId})`.execute(db);
  }
  return { cap: Number(cap), held: await heldRunCount(db, workspaceId) };
}

/** The advisory-lock namespace of the workspace cap (any fixed 32-bit number unused elsewhere). */
const CLAIM_LOCK_SPACE = 38_0712;

/** Runs the workspace holds (dispatched or running). */
export async function heldRunCount(db: Executor, workspaceId: number): Promise<number> {
  const row = await db
    .selectFrom('runs')
    .select((eb) => eb.fn.countAll<number>().as('held'))
    .where('workspace_id', '=', workspaceId)
    .where('status', 'in', ['dispatched', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.held);
}

/**
 * The held runs (dispatched, running) of these agents, counted by agent and issue: what a page of
 * queued runs needs to say which of them wait for `concurrency`.
 */
export async function heldRunsByAgentAndIssue(db: Executor, agentIds: number[]) {
  if (agentIds.length === 0) return [];
  const rows = await db
    .selectFrom('runs')
    .select(['agent_id', 'issue_id', (eb) => eb.fn.countAll<number>().as('held')])
    .where('agent_id', 'in', agentIds)
    .where('status', 'in', ['dispatched', 'running'])
    .groupBy(['agent_id', 'issue_id'])
    .execute();
  return rows.map((row) => ({ agent_id: row.agent_id, issue_id: row.issue_id, held: Number(row.held) }));
}

/** Held runs whose lease ran out before `now`, with their agent's `max_attempts`. */
export async function expiredLeases(db: Executor, now: string, limit: number) {
  return db
    .selectFrom('runs')
    .innerJoin('agents', 'agents.id', 'runs.agent_id')
    .select([
      'runs.id',
      'runs.workspace_id',
      'runs.agent_id',
      'runs.attempts',
      'runs.lease_token_digest',
      'agents.max_attempts',
    ])
    .where('runs.status', 'in', ['dispatched', 'running'])
    .where('runs.lease_expires_at', '<', now)
    .orderBy('runs.lease_expires_at')
    .limit(limit)
    .execute();
}

/** Whether a run of the issue other than `exceptRunId` is held by a runner (dispatched or running). */
export async function issueHasRunInHand(
  db: Executor,
  issueId: number,
  exceptRunId: string,
): Promise<boolean> {
  const held = await db
    .selectFrom('runs')
    .select('id')
    .where('issue_id', '=', issueId)
    .where('id', '!=', exceptRunId)
    .where('status', 'in', ['dispatched', 'running'])
    .limit(1)
    .executeTakeFirst();
  return held !== undefined;
}

/** Agent status follows its work: busy while it holds a run, idle otherwise (disabled/offline stay). */
export async function refreshAgentStatus(db: Executor, agentId: number): Promise<void> {
  const held = await db
    .selectFrom('runs')
    .select('id')
    .where('agent_id', '=', agentId)
    .where('status', 'in', ['dispatched', 'running'])
    .limit(1)
    .executeTakeFirst();
  await db
    .updateTable('agents')
    .set({ status: held ? 'busy' : 'idle' })
    .where('id', '=', agentId)
    .where('status', 'in', held ? ['idle'] : ['busy'])
    .execute();
}

/** The runs a comment queued that no runner has claimed yet. */
export async function queuedRunIdsOfComment(db: Executor, commentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('runs')
    .select('id')
    .where('comment_id', '=', commentId)
    .where('status', '=', 'queued')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Runs a withdrawn comment queued that no runner has claimed yet. */
export async function cancelQueuedRunsOfComment(
  db: Executor,
  commentId: number,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('runs')
    .set({ status: 'canceled', finished_at: now, updated_at: now })
    .where('comment_id', '=', commentId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Locks the live issue of a run, before the run itself: the lock order is an issue before its runs
 * (docs/architecture.md, "Lock order"). A comment on the issue locks the issue first (its search
 * trigger) and then the run it steers; a run that ends locks its issue to move its status. Ending a run
 * takes this first, so the two wait for each other instead of deadlocking.
 */
export async function lockIssueOfRun(tx: Tx, runId: string): Promise<void> {
  const issueOfRun = tx.selectFrom('runs').select('runs.issue_id').where('runs.id', '=', runId);
  await lockedForWrite(
    tx,
    tx.selectFrom('issues').select('id').where('id', '=', issueOfRun).where('deleted_at', 'is', null),
  ).execute();
}

/** Locks a run's row for a read-check-write (PostgreSQL: FOR NO KEY UPDATE; SQLite is serial). */
export async function lockRun(tx: Tx, runId: string): Promise<void> {
  await lockedForWrite(tx, tx.selectFrom('runs').select('id').where('id', '=', runId)).execute();
}

/** The run that retries `runId`, if any: each run is retried at most once. */
export async function findRetryOf(db: Executor, runId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('runs').select('id').where('retry_of', '=', runId).executeTakeFirst();
}

/** The newest run of an agent on an issue. */
export async function latestRunOfAgentOnIssue(
  db: Executor,
  issueId: number,
  agentId: number,
): Promise<Pick<Run, 'id' | 'status'> | undefined> {
  return db
    .selectFrom('runs')
    .select(['id', 'status'])
    .where('issue_id', '=', issueId)
    .where('agent_id', '=', agentId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Held runs (dispatched, running) of agents with a time limit, with what the limit is checked against. */
function heldRunsWithLimit(db: Executor) {
  return db
    .selectFrom('runs')
    .innerJoin('agents', 'agents.id', 'runs.agent_id')
    .select([
      'runs.id',
      'runs.lease_token_digest',
      'runs.started_at',
      'runs.dispatched_at',
      'agents.max_run_minutes',
    ])
    .where('runs.status', 'in', ['dispatched', 'running'])
    .where('agents.max_run_minutes', 'is not', null);
}

/**
 * Held runs of agents with a time limit: few (bounded by the agents' `max_concurrent_tasks`), so
 * whether each passed its limit is worked out by the caller.
 */
export async function heldRunsWithTimeLimit(db: Executor, limit: number) {
  return heldRunsWithLimit(db).orderBy('runs.dispatched_at').limit(limit).execute();
}

/** The dispatched or running runs a runtime holds, or an agent's; locked (PostgreSQL) while they end. */
export async function heldRunsOf(db: Executor, holder: { runtimeId: number } | { agentId: number }) {
  let query = db
    .selectFrom('runs')
    .select(['id', 'lease_token_digest'])
    .where('status', 'in', ['dispatched', 'running']);
  query =
    'runtimeId' in holder
      ? query.where('runtime_id', '=', holder.runtimeId)
      : query.where('agent_id', '=', holder.agentId);
  return query.orderBy('id').execute();
}

/** One held run with its agent's time limit (lease renewal checks it). */
export async function heldRunWithTimeLimit(db: Executor, runId: string) {
  return heldRunsWithLimit(db).where('runs.id', '=', runId).executeTakeFirst();
}

/** A run with its agent's `max_attempts` (automatic retries, issue 38). */
export async function findRunWithMaxAttempts(db: Executor, runId: string) {
  return db
    .selectFrom('runs')
    .innerJoin('agents', 'agents.id', 'runs.agent_id')
    .select(['runs.id', 'runs.attempts', 'runs.lease_token_digest', 'agents.max_attempts'])
    .where('runs.id', '=', runId)
    .executeTakeFirst();
}

/**
 * Held runs (dispatched, running) of agents with a `stall_minutes`, quiet since before `quietBefore`
 * (no transcript line and no usage since then; the claim counts as the first sign of life): the
 * candidates for stall detection, whose own limit the caller checks.
 */
export async function quietHeldRuns(db: Executor, quietBefore: string, limit: number) {
  return (
    db
      .selectFrom('runs')
      .innerJoin('agents', 'agents.id', 'runs.agent_id')
      .select([
        'runs.id',
        'runs.lease_token_digest',
        'runs.last_activity_at',
        'runs.dispatched_at',
        'agents.stall_minutes',
        // An answer to one of its approvals restarts the stall clock (decisions §12.10).
        sql<
          string | null
        >`(select max(run_approvals.answered_at) from run_approvals where run_approvals.run_id = runs.id)`.as(
          'last_answer_at',
        ),
      ])
      .where('runs.status', 'in', ['dispatched', 'running'])
      .where('agents.stall_minutes', 'is not', null)
      // A run waiting for people to answer its approval is not stalled.
      .where(
        sql<boolean>`not exists (select 1 from run_approvals where run_approvals.run_id = runs.id and run_approvals.status = 'pending')`,
      )
      .where((eb) => eb(eb.fn.coalesce('runs.last_activity_at', 'runs.dispatched_at'), '<', quietBefore))
      .orderBy('runs.id')
      .limit(limit)
      .execute()
  );
}
