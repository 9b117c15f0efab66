import { nowOf, type CommandContext } from '../context.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { Issue } from '../../db/schema.js';
import {
  blockedIdsOf,
  blockerIdsOf,
  dependencyEdgesFrom,
  lockWorkspaceDependencies,
  refreshRunBlocks,
  replaceDependencies,
} from '../../repositories/issue-dependencies.js';
import { recordActivity } from './activity.js';
import { callerActor, type Caller } from '../caller.js';
import { ValidationError } from '../../errors.js';
import { emitEvents } from '../events.js';
import { issueChanges, updateEvents } from './issue-events.js';
import { presentIssues, type IssueView } from './issue-presenter.js';
import { resolveIssueField } from './issue-ref.js';

/**
 * Issue dependencies (issue 22): `blocked_by` and `blocks`, written with PATCH /issues/{issue}, each
 * replacing its whole set. The graph stays acyclic (422 otherwise). A queued run on an issue with an
 * unfinished blocker (neither `done` nor `canceled`) is not handed out until the last one finishes;
 * `runs.blocked` carries that for the claim, refreshed here whenever it may change.
 */
export const FINISHED_STATUSES = ['done', 'canceled'] as const;

export type DependencySide = 'blocked_by' | 'blocks';

export interface DependencyInput {
  blocked_by?: (string | number)[];
  blocks?: (string | number)[];
}

/** The sets a request asks for, resolved to issue keys; undefined for a side it leaves alone. */
export type DependencyPlan = Partial<Record<DependencySide, number[]>>;

export async function planDependencies(
  db: Executor,
  caller: Caller,
  issue: Pick<Issue, 'id'>,
  input: DependencyInput,
): Promise<DependencyPlan> {
  const plan: DependencyPlan = {};
  const errors: Record<string, string[]> = {};
  for (const side of ['blocked_by', 'blocks'] as const) {
    const references = input[side];
    if (references === undefined) continue;
    const ids = new Set<number>();
    for (const [index, reference] of references.entries()) {
      try {
        const other = await resolveIssueField(db, caller.workspace, reference, `${side}.${index}`);
        if (other.id === issue.id) {
          (errors[`${side}.${index}`] ??= []).push('An issue cannot block itself.');
        }
        ids.add(other.id);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        for (const [field, messages] of Object.entries(error.errors))
          (errors[field] ??= []).push(...messages);
      }
    }
    plan[side] = [...ids].sort((a, b) => a - b);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return plan;
}

function sameSet(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * Whether the issue would sit on a cycle once its sides are `incoming` (its blockers) and `outgoing`
 * (what it blocks): only cycles through it can appear, since only its own pairs change. Walks the
 * issues it blocks, transitively, looking for one of its blockers.
 */
async function wouldCycle(db: Executor, issueId: number, incoming: number[], outgoing: number[]) {
  const blockers = new Set(incoming);
  const seen = new Set<number>([issueId]);
  let frontier = outgoing.filter((id) => !seen.has(id));
  while (frontier.length > 0) {
    if (frontier.some((id) => blockers.has(id))) return true;
    for (const id of frontier) seen.add(id);
    const edges = await dependencyEdgesFrom(db, frontier);
    frontier = [...new Set(edges.map((edge) => edge.blocked_id))].filter((id) => !seen.has(id));
  }
  return false;
}

/** Whether the plan changes anything, read without locks (a request that changes nothing writes nothing). */
export async function dependenciesDiffer(db: Executor, issueId: number, plan: DependencyPlan) {
  if (plan.blocked_by && !sameSet(plan.blocked_by, await blockerIdsOf(db, issueId))) return true;
  if (plan.blocks && !sameSet(plan.blocks, await blockedIdsOf(db, issueId))) return true;
  return false;
}

/**
 * Writes the plan in the caller's transaction: 422 on a cycle; the runs of the issues concerned are
 * re-checked. Returns the issues on the other side whose own sets change, as they showed before, for
 * `announceCounterparts`.
 */
export async function applyDependencies(
  tx: Tx,
  ctx: CommandContext,
  { issueId, plan }: { issueId: number; plan: DependencyPlan },
): Promise<Map<number, IssueView>> {
  const { caller } = ctx;
  await lockWorkspaceDependencies(tx, caller.workspace.id);
  const currentIncoming = await blockerIdsOf(tx, issueId);
  const currentOutgoing = await blockedIdsOf(tx, issueId);
  const incoming = plan.blocked_by ?? currentIncoming;
  const outgoing = plan.blocks ?? currentOutgoing;
  if (await wouldCycle(tx, issueId, incoming, outgoing)) {
    const field = plan.blocked_by ? 'blocked_by' : 'blocks';
    throw ValidationError.field(field, 'These dependencies would make issues block each other in a cycle.');
  }
  const changed = (current: number[], next: number[]) => [
    ...current.filter((id) => !next.includes(id)),
    ...next.filter((id) => !current.includes(id)),
  ];
  const lostOrGainedBlockers = changed(currentIncoming, incoming);
  const lostOrGainedBlocked = changed(currentOutgoing, outgoing);
  const before = await issueSnapshots(tx, caller, [
    ...new Set([...lostOrGainedBlockers, ...lostOrGainedBlocked]),
  ]);
  const now = nowOf(ctx);
  if (lostOrGainedBlockers.length > 0) {
    await replaceDependencies(tx, caller.workspace.id, issueId, 'blocked_by', incoming, now);
    await refreshRunBlocks(tx, [issueId]);
  }
  if (lostOrGainedBlocked.length > 0) {
    await replaceDependencies(tx, caller.workspace.id, issueId, 'blocks', outgoing, now);
    await refreshRunBlocks(tx, lostOrGainedBlocked);
  }
  return before;
}

/** Issues as they show, by key (every key names an issue: the pairs reference them). */
export async function issueSnapshots(db: Executor, caller: Caller, ids: number[]) {
  const views = await presentIssues(db, caller.workspace, ids, { single: true });
  return new Map(ids.map((id, index) => [id, views[index]!]));
}

/**
 * The other side of a dependency change: each counterpart issue shows the change in its own
 * `blocked_by` or `blocks`, so it gets a history entry and `issue.updated` like any change.
 */
export async function announceCounterparts(
  tx: Tx,
  ctx: CommandContext,
  before: Map<number, IssueView>,
): Promise<void> {
  const { caller } = ctx;
  const after = await issueSnapshots(tx, caller, [...before.keys()]);
  for (const [issueId, view] of after) {
    const changes = issueChanges(before.get(issueId)!, view);
    if (Object.keys(changes).length === 0) continue;
    await recordActivity(tx, {
      workspaceId: caller.workspace.id,
      issueId,
      event: 'issue.updated',
      actor: callerActor(caller),
      data: { changes },
    });
    await emitEvents(tx, caller.workspace, updateEvents(changes, ctx, view));
  }
}

/** An issue's status moved into or out of `done`/`canceled`: the runs it blocks are re-checked. */
export async function statusMoveWakesBlocked(
  db: Executor,
  issueId: number,
  from: string,
  to: string,
): Promise<void> {
  const finished = (status: string) => (FINISHED_STATUSES as readonly string[]).includes(status);
  if (finished(from) === finished(to)) return;
  await refreshRunBlocks(db, await blockedIdsOf(db, issueId));
}

/** A deleted issue blocks nothing any more. */
export async function deletionWakesBlocked(db: Executor, issueId: number): Promise<void> {
  await refreshRunBlocks(db, await blockedIdsOf(db, issueId));
}
