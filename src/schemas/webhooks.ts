import { Type, type Static } from 'typebox';
import { EVENT_NAMES } from './enums.js';
import { Nullable, StringEnum } from './common.js';

/** A webhook is `active` or `stopped` (twelve consecutive failures); its secret is never shown again. */
export const WebhookSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(StringEnum(EVENT_NAMES)),
  state: StringEnum(['active', 'stopped']),
  failure_count: Type.Integer(),
});
export type WebhookView = Static<typeof WebhookSchema>;

/** A webhook as Administration → Webhooks lists it. */
export const ListedWebhookSchema = Type.Object({ ...WebhookSchema.properties, created_at: Type.String() });
export type ListedWebhookView = Static<typeof ListedWebhookSchema>;

/** A webhook with its signing secret: on creation and rotation only. */
export const WebhookWithSecretSchema = Type.Object({ ...WebhookSchema.properties, secret: Type.String() });

/** One attempt of the delivery log. */
export const DeliveryAttemptSchema = Type.Object({
  id: Type.Integer(),
  delivery: Type.String(),
  event: Type.String(),
  attempt: Type.Integer(),
  status: Nullable(Type.Integer()),
  duration_ms: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  created_at: Type.String(),
});
export type DeliveryAttemptView = Static<typeof DeliveryAttemptSchema>;

/** A delivery queued again by a replay. */
export const ReplayedDeliverySchema = Type.Object({
  delivery: Type.String(),
  webhook: Type.Integer(),
  event: Type.String(),
  state: StringEnum(['pending']),
});

const Url = Type.String({ maxLength: 2048 });
const Events = Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 });

export const CreateWebhookBody = Type.Object(
  { url: Url, events: Events, secret: Type.Optional(Type.String({ maxLength: 512 })) },
  { additionalProperties: false },
);

export const UpdateWebhookBody = Type.Object(
  { url: Type.Optional(Url), events: Type.Optional(Events) },
  { additionalProperties: false },
);

export const DeliveriesQuery = Type.Object(
  {
    event: Type.Optional(StringEnum(EVENT_NAMES)),
    result: Type.Optional(StringEnum(['success', 'failure'])),
  },
  { additionalProperties: false },
);
