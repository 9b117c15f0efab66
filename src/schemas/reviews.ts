import { Type, type Static } from 'typebox';
import { ActorSchema, Nullable, StringEnum } from './common.js';

/** Review of agents' work (issue 39, decisions §12.9). */
export const REVIEW_DECISIONS = ['approve', 'request_changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** One review round of an issue: opened by an agent's delivery, closed by the reviewer's decision. */
export const ReviewSchema = Type.Object({
  round: Type.Integer({ description: 'Counts the issue’s review rounds from 1' }),
  state: StringEnum(['open', 'approved', 'changes_requested'] as const),
  /** The person asked to review; null when nobody was present to be asked. */
  reviewer: Nullable(ActorSchema),
  agent: Nullable(ActorSchema),
  run: Nullable(Type.String({ description: 'The ULID of the run whose delivery opened the round' })),
  decision: Nullable(StringEnum(REVIEW_DECISIONS)),
  body: Nullable(Type.String()),
  comment_id: Nullable(Type.Integer({ description: 'The comment the decision’s body was posted as' })),
  requested_at: Type.String(),
  decided_at: Nullable(Type.String()),
});
export type ReviewView = Static<typeof ReviewSchema>;

export const ReviewBody = Type.Object(
  {
    decision: StringEnum(REVIEW_DECISIONS),
    body: Type.Optional(Nullable(Type.String({ maxLength: 65_535 }))),
  },
  { additionalProperties: false },
);
export type ReviewInput = Static<typeof ReviewBody>;
