import { listPullRequestsOfIssue } from '../../domain/integrations/pull-requests.js';
import { Collection, IssueParams, PageQuery } from '../../schemas/common.js';
import { PullRequestSchema } from '../../schemas/pull-requests.js';
import { respondWithPage } from '../envelope.js';
import { describeOperations } from '../openapi.js';
import type { RouteModule } from '../types.js';

export const pullRequestRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('deliveries');
  app.get(
    '/issues/:issue/pull-requests',
    {
      schema: {
        ...operation(
          'listIssuePullRequests',
          "List an issue's pull requests",
          'The pull requests a code host linked to the issue (by its identifier in the title, body or head branch) and those its runs delivered, each link once, most recently updated first.',
        ),
        params: IssueParams,
        querystring: PageQuery,
        response: { 200: Collection(PullRequestSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listPullRequestsOfIssue(db, request.caller, request.params.issue, limit, offset),
      ),
  );
};
