import { Type, type Static } from 'typebox';
import { MAX_RUN_MINUTES } from './limits.js';
import { AGENT_PROVIDERS, AGENT_STATUSES, AGENT_VISIBILITIES, SANDBOX_LEVELS } from './enums.js';
import { RunCeilingUsd } from './budgets.js';
import { IdInteger, Nullable, StringEnum } from './common.js';

/** Never carries instructions, custom_env, custom_args or mcp_config: the response schema drops them. */
export const AgentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  provider: StringEnum(AGENT_PROVIDERS),
  model: Nullable(Type.String()),
  status: StringEnum(AGENT_STATUSES),
  visibility: StringEnum(AGENT_VISIBILITIES),
  max_concurrent_tasks: Type.Integer(),
  max_concurrent_runs: Type.Integer({
    description: 'Runs of the agent held at once (decisions §12.7); the same setting as max_concurrent_tasks',
  }),
  weekly_hours: Type.Integer(),
  max_run_cost_usd: Nullable(
    Type.Number({ description: "the most one run may cost; null: the workspace's default ceiling" }),
  ),
  max_run_minutes: Nullable(
    Type.Integer({ description: 'A run held longer fails as timed_out; null: no limit' }),
  ),
  stall_minutes: Nullable(
    Type.Integer({
      description:
        'A held run reporting no transcript line and no usage this long fails as stalled; null: off',
    }),
  ),
  runtime: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      online: Type.Boolean(),
      sandbox: StringEnum(SANDBOX_LEVELS),
    }),
  ),
});
export type AgentView = Static<typeof AgentSchema>;

const agentFields = {
  model: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  visibility: Type.Optional(StringEnum(AGENT_VISIBILITIES)),
  max_concurrent_tasks: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  max_concurrent_runs: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  weekly_hours: Type.Optional(Type.Integer({ minimum: 0, maximum: 168 })),
  max_run_cost_usd: Type.Optional(RunCeilingUsd),
  max_run_minutes: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_RUN_MINUTES }))),
  stall_minutes: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_RUN_MINUTES }))),
  instructions: Type.Optional(Nullable(Type.String({ maxLength: 100_000 }))),
  custom_env: Type.Optional(
    Nullable(
      Type.Record(Type.String({ maxLength: 255 }), Type.String({ maxLength: 10_000 }), {
        maxProperties: 100,
      }),
    ),
  ),
  runtime: Type.Optional(Nullable(IdInteger)),
};
export const CreateAgentBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    provider: StringEnum(AGENT_PROVIDERS),
    ...agentFields,
  },
  { additionalProperties: false },
);
export const UpdateAgentBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    provider: Type.Optional(StringEnum(AGENT_PROVIDERS)),
    enabled: Type.Optional(
      Type.Boolean({
        description: 'false disables the agent: its held runs fail at once (agent_disabled); true enables it',
      }),
    ),
    ...agentFields,
  },
  { additionalProperties: false },
);
