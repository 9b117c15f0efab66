import { Type, type Static } from 'typebox';
import { ARTIFACT_STATES, ARTIFACT_TYPES } from '../domain/enums.js';
import { Nullable, StringEnum } from './common.js';

export const ClaimCheckItemSchema = Type.Object({
  claim: Type.String(),
  says: Type.String(),
  found: Type.String(),
});

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
