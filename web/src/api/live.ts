/**
 * Live updates for any page: one EventSource on `GET /api/v1/events` (the session's cookie
 * authenticates it; docs/api.md, "Live events") shared by every subscriber of the tab. Each SSE message
 * is a workspace event named like its webhook (`issue.updated`, `comment.created`, `run.completed`…)
 * whose data is the webhook body; subscribers get the event's own `data` (the issue, comment or run)
 * and decide which of their queries it touches. The browser resends `Last-Event-ID` when it reconnects
 * by itself; when the stream was closed and is opened again, it asks for what came after the last
 * event seen (`?last_event_id=`), so nothing is lost. When the server cannot replay (`event: resync`),
 * every subscriber is told to refetch what it shows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { EVENT_NAMES, LIVE_ONLY_EVENT_NAMES } from '../../../src/schemas/enums.js';
import { INSIGHTS_KEY } from './insights.js';

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

/** Event names the stream sends: the webhook events of the contract and those of the stream alone (attachments). */
const LIVE_EVENT_NAMES: readonly string[] = [...EVENT_NAMES, ...LIVE_ONLY_EVENT_NAMES];

/** The stream's own messages: where it starts, and that missed events cannot be replayed. */
const READY = 'ready';
const RESYNC = 'resync';

const EVENTS_PATH = '/api/v1/events';
const MAX_PAUSE_MS = 30_000;

const subscribers = new Set<Subscriber>();
let source: EventSource | null = null;
let state: LiveState = 'connecting';
let reopenTimer: ReturnType<typeof setTimeout> | null = null;
let pauseMs = 1000;
let lastEventId: string | null = null;

function setState(next: LiveState) {
  state = next;
  for (const subscriber of subscribers) subscriber.onState(next);
}

function dispatch(name: string, message: { data: string; lastEventId: string }) {
  if (message.lastEventId) lastEventId = message.lastEventId;
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(message.data);
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // A payload that is not JSON still says that something changed.
  }
  // The body is the webhook's `{event, delivered_at, workspace, data}`; subscribers want its `data`.
  if (typeof data.event === 'string' && data.data && typeof data.data === 'object') {
    data = data.data as Record<string, unknown>;
  }
  const event: LiveEvent = { name, id: message.lastEventId, data };
  for (const subscriber of subscribers) subscriber.onEvent(event);
}

function open() {
  reopenTimer = null;
  const resume = lastEventId ? `?last_event_id=${encodeURIComponent(lastEventId)}` : '';
  const stream = new EventSource(`${EVENTS_PATH}${resume}`);
  source = stream;
  setState('connecting');
  stream.onopen = () => {
    pauseMs = 1000;
    setState('live');
  };
  stream.addEventListener(READY, (message) => {
    if (message.lastEventId) lastEventId = message.lastEventId;
  });
  stream.addEventListener(RESYNC, (message) => {
    if (message.lastEventId) lastEventId = message.lastEventId;
    for (const subscriber of subscribers) subscriber.onResync();
  });
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
  lastEventId = null;
  pauseMs = 1000;
  state = 'connecting';
}

/**
 * Calls `onEvent` for every live event while the component is mounted, `onResync` when events were
 * missed and could not be replayed, and answers the stream's state for an indicator.
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

/**
 * Keeps TanStack Query's cache current for lists: an event about issues or comments refreshes the issue
 * queries, one about runs the run queries, a resync everything listed. Bursts (a bulk change) are
 * folded into one refresh.
 */
export function useLiveQueries(): LiveState {
  const queryClient = useQueryClient();
  const [pending] = useState(() => ({
    timer: null as ReturnType<typeof setTimeout> | null,
    keys: new Set<string>(),
  }));
  useEffect(
    () => () => {
      if (pending.timer) clearTimeout(pending.timer);
    },
    [pending],
  );
  const refreshSoon = (subject: string) => {
    if (subject === 'issue' || subject === 'comment' || subject === 'resync') {
      pending.keys.add('issues');
      pending.keys.add('issue');
    }
    if (subject === 'run' || subject === 'issue' || subject === 'resync') pending.keys.add('runs');
    // Insights count issues' history and runs' cost: any change to either redraws them.
    if (subject === 'run' || subject === 'issue' || subject === 'resync') pending.keys.add(INSIGHTS_KEY[0]);
    pending.timer ??= setTimeout(() => {
      pending.timer = null;
      for (const key of pending.keys) void queryClient.invalidateQueries({ queryKey: [key] });
      pending.keys.clear();
    }, 100);
  };
  return useLiveEvents(
    (event) => refreshSoon(event.name.split('.')[0] ?? ''),
    () => refreshSoon('resync'),
  );
}
