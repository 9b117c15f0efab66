/**
 * Live whiteboard updates travel between API nodes as small change signals on a bus; each node loads
 * the element once and fans it out to its own open streams (see hub.ts). Signals carry ids only, so they
 * stay far below PostgreSQL's 8000-byte NOTIFY limit whatever a note says, and every node reads the
 * committed row rather than trusting a payload.
 */
/** What happened to an element: added (API or interface), changed or removed (interface). */
export const BOARD_CHANGE_EVENTS = ['element.created', 'element.updated', 'element.deleted'] as const;

export interface BoardChange {
  event: (typeof BOARD_CHANGE_EVENTS)[number];
  workspaceId: number;
  whiteboardId: string;
  elementId: string;
}

export interface ChangeBus<Change = BoardChange> {
  /** Sends a change to every node, this one included. Call it after the change has committed. */
  publish(change: Change): Promise<void>;
  /**
   * Starts receiving. Resolves once changes published from then on will arrive. `onResync` is called
   * after the connection to the bus was lost and restored: changes may have been missed meanwhile.
   */
  start(onChange: (change: Change) => void, onResync: () => void): Promise<void>;
  close(): Promise<void>;
}

/** A named channel of a bus and how its signals are written and read back. */
export interface BusChannel<Change> {
  name: string;
  encode(change: Change): string;
  /** Null for anything malformed (another program on the channel), which is dropped. */
  decode(message: string): Change | null;
}

export const BOARD_CHANNEL = 'tandem_whiteboard_changes';

export function encodeChange(change: BoardChange): string {
  return JSON.stringify(change);
}

/** Parses a signal from the bus; anything malformed (another program on the channel) is dropped. */
export function decodeChange(message: string): BoardChange | null {
  try {
    const value = JSON.parse(message) as Partial<BoardChange>;
    if (
      (BOARD_CHANGE_EVENTS as readonly unknown[]).includes(value.event) &&
      typeof value.workspaceId === 'number' &&
      typeof value.whiteboardId === 'string' &&
      typeof value.elementId === 'string'
    ) {
      return {
        event: value.event!,
        workspaceId: value.workspaceId,
        whiteboardId: value.whiteboardId,
        elementId: value.elementId,
      };
    }
  } catch {
    // Not JSON: not ours.
  }
  return null;
}

export const boardChannel: BusChannel<BoardChange> = {
  name: BOARD_CHANNEL,
  encode: encodeChange,
  decode: decodeChange,
};

/**
 * A run's transcript grew (`run.log`) or the run moved (`run.changed`): readers of its live stream
 * (GET /runs/{ulid}/log/stream) on every node read what is new.
 */
export interface RunChange {
  event: 'run.log' | 'run.changed';
  workspaceId: number;
  runId: string;
}

export const runChannel: BusChannel<RunChange> = {
  name: 'tandem_run_changes',
  encode: (change) => JSON.stringify(change),
  decode(message) {
    try {
      const value = JSON.parse(message) as Partial<RunChange>;
      if (
        (value.event === 'run.log' || value.event === 'run.changed') &&
        typeof value.workspaceId === 'number' &&
        typeof value.runId === 'string'
      ) {
        return { event: value.event, workspaceId: value.workspaceId, runId: value.runId };
      }
    } catch {
      // Not JSON: not ours.
    }
    return null;
  },
};
