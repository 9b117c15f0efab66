import { listInbox, readInboxItem } from '../../domain/issues/inbox.js';
import { describeOperations } from '../openapi.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery, parseQueryBoolean } from '../../schemas/common.js';
import { InboxItemParams, InboxItemSchema, InboxQuery } from '../../schemas/inbox.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';

/** The caller's own inbox (a new endpoint within v1): mentions by others, newest first. */
export const inboxRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('inbox');
  app.get(
    '/inbox',
    {
      schema: {
        ...operation('listInbox', 'List the inbox', "The caller's notifications, newest first."),
        querystring: InboxQuery,
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
        ...operation(
          'markInboxItemRead',
          'Mark an inbox item read',
          "Marks one of the caller's notifications read.",
        ),
        params: InboxItemParams,
        querystring: EmptyQuery,
        response: { 200: Data(InboxItemSchema) },
      },
    },
    async (request) => {
      const view = await inTransaction(db, (tx) => readInboxItem(tx, request.ctx, { id: request.params.id }));
      return { data: view };
    },
  );
};
