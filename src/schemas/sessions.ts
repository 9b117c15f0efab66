import { Type, type Static } from 'typebox';
import { ROLES } from './enums.js';
import { Nullable, QueryBoolean, StringEnum } from './common.js';

/** The signed-in person, as a session and `GET /me` show them. */
export const SignedInUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
});

/** The signed-in person, the workspace the session is in, the others they may switch to. */
export const SessionSchema = Type.Object({
  user: SignedInUserSchema,
  workspace: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    issue_prefix: Type.String(),
    role: StringEnum(ROLES),
  }),
  workspaces: Type.Array(
    Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), role: StringEnum(ROLES) }),
  ),
  csrf_token: Type.String(),
  /** The workspace requires a second factor and the person has none: only Settings → Security is open. */
  second_factor_setup_required: Type.Boolean(),
});
export type SessionView = Static<typeof SessionSchema>;

export const LoginBody = Type.Object(
  { email: Type.String({ maxLength: 320 }), password: Type.String({ maxLength: 4096 }) },
  { additionalProperties: false },
);

export const SwitchWorkspaceBody = Type.Object(
  { workspace: Type.String({ minLength: 1, maxLength: 63 }) },
  { additionalProperties: false },
);

export const PasswordBody = Type.Object(
  {
    current_password: Type.String({ maxLength: 4096 }),
    new_password: Type.String({ maxLength: 4096 }),
    revoke_tokens: Type.Optional(
      Type.Boolean({ description: 'also revoke your API tokens in every workspace (default true)' }),
    ),
  },
  { additionalProperties: false },
);

/** Sign out everywhere: `revoke_tokens=false` keeps the person's API tokens (default: revoked too). */
export const EndAllSessionsQuery = Type.Object(
  { revoke_tokens: Type.Optional(QueryBoolean) },
  { additionalProperties: false },
);

/** One of the person's sessions (Settings → Profile), `current` for the one asking. */
export const SessionRecordSchema = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  last_seen_at: Type.String(),
  user_agent: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  current: Type.Boolean(),
});
export type SessionRecordView = Static<typeof SessionRecordSchema>;

/** First run: whether a workspace exists yet, and the command that creates one. */
export const SetupStatusSchema = Type.Object({ needs_setup: Type.Boolean(), command: Type.String() });
export type SetupStatusView = Static<typeof SetupStatusSchema>;

/** `GET /api/ui/sign-in-methods`: what the sign-in page offers (decisions §12.14). */
export const SignInMethodsSchema = Type.Object({
  password: Type.Boolean({ description: 'false when SERVICE_PASSWORD_SIGNIN=off' }),
  oidc: Nullable(
    Type.Object({
      name: Type.String({ description: 'the button says "Sign in with NAME"' }),
      start_url: Type.String({ description: 'where the button goes (add ?return_to=/path)' }),
    }),
  ),
});
export type SignInMethodsView = Static<typeof SignInMethodsSchema>;
