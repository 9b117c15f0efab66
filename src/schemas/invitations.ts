import { Type } from 'typebox';
import { ROLES } from './enums.js';
import { StringEnum } from './common.js';
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
