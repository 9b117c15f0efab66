import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Caller } from './caller.js';
import type { BoardPublisher, RunPublisher } from './live-changes.js';

/**
 * Where a command's committed changes are announced to the live streams (live-changes.ts): the
 * application's hubs in `tandem serve`, a bus opened per change in the admin CLI and the worker.
 */
export interface Publishers {
  boards: BoardPublisher;
  runs: RunPublisher;
}

/**
 * What every domain command runs with besides its transaction and its input, the same whoever calls
 * it: the address links are made from, the clock, and the live publishers. The worker's jobs and the
 * admin CLI act as the system with this alone.
 */
export interface SystemContext {
  /** SERVICE_APP_URL: every link a view, a mail or a chat message carries starts with it. */
  appUrl: Config['appUrl'];
  clock: Clock;
  publishers: Publishers;
}

/**
 * A command acting for somebody: the system context and the caller (a person, or an agent through its
 * run). Commands take `(tx: Tx, ctx, input)`; queries `(db: Executor, ctx, input)`.
 */
export interface CommandContext extends SystemContext {
  caller: Caller;
}

/** The context of `caller` acting within `system`. */
export function actingAs(system: SystemContext, caller: Caller): CommandContext {
  return { ...system, caller };
}

/** The time of `ctx`'s clock as stored (ISO 8601 UTC). */
export function nowOf(context: Pick<SystemContext, 'clock'>): string {
  return context.clock.now().toISOString();
}
