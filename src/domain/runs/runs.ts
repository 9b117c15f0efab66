import { reviewCapacityHolds } from './review-capacity.js';
import type { Static } from 'typebox';
import type { Executor, Tx } from '../../db/connection.js';
import type { Artifact, Run } from '../../db/schema.js';
import { artifactsOfRuns } from '../../repositories/artifacts.js';
import { unfinishedBlockers } from '../../repositories/issue-dependencies.js';
import {
  findRunRow,
  heldRunCount,
  heldRunsByAgentAndIssue,
  listRunRows,
  type RunRow,
} from '../../repositories/runs.js';
import type { RunWaitingReason } from '../../schemas/enums.js';
import { RUNTIME_GRACE_MS } from './agents.js';
import { areaConflictMessage, areaConflictsOf, type AreaConflict } from './run-areas.js';
import { findAssignableAgent } from './agents.js';
import { MICROS_PER_DOLLAR } from './budgets.js';
import { presentArtifact } from './artifacts.js';
import { privateAgentsViewer, type Caller } from '../caller.js';
import type { CommandContext } from '../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { issueIdentifier, resolveIssue, resolveIssueField } from '../issues/issue-ref.js';
import { assertCanPutAgentsToWork } from '../policy.js';
import { queueRunAskedBy } from './runs-queue.js';
import type { UsageView, RunView, RunsQuery } from '../../schemas/runs.js';

/**
 * Runs as the API shows them (contract: Run), listing and reading them, queueing one explicitly, and
 * cancelling what a withdrawn comment queued. The runner side of the life cycle is in run-lifecycle.ts.
 */
export const WAITING_FOR_BLOCKERS = 'Waiting until the issues blocking it are done or canceled.';

/** Why a queued run waits, and the sentence the interface shows for it. */
export interface Waiting {
  reason: RunWaitingReason;
  message: string;
}

/** What the waiting reasons of a page of queued runs are worked out from (`dispatchLoadOf`). */
export interface DispatchLoad {
  /** Runs held (dispatched, running) by agent, and by agent and issue (`agent:issue`). */
  heldByAgent: Map<number, number>;
  heldByAgentIssue: Set<string>;
  /** Runs the workspace holds; only counted when it has a cap. */
  heldInWorkspace: number;
  /** Queued runs whose areas overlap a held run's in their repository, by run id. */
  areaConflicts: Map<string, AreaConflict>;
  /** Issues whose runs wait for a reviewer (decisions §12.9), with the reason shown. */
  reviewHeld: Map<number, string>;
  now: number;
}

function runnerOnline(row: RunRow, now: number): boolean {
  return (
    row.runtime_revoked_at === null &&
    row.runtime_last_seen_at !== null &&
    now - Date.parse(row.runtime_last_seen_at) <= RUNTIME_GRACE_MS
  );
}

/**
 * Why a queued run is not handed out (decisions §12.7), worked out when read: its issue's blockers
 * (`dependencies`), no online runtime serves its agent (`no_runner`: unbound, revoked, not heard from
 * within 90 s, or the agent is disabled), a budget cap holds it (`budget`, marked by the claims that
 * passed it over), or a cap on runs at once is reached: its agent already holds a run of the issue,
 * the agent holds `max_concurrent_runs`, or the workspace holds its `max_concurrent_runs`
 * (`concurrency`), or a held run in its repository works in areas that overlap its own
 * (`area_conflict`, run-areas.ts). Null: nothing holds it, the next claim of its runtime may take it.
 */
export function waitingOf(
  row: RunRow,
  blockers: string[] | undefined,
  load: DispatchLoad | undefined,
): Waiting | null {
  if (row.status !== 'queued') return null;
  if (Number(row.blocked) === 1) {
    const message =
      blockers && blockers.length > 0
        ? `Waiting until ${blockers.join(', ')} ${blockers.length === 1 ? 'is' : 'are'} done or canceled.`
        : WAITING_FOR_BLOCKERS;
    return { reason: 'dependencies', message };
  }
  if (!load) return null;
  if (row.agent_status === 'disabled') {
    return { reason: 'no_runner', message: `Waiting for ${row.agent_name} to be enabled again.` };
  }
  if (!runnerOnline(row, load.now)) {
    return {
      reason: 'no_runner',
      message: `Waiting for a runner: no online runtime serves ${row.agent_name}.`,
    };
  }
  if (row.waiting_budget_id !== null && row.waiting_reason !== null) {
    return { reason: 'budget', message: row.waiting_reason };
  }
  if (row.issue_id !== null && load.heldByAgentIssue.has(`${row.agent_id}:${row.issue_id}`)) {
    return {
      reason: 'concurrency',
      message: `Waiting for the run ${row.agent_name} already has on this issue to end (one at a time per issue and agent).`,
    };
  }
  const cap = Number(row.agent_max_concurrent_tasks);
  if ((load.heldByAgent.get(row.agent_id) ?? 0) >= cap) {
    return {
      reason: 'concurrency',
      message: `Waiting for ${row.agent_name} to finish a run: it runs at most ${cap} at once (max_concurrent_runs).`,
    };
  }
  const workspaceCap = row.workspace_max_concurrent_runs;
  if (workspaceCap !== null && load.heldInWorkspace >= Number(workspaceCap)) {
    return {
      reason: 'concurrency',
      message: `Waiting for a run to end: the workspace runs at most ${workspaceCap} at once (max_concurrent_runs).`,
    };
  }
  const review = row.issue_id === null ? undefined : load.reviewHeld.get(row.issue_id);
  if (review !== undefined) return { reason: 'review_capacity', message: review };
  const conflict = load.areaConflicts.get(row.id);
  if (conflict) return { reason: 'area_conflict', message: areaConflictMessage(conflict) };
  return null;
}

/** The held runs the queued runs among `rows` are compared with: two small grouped counts, for a page. */
async function dispatchLoadOf(db: Executor, rows: RunRow[]): Promise<DispatchLoad | undefined> {
  const queued = rows.filter((row) => row.status === 'queued' && Number(row.blocked) !== 1);
  if (queued.length === 0) return undefined;
  const held = await heldRunsByAgentAndIssue(db, [...new Set(queued.map((row) => row.agent_id))]);
  const heldByAgent = new Map<number, number>();
  const heldByAgentIssue = new Set<string>();
  for (const entry of held) {
    heldByAgent.set(entry.agent_id, (heldByAgent.get(entry.agent_id) ?? 0) + entry.held);
    if (entry.issue_id !== null) heldByAgentIssue.add(`${entry.agent_id}:${entry.issue_id}`);
  }
  const capped = queued.find((row) => row.workspace_max_concurrent_runs !== null);
  const heldInWorkspace = capped ? await heldRunCount(db, capped.workspace_id) : 0;
  const areaConflicts = await areaConflictsOf(
    db,
    queued[0]!.workspace_id,
    queued.map((row) => ({ ...row, repository_id: row.run_repository_id })),
  );
  const reviewHeld = await reviewCapacityHolds(db, queued[0]!.workspace_id);
  return { heldByAgent, heldByAgentIssue, heldInWorkspace, areaConflicts, reviewHeld, now: Date.now() };
}

/** Null (never zeroed) when nothing was reported; each field null on its own when not reported. */
export function presentUsage(
  run: Pick<Run, 'input_tokens' | 'output_tokens' | 'cached_tokens' | 'cache_write_tokens' | 'cost_micros'>,
): UsageView | null {
  const usage = {
    input_tokens: run.input_tokens === null ? null : Number(run.input_tokens),
    output_tokens: run.output_tokens === null ? null : Number(run.output_tokens),
    cached_tokens: run.cached_tokens === null ? null : Number(run.cached_tokens),
    cache_write_tokens: run.cache_write_tokens === null ? null : Number(run.cache_write_tokens),
    cost_usd: run.cost_micros === null ? null : Number(run.cost_micros) / MICROS_PER_DOLLAR,
  };
  return Object.values(usage).every((value) => value === null) ? null : usage;
}

export function runIssueIdentifier(row: RunRow): string | null {
  return row.issue_number === null
    ? null
    : issueIdentifier(row.issue_number, row.project_prefix, row.workspace_prefix);
}

/** Never the lease token, the session id, the changed paths or the agent's configuration. */
export function presentRun(
  row: RunRow,
  artifacts?: Artifact[],
  blockers?: string[],
  load?: DispatchLoad,
): RunView {
  const waiting = waitingOf(row, blockers, load);
  const view: RunView = {
    id: row.id,
    status: row.status,
    agent: { id: row.agent_id, name: row.agent_name },
    issue: runIssueIdentifier(row),
    attempts: Number(row.attempts),
    queued_at: row.queued_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    error: row.error,
    summary: row.summary,
    usage: presentUsage(row),
    waiting_reason: waiting?.reason ?? null,
    waiting_message: waiting?.message ?? null,
    failure_reason: row.status === 'failed' ? row.failure_reason : null,
    retry_of: row.retry_of,
    instructions_version: row.instructions_version === null ? null : Number(row.instructions_version),
    next_attempt_at: row.status === 'queued' ? row.not_before : null,
    awaiting_approval: Number(row.awaiting_approval) === 1,
  };
  if (artifacts) view.artifacts = artifacts.map(presentArtifact);
  return view;
}

/** The unfinished blockers of the issues of blocked queued runs, as identifiers, by issue key. */
async function blockersOfWaitingRuns(db: Executor, rows: RunRow[]): Promise<Map<number, string[]>> {
  const issueIds = rows
    .filter((row) => row.status === 'queued' && Number(row.blocked) === 1 && row.issue_id !== null)
    .map((row) => row.issue_id!);
  const map = new Map<number, string[]>();
  if (issueIds.length === 0) return map;
  for (const blocker of await unfinishedBlockers(db, [...new Set(issueIds)])) {
    const workspacePrefix = rows[0]!.workspace_prefix;
    const list = map.get(blocker.blocked_id) ?? [];
    list.push(issueIdentifier(blocker.number, blocker.prefix, workspacePrefix));
    map.set(blocker.blocked_id, list);
  }
  return map;
}

/** Presents runs, loading their artifacts in one query when asked to. */
export async function presentRuns(db: Executor, rows: RunRow[], withArtifacts: boolean): Promise<RunView[]> {
  const blockers = await blockersOfWaitingRuns(db, rows);
  const load = await dispatchLoadOf(db, rows);
  const blockersOf = (row: RunRow) => (row.issue_id === null ? undefined : blockers.get(row.issue_id));
  if (!withArtifacts) return rows.map((row) => presentRun(row, undefined, blockersOf(row), load));
  const artifacts = await artifactsOfRuns(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentRun(
      row,
      artifacts.filter((a) => a.run_id === row.id || a.last_run_id === row.id),
      blockersOf(row),
      load,
    ),
  );
}

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** A ULID as sent in a URL, any case; anything else cannot name a run. */
export function normaliseRunId(value: string): string | null {
  const upper = value.trim().toUpperCase();
  return ULID.test(upper) ? upper : null;
}

/** A run of the caller's workspace whose agent the caller can see; else 404. */
export async function visibleRunRow(db: Executor, caller: Caller, reference: string): Promise<RunRow> {
  const id = normaliseRunId(reference);
  const row =
    id === null
      ? undefined
      : await findRunRow(
          db,
          { workspaceId: caller.workspace.id, visibleToUserId: privateAgentsViewer(caller) },
          id,
        );
  if (!row) throw new NotFoundError('Run');
  return row;
}

/** `GET /runs/{ulid}`. */
export async function getRun(db: Executor, caller: Caller, reference: string, withArtifacts: boolean) {
  const row = await visibleRunRow(db, caller, reference);
  const [view] = await presentRuns(db, [row], withArtifacts);
  return view!;
}

/** A run as events and the runner see it, whatever the agent's visibility. */
export async function loadRunView(db: Executor, workspaceId: number, runId: string, withArtifacts: boolean) {
  const row = await findRunRow(db, { workspaceId }, runId);
  if (!row) throw new NotFoundError('Run');
  const [view] = await presentRuns(db, [row], withArtifacts);
  return { row, view: view! };
}

async function visibleAgentOrFail(db: Executor, caller: Caller, agentId: number, field: string) {
  const agent = await findAssignableAgent(db, caller, agentId);
  if (!agent) {
    throw ValidationError.field(
      field,
      `The ${field} must be an agent of this workspace that you can assign.`,
    );
  }
  return agent;
}

/** `GET /runs`: newest first, filtered by `status` and `agent_id`. */
export async function listRuns(
  db: Executor,
  caller: Caller,
  filters: Pick<Static<typeof RunsQuery>, 'status' | 'agent_id' | 'issue'>,
  limit: number,
  offset: number,
) {
  if (filters.agent_id !== undefined) await visibleAgentOrFail(db, caller, filters.agent_id, 'agent_id');
  const issue =
    filters.issue === undefined
      ? undefined
      : await resolveIssueField(db, caller.workspace, filters.issue, 'issue');
  const { rows, total } = await listRunRows(
    db,
    {
      workspaceId: caller.workspace.id,
      visibleToUserId: privateAgentsViewer(caller),
      status: filters.status,
      agentId: filters.agent_id,
      issueId: issue?.id,
    },
    limit,
    offset,
  );
  return { rows, total };
}

/**
 * `POST /issues/{issue}/runs`: the issue is 404 when it cannot be named; the agent, a body field, is 422
 * when it is not an agent of the workspace the caller may assign (a private agent of someone else reads
 * as absent) or when it is disabled.
 */
export async function queueRunByApi(
  tx: Tx,
  ctx: CommandContext,
  { issue: issueReference, agent_id: agentId }: { issue: string; agent_id: number },
) {
  const { caller } = ctx;
  const issue = await resolveIssue(tx, caller.workspace, issueReference);
  assertCanPutAgentsToWork(caller);
  const agent = await visibleAgentOrFail(tx, caller, agentId, 'agent_id');
  if (agent.status === 'disabled') throw ValidationError.field('agent_id', 'The agent is disabled.');
  return queueRunAskedBy(tx, ctx, { agent, issueId: issue.id, trigger: 'api' });
}
