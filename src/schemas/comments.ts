import { Type, type Static } from 'typebox';
import { ActorSchema, Nullable, PathId, RequiredText, IdInteger, IssueParams } from './common.js';
import { AttachmentSchema } from './attachments.js';

export const CommentSchema = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  author: ActorSchema,
  in_reply_to: Nullable(Type.Integer()),
  from_run: Nullable(Type.String()),
  mentions: Type.Array(ActorSchema),
  attachments: Type.Array(AttachmentSchema),
  withdrawn: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
  edited_at: Nullable(Type.String()),
});

export const BODY_MAX = 65_535;

export const CommentParams = Type.Object({ ...IssueParams.properties, comment: PathId });

export const CreateCommentBody = Type.Object(
  {
    body: Type.String({ ...RequiredText, maxLength: BODY_MAX }),
    in_reply_to: Type.Optional(Nullable(IdInteger)),
  },
  { additionalProperties: false },
);

/** Only `body`: anything else (moving to another issue or parent) is dropped unread. */
export const UpdateCommentBody = Type.Object(
  { body: Type.Optional(Type.String({ maxLength: BODY_MAX })) },
  { additionalProperties: false },
);
export type CommentView = Static<typeof CommentSchema>;
