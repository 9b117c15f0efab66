import { Type, type Static } from 'typebox';
import { IdInteger, Nullable, PaginationQuery, RequiredText, StringEnum } from './common.js';

/** Custom fields (issue 40, decisions §12.13): `src/http/routes/fields.ts`. */

export const FIELD_TYPES = ['text', 'number', 'select', 'multi_select', 'date', 'person', 'url'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** At most this many options on a select or multi-select, each at most this long. */
export const MAX_FIELD_OPTIONS = 100;
export const MAX_FIELD_OPTION_LENGTH = 100;
/** At most this many characters in a text or url value (values are indexed for filters). */
export const MAX_FIELD_TEXT_LENGTH = 500;
/** At most this many custom fields per workspace. */
export const MAX_FIELDS = 200;

export const FIELD_KEY_PATTERN = '^[a-z][a-z0-9_]*$';
/** A custom field filter parameter of `GET /issues`: `field[key]`, `field[key][gte]`, `field[key][lte]`. */
export const FIELD_FILTER_PATTERN = '^field\\[[^\\]]*\\](\\[[^\\]]*\\])?$';

export const FieldSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  key: Type.String({
    description: "the name of the field in an issue's `fields` and in `field[key]` filters",
  }),
  type: StringEnum(FIELD_TYPES),
  options: Type.Array(Type.String(), {
    description: 'the choices of a select or multi_select; empty otherwise',
  }),
  project_id: Nullable(Type.Integer({ description: 'the project whose issues carry it; null: every issue' })),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type FieldView = Static<typeof FieldSchema>;

const Options = Type.Array(Type.String({ maxLength: MAX_FIELD_OPTION_LENGTH }), {
  maxItems: MAX_FIELD_OPTIONS,
  description: 'the choices of a select or multi_select: distinct, non-empty',
});

const Name = Type.String({ ...RequiredText, maxLength: 100 });

export const CreateFieldBody = Type.Object(
  {
    name: Name,
    key: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'lower-case letters, digits and _, starting with a letter',
    }),
    type: StringEnum(FIELD_TYPES),
    options: Type.Optional(Options),
    project_id: Type.Optional(Nullable(IdInteger)),
  },
  { additionalProperties: false },
);
export type CreateFieldInput = Static<typeof CreateFieldBody>;

/** `key`, `type` and `project_id` are fixed once made: values and filters rely on them. */
export const UpdateFieldBody = Type.Object(
  { name: Type.Optional(Name), options: Type.Optional(Options) },
  { additionalProperties: false },
);
export type UpdateFieldInput = Static<typeof UpdateFieldBody>;

export const FieldQuery = Type.Object(
  {
    project_id: Type.Optional(IdInteger),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

/** A value of a custom field as issues carry it and take it. */
export const FieldValueSchema = Type.Union([
  Type.String(),
  Type.Number(),
  Type.Array(Type.String()),
  Type.Null(),
]);

export const IssueFieldsSchema = Type.Record(Type.String(), FieldValueSchema, {
  description:
    "custom field values by key: only fields of the workspace or of the issue's project, only those with a value (text, url, select, date: string; number, person (a user id): number; multi_select: array of options)",
});

// Values are checked by the field's type in the domain, so a refusal names `fields.<key>`.
export const IssueFieldsInput = Type.Record(Type.String({ maxLength: 40 }), Type.Unknown(), {
  maxProperties: MAX_FIELDS,
  description:
    "custom field values by key, merged into the issue's: a key with null clears it, keys left out stay",
});
