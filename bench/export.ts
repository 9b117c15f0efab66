import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { ulid } from 'ulid';
import { nowIso } from '../src/clock.js';
import { openDatabase } from '../src/db/connection.js';
import { LocalDirectoryStorage } from '../src/storage/local.js';
import { currentLoad, describeMachine, formatMachine } from './report.js';
import { seedWorkspace } from './seed.js';

/**
 * `node --import tsx bench/export.ts [--issues N] [--postgres URL]` (docs/performance.md, "Export and
 * import"): seeds a
 * SQLite workspace of N issues (bench/seed.ts: comments, time, history) plus an attachment of 32 KiB and
 * an agent run with 20 transcript lines on every tenth issue, then runs the real `tandem admin export`
 * and `tandem admin import` (into a fresh SQLite database) as processes, timing each and reading its
 * peak resident memory from /usr/bin/time. Default N is 10,000; never fails because of speed. With
 * `--postgres URL` the import goes into a fresh database on that server (the move from one machine to a
 * cluster), and the two databases' rows of the workspace are compared table by table afterwards.
 */
const issuesArgument = process.argv.indexOf('--issues');
const ISSUES = issuesArgument > 0 ? Number(process.argv[issuesArgument + 1]) : 10_000;
const ROOT = new URL('..', import.meta.url).pathname;
const postgresArgument = process.argv.indexOf('--postgres');
const POSTGRES = postgresArgument > 0 ? process.argv[postgresArgument + 1]! : null;

/** A fresh PostgreSQL database on the given server, and how to drop it. */
async function freshPostgres(server: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tandem_export_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: server });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

/**
 * What the workspace holds on each side, compared: row counts of its tables, and every issue's
 * identifier, title, status, dates and description, every comment's body and every transcript line.
 */
async function compareWorkspaces(sourceUrl: string, targetUrl: string, slug: string): Promise<string[]> {
  const read = async (url: string) => {
    const handle = openDatabase(url);
    try {
      const db = handle.db;
      const workspace = await db
        .selectFrom('workspaces')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      const issues = await db
        .selectFrom('issues')
        .select(['number', 'title', 'status', 'priority', 'type', 'description', 'created_at', 'updated_at'])
        .where('workspace_id', '=', workspace.id)
        .orderBy('number')
        .execute();
      const comments = await db
        .selectFrom('comments')
        .innerJoin('issues', 'issues.id', 'comments.issue_id')
        .select(['issues.number', 'comments.body', 'comments.created_at'])
        .where('issues.workspace_id', '=', workspace.id)
        .orderBy('issues.number')
        .orderBy('comments.created_at')
        .orderBy('comments.body')
        .execute();
      const lines = await db
        .selectFrom('run_log_lines')
        .innerJoin('runs', 'runs.id', 'run_log_lines.run_id')
        .select(['runs.id', 'run_log_lines.seq', 'run_log_lines.text'])
        .where('runs.workspace_id', '=', workspace.id)
        .orderBy('runs.id')
        .orderBy('run_log_lines.seq')
        .execute();
      const attachments = await db
        .selectFrom('attachments')
        .select(['name', 'size', 'checksum'])
        .where('workspace_id', '=', workspace.id)
        .orderBy('name')
        .orderBy('checksum')
        .execute();
      const times = await db
        .selectFrom('time_entries')
        .select(['minutes', 'spent_on', 'note'])
        .where('workspace_id', '=', workspace.id)
        .orderBy('spent_on')
        .orderBy('minutes')
        .orderBy('note')
        .execute();
      return { issues, comments, lines, attachments, times };
    } finally {
      await handle.close();
    }
  };
  const [before, after] = [await read(sourceUrl), await read(targetUrl)];
  const differences: string[] = [];
  for (const key of Object.keys(before) as (keyof typeof before)[]) {
    const a = JSON.stringify(before[key]);
    const b = JSON.stringify(after[key]);
    if (a !== b)
      differences.push(
        `${key}: ${before[key].length} rows before, ${after[key].length} after, contents differ`,
      );
    else process.stdout.write(`${key}: ${before[key].length} rows, identical\n`);
  }
  return differences;
}

async function addAttachmentsAndRuns(url: string, storageDir: string, workspaceId: number, agentId: number) {
  const handle = openDatabase(url);
  const storage = new LocalDirectoryStorage(storageDir);
  const bytes = Buffer.alloc(32 * 1024, 'export bench bytes ');
  try {
    const issues = await handle.db
      .selectFrom('issues')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .execute();
    for (const [index, issue] of issues.entries()) {
      if (index % 10 !== 0) continue;
      const key = `attachments/${workspaceId}/${ulid().toLowerCase()}`;
      await storage.put(key, Readable.from([bytes]), 'text/plain');
      const now = nowIso();
      await handle.db
        .insertInto('attachments')
        .values({
          workspace_id: workspaceId,
          issue_id: issue.id,
          comment_id: null,
          run_id: null,
          uploader_type: null,
          uploader_id: null,
          name: 'notes.txt',
          mime: 'text/plain',
          size: bytes.length,
          checksum: null,
          storage_key: key,
          created_at: now,
        })
        .execute();
      const run = ulid();
      await handle.db
        .insertInto('runs')
        .values({
          id: run,
          workspace_id: workspaceId,
          agent_id: agentId,
          issue_id: issue.id,
          status: 'completed',
          trigger: 'api',
          comment_id: null,
          requested_by_type: null,
          requested_by_id: null,
          queued_at: now,
          dispatched_at: now,
          started_at: now,
          finished_at: now,
          error: null,
          summary: 'done',
          input_tokens: 10,
          output_tokens: 10,
          cached_tokens: 0,
          cache_write_tokens: 0,
          cost_micros: 100,
          runtime_id: null,
          lease_token_digest: null,
          lease_expires_at: null,
          run_token_digest: null,
          report_lease_digest: null,
          session_id: null,
          changed_paths: null,
          waiting_reason: null,
          waiting_budget_id: null,
          failure_reason: null,
          canceled_by_type: null,
          canceled_by_id: null,
          retry_of: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await handle.db
        .insertInto('run_log_lines')
        .values(
          Array.from({ length: 20 }, (_, seq) => ({
            run_id: run,
            seq: seq + 1,
            attempt: 1,
            stream: 'stdout' as const,
            at: now,
            text: `step ${seq} of the run, with some output`,
          })),
        )
        .execute();
    }
  } finally {
    storage.close();
    await handle.close();
  }
}

function timed(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const result = spawnSync(
    '/usr/bin/time',
    ['-f', '%M', process.execPath, '--import', 'tsx', join(ROOT, 'src/cli-entry.ts'), ...args],
    {
      cwd: ROOT,
      env: { ...process.env, SERVICE_LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`tandem ${args.join(' ')} failed: ${result.stderr}`);
  const peakKib = Number(result.stderr.trim().split('\n').at(-1));
  return { seconds, peakMib: peakKib / 1024 };
}

const dir = mkdtempSync(join(tmpdir(), 'tandem-export-bench-'));
try {
  const source = `sqlite:${join(dir, 'source.db')}`;
  const files = join(dir, 'files');
  const seeded = await seedWorkspace(source, ISSUES, (message) => process.stderr.write(`${message}\n`));
  await addAttachmentsAndRuns(source, files, seeded.workspace.id, seeded.agentIds[0]!);
  const file = join(dir, 'bench.ndjson.gz');
  const exported = timed(['admin', 'export', '--workspace', seeded.workspace.slug, '--to', file], {
    SERVICE_DATABASE_URL: source,
    SERVICE_STORAGE_DIR: files,
  });
  const target = POSTGRES ? await freshPostgres(POSTGRES) : null;
  const targetUrl = target?.url ?? `sqlite:${join(dir, 'target.db')}`;
  let imported: ReturnType<typeof timed>;
  let differences: string[];
  try {
    imported = timed(['admin', 'import', '--from', file], {
      SERVICE_DATABASE_URL: targetUrl,
      SERVICE_STORAGE_DIR: join(dir, 'target-files'),
    });
    differences = await compareWorkspaces(source, targetUrl, seeded.workspace.slug);
  } finally {
    await target?.drop();
  }
  if (differences.length > 0) {
    process.stderr.write(`the moved workspace differs:\n${differences.join('\n')}\n`);
    process.exitCode = 1;
  }
  const size = statSync(file).size / 1024 / 1024;
  process.stdout.write(`${formatMachine(describeMachine())}; load ${currentLoad().join(', ')}\n`);
  process.stdout.write(
    `${ISSUES} issues (${seeded.comments} comments, ${ISSUES / 10} attachments of 32 KiB, ${ISSUES / 10} runs); file ${size.toFixed(1)} MiB\n`,
  );
  process.stdout.write(`| step | time | peak RSS |\n|---|---|---|\n`);
  process.stdout.write(
    `| export | ${exported.seconds.toFixed(1)} s | ${exported.peakMib.toFixed(0)} MiB |\n`,
  );
  process.stdout.write(
    `| import into ${POSTGRES ? 'PostgreSQL' : 'SQLite'} | ${imported.seconds.toFixed(1)} s | ${imported.peakMib.toFixed(0)} MiB |\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
