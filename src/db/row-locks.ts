import type { SelectQueryBuilder } from 'kysely';
import type { Tx } from './connection.js';
import { isPostgres } from './migration-helpers.js';

/**
 * Row locks for read-check-write sequences that must not interleave (deleting an issue while something
 * is attached to it, editing a time entry while it is deleted). PostgreSQL runs transactions side by
 * side, so the rows are locked `FOR NO KEY UPDATE`: it excludes other writers of the row, yet not the
 * `FOR KEY SHARE` lock a foreign-key insert takes on its parent, so inserting a child row never waits
 * on (or deadlocks with) the lock. SQLite serialises write transactions (BEGIN IMMEDIATE), which
 * already gives the same guarantee, and has no row locks: the query runs unchanged there.
 */
export function lockedForWrite<DB, TB extends keyof DB, O>(
  tx: Tx,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  // A lock taken outside a transaction would be released at once: hence a `Tx`, not any executor.
  return isPostgres(tx) ? query.forNoKeyUpdate() : query;
}

/**
 * A parent row locked against new references to it while it is checked and deleted: `FOR UPDATE`
 * conflicts with the `FOR KEY SHARE` a foreign-key write takes on its parent, so a concurrent writer
 * pointing a child at the row waits, then fails its foreign key once the row is gone; a writer already
 * done is seen by the check. SQLite serialises write transactions: the query runs unchanged there.
 */
export function lockedAgainstReferences<DB, TB extends keyof DB, O>(
  tx: Tx,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(tx) ? query.forUpdate() : query;
}
