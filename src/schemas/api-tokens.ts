import { Type, type Static } from 'typebox';
import { ABILITIES } from './enums.js';
import { DateTimeString, Nullable, StringEnum } from './common.js';

/** Settings → API tokens (decisions §9.5): never the token itself, which is shown once at creation. */
export const ApiTokenSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  abilities: Type.Array(Type.String()),
  created_at: Type.String(),
  last_used_at: Nullable(Type.String()),
  expires_at: Nullable(Type.String()),
});
export type ApiTokenView = Static<typeof ApiTokenSchema>;

/** A new token with its secret and the environment block that uses it, shown this once. */
export const CreatedTokenSchema = Type.Object({
  ...ApiTokenSchema.properties,
  token: Type.String(),
  block: Type.String(),
});
export type CreatedTokenView = Static<typeof CreatedTokenSchema>;

export const CreateTokenBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    abilities: Type.Optional(Type.Array(StringEnum(ABILITIES), { maxItems: 2 })),
    expires_at: Type.Optional(Nullable(DateTimeString)),
  },
  { additionalProperties: false },
);
