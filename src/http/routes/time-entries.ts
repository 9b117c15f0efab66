import { resolveIssue } from '../../domain/issues/issue-ref.js';
import { describeOperations } from '../openapi.js';
import {
  changeTimeEntry,
  listWorkspaceTimeEntries,
  logTime,
  presentTimeEntry,
  removeTimeEntry,
  timeEntryFilters,
} from '../../domain/time/time-entries.js';
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
  const operation = describeOperations('time');
  app.post(
    '/issues/:issue/time',
    {
      schema: {
        ...operation(
          'logIssueTime',
          'Log time on an issue',
          "Records hours of the token's owner on the issue: `duration` (`1h30m`) or `minutes`, optional `spent_on` and `note`.",
        ),
        params: IssueParams,
        querystring: EmptyQuery,
        body: LogTimeBody,
        response: { 201: Data(TimeEntrySchema) },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      const entry = await inTransaction(db, async (tx) => {
        const issue = await resolveIssue(tx, caller.workspace, request.params.issue);
        return logTime(tx, request.ctx, { subject: 'issue', issueId: issue.id, ...request.body });
      });
      return reply.status(201).send({ data: await presentTimeEntry(db, caller, entry) });
    },
  );

  app.get(
    '/time-entries',
    {
      schema: {
        ...operation(
          'listTimeEntries',
          'List time entries',
          "The hours of the whole workspace (absences included unless filtered out), by date range, issue, meeting, source, absence kind or the caller's own.",
        ),
        querystring: TimeEntriesQuery,
        response: { 200: Collection(TimeEntrySchema) },
      },
    },
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
        ...operation(
          'updateTimeEntry',
          'Update a time entry',
          "Changes the duration, day or note of hours the caller logged; never an agent run's.",
        ),
        params: TimeEntryParams,
        querystring: EmptyQuery,
        body: ChangeTimeEntryBody,
        response: { 200: Data(TimeEntrySchema) },
      },
    },
    async (request) => {
      const entry = await inTransaction(db, (tx) =>
        changeTimeEntry(tx, request.ctx, { ...request.body, id: request.params.id }),
      );
      return { data: await presentTimeEntry(db, request.caller, entry) };
    },
  );

  app.delete(
    '/time-entries/:id',
    {
      schema: {
        ...operation(
          'deleteTimeEntry',
          'Delete a time entry',
          "Removes hours the caller logged; an agent run's entries cannot be removed.",
        ),
        params: TimeEntryParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) => removeTimeEntry(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );
};
