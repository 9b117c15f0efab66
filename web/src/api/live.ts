/**
 * Live updates for any page: one EventSource on `GET /api/v1/events` (the session's cookie
 * authenticates it) shared by every subscriber of the tab. Each SSE message is a workspace event
 * named like its webhook (`issue.updated`, `comment.created`, `run.updated`…) with its JSON payload;
 * pages decide which of their queries an event touches and invalidate them. The browser resends
 * `Last-Event-ID` when it reconnects by itself, so a short drop loses nothing; after the stream was
 * closed (the server refused it or went away) a new one is opened with a growing pause, and every
 * subscriber is told to refetch, since what happened in between was not replayed.
 */
import { useEffect, useRef, useState } from 'react';

export interface LiveEvent {
  name: string;
  id: string;
  data: Record<string, unknown>;
}

export type LiveState = 'connecting' | 'live' | 'offline';

interface Subscriber {
  onEvent: (event: LiveEvent) => void;
  onResync: () => void;
  onState: (state: LiveState) => void;
}

/** Event names the stream sends (webhook names plus the interface's own); unknown ones are harmless. */
export const LIVE_EVENT_NAMES = [
  'issue.created',
  'issue.updated',
  'issue.status_changed',
  'issue.assigned',
  'issue.deleted',
  'comment.created',
  'comment.updated',
  'comment.edited',
  'comment.withdrawn',
  'attachment.created',
  'attachment.deleted',
  'run.queued',
  'run.updated',
  'run.completed',
  'run.failed',
  'delivery.recorded',
  'time.logged',
  'timer.updated',
  'inbox.created',
  'message',
] as const;

const EVENTS_PATH = '/api/v1/events';
const MAX_PAUSE_MS = 30_000;

const subscribers = new Set<Subscriber>();
let source: EventSource | null = null;
let state: LiveState = 'connecting';
let reopenTimer: ReturnType<typeof setTimeout> | null = null;
let pauseMs = 1000;
let wasOpen = false;

function setState(next: LiveState) {
  state = next;
  for (const subscriber of subscribers) subscriber.onState(next);
}

function dispatch(name: string, message: { data: string; lastEventId: string }) {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(message.data);
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // A payload that is not JSON still says that something changed.
  }
  const event: LiveEvent = { name, id: message.lastEventId, data };
  for (const subscriber of subscribers) subscriber.onEvent(event);
}

function open() {
  reopenTimer = null;
  const stream = new EventSource(EVENTS_PATH);
  source = stream;
  setState('connecting');
  stream.onopen = () => {
    pauseMs = 1000;
    // A reconnection (not the first connection) may have missed events: refetch what is shown.
    if (wasOpen) for (const subscriber of subscribers) subscriber.onResync();
    wasOpen = true;
    setState('live');
  };
  stream.onerror = () => {
    if (stream.readyState === EventSource.CLOSED) {
      source = null;
      setState('offline');
      if (subscribers.size > 0) {
        reopenTimer = setTimeout(open, pauseMs);
        pauseMs = Math.min(pauseMs * 2, MAX_PAUSE_MS);
      }
    } else {
      setState('connecting');
    }
  };
  for (const name of LIVE_EVENT_NAMES) {
    stream.addEventListener(name, (message) => dispatch(name, message));
  }
}

function close() {
  if (reopenTimer) clearTimeout(reopenTimer);
  reopenTimer = null;
  source?.close();
  source = null;
  wasOpen = false;
  pauseMs = 1000;
  state = 'connecting';
}

/**
 * Calls `onEvent` for every live event while the component is mounted, `onResync` after a
 * reconnection that may have missed some, and answers the stream's state for an indicator.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void, onResync: () => void): LiveState {
  const [current, setCurrent] = useState<LiveState>(state);
  const handlers = useRef({ onEvent, onResync });
  handlers.current = { onEvent, onResync };
  useEffect(() => {
    const subscriber: Subscriber = {
      onEvent: (event) => handlers.current.onEvent(event),
      onResync: () => handlers.current.onResync(),
      onState: setCurrent,
    };
    subscribers.add(subscriber);
    if (!source && !reopenTimer) open();
    setCurrent(state);
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0) close();
    };
  }, []);
  return current;
}
