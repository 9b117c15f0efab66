import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';

export const DOVECOT_BINARY = '/usr/sbin/dovecot';
export const IMAP_USER = 'support';
export const IMAP_PASSWORD = 'imap secret';
/** The uid Dovecot runs the mail processes as (it refuses uid 0): "nobody". */
const MAIL_UID = 65534;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('* OK'));
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A real IMAP server (Dovecot from the distribution) of its own in a temporary directory, listening on
 * a free port of 127.0.0.1, with one mailbox (`support`, password IMAP_PASSWORD). Stopped (and its
 * directory removed) by `stop`.
 */
export class Dovecot {
  private child: ChildProcess | null = null;
  port = 0;

  private constructor(readonly dir: string) {}

  static async start(): Promise<Dovecot> {
    const server = new Dovecot(mkdtempSync(join(tmpdir(), 'tandem-dovecot-')));
    await server.startProcess();
    return server;
  }

  /** `imap://support:…@127.0.0.1:PORT`, optionally naming a mailbox (the path). */
  url(mailbox = ''): string {
    return `imap://${IMAP_USER}:${encodeURIComponent(IMAP_PASSWORD)}@127.0.0.1:${this.port}${mailbox ? `/${encodeURIComponent(mailbox)}` : ''}`;
  }

  private async startProcess(): Promise<void> {
    const dir = this.dir;
    this.port = await freePort();
    // The auth and mail processes run as nobody: they must reach the password file and the home.
    chmodSync(dir, 0o755);
    for (const sub of ['base', 'state', 'home']) mkdirSync(join(dir, sub), { recursive: true });
    mkdirSync(join(dir, 'home', IMAP_USER), { recursive: true });
    chownSync(join(dir, 'home'), MAIL_UID, MAIL_UID);
    chownSync(join(dir, 'home', IMAP_USER), MAIL_UID, MAIL_UID);
    writeFileSync(join(dir, 'passwd'), `${IMAP_USER}:{PLAIN}${IMAP_PASSWORD}\n`);
    writeFileSync(
      join(dir, 'dovecot.conf'),
      `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/base
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
first_valid_uid = 0
mail_location = maildir:~/Maildir
default_internal_user = nobody
default_login_user = nobody
passdb {
  driver = passwd-file
  args = ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${MAIL_UID} gid=${MAIL_UID} home=${dir}/home/%u
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${this.port}
  }
  inet_listener imaps {
    port = 0
  }
}
service pop3-login {
  inet_listener pop3 {
    port = 0
  }
}
service submission-login {
  inet_listener submission {
    port = 0
  }
}
service lmtp {
  unix_listener lmtp {
    mode = 0600
  }
}
`,
    );
    const child = spawn(DOVECOT_BINARY, ['-F', '-c', join(dir, 'dovecot.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    this.child = child;
    // A test file that ends abruptly takes its server with it.
    process.once('exit', () => child.kill('SIGKILL'));
    for (let waited = 0; waited < 10_000; waited += 100) {
      if (child.exitCode !== null) break;
      if (await answers(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    let log = '';
    try {
      log = readFileSync(join(dir, 'dovecot.log'), 'utf8');
    } catch {
      // no log yet
    }
    child.kill('SIGKILL');
    throw new Error(`Dovecot did not start: ${stderr}\n${log}`);
  }

  /** A client logged in to the test mailbox (the caller logs out). */
  async client(): Promise<ImapFlow> {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: this.port,
      secure: false,
      auth: { user: IMAP_USER, pass: IMAP_PASSWORD },
      logger: false,
    });
    await client.connect();
    return client;
  }

  /** Puts a raw message into a mailbox (INBOX unless named), unread. */
  async append(raw: string | Buffer, mailbox = 'INBOX'): Promise<void> {
    const client = await this.client();
    try {
      if (mailbox !== 'INBOX') await client.mailboxCreate(mailbox).catch(() => undefined);
      await client.append(mailbox, raw, []);
    } finally {
      await client.logout();
    }
  }

  /** The flags of every message of a mailbox, in order. */
  async flags(mailbox = 'INBOX'): Promise<string[][]> {
    const client = await this.client();
    try {
      const lock = await client.getMailboxLock(mailbox);
      try {
        const result: string[][] = [];
        if ((client.mailbox as { exists: number }).exists === 0) return result;
        for await (const message of client.fetch('1:*', { flags: true })) {
          result.push([...(message.flags ?? [])].sort());
        }
        return result;
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

let composed = 0;

/** A raw mail (RFC 5322) as a mail program sends it: text, optional attachments, any extra headers. */
export function composeMail(input: {
  from: string;
  to?: string;
  subject?: string;
  text?: string;
  messageId?: string;
  headers?: Record<string, string>;
  attachments?: { name: string; type: string; bytes: Buffer }[];
}): { raw: string; messageId: string } {
  composed += 1;
  const messageId = input.messageId ?? `<test-${Date.now()}-${composed}-${process.pid}@mail.example.org>`;
  const head = [
    `From: ${input.from}`,
    `To: ${input.to ?? 'support@tandem.test'}`,
    `Subject: ${input.subject ?? 'A mail'}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    ...Object.entries(input.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  const text = (input.text ?? 'Hello').replace(/\r?\n/g, '\r\n');
  const attachments = input.attachments ?? [];
  if (attachments.length === 0) {
    return {
      raw: [...head, 'Content-Type: text/plain; charset=utf-8', '', text, ''].join('\r\n'),
      messageId,
    };
  }
  const boundary = `=_boundary_${composed}`;
  const parts = [
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    ...attachments.flatMap((file) => [
      `--${boundary}`,
      `Content-Type: ${file.type}; name="${file.name}"`,
      `Content-Disposition: attachment; filename="${file.name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      file.bytes.toString('base64').replace(/.{76}/g, '$&\r\n'),
    ]),
    `--${boundary}--`,
    '',
  ];
  return {
    raw: [...head, `Content-Type: multipart/mixed; boundary="${boundary}"`, '', ...parts].join('\r\n'),
    messageId,
  };
}
