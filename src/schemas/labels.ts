import { Type } from 'typebox';
import { PaginationQuery, Timestamp } from './common.js';

export const LabelSchema = Type.Object({ id: Type.Integer(), name: Type.String(), created_at: Timestamp });

export const LabelQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200, description: 'a prefix of the name, in any case' })),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);
