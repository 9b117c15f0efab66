import type { Logger } from 'pino';
import { DatabaseUnavailableError, isConnectionLoss } from './connection-errors.js';

/** How long a starting serve or worker waits for an unreachable database before giving up. */
export const DATABASE_WAIT_MS = 60_000;

/**
 * Runs one step of a long-running process's start until it succeeds, waiting out connections cut or
 * refused (250 ms, doubling to 5 s, for at most DATABASE_WAIT_MS): a node restarted during a failover
 * meets them at any of its first statements, not only the migrations' (issue #23). Any other error, or
 * the wait running out, is thrown. The step must be safe to run again (a write that may have landed).
 */
export async function waitingOutLostConnections<T>(step: () => Promise<T>, log: Logger): Promise<T> {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  for (let delayMs = 250; ; delayMs = Math.min(delayMs * 2, 5_000)) {
    try {
      return await step();
    } catch (error) {
      // Wrapped by the statement runner (which also knows a client that marked itself unusable), or a
      // connection refused before any statement ran (the migrator wraps that one in its own error).
      const lost =
        error instanceof DatabaseUnavailableError ||
        isConnectionLoss((error as { cause?: unknown }).cause ?? error);
      if (!lost || Date.now() + delayMs > deadline) throw error;
      log.warn({ err: error, retryInMs: delayMs }, 'database unreachable at start; trying again');
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
