import { usageFor } from '../../domain/runs/budgets.js';
import { describeOperations } from '../openapi.js';
import { MonthlyUsageSchema, UsageQuery } from '../../schemas/budgets.js';
import { Data } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

export const usageRoutes: RouteModule = (app, { db }) => {
  const operation = describeOperations('usage');
  app.get(
    '/usage',
    {
      schema: {
        ...operation(
          'getUsage',
          'Get monthly usage',
          'Runs and costs of the month for the workspace, each agent and each project, with their budgets.',
        ),
        querystring: UsageQuery,
        response: { 200: Data(MonthlyUsageSchema) },
      },
    },
    async (request) => ({ data: await usageFor(db, request.caller, request.query.month) }),
  );
};
