import { Type, type Static } from 'typebox';
import { CYCLE_LIST_WHEN, ISSUE_STATUSES } from './enums.js';
import { DateString, Nullable, PaginationQuery, StringEnum } from './common.js';

/** A cycle as an issue shows it. */
export const CycleSchema = Type.Object({
  number: Type.Integer(),
  starts_on: Type.String(),
  ends_on: Type.String(),
});

/** An entry of `GET /cycles`. */
export const CycleListItemSchema = Type.Object({
  number: Type.Integer(),
  starts_on: DateString,
  ends_on: DateString,
  state: StringEnum(['past', 'current', 'upcoming'] as const),
  // Counts for planning screens (decisions: issue 20): issues and done leave standing work out;
  // carried_in is null until the previous cycle's carry-over ran, carried_out until this one's did.
  issues: Type.Integer(),
  done: Type.Integer(),
  carried_in: Nullable(Type.Integer()),
  carried_out: Nullable(Type.Integer()),
  // Live issues by status, standing work included (as the cycle's issue list shows them): the statuses
  // present, in board order, so a screen counts without listing every issue.
  statuses: Type.Array(Type.Object({ status: StringEnum(ISSUE_STATUSES), issues: Type.Integer() })),
});

export const CycleQuery = Type.Object(
  { when: Type.Optional(StringEnum(CYCLE_LIST_WHEN)), ...PaginationQuery },
  { additionalProperties: false },
);

export type CycleView = Static<typeof CycleSchema>;
export type CycleListItem = Static<typeof CycleListItemSchema>;
