import { Type, type Static } from 'typebox';
import { INBOX_KINDS } from './enums.js';
import { ActorSchema, Nullable, PaginationQuery, PathId, QueryBoolean, StringEnum } from './common.js';

export const InboxItemSchema = Type.Object({
  id: Type.Integer(),
  type: StringEnum(INBOX_KINDS),
  read: Type.Boolean(),
  read_at: Nullable(Type.String()),
  actor: Nullable(ActorSchema),
  /** Null for items about no issue (runtime_offline). */
  issue: Nullable(Type.Object({ id: Type.String(), title: Type.String() })),
  comment: Nullable(Type.Object({ id: Type.Integer(), excerpt: Type.String() })),
  run: Nullable(
    Type.String({ description: 'budget and run_failed items: the ULID of the run held back or failed' }),
  ),
  note: Nullable(
    Type.String({
      description:
        'budget, run_failed and runtime_offline items: what holds the run back, why it failed, which runtime went offline',
    }),
  ),
  meeting: Nullable(
    Type.Object(
      { id: Type.String(), title: Type.String() },
      { description: 'minutes items: the meeting whose minutes were sent' },
    ),
  ),
  created_at: Type.String(),
});
export type InboxItemView = Static<typeof InboxItemSchema>;

export const InboxQuery = Type.Object(
  { unread: Type.Optional(QueryBoolean), ...PaginationQuery },
  { additionalProperties: false },
);

export const InboxItemParams = Type.Object({ id: PathId });
