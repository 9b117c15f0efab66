import { listIssueActivity } from '../../domain/issues/issue-activity.js';
import { describeOperations } from '../openapi.js';
import { listIssues } from '../../domain/issues/issue-query.js';
import { changeIssue, deleteIssue, getIssue } from '../../domain/issues/issues.js';
import { bulkChangeIssues, undoBulkChange } from '../../domain/issues/issue-bulk.js';
import { BulkIssuesBody, BulkParams, BulkResultSchema } from '../../schemas/issue-bulk.js';
import { createIssueFromRequest } from '../../domain/issues/issue-templates.js';
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
  const operation = describeOperations('issues');
  app.get(
    '/issues',
    {
      schema: {
        ...operation(
          'listIssues',
          'List issues',
          'Issues of the workspace, newest first unless `sort` says otherwise, filtered by status, type, priority, assignee, project, label, cycle, epic, update time and text (`q`). `meta.total` is exact.',
        ),
        querystring: IssueListQuerySchema,
        response: { 200: Collection(IssueSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listIssues(db, request.caller, request.query, limit, offset),
      ),
  );

  app.get(
    '/issues/:issue',
    {
      schema: {
        ...operation(
          'getIssue',
          'Get an issue',
          'One issue by its identifier (`ACME-12`, a project prefix) or database key.',
        ),
        params: IssueParams,
        querystring: EmptyQuery,
        response: { 200: Data(IssueSchema) },
      },
    },
    async (request) => ({ data: await getIssue(db, request.caller, request.params.issue) }),
  );

  app.post(
    '/issues',
    {
      schema: {
        ...operation(
          'createIssue',
          'Create an issue',
          'Opens an issue; only `title` is required (unless `template_id` names a template with a title: the issue starts from the template, and the fields of the request win over its). Assigning it to an agent queues a run.',
        ),
        body: CreateIssueBody,
        querystring: EmptyQuery,
        response: { 201: Data(IssueSchema) },
      },
    },
    async (request, reply) => {
      const { view } = await inTransaction(db, (tx) => createIssueFromRequest(tx, request.ctx, request.body));
      return reply.status(201).send({ data: view });
    },
  );

  app.post(
    '/issues/bulk',
    {
      schema: {
        ...operation(
          'bulkChangeIssues',
          'Change many issues',
          'Changes (`change`) or deletes (`delete: true`) the issues named by `ids`, or every issue matching `filter` (at most 1,000), in one transaction: each issue gets its usual history entry and webhooks. `change` takes the fields of `PATCH /issues/{issue}` it lists, including `state_id` (sets the status too) and `fields` (merged by key). All or nothing: a value wrong for every issue is a 422 on `change.<field>` (`change.state_id`, `change.fields.<key>`); what one issue refuses is a 422 keyed by its reference. A change answers `undo_id` for undoing it; a deletion cannot be undone.',
        ),
        body: BulkIssuesBody,
        querystring: EmptyQuery,
        response: { 200: Data(BulkResultSchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) => bulkChangeIssues(tx, request.ctx, request.body)),
    }),
  );

  app.post(
    '/issues/bulk/:bulk/undo',
    {
      schema: {
        ...operation(
          'undoBulkChange',
          'Undo a bulk change',
          'Puts back what a bulk change touched on exactly its issues (status with state, custom field values including none). Only its author, within 10 minutes, once; 409 naming the issues written since, and nothing changes.',
        ),
        params: BulkParams,
        querystring: EmptyQuery,
        response: { 200: Data(BulkResultSchema) },
      },
    },
    async (request) => ({
      data: await inTransaction(db, (tx) => undoBulkChange(tx, request.ctx, { bulk: request.params.bulk })),
    }),
  );

  app.patch(
    '/issues/:issue',
    {
      schema: {
        ...operation(
          'updateIssue',
          'Update an issue',
          "Changes any subset of the issue's fields; `null` clears a field. Assigning an agent queues a run.",
        ),
        params: IssueParams,
        body: UpdateIssueBody,
        querystring: EmptyQuery,
        response: { 200: Data(IssueSchema) },
      },
    },
    async (request) => {
      const { view } = await inTransaction(db, (tx) =>
        changeIssue(tx, request.ctx, { issue: request.params.issue, changes: request.body }),
      );
      return { data: view };
    },
  );

  app.delete(
    '/issues/:issue',
    {
      schema: {
        ...operation(
          'deleteIssue',
          'Delete an issue',
          'Removes the issue (its author or an administrator). Refused with 422 naming what is attached: children, logged hours, runs, whiteboard notes, a running timer, meeting minutes.',
        ),
        params: IssueParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteIssue(tx, request.ctx, { issue: request.params.issue }));
      return reply.status(204).send();
    },
  );

  app.get(
    '/issues/:issue/activity',
    {
      schema: {
        ...operation(
          'listIssueActivity',
          "List an issue's history",
          'Every change to the issue in the order it happened: who changed which fields from what to what.',
        ),
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
