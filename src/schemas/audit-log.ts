import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './enums.js';
import { ActorSchema, Nullable, PaginationQuery, StringEnum, Timestamp } from './common.js';

/** The audit log (issue 43, decisions §12.14): `src/http/routes/audit-log.ts`. */

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  action: StringEnum(AUDIT_ACTIONS),
  actor: Type.Union([ActorSchema, Type.Null()], {
    description:
      'Who did it, named as when it happened; null: the system (a `tandem admin` command, a scheduled job) or, for a failed sign-in, whoever tried',
  }),
  target: Type.Object({
    type: StringEnum(AUDIT_TARGET_TYPES),
    id: Nullable(Type.Integer()),
    name: Type.String({ description: 'Its name when the entry was written' }),
  }),
  details: Type.Record(Type.String(), Type.Unknown(), {
    description: 'What changed, small; never a secret (token, password, link or secret values)',
  }),
  ip: Nullable(Type.String({ description: 'The address of a sign-in or password change' })),
  imported: Type.Boolean({ description: 'Brought in by a workspace import, not written here' }),
  created_at: Timestamp,
});
export type AuditEntryView = Static<typeof AuditEntrySchema>;

export const AuditLogQuery = Type.Object(
  {
    actor: Type.Optional(
      Type.String({
        maxLength: 40,
        description: 'an actor key such as user:3 or agent:2, or `system`',
      }),
    ),
    action: Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'an action (`token.created`) or its subject with the dot (`token.`) for all of them',
      }),
    ),
    from: Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'entries at or after: a date (2026-11-02) or an ISO 8601 timestamp',
      }),
    ),
    to: Type.Optional(
      Type.String({
        maxLength: 64,
        description: 'entries at or before: a timestamp, or a date meaning through the end of that day',
      }),
    ),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);
export type AuditLogQueryInput = Static<typeof AuditLogQuery>;
