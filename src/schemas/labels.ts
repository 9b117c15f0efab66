import { Type, type Static } from 'typebox';
import { LABEL_COLOR_PATTERN, MAX_LABEL_LENGTH } from './limits.js';
import { Nullable, PaginationQuery, RequiredText, Timestamp } from './common.js';

export const LabelSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** `#rrggbb`, or null for the interface's default colour. */
  color: Nullable(Type.String()),
  created_at: Timestamp,
});
export type LabelView = Static<typeof LabelSchema>;

export const LabelQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'a prefix of the name, in any case' })),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

const LabelName = Type.String({ ...RequiredText, maxLength: MAX_LABEL_LENGTH * 4 });
const LabelColor = Nullable(
  Type.String({ pattern: LABEL_COLOR_PATTERN.source, description: 'a colour as #rrggbb, or null' }),
);

export const CreateLabelBody = Type.Object(
  { name: LabelName, color: Type.Optional(LabelColor) },
  { additionalProperties: false },
);
export type CreateLabelInput = Static<typeof CreateLabelBody>;

export const UpdateLabelBody = Type.Object(
  { name: Type.Optional(LabelName), color: Type.Optional(LabelColor) },
  { additionalProperties: false },
);
export type UpdateLabelInput = Static<typeof UpdateLabelBody>;
