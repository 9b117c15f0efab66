import { nowIso } from '../clock.js';
import { afterCommit, type Executor } from '../db/connection.js';
import { isPostgres } from '../db/migration-helpers.js';
import { LIVE_EVENTS_CHANNEL, liveEventsChannel, signalInProcess } from '../realtime/live-signal.js';
import { findAgentVisibility } from '../repositories/agents.js';
import { insertLiveEvents, notifyLiveEvents, type NewLiveEvent } from '../repositories/live-events.js';
import { withoutSecrets } from '../schemas/event-data.js';
import type { LiveEventData } from '../schemas/live-events.js';

/**
 * Live workspace events for browsers (`GET /api/v1/events`, issue 19). Every event the emitter writes
 * to the outbox is also written here, in the same transaction, and announced at commit:
 * - on PostgreSQL by a NOTIFY sent once that transaction has committed (never for a rollback), to the
 *   listener of every API node, whichever process wrote the event; a signal lost to a crash between
 *   the commit and the NOTIFY only delays the events until the hubs' regular look;
 * - on SQLite (one node) to this process's hubs once the current tick is over: the one connection is
 *   busy until the transaction ends, so what they read next sees the commit. Events written by another
 *   process (a worker) are found by the hub's regular look.
 * The hub then numbers the committed events (`seq`, in commit order) and streams them, each with the
 * stream's own body (`LiveEventData`, src/schemas/live-events.ts), never a webhook's.
 */

/** Kept this long for replay (`Last-Event-ID`); a stream resuming from further back is told to reload. */
export const LIVE_EVENT_RETENTION_MS = 24 * 3600 * 1000;

/** The body of a live event as the stream sends it: when, and its object without secrets. */
function liveEventBody(data: Record<string, unknown>, at: string): string {
  const body: LiveEventData = { occurred_at: at, object: withoutSecrets(data) as Record<string, unknown> };
  return JSON.stringify(body);
}

/**
 * Who may see an event: everybody in the workspace, or, for a run of a private agent (whose runs only
 * its owner can read), its owner alone.
 */
async function audienceOf(
  db: Executor,
  workspaceId: number,
  data: Record<string, unknown>,
): Promise<number | null> {
  const agent = data.agent as { id?: unknown } | null | undefined;
  if (!agent || typeof agent.id !== 'number') return null;
  const row = await findAgentVisibility(db, workspaceId, agent.id);
  return row && row.visibility === 'private' ? (row.owner_user_id ?? -1) : null;
}

/** The live log's rows for these events, their bodies and audiences fixed now. */
export async function liveEventRows(
  db: Executor,
  workspace: { id: number; slug: string },
  events: readonly { event: string; data: Record<string, unknown> }[],
): Promise<NewLiveEvent[]> {
  const now = nowIso();
  const rows: NewLiveEvent[] = [];
  for (const { event, data } of events) {
    rows.push({
      workspace_id: workspace.id,
      event,
      body: liveEventBody(data, now),
      audience_user_id: await audienceOf(db, workspace.id, data),
      created_at: now,
    });
  }
  return rows;
}

/** Writes the events to the live log with the caller's executor and announces them at commit. */
export async function recordLiveEvents(
  db: Executor,
  workspace: { id: number; slug: string },
  events: readonly { event: string; data: Record<string, unknown> }[],
): Promise<void> {
  if (events.length === 0) return;
  await insertLiveEvents(db, await liveEventRows(db, workspace, events));
  await announceLiveEvents(db, workspace.id);
}

/**
 * Tells every API node's hub that the workspace has new live events, once the caller's transaction
 * has committed them (for a caller that wrote them itself: issue creation, src/domain/issues/issues.ts).
 */
export async function announceLiveEvents(db: Executor, workspaceId: number): Promise<void> {
  const signal = { workspaceId };
  if (isPostgres(db)) {
    const message = liveEventsChannel.encode(signal);
    // After the commit rather than inside: a NOTIFY serialises the commits of every notifying
    // transaction, and issue creation still holds its number's row lock then. A signal lost to a crash
    // between the two only delays the events until the hubs' regular look (positions are in the log).
    const announced = afterCommit(db, `live-events:${workspaceId}`, (root) => {
      notifyLiveEvents(root, LIVE_EVENTS_CHANNEL, message).catch(() => undefined);
    });
    if (!announced) await notifyLiveEvents(db, LIVE_EVENTS_CHANNEL, message);
  } else {
    signalInProcess(signal);
  }
}
