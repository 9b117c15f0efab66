import { issueCostFor } from '../../domain/runs/issue-cost.js';
import {
  agentScorecardFor,
  agentScorecardSeriesFor,
  agentScorecardsFor,
} from '../../domain/runs/scorecards.js';
import { Collection, Data, EmptyQuery, IdParams, IssueParams } from '../../schemas/common.js';
import {
  AgentScorecardSchema,
  IssueCostSchema,
  ScorecardOverviewQuery,
  ScorecardQuery,
  ScorecardSchema,
  ScorecardSeriesSchema,
} from '../../schemas/scorecards.js';
import { respondWithPage } from '../envelope.js';
import { describeOperations } from '../openapi.js';
import type { RouteModule } from '../types.js';

/**
 * Agents' scorecards (decisions §12.12) and what an issue cost: read by whoever may see the agent or the
 * issue, with a read token too.
 */
export const scorecardRoutes: RouteModule = (app, { db, config }) => {
  const operation = describeOperations('agents');
  const window =
    '`from` and `to` are calendar days in UTC, both included; by default the last 30 days up to today. A bad date, or `from` after `to`, is 422 on the field.';

  app.get(
    '/agents/:id/scorecard',
    {
      schema: {
        ...operation(
          'getAgentScorecard',
          "Get an agent's scorecard",
          `What its runs came to in the window: runs that ended, by outcome (\`failed\` includes \`timed_out\` and \`stalled\`); pull requests its runs delivered, and of them merged and closed unmerged by now; issues it worked on reopened after done; review rounds; cost of the runs that ended, and per merged pull request (null when none merged); median minutes from start to end. ${window}`,
        ),
        params: IdParams,
        querystring: ScorecardQuery,
        response: { 200: Data(ScorecardSchema) },
      },
    },
    async (request) => ({
      data: await agentScorecardFor(db, request.caller, request.params.id, request.query),
    }),
  );

  app.get(
    '/agents/:id/scorecard/series',
    {
      schema: {
        ...operation(
          'getAgentScorecardSeries',
          "Get an agent's scorecard by week",
          'The runs by outcome, pull requests and cost per ISO week (each week by its Monday) for charts, every week touching the window listed (zeros included), counting what fell inside the window. By default the last 12 weeks; at most 371 days (422 on `from`).',
        ),
        params: IdParams,
        querystring: ScorecardQuery,
        response: { 200: Data(ScorecardSeriesSchema) },
      },
    },
    async (request) => ({
      data: await agentScorecardSeriesFor(db, request.caller, request.params.id, request.query),
    }),
  );

  app.get(
    '/agents/scorecards',
    {
      schema: {
        ...operation(
          'listAgentScorecards',
          "List agents' scorecards",
          `Every agent the caller may see (by id), each with its scorecard over the same window, side by side. ${window}`,
        ),
        querystring: ScorecardOverviewQuery,
        response: { 200: Collection(AgentScorecardSchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        agentScorecardsFor(db, request.caller, request.query, limit, offset),
      ),
  );

  app.get(
    '/issues/:issue/cost',
    {
      schema: {
        ...operation(
          'getIssueCost',
          'Get what an issue cost',
          "People's logged minutes on the issue (by person) and its agents' runs (count, logged minutes and cost, by agent), side by side: no hourly rate is kept for people.",
        ),
        params: IssueParams,
        querystring: EmptyQuery,
        response: { 200: Data(IssueCostSchema) },
      },
    },
    async (request) => ({ data: await issueCostFor(db, request.caller, request.params.issue) }),
  );
};
