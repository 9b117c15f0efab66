import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ulid } from 'ulid';
import { nowIso } from '../src/clock.js';
import { openDatabase } from '../src/db/connection.js';
import { LocalDirectoryStorage } from '../src/storage/local.js';
import { currentLoad, describeMachine, formatMachine } from './report.js';
import { seedWorkspace } from './seed.js';

/**
 * `node --import tsx bench/export.ts [--issues N]` (docs/performance.md, "Export and import"): seeds a
 * SQLite workspace of N issues (bench/seed.ts: comments, time, history) plus an attachment of 32 KiB and
 * an agent run with 20 transcript lines on every tenth issue, then runs the real `tandem admin export`
 * and `tandem admin import` (into a fresh SQLite database) as processes, timing each and reading its
 * peak resident memory from /usr/bin/time. Default N is 10,000; never fails because of speed.
 */
const issuesArgument = process.argv.indexOf('--issues');
const ISSUES = issuesArgument > 0 ? Number(process.argv[issuesArgument + 1]) : 10_000;
const ROOT = new URL('..', import.meta.url).pathname;

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
  const imported = timed(['admin', 'import', '--from', file], {
    SERVICE_DATABASE_URL: `sqlite:${join(dir, 'target.db')}`,
    SERVICE_STORAGE_DIR: join(dir, 'target-files'),
  });
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
    `| import | ${imported.seconds.toFixed(1)} s | ${imported.peakMib.toFixed(0)} MiB |\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
