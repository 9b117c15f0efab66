import { listArtifactsOfIssue } from '../../domain/runs/artifacts.js';
import { describeOperations } from '../openapi.js';
import { resolveIssue } from '../../domain/issues/issue-ref.js';
import { respondWithPage } from '../envelope.js';
import { ArtifactSchema } from '../../schemas/artifacts.js';
import { Collection, IssueParams, PageQuery } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

export const artifactRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('deliveries');
  app.get(
    '/issues/:issue/artifacts',
    {
      schema: {
        ...operation(
          'listIssueDeliveries',
          "List an issue's deliveries",
          'What runs delivered on the issue (pull requests, branches, commits, documents, links) with the claim check of each.',
        ),
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
