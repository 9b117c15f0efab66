import { Type } from 'typebox';

export const EventsQuery = Type.Object(
  {
    last_event_id: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,15}$',
        description: 'resume after this event id, as the Last-Event-ID header does (the header wins)',
      }),
    ),
  },
  { additionalProperties: false },
);
