import { Type } from 'typebox';
import { ActorSchema, Nullable, StringEnum } from './common.js';
import { SignedInUserSchema } from './sessions.js';

export const MeSchema = Type.Object({
  /** The person; null for a run token, which acts as an agent (decisions §11.6). */
  user: Nullable(SignedInUserSchema),
  /** Who the caller acts as: the person (`user`) or, with a run token, the run's agent. */
  actor: ActorSchema,
  workspace: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    issue_prefix: Type.String(),
  }),
  /** The caller's role; `agent` for a run token. */
  role: Type.String(),
  token: Type.Object({
    name: Type.String(),
    abilities: Type.Array(StringEnum(['read', 'write'])),
    expires_at: Nullable(Type.String()),
  }),
  /** With a run token only: the run it belongs to and the run's issue (identifier, or null). */
  run: Type.Optional(Type.Object({ id: Type.String(), issue: Nullable(Type.String()) })),
});
