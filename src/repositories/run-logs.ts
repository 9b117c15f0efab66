import type { Executor } from '../db/connection.js';
import type { RunLogLinesTable } from '../db/schema.js';
import { fetchPage } from './paging.js';

/** Queries of run transcripts (run_log_lines), each taking the caller's transaction. */
export async function lastLogSeq(db: Executor, runId: string): Promise<number> {
  const row = await db
    .selectFrom('run_log_lines')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('run_id', '=', runId)
    .executeTakeFirst();
  return row?.seq === null || row?.seq === undefined ? 0 : Number(row.seq);
}

export async function insertLogLines(db: Executor, lines: RunLogLinesTable[]): Promise<void> {
  if (lines.length > 0) await db.insertInto('run_log_lines').values(lines).execute();
}

/** Lines after `afterSeq`, oldest first, one page of them and how many there are in all. */
export async function listLogLines(
  db: Executor,
  runId: string,
  afterSeq: number,
  limit: number,
  offset: number,
) {
  const query = db
    .selectFrom('run_log_lines')
    .selectAll()
    .where('run_id', '=', runId)
    .where('seq', '>', afterSeq)
    .orderBy('seq');
  return fetchPage(query, limit, offset);
}

/** The last `count` stderr lines one attempt wrote, oldest first. */
export async function lastStderrLines(db: Executor, runId: string, attempt: number, count: number) {
  const rows = await db
    .selectFrom('run_log_lines')
    .select('text')
    .where('run_id', '=', runId)
    .where('attempt', '=', attempt)
    .where('stream', '=', 'stderr')
    .orderBy('seq', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => row.text).reverse();
}
