/**
 * Live updates for any page: one EventSource on `GET /api/v1/events` (the session's cookie
 * authenticates it; docs/api.md, "Live events") shared by every subscriber of the tab. Each SSE message
 * is a workspace event named like its webhook (`issue.updated`, `comment.created`, `run.completed`…)
 * whose data is the stream's own `{occurred_at, object}` (src/schemas/live-events.ts); subscribers get
 * the object (the issue, comment or run) and decide which of their queries it touches. The browser
 * resends `Last-Event-ID` when it reconnects by itself; when the stream was closed and is opened again,
 * it asks for what came after the last event seen (`?last_event_id=`), so nothing is lost. When the
 * server cannot replay (`event: resync`), every subscriber is told to refetch what it shows.
 *
 * The cache rules of live events live here too (which queries an event refreshes), naming the keys the
 * resources' modules export.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { EVENT_NAMES, LIVE_ONLY_EVENT_NAMES } from '../../../src/schemas/enums.js';
import type { LiveEventData } from '../../../src/schemas/live-events.js';
import { eventConcernsIssue } from '../lib/issue-view.js';
import { CAPACITY_KEY, CYCLE_SCREEN_KEY } from './cycles.js';
import { INBOX_KEY, mayChangeInbox, unreadCountQuery } from './inbox.js';
import { ISSUE_KEY, issueKey } from './issue-page.js';
import { INSIGHTS_KEY } from './insights.js';
import { ISSUES_KEY } from './issues.js';
import { countListFollower, setStreamOpen } from './live-state.js';
import { RUNS_KEY } from './runs.js';
import { TIMER_KEY } from './timer.js';

export interface LiveEvent {
  name: string;
  id: string;
  /** What the event is about (`LiveEventData.object`); empty when the message could not be read. */
  object: Record<string, unknown>;
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
  setStreamOpen(next === 'live');
  for (const subscriber of subscribers) subscriber.onState(next);
}

/** The object of a message's data, or nothing for one that is not the stream's `{occurred_at, object}`. */
function objectOf(text: string): Record<string, unknown> {
  try {
    const { object } = JSON.parse(text) as Partial<LiveEventData>;
    if (object && typeof object === 'object') return object;
  } catch {
    // Not JSON: still says that something changed.
  }
  return {};
}

function dispatch(name: string, message: { data: string; lastEventId: string }) {
  if (message.lastEventId) lastEventId = message.lastEventId;
  const event: LiveEvent = { name, id: message.lastEventId, object: objectOf(message.data) };
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
  setStreamOpen(false);
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
 * What an event refreshes, by its subject (`issue` of `issue.updated`): an issue or a comment changes
 * the issue lists and pages, and with an issue its runs, the Cycles screen and capacity (estimates,
 * assignments and statuses count there); a run changes the runs. A resync refreshes all of them.
 */
function keysRefreshedBy(subject: string): QueryKey[] {
  const issues: QueryKey[] = [ISSUES_KEY, ISSUE_KEY];
  const planning: QueryKey[] = [CYCLE_SCREEN_KEY, CAPACITY_KEY];
  // Insights count issues' history and runs' cost: any change to either redraws them.
  if (subject === 'issue' || subject === 'resync') return [...issues, RUNS_KEY, ...planning, INSIGHTS_KEY];
  if (subject === 'comment') return issues;
  if (subject === 'run') return [RUNS_KEY, INSIGHTS_KEY];
  return [];
}

/**
 * Keeps TanStack Query's cache current for lists (the issues, runs, cycle and capacity pages): each
 * event refreshes what `keysRefreshedBy` says, a resync everything listed. Bursts (a bulk change, the
 * two events of one move) are folded into one refresh.
 */
export function useLiveQueries(): LiveState {
  const queryClient = useQueryClient();
  const [pending] = useState(() => ({
    timer: null as ReturnType<typeof setTimeout> | null,
    keys: new Map<string, QueryKey>(),
  }));
  useEffect(() => {
    // While this page follows the stream, a write of issues leaves its refresh to the live event.
    countListFollower(1);
    return () => {
      countListFollower(-1);
      if (pending.timer) clearTimeout(pending.timer);
    };
  }, [pending]);
  const refreshSoon = (subject: string) => {
    for (const key of keysRefreshedBy(subject)) pending.keys.set(JSON.stringify(key), key);
    if (pending.keys.size === 0) return;
    pending.timer ??= setTimeout(() => {
      pending.timer = null;
      for (const key of pending.keys.values()) void queryClient.invalidateQueries({ queryKey: key });
      pending.keys.clear();
    }, 100);
  };
  return useLiveEvents(
    (event) => refreshSoon(event.name.split('.')[0] ?? ''),
    () => refreshSoon('resync'),
  );
}

/** One issue's page: its events (and its comments', runs', files') refresh it; the timer and inbox follow theirs. */
export function useLiveIssue(identifier: string, issueNumber: number): LiveState {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: issueKey(identifier) });
  return useLiveEvents(
    (event) => {
      if (event.name.startsWith('timer.')) void queryClient.invalidateQueries({ queryKey: TIMER_KEY });
      if (event.name.startsWith('inbox.')) void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      if (eventConcernsIssue(event, issueNumber)) refresh();
    },
    () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: TIMER_KEY });
    },
  );
}

/** New mentions, assignments and failures, and reads elsewhere, refresh the queries under `key` as they happen. */
function useLiveInboxKey(key: QueryKey) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  useLiveEvents((event) => {
    if (mayChangeInbox(event.name)) refresh();
  }, refresh);
}

/** The inbox page: every inbox query is kept current by the live events. */
export const useLiveInbox = () => useLiveInboxKey(INBOX_KEY);

/** The navigation's unread count, kept current by the live events. */
export const useLiveUnreadCount = () => useLiveInboxKey(unreadCountQuery.queryKey);
