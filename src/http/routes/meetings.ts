import { describeOperations } from '../openapi.js';
import {
  cancelMeeting,
  changeMeeting,
  createMeeting,
  getMeeting,
  listWorkspaceMeetings,
  presentMeeting,
  sendMinutes,
} from '../../domain/knowledge/meetings.js';
import { logTime, presentTimeEntry } from '../../domain/time/time-entries.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { LogTimeBody, TimeEntrySchema } from '../../schemas/time-entries.js';
import { inTransaction } from '../../db/connection.js';
import {
  MeetingSchema,
  CreateMeetingBody,
  UpdateMeetingBody,
  CancelBody,
  NoBody,
  MeetingQuery,
  MeetingParams,
} from '../../schemas/meetings.js';

export const meetingRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('meetings');
  app.get(
    '/meetings',
    {
      schema: {
        ...operation(
          'listMeetings',
          'List meetings',
          'Meetings of the workspace (without agenda and minutes), upcoming, past or all, by project.',
        ),
        querystring: MeetingQuery,
        response: { 200: Collection(MeetingSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listWorkspaceMeetings(db, request.caller, request.query, limit, offset),
      ),
  );

  app.get(
    '/meetings/:meeting',
    {
      schema: {
        ...operation('getMeeting', 'Get a meeting', 'One meeting with its agenda, minutes and action items.'),
        params: MeetingParams,
        querystring: EmptyQuery,
        response: { 200: Data(MeetingSchema) },
      },
    },
    async (request) => {
      const meeting = await getMeeting(db, request.caller.workspace.id, request.params.meeting);
      return { data: await presentMeeting(db, request.caller, meeting) };
    },
  );

  app.post(
    '/meetings',
    {
      schema: {
        ...operation(
          'createMeeting',
          'Schedule a meeting',
          'Creates a meeting; `title`, `project` and `scheduled_for` are required. Sends no invitations.',
        ),
        body: CreateMeetingBody,
        querystring: EmptyQuery,
        response: { 201: Data(MeetingSchema) },
      },
    },
    async (request, reply) => {
      const meeting = await inTransaction(db, (tx) => createMeeting(tx, request.ctx, request.body));
      return reply.status(201).send({ data: await presentMeeting(db, request.caller, meeting) });
    },
  );

  app.patch(
    '/meetings/:meeting',
    {
      schema: {
        ...operation(
          'updateMeeting',
          'Update a meeting',
          'Changes any subset of the meeting (its organiser or an administrator); minutes are frozen once sent.',
        ),
        params: MeetingParams,
        body: UpdateMeetingBody,
        querystring: EmptyQuery,
        response: { 200: Data(MeetingSchema) },
      },
    },
    async (request) => {
      const meeting = await inTransaction(db, (tx) =>
        changeMeeting(tx, request.ctx, { ...request.body, meeting: request.params.meeting }),
      );
      return { data: await presentMeeting(db, request.caller, meeting) };
    },
  );

  app.post(
    '/meetings/:meeting/minutes/send',
    {
      schema: {
        ...operation(
          'sendMeetingMinutes',
          'Send the minutes',
          "Circulates the meeting's minutes; they cannot be changed afterwards.",
        ),
        params: MeetingParams,
        body: NoBody,
        querystring: EmptyQuery,
        response: { 201: Data(MeetingSchema) },
      },
    },
    async (request, reply) => {
      const meeting = await inTransaction(db, (tx) =>
        sendMinutes(tx, request.ctx, { meeting: request.params.meeting, mailOn: config.mail !== null }),
      );
      return reply.status(201).send({ data: await presentMeeting(db, request.caller, meeting) });
    },
  );

  app.post(
    '/meetings/:meeting/cancel',
    {
      schema: {
        ...operation(
          'cancelMeeting',
          'Cancel a meeting',
          'Cancels the meeting, and with `following` the later meetings of its series.',
        ),
        params: MeetingParams,
        body: CancelBody,
        querystring: EmptyQuery,
        response: { 200: Data(MeetingSchema) },
      },
    },
    async (request) => {
      const meeting = await inTransaction(db, (tx) =>
        cancelMeeting(tx, request.ctx, {
          meeting: request.params.meeting,
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
        ...operation(
          'logMeetingTime',
          'Log time on a meeting',
          "Records hours of the token's owner against the meeting, as on an issue.",
        ),
        params: MeetingParams,
        body: LogTimeBody,
        querystring: EmptyQuery,
        response: { 201: Data(TimeEntrySchema) },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      const entry = await inTransaction(db, async (tx) => {
        const meeting = await getMeeting(tx, caller.workspace.id, request.params.meeting);
        return logTime(tx, request.ctx, { subject: 'meeting', meetingId: meeting.id, ...request.body });
      });
      return reply.status(201).send({ data: await presentTimeEntry(db, caller, entry) });
    },
  );
};
