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
  columns: Nullable(
    Type.Array(Type.String(), {
      description:
        'The custom fields (their keys, in order) the list shows as columns; null: saved before columns were kept',
    }),
  ),
});
export type InterfaceSavedViewView = Static<typeof InterfaceSavedViewSchema>;

export const SavedViewQuery = Type.Object(
  { surface: Type.Optional(Type.String({ maxLength: 64 })), ...PaginationQuery },
  { additionalProperties: false },
);

const Filters = Type.Object({}, { additionalProperties: true, maxProperties: 20 });

/** At most this many custom field columns in a saved view's list. */
export const MAX_VIEW_COLUMNS = 20;
const Columns = Type.Array(Type.String({ maxLength: 40 }), {
  maxItems: MAX_VIEW_COLUMNS,
  description: 'custom field keys, in the order the list shows them; each once, each naming a field',
});

export const CreateSavedViewBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    surface: Type.Optional(Type.String({ maxLength: 64 })),
    filters: Type.Optional(Filters),
    shared: Type.Optional(Type.Boolean()),
    layout: Type.Optional(Layout),
    columns: Type.Optional(Columns),
  },
  { additionalProperties: false },
);

export const UpdateSavedViewBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    filters: Type.Optional(Filters),
    shared: Type.Optional(Type.Boolean()),
    layout: Type.Optional(Layout),
    columns: Type.Optional(Columns),
  },
  { additionalProperties: false },
);
