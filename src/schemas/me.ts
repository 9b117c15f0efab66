import { Type } from 'typebox';
import { Nullable, StringEnum } from './common.js';
import { SignedInUserSchema } from './sessions.js';

export const MeSchema = Type.Object({
  user: SignedInUserSchema,
  workspace: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    issue_prefix: Type.String(),
  }),
  role: Type.String(),
  token: Type.Object({
    name: Type.String(),
    abilities: Type.Array(StringEnum(['read', 'write'])),
    expires_at: Nullable(Type.String()),
  }),
});
