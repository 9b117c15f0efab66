import { resolveIssue } from '../../domain/issue-ref.js';
import {
  changeTimeEntry,
  listWorkspaceTimeEntries,
  logTime,
  presentTimeEntry,
  removeTimeEntry,
  timeEntryFilters,
} from '../../domain/time-entries.js';
import { respondWithPage } from '../envelope.js';
import {
  Collection,
  Data,
  EmptyQuery,
  parseQueryBoolean,
  NoContent,
  IssueParams,
} from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';
import {
  TimeEntrySchema,
  LogTimeBody,
  ChangeTimeEntryBody,
  TimeEntriesQuery,
  TimeEntryParams,
} from '../../schemas/time-entries.js';

export const timeEntryRoutes: RouteModule = (app, { db, config }) => {
  app.post(
    '/issues/:issue/time',
    {
      schema: {
        params: IssueParams,
        querystring: EmptyQuery,
        body: LogTimeBody,
        response: { 201: Data(TimeEntrySchema) },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      const entry = await inTransaction(db, async (trx) => {
        const issue = await resolveIssue(trx, caller.workspace, request.params.issue);
        return logTime(trx, caller, { subject: 'issue', issueId: issue.id, ...request.body });
      });
      return reply.status(201).send({ data: await presentTimeEntry(db, caller, entry) });
    },
  );

  app.get(
    '/time-entries',
    { schema: { querystring: TimeEntriesQuery, response: { 200: Collection(TimeEntrySchema) } } },
    async (request) => {
      const filters = await timeEntryFilters(db, request.caller, {
        ...request.query,
        mine: parseQueryBoolean(request.query.mine),
      });
      return respondWithPage(request, config.appUrl, (limit, offset) =>
        listWorkspaceTimeEntries(db, request.caller, filters, limit, offset),
      );
    },
  );

  app.patch(
    '/time-entries/:id',
    {
      schema: {
        params: TimeEntryParams,
        querystring: EmptyQuery,
        body: ChangeTimeEntryBody,
        response: { 200: Data(TimeEntrySchema) },
      },
    },
    async (request) => {
      const entry = await inTransaction(db, (trx) =>
        changeTimeEntry(trx, request.caller, request.params.id, request.body),
      );
      return { data: await presentTimeEntry(db, request.caller, entry) };
    },
  );

  app.delete(
    '/time-entries/:id',
    { schema: { params: TimeEntryParams, querystring: EmptyQuery, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (trx) => removeTimeEntry(trx, request.caller, request.params.id));
      return reply.status(204).send();
    },
  );
};
