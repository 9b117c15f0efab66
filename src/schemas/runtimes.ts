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

/** Administration → Agents and runtimes: a new runtime is named; its token is shown once. */
export const CreateRuntimeBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 255 }) },
  { additionalProperties: false },
);
