import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../domain/people/auth.js';
import type { Caller } from '../domain/caller.js';
import { presentLogLine } from '../domain/runs/run-logs.js';
import { getRun, visibleRunRow } from '../domain/runs/runs.js';
import { listLogLines } from '../repositories/run-logs.js';
import { RunHub } from '../realtime/run-hub.js';
import { SseStream } from '../realtime/sse.js';
import { credentialOf } from './credential.js';
import type { Services } from './types.js';

/** How often an idle transcript stream carries a keep-alive comment (and the credential is checked). */
export const RUN_STREAM_KEEP_ALIVE_MS = 15_000;
/** Lines read and written per round, so a long backlog never sits in memory at once. */
const LINES_PER_ROUND = 500;

/** The cursor a client resumes from: `Last-Event-ID` (a line's `seq`) wins over `?after=`. */
function resumeFrom(request: FastifyRequest, after: number | undefined): number {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,10}$/.test(value.trim())) return Number(value.trim());
  return after ?? 0;
}

/**
 * `GET /runs/{ulid}/log/stream`: Server-Sent Events. `run` with the run (artifacts included) when the
 * stream opens and whenever the run changes, after the lines written before that state; `line` for each transcript line, `id:` its `seq`, so an
 * EventSource that reconnects resumes where it stopped; keep-alive comments. The credential is checked
 * again before each round and at each keep-alive: a revoked token or ended session ends the stream.
 */
export async function streamRunLog(
  services: Services,
  hub: RunHub,
  request: FastifyRequest,
  reply: FastifyReply,
  reference: string,
  after: number | undefined,
): Promise<void> {
  const { db } = services;
  const row = await visibleRunRow(db, request.caller, reference);
  let cursor = resumeFrom(request, after);
  let lastRun = '';
  const credential = credentialOf(request);
  const currentCaller = async (): Promise<Caller | null> => {
    try {
      const caller = await authenticate(db, credential);
      await visibleRunRow(db, caller, row.id);
      return caller;
    } catch {
      return null;
    }
  };
  const stream = new SseStream(reply.raw, {
    keepAliveMs: RUN_STREAM_KEEP_ALIVE_MS,
    onKeepAlive: () => {
      void currentCaller().then((caller) => caller || stream.end());
    },
  });

  const round = async () => {
    if (stream.isClosed) return;
    const caller = await currentCaller();
    if (!caller) return stream.end();
    // The run is read before the lines but sent after them: a runner writes its last lines before it
    // reports the end, so a finished `run` follows every line, and a client may close on it.
    const run = await getRun(db, caller, row.id, true);
    for (;;) {
      const { rows } = await listLogLines(db, row.id, cursor, LINES_PER_ROUND, 0);
      for (const line of rows) stream.send('line', presentLogLine(line), Number(line.seq));
      if (rows.length > 0) cursor = Number(rows[rows.length - 1]!.seq);
      if (rows.length < LINES_PER_ROUND || stream.isClosed) break;
    }
    const shown = JSON.stringify(run);
    if (shown !== lastRun && !stream.isClosed) {
      lastRun = shown;
      stream.send('run', run);
    }
  };
  // Rounds run one at a time; signals arriving meanwhile ask for one more round, not one each.
  let queue: Promise<void> = Promise.resolve();
  let waiting = false;
  const notify = () => {
    if (waiting) return;
    waiting = true;
    queue = queue.then(async () => {
      waiting = false;
      try {
        await round();
      } catch (error) {
        request.log.warn({ err: error, run: row.id }, 'live transcripts: a round failed');
        stream.end();
      }
    });
  };
  const unsubscribe = await hub.subscribe(row.id, {
    workspaceId: row.workspace_id,
    notify,
    close: () => stream.end(),
  });
  stream.onClose(unsubscribe);
  reply.hijack();
  stream.open(reply.getHeaders() as OutgoingHttpHeaders);
  notify();
}
