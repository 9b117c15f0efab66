import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sqlitePath } from '../src/db/connection.js';
import { cadenceOf, presentCycle } from '../src/domain/issues/cycles.js';
import { issueIdentifier } from '../src/domain/issues/issue-ref.js';
import { collection, pageRequest } from '../src/http/envelope.js';
import { searchTerms } from '../src/repositories/issues.js';

/**
 * The floor: what answering the benchmark's requests costs with nothing in the way. A plain
 * `node:http` server, no framework, no authentication, no validation, no rate limit, no history or
 * events, one prepared statement per request shape (two for a page: its rows and its total), answering
 * the same JSON as Tandem for the same request (the quick mode checks that). Pure helpers shared with
 * the application (the envelope, cycle windows, identifiers) are reused so the bytes match.
 *
 * Serves only what the benchmark asks:
 *   GET  /api/v1/issues?[per_page][&page][&q=word][&label=name][&status=s]
 *   GET  /api/v1/issues/{PREFIX-number}
 *   POST /api/v1/issues                     {title, description?, type?, priority?}
 *   POST /api/v1/issues/{PREFIX-number}/comments   {body}
 *
 * Started by bench/run.ts as its own process: `node --import tsx bench/floor.ts` with BENCH_FLOOR (JSON
 * of FloorConfig) in the environment; prints `floor listening <port>` when ready.
 */
export interface FloorConfig {
  databaseUrl: string;
  port: number;
  appUrl: string;
  workspace: {
    id: number;
    issuePrefix: string;
    cycleLengthDays: number | null;
    cycleFirstStartsOn: string | null;
  };
  /** The token owner of the Tandem side: the creator and author of what the floor writes. */
  user: { id: number; name: string };
}

/** Row shape of ISSUE_SELECT on both databases. */
interface IssueRow {
  id: number;
  number: number;
  title: string;
  description: string | null;
  acceptance_criteria: string;
  areas: string;
  type: string;
  status: string;
  state_id: number | null;
  priority: string;
  project_id: number | null;
  project_name: string | null;
  project_prefix: string | null;
  epic_number: number | null;
  epic_title: string | null;
  epic_prefix: string | null;
  parent_id: number | null;
  assignee_type: 'user' | 'agent' | null;
  assignee_id: number | null;
  assignee_name: string | null;
  reviewer_id: number | null;
  reviewer_name: string | null;
  creator_type: 'user' | 'agent' | null;
  creator_id: number | null;
  creator_name: string | null;
  start_date: string | null;
  due_date: string | null;
  estimate_minutes: number | null;
  capacity_share: string | null;
  cycle_number: number | null;
  carried_over: number;
  created_at: string;
  updated_at: string;
  spent: number | string | null;
  labels: string | string[] | null;
  field_values: string | [string, string, string | null, number | string | null, string | null][] | null;
  blocked_by: string | [number, string | null][] | null;
  blocks: string | [number, string | null][] | null;
  /** Epics only: their live children, standing and canceled work left out (as the service counts). */
  progress_done: number | string | null;
  progress_total: number | string | null;
}

interface CommentRow {
  id: number;
  body: string;
  in_reply_to: number | null;
  from_run_id: string | null;
  withdrawn: number;
  created_at: string;
  updated_at: string;
  edited_at: string | null;
}

/** The few statements the floor runs, on either database. */
interface FloorStore {
  page(shape: PageShape, params: PageParams): Promise<{ rows: IssueRow[]; total: number }>;
  single(number: number): Promise<IssueRow | undefined>;
  prefixKnown(prefix: string): Promise<boolean>;
  labelId(name: string): Promise<number | undefined>;
  issueIdByNumber(number: number): Promise<number | undefined>;
  createIssue(input: NewIssue): Promise<IssueRow>;
  createComment(issueId: number, body: string, now: string): Promise<CommentRow>;
}

type PageShape = 'all' | 'status' | 'q' | 'label' | 'label_status';
interface PageParams {
  status?: string;
  words?: string[];
  labelId?: number;
  limit: number;
  offset: number;
}
interface NewIssue {
  title: string;
  description: string | null;
  type: string;
  priority: string;
  now: string;
}

const actorName = (type: string, id: string, users: string, agents: string) => `case ${type}
    when 'user' then (select case when u.deleted_at is null then u.name end from ${users} u where u.id = ${id})
    when 'agent' then (select a.name from ${agents} a where a.id = ${id}) end`;

/**
 * Everything a presented issue needs, in one statement; `labels` and `dependencies` are the dialect's
 * array aggregates.
 */
function issueSelect(labels: string, dependencies: (own: string, other: string) => string): string {
  return `select i.id, i.number, i.title, i.description, i.acceptance_criteria, i.areas, i.type, i.status, i.state_id, i.priority,
    i.project_id, p.name as project_name, p.prefix as project_prefix,
    e.number as epic_number, e.title as epic_title, ep.prefix as epic_prefix, i.parent_id,
    i.assignee_type, i.assignee_id, ${actorName('i.assignee_type', 'i.assignee_id', 'users', 'agents')} as assignee_name,
    i.reviewer_id, (select case when r.deleted_at is null then r.name end from users r where r.id = i.reviewer_id) as reviewer_name,
    i.creator_type, i.creator_id, ${actorName('i.creator_type', 'i.creator_id', 'users', 'agents')} as creator_name,
    i.start_date, i.due_date, i.estimate_minutes, i.capacity_share, i.cycle_number, i.carried_over,
    i.created_at, i.updated_at,
    (select sum(t.minutes) from time_entries t where t.issue_id = i.id and t.subject = 'issue') as spent,
    ${labels} as labels,
    ${labels === PG_LABELS ? PG_FIELD_VALUES : SQLITE_FIELD_VALUES} as field_values,
    ${dependencies('blocked_id', 'blocker_id')} as blocked_by,
    ${dependencies('blocker_id', 'blocked_id')} as blocks,
    ${epicChildren("and c.status = 'done'")} as progress_done,
    ${epicChildren('')} as progress_total`;
}

const epicChildren = (condition: string) => `case when i.type = 'epic' then (select count(*) from issues c
    where c.parent_id = i.id and c.deleted_at is null and c.type <> 'generic' and c.status <> 'canceled'
    ${condition}) end`;
const JOINS = `left join projects p on p.id = i.project_id
  left join issues e on e.id = i.parent_id
  left join projects ep on ep.id = e.project_id`;

const SQLITE_LABELS = `(select json_group_array(name) from (select l.name from issue_labels x
    join labels l on l.id = x.label_id where x.issue_id = i.id order by l.name_key))`;
const PG_LABELS = `(select json_agg(l.name order by l.name_key) from issue_labels x
    join labels l on l.id = x.label_id where x.issue_id = i.id)`;

/** Custom field values of the fields that apply to the issue (issue 40), as `[key, type, text, number, date]`. */
const FIELD_VALUES_FROM = `from issue_field_values v join custom_fields f on f.id = v.field_id
    where v.issue_id = i.id and (f.project_id is null or f.project_id = i.project_id)`;
const SQLITE_FIELD_VALUES = `(select json_group_array(json_array(key, type, text_value, number_value, date_value))
    from (select f.key, f.type, v.text_value, coalesce(v.number_value, v.person_id) as number_value, v.date_value ${FIELD_VALUES_FROM} order by v.id))`;
const PG_FIELD_VALUES = `(select json_agg(json_build_array(f.key, f.type, v.text_value, coalesce(v.number_value, v.person_id), v.date_value)
    order by v.id) ${FIELD_VALUES_FROM})`;

/** The live issues on one side of an issue's dependencies, as `[number, project prefix]` pairs. */
const dependencyFrom = (own: string, other: string) => `from issue_dependencies d
    join issues o on o.id = d.${other} left join projects op on op.id = o.project_id
    where d.${own} = i.id and o.deleted_at is null`;
const SQLITE_DEPENDENCIES = (own: string, other: string) =>
  `(select json_group_array(json_array(number, prefix)) from (select o.number, op.prefix
    ${dependencyFrom(own, other)} order by o.number))`;
const PG_DEPENDENCIES = (own: string, other: string) =>
  `(select json_agg(json_build_array(o.number, op.prefix) order by o.number) ${dependencyFrom(own, other)})`;

function sqliteStore(config: FloorConfig): FloorStore {
  const db = new SQLite(sqlitePath(config.databaseUrl));
  // The application's connection settings (src/db/connection.ts).
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  const ws = config.workspace.id;
  const select = issueSelect(SQLITE_LABELS, SQLITE_DEPENDENCIES);
  const live = `i.workspace_id = ${ws} and i.deleted_at is null`;
  const pages: Record<PageShape, { rows: SQLite.Statement; total: SQLite.Statement }> = {
    all: {
      rows: db.prepare(`${select} from issues i ${JOINS} where ${live} order by i.id desc limit ? offset ?`),
      total: db.prepare(
        `select coalesce(sum(total), 0) as total from issue_counts where workspace_id = ${ws} and key = 'all'`,
      ),
    },
    status: {
      rows: db.prepare(
        `${select} from issues i ${JOINS} where ${live} and i.status = ? order by i.id desc limit ? offset ?`,
      ),
      total: db.prepare(
        `select coalesce(sum(total), 0) as total from issue_counts where workspace_id = ${ws} and key = 'status:' || ?`,
      ),
    },
    // The bench database holds one workspace: every document is in scope, so the match is unscoped
    // (`searchTerms`, as Tandem's with one workspace).
    q: {
      rows: db.prepare(
        `${select} from issue_search s cross join issues i ${JOINS}
         where issue_search match ? and i.id = s.rowid order by s.rowid desc limit ? offset ?`,
      ),
      total: db.prepare(`select count(*) as total from issue_search where issue_search match ?`),
    },
    label: {
      rows: db.prepare(
        `${select} from issue_labels il cross join issues i ${JOINS}
         where il.label_id = ? and i.id = il.issue_id and ${live} order by il.issue_id desc limit ? offset ?`,
      ),
      total: db.prepare(
        `select coalesce(sum(total), 0) as total from issue_counts where workspace_id = ${ws} and key = 'label:' || ?`,
      ),
    },
    label_status: {
      rows: db.prepare(
        `${select} from issue_labels il cross join issues i ${JOINS}
         where il.label_id = ? and i.id = il.issue_id and ${live} and i.status = ?
         order by il.issue_id desc limit ? offset ?`,
      ),
      // The pair counter of migration 20261122100900_issue_label_pair_counts.
      total: db.prepare(
        `select coalesce(sum(total), 0) as total from issue_counts where workspace_id = ${ws} and key = 'label:' || ? || '&status:' || ?`,
      ),
    },
  };
  const single = db.prepare(`${select} from issues i ${JOINS} where ${live} and i.number = ?`);
  const byId = db.prepare(`${select} from issues i ${JOINS} where i.id = ?`);
  const prefix = db.prepare(`select 1 from projects where workspace_id = ${ws} and prefix = ?`);
  const label = db.prepare(`select id from labels where workspace_id = ${ws} and name_key = ?`);
  const issueId = db.prepare(`select id from issues i where ${live} and i.number = ?`);
  const counter = db.prepare(
    `update workspaces set issue_counter = issue_counter + 1 where id = ${ws} returning issue_counter`,
  );
  const insertIssue = db.prepare(
    `insert into issues (workspace_id, number, title, description, acceptance_criteria, type, status, priority,
       creator_type, creator_id, created_at, updated_at)
     values (${ws}, ?, ?, ?, '[]', ?, 'backlog', ?, 'user', ${config.user.id}, ?, ?) returning id`,
  );
  const insertComment = db.prepare(
    `insert into comments (workspace_id, issue_id, author_type, author_id, body, mentions, created_at, updated_at)
     values (${ws}, ?, 'user', ${config.user.id}, ?, '[]', ?, ?)
     returning id, body, in_reply_to, from_run_id, withdrawn, created_at, updated_at, edited_at`,
  );
  const create = db.transaction((input: NewIssue) => {
    const { issue_counter: number } = counter.get() as { issue_counter: number };
    const { id } = insertIssue.get(
      number,
      input.title,
      input.description,
      input.type,
      input.priority,
      input.now,
      input.now,
    ) as {
      id: number;
    };
    return byId.get(id) as IssueRow;
  });
  // BEGIN IMMEDIATE, as the application's write transactions (src/db/connection.ts).
  const createImmediate = (input: NewIssue) => create.immediate(input);

  return {
    async page(shape, params) {
      const statements = pages[shape];
      const filter: unknown[] =
        shape === 'all'
          ? []
          : shape === 'status'
            ? [params.status]
            : shape === 'q'
              ? [searchTerms(params.words!)]
              : shape === 'label'
                ? [params.labelId]
                : [params.labelId, params.status];
      // Counter keys are text: a JS number binds as a REAL (`label:1.0`), so ids go in as strings.
      const totalFilter = shape === 'label' || shape === 'label_status' ? filter.map(String) : filter;
      const total = Number(
        (statements.total.get(...totalFilter) as { total: number } | undefined)?.total ?? 0,
      );
      if (total === 0 || params.offset >= total) return { rows: [], total };
      return { rows: statements.rows.all(...filter, params.limit, params.offset) as IssueRow[], total };
    },
    async single(number) {
      return single.get(number) as IssueRow | undefined;
    },
    async prefixKnown(name) {
      return prefix.get(name) !== undefined;
    },
    async labelId(name) {
      return (label.get(name) as { id: number } | undefined)?.id;
    },
    async issueIdByNumber(number) {
      return (issueId.get(number) as { id: number } | undefined)?.id;
    },
    async createIssue(input) {
      return createImmediate(input);
    },
    async createComment(id, body, now) {
      return insertComment.get(id, body, now, now) as CommentRow;
    },
  };
}

function postgresStore(config: FloorConfig): FloorStore {
  // The application's pool size (src/db/connection.ts).
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  const ws = config.workspace.id;
  const select = issueSelect(PG_LABELS, PG_DEPENDENCIES);
  const live = `i.workspace_id = ${ws} and i.deleted_at is null`;
  const statements = {
    all: [
      `${select} from issues i ${JOINS} where ${live} order by i.id desc limit $1 offset $2`,
      `select coalesce(sum(total), 0) as total from issue_counts where workspace_id = ${ws} and key = 'all'`,
    ],
    status: [
      `${select} from issues i ${JOINS} where ${live} and i.status = $1 order by i.id desc limit $2 offset $3`,
      `select coalesce(sum(total), 0) as total from issue_counts where workspace_id = ${ws} and key = 'status:' || $1`,
    ],
    q: [
      // The search table holds exactly the live issues; the page is its walk, as in Tandem.
      `${select} from issue_search s join issues i on i.id = s.issue_id ${JOINS}
       where s.workspace_id = ${ws} and s.document @@ plainto_tsquery('simple', $1)
       order by s.issue_id desc limit $2 offset $3`,
      `select count(*) as total from issue_search s
       where s.workspace_id = ${ws} and s.document @@ plainto_tsquery('simple', $1)`,
    ],
    label: [
      `${select} from issue_labels il join issues i on i.id = il.issue_id ${JOINS}
       where il.label_id = $1 and ${live} order by il.issue_id desc limit $2 offset $3`,
      `select coalesce(sum(total), 0) as total from issue_counts where workspace_id = ${ws} and key = 'label:' || $1`,
    ],
    label_status: [
      `${select} from issue_labels il join issues i on i.id = il.issue_id ${JOINS}
       where il.label_id = $1 and ${live} and i.status = $2 order by il.issue_id desc limit $3 offset $4`,
      `select coalesce(sum(total), 0) as total from issue_counts where workspace_id = ${ws} and key = 'label:' || $1 || '&status:' || $2`,
    ],
  } satisfies Record<PageShape, [string, string]>;
  // Named statements are prepared once per connection by pg.
  const run = async <T>(name: string, text: string, values: unknown[]) =>
    (await pool.query({ name, text, values })).rows as T[];

  return {
    async page(shape, params) {
      const [rowsSql, totalSql] = statements[shape];
      const filter: unknown[] =
        shape === 'all'
          ? []
          : shape === 'status'
            ? [params.status]
            : shape === 'q'
              ? [params.words!.join(' ')]
              : shape === 'label'
                ? [String(params.labelId)]
                : [params.labelId, params.status];
      const totalFilter =
        shape === 'label'
          ? [String(params.labelId)]
          : shape === 'label_status'
            ? [String(params.labelId), params.status]
            : filter;
      const [totalRow] = await run<{ total: number | string }>(`${shape}_total`, totalSql, totalFilter);
      const total = Number(totalRow?.total ?? 0);
      if (total === 0 || params.offset >= total) return { rows: [], total };
      const rowFilter = shape === 'label' ? [params.labelId] : filter;
      return {
        rows: await run<IssueRow>(`${shape}_rows`, rowsSql, [...rowFilter, params.limit, params.offset]),
        total,
      };
    },
    async single(number) {
      return (
        await run<IssueRow>('single', `${select} from issues i ${JOINS} where ${live} and i.number = $1`, [
          number,
        ])
      )[0];
    },
    async prefixKnown(name) {
      const rows = await run('prefix', `select 1 from projects where workspace_id = ${ws} and prefix = $1`, [
        name,
      ]);
      return rows.length > 0;
    },
    async labelId(name) {
      return (
        await run<{ id: number }>(
          'label',
          `select id from labels where workspace_id = ${ws} and name_key = $1`,
          [name],
        )
      )[0]?.id;
    },
    async issueIdByNumber(number) {
      return (
        await run<{ id: number }>('issue_id', `select id from issues i where ${live} and i.number = $1`, [
          number,
        ])
      )[0]?.id;
    },
    async createIssue(input) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const [{ issue_counter: number }] = (
          await client.query({
            name: 'counter',
            text: `update workspaces set issue_counter = issue_counter + 1 where id = ${ws} returning issue_counter`,
          })
        ).rows as [{ issue_counter: number }];
        const [{ id }] = (
          await client.query({
            name: 'insert_issue',
            text: `insert into issues (workspace_id, number, title, description, acceptance_criteria, type, status,
                     priority, creator_type, creator_id, created_at, updated_at)
                   values (${ws}, $1, $2, $3, '[]', $4, 'backlog', $5, 'user', ${config.user.id}, $6, $6) returning id`,
            values: [number, input.title, input.description, input.type, input.priority, input.now],
          })
        ).rows as [{ id: number }];
        const [row] = (
          await client.query({
            name: 'by_id',
            text: `${select} from issues i ${JOINS} where i.id = $1`,
            values: [id],
          })
        ).rows as [IssueRow];
        await client.query('commit');
        return row;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async createComment(id, body, now) {
      const [row] = await run<CommentRow>(
        'insert_comment',
        `insert into comments (workspace_id, issue_id, author_type, author_id, body, mentions, created_at, updated_at)
         values (${ws}, $1, 'user', ${config.user.id}, $2, '[]', $3, $3)
         returning id, body, in_reply_to, from_run_id, withdrawn, created_at, updated_at, edited_at`,
        [id, body, now],
      );
      return row!;
    },
  };
}

function identifiers(pairs: IssueRow['blocks'], workspacePrefix: string): string[] {
  if (pairs === null) return [];
  const list = typeof pairs === 'string' ? (JSON.parse(pairs) as [number, string | null][]) : pairs;
  return list.map(([number, projectPrefix]) => issueIdentifier(number, projectPrefix, workspacePrefix));
}

function present(config: FloorConfig, row: IssueRow, single: boolean): Record<string, unknown> {
  const prefix = config.workspace.issuePrefix;
  const cycle = presentCycle(
    cadenceOf({
      cycle_length_days: config.workspace.cycleLengthDays,
      cycle_first_starts_on: config.workspace.cycleFirstStartsOn,
    }),
    row.cycle_number,
  );
  const actor = (type: 'user' | 'agent' | null, id: number | null, name: string | null) =>
    type === null || id === null ? null : { type, id, name: name ?? 'Former member' };
  const labels =
    row.labels === null
      ? []
      : typeof row.labels === 'string'
        ? (JSON.parse(row.labels) as string[])
        : row.labels;
  return {
    id: issueIdentifier(row.number, row.project_prefix, prefix),
    number: row.number,
    title: row.title,
    description: row.description,
    acceptance_criteria: JSON.parse(row.acceptance_criteria) as string[],
    areas: JSON.parse(row.areas) as string[],
    type: row.type,
    status: row.status,
    state_id: row.state_id,
    priority: row.priority,
    ...(single
      ? { project: row.project_id === null ? null : { id: row.project_id, name: row.project_name } }
      : {}),
    epic:
      row.epic_number === null
        ? null
        : { id: issueIdentifier(row.epic_number, row.epic_prefix, prefix), title: row.epic_title },
    assignee: actor(row.assignee_type, row.assignee_id, row.assignee_name),
    reviewer: row.reviewer_id === null ? null : actor('user', row.reviewer_id, row.reviewer_name),
    creator: actor(row.creator_type, row.creator_id, row.creator_name),
    start_date: row.start_date,
    due_date: row.due_date,
    estimate_minutes: row.estimate_minutes,
    capacity_share: row.type === 'generic' ? row.capacity_share : null,
    claims_capacity:
      row.type === 'generic' ? row.assignee_type !== null && row.status === 'in_progress' : null,
    spent_minutes: Number(row.spent ?? 0),
    labels,
    fields: fieldsOf(row.field_values),
    ...(cycle === undefined ? {} : { cycle }),
    carried_over: Number(row.carried_over),
    blocked_by: identifiers(row.blocked_by, prefix),
    blocks: identifiers(row.blocks, prefix),
    progress:
      row.type === 'epic'
        ? { done: Number(row.progress_done ?? 0), total: Number(row.progress_total ?? 0) }
        : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** An issue's `fields`: a multi_select as the list of its options, numbers and person ids as numbers. */
function fieldsOf(values: IssueRow['field_values']): Record<string, unknown> {
  type Tuple = [string, string, string | null, number | string | null, string | null];
  const tuples: Tuple[] =
    values === null ? [] : typeof values === 'string' ? (JSON.parse(values) as Tuple[]) : values;
  const fields: Record<string, unknown> = {};
  for (const [key, type, text, number, date] of tuples) {
    if (type === 'multi_select')
      fields[key] = [...((fields[key] as string[] | undefined) ?? []), ...(text === null ? [] : [text])];
    else if (type === 'number' || type === 'person') fields[key] = Number(number);
    else if (type === 'date') fields[key] = date;
    else fields[key] = text;
  }
  return fields;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

/** `PREFIX-number` of an issue the workspace answers to, as its number; undefined otherwise. */
async function numberOf(
  config: FloorConfig,
  store: FloorStore,
  reference: string,
): Promise<number | undefined> {
  const match = /^([A-Za-z][A-Za-z0-9]*)-(\d+)$/.exec(decodeURIComponent(reference));
  if (!match) return undefined;
  const prefix = match[1]!.toUpperCase();
  if (prefix !== config.workspace.issuePrefix.toUpperCase() && !(await store.prefixKnown(prefix)))
    return undefined;
  return Number(match[2]);
}

const searchWords = (q: string) =>
  [...new Set(q.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [])].slice(0, 16);

export function startFloor(config: FloorConfig): Promise<{ port: number; close(): Promise<void> }> {
  const store = config.databaseUrl.startsWith('sqlite:') ? sqliteStore(config) : postgresStore(config);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = request.url ?? '/';
    const [path = '', search = ''] = url.split('?', 2);
    const segments = path.split('/').filter(Boolean);
    if (segments[0] !== 'api' || segments[1] !== 'v1' || segments[2] !== 'issues') {
      return send(response, 404, { message: 'Not found.' });
    }
    if (request.method === 'GET' && segments.length === 3) {
      const query = new URLSearchParams(search);
      const page = pageRequest({
        page: query.has('page') ? Number(query.get('page')) : undefined,
        per_page: query.has('per_page') ? Number(query.get('per_page')) : undefined,
      });
      const status = query.get('status') ?? undefined;
      const q = query.get('q');
      const labelName = query.get('label');
      const words = q === null ? [] : searchWords(q);
      let labelId: number | undefined;
      if (labelName !== null) {
        labelId = await store.labelId(labelName.trim().toLowerCase());
        if (labelId === undefined)
          return send(response, 200, collection({ url } as never, config.appUrl, [], 0, page));
      }
      const shape: PageShape | null =
        words.length > 0
          ? status === undefined && labelId === undefined
            ? 'q'
            : null
          : labelId !== undefined
            ? status === undefined
              ? 'label'
              : 'label_status'
            : status === undefined
              ? 'all'
              : 'status';
      if (shape === null)
        return send(response, 400, { message: 'The floor does not serve this combination.' });
      const { rows, total } = await store.page(shape, {
        status,
        words,
        labelId,
        limit: page.perPage,
        offset: page.offset,
      });
      const items = rows.map((row) => present(config, row, false));
      return send(response, 200, collection({ url } as never, config.appUrl, items, total, page));
    }
    if (request.method === 'GET' && segments.length === 4) {
      const number = await numberOf(config, store, segments[3]!);
      const row = number === undefined ? undefined : await store.single(number);
      if (!row) return send(response, 404, { message: 'Issue not found.' });
      return send(response, 200, { data: present(config, row, true) });
    }
    if (request.method === 'POST' && segments.length === 3) {
      const body = await readJson(request);
      const row = await store.createIssue({
        title: String(body.title).trim(),
        description: typeof body.description === 'string' ? body.description : null,
        type: typeof body.type === 'string' ? body.type : 'task',
        priority: typeof body.priority === 'string' ? body.priority : 'medium',
        now: new Date().toISOString(),
      });
      return send(response, 201, { data: present(config, row, true) });
    }
    if (request.method === 'POST' && segments.length === 5 && segments[4] === 'comments') {
      const number = await numberOf(config, store, segments[3]!);
      const issueId = number === undefined ? undefined : await store.issueIdByNumber(number);
      if (issueId === undefined) return send(response, 404, { message: 'Issue not found.' });
      const body = await readJson(request);
      const row = await store.createComment(issueId, String(body.body), new Date().toISOString());
      return send(response, 201, {
        data: {
          id: row.id,
          body: row.body,
          author: { type: 'user', id: config.user.id, name: config.user.name },
          in_reply_to: row.in_reply_to,
          from_run: row.from_run_id,
          mentions: [],
          attachments: [],
          withdrawn: row.withdrawn === 1,
          created_at: row.created_at,
          updated_at: row.updated_at,
          edited_at: row.edited_at,
        },
      });
    }
    return send(response, 404, { message: 'Not found.' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { message: error instanceof Error ? error.message : String(error) });
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => {
    server.listen(config.port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : config.port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

// Run as a process by bench/run.ts.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = JSON.parse(process.env.BENCH_FLOOR ?? '{}') as FloorConfig;
  const floor = await startFloor(config);
  process.stdout.write(`floor listening ${floor.port}\n`);
  const stop = () => {
    void floor.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
