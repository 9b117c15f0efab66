import { ConfigError } from './config-error.js';

export interface MailConfig {
  /** `smtp://user:pass@host:port` or `smtps://…` (see src/mail/smtp-url.ts); never logged. */
  smtpUrl: string;
  from: string;
}

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
/** `Name <addr@host>` or a bare `addr@host`. */
const FROM = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/;

/**
 * `SERVICE_SMTP_URL` and `SERVICE_MAIL_FROM` (decisions §11.7): both or neither. Checked at start so a
 * typo fails there and not at the first mail; the error names the variable, never the password.
 */
export function mailConfig(url: string | undefined, from: string | undefined): MailConfig | null {
  const smtpUrl = url?.trim() ?? '';
  const sender = from?.trim() ?? '';
  if (smtpUrl === '' && sender === '') return null;
  if (smtpUrl === '' || sender === '') {
    throw new ConfigError('Mail needs both SERVICE_SMTP_URL and SERVICE_MAIL_FROM (or neither: mail off)');
  }
  let parsed: URL;
  try {
    parsed = new URL(smtpUrl);
  } catch {
    throw new ConfigError('SERVICE_SMTP_URL must be a URL like smtp://user:pass@host:587 or smtps://…');
  }
  if (!['smtp:', 'smtps:'].includes(parsed.protocol) || parsed.hostname === '') {
    throw new ConfigError(
      `SERVICE_SMTP_URL must start with smtp:// or smtps:// and name a host, got ${redactSmtpUrl(smtpUrl)}`,
    );
  }
  const match = FROM.exec(sender);
  const address = match?.[1] ?? match?.[2];
  if (!address || !ADDRESS.test(address)) {
    throw new ConfigError(
      `SERVICE_MAIL_FROM must be an address, or "Name <address>", got "${sender.replace(/[\r\n]/g, ' ')}"`,
    );
  }
  return { smtpUrl, from: sender };
}

/** The URL as it may be shown: the password replaced (logs, errors). */
export function redactSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}
