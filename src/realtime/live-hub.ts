import type { Db } from '../db/connection.js';
import { onLiveEventsRecorded, type LiveSignal } from './live-signal.js';
import {
  countEventsAfter,
  eventsAfter,
  sequenceBounds,
  sequencePendingEvents,
  type LiveEventRow,
} from '../repositories/live-events.js';
import type { ChangeBus } from './bus.js';
import { LiveUpdatesUnavailableError } from './hub.js';

/** At most this many missed events are replayed to a reconnecting stream; past that it reloads. */
export const MAX_REPLAYED_EVENTS = 1000;
const READ_BATCH = 500;

/** One open `GET /events` stream, as the hub sees it. */
export interface LiveSubscriber {
  workspaceId: number;
  userId: number;
  /** The `seq` of the last event this stream has passed (sent or not its to see). */
  lastSeq: number;
  /** The stream is live from `position` on (sent before any event). */
  ready(position: number): void;
  deliver(event: LiveEventRow): void;
  /** Events were missed and cannot be replayed: the client reloads what it shows. */
  resync(head: number, reason: string): void;
  close(): void;
}

interface Logger {
  warn(object: unknown, message: string): void;
}

/**
 * The live events of one API node. A signal (the bus at commit, an in-process announcement, the
 * regular look) makes it number newly committed events and stream, per workspace with open streams,
 * every event past each stream's position, in `seq` order: positions are in the log, not in memory,
 * so a lost signal delays events but never drops one.
 */
export class LiveEventHub {
  private readonly streams = new Map<number, Set<LiveSubscriber>>();
  private started: Promise<void> | null = null;
  private chain: Promise<void> = Promise.resolve();
  private pumpQueued = false;
  private timer: NodeJS.Timeout | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly bus: ChangeBus<LiveSignal> | null,
    private readonly log: Logger,
    /** The regular look, for events no signal announced (another process on SQLite, a bus outage). */
    private readonly lookEveryMs: number,
  ) {}

  /**
   * Registers a stream resuming after `lastEventId` (null: from now on). Resolves with the position the
   * stream starts from, once every event after it will reach the stream.
   */
  async subscribe(subscriber: LiveSubscriber, lastEventId: number | null): Promise<() => void> {
    try {
      await this.start();
    } catch (error) {
      this.log.warn({ err: error }, 'live events: the bus could not be reached');
      throw new LiveUpdatesUnavailableError();
    }
    await this.serially(async () => {
      await sequencePendingEvents(this.db);
      const { head, oldest } = await sequenceBounds(this.db);
      subscriber.lastSeq = head;
      const refusal =
        lastEventId === null ? null : await this.replayRefusal(subscriber, lastEventId, head, oldest);
      if (lastEventId !== null && refusal === null) subscriber.lastSeq = lastEventId;
      subscriber.ready(subscriber.lastSeq);
      if (refusal !== null) subscriber.resync(head, refusal);
    });
    let set = this.streams.get(subscriber.workspaceId);
    if (!set) this.streams.set(subscriber.workspaceId, (set = new Set()));
    set.add(subscriber);
    this.requestPump();
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.streams.get(subscriber.workspaceId) === set)
        this.streams.delete(subscriber.workspaceId);
    };
  }

  /** Why the events after `lastEventId` cannot be replayed, or null when they can. */
  private async replayRefusal(
    subscriber: LiveSubscriber,
    lastEventId: number,
    head: number,
    oldest: number | null,
  ): Promise<string | null> {
    if (lastEventId > head) return 'unknown_event_id';
    // Numbers are given without gaps from 1, so everything below the oldest kept one was removed.
    if (lastEventId < (oldest ?? head + 1) - 1) return 'expired';
    const missed = await countEventsAfter(this.db, subscriber.workspaceId, lastEventId);
    return missed > MAX_REPLAYED_EVENTS ? 'too_many' : null;
  }

  get openStreams(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  closeStreams(): void {
    for (const set of [...this.streams.values()]) for (const subscriber of [...set]) subscriber.close();
  }

  async close(): Promise<void> {
    this.closeStreams();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopListening?.();
    await this.bus?.close();
    await this.chain;
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      if (this.bus)
        await this.bus.start(
          () => this.requestPump(),
          () => this.requestPump(),
        );
      this.stopListening = onLiveEventsRecorded(() => this.requestPump());
      this.timer = setInterval(() => this.requestPump(), this.lookEveryMs);
      this.timer.unref();
    })().catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  private serially(task: () => Promise<void>): Promise<void> {
    const run = this.chain.then(task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** One pump at a time; signals arriving meanwhile make one more, not one each. */
  private requestPump(): void {
    if (this.pumpQueued || this.streams.size === 0) return;
    this.pumpQueued = true;
    void this.serially(async () => {
      this.pumpQueued = false;
      await this.pump();
    }).catch((error: unknown) => this.log.warn({ err: error }, 'live events: could not be read'));
  }

  private async pump(): Promise<void> {
    await sequencePendingEvents(this.db);
    for (const [workspaceId, set] of this.streams) {
      if (set.size === 0) continue;
      for (;;) {
        const from = Math.min(...[...set].map((subscriber) => subscriber.lastSeq));
        const rows = await eventsAfter(this.db, workspaceId, from, READ_BATCH);
        for (const row of rows) {
          for (const subscriber of set) {
            if (subscriber.lastSeq >= row.seq) continue;
            subscriber.lastSeq = row.seq;
            if (row.audience_user_id === null || row.audience_user_id === subscriber.userId) {
              subscriber.deliver(row);
            }
          }
        }
        if (rows.length < READ_BATCH) break;
      }
    }
  }
}
