import type { OutgoingHttpHeaders } from 'node:http';
import { describeOperations } from '../openapi.js';
import { authenticate } from '../../domain/people/auth.js';
import { callerActorKey, viewingPersonId } from '../../domain/caller.js';
import { ValidationError } from '../../errors.js';
import type { LiveSubscriber } from '../../realtime/live-hub.js';
import { SseStream } from '../../realtime/sse.js';
import { credentialOf } from '../credential.js';
import { EventsQuery } from '../../schemas/events.js';
import { LiveEventData } from '../../schemas/live-events.js';
import type { RouteModule } from '../types.js';
import { KEEP_ALIVE_MS } from './whiteboards.js';

/** A stream's person is checked again this often at most, before events and at keep-alives. */
const RECHECK_MS = 5_000;

function lastEventIdOf(header: string | string[] | undefined, query: string | undefined): number | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() || query;
  if (value === undefined || value === '') return null;
  if (!/^[0-9]{1,15}$/.test(value)) {
    throw ValidationError.field(
      'last_event_id',
      'The Last-Event-ID must be the id of an event received earlier.',
    );
  }
  return Number(value);
}

/**
 * The stream as the description shows it. OpenAPI 3.1 has no schema for the messages of a stream, so the
 * body is a string and the JSON of each event message's `data:` is given beside it (`x-event-data`).
 */
const liveStreamResponse = {
  description:
    'Server-Sent Events: `ready` (`data: {"last_event_id": N}`), then one message per workspace event ' +
    '(`id:` the event id, `event:` its name, `issue.created`, `comment.created`, `run.failed`…; ' +
    '`data:` `{"occurred_at", "object"}`, see `x-event-data`), `resync` (`data: {"reason"}`) when missed ' +
    'events cannot be replayed, and keep-alive comments.',
  content: { 'text/event-stream': { schema: { type: 'string' }, 'x-event-data': LiveEventData } },
};

/**
 * `GET /events`: the workspace's events as Server-Sent Events, for browsers (a session cookie) and any
 * other client (a bearer token). The hub and its signal are made with the application's services.
 */
export const eventRoutes: RouteModule = (app, { db, live }) => {
  const operation = describeOperations('events');
  const hub = live.events;

  app.get(
    '/events',
    {
      exposeHeadRoute: false,
      schema: {
        ...operation(
          'streamEvents',
          "Follow the workspace's events",
          'Server-Sent Events of everything that happens in the workspace, each event named like its webhook with the object a webhook would carry; resumes with `Last-Event-ID`.',
        ),
        querystring: EventsQuery,
        response: {
          200: liveStreamResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = request.caller;
      const lastEventId = lastEventIdOf(request.headers['last-event-id'], request.query.last_event_id);
      const credential = credentialOf(request);
      let checkedAt = Date.now();
      let allowed = true;
      const stillAllowed = async (): Promise<boolean> => {
        if (Date.now() - checkedAt < RECHECK_MS) return allowed;
        checkedAt = Date.now();
        try {
          const now = await authenticate(db, credential);
          allowed =
            now.workspace.id === caller.workspace.id && callerActorKey(now) === callerActorKey(caller);
        } catch {
          allowed = false;
        }
        return allowed;
      };
      const stream = new SseStream(reply.raw, {
        keepAliveMs: KEEP_ALIVE_MS,
        onKeepAlive: () => {
          checkedAt = 0;
          void stillAllowed().then((ok) => ok || stream.end());
        },
      });
      // Nothing is written before the headers: the queue opens with the stream.
      let opened!: () => void;
      let queue: Promise<unknown> = new Promise<void>((resolve) => (opened = resolve));
      const inOrder = (write: () => void) => {
        queue = queue.then(async () => {
          if (stream.isClosed) return;
          if (await stillAllowed()) write();
          else stream.end();
        });
      };
      const subscriber: LiveSubscriber = {
        workspaceId: caller.workspace.id,
        // An agent (run token) sees the workspace's events, none addressed to one person.
        userId: viewingPersonId(caller),
        lastSeq: 0,
        ready: (position) => inOrder(() => stream.send('ready', { last_event_id: position }, position)),
        deliver: (row) => inOrder(() => stream.sendJson(row.event, row.body, row.seq)),
        resync: (head, reason) => inOrder(() => stream.send('resync', { reason }, head)),
        close: () => stream.end(),
      };
      const unsubscribe = await hub.subscribe(subscriber, lastEventId);
      stream.onClose(unsubscribe);
      reply.hijack();
      stream.open(reply.getHeaders() as OutgoingHttpHeaders);
      opened();
    },
  );
};
