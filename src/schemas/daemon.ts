import { Type, type Static } from 'typebox';
import { ARTIFACT_STATES, ARTIFACT_TYPES } from './enums.js';
import { ActorSchema, DateTimeString, Nullable, StringEnum, MAX_DB_INTEGER } from './common.js';
import { LogLineSchema, RunSchema } from './runs.js';
import { ClaimRepositorySchema } from './repositories.js';

/** Request and response schemas of the runner API (docs/runner-protocol.md). */
const MAX_TOKENS = 1_000_000_000_000_000;

export const ClaimBody = Type.Object(
  {
    agent_ids: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: MAX_DB_INTEGER }), { maxItems: 1000 }),
    ),
    lease_seconds: Type.Optional(Type.Integer({ minimum: 10, maximum: 3600 })),
  },
  { additionalProperties: false },
);

export const RunParams = Type.Object({ run: Type.String({ maxLength: 100 }) });

const LeaseToken = Type.String({ minLength: 1, maxLength: 200 });

export const LeaseBody = Type.Object({ lease_token: LeaseToken }, { additionalProperties: false });

/** A batch of COMMAND's output (docs/runner-protocol.md, "Transcript"). */
export const LogBody = Type.Object(
  {
    lease_token: LeaseToken,
    from_line: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_DB_INTEGER })),
    lines: Type.Array(
      Type.Object(
        {
          stream: StringEnum(['stdout', 'stderr']),
          at: Type.Optional(DateTimeString),
          text: Type.String({ maxLength: 16_384 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 2000 },
    ),
  },
  { additionalProperties: false },
);

const TokenCount = Nullable(Type.Integer({ minimum: 0, maximum: MAX_TOKENS }));

export const UsageReportSchema = Type.Object(
  {
    input_tokens: Type.Optional(TokenCount),
    output_tokens: Type.Optional(TokenCount),
    cached_tokens: Type.Optional(TokenCount),
    cache_write_tokens: Type.Optional(TokenCount),
    cost_usd: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1_000_000_000 }))),
  },
  { additionalProperties: false },
);
export type UsageReport = Static<typeof UsageReportSchema>;

export const DeliverySchema = Type.Object(
  {
    type: StringEnum(ARTIFACT_TYPES),
    state: Type.Optional(Nullable(StringEnum(ARTIFACT_STATES))),
    url: Type.Optional(Nullable(Type.String({ maxLength: 2048 }))),
    reference: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
    title: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  },
  { additionalProperties: false },
);

/**
 * A renewal may report the usage so far: a run whose `cost_usd` passes its ceiling or a cap is stopped
 * (409), docs/runner-protocol.md "Budgets".
 */
export const ExtendLeaseBody = Type.Object(
  {
    lease_token: LeaseToken,
    lease_seconds: Type.Optional(Type.Integer({ minimum: 10, maximum: 3600 })),
    usage: Type.Optional(Nullable(UsageReportSchema)),
  },
  { additionalProperties: false },
);

const reportFields = {
  lease_token: LeaseToken,
  summary: Type.Optional(Nullable(Type.String({ maxLength: 65_535 }))),
  usage: Type.Optional(Nullable(UsageReportSchema)),
  changed_paths: Type.Optional(
    Nullable(Type.Array(Type.String({ minLength: 1, maxLength: 1024 }), { maxItems: 10_000 })),
  ),
  deliveries: Type.Optional(Nullable(Type.Array(DeliverySchema, { maxItems: 100 }))),
  session_id: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  post_summary: Type.Optional(Type.Boolean()),
};

export const CompleteBody = Type.Object(reportFields, { additionalProperties: false });

export const FailBody = Type.Object(
  { ...reportFields, error: Type.Optional(Nullable(Type.String({ maxLength: 65_535 }))) },
  { additionalProperties: false },
);

/**
 * What a runner needs to do a run; the only place the agent's configuration ever leaves the service.
 * The agent's instructions, environment, arguments and MCP configuration travel only here, to the
 * runtime holding the lease: never through /api/v1 or webhooks.
 */
export const RunContextSchema = Type.Object({
  run: Type.Object({
    id: Type.String(),
    trigger: StringEnum(['api', 'assignment', 'mention', 'review']),
    attempts: Type.Integer(),
    queued_at: Nullable(Type.String()),
  }),
  workspace: Type.Object({ slug: Type.String(), name: Type.String() }),
  issue: Nullable(
    Type.Object({
      id: Type.String(),
      key: Type.Integer(),
      number: Type.Integer(),
      title: Type.String(),
      description: Nullable(Type.String()),
      acceptance_criteria: Type.Array(Type.String()),
      type: Type.String(),
      status: Type.String(),
      priority: Type.String(),
    }),
  ),
  /** The comment whose mention queued the run; empty body when it has since been withdrawn. */
  comment: Nullable(
    Type.Object({
      id: Type.Integer(),
      body: Type.String(),
      author: Nullable(ActorSchema),
      created_at: Type.String(),
      withdrawn: Type.Boolean(),
    }),
  ),
  requested_by: Nullable(ActorSchema),
  agent: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    provider: Type.String(),
    model: Nullable(Type.String()),
    instructions: Nullable(Type.String()),
    /** The version of `instructions` (the run records it); null when the agent has none. */
    instructions_version: Nullable(Type.Integer()),
    custom_env: Type.Record(Type.String(), Type.String()),
    custom_args: Type.Array(Type.String()),
    mcp_config: Type.Unknown(),
    /** The agent's skills in the SKILL.md form (decisions §12.4), by name. */
    skills: Type.Array(
      Type.Object({ name: Type.String(), description: Type.String(), content: Type.String() }),
    ),
    /**
     * The agent's secrets, decrypted (decisions §12.4): only here, to the runner holding the lease, which
     * sets them in the command's environment and masks them in the transcript.
     */
    secrets: Type.Record(Type.String(), Type.String()),
  }),
  /**
   * The `session_id` the agent's latest finished run on this issue reported (decisions §11.6), so a
   * follow-up run can resume the conversation; null when there is none. Never shown by /api/v1.
   */
  previous_session_id: Nullable(Type.String()),
  /**
   * The repository the run works in (decisions §12.3): the agent's, else the issue's project's; its
   * `branch` is the issue's (`tandem/<identifier in lower case>`). Null without an issue or a repository.
   */
  repository: Nullable(ClaimRepositorySchema),
});
export type RunContext = Static<typeof RunContextSchema>;

export const ClaimSchema = Type.Object({
  run: RunSchema,
  /**
   * `run_token` (decisions §11.6): acts as the agent on /api/v1 while this lease is held; shown only here.
   * `generation` is the fencing number of this lease: 1 for the run's first claim, one more per claim.
   */
  lease: Type.Object({
    token: Type.String(),
    expires_at: Type.String(),
    run_token: Type.String(),
    generation: Type.Integer(),
  }),
  context: RunContextSchema,
  /** The same as `context.repository`, where a runner looks first. */
  repository: Nullable(ClaimRepositorySchema),
});
export type Claim = Static<typeof ClaimSchema>;

/**
 * A renewal's answer; `messages` (decisions §12.8, steering) counts the comments waiting for the run,
 * to fetch with `GET /runs/{run}/messages`.
 */
export const LeaseSchema = Type.Object({
  expires_at: Type.String(),
  generation: Type.Integer(),
  messages: Type.Integer({ minimum: 0 }),
  approvals: Type.Array(
    Type.Object({ id: Type.Integer(), status: StringEnum(['approved', 'denied'] as const) }),
    {
      description:
        "The run's answered approvals (decisions §12.10), oldest first: the command acts only on an approved one; GET /api/v1/approvals/{id} with the run token gives who answered and why",
    },
  ),
});

/** `GET /runs/{run}/messages` takes the lease token in this header (a URL would put it in the logs). */
export const LeaseTokenHeaders = Type.Object({ 'x-lease-token': LeaseToken });

/** A steering message: a comment that mentioned the agent while its run went (decisions §12.8). */
export const RunMessageSchema = Type.Object({
  id: Type.Integer(),
  comment_id: Type.Integer(),
  body: Type.String(),
  author: Nullable(ActorSchema),
  created_at: Type.String(),
});
export type RunMessageView = Static<typeof RunMessageSchema>;

/** `POST /issues/finished`: which of the issues a runner keeps worktrees for are done with. */
export const FinishedIssuesBody = Type.Object(
  { issues: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_DB_INTEGER }), { maxItems: 1000 }) },
  { additionalProperties: false },
);
export const FinishedIssuesSchema = Type.Object({
  finished: Type.Array(Type.Integer(), {
    description: 'the given issues that are done, canceled, deleted or not of this workspace',
  }),
});

export const LogBatchSchema = Type.Object({ lines: Type.Array(LogLineSchema) });
