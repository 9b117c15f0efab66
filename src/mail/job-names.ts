/** Names shared by those who enqueue mail jobs and the job definitions (src/jobs/mail.ts). */
export const MAIL_LANE = 'mail';
export const MAIL_SEND_JOB = 'mail.send';
export const PASSWORD_RESET_JOB = 'mail.password_reset';
export const MAIL_RETENTION_JOB = 'mail.retention';

/**
 * A mail is retried until it goes (decisions §11.7: never lost while the SMTP server is away): the waits
 * grow to five minutes, so this many attempts cover about three and a half days.
 */
export const MAIL_SEND_MAX_ATTEMPTS = 1000;

export function mailSendJobKey(mailId: number): string {
  return `${MAIL_SEND_JOB}:${mailId}`;
}

export interface MailSendPayload {
  mailId: number;
}

export interface PasswordResetPayload {
  email: string;
}
