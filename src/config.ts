import { isAddressOrRange } from './addresses.js';
import { ConfigError } from './config-error.js';
import { imapConfig, type ImapConfig } from './imap-config.js';
import { mailConfig, type MailConfig } from './mail-config.js';
import { oidcConfig, passwordSignIn, type OidcConfig } from './oidc-config.js';

/**
 * Environment of decisions.md §1. Every variable is optional; defaults make
 * `tandem serve` usable on a fresh checkout.
 */
export interface Config {
  databaseUrl: string;
  port: number;
  host: string;
  appUrl: string;
  storageDir: string;
  apiThrottle: number;
  /** Requests a minute one person may make with the interface's session (counted in ten-second windows). */
  sessionThrottle: number;
  redisUrl: string | null;
  /** Key prefix of the rate-limit counters in Redis (several installations can share one Redis). */
  rateLimitNamespace: string;
  /** Seconds a request body may take to arrive after its headers (uploads: plus 1 s per MB declared). */
  bodyTimeoutSeconds: number;
  webhookAllowPrivate: boolean;
  webhookRetryDelaysSeconds: number[];
  webhookTimeoutSeconds: number;
  /** Attempts one webhook may have under way at once, across every worker. */
  webhookSenders: number;
  /** How long a webhook sender's slot lasts without renewal (a dead worker's deliveries wait this long). */
  webhookSenderLeaseSeconds: number;
  /** How long a runner's claim on a run lasts before it must be extended. */
  runLeaseSeconds: number;
  /** Claims a run may have before an expired lease fails it for good. */
  runMaxAttempts: number;
  /** First wait before a run whose attempt failed for a transient reason is claimable again (doubles each attempt). */
  runRetryBackoffSeconds: number;
  /** Seconds a worker's claim on a job lasts without a heartbeat (a dead worker's jobs wait this long). */
  workerLeaseSeconds: number;
  /** `SERVICE_AUDIT_RETENTION_DAYS` (issue 43): days an audit log entry is kept (default 365). */
  auditRetentionDays: number;
  s3: S3Config | null;
  logLevel: string;
  /**
   * The proxies (addresses or CIDR ranges) whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed;
   * empty: none, the connection's own address and scheme are the request's.
   */
  trustProxy: string[];
  /** Mail (decisions §11.7): on only when both `SERVICE_SMTP_URL` and `SERVICE_MAIL_FROM` are set. */
  mail: MailConfig | null;
  /** Issues by mail (decisions §12.15): the mailbox the worker reads, from `SERVICE_IMAP_URL`; null: off. */
  imap: ImapConfig | null;
  /**
   * `SERVICE_SECRET_KEY` (decisions §12.4): what agents' secrets are encrypted with (AES-256-GCM, the key
   * derived from it); null: agents' secrets cannot be set (409) nor handed to runs.
   */
  secretKey: string | null;
  /** OpenID Connect sign-in (decisions §12.14): on only when issuer, client id and secret are all set. */
  oidc: OidcConfig | null;
  /** `SERVICE_PASSWORD_SIGNIN=off`: sign-in with email and password refused, only OpenID Connect left. */
  passwordSignIn: boolean;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
}

export { ConfigError };
export type { ImapConfig, MailConfig, OidcConfig };

/** `SERVICE_TRUST_PROXY`: comma-separated addresses or CIDR ranges, each checked here so a typo fails at start. */
function proxyList(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((part) => {
    const entry = part.trim();
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(
        `SERVICE_TRUST_PROXY must be comma-separated addresses or CIDR ranges (e.g. 10.0.0.0/8), got "${part}"`,
      );
    }
    return entry;
  });
}

function integer(name: string, raw: string | undefined, fallback: number, min = 0): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min) throw new ConfigError(`${name} must be at least ${min}`);
  return value;
}

function boolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** At least 32 characters (`openssl rand -base64 32`), so that the key derived from it cannot be guessed. */
export const MIN_SECRET_KEY_LENGTH = 32;

function secretKey(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (raw.length < MIN_SECRET_KEY_LENGTH) {
    throw new ConfigError(
      `SERVICE_SECRET_KEY must be at least ${MIN_SECRET_KEY_LENGTH} characters (e.g. the output of openssl rand -base64 32)`,
    );
  }
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer('SERVICE_PORT', env.SERVICE_PORT, 8080);
  const host = env.SERVICE_HOST || '127.0.0.1';
  const delays = (env.SERVICE_WEBHOOK_RETRY_DELAYS || '10,60,300').split(',').map((part) => {
    const trimmed = part.trim();
    if (!/^\d+(\.\d+)?$/.test(trimmed)) {
      throw new ConfigError(`SERVICE_WEBHOOK_RETRY_DELAYS must be comma-separated seconds, got "${part}"`);
    }
    return Number(trimmed);
  });
  const bucket = env.SERVICE_S3_BUCKET;
  const oidc = oidcConfig(env);
  return {
    databaseUrl: env.SERVICE_DATABASE_URL || 'sqlite:./data/service.db',
    port,
    host,
    appUrl: (env.SERVICE_APP_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(
      /\/+$/,
      '',
    ),
    storageDir: env.SERVICE_STORAGE_DIR || './data/files',
    apiThrottle: integer('SERVICE_API_THROTTLE', env.SERVICE_API_THROTTLE, 300, 1),
    // At least one request per ten-second window (rate-limit.ts).
    sessionThrottle: integer('SERVICE_SESSION_THROTTLE', env.SERVICE_SESSION_THROTTLE, 1200, 6),
    redisUrl: env.SERVICE_REDIS_URL || null,
    rateLimitNamespace: env.SERVICE_RATE_LIMIT_NAMESPACE || 'tandem-ratelimit-',
    bodyTimeoutSeconds: integer('SERVICE_BODY_TIMEOUT', env.SERVICE_BODY_TIMEOUT, 30, 1),
    webhookAllowPrivate: boolean('SERVICE_WEBHOOK_ALLOW_PRIVATE', env.SERVICE_WEBHOOK_ALLOW_PRIVATE, false),
    webhookRetryDelaysSeconds: delays,
    webhookTimeoutSeconds: integer('SERVICE_WEBHOOK_TIMEOUT', env.SERVICE_WEBHOOK_TIMEOUT, 10, 1),
    webhookSenders: integer('SERVICE_WEBHOOK_SENDERS', env.SERVICE_WEBHOOK_SENDERS, 16, 1),
    webhookSenderLeaseSeconds: integer(
      'SERVICE_WEBHOOK_SENDER_LEASE_SECONDS',
      env.SERVICE_WEBHOOK_SENDER_LEASE_SECONDS,
      5,
      2,
    ),
    runLeaseSeconds: integer('SERVICE_RUN_LEASE_SECONDS', env.SERVICE_RUN_LEASE_SECONDS, 30, 1),
    runMaxAttempts: integer('SERVICE_RUN_MAX_ATTEMPTS', env.SERVICE_RUN_MAX_ATTEMPTS, 3, 1),
    runRetryBackoffSeconds: integer(
      'SERVICE_RUN_RETRY_BACKOFF_SECONDS',
      env.SERVICE_RUN_RETRY_BACKOFF_SECONDS,
      30,
      0,
    ),
    workerLeaseSeconds: integer('SERVICE_WORKER_LEASE_SECONDS', env.SERVICE_WORKER_LEASE_SECONDS, 60, 2),
    auditRetentionDays: integer('SERVICE_AUDIT_RETENTION_DAYS', env.SERVICE_AUDIT_RETENTION_DAYS, 365, 1),
    s3: bucket
      ? {
          bucket,
          region: env.SERVICE_S3_REGION || 'us-east-1',
          endpoint: env.SERVICE_S3_ENDPOINT || null,
          forcePathStyle: boolean('SERVICE_S3_FORCE_PATH_STYLE', env.SERVICE_S3_FORCE_PATH_STYLE, false),
        }
      : null,
    logLevel: env.SERVICE_LOG_LEVEL || 'info',
    trustProxy: proxyList(env.SERVICE_TRUST_PROXY),
    mail: mailConfig(env.SERVICE_SMTP_URL, env.SERVICE_MAIL_FROM),
    imap: imapConfig(env.SERVICE_IMAP_URL),
    secretKey: secretKey(env.SERVICE_SECRET_KEY),
    oidc,
    passwordSignIn: passwordSignIn(env.SERVICE_PASSWORD_SIGNIN, oidc),
  };
}
