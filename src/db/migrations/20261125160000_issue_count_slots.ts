import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers.js';

/**
 * No hot counter rows (issue 23, part 3). Every issue write moved the same per-workspace rows of
 * `issue_counts` (`all`, `status:…`, today's `updated:<day>`, …) and held their row locks until its
 * commit, so on PostgreSQL the writes of one workspace queued behind each other. Each key is now split
 * over up to `SLOTS` rows (`slot` 0–15): a transaction adds its +1/−1 to the slot its transaction id
 * picks (`txid_current() % 16`, so transactions running at the same time fall on different rows), and
 * readers sum the slots of a key (`sum(total) … group by key`). A slot's total may go negative (an issue
 * counted in one slot and removed through another); only the sum means anything.
 *
 * The trigger functions of 20261122100010_issue_lists, 20261122100900_issue_label_pair_counts and
 * 20261125070000_issue_updated_day_counts are replaced with the same keys, written to the slot. A
 * removal now adds −1 to its own slot (an upsert) rather than decrementing an existing row, guarded by
 * the workspace still existing: deleting a whole workspace cascades to its issues, and their counters go
 * with it (the guard keeps the upsert from tripping over the foreign key). Inserts, deletes and updates
 * each run their own statement, so that creating an issue adds its keys and nothing else.
 *
 * SQLite has one writer at a time for the whole database, so there is no row to be hot on: its rows all
 * stay in slot 0 and its triggers are unchanged (its primary key stays `(workspace_id, key)`).
 */
const SLOTS = 16;

const COUNTED_COLUMNS =
  'status, type, priority, assignee_type, assignee_id, project_id, cycle_number, deleted_at';

/** The single-filter keys of an issue row but `all` (the same text as the earlier migrations). */
function filterKeys(row: string): string[] {
  const asText = (column: string) => `cast(${row}.${column} as text)`;
  return [
    `'status:' || ${row}.status`,
    `'type:' || ${row}.type`,
    `'priority:' || ${row}.priority`,
    `'assignee:' || coalesce(${row}.assignee_type || ':' || ${asText('assignee_id')}, 'none')`,
    `'project:' || coalesce(${asText('project_id')}, 'none')`,
    `'cycle:' || coalesce(${asText('cycle_number')}, 'none')`,
  ];
}

/** `select <key> as k union all …` for one row: `all`, each filter, and the day of `updated_at`. */
function keysOf(row: string): string {
  return [`'all'`, ...filterKeys(row), `'updated:' || substr(${row}.updated_at, 1, 10)`]
    .map((key) => `select ${key} as k`)
    .join(' union all ');
}

/** `select <filter key> as k union all …` (no `all`, no day): what a label is paired with. */
function pairKeysOf(row: string): string {
  return filterKeys(row)
    .map((key) => `select ${key} as k`)
    .join(' union all ');
}

const labelKey = (labelId: string) => `'label:' || cast(${labelId} as text)`;

const UPSERT = `on conflict (workspace_id, key, slot) do update set total = issue_counts.total + excluded.total`;

/**
 * Adds `select workspace, key, delta` rows (as `w, k, d`) to this transaction's slot, in key order.
 * `guarded`: only while the workspace exists (a removal may be part of deleting the whole workspace).
 */
function addToSlot(deltas: string, guarded = false): string {
  return `insert into issue_counts (workspace_id, key, slot, total)
    select w, k, issue_counts_slot(), sum(d) from (${deltas}) deltas
    ${guarded ? 'where exists (select 1 from workspaces ws where ws.id = deltas.w)' : ''}
    group by w, k having sum(d) <> 0 order by k
    ${UPSERT};`;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    await db.schema
      .alterTable('issue_counts')
      .addColumn('slot', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    return;
  }
  await sql`alter table issue_counts add column slot integer not null default 0`.execute(db);
  await sql`alter table issue_counts drop constraint issue_counts_pk`.execute(db);
  await sql`alter table issue_counts add constraint issue_counts_pk primary key (workspace_id, key, slot)`.execute(
    db,
  );
  await sql`
    create function issue_counts_slot() returns integer language sql volatile as $$
      select (txid_current() % ${sql.raw(String(SLOTS))})::integer
    $$`.execute(db);

  // Issues: every key of the old row out, every key of the new row in (one statement for insert,
  // update and delete: OLD is null on INSERT, NEW on DELETE); a deletion or restoration also moves
  // the issue's label counters and label pairs.
  await sql`
    create or replace function issue_counts_on_issue() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.deleted_at is null then
          ${sql.raw(addToSlot(`select new.workspace_id as w, k, 1 as d from (${keysOf('new')}) n`))}
        end if;
      elsif tg_op = 'DELETE' then
        if old.deleted_at is null then
          ${sql.raw(addToSlot(`select old.workspace_id as w, k, -1 as d from (${keysOf('old')}) o`, true))}
        end if;
      else
        ${sql.raw(
          addToSlot(`
            select old.workspace_id as w, k, -1 as d from (${keysOf('old')}) o where old.deleted_at is null
            union all
            select new.workspace_id, k, 1 from (${keysOf('new')}) n where new.deleted_at is null
            union all
            select old.workspace_id, ${labelKey('il.label_id')} || '&' || p.k, -1
              from issue_labels il cross join (${pairKeysOf('old')}) p
              where old.deleted_at is null and il.issue_id = old.id
            union all
            select new.workspace_id, ${labelKey('il.label_id')} || '&' || p.k, 1
              from issue_labels il cross join (${pairKeysOf('new')}) p
              where new.deleted_at is null and il.issue_id = new.id
            union all
            select new.workspace_id, ${labelKey('il.label_id')}, case when new.deleted_at is null then 1 else -1 end
              from issue_labels il
              where (old.deleted_at is null) <> (new.deleted_at is null) and il.issue_id = new.id`),
        )}
      end if;
      return null;
    end $$`.execute(db);
  // The day and pair counters are now kept by the function above.
  await sql`drop trigger issue_counts_day_write on issues`.execute(db);
  await sql`drop function issue_counts_day_on_issue()`.execute(db);
  await sql`drop trigger issue_counts_pair_issue_update on issues`.execute(db);
  await sql`drop function issue_counts_pair_on_issue()`.execute(db);
  await sql`drop trigger issue_counts_issue_write on issues`.execute(db);
  await sql`
    create trigger issue_counts_issue_write after insert or delete or update of ${sql.raw(COUNTED_COLUMNS)}, updated_at
    on issues for each row execute function issue_counts_on_issue()`.execute(db);

  // Labels put on or taken off a live issue: the label and its pairs.
  await sql`
    create or replace function issue_counts_on_label() returns trigger language plpgsql as $$
    declare
      link issue_labels;
      delta integer;
    begin
      if tg_op = 'INSERT' then link := new; delta := 1; else link := old; delta := -1; end if;
      ${sql.raw(
        addToSlot(
          `
          select i.workspace_id as w, ${labelKey('link.label_id')} as k, delta as d
            from issues i where i.id = link.issue_id and i.deleted_at is null
          union all
          select i.workspace_id, ${labelKey('link.label_id')} || '&' || p.k, delta
            from issues i cross join lateral (${pairKeysOf('i')}) p
            where i.id = link.issue_id and i.deleted_at is null`,
          true,
        ),
      )}
      return null;
    end $$`.execute(db);
  await sql`drop trigger issue_counts_pair_label_write on issue_labels`.execute(db);
  await sql`drop function issue_counts_pair_on_label()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('20261125160000_issue_count_slots cannot be undone: restore a backup instead.');
}
