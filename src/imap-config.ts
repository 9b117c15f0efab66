import { ConfigError } from './config-error.js';

/** Where the worker reads mail from (decisions §12.15, docs/decisions.md "Issue 41 — issues by mail"). */
export interface ImapConfig {
  /** `imap://user:pass@host:port/Mailbox` or `imaps://…`; never logged whole (see redactImapUrl). */
  url: string;
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  /** The folder read; INBOX unless the URL's path names another. */
  mailbox: string;
}

/**
 * `SERVICE_IMAP_URL`: unset, mail is not read. Checked at start so a typo fails there; the error names
 * the variable, never the password. User and password are URL-encoded (`%40` for an `@`).
 */
export function imapConfig(raw: string | undefined): ImapConfig | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError('SERVICE_IMAP_URL must be a URL like imaps://user:pass@imap.example.com/INBOX');
  }
  if (!['imap:', 'imaps:'].includes(parsed.protocol) || parsed.hostname === '') {
    throw new ConfigError(
      `SERVICE_IMAP_URL must start with imap:// or imaps:// and name a host, got ${redactImapUrl(value)}`,
    );
  }
  if (parsed.username === '' || parsed.password === '') {
    throw new ConfigError(`SERVICE_IMAP_URL must carry a user and a password, got ${redactImapUrl(value)}`);
  }
  const secure = parsed.protocol === 'imaps:';
  const mailbox = decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX';
  return {
    url: value,
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port === '' ? (secure ? 993 : 143) : Number(parsed.port),
    secure,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    mailbox,
  };
}

/** The URL as it may be shown: the password replaced (logs, errors). */
export function redactImapUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}
