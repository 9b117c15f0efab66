import { type Db, type Tx, inTransaction } from '../../db/connection.js';
import type { Workspace } from '../../db/schema.js';
import { insertActivity } from '../../repositories/activity.js';
import {
  carryOverIssues,
  claimCycleClosure,
  lastClosedCycle,
  listWorkspacesWithCycles,
  recordCarried,
} from '../../repositories/cycles.js';
import { cadenceOf, cycleWindow, lastEndedCycle, type Cadence } from './cycles.js';
import { nowOf, type SystemContext } from '../context.js';
import { emitEvents } from '../events.js';
import { issueEventData, presentIssues } from './issue-presenter.js';

/**
 * Carry-over at a cycle's end (decisions §3.8): every unfinished issue (not `done` or `canceled`, not
 * standing work) still in a cycle that has ended moves to the next cycle and its `carried_over` grows
 * by one. Each closed cycle is recorded in `cycle_closures` in the same transaction as the moves, so a
 * rerun finds nothing to do and a second worker racing for the same cycle fails on the key and backs
 * off: no issue is ever carried twice.
 */
export interface CarryOverResult {
  workspaceId: number;
  closed: number[];
  carried: number;
}

class CyclesClosedElsewhere extends Error {}

const EVENT_BATCH = 100;

/** All carry-over needs of a context: the links events carry, and the day. */
type CarryOverContext = Pick<SystemContext, 'appUrl' | 'clock'>;

/** Closes every ended cycle of every workspace with cycles on; `today` is the UTC date (the clock's by default). */
export async function closeEndedCycles(
  db: Db,
  ctx: CarryOverContext,
  input: { today?: string } = {},
): Promise<CarryOverResult[]> {
  const today = input.today ?? nowOf(ctx).slice(0, 10);
  const workspaces = await listWorkspacesWithCycles(db);
  const results: CarryOverResult[] = [];
  for (const workspace of workspaces) {
    const result = await closeWorkspaceCycles(db, ctx, { workspace, today });
    if (result) results.push(result);
  }
  return results;
}

export async function closeWorkspaceCycles(
  db: Db,
  ctx: CarryOverContext,
  { workspace, today }: { workspace: Workspace; today: string },
): Promise<CarryOverResult | null> {
  const cadence = cadenceOf(workspace);
  if (cadence === null) return null;
  const lastEnded = lastEndedCycle(cadence, today);
  if (lastEnded < 1) return null;
  try {
    return await inTransaction(db, async (tx) => {
      const closedThrough = await lastClosedCycle(tx, workspace.id);
      if (closedThrough >= lastEnded) return null;
      return closeRange(tx, ctx, { workspace, cadence, first: closedThrough + 1, last: lastEnded });
    });
  } catch (error) {
    if (error instanceof CyclesClosedElsewhere) return null;
    throw error;
  }
}

async function closeRange(
  tx: Tx,
  ctx: CarryOverContext,
  {
    workspace,
    cadence,
    first,
    last,
  }: { workspace: Workspace; cadence: Cadence; first: number; last: number },
): Promise<CarryOverResult> {
  const now = nowOf(ctx);
  // Per issue: where it was before this run and how often it moved.
  const moves = new Map<number, { from: number; fromCarried: number; times: number }>();
  const closed: number[] = [];
  for (let number = first; number <= last; number++) {
    if (!(await claimCycleClosure(tx, workspace.id, number, now))) throw new CyclesClosedElsewhere();
    const moved = await carryOverIssues(tx, workspace.id, number, now);
    for (const issue of moved) {
      const move = moves.get(issue.id);
      if (move) move.times += 1;
      else moves.set(issue.id, { from: number, fromCarried: Number(issue.carried_over) - 1, times: 1 });
    }
    await recordCarried(tx, workspace.id, number, moved.length);
    closed.push(number);
  }

  const ids = [...moves.keys()];
  for (let start = 0; start < ids.length; start += EVENT_BATCH) {
    const batch = ids.slice(start, start + EVENT_BATCH);
    await insertActivity(
      tx,
      batch.map((id) => {
        const move = moves.get(id)!;
        return {
          workspace_id: workspace.id,
          issue_id: id,
          event: 'issue.updated',
          actor_type: null,
          actor_id: null,
          data: JSON.stringify({
            changes: {
              cycle: {
                from: cycleWindow(cadence, move.from),
                to: cycleWindow(cadence, move.from + move.times),
              },
              carried_over: { from: move.fromCarried, to: move.fromCarried + move.times },
            },
          }),
          created_at: now,
        };
      }),
    );
    const views = await presentIssues(tx, workspace, batch, { single: true });
    await emitEvents(
      tx,
      workspace,
      views.map((view) => ({ event: 'issue.updated', data: issueEventData(view, ctx) })),
    );
  }
  return { workspaceId: workspace.id, closed, carried: moves.size };
}
