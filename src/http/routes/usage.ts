import { Type } from 'typebox';
import { usageFor } from '../../domain/budgets.js';
import { Data, Nullable } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';

const UsageRowSchema = Type.Object({
  id: Nullable(Type.Integer()),
  name: Nullable(Type.String()),
  runs: Type.Integer(),
  cost_usd: Type.Number(),
  input_tokens: Type.Integer(),
  output_tokens: Type.Integer(),
  monthly_cap_usd: Nullable(Type.Number()),
});

/** `GET /usage` (issue 22): a month's agent runs, their reported cost and tokens, against the caps. */
export const UsageSchema = Type.Object({
  month: Type.String(),
  workspace: Type.Object({
    runs: Type.Integer(),
    cost_usd: Type.Number(),
    monthly_cap_usd: Nullable(Type.Number()),
  }),
  agents: Type.Array(UsageRowSchema),
  projects: Type.Array(UsageRowSchema, { description: 'runs without a project under id null' }),
});

export const usageRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/usage',
    {
      schema: {
        querystring: Type.Object(
          {
            month: Type.Optional(
              Type.String({
                pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
                description: 'YYYY-MM; this month by default',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: Data(UsageSchema) },
      },
    },
    async (request) => ({ data: await usageFor(db, request.caller, request.query.month) }),
  );
};
