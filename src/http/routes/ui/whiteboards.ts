import { inTransaction } from '../../../db/connection.js';
import { asPerson, assertCanContribute } from '../../../domain/policy.js';
import {
  changeElement,
  checkBoardFields,
  createBoard,
  presentBoard,
  presentElement,
  removeElement,
  voteForElement,
} from '../../../domain/knowledge/whiteboards.js';
import { Data, EmptyQuery, NoContent } from '../../../schemas/common.js';
import {
  ChangeElementBody,
  CreateBoardBody,
  ElementParams,
  ElementSchema,
  WhiteboardSchema,
} from '../../../schemas/whiteboards.js';
import type { InterfaceRouteModule } from './module.js';

/**
 * What the board screen does beyond the contract's API (which adds notes and boxes only): create a
 * board, move, recolour, reword, vote for and remove elements. Every change is announced on the
 * board's live stream by its command once committed, as the API's notes are.
 */
export const whiteboardRoutes: InterfaceRouteModule = (app, services) => {
  const { db } = services;

  app.post(
    '/whiteboards',
    { schema: { body: CreateBoardBody, querystring: EmptyQuery, response: { 201: Data(WhiteboardSchema) } } },
    async (request, reply) => {
      const { caller } = request;
      const person = asPerson(caller, 'create whiteboards');
      assertCanContribute(person, 'create whiteboards');
      const fields = checkBoardFields(request.body, 'whiteboard');
      const board = await inTransaction(db, (tx) =>
        createBoard(tx, {
          workspaceId: caller.workspace.id,
          authorId: person.user.id,
          name: fields.name,
          visibility: fields.visibility,
        }),
      );
      return reply.status(201).send({ data: await presentBoard(db, board) });
    },
  );

  app.patch(
    '/whiteboards/:whiteboard/elements/:element',
    {
      schema: {
        params: ElementParams,
        body: ChangeElementBody,
        querystring: EmptyQuery,
        response: { 200: Data(ElementSchema) },
      },
    },
    async (request) => {
      const { element } = await inTransaction(db, (tx) =>
        changeElement(tx, request.ctx, { ...request.body, ...request.params }),
      );
      return { data: presentElement(element) };
    },
  );

  app.post(
    '/whiteboards/:whiteboard/elements/:element/vote',
    { schema: { params: ElementParams, querystring: EmptyQuery, response: { 200: Data(ElementSchema) } } },
    async (request) => {
      const { element } = await inTransaction(db, (tx) => voteForElement(tx, request.ctx, request.params));
      return { data: presentElement(element) };
    },
  );

  app.delete(
    '/whiteboards/:whiteboard/elements/:element',
    { schema: { params: ElementParams, querystring: EmptyQuery, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) => removeElement(tx, request.ctx, request.params));
      return reply.status(204).send();
    },
  );
};
