import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../../src/config.js';
import type { Db, DialectName } from '../../src/db/connection.js';
import { jobDefinitions } from '../../src/jobs/registry.js';
import { MAIL_LANE } from '../../src/mail/job-names.js';
import { Worker } from '../../src/queue/worker.js';

export const SMTP_USER = 'tandem';
export const SMTP_PASSWORD = 'smtp secret';
export const MAIL_FROM = 'Tandem <tandem@example.com>';

export interface Received {
  parsed: ParsedMail;
  raw: string;
  to: string[];
}

/**
 * A real SMTP server (nodemailer's smtp-server) on a random port of 127.0.0.1, requiring the test
 * credentials, that keeps every message it accepts. It can be stopped and started again on the same
 * port (the SMTP server away), and told to hold messages without answering (a send in flight).
 */
export class Mailbox {
  readonly received: Received[] = [];
  /** DATA transactions begun, answered or not. */
  dataStarted = 0;
  hold = false;
  port = 0;
  private server: SMTPServer | null = null;
  private readonly held: (() => void)[] = [];

  get url(): string {
    return `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${this.port}`;
  }

  /** What the application is configured with to send here. */
  get env(): Record<string, string> {
    return { SERVICE_SMTP_URL: this.url, SERVICE_MAIL_FROM: MAIL_FROM };
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 500,
      onAuth: (auth, _session, callback) => {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
          callback(null, { user: SMTP_USER });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        this.dataStarted++;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.hold) {
            this.held.push(() => callback(new Error('closing')));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              this.received.push({ parsed, raw, to: session.envelope.rcptTo.map((r) => r.address) });
              callback();
            })
            .catch((error: unknown) => callback(error as Error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port: senders meet a refused connection until `start` opens it again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const release of this.held.splice(0)) release();
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): Received[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}

export async function startMailbox(): Promise<Mailbox> {
  const mailbox = new Mailbox();
  await mailbox.start();
  return mailbox;
}

/** A worker of the mail lane in this process, polling often. */
export async function startMailWorker(services: {
  db: Db;
  dialect: DialectName;
  config: Config;
}): Promise<Worker> {
  const worker = new Worker({
    ...services,
    log: pino({ level: 'silent' }),
    jobs: jobDefinitions,
    scheduled: [],
    lanes: [MAIL_LANE],
    pollIntervalMs: 50,
  });
  await worker.start();
  return worker;
}

/** Ends the bundling window of every waiting notification now, instead of a minute after it opened. */
export async function closeBundleWindows(db: Db): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_at: new Date(Date.now() - 1000).toISOString() })
    .where('name', '=', 'mail.send')
    .where('locked_by', 'is', null)
    .execute();
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: Received, prefix: string): string {
  const text = mail.parsed.text ?? '';
  const at = text.indexOf(prefix);
  if (at === -1) throw new Error(`no link starting ${prefix} in:\n${text}`);
  return text.slice(at).split(/\s/)[0]!;
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Lets every waiting bundle go, then waits until the outbox has nothing left to send. */
export async function flushOutbox(db: Db): Promise<void> {
  await closeBundleWindows(db);
  await waitFor(
    async () =>
      (await db
        .selectFrom('mail_messages')
        .select('id')
        .where('state', 'in', ['collecting', 'pending'])
        .executeTakeFirst()) === undefined,
    'the outbox empty',
  );
}
