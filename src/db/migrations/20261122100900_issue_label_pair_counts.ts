import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers.js';

/**
 * Counters for one label combined with one other filter of `GET /issues` (`label=backend&status=todo`,
 * the board of a label): keys `label:<id>&<key>` in `issue_counts`, where `<key>` is any single-filter
 * key but `all` (`status:todo`, `assignee:user:3`, `cycle:none`, …). Without them the `meta.total` of
 * such a page counted every issue carrying the label, one row lookup each: 18 ms at 100,000 issues and
 * ten times that at a million (docs/performance.md). Kept by triggers on `issue_labels` (a label put on
 * or taken off a live issue) and on `issues` (a counted column or the deletion of a labelled issue
 * changing). Issues are created without labels and labels added afterwards, so an issue insert has
 * nothing to count here.
 *
 * Counter rows are touched in key order within a statement, as in 20261122100010_issue_lists.
 */
const COUNTED_COLUMNS =
  'status, type, priority, assignee_type, assignee_id, project_id, cycle_number, deleted_at';

/** The single-filter keys of an issue row but `all` (the same text as 20261122100010_issue_lists). */
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

/** `select <key> as k union all …` for one row. */
function keysOf(row: string): string {
  return filterKeys(row)
    .map((key) => `select ${key} as k`)
    .join(' union all ');
}

const labelPrefix = (labelId: string) => `'label:' || cast(${labelId} as text) || '&'`;

/** One branch per key: the rows of `issues i` matching `where`, each giving its pair key. */
function pairRowsOfIssue(labelId: string, where: string, delta: number): string {
  return filterKeys('i')
    .map(
      (key) =>
        `select i.workspace_id as w, ${labelPrefix(labelId)} || ${key} as k, ${delta} as d from issues i where ${where}`,
    )
    .join(' union all ');
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await triggersPostgres(db);
  else await triggersSqlite(db);

  // Labelled live issues that existed before this migration.
  const perKey = filterKeys('i').map(
    (key) =>
      `select i.workspace_id, ${labelPrefix('il.label_id')} || ${key} as key, count(*) as n
       from issue_labels il join issues i on i.id = il.issue_id where i.deleted_at is null group by 1, 2`,
  );
  await sql`insert into issue_counts (workspace_id, key, total) ${sql.raw(perKey.join(' union all '))}`.execute(
    db,
  );
}

async function triggersSqlite(db: Kysely<any>): Promise<void> {
  const upsert = 'on conflict (workspace_id, key) do update set total = total + excluded.total';
  for (const [name, operation, row, delta] of [
    ['issue_counts_pair_label_insert', 'insert', 'new', 1],
    ['issue_counts_pair_label_delete', 'delete', 'old', -1],
  ] as const) {
    await sql`
      create trigger ${sql.raw(name)} after ${sql.raw(operation)} on issue_labels begin
        insert into issue_counts (workspace_id, key, total)
        select w, k, d from (${sql.raw(
          pairRowsOfIssue(`${row}.label_id`, `i.id = ${row}.issue_id and i.deleted_at is null`, delta),
        )}) where true order by k
        ${sql.raw(upsert)};
      end`.execute(db);
  }
  await sql`
    create trigger issue_counts_pair_issue_update after update of ${sql.raw(COUNTED_COLUMNS)} on issues begin
      insert into issue_counts (workspace_id, key, total)
      select new.workspace_id, ${sql.raw(labelPrefix('il.label_id'))} || deltas.k, sum(deltas.d)
      from issue_labels il, (
        select k, -1 as d from (${sql.raw(keysOf('old'))}) where old.deleted_at is null
        union all
        select k, 1 as d from (${sql.raw(keysOf('new'))}) where new.deleted_at is null
      ) deltas
      where il.issue_id = new.id
      group by il.label_id, deltas.k having sum(deltas.d) <> 0 order by 2
      ${sql.raw(upsert)};
    end`.execute(db);
}

async function triggersPostgres(db: Kysely<any>): Promise<void> {
  const upsert = 'on conflict (workspace_id, key) do update set total = issue_counts.total + excluded.total';
  await sql`
    create function issue_counts_pair_on_label() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into issue_counts (workspace_id, key, total)
        select w, k, d from (${sql.raw(
          pairRowsOfIssue('new.label_id', 'i.id = new.issue_id and i.deleted_at is null', 1),
        )}) pairs order by k
        ${sql.raw(upsert)};
      else
        insert into issue_counts (workspace_id, key, total)
        select w, k, d from (${sql.raw(
          pairRowsOfIssue('old.label_id', 'i.id = old.issue_id and i.deleted_at is null', -1),
        )}) pairs order by k
        ${sql.raw(upsert)};
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger issue_counts_pair_label_write after insert or delete on issue_labels
    for each row execute function issue_counts_pair_on_label()`.execute(db);

  await sql`
    create function issue_counts_pair_on_issue() returns trigger language plpgsql as $$
    begin
      insert into issue_counts (workspace_id, key, total)
      select new.workspace_id, ${sql.raw(labelPrefix('il.label_id'))} || deltas.k, sum(deltas.d)
      from issue_labels il cross join (
        select k, -1 as d from (${sql.raw(keysOf('old'))}) o where old.deleted_at is null
        union all
        select k, 1 as d from (${sql.raw(keysOf('new'))}) n where new.deleted_at is null
      ) deltas
      where il.issue_id = new.id
      group by il.label_id, deltas.k having sum(deltas.d) <> 0 order by 2
      ${sql.raw(upsert)};
      return null;
    end $$`.execute(db);
  await sql`
    create trigger issue_counts_pair_issue_update after update of ${sql.raw(COUNTED_COLUMNS)} on issues
    for each row execute function issue_counts_pair_on_issue()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists issue_counts_pair_issue_update on issues`.execute(db);
    await sql`drop trigger if exists issue_counts_pair_label_write on issue_labels`.execute(db);
    await sql`drop function if exists issue_counts_pair_on_issue()`.execute(db);
    await sql`drop function if exists issue_counts_pair_on_label()`.execute(db);
  } else {
    for (const trigger of [
      'issue_counts_pair_label_insert',
      'issue_counts_pair_label_delete',
      'issue_counts_pair_issue_update',
    ]) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
  }
  await sql`delete from issue_counts where key like 'label:%&%'`.execute(db);
}
