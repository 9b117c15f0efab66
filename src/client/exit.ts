import { TandemApiError, TandemConnectionError } from './index.js';

/** The exit codes of every `tandem` command (docs/cli.md). */
export const EXIT = {
  ok: 0,
  /** The API refused the request (4xx): its message on stderr. */
  api: 1,
  /** The command line was wrong: unknown command or option, missing or malformed argument. */
  usage: 2,
  /** The server could not be reached, or the credentials were missing or refused (401). */
  unreachable: 3,
} as const;

/** A command line that cannot be sent (a malformed argument): exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** What to print on stderr for an error, and the exit code it means. */
export function failureOf(error: unknown): { code: number; message: string } {
  if (error instanceof UsageError) return { code: EXIT.usage, message: error.message };
  if (error instanceof TandemConnectionError) return { code: EXIT.unreachable, message: error.message };
  if (error instanceof TandemApiError) {
    const fields = Object.entries(error.errors)
      .filter(([, messages]) => messages.some((message) => message !== error.message))
      .map(([field, messages]) => `  ${field}: ${messages.join(' ')}`);
    const message = [error.message, ...fields].join('\n');
    if (error.status === 401) {
      return {
        code: EXIT.unreachable,
        message: `${message}\nCheck SERVICE_TOKEN, or run \`tandem login\` again.`,
      };
    }
    return { code: error.status >= 500 ? EXIT.unreachable : EXIT.api, message };
  }
  return { code: EXIT.api, message: error instanceof Error ? error.message : String(error) };
}
