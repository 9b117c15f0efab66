import { Type, type Static } from 'typebox';
import { BUDGET_SCOPES, MAX_CAP_USD } from '../domain/budgets.js';
import { DATE_RANGE_WORDS } from '../domain/date-range.js';
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
