import { usageFor } from '../../domain/budgets.js';
import { MonthlyUsageSchema, UsageQuery } from '../../schemas/budgets.js';
import { Data } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

export const usageRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/usage',
    {
      schema: {
        querystring: UsageQuery,
        response: { 200: Data(MonthlyUsageSchema) },
      },
    },
    async (request) => ({ data: await usageFor(db, request.caller, request.query.month) }),
  );
};
