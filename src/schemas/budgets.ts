import { Type, type Static } from 'typebox';
import { BUDGET_SCOPES } from './enums.js';
import { MAX_CAP_USD, MIN_RUN_CEILING_USD } from './limits.js';
import { DATE_RANGE_WORDS } from './limits.js';
import { IdInteger, Nullable, StringEnum } from './common.js';

/** A monthly cap with this month's spend (Administration → Agents). */
export const BudgetSchema = Type.Object({
  id: Type.Integer(),
  scope: StringEnum(BUDGET_SCOPES),
  subject: Type.Object({ id: Type.Integer(), name: Type.String() }),
  month: Type.String(),
  monthly_cap_usd: Type.Number(),
  spent_usd: Type.Number(),
  in_flight: Type.Integer(),
  reserved_usd: Type.Number({
    description:
      'what the runs in flight may still cost: each at the larger of its ceiling and its cost so far',
  }),
  reached: Type.Boolean(),
});
export type BudgetView = Static<typeof BudgetSchema>;

export const BudgetBody = Type.Object(
  {
    scope: StringEnum(BUDGET_SCOPES),
    subject_id: Type.Optional(IdInteger),
    monthly_cap_usd: Nullable(Type.Number({ minimum: 0, maximum: MAX_CAP_USD })),
  },
  { additionalProperties: false },
);

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
export const MonthlyUsageSchema = Type.Object({
  month: Type.String(),
  workspace: Type.Object({
    runs: Type.Integer(),
    cost_usd: Type.Number(),
    monthly_cap_usd: Nullable(Type.Number()),
  }),
  agents: Type.Array(UsageRowSchema),
  projects: Type.Array(UsageRowSchema, { description: 'runs without a project under id null' }),
});
export type MonthlyUsageView = Static<typeof MonthlyUsageSchema>;

export const UsageQuery = Type.Object(
  {
    month: Type.Optional(
      Type.String({
        pattern: '^(19|20|21)[0-9]{2}-(0[1-9]|1[0-2])$',
        description: `YYYY-MM, ${DATE_RANGE_WORDS}; this month by default`,
      }),
    ),
  },
  { additionalProperties: false },
);

/** A per-run cost ceiling in dollars, or null for none of its own (issue 28). */
export const RunCeilingUsd = Nullable(Type.Number({ minimum: MIN_RUN_CEILING_USD, maximum: MAX_CAP_USD }));

/** The workspace's default per-run ceiling (`/api/ui/budgets/run-ceiling`). */
export const RunCeilingSchema = Type.Object({
  max_run_cost_usd: Nullable(Type.Number()),
  built_in_usd: Type.Number({
    description: 'the ceiling of runs under a cap when neither agent nor workspace sets one',
  }),
});
export type RunCeilingView = Static<typeof RunCeilingSchema>;

export const RunCeilingBody = Type.Object(
  { max_run_cost_usd: RunCeilingUsd },
  { additionalProperties: false },
);
