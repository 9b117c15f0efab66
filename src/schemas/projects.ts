import { Type, type Static } from 'typebox';
import { ISSUE_TYPES, PRIORITIES, PROJECT_STATUSES } from './enums.js';
import { AreasInput } from './areas.js';
import {
  ActorKey,
  ActorSchema,
  DateString,
  IdInteger,
  Nullable,
  PathId,
  RequiredText,
  StringEnum,
} from './common.js';

export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  prefix: Nullable(Type.String()),
  status: StringEnum(PROJECT_STATUSES),
  priority: StringEnum(PRIORITIES),
  lead: Nullable(ActorSchema),
  issue_types: Type.Array(Type.String()),
  repository_id: Nullable(
    Type.Integer({ description: 'the repository agents work in on its issues, unless the agent names one' }),
  ),
  areas: Type.Array(Type.String(), {
    description: "Path patterns its issues' runs work in, unless an issue names its own (decisions §12.11)",
  }),
  review_required: Type.Boolean({
    description: 'a run of an agent that ends with a delivery sends the issue to review (decisions §12.9)',
  }),
  reviewers: Type.Array(Type.Integer(), {
    description:
      "the members (user ids) who review the project's issues; empty: whoever handed the issue to the agent",
  }),
  start_date: Nullable(Type.String({ description: 'YYYY-MM-DD: when the project starts on the roadmap' })),
  target_date: Nullable(
    Type.String({ description: 'YYYY-MM-DD: when the project should end; never before start_date' }),
  ),
  created_at: Type.String(),
});

export const writable = {
  description: Type.Optional(Nullable(Type.String({ maxLength: 65_535 }))),
  prefix: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  status: Type.Optional(StringEnum(PROJECT_STATUSES)),
  priority: Type.Optional(StringEnum(PRIORITIES)),
  lead: Type.Optional(Nullable(ActorKey)),
  issue_types: Type.Optional(Type.Array(StringEnum(ISSUE_TYPES), { maxItems: ISSUE_TYPES.length * 2 })),
  repository_id: Type.Optional(Nullable(IdInteger)),
  areas: Type.Optional(AreasInput),
  review_required: Type.Optional(Type.Boolean()),
  reviewers: Type.Optional(Type.Array(IdInteger, { maxItems: 100 })),
  start_date: Type.Optional(Nullable(DateString)),
  target_date: Type.Optional(Nullable(DateString)),
};

export const CreateProjectBody = Type.Object(
  { name: Type.String({ ...RequiredText, maxLength: 255 }), ...writable },
  { additionalProperties: false },
);

export const UpdateProjectBody = Type.Object(
  { name: Type.Optional(Type.String({ ...RequiredText, maxLength: 255 })), ...writable },
  { additionalProperties: false },
);

export const ProjectParams = Type.Object({ id: PathId });
export type ProjectView = Static<typeof ProjectSchema>;
