import { CommanderError } from 'commander';
import { buildProgram, EXIT, type Outcome } from './cli/program.js';

/** Entry point of `npx tandem`. Returns the exit code: 2 for a usage error (decisions.md, #21). */
export async function main(argv: string[]): Promise<number> {
  const outcome: Outcome = { code: EXIT.ok };
  const program = buildProgram(outcome);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return outcome.code;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    throw error;
  }
}
