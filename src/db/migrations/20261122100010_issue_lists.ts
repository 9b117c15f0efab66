import { sql, type Kysely } from 'kysely';
import { isPostgres, notNull, text } from '../migration-helpers.js';

/**
 * What keeps `GET /issues` fast whatever the size of a workspace:
 *
 *  - one partial index (live issues only) per filter, each ending in `id`, the listing order, so that
 *    a page of any single filter is an ordered index walk;
 *  - `issue_counts`: the number of live issues per workspace and per value of each filterable column
 *    (`all`, `status:todo`, `assignee:user:3`, `assignee:none`, `cycle:none`, `label:7`, …), kept by
 *    triggers on `issues` and `issue_labels`, so that the `meta.total` of the unfiltered list and of
 *    any single equality filter is one row read instead of a count over the matching rows;
 *  - `cycle_closures`: the cycles whose carry-over has been done, so that reruns and racing workers
 *    never carry an issue twice.
 *
 * Counter rows are touched in key order within a statement so concurrent writers on PostgreSQL lock
 * them in the same order.
 */
const LIST_INDEXES: Record<string, string[]> = {
  issues_live_index: ['workspace_id', 'id'],
  issues_status_index: ['workspace_id', 'status', 'id'],
  issues_type_index: ['workspace_id', 'type', 'id'],
  issues_priority_index: ['workspace_id', 'priority', 'id'],
  issues_assignee_index: ['workspace_id', 'assignee_type', 'assignee_id', 'id'],
  issues_project_index: ['workspace_id', 'project_id', 'id'],
  issues_cycle_index: ['workspace_id', 'cycle_number', 'id'],
  issues_updated_index: ['workspace_id', 'updated_at', 'id'],
};

/** Counter keys of one issue row (`row` is `new`, `old` or a table alias); the same text on both sides. */
function counterKeys(row: string): string[] {
  const asText = (column: string) => `cast(${row}.${column} as text)`;
  return [
    `'all'`,
    `'status:' || ${row}.status`,
    `'type:' || ${row}.type`,
    `'priority:' || ${row}.priority`,
    `'assignee:' || coalesce(${row}.assignee_type || ':' || ${asText('assignee_id')}, 'none')`,
    `'project:' || coalesce(${asText('project_id')}, 'none')`,
    `'cycle:' || coalesce(${asText('cycle_number')}, 'none')`,
  ];
}

const COUNTED_COLUMNS =
  'status, type, priority, assignee_type, assignee_id, project_id, cycle_number, deleted_at';

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of Object.entries(LIST_INDEXES)) {
    await db.schema
      .createIndex(name)
      .on('issues')
      .columns(columns)
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  }

  await db.schema
    .createTable('issue_counts')
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('key', text, notNull)
    .addColumn('total', 'integer', notNull)
    .addPrimaryKeyConstraint('issue_counts_pk', ['workspace_id', 'key'])
    .execute();

  if (isPostgres(db)) await countTriggersPostgres(db);
  else await countTriggersSqlite(db);

  // Issues that existed before this migration.
  const perKey = counterKeys('i').map(
    (key) =>
      `select i.workspace_id, ${key} as key, count(*) as n from issues i where i.deleted_at is null group by 1, 2`,
  );
  perKey.push(
    `select i.workspace_id, 'label:' || cast(il.label_id as text) as key, count(*) as n
     from issue_labels il join issues i on i.id = il.issue_id where i.deleted_at is null
     group by 1, 2`,
  );
  await sql`insert into issue_counts (workspace_id, key, total) ${sql.raw(perKey.join(' union all '))}`.execute(
    db,
  );

  // One row per cycle whose carry-over has been done; the primary key settles two workers racing.
  await db.schema
    .createTable('cycle_closures')
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('number', 'integer', notNull)
    .addColumn('carried', 'integer', notNull)
    .addColumn('closed_at', text, notNull)
    .addPrimaryKeyConstraint('cycle_closures_pk', ['workspace_id', 'number'])
    .execute();
}

/** `select <key> as k union all …` for one row. */
function keysOf(row: string): string {
  return counterKeys(row)
    .map((key) => `select ${key} as k`)
    .join(' union all ');
}

/**
 * Removals only ever decrement existing counters (an UPDATE, never an upsert), so that deleting a whole
 * workspace, whose counters are going too, cannot trip over the foreign key.
 */
function decrementSqlite(workspace: string, keys: string): string {
  return `update issue_counts set total = total - 1 where workspace_id = ${workspace} and key in (${keys});`;
}

async function countTriggersSqlite(db: Kysely<any>): Promise<void> {
  // SQLite needs a WHERE on an INSERT … SELECT that carries an upsert clause.
  const upsert = 'on conflict (workspace_id, key) do update set total = total + excluded.total';
  await sql`
    create trigger issue_counts_issue_insert after insert on issues when new.deleted_at is null begin
      insert into issue_counts (workspace_id, key, total)
      select new.workspace_id, k, 1 from (${sql.raw(keysOf('new'))}) where true order by k
      ${sql.raw(upsert)};
    end`.execute(db);
  await sql`
    create trigger issue_counts_issue_update after update of ${sql.raw(COUNTED_COLUMNS)} on issues begin
      insert into issue_counts (workspace_id, key, total)
      select new.workspace_id, k, sum(d) from (
        select k, -1 as d from (${sql.raw(keysOf('old'))}) where old.deleted_at is null
        union all
        select k, 1 as d from (${sql.raw(keysOf('new'))}) where new.deleted_at is null
      ) where true group by k having sum(d) <> 0 order by k
      ${sql.raw(upsert)};
      insert into issue_counts (workspace_id, key, total)
      select new.workspace_id, 'label:' || il.label_id, case when new.deleted_at is null then 1 else -1 end
      from issue_labels il
      where il.issue_id = new.id and (old.deleted_at is null) <> (new.deleted_at is null)
      order by il.label_id
      ${sql.raw(upsert)};
    end`.execute(db);
  await sql`
    create trigger issue_counts_issue_delete after delete on issues when old.deleted_at is null begin
      ${sql.raw(decrementSqlite('old.workspace_id', `select k from (${keysOf('old')})`))}
    end`.execute(db);
  await sql`
    create trigger issue_counts_label_insert after insert on issue_labels begin
      insert into issue_counts (workspace_id, key, total)
      select i.workspace_id, 'label:' || new.label_id, 1 from issues i
      where i.id = new.issue_id and i.deleted_at is null
      ${sql.raw(upsert)};
    end`.execute(db);
  await sql`
    create trigger issue_counts_label_delete after delete on issue_labels begin
      ${sql.raw(
        decrementSqlite(
          '(select i.workspace_id from issues i where i.id = old.issue_id and i.deleted_at is null)',
          `select 'label:' || old.label_id`,
        ),
      )}
    end`.execute(db);
}

async function countTriggersPostgres(db: Kysely<any>): Promise<void> {
  const upsert = 'on conflict (workspace_id, key) do update set total = issue_counts.total + excluded.total';
  // OLD is null on INSERT, so one statement serves inserts and updates; removals only decrement.
  await sql`
    create function issue_counts_on_issue() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        if old.deleted_at is null then
          update issue_counts set total = total - 1
          where workspace_id = old.workspace_id and key in (${sql.raw(keysOf('old'))});
        end if;
        return null;
      end if;
      insert into issue_counts (workspace_id, key, total)
      select coalesce(new.workspace_id, old.workspace_id), k, sum(d) from (
        select k, -1 as d from (${sql.raw(keysOf('old'))}) o where tg_op <> 'INSERT' and old.deleted_at is null
        union all
        select k, 1 as d from (${sql.raw(keysOf('new'))}) n where tg_op <> 'DELETE' and new.deleted_at is null
      ) deltas group by k having sum(d) <> 0 order by k
      ${sql.raw(upsert)};
      if tg_op = 'UPDATE' and (old.deleted_at is null) <> (new.deleted_at is null) then
        insert into issue_counts (workspace_id, key, total)
        select new.workspace_id, 'label:' || il.label_id, case when new.deleted_at is null then 1 else -1 end
        from issue_labels il where il.issue_id = new.id order by il.label_id
        ${sql.raw(upsert)};
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger issue_counts_issue_write after insert or delete or update of ${sql.raw(COUNTED_COLUMNS)}
    on issues for each row execute function issue_counts_on_issue()`.execute(db);

  await sql`
    create function issue_counts_on_label() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into issue_counts (workspace_id, key, total)
        select i.workspace_id, 'label:' || new.label_id, 1 from issues i
        where i.id = new.issue_id and i.deleted_at is null
        ${sql.raw(upsert)};
      else
        update issue_counts set total = total - 1
        where key = 'label:' || old.label_id
          and workspace_id = (select i.workspace_id from issues i where i.id = old.issue_id and i.deleted_at is null);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger issue_counts_label_write after insert or delete on issue_labels
    for each row execute function issue_counts_on_label()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cycle_closures').execute();
  if (isPostgres(db)) {
    await sql`drop trigger if exists issue_counts_issue_write on issues`.execute(db);
    await sql`drop trigger if exists issue_counts_label_write on issue_labels`.execute(db);
    await sql`drop function if exists issue_counts_on_issue()`.execute(db);
    await sql`drop function if exists issue_counts_on_label()`.execute(db);
  } else {
    for (const trigger of [
      'issue_counts_issue_insert',
      'issue_counts_issue_update',
      'issue_counts_issue_delete',
      'issue_counts_label_insert',
      'issue_counts_label_delete',
    ]) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
  }
  await db.schema.dropTable('issue_counts').execute();
  for (const name of Object.keys(LIST_INDEXES)) await db.schema.dropIndex(name).execute();
}
