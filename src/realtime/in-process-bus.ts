import { EventEmitter } from 'node:events';
import type { BoardChange, ChangeBus } from './bus.js';

/** One emitter per process; apps in the same process over the same database share a topic. */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

/**
 * The bus of a single node (SQLite without Redis): changes reach streams of this process only. Changes
 * made by another process (the admin CLI) are not pushed; clients see them when they reload the board.
 */
export class InProcessBus<Change = BoardChange> implements ChangeBus<Change> {
  private listener: ((change: Change) => void) | null = null;

  constructor(private readonly topic: string) {}

  async publish(change: Change): Promise<void> {
    emitter.emit(this.topic, change);
  }

  async start(onChange: (change: Change) => void): Promise<void> {
    if (this.listener) return;
    this.listener = onChange;
    emitter.on(this.topic, onChange);
  }

  async close(): Promise<void> {
    if (this.listener) emitter.off(this.topic, this.listener);
    this.listener = null;
  }
}
