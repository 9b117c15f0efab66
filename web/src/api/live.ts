/**
 * The live stream (`GET /api/v1/events`, server-sent events authenticated by the session cookie): one
 * EventSource per tab, shared by every page that listens. The browser's EventSource reconnects by
 * itself and sends `Last-Event-ID`, so nothing is lost across a dropped connection. A server without
 * the stream (404) closes it; we try again later and say the page is not live meanwhile.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { WEBHOOK_EVENTS } from '../lib/webhook-events.js';

export interface LiveEvent {
  /** The webhook event name: `issue.updated`, `comment.created`, `run.completed`, … */
  type: string;
  data: unknown;
}

export type LiveState = 'connecting' | 'live' | 'unavailable';

/**
 * Every event name the stream sends: the webhook events, and `resync` when events were missed that
 * cannot be replayed (everything is then to be read again).
 */
const EVENT_NAMES: string[] = [...WEBHOOK_EVENTS, 'resync'];

const RETRY_MS = 15_000;

const listeners = new Set<(event: LiveEvent) => void>();
const stateListeners = new Set<() => void>();
let source: EventSource | null = null;
let state: LiveState = 'connecting';
let retry: ReturnType<typeof setTimeout> | null = null;

function setState(next: LiveState) {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function connect() {
  if (source || listeners.size === 0) return;
  const opened = new EventSource('/api/v1/events', { withCredentials: true });
  source = opened;
  opened.onopen = () => setState('live');
  opened.onerror = () => {
    // CONNECTING: the browser retries on its own (with Last-Event-ID). CLOSED: the server refused.
    if (opened.readyState === EventSource.CLOSED) {
      opened.close();
      source = null;
      setState('unavailable');
      retry ??= setTimeout(() => {
        retry = null;
        connect();
      }, RETRY_MS);
    } else {
      setState('connecting');
    }
  };
  for (const name of EVENT_NAMES) {
    opened.addEventListener(name, (message) => {
      let data: unknown = null;
      try {
        data = JSON.parse((message as MessageEvent<string>).data);
      } catch {
        data = null;
      }
      for (const listener of listeners) listener({ type: name, data });
    });
  }
}

function disconnectWhenUnused() {
  if (listeners.size > 0) return;
  source?.close();
  source = null;
  if (retry) clearTimeout(retry);
  retry = null;
  setState('connecting');
}

/** Calls `listener` on every live event while the component is mounted; answers the stream's state. */
export function useLiveEvents(listener: (event: LiveEvent) => void): LiveState {
  const [stable] = useState(() => ({ current: listener }));
  stable.current = listener;
  useEffect(() => {
    const relay = (event: LiveEvent) => stable.current(event);
    listeners.add(relay);
    connect();
    return () => {
      listeners.delete(relay);
      disconnectWhenUnused();
    };
  }, [stable]);
  return useSyncExternalStore(
    (onChange) => {
      stateListeners.add(onChange);
      return () => stateListeners.delete(onChange);
    },
    () => state,
  );
}

/**
 * Keeps TanStack Query's cache current: an event about issues or comments refreshes the issue queries,
 * one about runs the run queries. Bursts (a bulk change) are folded into one refresh.
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
  return useLiveEvents((event) => {
    const subject = event.type.split('.')[0] ?? '';
    if (subject === 'issue' || subject === 'comment' || subject === 'resync') {
      pending.keys.add('issues');
      pending.keys.add('issue');
    }
    if (subject === 'run' || subject === 'issue' || subject === 'resync') pending.keys.add('runs');
    pending.timer ??= setTimeout(() => {
      pending.timer = null;
      for (const key of pending.keys) void queryClient.invalidateQueries({ queryKey: [key] });
      pending.keys.clear();
    }, 100);
  });
}
