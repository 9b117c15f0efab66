import { inTransaction } from '../../db/connection.js';
import {
  changeChatChannel,
  createChatChannel,
  deleteChatChannel,
  getChatChannel,
  listChatChannels,
  sendChatTestMessage,
  type ChatRules,
} from '../../domain/integrations/chat-channels.js';
import {
  ChatChannelSchema,
  ChatTestResultSchema,
  CreateChatChannelBody,
  UpdateChatChannelBody,
} from '../../schemas/chat-channels.js';
import { Collection, Data, EmptyQuery, IdParams, NoContent, PageQuery } from '../../schemas/common.js';
import { respondWithPage } from '../envelope.js';
import { describeOperations } from '../openapi.js';
import type { RouteModule } from '../types.js';

/**
 * Chat channels (issue 41, decisions §12.15): owners and admins connect a Slack or Teams incoming
 * webhook to the chosen events of the workspace or of one project, and send it a test message.
 */
export const chatChannelRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('chatChannels');
  const rules: ChatRules = {
    allowPrivate: config.webhookAllowPrivate,
    timeoutMs: config.webhookTimeoutSeconds * 1000,
  };

  app.get(
    '/chat-channels',
    {
      schema: {
        ...operation(
          'listChatChannels',
          'List chat channels',
          'Owners and admins; oldest first, each address shortened to its origin and last four characters.',
        ),
        querystring: PageQuery,
        response: { 200: Collection(ChatChannelSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listChatChannels(db, request.caller, limit, offset),
      ),
  );

  app.get(
    '/chat-channels/:id',
    {
      schema: {
        ...operation(
          'getChatChannel',
          'Show a chat channel',
          'Owners and admins: its events, project, state and last post; the address shortened.',
        ),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 200: Data(ChatChannelSchema) },
      },
    },
    async (request) => ({ data: await getChatChannel(db, request.caller, request.params.id) }),
  );

  app.post(
    '/chat-channels',
    {
      schema: {
        ...operation(
          'createChatChannel',
          'Connect a chat channel',
          "Owners and admins: a Slack or Teams incoming webhook (https; the webhooks' address rules) and the events it receives, for the workspace or one project.",
        ),
        body: CreateChatChannelBody,
        querystring: EmptyQuery,
        response: { 201: Data(ChatChannelSchema) },
      },
    },
    async (request, reply) => {
      const channel = await inTransaction(db, (tx) =>
        createChatChannel(tx, request.ctx, { ...request.body, rules }),
      );
      return reply.status(201).send({ data: channel });
    },
  );

  app.patch(
    '/chat-channels/:id',
    {
      schema: {
        ...operation(
          'updateChatChannel',
          'Change a chat channel',
          'Owners and admins: a new address starts a stopped channel again.',
        ),
        params: IdParams,
        body: UpdateChatChannelBody,
        querystring: EmptyQuery,
        response: { 200: Data(ChatChannelSchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        changeChatChannel(tx, request.ctx, { ...request.body, id: request.params.id, rules }),
      ),
    }),
  );

  app.delete(
    '/chat-channels/:id',
    {
      schema: {
        ...operation(
          'deleteChatChannel',
          'Disconnect a chat channel',
          'Owners and admins; queued posts are dropped.',
        ),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteChatChannel(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );

  app.post(
    '/chat-channels/:id/test',
    {
      schema: {
        ...operation(
          'testChatChannel',
          'Send a test message',
          "Owners and admins: posts a test message at once and answers the platform's answer; a success starts a stopped channel again.",
        ),
        params: IdParams,
        querystring: EmptyQuery,
        response: { 200: Data(ChatTestResultSchema) },
      },
    },
    async (request) => ({
      data: await sendChatTestMessage(db, request.ctx, { id: request.params.id, rules }),
    }),
  );
};
