import { Type, type Static } from 'typebox';
import { AGENT_PROVIDERS, AGENT_STATUSES, REPORTED_SANDBOX_LEVELS, SANDBOX_LEVELS } from './enums.js';
import { Nullable, RequiredText, StringEnum } from './common.js';

export const RuntimeReportBody = Type.Object(
  {
    sandbox: Type.Optional(StringEnum(REPORTED_SANDBOX_LEVELS)),
    name: Type.Optional(Type.String({ ...RequiredText, maxLength: 255 })),
  },
  { additionalProperties: false },
);

export const RegisterBody = Type.Object(
  {
    sandbox: StringEnum(REPORTED_SANDBOX_LEVELS),
    name: Type.Optional(Type.String({ ...RequiredText, maxLength: 255 })),
  },
  { additionalProperties: false },
);

export const RuntimeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sandbox: StringEnum(SANDBOX_LEVELS),
  workspace: Type.Object({ slug: Type.String(), name: Type.String() }),
  agents: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      provider: StringEnum(AGENT_PROVIDERS),
      model: Nullable(Type.String()),
      status: StringEnum(AGENT_STATUSES),
      max_concurrent_tasks: Type.Integer(),
    }),
  ),
  lease_seconds: Type.Integer(),
  heartbeat_seconds: Type.Integer(),
});
export type RuntimeView = Static<typeof RuntimeSchema>;

/** A runtime as Administration → Agents lists it: online when heard from within the grace period. */
export const ListedRuntimeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sandbox: StringEnum(SANDBOX_LEVELS),
  online: Type.Boolean(),
  last_seen_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type ListedRuntimeView = Static<typeof ListedRuntimeSchema>;

/**
 * A new runtime with its token (shown this once) and the two shell lines that start a runner with it
 * from a Tandem checkout: one saves the pasted token to a file only its owner can read, the other runs
 * `npx tandem runner --token-file` on it. Neither line holds the token (shell history, `ps`).
 */
export const CreatedRuntimeSchema = Type.Object({
  ...ListedRuntimeSchema.properties,
  token: Type.String(),
  save_token_command: Type.String(),
  command: Type.String(),
});
export type CreatedRuntimeView = Static<typeof CreatedRuntimeSchema>;

/** Administration → Agents and runtimes: a new runtime is named; its token is shown once. */
export const CreateRuntimeBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);
