import { Type, type Static } from 'typebox';
import { ActorSchema, PaginationQuery, Timestamp } from './common.js';

export const SavedViewSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surface: Type.String(),
  filters: Type.Object({}, { additionalProperties: true }),
  owner: ActorSchema,
  shared: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type SavedViewView = Static<typeof SavedViewSchema>;

export const SavedViewQuery = Type.Object(
  { surface: Type.Optional(Type.String({ maxLength: 64 })), ...PaginationQuery },
  { additionalProperties: false },
);

const Filters = Type.Object({}, { additionalProperties: true, maxProperties: 20 });

export const CreateSavedViewBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    surface: Type.Optional(Type.String({ maxLength: 64 })),
    filters: Type.Optional(Filters),
    shared: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const UpdateSavedViewBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    filters: Type.Optional(Filters),
    shared: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
