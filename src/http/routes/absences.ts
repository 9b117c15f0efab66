import { recordAbsences } from '../../domain/time/absences.js';
import { describeOperations } from '../openapi.js';
import {
  listWorkspaceTimeEntries,
  presentTimeEntries,
  removeTimeEntry,
  timeEntryFilters,
} from '../../domain/time/time-entries.js';
import { respondWithPage } from '../envelope.js';
import { Collection, EmptyQuery, parseQueryBoolean, NoContent } from '../../schemas/common.js';
import { AbsencesQuery, RecordAbsenceBody, RecordedAbsences } from '../../schemas/absences.js';
import type { RouteModule } from '../types.js';
import { TimeEntryParams, TimeEntrySchema } from '../../schemas/time-entries.js';
import { inTransaction } from '../../db/connection.js';

export const absenceRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('absences');
  app.post(
    '/absences',
    {
      schema: {
        ...operation(
          'createAbsence',
          'Record an absence',
          'Records an absence of the caller for one `date` or a `from`–`to` range (at most 366 days).',
        ),
        querystring: EmptyQuery,
        body: RecordAbsenceBody,
        response: { 201: RecordedAbsences },
      },
    },
    async (request, reply) => {
      const result = await recordAbsences(db, request.ctx, request.body);
      return reply.status(201).send({
        data: await presentTimeEntries(db, request.caller, result.entries),
        summary: result.summary,
        skipped: result.skipped,
      });
    },
  );

  app.get(
    '/absences',
    {
      schema: {
        ...operation(
          'listAbsences',
          'List absences',
          "Absences of the workspace as time entries, by date range, kind, or the caller's own.",
        ),
        querystring: AbsencesQuery,
        response: { 200: Collection(TimeEntrySchema) },
      },
    },
    async (request) => {
      const filters = await timeEntryFilters(db, request.caller, {
        ...request.query,
        absence: 'absence',
        mine: parseQueryBoolean(request.query.mine),
      });
      return respondWithPage(request, config.appUrl, (limit, offset) =>
        listWorkspaceTimeEntries(db, request.caller, filters, limit, offset),
      );
    },
  );

  app.delete(
    '/absences/:id',
    {
      schema: {
        ...operation(
          'deleteAbsence',
          'Delete an absence',
          'Removes an absence the caller recorded; 404 when the id is not an absence.',
        ),
        params: TimeEntryParams,
        querystring: EmptyQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await inTransaction(db, (tx) =>
        removeTimeEntry(tx, request.ctx, { id: request.params.id, absenceOnly: true }),
      );
      return reply.status(204).send();
    },
  );
};
