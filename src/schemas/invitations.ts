import { Type, type Static } from 'typebox';
import { ROLES } from './enums.js';
import { Nullable, StringEnum } from './common.js';
import { WeeklyHours } from './members.js';

export const InvitationTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }) });

export const InviteBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 320 }),
    role: StringEnum(ROLES),
    weekly_hours: Type.Optional(WeeklyHours),
  },
  { additionalProperties: false },
);

export const AcceptInvitationBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 255 })),
    password: Type.Optional(Type.String({ maxLength: 4096 })),
  },
  { additionalProperties: false },
);

const invitationFields = {
  id: Type.Integer(),
  email: Type.String(),
  role: StringEnum(ROLES),
  created_at: Type.String(),
  expires_at: Type.String(),
  invited_by: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
};

/** An open invitation: no link, as only the digest of its token is kept. */
export const InvitationSchema = Type.Object(invitationFields);
export type InvitationView = Static<typeof InvitationSchema>;

/** A new invitation; with its link, shown this once, only when mail is off. */
export const CreatedInvitationSchema = Type.Object({
  ...invitationFields,
  url: Nullable(
    Type.String({
      description: 'the link, for the inviter to pass on; null when it was mailed (only the invitee sees it)',
    }),
  ),
  mailed: Type.Boolean({
    description: 'whether the link went out by mail (mail on); else the inviter passes it on',
  }),
});
export type CreatedInvitationView = Static<typeof CreatedInvitationSchema>;

/** What the invitation page shows before accepting. */
export const InvitationPreviewSchema = Type.Object({
  workspace: Type.Object({ slug: Type.String(), name: Type.String() }),
  email: Type.String(),
  name: Nullable(Type.String({ description: 'a suggested name for a new account' })),
  role: StringEnum(ROLES),
  account_exists: Type.Boolean(),
});
export type InvitationPreviewView = Static<typeof InvitationPreviewSchema>;
