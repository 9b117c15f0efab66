import { removeStoredFiles } from '../../domain/attachments.js';
import { createComment, editComment, listComments, withdrawComment } from '../../domain/comments.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery, PageQuery, NoContent, IssueParams } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';
import {
  CommentSchema,
  CommentParams,
  CreateCommentBody,
  UpdateCommentBody,
} from '../../schemas/comments.js';

export const commentRoutes: RouteModule = (app, { db, config, storage }) => {
  app.get(
    '/issues/:issue/comments',
    {
      schema: {
        params: IssueParams,
        querystring: PageQuery,
        response: { 200: Collection(CommentSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listComments(db, request.caller, request.params.issue, limit, offset, config.appUrl),
      ),
  );

  app.post(
    '/issues/:issue/comments',
    {
      schema: {
        params: IssueParams,
        body: CreateCommentBody,
        querystring: EmptyQuery,
        response: { 201: Data(CommentSchema) },
      },
    },
    async (request, reply) => {
      const view = await inTransaction(db, (trx) =>
        createComment(trx, request.caller, request.params.issue, request.body),
      );
      return reply.status(201).send({ data: view });
    },
  );

  app.patch(
    '/issues/:issue/comments/:comment',
    {
      schema: {
        params: CommentParams,
        body: UpdateCommentBody,
        querystring: EmptyQuery,
        response: { 200: Data(CommentSchema) },
      },
    },
    async (request) => {
      const view = await inTransaction(db, (trx) =>
        editComment(
          trx,
          request.caller,
          request.params.issue,
          request.params.comment,
          request.body,
          config.appUrl,
        ),
      );
      return { data: view };
    },
  );

  app.delete(
    '/issues/:issue/comments/:comment',
    { schema: { params: CommentParams, querystring: EmptyQuery, response: { 204: NoContent } } },
    async (request, reply) => {
      const storageKeys = await inTransaction(db, (trx) =>
        withdrawComment(trx, request.caller, request.params.issue, request.params.comment),
      );
      await removeStoredFiles(storage, storageKeys);
      return reply.status(204).send();
    },
  );
};
