import { removeStoredFiles } from '../../domain/issues/attachments.js';
import { describeOperations } from '../openapi.js';
import { createComment, editComment, listComments, withdrawComment } from '../../domain/issues/comments.js';
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
  const operation = describeOperations('comments');
  app.get(
    '/issues/:issue/comments',
    {
      schema: {
        ...operation(
          'listIssueComments',
          "List an issue's comments",
          'Comments on the issue, oldest first, withdrawn ones included.',
        ),
        params: IssueParams,
        querystring: PageQuery,
        response: { 200: Collection(CommentSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listComments(db, request.ctx, { issue: request.params.issue, limit, offset }),
      ),
  );

  app.post(
    '/issues/:issue/comments',
    {
      schema: {
        ...operation(
          'createIssueComment',
          'Comment on an issue',
          'Adds a comment; `@name` mentions resolve into `mentions`. A mentioned agent gets a queued run, a mentioned person an inbox item.',
        ),
        params: IssueParams,
        body: CreateCommentBody,
        querystring: EmptyQuery,
        response: { 201: Data(CommentSchema) },
      },
    },
    async (request, reply) => {
      const view = await inTransaction(db, (tx) =>
        createComment(tx, request.ctx, { ...request.body, issue: request.params.issue }),
      );
      return reply.status(201).send({ data: view });
    },
  );

  app.patch(
    '/issues/:issue/comments/:comment',
    {
      schema: {
        ...operation(
          'updateIssueComment',
          'Edit a comment',
          "Changes the body of the caller's own comment; never queues a run.",
        ),
        params: CommentParams,
        body: UpdateCommentBody,
        querystring: EmptyQuery,
        response: { 200: Data(CommentSchema) },
      },
    },
    async (request) => {
      const view = await inTransaction(db, (tx) =>
        editComment(tx, request.ctx, {
          ...request.body,
          issue: request.params.issue,
          comment: request.params.comment,
        }),
      );
      return { data: view };
    },
  );

  app.delete(
    '/issues/:issue/comments/:comment',
    {
      schema: {
        ...operation(
          'withdrawIssueComment',
          'Withdraw a comment',
          "Clears the comment's body and files and cancels the runs it queued that no runner claimed; the entry stays.",
        ),
        params: CommentParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const storageKeys = await inTransaction(db, (tx) =>
        withdrawComment(tx, request.ctx, { issue: request.params.issue, comment: request.params.comment }),
      );
      await removeStoredFiles(storage, storageKeys);
      return reply.status(204).send();
    },
  );
};
