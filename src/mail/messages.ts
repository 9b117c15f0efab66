import { renderMail, type RenderedMail } from './render.js';

/** The invitation (decisions §11.7: to the invitee, with the link). */
export function invitationMail(input: {
  inviter: string | null;
  workspace: string;
  role: string;
  url: string;
  expiresAt: string;
}): RenderedMail {
  const who = input.inviter ?? 'An administrator';
  return renderMail(`${who} invited you to ${input.workspace} on Tandem`, [
    { paragraph: `${who} invited you to join the workspace ${input.workspace} on Tandem as ${input.role}.` },
    { link: input.url, label: 'Accept the invitation' },
    {
      small: `The link works until ${input.expiresAt.slice(0, 16).replace('T', ' ')} UTC. If you did not expect this invitation, you can ignore this mail.`,
    },
  ]);
}

export function passwordResetMail(input: { email: string; url: string }): RenderedMail {
  return renderMail('Set a new Tandem password', [
    {
      paragraph: `Someone, hopefully you, asked to set a new password for the Tandem account ${input.email}.`,
    },
    { link: input.url, label: 'Set a new password' },
    {
      small:
        'The link works once, within 30 minutes; using it signs the account out everywhere and revokes its API tokens (programs using them will need new ones). If you did not ask for it, ignore this mail: your password stays as it is.',
    },
  ]);
}
