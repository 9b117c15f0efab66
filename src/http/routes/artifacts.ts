import { Type } from 'typebox';
import { listArtifactsOfIssue } from '../../domain/artifacts.js';
import { ARTIFACT_STATES, ARTIFACT_TYPES } from '../../domain/enums.js';
import { resolveIssue } from '../../domain/issue-ref.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Nullable, PaginationQuery, StringEnum, IssueParams } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

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

export const artifactRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/issues/:issue/artifacts',
    {
      schema: {
        params: IssueParams,
        querystring: Type.Object(PaginationQuery, { additionalProperties: false }),
        response: { 200: Collection(ArtifactSchema) },
      },
    },
    async (request) => {
      const issue = await resolveIssue(db, request.caller.workspace, request.params.issue);
      return respondWithPage(request, config.appUrl, (limit, offset) =>
        listArtifactsOfIssue(db, issue.id, limit, offset),
      );
    },
  );
};
