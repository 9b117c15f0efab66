import { Type } from 'typebox';
import {
  cancelMeeting,
  changeMeeting,
  createMeeting,
  getMeeting,
  listWorkspaceMeetings,
  MAX_SERIES_LENGTH,
  presentMeeting,
  sendMinutes,
} from '../../domain/meetings.js';
import { MEETING_RECURRENCES, MEETING_STATUSES, MEETING_WHEN } from '../../domain/enums.js';
import { logTime, presentTimeEntry } from '../../domain/time-entries.js';
import { respondWithPage } from '../envelope.js';
import {
  ActorKey,
  ActorSchema,
  Collection,
  Data,
  EmptyQuery,
  Nullable,
  PaginationQuery,
  RequiredText,
  StringEnum,
  Timestamp,
  IdInteger,
} from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { LogTimeBody, TimeEntrySchema } from '../../schemas/time-entries.js';
import { inTransaction } from '../../db/connection.js';

export const MeetingSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  project: Type.String(),
  project_id: Type.Integer(),
  location: Type.String(),
  scheduled_for: Timestamp,
  ends_at: Timestamp,
  duration_minutes: Type.Integer(),
  status: StringEnum(MEETING_STATUSES),
  recurring: Type.Boolean(),
  series: Nullable(Type.String()),
  organiser: ActorSchema,
  attendees: Type.Array(
    Type.Object({ name: Type.String(), required: Type.Boolean(), actor: Nullable(ActorSchema) }),
  ),
  action_items: Type.Array(
    Type.Object({ identifier: Type.String(), title: Type.String(), status: Type.String() }),
  ),
  minutes_sent_at: Nullable(Timestamp),
  canceled_at: Nullable(Timestamp),
  agenda: Type.Optional(Type.String()),
  minutes: Type.Optional(Type.String()),
  notes: Type.Optional(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});

const ProjectId = IdInteger;
const ScheduledFor = Type.String({
  format: 'date-time',
  maxLength: 40,
  description: 'a date and time in ISO 8601 form, such as 2026-11-22T09:30:00Z',
});
const DurationMinutes = Type.Integer({ minimum: 1, maximum: 24 * 60 });
const Attendee = Type.Object(
  {
    actor: Type.Optional(ActorKey),
    name: Type.Optional(Type.String({ maxLength: 255 })),
    required: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const writable = {
  location: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  duration_minutes: Type.Optional(DurationMinutes),
  agenda: Type.Optional(Nullable(Type.String({ maxLength: 200_000 }))),
  minutes: Type.Optional(Nullable(Type.String({ maxLength: 200_000 }))),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 65_535 }))),
  attendees: Type.Optional(Type.Array(Attendee, { maxItems: 200 })),
};

const CreateMeetingBody = Type.Object(
  {
    title: Type.String({ ...RequiredText, maxLength: 255 }),
    project: ProjectId,
    scheduled_for: ScheduledFor,
    ...writable,
    recurrence: Type.Optional(
      Type.Object(
        {
          every: StringEnum(MEETING_RECURRENCES),
          count: Type.Integer({ minimum: 2, maximum: MAX_SERIES_LENGTH }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const UpdateMeetingBody = Type.Object(
  {
    title: Type.Optional(Type.String({ ...RequiredText, maxLength: 255 })),
    project: Type.Optional(ProjectId),
    scheduled_for: Type.Optional(ScheduledFor),
    ...writable,
  },
  { additionalProperties: false },
);

/** Both actions take no body; cancel optionally takes `following` (the rest of the series too). */
const CancelBody = Nullable(
  Type.Object({ following: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
);
const NoBody = Nullable(Type.Object({}, { additionalProperties: false }));

const MeetingQuery = Type.Object(
  {
    project: Type.Optional(ProjectId),
    when: Type.Optional(StringEnum(MEETING_WHEN)),
    series: Type.Optional(Type.String({ maxLength: 64 })),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

export const MeetingParams = Type.Object({ meeting: Type.String() });

export const meetingRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/meetings',
    { schema: { querystring: MeetingQuery, response: { 200: Collection(MeetingSchema) } } },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listWorkspaceMeetings(db, request.caller, request.query, limit, offset),
      ),
  );

  app.get(
    '/meetings/:meeting',
    { schema: { params: MeetingParams, querystring: EmptyQuery, response: { 200: Data(MeetingSchema) } } },
    async (request) => {
      const meeting = await getMeeting(db, request.caller.workspace.id, request.params.meeting);
      return { data: await presentMeeting(db, request.caller, meeting) };
    },
  );

  app.post(
    '/meetings',
    { schema: { body: CreateMeetingBody, querystring: EmptyQuery, response: { 201: Data(MeetingSchema) } } },
    async (request, reply) => {
      const meeting = await inTransaction(db, (trx) => createMeeting(trx, request.caller, request.body));
      return reply.status(201).send({ data: await presentMeeting(db, request.caller, meeting) });
    },
  );

  app.patch(
    '/meetings/:meeting',
    {
      schema: {
        params: MeetingParams,
        body: UpdateMeetingBody,
        querystring: EmptyQuery,
        response: { 200: Data(MeetingSchema) },
      },
    },
    async (request) => {
      const meeting = await inTransaction(db, (trx) =>
        changeMeeting(trx, request.caller, request.params.meeting, request.body),
      );
      return { data: await presentMeeting(db, request.caller, meeting) };
    },
  );

  app.post(
    '/meetings/:meeting/minutes/send',
    {
      schema: {
        params: MeetingParams,
        body: NoBody,
        querystring: EmptyQuery,
        response: { 201: Data(MeetingSchema) },
      },
    },
    async (request, reply) => {
      const meeting = await inTransaction(db, (trx) =>
        sendMinutes(trx, request.caller, request.params.meeting),
      );
      return reply.status(201).send({ data: await presentMeeting(db, request.caller, meeting) });
    },
  );

  app.post(
    '/meetings/:meeting/cancel',
    {
      schema: {
        params: MeetingParams,
        body: CancelBody,
        querystring: EmptyQuery,
        response: { 200: Data(MeetingSchema) },
      },
    },
    async (request) => {
      const meeting = await inTransaction(db, (trx) =>
        cancelMeeting(trx, request.caller, request.params.meeting, {
          following: request.body?.following ?? false,
        }),
      );
      return { data: await presentMeeting(db, request.caller, meeting) };
    },
  );

  /** The caller's own hours against a meeting (the same rules as `POST /issues/{issue}/time`). */
  app.post(
    '/meetings/:meeting/time',
    {
      schema: {
        params: MeetingParams,
        body: LogTimeBody,
        querystring: EmptyQuery,
        response: { 201: Data(TimeEntrySchema) },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      const entry = await inTransaction(db, async (trx) => {
        const meeting = await getMeeting(trx, caller.workspace.id, request.params.meeting);
        return logTime(trx, caller, { subject: 'meeting', meetingId: meeting.id, ...request.body });
      });
      return reply.status(201).send({ data: await presentTimeEntry(db, caller, entry) });
    },
  );
};
