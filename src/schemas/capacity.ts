import { Type, type Static } from 'typebox';
import { ActorSchema, DateString, PaginationQuery } from './common.js';

const Minutes = {
  weekly_minutes: Type.Integer(),
  absence_minutes: Type.Integer(),
  claimed_minutes: Type.Integer(),
  plannable_minutes: Type.Integer(),
};

export const CapacityWeekSchema = Type.Object({
  week: Type.String(),
  starts_on: Type.String(),
  ends_on: Type.String(),
  ...Minutes,
});

/** Plannable capacity of one person or agent, week by week (a new endpoint, allowed within v1). */
export const CapacitySchema = Type.Object({
  actor: ActorSchema,
  weekly_hours: Type.Integer(),
  claims: Type.Array(
    Type.Object({
      issue: Type.String(),
      title: Type.String(),
      capacity_share: Type.String(),
      minutes: Type.Integer(),
    }),
  ),
  weeks: Type.Array(CapacityWeekSchema),
  total: Type.Object(Minutes),
});
export type CapacityWeekView = Static<typeof CapacityWeekSchema>;
export type CapacityView = Static<typeof CapacitySchema>;

export const CapacityQuery = Type.Object(
  { from: Type.Optional(DateString), to: Type.Optional(DateString), ...PaginationQuery },
  { additionalProperties: false },
);
