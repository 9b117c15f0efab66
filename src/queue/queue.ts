import { sql } from 'kysely';
import { isoAfter, nowIso } from '../clock.js';
import { type Db, type DialectName, type Executor, inTransaction } from '../db/connection.js';
import type { Job } from '../db/schema.js';

/**
 * The durable job queue: a `jobs` table with lanes, run-at, attempts and a lease (`locked_until`).
 * Jobs are enqueued inside the caller's transaction, so a job exists exactly when the change that
 * caused it committed. A claim takes a lease; a worker that dies leaves the lease to expire and another
 * worker takes the job over. Attempts are counted at claim time, so a crash counts as an attempt.
 */
export interface EnqueueOptions {
  lane: string;
  name: string;
  payload?: unknown;
  runAt?: string;
  maxAttempts: number;
  /** At most one unfinished job per key; a second enqueue with the same key is a no-op. */
  dedupeKey?: string;
}

export async function enqueueJob(db: Executor, options: EnqueueOptions): Promise<void> {
  const now = nowIso();
  const insert = db.insertInto('jobs').values({
    lane: options.lane,
    name: options.name,
    payload: JSON.stringify(options.payload ?? {}),
    dedupe_key: options.dedupeKey ?? null,
    run_at: options.runAt ?? now,
    max_attempts: options.maxAttempts,
    created_at: now,
  });
  await (
    options.dedupeKey ? insert.onConflict((oc) => oc.column('dedupe_key').doNothing()) : insert
  ).execute();
}

/**
 * Claims the next due job of the given lanes, or returns null. Two workers never get the same job. The
 * lease is given per lane (a number: the same for all).
 */
export async function claimJob(
  db: Db,
  dialect: DialectName,
  lanes: string[],
  lockedBy: string,
  leaseMs: number | ((lane: string) => number),
): Promise<Job | null> {
  const now = nowIso();
  const leaseOf = typeof leaseMs === 'number' ? () => leaseMs : leaseMs;
  if (dialect === 'postgres') {
    const lockedUntil = sql`case ${sql.join(
      lanes.map((lane) => sql`when lane = ${lane} then ${isoAfter(leaseOf(lane))}`),
      sql` `,
    )} end`;
    const result = await sql<Job>`
      update jobs set locked_until = ${lockedUntil}, locked_by = ${lockedBy}, attempts = attempts + 1
      where id = (
        select id from jobs
        where lane in (${sql.join(lanes)}) and failed_at is null and run_at <= ${now}
          and (locked_until is null or locked_until < ${now})
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning *`.execute(db);
    return result.rows[0] ?? null;
  }
  // SQLite: the transaction begins IMMEDIATE, so the select and the update hold the write lock together.
  return inTransaction(db, async (tx) => {
    const job = await tx
      .selectFrom('jobs')
      .select(['id', 'lane'])
      .where('lane', 'in', lanes)
      .where('failed_at', 'is', null)
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('run_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!job) return null;
    return (
      (await tx
        .updateTable('jobs')
        .set((eb) => ({
          locked_until: isoAfter(leaseOf(job.lane)),
          locked_by: lockedBy,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', job.id)
        .returningAll()
        .executeTakeFirst()) ?? null
    );
  });
}

/** Extends the lease of a job this worker still holds; false when it was lost to another worker. */
export async function extendLease(
  db: Executor,
  jobId: number,
  lockedBy: string,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: isoAfter(leaseMs) })
    .where('id', '=', jobId)
    .where('locked_by', '=', lockedBy)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function completeJob(db: Executor, jobId: number, lockedBy: string): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', jobId).where('locked_by', '=', lockedBy).execute();
}

/** Puts a recurring job back on the queue for its next run. */
export async function rescheduleJob(
  db: Executor,
  jobId: number,
  lockedBy: string,
  runAt: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_at: runAt, attempts: 0, locked_until: null, locked_by: null, last_error: null })
    .where('id', '=', jobId)
    .where('locked_by', '=', lockedBy)
    .execute();
}

/** Retries later, or gives up for good (the row stays, with `failed_at`, for inspection). */
export async function failJob(
  db: Executor,
  job: Job,
  lockedBy: string,
  error: string,
  retryAt: string | null,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set(
      retryAt === null
        ? { failed_at: nowIso(), locked_until: null, locked_by: null, last_error: error }
        : { run_at: retryAt, locked_until: null, locked_by: null, last_error: error },
    )
    .where('id', '=', job.id)
    .where('locked_by', '=', lockedBy)
    .execute();
}
