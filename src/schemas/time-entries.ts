import { Type, type Static } from 'typebox';
import { MAX_DURATION_LENGTH, MAX_ENTRY_MINUTES } from './durations.js';
import { ABSENCE_KINDS, TIME_SOURCES, TIME_SUBJECTS } from './enums.js';
import {
  ActorSchema,
  DateString,
  Nullable,
  PaginationQuery,
  PathId,
  QueryBoolean,
  StringEnum,
} from './common.js';

/** The Time entry resource. `issue` only on issue entries, `meeting` only on meeting entries. */
export const TimeEntrySchema = Type.Object({
  id: Type.Integer(),
  subject: StringEnum(TIME_SUBJECTS),
  issue: Type.Optional(Type.String()),
  meeting: Type.Optional(Type.String()),
  absence: Nullable(Type.String()),
  title: Type.String(),
  minutes: Type.Integer(),
  spent_on: Type.String(),
  source: StringEnum(TIME_SOURCES),
  editable: Type.Boolean(),
  note: Nullable(Type.String()),
  actor: ActorSchema,
});

export const DurationFields = {
  duration: Type.Optional(Type.String({ maxLength: MAX_DURATION_LENGTH })),
  minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ENTRY_MINUTES })),
};

export const NoteField = Type.Optional(Nullable(Type.String({ maxLength: 10_000 })));

/** Body of `POST /issues/{issue}/time` and `POST /meetings/{meeting}/time`. */
export const LogTimeBody = Type.Object(
  { ...DurationFields, spent_on: Type.Optional(DateString), note: NoteField },
  { additionalProperties: false },
);

/** PATCH accepts `duration` or `minutes`, `spent_on` and `note`; `source` and the rest are ignored. */
export const ChangeTimeEntryBody = Type.Object(
  { ...DurationFields, spent_on: Type.Optional(DateString), note: NoteField },
  { additionalProperties: false },
);

export const ULID_PATTERN = '^[0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{26}$';

export const TimeEntriesQuery = Type.Object(
  {
    from: Type.Optional(DateString),
    to: Type.Optional(DateString),
    issue_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    meeting: Type.Optional(
      Type.String({ pattern: ULID_PATTERN, description: 'a meeting id (26-character ULID)' }),
    ),
    mine: Type.Optional(QueryBoolean),
    source: Type.Optional(StringEnum(TIME_SOURCES)),
    absence: Type.Optional(StringEnum(['work', 'absence', ...ABSENCE_KINDS])),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

export const TimeEntryParams = Type.Object({ id: PathId });

/** The Timer resource: when it started, never how long it has run. */
export const TimerSchema = Type.Object({
  issue: Type.String(),
  issue_id: Type.Integer(),
  started_at: Type.String(),
  note: Nullable(Type.String()),
  max_minutes: Type.Integer(),
});

/** A start answers the new Timer, plus `stopped` (the entry written) when another timer was running. */
export const StartedTimerSchema = Type.Object({
  ...TimerSchema.properties,
  stopped: Type.Optional(TimeEntrySchema),
});

export const StartTimerBody = Type.Object({ note: NoteField }, { additionalProperties: false });
export type TimerView = Static<typeof TimerSchema>;
export type TimeEntryView = Static<typeof TimeEntrySchema>;
