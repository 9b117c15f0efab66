import { createTandemClient, type TandemClient } from '../../client/index.js';
import { EXIT, failureOf, UsageError } from '../../client/exit.js';
import { requireConnection, type Connection } from '../../client/connection.js';
import { terminalText } from './output.js';

/** What a people command works with: the typed client on the resolved connection. */
export interface PeopleContext {
  client: TandemClient;
  connection: Connection;
}

/**
 * A commander action for a command that talks to the API: its exit code in `outcome` (0, 1 for an API
 * refusal, 2 for a malformed argument, 3 when the server cannot be reached or the token is refused), the
 * message on stderr.
 */
export function peopleAction<Args extends unknown[]>(
  outcome: { code: number },
  run: (context: PeopleContext, ...args: Args) => Promise<unknown>,
): (...args: unknown[]) => Promise<void> {
  return async (...args) => {
    try {
      const connection = await requireConnection();
      const client = createTandemClient({ url: connection.url, token: connection.token });
      await run({ client, connection }, ...(args.slice(0, -1) as Args));
      outcome.code = EXIT.ok;
    } catch (error) {
      const failure = failureOf(error);
      process.stderr.write(`${terminalText(failure.message)}\n`);
      outcome.code = failure.code;
    }
  };
}

/** commander's collector for an option given several times. */
export function repeatable(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

export function integerOption(value: string, name: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value.trim()))
    throw new UsageError(`${name} must be a positive whole number, got "${value}".`);
  return Number(value);
}

/** All of standard input as text (nothing when it is a terminal). */
export async function readStdinText(): Promise<string> {
  if (process.stdin.isTTY) return '';
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}
