import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../db/connection.js';
import { isPostgres } from '../db/migration-helpers.js';
import { precompiled } from '../db/precompiled.js';
import type { Issue } from '../db/schema.js';
import { projectsWithPrefix } from './projects.js';

/**
 * An issue row with everything presenting it needs from other tables: its project, its epic (and the
 * epic's project, for the epic's identifier), the names of its assignee and creator, the minutes logged
 * on it and its label names. One statement for any number of issues, so a page or a single issue costs
 * one round trip whatever its size (docs/performance.md).
 */
export interface IssueViewRow extends Issue {
  project_name: string | null;
  project_prefix: string | null;
  epic_number: number | null;
  epic_title: string | null;
  epic_project_prefix: string | null;
  /** Null when the actor is gone or the person was deleted: shown as "Former member". */
  assignee_name: string | null;
  creator_name: string | null;
  reviewer_name: string | null;
  spent_minutes: number | string | null;
  /** JSON text on SQLite, an array on PostgreSQL; alphabetical by name. */
  label_names: string | string[] | null;
  /** `[number, project prefix]` pairs of live issues, by number: JSON text on SQLite, an array on PostgreSQL. */
  blocked_by_refs: IssueRefPairs;
  blocks_refs: IssueRefPairs;
  /** Custom field values of the fields that apply to the issue (issue 40), as `[key, type, text, number, date]`. */
  field_values: string | [string, string, string | null, number | string | null, string | null][] | null;
}

export type IssueRefPairs = string | [number, string | null][] | null;

function actorName(
  typeColumn: RawBuilder<unknown>,
  idColumn: RawBuilder<unknown>,
): RawBuilder<string | null> {
  return sql<string | null>`case ${typeColumn}
    when 'user' then (select case when u.deleted_at is null then u.name end from users u where u.id = ${idColumn})
    when 'agent' then (select a.name from agents a where a.id = ${idColumn}) end`;
}

function labelNames(db: Executor): RawBuilder<string | string[] | null> {
  return isPostgres(db)
    ? sql`(select json_agg(l.name order by l.name_key) from issue_labels x
        join labels l on l.id = x.label_id where x.issue_id = i.id)`
    : sql`(select json_group_array(name) from (select l.name from issue_labels x
        join labels l on l.id = x.label_id where x.issue_id = i.id order by l.name_key))`;
}

/** The live issues on one side of the issue's dependencies, as `[number, project prefix]` pairs. */
function dependencyRefs(db: Executor, side: 'blocked_by' | 'blocks'): RawBuilder<IssueRefPairs> {
  const [own, other] = side === 'blocked_by' ? ['blocked_id', 'blocker_id'] : ['blocker_id', 'blocked_id'];
  const from = sql`from issue_dependencies d join issues o on o.id = d.${sql.raw(other)}
    left join projects op on op.id = o.project_id
    where d.${sql.raw(own)} = i.id and o.deleted_at is null`;
  return isPostgres(db)
    ? sql`(select json_agg(json_build_array(o.number, op.prefix) order by o.number) ${from})`
    : sql`(select json_group_array(json_array(number, prefix)) from (select o.number, op.prefix ${from}
        order by o.number))`;
}

/** The values of custom fields of the workspace or of the issue's project, in the order they were set. */
function fieldValues(db: Executor): RawBuilder<IssueViewRow['field_values']> {
  const from = sql`from issue_field_values v join custom_fields f on f.id = v.field_id
    where v.issue_id = i.id and (f.project_id is null or f.project_id = i.project_id)`;
  return isPostgres(db)
    ? sql`(select json_agg(json_build_array(f.key, f.type, v.text_value, coalesce(v.number_value, v.person_id), v.date_value)
        order by v.id) ${from})`
    : sql`(select json_group_array(json_array(key, type, text_value, number_value, date_value)) from
        (select f.key, f.type, v.text_value, coalesce(v.number_value, v.person_id) as number_value, v.date_value ${from} order by v.id))`;
}

function issueViewQuery(db: Executor) {
  return db
    .selectFrom('issues as i')
    .leftJoin('projects as p', 'p.id', 'i.project_id')
    .leftJoin('issues as e', 'e.id', 'i.parent_id')
    .leftJoin('projects as ep', 'ep.id', 'e.project_id')
    .selectAll('i')
    .select([
      'p.name as project_name',
      'p.prefix as project_prefix',
      'e.number as epic_number',
      'e.title as epic_title',
      'ep.prefix as epic_project_prefix',
      actorName(sql.ref('i.assignee_type'), sql.ref('i.assignee_id')).as('assignee_name'),
      actorName(sql.ref('i.creator_type'), sql.ref('i.creator_id')).as('creator_name'),
      sql<string | null>`(select case when r.deleted_at is null then r.name end from users r
        where r.id = i.reviewer_id)`.as('reviewer_name'),
      // Every hour logged against the issue, agent runs included; absences and meetings carry no issue.
      sql<number | string | null>`(select sum(t.minutes) from time_entries t
        where t.issue_id = i.id and t.subject = 'issue')`.as('spent_minutes'),
      labelNames(db).as('label_names'),
      dependencyRefs(db, 'blocked_by').as('blocked_by_refs'),
      dependencyRefs(db, 'blocks').as('blocks_refs'),
      fieldValues(db).as('field_values'),
    ]);
}

/**
 * One statement text for any number of ids, so it is compiled once (`precompiled`) and, on PostgreSQL,
 * planned once per connection: the ids travel as one array (PostgreSQL) or JSON text (SQLite).
 */
const issueViewsByIds = precompiled((db: Executor, ids: number[] | string) =>
  issueViewQuery(db).where(
    isPostgres(db)
      ? sql<SqlBool>`i.id = any(${ids}::int[])`
      : sql<SqlBool>`i.id in (select value from json_each(${ids}))`,
  ),
);

/** A single issue, the most frequent case, by the plain key (on PostgreSQL faster than `any`). */
const issueViewById = precompiled((db: Executor, id: number) => issueViewQuery(db).where('i.id', '=', id));

/** A live issue of the workspace by id or number, read and presented in one statement. */
function liveIssueViewQuery(db: Executor, workspaceId: number, column: 'id' | 'number', value: number) {
  return issueViewQuery(db)
    .where('i.workspace_id', '=', workspaceId)
    .where('i.deleted_at', 'is', null)
    .where(column === 'id' ? 'i.id' : 'i.number', '=', value);
}

/** The live issue a reference names with everything it shows, for the one resolver (`findByReference`). */
export const liveIssueViewLookups = {
  id: precompiled((db: Executor, workspaceId: number, id: number) =>
    liveIssueViewQuery(db, workspaceId, 'id', id),
  ),
  number: precompiled((db: Executor, workspaceId: number, number: number) =>
    liveIssueViewQuery(db, workspaceId, 'number', number),
  ),
  numberWithProjectPrefix: precompiled((db: Executor, workspaceId: number, number: number, prefix: string) =>
    liveIssueViewQuery(db, workspaceId, 'number', number).where((eb) =>
      eb.exists(projectsWithPrefix(db, workspaceId, prefix)),
    ),
  ),
};

/** The rows of these issues (deleted ones included) with their presentation data, in no set order. */
export async function findIssueViewRows(db: Executor, ids: readonly number[]): Promise<IssueViewRow[]> {
  if (ids.length === 0) return [];
  if (ids.length === 1) return issueViewById(db, ids[0]!);
  return issueViewsByIds(db, isPostgres(db) ? [...ids] : JSON.stringify(ids));
}

export interface EpicProgressCount {
  done: number;
  total: number;
}

/**
 * The progress of these epics in one grouped statement (a page costs one, whatever its size): their
 * live children, standing work (`generic`, contract: Standing work rule 7) and abandoned work
 * (`canceled`, docs/decisions.md) left out. An epic with no counted child has no row.
 */
export async function findEpicProgress(
  db: Executor,
  epicIds: readonly number[],
): Promise<Map<number, EpicProgressCount>> {
  if (epicIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('issues')
    .select((eb) => [
      'parent_id',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string>(sql`case when status = 'done' then 1 else 0 end`).as('done'),
    ])
    .where('parent_id', 'in', [...epicIds])
    .where('deleted_at', 'is', null)
    .where('type', '<>', 'generic')
    .where('status', '<>', 'canceled')
    .groupBy('parent_id')
    .execute();
  return new Map(
    rows.map((row) => [Number(row.parent_id), { done: Number(row.done ?? 0), total: Number(row.total) }]),
  );
}
