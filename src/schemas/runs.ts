import { Type, type Static } from 'typebox';
import { RUN_FAILURE_REASONS, RUN_STATUSES, RUN_WAITING_REASONS } from './enums.js';
import { Nullable, StringEnum, MAX_DB_INTEGER, PaginationQuery, IdInteger } from './common.js';
import { ArtifactSchema } from './artifacts.js';

export const UsageSchema = Type.Object({
  input_tokens: Nullable(Type.Integer()),
  output_tokens: Nullable(Type.Integer()),
  cached_tokens: Nullable(Type.Integer()),
  cache_write_tokens: Nullable(Type.Integer()),
  cost_usd: Nullable(Type.Number()),
});

/** Contract: Run. Never the lease token or the session id: the schema has no place for them. */
export const RunSchema = Type.Object({
  id: Type.String(),
  status: StringEnum(RUN_STATUSES),
  agent: Type.Object({ id: Type.Integer(), name: Type.String() }),
  issue: Nullable(Type.String()),
  attempts: Type.Integer(),
  queued_at: Nullable(Type.String()),
  started_at: Nullable(Type.String()),
  finished_at: Nullable(Type.String()),
  error: Nullable(Type.String()),
  summary: Nullable(Type.String()),
  usage: Nullable(UsageSchema),
  waiting_reason: Nullable(
    StringEnum(RUN_WAITING_REASONS, {
      description:
        'Why a queued run is not handed out yet (decisions §12.7): dependencies (its issue is blocked), no_runner (no online runtime serves its agent), budget (a monthly cap holds it), concurrency (its agent already runs on the issue, or an agent or workspace max_concurrent_runs is reached), area_conflict (a held run in the same repository works in overlapping areas); review_capacity and approval are reserved. Null unless queued, and for a queued run nothing holds',
    }),
  ),
  waiting_message: Nullable(
    Type.String({
      description: 'The waiting reason as a sentence for people (which blockers, which budget)',
    }),
  ),
  failure_reason: Nullable(
    StringEnum(RUN_FAILURE_REASONS, {
      description:
        "Why a failed run failed: reported (by the runner), lease_expired (the runner stopped reporting), timed_out (it passed its agent's max_run_minutes), runtime_revoked (its runtime was revoked while it ran), agent_disabled (its agent was disabled while it ran), stalled (no transcript line and no usage for its agent's stall_minutes), budget (its cost passed its ceiling or a cap), secrets_unavailable (its agent's secrets could not be decrypted at its claim); null unless failed",
    }),
  ),
  retry_of: Nullable(Type.String({ description: 'The run this one retries (POST /runs/{ulid}/retry)' })),
  instructions_version: Nullable(
    Type.Integer({
      description:
        "The version of its agent's instructions the run was claimed with (GET /agents/{id}/instructions/versions); null before its claim or when the agent had none",
    }),
  ),
  next_attempt_at: Nullable(
    Type.String({
      description:
        'A queued run whose last attempt failed for a transient reason (runner lost, stalled) is not handed out before this time; null otherwise',
    }),
  ),
  awaiting_approval: Type.Boolean({
    description:
      'The run (dispatched or running) waits for an answer to one of its approvals (GET /runs/{ulid}/approvals); it keeps running and renewing its lease meanwhile. Never true for a queued run',
  }),
  artifacts: Type.Optional(Type.Array(ArtifactSchema)),
});

/** A line of a run's transcript (`GET /runs/{ulid}/log`). */
export const LogLineSchema = Type.Object({
  seq: Type.Integer(),
  attempt: Type.Integer(),
  stream: StringEnum(['stdout', 'stderr', 'runner']),
  at: Type.String(),
  text: Type.String(),
});

/** `?include=artifacts` loads each run with its deliveries. */
export const Include = Type.Optional(StringEnum(['artifacts']));

export const QueueRunBody = Type.Object({ agent_id: IdInteger }, { additionalProperties: false });
/** Query of `GET /runs`. */
export const RunsQuery = Type.Object(
  {
    status: Type.Optional(StringEnum(RUN_STATUSES)),
    agent_id: Type.Optional(IdInteger),
    /** The runs of one issue (any form an `{issue}` segment takes), for the issue page. */
    issue: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    include: Include,
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

/** `{run}` in a path: the run's ULID; a longer text names nothing. */
export const RunParams = Type.Object({ run: Type.String({ maxLength: 100 }) });

export const RunQuery = Type.Object({ include: Include }, { additionalProperties: false });

/** The transcript after a line (`seq`): 0 reads it from the start. */
const AfterSeq = Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_DB_INTEGER }));

export const RunLogQuery = Type.Object(
  { after: AfterSeq, ...PaginationQuery },
  { additionalProperties: false },
);

export const RunLogStreamQuery = Type.Object({ after: AfterSeq }, { additionalProperties: false });

export type UsageView = Static<typeof UsageSchema>;
export type RunView = Static<typeof RunSchema>;
export type LogLineView = Static<typeof LogLineSchema>;
