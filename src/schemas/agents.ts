import { Type, type Static } from 'typebox';
import { AGENT_PROVIDERS, AGENT_STATUSES, AGENT_VISIBILITIES, SANDBOX_LEVELS } from '../domain/enums.js';
import { Nullable, StringEnum } from './common.js';

/** Never carries instructions, custom_env, custom_args or mcp_config: the response schema drops them. */
export const AgentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  provider: StringEnum(AGENT_PROVIDERS),
  model: Nullable(Type.String()),
  status: StringEnum(AGENT_STATUSES),
  visibility: StringEnum(AGENT_VISIBILITIES),
  max_concurrent_tasks: Type.Integer(),
  weekly_hours: Type.Integer(),
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
