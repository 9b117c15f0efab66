/**
 * A lost or refused database connection (a failover, a pgbouncer restart, pg_terminate_backend, a
 * network reset): the statement did not fail for anything in the request, so the API answers 503 with
 * Retry-After and workers retry the job soon. Recognised by SQLSTATE class and system error codes, and
 * by the client having marked itself unusable, never by message text.
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    override readonly cause: unknown,
    /** True when the failed statement was a COMMIT or a write outside a transaction: it may have landed. */
    readonly mayHaveCommitted: boolean,
  ) {
    super('The database connection was lost.');
  }
}

/** Class 08 (connection exception), 57P01-03 (shutdown, terminated, cannot connect now), 53300 (too many connections). */
const LOST_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

const SQLSTATE = /^[0-9A-Z]{5}$/;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return String(error.code);
}

/**
 * `clientUsable`: pg marks a client it will no longer run statements on (`_queryable`, which pg-pool
 * reads the same way to discard it); its errors without a code ("Connection terminated unexpectedly")
 * are recognised by that.
 */
export function isConnectionLoss(error: unknown, clientUsable = true): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = codeOf(error);
  if (code !== null && (LOST_SQLSTATE.test(code) || NETWORK_CODES.has(code))) return true;
  // Any other SQLSTATE is the server's answer (a database that does not exist, a refused password),
  // not a lost connection, even when pg then marks the client unusable.
  if (code !== null && SQLSTATE.test(code)) return false;
  return !clientUsable;
}
