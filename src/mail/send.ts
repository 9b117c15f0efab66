import type { Logger } from 'pino';
import { nowIso } from '../clock.js';
import type { Config } from '../config.js';
import { type Db, inTransaction, type Tx } from '../db/connection.js';
import type { MailMessage } from '../db/schema.js';
import { RetryJobError } from '../queue/types.js';
import { findMailMessage, updateMailMessage } from '../repositories/mail.js';
import { isPermanentRejection, smtpTransport, type MailTransport } from './transport.js';

/** Once sent (or given up), a mail keeps no words: a reset or invitation link is not left lying around. */
const CLEARED = { text_body: null, html_body: null } as const;

/** Seals a bundle of notifications still collecting (the domain's rule); false: nothing to send yet. */
export type SealMail = (tx: Tx, mail: MailMessage) => Promise<boolean>;

/**
 * Sends one mail of the outbox (the `mail.send` job). A bundle is sealed (by `seal`) and rendered first. Failures
 * throw, so the queue retries with growing waits; a worker dying mid-send leaves its lease to expire and
 * another worker sends the mail again with the same Message-ID (mail programs show it once).
 */
export async function sendQueuedMail(
  mailId: number,
  context: { db: Db; config: Config; log: Logger },
  seal: SealMail,
  transportOf: (config: NonNullable<Config['mail']>) => MailTransport = smtpTransport,
): Promise<void> {
  const { db, config, log } = context;
  let mail = await findMailMessage(db, mailId);
  if (!mail || !['collecting', 'pending'].includes(mail.state)) return;
  if (!config.mail) {
    // Mail was switched off after this was queued: nothing is sent (decisions §11.7).
    await updateMailMessage(db, mail.id, { ...CLEARED, state: 'dropped', last_error: 'Mail is off' });
    return;
  }
  if (mail.state === 'collecting') {
    const collecting = mail;
    const ready = await inTransaction(db, (tx) => seal(tx, collecting));
    if (!ready) return;
    mail = (await findMailMessage(db, mailId))!;
  }
  if (mail.discard_after !== null && mail.discard_after <= nowIso()) {
    await updateMailMessage(db, mail.id, {
      ...CLEARED,
      state: 'dropped',
      last_error: 'Not sent in time: its link had expired',
    });
    return;
  }
  try {
    await transportOf(config.mail).send(envelopeOf(mail, config));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const permanent = isPermanentRejection(error);
    await updateMailMessage(db, mail.id, {
      attempts: mail.attempts + 1,
      last_error: message.slice(0, 1000),
      ...(permanent ? { ...CLEARED, state: 'failed' as const } : {}),
    });
    log.warn({ mail: mail.id, kind: mail.kind, err: message }, 'mail not sent');
    if (permanent) throw new RetryJobError(message, null);
    throw error;
  }
  await updateMailMessage(db, mail.id, {
    ...CLEARED,
    state: 'sent',
    sent_at: nowIso(),
    attempts: mail.attempts + 1,
    last_error: null,
  });
}

function envelopeOf(mail: MailMessage, config: Config) {
  // A notification about an issue carries its own, signed Message-ID (src/domain/integrations/mail-replies.ts).
  const { 'Message-ID': signedId, ...headers } = JSON.parse(mail.headers ?? '{}') as Record<string, string>;
  return {
    from: config.mail!.from,
    to: mail.to_address,
    subject: mail.subject ?? '',
    text: mail.text_body ?? '',
    html: mail.html_body ?? '',
    messageId:
      signedId ?? `<${mail.message_id.toLowerCase()}.${mail.kind}@${new URL(config.appUrl).hostname}>`,
    headers,
  };
}
