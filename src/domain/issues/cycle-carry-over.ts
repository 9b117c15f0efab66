import { nowIso, todayUtc } from '../../clock.js';
import { type Db, type Executor, inTransaction } from '../../db/connection.js';
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

/** Closes every ended cycle of every workspace with cycles on; `today` is the UTC date. */
export async function closeEndedCycles(
  db: Db,
  appUrl: string,
  today: string = todayUtc(),
): Promise<CarryOverResult[]> {
  const workspaces = await listWorkspacesWithCycles(db);
  const results: CarryOverResult[] = [];
  for (const workspace of workspaces) {
    const result = await closeWorkspaceCycles(db, workspace, appUrl, today);
    if (result) results.push(result);
  }
  return results;
}

export async function closeWorkspaceCycles(
  db: Db,
  workspace: Workspace,
  appUrl: string,
  today: string,
): Promise<CarryOverResult | null> {
  const cadence = cadenceOf(workspace);
  if (cadence === null) return null;
  const lastEnded = lastEndedCycle(cadence, today);
  if (lastEnded < 1) return null;
  try {
    return await inTransaction(db, async (tx) => {
      const closedThrough = await lastClosedCycle(tx, workspace.id);
      if (closedThrough >= lastEnded) return null;
      return closeRange(tx, workspace, cadence, closedThrough + 1, lastEnded, appUrl);
    });
  } catch (error) {
    if (error instanceof CyclesClosedElsewhere) return null;
    throw error;
  }
}

async function closeRange(
  tx: Executor,
  workspace: Workspace,
  cadence: Cadence,
  first: number,
  last: number,
  appUrl: string,
): Promise<CarryOverResult> {
  const now = nowIso();
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
      views.map((view) => ({ event: 'issue.updated', data: issueEventData(view, appUrl) })),
    );
  }
  return { workspaceId: workspace.id, closed, carried: moves.size };
}
