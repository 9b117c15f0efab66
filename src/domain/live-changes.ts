import { afterCommit, type Executor } from '../db/connection.js';
import type { BoardChange, RunChange } from '../realtime/bus.js';

/**
 * Where a committed change is announced to the live streams of every API node: the application's hub
 * (`services.live.boards`, `services.live.runs`), or, in a process without one (the admin CLI), a bus
 * opened for the change (realtime/select-bus.ts, `publishOnce`). Routes hand it to the domain command,
 * which publishes after its transaction has committed: never for a rollback, and never before other
 * nodes can read the rows the signal names.
 */
export interface ChangePublisher<Change> {
  publish(change: Change): Promise<void>;
}

export type BoardPublisher = ChangePublisher<BoardChange>;
export type RunPublisher = ChangePublisher<RunChange>;

/**
 * Publishes once the caller's transaction has committed (`inTransaction` resolves after it), or at once
 * when `db` is no transaction, whose write has committed already. Once per key and transaction.
 */
async function publishAfterCommit<Change>(
  db: Executor,
  publisher: ChangePublisher<Change>,
  key: string,
  change: Change,
): Promise<void> {
  if (!db.isTransaction) return publisher.publish(change);
  if (!afterCommit(db, key, () => publisher.publish(change))) {
    // Only a transaction opened outside inTransaction (src/db) gets here: nobody would publish.
    throw new Error('A live change needs a transaction opened with inTransaction.');
  }
}

/** A whiteboard element was added, changed or removed: open boards show it. */
export function publishBoardChange(db: Executor, boards: BoardPublisher, change: BoardChange): Promise<void> {
  return publishAfterCommit(db, boards, `board:${change.event}:${change.elementId}`, change);
}

/** A run moved (`run.changed`) or its transcript grew (`run.log`): its live transcripts read again. */
export function publishRunChange(db: Executor, runs: RunPublisher, change: RunChange): Promise<void> {
  return publishAfterCommit(db, runs, `run:${change.event}:${change.runId}`, change);
}
