import { Type, type Static } from 'typebox';
import { AGENT_STATUSES, ROLES } from './enums.js';
import { Nullable, PaginationQuery, StringEnum } from './common.js';

/** Someone a picker offers (assignee, mention, lead): a person or an agent, under one actor key. */
export const MemberSchema = Type.Object({
  key: Type.String({ description: 'the actor key, user:<id> or agent:<id>' }),
  type: StringEnum(['user', 'agent'] as const),
  id: Type.Integer(),
  name: Type.String(),
  /** People: their role in the workspace; agents: null. */
  role: Nullable(StringEnum(ROLES)),
  /** People: their address (withheld from guests); agents: null. */
  email: Nullable(Type.String()),
  /** Agents: idle, busy, offline or disabled; people: null. */
  status: Nullable(StringEnum(AGENT_STATUSES)),
  /** Whether work can be handed to them now: every current member; an agent unless disabled. */
  active: Type.Boolean(),
});
export type MemberView = Static<typeof MemberSchema>;

export const MemberQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'a prefix of the name or of one of its words' }),
    ),
    type: Type.Optional(StringEnum(['user', 'agent'] as const)),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

export const WeeklyHours = Type.Integer({ minimum: 0, maximum: 168 });

/** Administration → Members: a member's role and weekly hours. */
export const ChangeMemberBody = Type.Object(
  { role: Type.Optional(StringEnum(ROLES)), weekly_hours: Type.Optional(WeeklyHours) },
  { additionalProperties: false },
);

/** A person of the workspace as Administration → Members lists them (`/api/ui/members`). */
export const WorkspaceMemberSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: StringEnum(ROLES),
  weekly_hours: Type.Integer(),
  joined_at: Type.String(),
});
export type WorkspaceMemberView = Static<typeof WorkspaceMemberSchema>;
