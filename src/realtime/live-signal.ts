import type { BusChannel } from './bus.js';

/**
 * The signal that a workspace has new live events (issue 19): on PostgreSQL a NOTIFY on
 * LIVE_EVENTS_CHANNEL reaching every API node; on SQLite (one node) an announcement inside this
 * process. The events themselves are in the live log; the signal only says where to look.
 */
export const LIVE_EVENTS_CHANNEL = 'tandem_live_events';

export interface LiveSignal {
  workspaceId: number;
}

export const liveEventsChannel: BusChannel<LiveSignal> = {
  name: LIVE_EVENTS_CHANNEL,
  encode: (signal) => String(signal.workspaceId),
  decode: (message) => (/^[0-9]{1,10}$/.test(message) ? { workspaceId: Number(message) } : null),
};

type SignalListener = (signal: LiveSignal) => void;
const listeners = new Set<SignalListener>();

/** In-process announcements (SQLite). */
export function onLiveEventsRecorded(listener: SignalListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's hubs, once the current tick is over (the one connection is busy until then). */
export function signalInProcess(signal: LiveSignal): void {
  if (listeners.size === 0) return;
  setImmediate(() => {
    for (const listener of listeners) listener(signal);
  });
}
