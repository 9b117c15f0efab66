import { Type, type Static } from 'typebox';
import { ActorSchema, Nullable, PaginationQuery, PathId, StringEnum } from './common.js';

/**
 * Approvals bound to one action (decisions §12.10; docs/decisions.md "Issue 39 — approvals"). `action`
 * is a short verb phrase (`deploy`, `run migration`); `scope` names exactly what it applies to: a text
 * (`staging`) or a JSON object (`{"environment": "staging", "service": "api"}`), at most 4 KB as JSON.
 * An answer is bound to that one request: another action or scope is another approval.
 */
export const APPROVAL_STATUSES = ['pending', 'approved', 'denied'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const MAX_ACTION_LENGTH = 100;
export const MAX_SCOPE_TEXT_LENGTH = 500;
export const MAX_SCOPE_JSON_BYTES = 4096;
export const MAX_REASON_LENGTH = 2000;

const ScopeSchema = Type.Union(
  [
    Type.String({ minLength: 1, maxLength: MAX_SCOPE_TEXT_LENGTH }),
    Type.Record(Type.String(), Type.Unknown(), { maxProperties: 50 }),
  ],
  { description: 'What exactly the action applies to: a text, or an object (at most 4 KB as JSON)' },
);

export const ApprovalSchema = Type.Object({
  id: Type.Integer(),
  run: Type.String({ description: 'The ULID of the run that asked' }),
  issue: Nullable(Type.String({ description: "The identifier of the run's issue" })),
  agent: Type.Object({ id: Type.Integer(), name: Type.String() }),
  action: Type.String(),
  scope: ScopeSchema,
  status: StringEnum(APPROVAL_STATUSES),
  requested_at: Type.String(),
  expires_at: Type.String({ description: 'Unanswered by then (24 hours after the request), it is denied' }),
  answered_by: Nullable(ActorSchema),
  answered_at: Nullable(Type.String()),
  reason: Nullable(
    Type.String({
      description:
        'Why it was approved or denied; when nobody answered (no answer in 24 hours, the run ended first) it says so',
    }),
  ),
  can_answer: Type.Boolean({ description: 'Whether the caller may approve or deny it now' }),
});
export type ApprovalView = Static<typeof ApprovalSchema>;

export const RequestApprovalBody = Type.Object(
  {
    action: Type.String({
      minLength: 1,
      maxLength: MAX_ACTION_LENGTH,
      description: 'A short phrase naming the action: deploy, run migration, spend past ceiling',
    }),
    scope: ScopeSchema,
  },
  { additionalProperties: false },
);

export const AnswerApprovalBody = Type.Object(
  { reason: Type.Optional(Nullable(Type.String({ maxLength: MAX_REASON_LENGTH }))) },
  { additionalProperties: false },
);

export const ApprovalParams = Type.Object({ id: PathId });

export const ApprovalsQuery = Type.Object(
  { status: Type.Optional(StringEnum(APPROVAL_STATUSES)), ...PaginationQuery },
  { additionalProperties: false },
);
