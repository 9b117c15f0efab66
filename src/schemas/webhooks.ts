import { Type, type Static } from 'typebox';
import { EVENT_NAMES } from './enums.js';
import { StringEnum } from './common.js';

/** A webhook is `active` or `stopped` (twelve consecutive failures); its secret is never shown again. */
export const WebhookSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  events: Type.Array(StringEnum(EVENT_NAMES)),
  state: StringEnum(['active', 'stopped']),
  failure_count: Type.Integer(),
});
export type WebhookView = Static<typeof WebhookSchema>;

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
