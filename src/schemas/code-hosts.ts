import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './common.js';
import { CODE_HOST_NAMES } from './enums.js';

/** Administration → Integrations (issue 29): an integration; its secret is shown on creation and rotation only. */
export const IntegrationSchema = Type.Object({
  id: Type.Integer(),
  provider: StringEnum(CODE_HOST_NAMES),
  url: Type.String(),
  created_at: Type.String(),
  last_delivery_at: Nullable(Type.String()),
  /** Brought by a workspace import without its secret: deliveries are refused until the secret is rotated. */
  reconnect_needed: Type.Boolean(),
});
export type IntegrationView = Static<typeof IntegrationSchema>;

export const IntegrationWithSecretSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  secret: Type.String(),
});
export type IntegrationWithSecret = Static<typeof IntegrationWithSecretSchema>;

export const CreateIntegrationBody = Type.Object(
  { provider: StringEnum(CODE_HOST_NAMES) },
  { additionalProperties: false },
);

export const CodeHostSettingsSchema = Type.Object({ status_moves: Type.Boolean() });
export type CodeHostSettings = Static<typeof CodeHostSettingsSchema>;

export const CodeHostSettingsBody = Type.Object(
  { status_moves: Type.Boolean() },
  { additionalProperties: false },
);

export const CodeHostParams = Type.Object({
  provider: Type.String({ maxLength: 20 }),
  id: Type.String({ maxLength: 20 }),
});
