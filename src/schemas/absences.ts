import { Type } from 'typebox';
import { ABSENCE_KINDS } from './enums.js';
import { DateString, PaginationQuery, QueryBoolean, StringEnum } from './common.js';
import { DurationFields, NoteField, TimeEntrySchema } from './time-entries.js';

/** Body of `POST /absences`: one day (`date`) or a range (`from` + `to`). */
export const RecordAbsenceBody = Type.Object(
  {
    kind: StringEnum(ABSENCE_KINDS),
    ...DurationFields,
    date: Type.Optional(DateString),
    from: Type.Optional(DateString),
    to: Type.Optional(DateString),
    note: NoteField,
  },
  { additionalProperties: false },
);

/** The answer of `POST /absences`: the entries written and the days left out, with why. */
export const RecordedAbsences = Type.Object({
  data: Type.Array(TimeEntrySchema),
  summary: Type.String(),
  skipped: Type.Object({
    weekends: Type.Integer(),
    holidays: Type.Record(Type.String(), Type.String()),
    already_recorded: Type.Array(Type.String()),
  }),
});

export const AbsencesQuery = Type.Object(
  {
    from: Type.Optional(DateString),
    to: Type.Optional(DateString),
    kind: Type.Optional(StringEnum(ABSENCE_KINDS)),
    mine: Type.Optional(QueryBoolean),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);
