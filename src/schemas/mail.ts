import { Type, type Static } from 'typebox';

/** Mail (issue 29): what `/api/ui` says of mail, password resets, notification choices, unsubscribing. */

export const MailStatusSchema = Type.Object({ enabled: Type.Boolean() });
export type MailStatusView = Static<typeof MailStatusSchema>;

const NotificationKindSchema = Type.Union([
  Type.Literal('mentions'),
  Type.Literal('assignments'),
  Type.Literal('runs'),
]);

export const NotificationPreferencesSchema = Type.Object({
  mentions: Type.Boolean(),
  assignments: Type.Boolean(),
  runs: Type.Boolean(),
  /** Whether the installation sends mail at all (SERVICE_SMTP_URL and SERVICE_MAIL_FROM). */
  mail_enabled: Type.Boolean(),
  /** Where the mails go: the account's email. */
  email: Type.String(),
});
export type NotificationPreferencesView = Static<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesBody = Type.Object(
  {
    mentions: Type.Optional(Type.Boolean()),
    assignments: Type.Optional(Type.Boolean()),
    runs: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const UnsubscribeSchema = Type.Object({
  kinds: Type.Array(NotificationKindSchema),
  preferences: Type.Object({ mentions: Type.Boolean(), assignments: Type.Boolean(), runs: Type.Boolean() }),
});
export type UnsubscribeView = Static<typeof UnsubscribeSchema>;

export const UnsubscribeParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const PasswordResetRequestBody = Type.Object(
  { email: Type.String({ maxLength: 320 }) },
  { additionalProperties: false },
);

export const PasswordResetParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }) });

export const PasswordResetBody = Type.Object(
  { password: Type.String({ maxLength: 4096 }) },
  { additionalProperties: false },
);

export const PasswordResetLinkSchema = Type.Object({ email: Type.String(), expires_at: Type.String() });
export type PasswordResetLinkView = Static<typeof PasswordResetLinkSchema>;
