import { Type } from 'typebox';
import { INBOX_KINDS, listInbox, readInboxItem } from '../../domain/inbox.js';
import { respondWithPage } from '../envelope.js';
import {
  ActorSchema,
  Collection,
  Data,
  EmptyQuery,
  Nullable,
  PaginationQuery,
  parseQueryBoolean,
  PathId,
  QueryBoolean,
  StringEnum,
} from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';

export const InboxItemSchema = Type.Object({
  id: Type.Integer(),
  type: StringEnum(INBOX_KINDS),
  read: Type.Boolean(),
  read_at: Nullable(Type.String()),
  actor: Nullable(ActorSchema),
  issue: Type.Object({ id: Type.String(), title: Type.String() }),
  comment: Nullable(Type.Object({ id: Type.Integer(), excerpt: Type.String() })),
  run: Nullable(Type.String({ description: 'budget items: the ULID of the run a cap holds back' })),
  note: Nullable(Type.String({ description: 'budget items: what holds the run back' })),
  created_at: Type.String(),
});

/** The caller's own inbox (a new endpoint within v1): mentions by others, newest first. */
export const inboxRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/inbox',
    {
      schema: {
        querystring: Type.Object(
          { unread: Type.Optional(QueryBoolean), ...PaginationQuery },
          { additionalProperties: false },
        ),
        response: { 200: Collection(InboxItemSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listInbox(db, request.caller, {
          unreadOnly: parseQueryBoolean(request.query.unread) ?? false,
          limit,
          offset,
        }),
      ),
  );

  app.post(
    '/inbox/:id/read',
    {
      schema: {
        params: Type.Object({ id: PathId }),
        querystring: EmptyQuery,
        response: { 200: Data(InboxItemSchema) },
      },
    },
    async (request) => {
      const view = await inTransaction(db, (trx) => readInboxItem(trx, request.caller, request.params.id));
      return { data: view };
    },
  );
};
