import type { ChangeBus, RunChange } from './bus.js';
import { LiveUpdatesUnavailableError } from './hub.js';

/** One open transcript stream: told that its run changed, it reads what is new itself. */
export interface RunSubscriber {
  workspaceId: number;
  notify(): void;
  /** Ends the stream (the application is shutting down). */
  close(): void;
}

interface Logger {
  warn(object: unknown, message: string): void;
}

/**
 * The fan-out of run change signals on one API node: the run commands publish a signal after each
 * committed transcript batch or move of a run; every node tells its open streams of that run, which
 * read the committed lines after their own cursor. A signal carries ids only. After a lost bus
 * connection every stream reads again, so nothing published meanwhile is missed.
 */
export class RunHub {
  private readonly runs = new Map<string, Set<RunSubscriber>>();
  private started: Promise<void> | null = null;

  constructor(
    private readonly bus: ChangeBus<RunChange>,
    private readonly log: Logger,
  ) {}

  async subscribe(runId: string, subscriber: RunSubscriber): Promise<() => void> {
    try {
      this.started ??= this.bus
        .start(
          (change) => this.deliver(change),
          () => this.everyone((subscriber) => subscriber.notify()),
        )
        .catch((error: unknown) => {
          this.started = null;
          throw error;
        });
      await this.started;
    } catch (error) {
      this.log.warn({ err: error }, 'live transcripts: the change bus could not be reached');
      throw new LiveUpdatesUnavailableError();
    }
    let subscribers = this.runs.get(runId);
    if (!subscribers) this.runs.set(runId, (subscribers = new Set()));
    subscribers.add(subscriber);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && this.runs.get(runId) === subscribers) this.runs.delete(runId);
    };
  }

  /** Best effort, after the commit: a lost signal only delays readers until the next one. */
  async publish(change: RunChange): Promise<void> {
    try {
      await this.bus.publish(change);
    } catch (error) {
      this.log.warn({ err: error, change }, 'live transcripts: a change could not be published');
    }
  }

  closeStreams(): void {
    this.everyone((subscriber) => subscriber.close());
  }

  async close(): Promise<void> {
    this.closeStreams();
    await this.bus.close();
  }

  private deliver(change: RunChange): void {
    for (const subscriber of [...(this.runs.get(change.runId) ?? [])]) {
      if (subscriber.workspaceId === change.workspaceId) subscriber.notify();
    }
  }

  private everyone(act: (subscriber: RunSubscriber) => void): void {
    for (const subscribers of [...this.runs.values()])
      for (const subscriber of [...subscribers]) act(subscriber);
  }
}
