import type { RunContext, RunMessageView } from '../../schemas/daemon.js';
import type { RunDirectory } from '../command.js';
import type { CommandReport } from '../report.js';

/**
 * What an agent adapter does (decisions §12.6): for each turn of a run, the argv to start (with extra
 * environment and standard input), and a parser of the tool's standard output that turns its stream into
 * transcript lines, the usage so far, and at the end the report (summary, usage, cost, session).
 */
export type AgentKind = 'command' | 'claude-code' | 'codex';

/** The usage fields of a report (docs/runner-protocol.md, "Report"). */
export type Usage = {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cached_tokens?: number | null;
  cache_write_tokens?: number | null;
  cost_usd?: number | null;
};

export interface TurnInput {
  context: RunContext;
  dir: RunDirectory;
  /** 1 for the run's first process, one more for each steering turn. */
  turn: number;
  /** The session to resume: the context's `previous_session_id` on turn 1, then the run's own. */
  sessionId: string | null;
  /** The steering messages this turn answers (empty on turn 1). */
  messages: RunMessageView[];
}

export interface TurnPlan {
  argv: string[];
  env?: Record<string, string>;
  stdinFile?: string;
}

export interface TurnParser {
  /** A line of the tool's standard output: the transcript lines it becomes (none, one or several). */
  line(text: string): string[];
  /** The usage of this turn so far (cumulative), or null while there is none. */
  usage(): Usage | null;
  /** The session this turn is in, once known. */
  sessionId(): string | null;
  /** At the end of the turn, from the last non-empty stdout line (for `command`) or the stream. */
  report(lastLine: string | null): CommandReport & { failed?: boolean };
}

export interface AgentAdapter {
  kind: AgentKind;
  /** Before the first turn: instructions and skills where the tool reads them. */
  prepare(context: RunContext, dir: RunDirectory): Promise<void>;
  /** Whether a steering message can be given as a next turn (the session is known, or not needed). */
  canContinue(sessionId: string | null): boolean;
  plan(input: TurnInput): Promise<TurnPlan>;
  parser(context: RunContext): TurnParser;
}
