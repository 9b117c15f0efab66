import { Type, type Static } from 'typebox';
import { ARTIFACT_STATES, ARTIFACT_TYPES } from './enums.js';
import { Nullable, StringEnum } from './common.js';

/** One claim of a run's summary that its changed paths do not bear out (src/domain/runs/claim-check.ts). */
export const ClaimCheckItemSchema = Type.Object({
  /** Which rule: `tests`, `docs`. */
  claim: Type.String(),
  /** The sentence of the summary that makes the claim. */
  says: Type.String(),
  /** What the changed paths show instead. */
  found: Type.String(),
});
export type ClaimCheckItem = Static<typeof ClaimCheckItemSchema>;

/** Contract: Artifact (delivery). `claim_checked_at` and `claim_check` are both null, or both set. */
export const ArtifactSchema = Type.Object({
  id: Type.Integer(),
  type: StringEnum(ARTIFACT_TYPES),
  state: Nullable(StringEnum(ARTIFACT_STATES)),
  url: Nullable(Type.String()),
  reference: Nullable(Type.String()),
  title: Type.String(),
  created_at: Type.String(),
  claim_checked_at: Nullable(Type.String()),
  claim_check: Nullable(Type.Array(ClaimCheckItemSchema)),
});
export type ArtifactView = Static<typeof ArtifactSchema>;
