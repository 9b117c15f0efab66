import { sql } from 'kysely';
import { inTransaction, type Db, type Executor } from '../db/connection.js';
import { isPostgres } from '../db/migration-helpers.js';

/** Any fixed number: the advisory lock that lets one sequencer at a time number the events. */
const SEQUENCER_LOCK = 191_125_162;

export interface LiveEventRow {
  seq: number;
  event: string;
  body: string;
  audience_user_id: number | null;
}

/** A row of the live log as written, before the sequencer numbers it. */
export interface NewLiveEvent {
  workspace_id: number;
  event: string;
  body: string;
  audience_user_id: number | null;
  created_at: string;
}

export async function insertLiveEvents(db: Executor, rows: NewLiveEvent[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('live_events').values(rows).execute();
}

/** PostgreSQL: signals the listeners of `channel` (once `db`'s transaction commits, when it is one). */
export async function notifyLiveEvents(db: Executor, channel: string, message: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${message})`.execute(db);
}

/**
 * Numbers the committed events that have no `seq` yet, after every number given before, in the order
 * they were written. Runs in a transaction of its own, one at a time (the advisory lock on PostgreSQL;
 * SQLite has one writer), so a `seq` is only ever given to a committed event and never below one a
 * reader may already have passed.
 */
export async function sequencePendingEvents(db: Db): Promise<void> {
  const pending = await db
    .selectFrom('live_events')
    .select('id')
    .where('seq', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (!pending) return;
  await inTransaction(db, async (tx) => {
    if (isPostgres(tx)) await sql`select pg_advisory_xact_lock(${SEQUENCER_LOCK})`.execute(tx);
    await sql`
      update live_events set seq = numbered.next_seq
      from (
        select id,
               (select coalesce(max(seq), 0) from live_events) + row_number() over (order by id) as next_seq
        from live_events where seq is null
      ) as numbered
      where live_events.id = numbered.id`.execute(tx);
  });
}

/** The highest `seq` given so far (0 when none) and the lowest still kept (null when none is). */
export async function sequenceBounds(db: Executor): Promise<{ head: number; oldest: number | null }> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => [eb.fn.max('seq').as('head'), eb.fn.min('seq').as('oldest')])
    .executeTakeFirstOrThrow();
  return { head: Number(row.head ?? 0), oldest: row.oldest === null ? null : Number(row.oldest) };
}

export async function countEventsAfter(db: Executor, workspaceId: number, after: number): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('seq', '>', after)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function eventsAfter(
  db: Executor,
  workspaceId: number,
  after: number,
  limit: number,
): Promise<LiveEventRow[]> {
  const rows = await db
    .selectFrom('live_events')
    .select(['seq', 'event', 'body', 'audience_user_id'])
    .where('workspace_id', '=', workspaceId)
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows as LiveEventRow[];
}

export async function deleteLiveEventsBefore(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom('live_events').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
