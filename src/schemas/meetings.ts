import { Type, type Static } from 'typebox';
import { MAX_SERIES_LENGTH } from './limits.js';
import { MEETING_RECURRENCES, MEETING_STATUSES, MEETING_WHEN } from './enums.js';
import {
  ActorKey,
  ActorSchema,
  Nullable,
  PaginationQuery,
  RequiredText,
  StringEnum,
  Timestamp,
  DateTimeString,
  IdInteger,
} from './common.js';

export const AttendeeSchema = Type.Object({
  name: Type.String(),
  required: Type.Boolean(),
  /** The person or agent, or null for a guest from outside the workspace named only by `name`. */
  actor: Nullable(ActorSchema),
});

export const ActionItemSchema = Type.Object({
  identifier: Type.String(),
  title: Type.String(),
  status: Type.String(),
});

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
  attendees: Type.Array(AttendeeSchema),
  action_items: Type.Array(ActionItemSchema),
  minutes_sent_at: Nullable(Timestamp),
  canceled_at: Nullable(Timestamp),
  agenda: Type.Optional(Type.String()),
  minutes: Type.Optional(Type.String()),
  notes: Type.Optional(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const ProjectId = IdInteger;

export const ScheduledFor = DateTimeString;

export const DurationMinutes = Type.Integer({ minimum: 1, maximum: 24 * 60 });

export const Attendee = Type.Object(
  {
    actor: Type.Optional(ActorKey),
    name: Type.Optional(Type.String({ maxLength: 255 })),
    required: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const writable = {
  location: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  duration_minutes: Type.Optional(DurationMinutes),
  agenda: Type.Optional(Nullable(Type.String({ maxLength: 200_000 }))),
  minutes: Type.Optional(Nullable(Type.String({ maxLength: 200_000 }))),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 65_535 }))),
  attendees: Type.Optional(Type.Array(Attendee, { maxItems: 200 })),
};

export const CreateMeetingBody = Type.Object(
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

export const UpdateMeetingBody = Type.Object(
  {
    title: Type.Optional(Type.String({ ...RequiredText, maxLength: 255 })),
    project: Type.Optional(ProjectId),
    scheduled_for: Type.Optional(ScheduledFor),
    ...writable,
  },
  { additionalProperties: false },
);

/** Both actions take no body; cancel optionally takes `following` (the rest of the series too). */
export const CancelBody = Nullable(
  Type.Object({ following: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
);

export const NoBody = Nullable(Type.Object({}, { additionalProperties: false }));

export const MeetingQuery = Type.Object(
  {
    project: Type.Optional(ProjectId),
    when: Type.Optional(StringEnum(MEETING_WHEN)),
    series: Type.Optional(Type.String({ maxLength: 64 })),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

export const MeetingParams = Type.Object({ meeting: Type.String() });
export type AttendeeView = Static<typeof AttendeeSchema>;
export type ActionItemView = Static<typeof ActionItemSchema>;
export type MeetingView = Static<typeof MeetingSchema>;
