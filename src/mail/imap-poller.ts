import { ImapFlow } from 'imapflow';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { redactImapUrl, type ImapConfig } from '../imap-config.js';

/**
 * Reads the mailbox of SERVICE_IMAP_URL (issue 41): every unseen mail is handed to the intake, which acts
 * on it in one transaction, and only then flagged \Seen. Fetching does not mark a mail read (BODY.PEEK),
 * so a process that dies in between leaves it unseen; read again, its recorded Message-ID makes it act
 * once. Mail stays in the folder (flagged): the mailbox's own retention rules keep or remove it.
 */

/** A mail larger than this is not fetched (attachments are at most 25 MB, video 50 MB, plus base64). */
export const MAX_MAIL_BYTES = 75 * 1024 * 1024;
/** Mails read in one poll; the rest wait for the next (a full mailbox never holds a worker for long). */
export const MAILS_PER_POLL = 50;

/** What became of one mail (the domain's answer, logged as it is). */
export interface MailOutcome {
  outcome: string;
}

/** What the domain does with the mail read (src/domain/integrations/inbound-mail.ts). */
export interface MailIntake<Outcome extends MailOutcome = MailOutcome> {
  /** Acts on one whole mail in one transaction. */
  receive(raw: Buffer): Promise<Outcome>;
  /** Records a mail that is not read (too large), so that it is not tried again. */
  recordUnread(input: {
    messageId: string | undefined;
    sender: string;
    uid: string;
    reason: string;
  }): Promise<Outcome>;
}

export interface PollResult<Outcome extends MailOutcome = MailOutcome> {
  /** What each mail read became, in order. */
  outcomes: Outcome[];
}

export interface PollContext<Outcome extends MailOutcome = MailOutcome> {
  intake: MailIntake<Outcome>;
  config: Config;
  log: Logger;
}

function client(imap: ImapConfig): ImapFlow {
  return new ImapFlow({
    host: imap.host,
    port: imap.port,
    secure: imap.secure,
    auth: { user: imap.user, pass: imap.password },
    logger: false,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 120_000,
    disableAutoIdle: true,
  });
}

/** The address part of `Name <address>`, lower case. */
function addressOf(value: string): string {
  return (/<([^<>\s]+)>/.exec(value)?.[1] ?? value).trim().toLowerCase();
}

/** Our own addresses: mail from them is a loop (a notification delivered back into the mailbox). */
export function ownAddresses(config: Config): string[] {
  const own = new Set<string>();
  if (config.mail) own.add(addressOf(config.mail.from));
  if (config.imap?.user.includes('@')) own.add(config.imap.user.toLowerCase());
  return [...own];
}

/** One poll: connects, reads the unseen mail (at most MAILS_PER_POLL), logs out. Throws when IMAP fails. */
export async function pollMailbox<Outcome extends MailOutcome>(
  context: PollContext<Outcome>,
): Promise<PollResult<Outcome>> {
  const imap = context.config.imap;
  if (!imap) return { outcomes: [] };
  const connection = client(imap);
  // A dropped connection is reported here as well as by the command in flight: never unhandled.
  connection.on('error', (error: unknown) =>
    context.log.warn({ err: error, imap: redactImapUrl(imap.url) }, 'IMAP connection error'),
  );
  const outcomes: Outcome[] = [];
  await connection.connect();
  try {
    const lock = await connection.getMailboxLock(imap.mailbox);
    try {
      const unseen = (await connection.search({ seen: false }, { uid: true })) || [];
      for (const uid of unseen.slice(0, MAILS_PER_POLL)) {
        outcomes.push(await readOne(connection, context, uid));
        await connection.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      }
    } finally {
      lock.release();
    }
  } finally {
    await connection.logout().catch(() => connection.close());
  }
  return { outcomes };
}

async function readOne<Outcome extends MailOutcome>(
  connection: ImapFlow,
  context: PollContext<Outcome>,
  uid: number,
): Promise<Outcome> {
  const head = await connection.fetchOne(String(uid), { envelope: true, size: true }, { uid: true });
  const sender = (head && head.envelope?.from?.[0]?.address?.toLowerCase()) || '';
  if (!head || (head.size ?? 0) > MAX_MAIL_BYTES) {
    const outcome = await context.intake.recordUnread({
      messageId: head ? head.envelope?.messageId : undefined,
      sender,
      uid: `${context.config.imap?.mailbox}:${uid}`,
      reason: 'too_large',
    });
    context.log.info({ uid, sender, size: head ? head.size : null }, 'mail too large to read: refused');
    return outcome;
  }
  const message = await connection.fetchOne(String(uid), { source: true }, { uid: true });
  if (!message || !message.source) throw new Error(`mail ${uid} vanished while being read`);
  const outcome = await context.intake.receive(message.source);
  const fields: object = { uid, sender, ...outcome };
  context.log.info(fields, 'mail read');
  return outcome;
}

/**
 * Failures of the connection (server away, password wrong) are logged and tried again later, waiting
 * 1, 2, 4… minutes up to 15 between attempts, in this process; they never end the worker.
 */
export class MailboxPoller {
  private failures = 0;
  private nextAttempt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async poll<Outcome extends MailOutcome>(
    context: PollContext<Outcome>,
  ): Promise<PollResult<Outcome> | null> {
    if (!context.config.imap || this.now() < this.nextAttempt) return null;
    try {
      const result = await pollMailbox(context);
      this.failures = 0;
      this.nextAttempt = 0;
      return result;
    } catch (error) {
      this.failures += 1;
      const waitMs = Math.min(15 * 60_000, 60_000 * 2 ** (this.failures - 1));
      this.nextAttempt = this.now() + waitMs;
      context.log.warn(
        {
          err: error instanceof Error ? error.message : String(error),
          imap: redactImapUrl(context.config.imap.url),
          failures: this.failures,
          retryInSeconds: waitMs / 1000,
        },
        'reading the mailbox failed; trying again later',
      );
      return null;
    }
  }
}
