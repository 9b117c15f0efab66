import type { Runtime } from '../../runtime.js';

/**
 * An admin command (`tandem admin …`): the options and arguments it takes, which the command line
 * parser (commander, src/cli/program.ts) reads for parsing and `--help`, and what it does. Its result is
 * printed as JSON on stdout.
 */
export interface AdminOption {
  type: 'string' | 'boolean';
  description?: string;
}

type AdminOptions = Record<string, AdminOption>;

export type AdminValues<O extends AdminOptions> = {
  [K in keyof O]?: O[K] extends { type: 'boolean' }
    ? boolean
    : O[K] extends { type: 'string' }
      ? string
      : string | boolean;
};

export interface AdminCommand<O extends AdminOptions = AdminOptions> {
  summary: string;
  /** Positional arguments in commander's notation, e.g. `[id]` (each command checks its own). */
  arguments?: string;
  options: O;
  run(input: { values: AdminValues<O>; positionals: string[] }, runtime: Runtime): Promise<unknown>;
}

/** Keeps the option types of one command for its `run` (`values.workspace` is a string). */
export function defineAdminCommand<O extends AdminOptions>(command: AdminCommand<O>): AdminCommand<O> {
  return command;
}
