import type { RunContext, RunMessageView } from '../schemas/daemon.js';
import type { AgentAdapter, Usage } from './adapters/index.js';
import { addUsage } from './adapters/prices.js';
import {
  spawnCommand,
  type AgentAccess,
  type CommandResult,
  type LineListener,
  type RunDirectory,
  type RunningCommand,
} from './command.js';
import { outcomeOf, type CommandReport } from './report.js';

/**
 * A run's work as one or more turns of its agent (decisions §12.6, §12.8). The first turn starts the tool
 * (resuming the issue's last session when there is one). When a turn ends well and the adapter knows its
 * session, the runner asks the server for steering messages; if some wait, the tool is started again in
 * the same directory, resuming that session with the messages as its prompt, and so on until none wait.
 * The run is reported once, after its last turn: the last turn's summary and session, the usage of all
 * turns added up. While a turn goes its parser's usage (plus the earlier turns') is the usage so far,
 * which the runner sends with each lease renewal.
 */
export interface TurnsHost {
  adapter: AgentAdapter;
  context: RunContext;
  dir: RunDirectory;
  access: AgentAccess;
  /** Every transcript line: stdout as the adapter renders it, stderr as it is. */
  onLine: LineListener;
  /** How long the lease is safely held now (the watchdog's first word). */
  holdMs(): number;
  /** The process of the current turn, for the runner to stop or hold. */
  started(command: RunningCommand): void;
  /** The run is no longer ours to continue (lease lost, released). */
  stopped(): boolean;
  /** `GET /runs/{run}/messages`: the messages waiting, now delivered. */
  fetchMessages(): Promise<RunMessageView[]>;
}

export interface TurnsOutcome {
  result: CommandResult;
  report: CommandReport;
  outcome: 'complete' | 'fail';
  error?: string;
  turns: number;
}

const NOT_STARTED: CommandResult = { exitCode: null, signal: null, lastLine: null, lapsed: false };

/** A later turn's report over the earlier ones': its own fields win; paths and deliveries add up. */
function mergeReports(earlier: CommandReport | null, later: CommandReport): CommandReport {
  if (!earlier) return later;
  const merged: CommandReport = { ...earlier, ...later };
  if (earlier.changed_paths || later.changed_paths) {
    merged.changed_paths = [...new Set([...(earlier.changed_paths ?? []), ...(later.changed_paths ?? [])])];
  }
  if (earlier.deliveries || later.deliveries) {
    merged.deliveries = [...(earlier.deliveries ?? []), ...(later.deliveries ?? [])];
  }
  if (later.error === undefined) delete merged.error;
  return merged;
}

export class RunTurns {
  private earlierUsage: Usage | null = null;
  private current: { usage(): Usage | null } | null = null;

  constructor(private readonly host: TurnsHost) {}

  /** All turns' usage so far (null while none is known): what a renewal reports. */
  usageSoFar(): Usage | null {
    return addUsage(this.earlierUsage, this.current?.usage() ?? null);
  }

  /** The turns, to the end; a failure to prepare or start the agent fails the run saying so. */
  async run(): Promise<TurnsOutcome> {
    try {
      return await this.turns();
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.host.onLine('stderr', `The runner could not start the agent: ${why}`);
      return {
        result: { ...NOT_STARTED, exitCode: 127 },
        report: this.earlierUsage ? { usage: this.earlierUsage } : {},
        outcome: 'fail',
        error: `The runner could not start the agent: ${why}`,
        turns: 0,
      };
    }
  }

  private async turns(): Promise<TurnsOutcome> {
    const { adapter, context, dir, access } = this.host;
    const host = this.host;
    await adapter.prepare(context, dir);
    let session = context.previous_session_id;
    let reported = false;
    let messages: RunMessageView[] = [];
    let report: CommandReport | null = null;
    let result = NOT_STARTED;
    let failed: { error?: string } | null = null;
    let turn = 0;
    for (;;) {
      if (host.stopped()) break;
      turn++;
      const plan = await adapter.plan({ context, dir, turn, sessionId: session, messages });
      const parser = adapter.parser(context);
      this.current = parser;
      const command = spawnCommand(
        plan.argv,
        dir,
        context,
        access,
        (stream, text) => {
          if (stream !== 'stdout') return host.onLine(stream, text);
          for (const line of parser.line(text)) host.onLine('stdout', line);
        },
        host.holdMs(),
        { ...(plan.env ? { env: plan.env } : {}), ...(plan.stdinFile ? { stdinFile: plan.stdinFile } : {}) },
      );
      host.started(command);
      result = await command.done;
      const { failed: turnFailed, ...turnReport } = parser.report(result.lastLine);
      this.current = null;
      this.earlierUsage = addUsage(this.earlierUsage, turnReport.usage ?? null);
      const learned = turnReport.session_id ?? parser.sessionId();
      if (learned) {
        session = learned;
        reported = true;
      }
      report = mergeReports(report, turnReport);
      if (turnFailed) failed = { ...(turnReport.error ? { error: turnReport.error } : {}) };
      if (host.stopped() || result.exitCode !== 0 || result.lapsed || failed) break;
      if (!adapter.canContinue(session)) break;
      messages = await host.fetchMessages();
      if (messages.length === 0) break;
      host.onLine(
        'stdout',
        `[tandem] ${messages.length} new ${messages.length === 1 ? 'comment' : 'comments'}: continuing${session ? ` session ${session}` : ''}`,
      );
    }
    const final: CommandReport = { ...(report ?? {}) };
    if (this.earlierUsage) final.usage = this.earlierUsage;
    if (reported && session && !final.session_id) final.session_id = session;
    if (adapter.kind !== 'command' && result.exitCode === 127 && result.lastLine === null) {
      // The tool is not there (the watchdog could not start it, or a shell said "not found").
      failed = {
        error: `${adapter.kind} could not be started (exit status 127): is it installed, or named with --agent-bin?`,
      };
    }
    const { outcome, error } =
      failed && (result.exitCode === 0 || result.exitCode === 127)
        ? { outcome: 'fail' as const, error: failed.error ?? 'The run failed.' }
        : outcomeOf(result, final);
    return { result, report: final, outcome, ...(error === undefined ? {} : { error }), turns: turn };
  }
}
