import { inTransaction } from '../../db/connection.js';
import { issuesAwaitingMyReview, listReviews, submitReview } from '../../domain/runs/reviews.js';
import { Collection, Data, EmptyQuery, IssueParams, PageQuery } from '../../schemas/common.js';
import { IssueSchema } from '../../schemas/issues.js';
import { ReviewBody, ReviewSchema } from '../../schemas/reviews.js';
import { respondWithPage } from '../envelope.js';
import { describeOperations } from '../openapi.js';
import type { RouteModule } from '../types.js';

/** Reviews of agents' work (decisions §12.9): an issue's rounds, the reviewer's decision, my reviews. */
export const reviewRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('reviews');
  app.post(
    '/issues/:issue/review',
    {
      schema: {
        ...operation(
          'reviewIssue',
          'Review an issue',
          'The reviewer’s decision on the open review round: `approve` (recorded; a merged pull request still closes the issue) or `request_changes` (the body becomes a comment, the issue goes back to `todo` and the same agent gets a run that resumes its session). 403 for anyone but the reviewer, 409 when the issue is not waiting for a review.',
        ),
        params: IssueParams,
        querystring: EmptyQuery,
        body: ReviewBody,
        response: { 200: Data(ReviewSchema) },
      },
    },
    async (request) => {
      const view = await inTransaction(db, (tx) =>
        submitReview(tx, request.ctx, { ...request.body, issue: request.params.issue }),
      );
      return { data: view };
    },
  );

  app.get(
    '/issues/:issue/reviews',
    {
      schema: {
        ...operation(
          'listIssueReviews',
          "List an issue's review rounds",
          'Every review round of the issue, the first first: who was asked, by which run, and the decision.',
        ),
        params: IssueParams,
        querystring: PageQuery,
        response: { 200: Collection(ReviewSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, async (limit, offset) => {
        const rounds = await listReviews(db, request.caller, request.params.issue);
        return { items: rounds.slice(offset, offset + limit), total: rounds.length };
      }),
  );

  app.get(
    '/inbox/reviews',
    {
      schema: {
        ...operation(
          'listAwaitingMyReview',
          'List the issues awaiting my review',
          'The issues whose open review round waits for the caller, the most recently requested first.',
        ),
        querystring: PageQuery,
        response: { 200: Collection(IssueSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, async (limit, offset) => {
        const issues = await issuesAwaitingMyReview(db, request.caller);
        return { items: issues.slice(offset, offset + limit), total: issues.length };
      }),
  );
};
