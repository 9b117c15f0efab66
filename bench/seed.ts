import SQLite from 'better-sqlite3';
import pg from 'pg';
import { nowIso, todayUtc } from '../src/clock.js';
import { openDatabase, sqlitePath } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createApiToken } from '../src/domain/people/api-tokens.js';
import { lastEndedCycle } from '../src/domain/issues/cycles.js';
import { ensureLabels } from '../src/domain/issues/labels.js';
import { createProject } from '../src/domain/issues/projects.js';
import { addMember, createWorkspace, findOrCreateUser } from '../src/domain/people/workspaces.js';
import {
  AGENT_COUNT,
  CYCLE_FIRST_STARTS_ON,
  CYCLE_LENGTH_DAYS,
  LABELS,
  MEMBER_COUNT,
  seedIssue,
  type SeedIssue,
} from './dataset.js';

/**
 * Seeds a benchmark workspace fast, into the real schema: the real migrations first, the workspace,
 * members, agents, the project, labels and the token through the domain functions, then the bulk
 * (issues, labels, comments, time entries, history) with big transactions and prepared statements
 * straight into the tables the application writes. The full-text index and the list counters are
 * therefore maintained by the very triggers that maintain them in production; nothing is bulk-loaded
 * around them.
 */
export interface SeededWorkspace {
  workspace: {
    id: number;
    slug: string;
    issuePrefix: string;
    cycleLengthDays: number;
    cycleFirstStartsOn: string;
  };
  owner: { id: number; name: string };
  token: string;
  project: { id: number; name: string; prefix: string };
  memberIds: number[];
  agentIds: number[];
  labelIds: Map<string, number>;
  issues: number;
  comments: number;
  seconds: number;
}

type BaseRecords = Omit<SeededWorkspace, 'issues' | 'comments' | 'seconds'>;

export type Progress = (message: string) => void;

const BATCH = 5_000;

export async function seedWorkspace(
  url: string,
  total: number,
  progress: Progress,
): Promise<SeededWorkspace> {
  const started = performance.now();
  const base = await migrateAndCreateBase(url);
  const comments = url.startsWith('sqlite:')
    ? seedSqlite(sqlitePath(url), base, total, progress)
    : await seedPostgres(url, base, total, progress);
  return { ...base, issues: total, comments, seconds: (performance.now() - started) / 1000 };
}

async function migrateAndCreateBase(url: string): Promise<BaseRecords> {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    const db = handle.db;
    const workspace = await createWorkspace(db, {
      slug: 'bench',
      name: 'Benchmark workspace',
      issue_prefix: 'BENCH',
      cycles: { length_days: CYCLE_LENGTH_DAYS, first_starts_on: CYCLE_FIRST_STARTS_ON },
    });
    const memberIds: number[] = [];
    for (let i = 0; i < MEMBER_COUNT; i++) {
      const user = await findOrCreateUser(db, `member${i}@bench.example`, `Member ${i}`);
      await addMember(db, workspace.id, user.id, i === 0 ? 'owner' : 'member', 40);
      memberIds.push(user.id);
    }
    const agentIds: number[] = [];
    for (let i = 0; i < AGENT_COUNT; i++) {
      const agent = await db
        .insertInto('agents')
        .values({
          workspace_id: workspace.id,
          name: `Agent ${i}`,
          provider: 'claude_code',
          model: null,
          status: 'idle',
          visibility: 'workspace',
          owner_user_id: null,
          max_concurrent_tasks: 1,
          weekly_hours: 40,
          runtime_id: null,
          instructions: null,
          custom_env: null,
          custom_args: null,
          mcp_config: null,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      agentIds.push(agent.id);
    }
    // The history is made up, not lived through: its ended cycles are recorded as closed, as the hourly
    // carry-over would have done, so that job does not carry tens of thousands of issues mid-run.
    const ended = lastEndedCycle(
      { lengthDays: CYCLE_LENGTH_DAYS, firstStartsOn: CYCLE_FIRST_STARTS_ON },
      todayUtc(),
    );
    if (ended > 0) {
      await db
        .insertInto('cycle_closures')
        .values(
          Array.from({ length: ended }, (_, i) => ({
            workspace_id: workspace.id,
            number: i + 1,
            carried: 0,
            closed_at: nowIso(),
          })),
        )
        .execute();
    }
    const project = await createProject(db, workspace, { name: 'Web', prefix: 'WEB' });
    const names = LABELS.map(([name]) => name);
    await ensureLabels(db, workspace.id, names);
    const labels = await db
      .selectFrom('labels')
      .select(['id', 'name'])
      .where('workspace_id', '=', workspace.id)
      .execute();
    const token = await createApiToken(db, {
      workspaceId: workspace.id,
      userId: memberIds[0]!,
      name: 'benchmark',
      abilities: ['read', 'write'],
    });
    return {
      workspace: {
        id: workspace.id,
        slug: workspace.slug,
        issuePrefix: workspace.issue_prefix,
        cycleLengthDays: CYCLE_LENGTH_DAYS,
        cycleFirstStartsOn: CYCLE_FIRST_STARTS_ON,
      },
      owner: { id: memberIds[0]!, name: 'Member 0' },
      token: token.token,
      project: { id: project.id, name: project.name, prefix: project.prefix ?? 'WEB' },
      memberIds,
      agentIds,
      labelIds: new Map(labels.map((label) => [label.name, label.id])),
    };
  } finally {
    await handle.close();
  }
}

/** The columns of one issue row, in ISSUE_COLUMNS order. */
const ISSUE_COLUMNS = [
  'id',
  'workspace_id',
  'number',
  'project_id',
  'parent_id',
  'title',
  'description',
  'acceptance_criteria',
  'type',
  'status',
  'priority',
  'assignee_type',
  'assignee_id',
  'creator_type',
  'creator_id',
  'estimate_minutes',
  'capacity_share',
  'cycle_number',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;
const ISSUE_SQL_TYPES = [
  'int',
  'int',
  'int',
  'int',
  'int',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'int',
  'text',
  'int',
  'int',
  'text',
  'int',
  'text',
  'text',
  'text',
];

function issueValues(issue: SeedIssue, base: BaseRecords): unknown[] {
  const assigneeId =
    issue.assignee === null
      ? null
      : issue.assignee.type === 'user'
        ? base.memberIds[issue.assignee.index]!
        : base.agentIds[issue.assignee.index]!;
  return [
    issue.id,
    base.workspace.id,
    issue.number,
    issue.inProject ? base.project.id : null,
    issue.parentNumber,
    issue.title,
    issue.description,
    '[]',
    issue.type,
    issue.status,
    issue.priority,
    issue.assignee?.type ?? null,
    assigneeId,
    'user',
    base.memberIds[issue.creatorIndex]!,
    issue.estimateMinutes,
    issue.capacityShare,
    issue.cycleNumber,
    issue.createdAt,
    issue.updatedAt,
    issue.deletedAt,
  ];
}

function seedSqlite(path: string, base: BaseRecords, total: number, progress: Progress): number {
  const connection = new SQLite(path);
  try {
    connection.pragma('journal_mode = WAL');
    connection.pragma('foreign_keys = ON');
    // Seeding only: nothing to lose if the machine dies, and a bigger page cache for the indexes.
    connection.pragma('synchronous = OFF');
    connection.pragma('cache_size = -262144');
    const insertIssue = connection.prepare(
      `insert into issues (${ISSUE_COLUMNS.join(', ')}) values (${ISSUE_COLUMNS.map(() => '?').join(', ')})`,
    );
    const insertLabel = connection.prepare('insert into issue_labels (issue_id, label_id) values (?, ?)');
    const insertComment = connection.prepare(
      `insert into comments (workspace_id, issue_id, author_type, author_id, body, mentions, created_at, updated_at)
       values (?, ?, 'user', ?, ?, '[]', ?, ?)`,
    );
    const insertActivity = connection.prepare(
      `insert into issue_activity (workspace_id, issue_id, event, actor_type, actor_id, data, created_at)
       values (?, ?, 'issue.created', 'user', ?, '{}', ?)`,
    );
    const insertTime = connection.prepare(
      `insert into time_entries (workspace_id, actor_type, actor_id, subject, issue_id, minutes, spent_on, source,
         created_at, updated_at) values (?, 'user', ?, 'issue', ?, ?, ?, 'manual', ?, ?)`,
    );
    let comments = 0;
    const batch = connection.transaction((from: number, to: number) => {
      for (let n = from; n <= to; n++) {
        const issue = seedIssue(n, total);
        insertIssue.run(...issueValues(issue, base));
        for (const name of issue.labels) insertLabel.run(issue.id, base.labelIds.get(name)!);
        insertActivity.run(base.workspace.id, issue.id, base.memberIds[issue.creatorIndex]!, issue.createdAt);
        for (const comment of issue.comments) {
          const author = base.memberIds[comment.authorIndex]!;
          insertComment.run(
            base.workspace.id,
            issue.id,
            author,
            comment.body,
            comment.createdAt,
            comment.createdAt,
          );
          comments++;
        }
        if (issue.timeEntry) {
          const entry = issue.timeEntry;
          insertTime.run(
            base.workspace.id,
            base.memberIds[entry.memberIndex]!,
            issue.id,
            entry.minutes,
            entry.spentOn,
            issue.createdAt,
            issue.createdAt,
          );
        }
      }
    });
    const reporter = progressReporter(total, progress);
    for (let from = 1; from <= total; from += BATCH) {
      const to = Math.min(total, from + BATCH - 1);
      batch(from, to);
      reporter(to);
    }
    connection.prepare('update workspaces set issue_counter = ? where id = ?').run(total, base.workspace.id);
    connection.pragma('wal_checkpoint(TRUNCATE)');
    return comments;
  } finally {
    connection.close();
  }
}

function progressReporter(total: number, progress: Progress): (done: number) => void {
  const started = performance.now();
  let reportedTenths = 0;
  return (done) => {
    const tenths = Math.floor((done * 10) / total);
    if (tenths <= reportedTenths && done !== total) return;
    reportedTenths = tenths;
    const seconds = (performance.now() - started) / 1000;
    progress(
      `seeded ${done.toLocaleString('en')} of ${total.toLocaleString('en')} issues (${Math.round(done / seconds)}/s)`,
    );
  };
}

/** `insert into <table> (<columns>) select * from unnest($1::<type>[], …)`: one statement per batch. */
function unnestInsert(table: string, columns: readonly string[], types: readonly string[]): string {
  const arrays = types.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
  return `insert into ${table} (${columns.join(', ')}) select * from unnest(${arrays})`;
}

function columnsOf(rows: unknown[][], width: number): unknown[][] {
  const out: unknown[][] = Array.from({ length: width }, () => []);
  for (const row of rows) for (let i = 0; i < width; i++) out[i]!.push(row[i]);
  return out;
}

async function seedPostgres(
  url: string,
  base: BaseRecords,
  total: number,
  progress: Progress,
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Seeding only: a crash loses nothing worth keeping.
    await client.query('set synchronous_commit = off');
    const issueSql = unnestInsert('issues', ISSUE_COLUMNS, ISSUE_SQL_TYPES);
    const labelSql = unnestInsert('issue_labels', ['issue_id', 'label_id'], ['int', 'int']);
    const commentSql = unnestInsert(
      'comments',
      [
        'workspace_id',
        'issue_id',
        'author_type',
        'author_id',
        'body',
        'mentions',
        'created_at',
        'updated_at',
      ],
      ['int', 'int', 'text', 'int', 'text', 'text', 'text', 'text'],
    );
    const activitySql = unnestInsert(
      'issue_activity',
      ['workspace_id', 'issue_id', 'event', 'actor_type', 'actor_id', 'data', 'created_at'],
      ['int', 'int', 'text', 'text', 'int', 'text', 'text'],
    );
    const timeSql = unnestInsert(
      'time_entries',
      [
        'workspace_id',
        'actor_type',
        'actor_id',
        'subject',
        'issue_id',
        'minutes',
        'spent_on',
        'source',
        'created_at',
        'updated_at',
      ],
      ['int', 'text', 'int', 'text', 'int', 'int', 'text', 'text', 'text', 'text'],
    );
    let comments = 0;
    const reporter = progressReporter(total, progress);
    for (let from = 1; from <= total; from += BATCH) {
      const to = Math.min(total, from + BATCH - 1);
      const issues: unknown[][] = [];
      const labels: unknown[][] = [];
      const commentRows: unknown[][] = [];
      const activity: unknown[][] = [];
      const time: unknown[][] = [];
      for (let n = from; n <= to; n++) {
        const issue = seedIssue(n, total);
        issues.push(issueValues(issue, base));
        for (const name of issue.labels) labels.push([issue.id, base.labelIds.get(name)!]);
        activity.push([
          base.workspace.id,
          issue.id,
          'issue.created',
          'user',
          base.memberIds[issue.creatorIndex]!,
          '{}',
          issue.createdAt,
        ]);
        for (const comment of issue.comments) {
          commentRows.push([
            base.workspace.id,
            issue.id,
            'user',
            base.memberIds[comment.authorIndex]!,
            comment.body,
            '[]',
            comment.createdAt,
            comment.createdAt,
          ]);
        }
        if (issue.timeEntry) {
          const entry = issue.timeEntry;
          time.push([
            base.workspace.id,
            'user',
            base.memberIds[entry.memberIndex]!,
            'issue',
            issue.id,
            entry.minutes,
            entry.spentOn,
            'manual',
            issue.createdAt,
            issue.createdAt,
          ]);
        }
      }
      await client.query('begin');
      await client.query(issueSql, columnsOf(issues, ISSUE_COLUMNS.length));
      if (labels.length > 0) await client.query(labelSql, columnsOf(labels, 2));
      await client.query(activitySql, columnsOf(activity, 7));
      await client.query(commentSql, columnsOf(commentRows, 8));
      if (time.length > 0) await client.query(timeSql, columnsOf(time, 10));
      await client.query('commit');
      comments += commentRows.length;
      reporter(to);
    }
    await client.query(`select setval(pg_get_serial_sequence('issues', 'id'), (select max(id) from issues))`);
    await client.query('update workspaces set issue_counter = $1 where id = $2', [total, base.workspace.id]);
    // What autovacuum does on its own shortly after a load this size; done now so runs compare.
    await client.query('vacuum analyze');
    return comments;
  } finally {
    await client.end();
  }
}
