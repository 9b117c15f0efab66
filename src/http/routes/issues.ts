import { listIssueActivity } from '../../domain/issue-activity.js';
import { listIssues } from '../../domain/issue-query.js';
import { changeIssue, createIssue, deleteIssue, getIssue } from '../../domain/issues.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery, PageQuery, NoContent, IssueParams } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';
import {
  ActivitySchema,
  CreateIssueBody,
  IssueListQuerySchema,
  IssueSchema,
  UpdateIssueBody,
} from '../../schemas/issues.js';

export const issueRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/issues',
    { schema: { querystring: IssueListQuerySchema, response: { 200: Collection(IssueSchema) } } },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listIssues(db, request.caller, request.query, limit, offset),
      ),
  );

  app.get(
    '/issues/:issue',
    { schema: { params: IssueParams, querystring: EmptyQuery, response: { 200: Data(IssueSchema) } } },
    async (request) => ({ data: await getIssue(db, request.caller, request.params.issue) }),
  );

  app.post(
    '/issues',
    { schema: { body: CreateIssueBody, querystring: EmptyQuery, response: { 201: Data(IssueSchema) } } },
    async (request, reply) => {
      const { view } = await inTransaction(db, (trx) =>
        createIssue(trx, { caller: request.caller, appUrl: config.appUrl }, request.body),
      );
      return reply.status(201).send({ data: view });
    },
  );

  app.patch(
    '/issues/:issue',
    {
      schema: {
        params: IssueParams,
        body: UpdateIssueBody,
        querystring: EmptyQuery,
        response: { 200: Data(IssueSchema) },
      },
    },
    async (request) => {
      const { view } = await inTransaction(db, (trx) =>
        changeIssue(
          trx,
          { caller: request.caller, appUrl: config.appUrl },
          request.params.issue,
          request.body,
        ),
      );
      return { data: view };
    },
  );

  app.delete(
    '/issues/:issue',
    { schema: { params: IssueParams, querystring: EmptyQuery, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (trx) => deleteIssue(trx, request.caller, request.params.issue));
      return reply.status(204).send();
    },
  );

  app.get(
    '/issues/:issue/activity',
    {
      schema: {
        params: IssueParams,
        querystring: PageQuery,
        response: { 200: Collection(ActivitySchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listIssueActivity(db, request.caller, request.params.issue, limit, offset),
      ),
  );
};
