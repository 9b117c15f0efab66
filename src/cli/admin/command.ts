import type { Runtime } from '../../runtime.js';

/**
 * An admin command (`tandem admin …`): the options and arguments it takes, which the command line
 * parser (commander, src/cli/program.ts) reads for parsing and `--help`, and what it does. Its result is
 * printed as JSON on stdout.
 */
export interface AdminOption {
  /** `list`: a string option given any number of times (`--field A=a --field B=b`), read as an array. */
  type: 'string' | 'boolean' | 'list';
  description?: string;
}

type AdminOptions = Record<string, AdminOption>;

export type AdminValues<O extends AdminOptions> = {
  [K in keyof O]?: O[K] extends { type: 'boolean' }
    ? boolean
    : O[K] extends { type: 'string' }
      ? string
      : O[K] extends { type: 'list' }
        ? string[]
        : string | boolean | string[];
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
