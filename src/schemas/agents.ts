import { Type, type Static } from 'typebox';
import { MAX_RUN_ATTEMPTS, MAX_RUN_MINUTES } from './limits.js';
import { AGENT_PROVIDERS, AGENT_STATUSES, AGENT_VISIBILITIES, SANDBOX_LEVELS } from './enums.js';
import { RunCeilingUsd } from './budgets.js';
import { ActorSchema, IdInteger, Nullable, PathId, StringEnum, Timestamp } from './common.js';

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
  repository_id: Nullable(
    Type.Integer({ description: "the repository its runs work in; wins over the issue's project's" }),
  ),
  max_attempts: Nullable(
    Type.Integer({
      description:
        "Claims a run gets when attempts fail for a transient reason (runner lost, stalled); null: the service's default (SERVICE_RUN_MAX_ATTEMPTS, 3)",
    }),
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

/** decisions §12.4: an agent's instructions, a skill's body: Markdown of at most 64 KB (bytes, UTF-8). */
export const MAX_INSTRUCTIONS_BYTES = 64 * 1024;
/** Environment names, of the custom environment and of secrets alike. */
export const ENV_NAME_PATTERN = '^[A-Z][A-Z0-9_]*$';
export const MAX_ENV_NAME_LENGTH = 128;
export const MAX_CUSTOM_ARGS = 100;
export const MAX_CUSTOM_ARG_LENGTH = 4096;
/** `mcp_config` as JSON text, at most. */
export const MAX_MCP_CONFIG_BYTES = 64 * 1024;
export const MAX_AGENT_SKILLS = 100;

/**
 * One agent as `GET /agents/{id}` and the agent's create and update answer it. Owners and admins also get
 * its configuration (what reaches the runner), none of it secret: secrets are `/agents/{id}/secrets`
 * and are never read back. Members get the public fields, `skill_ids` and `instructions_version`.
 */
export const AgentDetailSchema = Type.Object({
  ...AgentSchema.properties,
  instructions_version: Nullable(
    Type.Integer({ description: 'the current version of its instructions; null: never set' }),
  ),
  skill_ids: Type.Array(Type.Integer()),
  instructions: Type.Optional(Nullable(Type.String({ description: 'owners and admins only' }))),
  custom_env: Type.Optional(
    Type.Record(Type.String(), Type.String(), { description: 'owners and admins only' }),
  ),
  custom_args: Type.Optional(Type.Array(Type.String(), { description: 'owners and admins only' })),
  mcp_config: Type.Optional(
    Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'owners and admins only' })),
  ),
});
export type AgentDetailView = Static<typeof AgentDetailSchema>;

export const InstructionVersionSchema = Type.Object({
  version: Type.Integer(),
  instructions: Nullable(Type.String()),
  author: Nullable(ActorSchema),
  created_at: Timestamp,
});
export type InstructionVersionView = Static<typeof InstructionVersionSchema>;

export const SecretParams = Type.Object({
  id: PathId,
  // Checked by the domain (422 on `name` when setting one), so a wrong name is told apart from a missing agent.
  name: Type.String({
    minLength: 1,
    maxLength: 1000,
    description: `[A-Z][A-Z0-9_]*, at most ${MAX_ENV_NAME_LENGTH}`,
  }),
});

/** What `GET /agents/{id}/secrets` shows of a secret: never its value. */
export const SecretSchema = Type.Object({ name: Type.String(), updated_at: Timestamp });
export type SecretView = Static<typeof SecretSchema>;

export const MAX_SECRET_BYTES = 32 * 1024;
export const SetSecretBody = Type.Object(
  {
    value: Type.String({
      minLength: 1,
      maxLength: MAX_SECRET_BYTES,
      description: 'at most 32 KB; write-only: never shown again',
    }),
  },
  { additionalProperties: false },
);

const agentFields = {
  model: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  visibility: Type.Optional(StringEnum(AGENT_VISIBILITIES)),
  max_concurrent_tasks: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  max_concurrent_runs: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  weekly_hours: Type.Optional(Type.Integer({ minimum: 0, maximum: 168 })),
  max_run_cost_usd: Type.Optional(RunCeilingUsd),
  max_run_minutes: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_RUN_MINUTES }))),
  stall_minutes: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_RUN_MINUTES }))),
  max_attempts: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_RUN_ATTEMPTS }))),
  instructions: Type.Optional(
    Nullable(
      Type.String({
        maxLength: MAX_INSTRUCTIONS_BYTES,
        description: 'Markdown, at most 64 KB; each change is kept as a new version',
      }),
    ),
  ),
  custom_env: Type.Optional(
    Nullable(
      Type.Record(Type.String({ maxLength: MAX_ENV_NAME_LENGTH }), Type.String({ maxLength: 10_000 }), {
        maxProperties: 100,
        description: 'environment variables of the command, names like secrets; not secret (see secrets)',
      }),
    ),
  ),
  custom_args: Type.Optional(
    Nullable(
      Type.Array(Type.String({ maxLength: MAX_CUSTOM_ARG_LENGTH }), {
        maxItems: MAX_CUSTOM_ARGS,
        description: "extra arguments for the agent's tool",
      }),
    ),
  ),
  mcp_config: Type.Optional(
    Nullable(
      Type.Record(Type.String(), Type.Unknown(), {
        description: 'an MCP configuration object (at most 64 KB as JSON), handed to the runner',
      }),
    ),
  ),
  skill_ids: Type.Optional(
    Type.Array(IdInteger, { maxItems: MAX_AGENT_SKILLS, description: "the agent's skills (replaces them)" }),
  ),
  runtime: Type.Optional(Nullable(IdInteger)),
  repository_id: Type.Optional(Nullable(IdInteger)),
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
