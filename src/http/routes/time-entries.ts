import { Type } from 'typebox';
import { MAX_DURATION_LENGTH, MAX_ENTRY_MINUTES } from '../../domain/durations.js';
import { ABSENCE_KINDS, TIME_SOURCES, TIME_SUBJECTS } from '../../domain/enums.js';
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
  ActorSchema,
  Collection,
  Data,
  DateString,
  EmptyQuery,
  Nullable,
  PaginationQuery,
  parseQueryBoolean,
  PathId,
  QueryBoolean,
  StringEnum,
  NoContent,
  IssueParams,
} from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';

/** The Time entry resource. `issue` only on issue entries, `meeting` only on meeting entries. */
export const TimeEntrySchema = Type.Object({
  id: Type.Integer(),
  subject: StringEnum(TIME_SUBJECTS),
  issue: Type.Optional(Type.String()),
  meeting: Type.Optional(Type.String()),
  absence: Nullable(Type.String()),
  title: Type.String(),
  minutes: Type.Integer(),
  spent_on: Type.String(),
  source: StringEnum(TIME_SOURCES),
  editable: Type.Boolean(),
  note: Nullable(Type.String()),
  actor: ActorSchema,
});

export const DurationFields = {
  duration: Type.Optional(Type.String({ maxLength: MAX_DURATION_LENGTH })),
  minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ENTRY_MINUTES })),
};

export const NoteField = Type.Optional(Nullable(Type.String({ maxLength: 10_000 })));

/** Body of `POST /issues/{issue}/time` and `POST /meetings/{meeting}/time`. */
export const LogTimeBody = Type.Object(
  { ...DurationFields, spent_on: Type.Optional(DateString), note: NoteField },
  { additionalProperties: false },
);

/** PATCH accepts `duration` or `minutes`, `spent_on` and `note`; `source` and the rest are ignored. */
const ChangeTimeEntryBody = Type.Object(
  { ...DurationFields, spent_on: Type.Optional(DateString), note: NoteField },
  { additionalProperties: false },
);

export const ULID_PATTERN = '^[0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{26}$';

const TimeEntriesQuery = Type.Object(
  {
    from: Type.Optional(DateString),
    to: Type.Optional(DateString),
    issue_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    meeting: Type.Optional(
      Type.String({ pattern: ULID_PATTERN, description: 'a meeting id (26-character ULID)' }),
    ),
    mine: Type.Optional(QueryBoolean),
    source: Type.Optional(StringEnum(TIME_SOURCES)),
    absence: Type.Optional(StringEnum(['work', 'absence', ...ABSENCE_KINDS])),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

export const TimeEntryParams = Type.Object({ id: PathId });

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
