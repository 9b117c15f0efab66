import { Type, type Static } from 'typebox';
import { CHAT_EVENTS, CHAT_KINDS } from './enums.js';
import { Nullable, StringEnum, Timestamp } from './common.js';

/** Chat channels (issue 41, decisions §12.15): `src/http/routes/chat-channels.ts`. */

/** A workspace's channels: enough for a channel per project of a large team, bounded for the fan-out. */
export const MAX_CHAT_CHANNELS_PER_WORKSPACE = 50;
export const MAX_CHAT_WEBHOOK_URL_LENGTH = 2048;
/** Like a webhook (contract: Events rule 8), a channel stops after twelve consecutive failures. */
export const CHAT_STOP_AFTER_FAILURES = 12;
/** The `last_error` of a channel an import brought without its address. */
export const CHAT_RECONNECT_NEEDED = 'Reconnect needed: a workspace import does not carry the address.';

export const ChatChannelSchema = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(CHAT_KINDS),
  webhook_url: Type.String({
    description:
      'The incoming webhook, shortened to its origin and last four characters: the whole address is a credential and is never shown again',
  }),
  events: Type.Array(StringEnum(CHAT_EVENTS)),
  project_id: Nullable(Type.Integer({ description: 'Only this project; null for the whole workspace' })),
  state: StringEnum(['active', 'stopped'], {
    description:
      'stopped after twelve consecutive failed posts; a change of address or a test message that goes through starts it again',
  }),
  failure_count: Type.Integer({ description: 'Consecutive failed posts; one success clears it' }),
  last_error: Nullable(Type.String()),
  last_error_at: Nullable(Timestamp),
  last_delivered_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ChatChannelView = Static<typeof ChatChannelSchema>;

const WebhookUrl = Type.String({ minLength: 1, maxLength: MAX_CHAT_WEBHOOK_URL_LENGTH });
const Events = Type.Array(StringEnum(CHAT_EVENTS), { minItems: 1, maxItems: CHAT_EVENTS.length });
const ProjectId = Nullable(Type.Integer({ minimum: 1 }));

export const CreateChatChannelBody = Type.Object(
  {
    kind: StringEnum(CHAT_KINDS),
    webhook_url: WebhookUrl,
    events: Events,
    project_id: Type.Optional(ProjectId),
  },
  { additionalProperties: false },
);
export type CreateChatChannelInput = Static<typeof CreateChatChannelBody>;

/** The kind stays: a Slack address does not take Teams cards. */
export const UpdateChatChannelBody = Type.Object(
  {
    webhook_url: Type.Optional(WebhookUrl),
    events: Type.Optional(Events),
    project_id: Type.Optional(ProjectId),
  },
  { additionalProperties: false },
);
export type UpdateChatChannelInput = Static<typeof UpdateChatChannelBody>;

/** What a test message came to: the platform's answer, at once. */
export const ChatTestResultSchema = Type.Object({
  delivered: Type.Boolean(),
  status: Nullable(Type.Integer({ description: "The platform's HTTP status, null when none came" })),
  error: Nullable(Type.String()),
});
export type ChatTestResultView = Static<typeof ChatTestResultSchema>;
