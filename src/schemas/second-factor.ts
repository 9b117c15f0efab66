import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './common.js';

/** Settings → Security and the second step of signing in (issue 43; domain/second-factor.ts). */

export const PasskeySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: Type.String(),
  last_used_at: Nullable(Type.String()),
});

export const SecuritySchema = Type.Object({
  totp: Nullable(Type.Object({ confirmed_at: Type.String() })),
  recovery_codes_left: Type.Integer(),
  passkeys: Type.Array(PasskeySchema),
  workspace_requires_second_factor: Type.Boolean(),
  has_second_factor: Type.Boolean(),
  /** False without SERVICE_SECRET_KEY: an authenticator app cannot be set up (passkeys can). */
  totp_available: Type.Boolean(),
});
export type SecurityView = Static<typeof SecuritySchema>;

export const TotpEnrolmentSchema = Type.Object({
  /** Base32, for typing into the app by hand. */
  secret: Type.String(),
  /** The `otpauth://totp/…` URI an app can take (pasted, or as a QR code drawn elsewhere). */
  uri: Type.String(),
});
export type TotpEnrolmentView = Static<typeof TotpEnrolmentSchema>;

export const RecoveryCodesSchema = Type.Object({ recovery_codes: Type.Array(Type.String()) });

export const CodeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);

export const ReauthenticationBody = Type.Object(
  {
    password: Type.Optional(Type.String({ maxLength: 4096 })),
    code: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type ReauthenticationInput = Static<typeof ReauthenticationBody>;

/** WebAuthn options and answers travel as the browser's JSON forms (@simplewebauthn/browser). */
export const WebAuthnJson = Type.Record(Type.String(), Type.Unknown());

export const PasskeyRegistrationBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }), response: WebAuthnJson },
  { additionalProperties: false },
);

export const PasskeyRegisteredSchema = Type.Object({
  passkey: PasskeySchema,
  /** Recovery codes, shown once, when this passkey is the account's first factor; else null. */
  recovery_codes: Nullable(Type.Array(Type.String())),
});

export const PasskeyRenameBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey'] as const;

/** What `POST /api/ui/login` answers when the account has a second factor: no session yet. */
export const SecondFactorStepSchema = Type.Object({
  second_factor: Type.Object({ methods: Type.Array(StringEnum(SECOND_FACTOR_METHODS)) }),
});

export const SecondFactorBody = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 32 })),
    recovery_code: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

export const PasskeyAssertionBody = Type.Object({ response: WebAuthnJson }, { additionalProperties: false });

export const SignInCompletedSchema = Type.Object({ return_to: Type.String() });
