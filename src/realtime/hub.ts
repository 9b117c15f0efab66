import { AppError } from '../errors.js';
import type { BoardChange, ChangeBus } from './bus.js';

/** One open live stream, as the hub sees it. */
export interface BoardSubscriber {
  workspaceId: number;
  deliver(event: string, data: unknown): void;
  /** Ends the stream (the application is shutting down). */
  close(): void;
}

export class LiveUpdatesUnavailableError extends AppError {
  readonly status = 503;
  constructor() {
    super('Live updates are unavailable at the moment; load the board again later.');
  }
}

/** Every hub of this process, for the diagnostic count below. */
const liveHubs = new Set<BoardHub>();

/** Live streams open in this process (all applications): what operators and tests look at. */
export function openLiveStreams(): number {
  let count = 0;
  for (const hub of liveHubs) count += hub.openStreams;
  return count;
}

interface Logger {
  warn(object: unknown, message: string): void;
}

/**
 * The fan-out of one API node: open streams register per board; every change signal from the bus is
 * turned into the element (one query per change, whatever the number of streams) and written to this
 * node's streams of that board, in the order the signals arrived.
 */
export class BoardHub {
  private readonly boards = new Map<string, Set<BoardSubscriber>>();
  private started: Promise<void> | null = null;
  private deliveries: Promise<void> = Promise.resolve();

  constructor(
    /** The element as streams show it (the domain's view), null when it is gone. */
    private readonly loadElement: (workspaceId: number, elementId: string) => Promise<unknown>,
    private readonly bus: ChangeBus,
    private readonly log: Logger,
  ) {
    liveHubs.add(this);
  }

  /** Registers a stream; resolves once changes published from now on will reach it. */
  async subscribe(whiteboardId: string, subscriber: BoardSubscriber): Promise<() => void> {
    try {
      await this.start();
    } catch (error) {
      this.log.warn({ err: error }, 'live updates: the change bus could not be reached');
      throw new LiveUpdatesUnavailableError();
    }
    let subscribers = this.boards.get(whiteboardId);
    if (!subscribers) this.boards.set(whiteboardId, (subscribers = new Set()));
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && this.boards.get(whiteboardId) === subscribers)
        this.boards.delete(whiteboardId);
    };
  }

  /**
   * Announces a committed change to every node. Best effort: the change is already saved, so a bus
   * outage is logged rather than failing the request that made it.
   */
  async publish(change: BoardChange): Promise<void> {
    try {
      await this.bus.publish(change);
    } catch (error) {
      this.log.warn({ err: error, change }, 'live updates: a change could not be published');
    }
  }

  get openStreams(): number {
    let count = 0;
    for (const subscribers of this.boards.values()) count += subscribers.size;
    return count;
  }

  /** Ends every open stream, so that the server can close (called before it does). */
  closeStreams(): void {
    for (const subscribers of [...this.boards.values()])
      for (const subscriber of [...subscribers]) subscriber.close();
  }

  async close(): Promise<void> {
    liveHubs.delete(this);
    this.closeStreams();
    await this.bus.close();
  }

  private start(): Promise<void> {
    this.started ??= this.bus
      .start(
        (change) => {
          this.deliveries = this.deliveries.then(() => this.deliver(change));
        },
        () => this.resync(),
      )
      .catch((error: unknown) => {
        this.started = null;
        throw error;
      });
    return this.started;
  }

  private async deliver(change: BoardChange): Promise<void> {
    const subscribers = this.boards.get(change.whiteboardId);
    if (!subscribers || subscribers.size === 0) return;
    try {
      const element =
        change.event === 'element.deleted'
          ? { ulid: change.elementId }
          : await this.loadElement(change.workspaceId, change.elementId);
      if (!element) return;
      for (const subscriber of [...subscribers]) {
        if (subscriber.workspaceId !== change.workspaceId) continue;
        subscriber.deliver(change.event, { whiteboard: change.whiteboardId, element });
      }
    } catch (error) {
      this.log.warn({ err: error, change }, 'live updates: a change could not be delivered');
    }
  }

  /** The bus was lost and is back: changes may have been missed, so clients reload their boards. */
  private resync(): void {
    for (const [whiteboardId, subscribers] of this.boards) {
      for (const subscriber of [...subscribers]) subscriber.deliver('resync', { whiteboard: whiteboardId });
    }
  }
}
