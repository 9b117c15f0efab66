import { claudeCodeAdapter } from './claude-code.js';
import { codexAdapter } from './codex.js';
import { commandAdapter } from './command.js';
import type { AgentAdapter, AgentKind } from './types.js';

export type { AgentAdapter, AgentKind, TurnParser, TurnPlan, Usage } from './types.js';

export const AGENT_KINDS: readonly AgentKind[] = ['command', 'claude-code', 'codex'];

/** How `tandem runner` does a run's work (`--agent`, `--exec`, `--agent-bin`). */
export interface AgentChoice {
  kind: AgentKind;
  /** `--exec` (the `command` agent). */
  command?: string;
  /** `--agent-bin`; default `claude` / `codex` found on PATH. */
  bin?: string;
}

/** A fresh adapter for one run (an adapter keeps what it learned while preparing the run). */
export function adapterFor(choice: AgentChoice): AgentAdapter {
  switch (choice.kind) {
    case 'claude-code':
      return claudeCodeAdapter(choice.bin || 'claude');
    case 'codex':
      return codexAdapter(choice.bin || 'codex');
    default:
      return commandAdapter(choice.command ?? 'true');
  }
}
