import { Type, type Static } from 'typebox';
import { CYCLE_LIST_WHEN } from '../domain/cycles.js';
import { DateString, PaginationQuery, StringEnum } from './common.js';

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
});

export const CycleQuery = Type.Object(
  { when: Type.Optional(StringEnum(CYCLE_LIST_WHEN)), ...PaginationQuery },
  { additionalProperties: false },
);

export type CycleView = Static<typeof CycleSchema>;
export type CycleListItem = Static<typeof CycleListItemSchema>;
