import type { OutgoingHttpHeaders } from 'node:http';
import { describeOperations } from '../openapi.js';
import { authenticate } from '../../domain/people/auth.js';
import { canSeeWhiteboard } from '../../domain/policy.js';
import {
  addNote,
  getVisibleBoard,
  listVisibleBoards,
  presentBoard,
  presentElement,
} from '../../domain/knowledge/whiteboards.js';
import type { BoardSubscriber } from '../../realtime/hub.js';
import { SseStream } from '../../realtime/sse.js';
import { credentialOf } from '../credential.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery, PageQuery, MediaResponse } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';
import {
  ElementSchema,
  WhiteboardSummarySchema,
  WhiteboardSchema,
  NoteBody,
  BoardParams,
} from '../../schemas/whiteboards.js';

/** How often an idle live stream carries a keep-alive comment. */
export const KEEP_ALIVE_MS = 15_000;

export const whiteboardRoutes: RouteModule = (app, services) => {
  const operation = describeOperations('whiteboards');
  const { db, config } = services;
  const hub = services.live.boards;

  app.get(
    '/whiteboards',
    {
      schema: {
        ...operation('listWhiteboards', 'List whiteboards', 'The boards the caller can see.'),
        querystring: PageQuery,
        response: { 200: Collection(WhiteboardSummarySchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listVisibleBoards(db, request.caller, limit, offset),
      ),
  );

  app.get(
    '/whiteboards/:whiteboard',
    {
      schema: {
        ...operation('getWhiteboard', 'Get a whiteboard', 'One board with its elements.'),
        params: BoardParams,
        querystring: EmptyQuery,
        response: { 200: Data(WhiteboardSchema) },
      },
    },
    async (request) => {
      const board = await getVisibleBoard(db, request.caller, request.params.whiteboard);
      return { data: await presentBoard(db, board) };
    },
  );

  app.post(
    '/whiteboards/:whiteboard/notes',
    {
      schema: {
        ...operation(
          'createWhiteboardNote',
          'Add a note to a whiteboard',
          'Adds a note or box with text; it appears live to everybody with the board open.',
        ),
        params: BoardParams,
        body: NoteBody,
        querystring: EmptyQuery,
        response: { 201: Data(ElementSchema) },
      },
    },
    async (request, reply) => {
      const { element } = await inTransaction(db, (tx) =>
        addNote(tx, request.ctx, { ...request.body, whiteboard: request.params.whiteboard }),
      );
      return reply.status(201).send({ data: presentElement(element) });
    },
  );

  /**
   * Server-Sent Events: `ready` once the stream is live, then `element.created` for every element added
   * to the board on any node, `resync` when updates may have been missed (reload the board), and
   * keep-alive comments. The token is checked again before each event and at each keep-alive.
   */
  app.get(
    '/whiteboards/:whiteboard/events',
    {
      exposeHeadRoute: false,
      schema: {
        ...operation(
          'streamWhiteboardEvents',
          'Follow a whiteboard',
          "Server-Sent Events of the board's changes (`element.created`, `element.updated`, `element.deleted`, `resync`).",
        ),
        params: BoardParams,
        querystring: EmptyQuery,
        response: {
          200: MediaResponse(
            'Server-Sent Events: ready, element.created, element.updated, element.deleted, resync, and keep-alive comments.',
            'text/event-stream',
          ),
        },
      },
    },
    async (request, reply) => {
      const board = await getVisibleBoard(db, request.caller, request.params.whiteboard);
      const credential = credentialOf(request);
      const stillAllowed = async () => {
        try {
          const caller = await authenticate(db, credential);
          return caller.workspace.id === board.workspace_id && canSeeWhiteboard(caller, board);
        } catch {
          return false;
        }
      };
      const stream = new SseStream(reply.raw, {
        keepAliveMs: KEEP_ALIVE_MS,
        onKeepAlive: () => {
          void stillAllowed().then((allowed) => allowed || stream.end());
        },
      });
      // Events for one stream are written in order, each after its token check.
      let queue: Promise<unknown> = Promise.resolve();
      const subscriber: BoardSubscriber = {
        workspaceId: board.workspace_id,
        deliver: (event, data) => {
          queue = queue.then(async () => {
            if (stream.isClosed) return;
            if (await stillAllowed()) stream.send(event, data);
            else stream.end();
          });
        },
        close: () => stream.end(),
      };
      const unsubscribe = await hub.subscribe(board.id, subscriber);
      stream.onClose(unsubscribe);
      reply.hijack();
      stream.open(reply.getHeaders() as OutgoingHttpHeaders);
      stream.send('ready', { whiteboard: board.id });
    },
  );
};
