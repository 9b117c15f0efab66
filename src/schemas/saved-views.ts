import { Type, type Static } from 'typebox';
import { ActorSchema, Nullable, PaginationQuery, StringEnum, Timestamp } from './common.js';

export const SAVED_VIEW_LAYOUTS = ['board', 'list'] as const;
const Layout = StringEnum(SAVED_VIEW_LAYOUTS);

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

/**
 * A saved view as the interface reads and writes it: the contract's fields and its layout (the API's
 * Saved view has exactly the contract's fields, so the layout is the interface's own).
 */
export const InterfaceSavedViewSchema = Type.Object({
  ...SavedViewSchema.properties,
  layout: Nullable(
    StringEnum(SAVED_VIEW_LAYOUTS, {
      description: 'Whether the view shows the board or the list; null: saved before layouts were kept',
    }),
  ),
});
export type InterfaceSavedViewView = Static<typeof InterfaceSavedViewSchema>;

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
    layout: Type.Optional(Layout),
  },
  { additionalProperties: false },
);

export const UpdateSavedViewBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    filters: Type.Optional(Filters),
    shared: Type.Optional(Type.Boolean()),
    layout: Type.Optional(Layout),
  },
  { additionalProperties: false },
);
