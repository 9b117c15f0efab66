import { cycleBurnupFor, cycleTimeFor, throughputFor } from '../../domain/issues/insights-flow.js';
import {
  agentCostCsv,
  agentCostFor,
  timeInsightCsv,
  timeInsightFor,
} from '../../domain/issues/insights-money.js';
import { Data } from '../../schemas/common.js';
import type { TSchema } from 'typebox';
import {
  AgentCostQuery,
  AgentCostSchema,
  BurnupQuery,
  BurnupSchema,
  CycleTimeQuery,
  CycleTimeSchema,
  ThroughputQuery,
  ThroughputSchema,
  TimeInsightQuery,
  TimeInsightSchema,
} from '../../schemas/insights.js';
import { describeOperations } from '../openapi.js';
import type { RouteModule } from '../types.js';
import type { FastifyReply } from 'fastify';

/**
 * Insights (decisions §12.15): series computed in the database, never an issue list. Read by the
 * workspace's members (guests, run tokens and Management are refused, 403), with a read token too.
 */
export const insightRoutes: RouteModule = (app, { db }) => {
  const operation = describeOperations('insights');
  const window =
    '`from` and `to` are calendar days in UTC, both included (default: the last 12 ISO weeks up to today; at most 371 days); a bad date, or `from` after `to`, is 422 on the field. `project_id` of another workspace is 422; `cycle_id` with cycles off is 404.';
  /** JSON by default, or the same rows as CSV (`format=csv`): both media types described. */
  const jsonOrCsv = (schema: TSchema, description: string) => ({
    description,
    content: {
      'application/json': { schema: Data(schema) },
      'text/csv': { schema: { type: 'string', description: 'RFC 4180 CSV with a header row.' } },
    },
  });
  const csv = (reply: FastifyReply, name: string, body: string) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .serializer((payload) => payload as string)
      .send(body);

  app.get(
    '/insights/cycle-burnup',
    {
      schema: {
        ...operation(
          'getCycleBurnup',
          "Get a cycle's burn-up",
          "For each day of the cycle up to today (default: today's cycle), the issues planned into it by that day's end and how many of them were done, with the issues it began with by carry-over and those it carried on (once closed). Standing work is left out. 404 with cycles off.",
        ),
        querystring: BurnupQuery,
        response: { 200: Data(BurnupSchema) },
      },
    },
    async (request) => ({ data: await cycleBurnupFor(db, request.caller, request.query) }),
  );

  app.get(
    '/insights/throughput',
    {
      schema: {
        ...operation(
          'getThroughput',
          'Get weekly throughput',
          `Issues done per ISO week (by its Monday, every week of the window listed), by type: each issue once, at its last move to done in the window, if still done. ${window}`,
        ),
        querystring: ThroughputQuery,
        response: { 200: Data(ThroughputSchema) },
      },
    },
    async (request) => ({ data: await throughputFor(db, request.caller, request.query) }),
  );

  app.get(
    '/insights/cycle-time',
    {
      schema: {
        ...operation(
          'getCycleTime',
          'Get cycle and lead time',
          `For the issues done in the window: days from the first move to in progress to done (cycle time) and from creation to done (lead time), as buckets with the median and 85th percentile. ${window}`,
        ),
        querystring: CycleTimeQuery,
        response: { 200: Data(CycleTimeSchema) },
      },
    },
    async (request) => ({ data: await cycleTimeFor(db, request.caller, request.query) }),
  );

  app.get(
    '/insights/time',
    {
      schema: {
        ...operation(
          'getTimeInsight',
          'Get time by person, project or cycle',
          `Minutes logged on work (issues and meetings, not absences) by \`group_by\`; \`format=csv\` answers the same rows as text/csv. ${window}`,
        ),
        querystring: TimeInsightQuery,
        response: { 200: jsonOrCsv(TimeInsightSchema, 'Minutes by group, as JSON or CSV.') },
      },
    },
    async (request, reply) => {
      const view = await timeInsightFor(db, request.caller, request.query);
      if (request.query.format === 'csv')
        return csv(reply, `time-${view.from}-${view.to}`, timeInsightCsv(view));
      return { data: view };
    },
  );

  app.get(
    '/insights/agent-cost',
    {
      schema: {
        ...operation(
          'getAgentCost',
          "Get agents' cost per week",
          `The cost of runs ended in each ISO week by agent or project (\`group_by\`), with each one's monthly budget and that budget spread over a week; \`format=csv\` answers text/csv. ${window}`,
        ),
        querystring: AgentCostQuery,
        response: { 200: jsonOrCsv(AgentCostSchema, 'Cost per week by group, as JSON or CSV.') },
      },
    },
    async (request, reply) => {
      const view = await agentCostFor(db, request.caller, request.query);
      if (request.query.format === 'csv') {
        return csv(reply, `agent-cost-${view.from}-${view.to}`, agentCostCsv(view));
      }
      return { data: view };
    },
  );
};
