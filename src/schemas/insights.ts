import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './common.js';
import { DATE_RANGE_WORDS, MAX_CYCLE_NUMBER } from './limits.js';

/**
 * Insights (decisions §12.15, docs/decisions.md "Issue 41 — insights"): series computed in the database
 * over the history Tandem writes. Each endpoint accepts only the parameters that apply to it (any other
 * is 422 on the parameter); `from` and `to` are calendar days in UTC, both included.
 */
const From = Type.Optional(
  Type.String({
    format: 'date',
    description: `a date YYYY-MM-DD, ${DATE_RANGE_WORDS}: the first day counted (default: the Monday 11 weeks before \`to\`)`,
  }),
);
const To = Type.Optional(
  Type.String({
    format: 'date',
    description: `a date YYYY-MM-DD, ${DATE_RANGE_WORDS}: the last day counted (default: today in UTC)`,
  }),
);
const ProjectId = Type.Optional(
  Type.Integer({ minimum: 1, description: 'Only work of this project of the workspace (422 for another).' }),
);
const CycleId = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: MAX_CYCLE_NUMBER,
    description: "A cycle's number: only issues planned into that cycle (404 with cycles off).",
  }),
);
const Format = Type.Optional(
  StringEnum(['json', 'csv'] as const, {
    description:
      '`csv` answers text/csv (one row per group, or per group and week), for spreadsheets; default `json`.',
  }),
);

export const BurnupQuery = Type.Object(
  {
    cycle_id: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_CYCLE_NUMBER,
        description: "A cycle's number (default: the cycle of today); 404 with cycles off.",
      }),
    ),
    project_id: ProjectId,
  },
  { additionalProperties: false },
);
export type BurnupQueryInput = Static<typeof BurnupQuery>;

export const ThroughputQuery = Type.Object(
  { from: From, to: To, project_id: ProjectId, cycle_id: CycleId },
  { additionalProperties: false },
);
export type ThroughputQueryInput = Static<typeof ThroughputQuery>;

export const CycleTimeQuery = ThroughputQuery;
export type CycleTimeQueryInput = ThroughputQueryInput;

export const TIME_GROUPS = ['person', 'project', 'cycle'] as const;
export const TimeInsightQuery = Type.Object(
  {
    from: From,
    to: To,
    project_id: ProjectId,
    cycle_id: CycleId,
    group_by: Type.Optional(
      StringEnum(TIME_GROUPS, {
        description: 'Whose or what hours each row sums: `person` (default), `project` or `cycle`.',
      }),
    ),
    format: Format,
  },
  { additionalProperties: false },
);
export type TimeInsightQueryInput = Static<typeof TimeInsightQuery>;

export const COST_GROUPS = ['agent', 'project'] as const;
export const AgentCostQuery = Type.Object(
  {
    from: From,
    to: To,
    project_id: ProjectId,
    group_by: Type.Optional(
      StringEnum(COST_GROUPS, {
        description: "What each series sums runs' cost by: `agent` (default) or `project`.",
      }),
    ),
    format: Format,
  },
  { additionalProperties: false },
);
export type AgentCostQueryInput = Static<typeof AgentCostQuery>;

const Count = Type.Integer({ minimum: 0 });
const CycleRef = Type.Object({ number: Type.Integer(), starts_on: Type.String(), ends_on: Type.String() });

export const BurnupSchema = Type.Object({
  cycle: CycleRef,
  days: Type.Array(
    Type.Object({
      day: Type.String({ description: 'A day of the cycle up to today, YYYY-MM-DD.' }),
      scope: Type.Integer({
        minimum: 0,
        description: 'Issues planned into the cycle by the end of the day.',
      }),
      done: Type.Integer({ minimum: 0, description: 'Of those, the ones done by the end of the day.' }),
      carried_in: Type.Integer({
        minimum: 0,
        description: 'Of the scope, the issues carried over into it from the cycle before.',
      }),
    }),
  ),
  carried_in: Type.Integer({
    minimum: 0,
    description: 'Issues the cycle began with, carried over from before.',
  }),
  carried_out: Nullable(
    Type.Integer({ minimum: 0, description: 'Issues carried on to the next cycle; null until it closed.' }),
  ),
});
export type BurnupView = Static<typeof BurnupSchema>;

const WindowFields = { from: Type.String(), to: Type.String() };

export const ThroughputSchema = Type.Object({
  ...WindowFields,
  types: Type.Array(Type.String(), { description: 'The issue types that appear, in a steady order.' }),
  weeks: Type.Array(
    Type.Object({
      week: Type.String({ description: 'The Monday the ISO week starts on (YYYY-MM-DD).' }),
      total: Count,
      by_type: Type.Array(Type.Object({ type: Type.String(), done: Count })),
    }),
  ),
});
export type ThroughputView = Static<typeof ThroughputSchema>;

const distribution = (description: string) =>
  Type.Object(
    {
      count: Count,
      median_days: Nullable(Type.Number({ minimum: 0 })),
      p85_days: Nullable(Type.Number({ minimum: 0, description: 'The 85th percentile, in days.' })),
      buckets: Type.Array(
        Type.Object({
          label: Type.String(),
          min_days: Type.Number({ minimum: 0 }),
          max_days: Nullable(
            Type.Number({ description: 'Upper bound (excluded); null for the last bucket.' }),
          ),
          count: Count,
        }),
      ),
    },
    { description },
  );
export type DistributionView = Static<ReturnType<typeof distribution>>;

export const CycleTimeSchema = Type.Object({
  ...WindowFields,
  cycle_time: distribution('From first start (in progress) to done, for the issues done in the window.'),
  lead_time: distribution('From creation to done, for the issues done in the window.'),
});
export type CycleTimeView = Static<typeof CycleTimeSchema>;

export const TimeInsightSchema = Type.Object({
  ...WindowFields,
  group_by: StringEnum(TIME_GROUPS),
  total_minutes: Count,
  rows: Type.Array(
    Type.Object({
      key: Nullable(Type.String({ description: 'Actor key, project id or cycle number; null for none.' })),
      label: Type.String(),
      minutes: Count,
    }),
  ),
});
export type TimeInsightView = Static<typeof TimeInsightSchema>;

export const AgentCostSchema = Type.Object({
  ...WindowFields,
  group_by: StringEnum(COST_GROUPS),
  weeks: Type.Array(Type.String(), { description: 'The Mondays of the weeks, in order.' }),
  workspace_monthly_cap_usd: Nullable(Type.Number({ minimum: 0 })),
  groups: Type.Array(
    Type.Object({
      id: Nullable(
        Type.Integer({ description: "The agent's or project's id; null for runs without project." }),
      ),
      name: Type.String(),
      cost_usd: Type.Number({ minimum: 0 }),
      monthly_cap_usd: Nullable(Type.Number({ minimum: 0 })),
      weekly_budget_usd: Nullable(
        Type.Number({ minimum: 0, description: 'The monthly cap spread over a week (cap × 12 / 52).' }),
      ),
      weeks: Type.Array(Type.Object({ week: Type.String(), cost_usd: Type.Number({ minimum: 0 }) })),
    }),
  ),
});
export type AgentCostView = Static<typeof AgentCostSchema>;
