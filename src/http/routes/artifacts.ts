import { listArtifactsOfIssue } from '../../domain/artifacts.js';
import { resolveIssue } from '../../domain/issue-ref.js';
import { respondWithPage } from '../envelope.js';
import { ArtifactSchema } from '../../schemas/artifacts.js';
import { Collection, IssueParams, PageQuery } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

export const artifactRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/issues/:issue/artifacts',
    {
      schema: {
        params: IssueParams,
        querystring: PageQuery,
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
