import { type Db, type Executor, inTransaction } from '../../db/connection.js';
import type { RunLogLine, RunLogLinesTable } from '../../db/schema.js';
import { findAgentCustomEnv } from '../../repositories/agents.js';
import { insertLogLines, lastLogSeq, lastStderrLines, listLogLines } from '../../repositories/run-logs.js';
import { updateRunWhere } from '../../repositories/runs.js';
import type { LogLineView } from '../../schemas/runs.js';
import type { Caller } from '../caller.js';
import { ConflictError } from '../../errors.js';
import { publishRunChange } from '../live-changes.js';
import { nowOf, type SystemContext } from '../context.js';
import { agentEnvironment } from './agent-settings.js';
import { LOG_CUT_MARKER, MAX_LOG_BYTES } from '../../schemas/limits.js';
import { REPORTABLE } from './run-lifecycle.js';
import { LEASE_LOST, leasedRunOfRuntime, type LeaseCall } from './run-leases.js';
import { visibleRunRow } from './runs.js';
import { secretMasker } from '../../schemas/secret-mask.js';
import { secretValuesForMasking } from './agent-config.js';
import type { SecretBox } from '../secret-box.js';

/**
 * A run's transcript: the lines its COMMAND wrote, streamed by the runner while the run goes on
 * (docs/runner-protocol.md, "Transcript"), readable with `GET /runs/{ulid}/log`. The server masks the
 * agent's custom environment values itself and caps a run's transcript at MAX_LOG_BYTES, ending it
 * with one marker line.
 */
export const STDERR_TAIL_LINES = 20;
export const STDERR_TAIL_BYTES = 2048;

export type LogStream = 'stdout' | 'stderr';

export interface LogLineInput {
  stream: LogStream;
  /** When the runner read the line; the server's time when absent. */
  at?: string;
  text: string;
}

export function presentLogLine(line: RunLogLine): LogLineView {
  return {
    seq: Number(line.seq),
    attempt: Number(line.attempt),
    stream: line.stream,
    at: line.at,
    text: line.text,
  };
}

/** The agent's custom environment values and its secrets (those that open) are masked. */
export async function maskerForAgent(db: Executor, agentId: number, secretBox: SecretBox | null) {
  const agent = await findAgentCustomEnv(db, agentId);
  return secretMasker([
    ...Object.values(agentEnvironment(agent?.custom_env ?? null)),
    ...(await secretValuesForMasking(db, secretBox, agentId)),
  ]);
}

/** The lines that still fit under the cap, with the marker once the cap is reached. */
function withinCap(lines: Omit<RunLogLinesTable, 'seq'>[], bytesSoFar: number) {
  const kept: Omit<RunLogLinesTable, 'seq'>[] = [];
  let bytes = bytesSoFar;
  for (const line of lines) {
    if (bytes >= MAX_LOG_BYTES) break;
    const size = Buffer.byteLength(line.text);
    if (bytes + size > MAX_LOG_BYTES) {
      kept.push({ ...line, stream: 'runner', text: LOG_CUT_MARKER });
      return { kept, bytes: MAX_LOG_BYTES };
    }
    kept.push(line);
    bytes += size;
  }
  return { kept, bytes };
}

/**
 * `POST /runs/{run}/log` of the runner API. `fromLine` numbers the batch's first line among those the
 * current lease has sent (from 0): a batch sent again after a lost answer is stored once. One
 * transaction, starting with a conditional update of the run that checks the lease and (PostgreSQL)
 * locks the run, so two batches of one run never take the same `seq`.
 */
export interface LogBatch extends LeaseCall {
  fromLine: number | undefined;
  lines: LogLineInput[];
  secretBox?: SecretBox | null;
}

export async function appendRunLog(
  db: Db,
  ctx: SystemContext,
  { caller, run: reference, leaseToken, fromLine, lines, secretBox = null }: LogBatch,
): Promise<{ lines: LogLineView[] }> {
  const { run, digest } = await leasedRunOfRuntime(db, caller, reference, leaseToken);
  return inTransaction(db, async (tx) => {
    // Live readers of the transcript read the new lines once committed.
    await publishRunChange(tx, ctx.publishers.runs, {
      event: 'run.log',
      workspaceId: run.workspace_id,
      runId: run.id,
    });
    const now = nowOf(ctx);
    const held = await updateRunWhere(
      tx,
      run.id,
      // A late batch (the lease expired, nobody claimed the run since) is still the attempt's transcript.
      { statuses: REPORTABLE, leaseDigest: digest, runtimeId: caller.runtime.id },
      // A transcript line is a sign of life: stall detection counts from here (decisions §12.7).
      lines.length > 0 ? { updated_at: now, last_activity_at: now } : { updated_at: now },
    );
    if (!held) throw new ConflictError(LEASE_LOST);
    const received = Number(held.log_lines_received);
    const start = fromLine ?? received;
    const fresh = lines.slice(Math.max(0, received - start));
    const mask = await maskerForAgent(tx, held.agent_id, secretBox);
    const { kept, bytes } = withinCap(
      fresh.map((line) => ({
        run_id: held.id,
        attempt: Number(held.attempts),
        stream: line.stream,
        at: line.at === undefined ? now : new Date(line.at).toISOString(),
        text: mask(line.text),
      })),
      Number(held.log_bytes),
    );
    const first = (await lastLogSeq(tx, held.id)) + 1;
    const rows = kept.map((line, index) => ({ ...line, seq: first + index }));
    await insertLogLines(tx, rows);
    await updateRunWhere(
      tx,
      held.id,
      { statuses: REPORTABLE },
      { log_bytes: bytes, log_lines_received: Math.max(received, start + lines.length) },
    );
    return { lines: rows.map(presentLogLine) };
  });
}

/** `GET /runs/{ulid}/log`: the run as `GET /runs/{ulid}` shows it (else 404), lines after `after`. */
export async function listRunLog(
  db: Executor,
  caller: Caller,
  reference: string,
  after: number,
  limit: number,
  offset: number,
) {
  const row = await visibleRunRow(db, caller, reference);
  const { rows, total } = await listLogLines(db, row.id, after, limit, offset);
  return { items: rows.map(presentLogLine), total };
}

/**
 * What a failed run's `error` ends with: the last lines of standard error its attempt streamed (at
 * most STDERR_TAIL_LINES lines and STDERR_TAIL_BYTES bytes, the newest kept), or null when it wrote none.
 */
export async function stderrTail(db: Executor, runId: string, attempt: number): Promise<string | null> {
  const lines = await lastStderrLines(db, runId, attempt, STDERR_TAIL_LINES);
  const kept: string[] = [];
  let bytes = 0;
  for (const line of lines.reverse()) {
    bytes += Buffer.byteLength(line) + 1;
    if (bytes > STDERR_TAIL_BYTES) break;
    kept.unshift(line);
  }
  // One line longer than the whole allowance: its end.
  if (kept.length === 0 && lines.length > 0) kept.push(lines[0]!.slice(-STDERR_TAIL_BYTES));
  const text = kept.join('\n').trimEnd();
  return text === '' ? null : text;
}
