import { Type, type Static } from 'typebox';
import { ActorSchema, Nullable, PathId, QueryBoolean, StringEnum } from './common.js';

export const AttachmentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  checksum: Nullable(Type.String()),
  uploader: Nullable(ActorSchema),
  url: Type.String(),
  created_at: Type.String(),
});

export const AttachmentParams = Type.Object({ id: PathId });

export const RetrievalQuery = Type.Object(
  {
    download: Type.Optional(QueryBoolean),
    size: Type.Optional(StringEnum(['thumb', 'large'] as const)),
    preview: Type.Optional(QueryBoolean),
  },
  { additionalProperties: false },
);
export type AttachmentView = Static<typeof AttachmentSchema>;
