import { Type } from 'typebox';
import { recordAbsences } from '../../domain/absences.js';
import { ABSENCE_KINDS } from '../../domain/enums.js';
import {
  listWorkspaceTimeEntries,
  presentTimeEntries,
  removeTimeEntry,
  timeEntryFilters,
} from '../../domain/time-entries.js';
import { respondWithPage } from '../envelope.js';
import {
  Collection,
  DateString,
  EmptyQuery,
  PaginationQuery,
  parseQueryBoolean,
  QueryBoolean,
  StringEnum,
  NoContent,
} from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { DurationFields, NoteField, TimeEntryParams, TimeEntrySchema } from '../../schemas/time-entries.js';
import { inTransaction } from '../../db/connection.js';

const RecordAbsenceBody = Type.Object(
  {
    kind: StringEnum(ABSENCE_KINDS),
    ...DurationFields,
    date: Type.Optional(DateString),
    from: Type.Optional(DateString),
    to: Type.Optional(DateString),
    note: NoteField,
  },
  { additionalProperties: false },
);

const RecordedAbsences = Type.Object({
  data: Type.Array(TimeEntrySchema),
  summary: Type.String(),
  skipped: Type.Object({
    weekends: Type.Integer(),
    holidays: Type.Record(Type.String(), Type.String()),
    already_recorded: Type.Array(Type.String()),
  }),
});

const AbsencesQuery = Type.Object(
  {
    from: Type.Optional(DateString),
    to: Type.Optional(DateString),
    kind: Type.Optional(StringEnum(ABSENCE_KINDS)),
    mine: Type.Optional(QueryBoolean),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

export const absenceRoutes: RouteModule = (app, { db, config }) => {
  app.post(
    '/absences',
    {
      schema: {
        querystring: EmptyQuery,
        body: RecordAbsenceBody,
        response: { 201: RecordedAbsences },
      },
    },
    async (request, reply) => {
      const result = await recordAbsences(db, request.caller, request.body);
      return reply.status(201).send({
        data: await presentTimeEntries(db, request.caller, result.entries),
        summary: result.summary,
        skipped: result.skipped,
      });
    },
  );

  app.get(
    '/absences',
    { schema: { querystring: AbsencesQuery, response: { 200: Collection(TimeEntrySchema) } } },
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
    { schema: { params: TimeEntryParams, querystring: EmptyQuery, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (trx) =>
        removeTimeEntry(trx, request.caller, request.params.id, { absenceOnly: true }),
      );
      return reply.status(204).send();
    },
  );
};
