import { Type, type Static } from 'typebox';
import { ActorSchema, DateString, PaginationQuery } from './common.js';
import { MAX_CYCLE_NUMBER } from './limits.js';

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
  assigned: Type.Object(
    {
      issues: Type.Integer({
        description: 'Open issues held (not done or canceled; standing work left out).',
      }),
      unestimated: Type.Integer({ description: 'Of those, the ones without an estimate.' }),
      estimate_minutes: Type.Integer({ description: 'The sum of their estimates.' }),
    },
    {
      description:
        'The estimates this actor holds now, counted by the server: of the cycle with `cycle_id`, else of every open issue.',
    },
  ),
});
export type CapacityWeekView = Static<typeof CapacityWeekSchema>;
export type CapacityView = Static<typeof CapacitySchema>;

export const CapacityQuery = Type.Object(
  {
    from: Type.Optional(DateString),
    to: Type.Optional(DateString),
    cycle_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_CYCLE_NUMBER,
        description: "A cycle's number: `assigned` counts that cycle's issues only (404 with cycles off).",
      }),
    ),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);
