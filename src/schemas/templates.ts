import { Type, type Static } from 'typebox';
import { ISSUE_TYPES, PRIORITIES } from './enums.js';
import { FieldValueSchema, IssueFieldsInput } from './fields.js';
import {
  ActorKey,
  ActorSchema,
  IdInteger,
  Nullable,
  PaginationQuery,
  RequiredText,
  StringEnum,
} from './common.js';

/** Issue templates and their schedules (issue 40, decisions §12.13): `src/http/routes/templates.ts`. */

const SCHEDULE_EVERY = ['day', 'week', 'month'] as const;

const ScheduleOn = Type.Array(Type.Union([Type.String({ maxLength: 20 }), Type.Integer()]), {
  maxItems: 40,
  description:
    'every week: weekdays mon…sun; every month: day numbers 1…31 (months without that day are skipped), last-day, or first-mon … last-sun; every day: empty',
});

export const ScheduleInput = Type.Object(
  {
    every: StringEnum(SCHEDULE_EVERY),
    on: Type.Optional(ScheduleOn),
    at: Type.String({ maxLength: 10, description: 'the wall-clock time HH:MM in the time zone' }),
    timezone: Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'an IANA time zone such as Europe/Berlin; UTC when left out',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ScheduleBody = Static<typeof ScheduleInput>;

export const ScheduleSchema = Type.Object({
  every: StringEnum(SCHEDULE_EVERY),
  on: Type.Array(Type.Union([Type.String(), Type.Integer()])),
  at: Type.String(),
  timezone: Type.String(),
});

export const TemplateSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Nullable(Type.String()),
  description: Nullable(Type.String()),
  type: Nullable(StringEnum(ISSUE_TYPES)),
  priority: Nullable(StringEnum(PRIORITIES)),
  labels: Type.Array(Type.String()),
  fields: Type.Record(Type.String(), FieldValueSchema, {
    description: 'custom field values the issues it makes start with, by key',
  }),
  project_id: Nullable(Type.Integer()),
  assignee_type: Nullable(StringEnum(['user', 'agent'] as const)),
  assignee_id: Nullable(Type.Integer()),
  assignee: Nullable(ActorSchema),
  schedule: Nullable(ScheduleSchema),
  paused: Type.Boolean(),
  next_occurrences: Type.Array(Type.String(), {
    description: 'the next occurrences (UTC) of a schedule that is not paused; empty otherwise',
  }),
  last_occurrence: Nullable(
    Type.Object({
      occurs_at: Type.String(),
      issue: Nullable(Type.String({ description: "the created issue's identifier" })),
      error: Nullable(Type.String({ description: 'why no issue could be created' })),
    }),
  ),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type TemplateView = Static<typeof TemplateSchema>;

const writable = {
  title: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: 200_000 }))),
  type: Type.Optional(Nullable(StringEnum(ISSUE_TYPES))),
  priority: Type.Optional(Nullable(StringEnum(PRIORITIES))),
  labels: Type.Optional(
    Type.Array(Type.String({ maxLength: 100 }), {
      maxItems: 50,
      description: 'label names, as issues take them',
    }),
  ),
  fields: Type.Optional(IssueFieldsInput),
  project_id: Type.Optional(Nullable(IdInteger)),
  assignee: Type.Optional(Nullable(ActorKey)),
  assignee_type: Type.Optional(Nullable(StringEnum(['user', 'agent'] as const))),
  assignee_id: Type.Optional(Nullable(IdInteger)),
  schedule: Type.Optional(Nullable(ScheduleInput)),
  paused: Type.Optional(Type.Boolean()),
};

const Name = Type.String({ ...RequiredText, maxLength: 200 });

export const CreateTemplateBody = Type.Object({ name: Name, ...writable }, { additionalProperties: false });
export type CreateTemplateInput = Static<typeof CreateTemplateBody>;

export const UpdateTemplateBody = Type.Object(
  { name: Type.Optional(Name), ...writable },
  { additionalProperties: false },
);
export type UpdateTemplateInput = Static<typeof UpdateTemplateBody>;

export const TemplateQuery = Type.Object(
  {
    scheduled: Type.Optional(StringEnum(['1', '0', 'true', 'false'])),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);
