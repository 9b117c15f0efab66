/**
 * Live whiteboard updates travel between API nodes as small change signals on a bus; each node loads
 * the element once and fans it out to its own open streams (see hub.ts). Signals carry ids only, so they
 * stay far below PostgreSQL's 8000-byte NOTIFY limit whatever a note says, and every node reads the
 * committed row rather than trusting a payload.
 */
export interface BoardChange {
  event: 'element.created';
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
      value.event === 'element.created' &&
      typeof value.workspaceId === 'number' &&
      typeof value.whiteboardId === 'string' &&
      typeof value.elementId === 'string'
    ) {
      return {
        event: value.event,
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
