import { Type, type Static } from 'typebox';
import { Nullable, PaginationQuery } from './common.js';
import { DATE_RANGE_WORDS } from './limits.js';

/** The window a scorecard covers: calendar days in UTC, both ends included (decisions §12.12). */
export const ScorecardQuery = Type.Object(
  {
    from: Type.Optional(
      Type.String({
        format: 'date',
        description: `a date YYYY-MM-DD, ${DATE_RANGE_WORDS}; default: 29 days before \`to\``,
      }),
    ),
    to: Type.Optional(
      Type.String({
        format: 'date',
        description: `a date YYYY-MM-DD, ${DATE_RANGE_WORDS}; default: today (UTC)`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type ScorecardQueryInput = Static<typeof ScorecardQuery>;

export const ScorecardOverviewQuery = Type.Object(
  { ...ScorecardQuery.properties, ...PaginationQuery },
  { additionalProperties: false },
);

const Count = Type.Integer({ minimum: 0 });

export const ScorecardSchema = Type.Object({
  runs: Type.Object({
    completed: Count,
    failed: Type.Integer({ minimum: 0, description: 'Every failed run, timed_out and stalled included.' }),
    canceled: Count,
    timed_out: Type.Integer({ minimum: 0, description: 'Failed runs that ran past max_run_minutes.' }),
    stalled: Type.Integer({
      minimum: 0,
      description: 'Failed runs that reported nothing for stall_minutes.',
    }),
  }),
  deliveries: Type.Object({
    opened: Type.Integer({ minimum: 0, description: 'Pull requests its runs delivered in the window.' }),
    merged: Type.Integer({ minimum: 0, description: 'Of those, the ones merged since.' }),
    closed_unmerged: Type.Integer({ minimum: 0, description: 'Of those, the ones closed without merging.' }),
  }),
  reopened: Type.Integer({
    minimum: 0,
    description: 'Issues it had worked on that moved from done back to an open status in the window.',
  }),
  review_rounds: Type.Integer({ minimum: 0, description: 'Changes requested on its work in the window.' }),
  cost_usd: Type.Number({ minimum: 0, description: 'The cost of its runs that ended in the window.' }),
  cost_per_merged_usd: Nullable(Type.Number({ minimum: 0 })),
  median_run_minutes: Nullable(Type.Number({ minimum: 0 })),
});
export type ScorecardView = Static<typeof ScorecardSchema>;

export const ScorecardWeekSchema = Type.Object({
  week: Type.String({ description: 'The Monday the ISO week starts on (YYYY-MM-DD).' }),
  runs: Type.Object({
    completed: Count,
    failed: Count,
    canceled: Count,
    timed_out: Count,
    stalled: Count,
  }),
  deliveries: Type.Object({ opened: Count, merged: Count, closed_unmerged: Count }),
  cost_usd: Type.Number({ minimum: 0 }),
});
export type ScorecardWeekView = Static<typeof ScorecardWeekSchema>;

export const ScorecardSeriesSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  weeks: Type.Array(ScorecardWeekSchema),
});
export type ScorecardSeriesView = Static<typeof ScorecardSeriesSchema>;

export const AgentScorecardSchema = Type.Object({
  agent: Type.Object({ id: Type.Integer(), name: Type.String() }),
  from: Type.String(),
  to: Type.String(),
  scorecard: ScorecardSchema,
});
export type AgentScorecardView = Static<typeof AgentScorecardSchema>;

/** People's logged time and agents' runs on one issue, side by side (no hourly rate is kept). */
export const IssueCostSchema = Type.Object({
  people: Type.Object({
    minutes: Count,
    by_person: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), minutes: Count })),
  }),
  agents: Type.Object({
    runs: Count,
    minutes: Type.Integer({ minimum: 0, description: 'Time its agents logged for their runs.' }),
    cost_usd: Type.Number({ minimum: 0 }),
    by_agent: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        runs: Count,
        minutes: Count,
        cost_usd: Type.Number({ minimum: 0 }),
      }),
    ),
  }),
});
export type IssueCostView = Static<typeof IssueCostSchema>;
