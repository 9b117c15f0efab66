import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.js';

/** What the sender hands to SMTP: one mail, rendered. */
export interface Envelope {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  send(envelope: Envelope): Promise<void>;
}

const transports = new Map<string, MailTransport>();

/**
 * One nodemailer SMTP transport per URL and process. Timeouts are short so a server that hangs fails
 * the attempt (the job retries later) instead of holding a worker slot for minutes.
 */
export function smtpTransport(config: MailConfig): MailTransport {
  const known = transports.get(config.smtpUrl);
  if (known) return known;
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const transport: MailTransport = {
    async send(envelope) {
      await transporter.sendMail({
        from: envelope.from,
        to: envelope.to,
        subject: envelope.subject,
        text: envelope.text,
        html: envelope.html,
        messageId: envelope.messageId,
        headers: envelope.headers,
      });
    },
  };
  transports.set(config.smtpUrl, transport);
  return transport;
}

/**
 * A refusal that another attempt would only repeat: the server rejected the recipient (5xx on the
 * envelope). Anything else (no connection, a 4xx, authentication failing until the operator fixes it)
 * is worth retrying: the mail waits.
 */
export function isPermanentRejection(error: unknown): boolean {
  const failure = error as { code?: unknown; responseCode?: unknown };
  return (
    failure.code === 'EENVELOPE' &&
    typeof failure.responseCode === 'number' &&
    failure.responseCode >= 500 &&
    failure.responseCode < 600
  );
}
