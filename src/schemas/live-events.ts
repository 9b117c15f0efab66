import { Type, type Static } from 'typebox';

/**
 * The `data:` of one event message of the live stream (`GET /events`, docs/api.md "Live events"). The
 * stream is the caller's workspace, its SSE `event:` field names the event and its `id:` is the event's
 * position, so the message carries only what they do not: when, and the object. It is the stream's own
 * shape, not a webhook body: a webhook receiver needs the envelope (`event`, `workspace`) that a stream
 * already has.
 */
export const LiveEventData = Type.Object(
  {
    occurred_at: Type.String({
      format: 'date-time',
      description: 'when the change was made (the time of its transaction), UTC',
    }),
    object: Type.Record(Type.String(), Type.Unknown(), {
      description:
        'what the event is about, shaped as the API answers it: the Issue plus `url` (`issue.*`), the ' +
        'Comment plus `issue` (`comment.created`), the Run (`run.*`), the Artifact plus `run` and `issue` ' +
        '(`delivery.recorded`), the Approval, the Runtime, or the Attachment plus `issue` and `comment` ' +
        '(`attachment.created`; `{id, issue, comment}` for `attachment.deleted`)',
    }),
  },
  { additionalProperties: false },
);
export type LiveEventData = Static<typeof LiveEventData>;
