import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunContext } from '../../schemas/daemon.js';
import { excludeFromGit, skillsOf, tracked, writeSkills } from './files.js';
import { record, short, str } from './json.js';
import { mcpServersOf } from './mcp.js';
import { addUsage, estimateCost } from './prices.js';
import { firstPrompt, steeringPrompt } from './prompt.js';
import type { AgentAdapter, TurnParser, Usage } from './types.js';

/**
 * `--agent codex` (decisions §12.6): `codex exec --json [options] PROMPT`, and `codex exec --json
 * [options] resume SESSION PROMPT` to continue a session (Codex docs, "Non-interactive mode"); options
 * are `--skip-git-repo-check` outside a git repository, `--model` when the agent names one, its MCP
 * servers as `-c mcp_servers.<name>=…`, then its `custom_args`. Standard input is empty.
 *
 * Instructions reach Codex through AGENTS.md files (Codex docs, "Custom instructions with AGENTS.md"):
 * the agent's instructions, followed by the repository's own AGENTS.md, go to `AGENTS.override.md` in the
 * working directory (read in place of AGENTS.md there), kept out of git; when the repository tracks an
 * AGENTS.override.md of its own, they open the prompt instead. Skills go to `.agents/skills/<name>/
 * SKILL.md` (Codex docs, "Agent Skills": the repository scope).
 *
 * The stream (JSON lines): `thread.started` (`thread_id`, the session), `item.completed` (agent
 * messages, reasoning, commands, file changes, tool calls → transcript lines; the last agent message is
 * the summary), `turn.completed` (`usage`: input, cached input and output tokens), `turn.failed` and
 * `error`. Codex states no cost: it is estimated for a model of known price (prices.ts), else null.
 */
const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;

/** Codex's `usage` (input tokens include the cached ones) in the report's terms (input = uncached). */
export function codexUsage(raw: unknown): Usage | null {
  const usage = record(raw);
  if (!usage) return null;
  const cached = num(usage.cached_input_tokens);
  return {
    input_tokens: Math.max(0, num(usage.input_tokens) - cached),
    cached_tokens: cached,
    output_tokens: num(usage.output_tokens),
  };
}

function itemLines(item: Record<string, unknown>): string[] {
  // `type` in the current stream, `item_type` in the first versions of it.
  const type = item.type ?? item.item_type;
  const text = typeof item.text === 'string' ? item.text : '';
  switch (type) {
    case 'agent_message':
    case 'assistant_message':
      return text.split('\n');
    case 'reasoning':
      return text ? [`(thinking) ${short(text)}`] : [];
    case 'command_execution': {
      const exit =
        item.exit_code === undefined || item.exit_code === null ? '' : ` (exit ${str(item.exit_code)})`;
      return [`$ ${short(str(item.command, ''))}${exit}`];
    }
    case 'file_change': {
      const changes = Array.isArray(item.changes) ? item.changes.map(record) : [];
      return changes.map((c) => `changed ${str(c?.path, '?')} (${str(c?.kind, 'update')})`);
    }
    case 'mcp_tool_call':
      return [`→ ${str(item.server, '?')}.${str(item.tool, '?')} (${str(item.status, '')})`];
    case 'web_search':
      return [`search: ${short(str(item.query, ''))}`];
    case 'todo_list': {
      const items = Array.isArray(item.items) ? item.items.map(record) : [];
      return items.map((t) => `[${t?.completed === true ? 'x' : ' '}] ${short(str(t?.text, ''))}`);
    }
    case 'error':
      return [`error: ${short(str(item.message, text))}`];
    default:
      return [];
  }
}

export function codexParser(context: Pick<RunContext, 'agent'>): TurnParser {
  let session: string | null = null;
  let usage: Usage | null = null;
  let summary: string | null = null;
  let completed = false;
  let failure: string | null = null;
  let lastError: string | null = null;
  const withCost = (u: Usage | null): Usage | null =>
    u ? { ...u, cost_usd: estimateCost(context.agent.model, u) } : null;

  return {
    line(text) {
      let event: Record<string, unknown> | null = null;
      try {
        event = record(JSON.parse(text));
      } catch {
        return [text];
      }
      if (!event) return [text];
      switch (event.type) {
        case 'thread.started':
          if (typeof event.thread_id === 'string') session = event.thread_id;
          return [`Codex thread ${session ?? '?'}`];
        case 'item.completed': {
          const item = record(event.item);
          if (!item) return [];
          const type = item.type ?? item.item_type;
          if ((type === 'agent_message' || type === 'assistant_message') && typeof item.text === 'string') {
            summary = item.text;
          }
          return itemLines(item);
        }
        case 'turn.completed':
          completed = true;
          usage = addUsage(usage, codexUsage(event.usage));
          return [];
        case 'turn.failed': {
          const message = str(record(event.error)?.message, 'the turn failed');
          failure = message;
          usage = addUsage(usage, codexUsage(event.usage));
          return [`Codex turn failed: ${message}`];
        }
        case 'error':
          lastError = str(event.message, 'error');
          return [`error: ${lastError}`];
        default:
          return [];
      }
    },
    usage: () => withCost(usage),
    sessionId: () => session,
    report() {
      const failed = failure !== null || !completed;
      const finalUsage = withCost(usage);
      return {
        ...(summary && !failed ? { summary } : {}),
        ...(finalUsage ? { usage: finalUsage } : {}),
        ...(session ? { session_id: session } : {}),
        ...(failed
          ? {
              failed: true,
              error: `Codex failed: ${failure ?? lastError ?? 'it ended without completing its turn.'}`,
            }
          : {}),
      };
    },
  };
}

/** A TOML value (for `-c key=value`): JSON strings are TOML basic strings; objects become inline tables. */
export function tomlValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(tomlValue).join(', ')}]`;
  const object = record(value);
  if (!object) return '""';
  return `{${Object.entries(object)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${tomlKey(k)} = ${tomlValue(v)}`)
    .join(', ')}}`;
}

const tomlKey = (key: string) => (/^[A-Za-z0-9_-]+$/.test(key) ? key : JSON.stringify(key));

/** The agent's MCP servers (mcp.ts) as `-c mcp_servers.<name>={…}` overrides. */
export function codexMcpArgs(config: unknown): string[] {
  return Object.entries(mcpServersOf(config)).flatMap(([name, server]) => [
    '-c',
    `mcp_servers.${tomlKey(name)}=${tomlValue(server)}`,
  ]);
}

export function codexAdapter(bin: string): AgentAdapter {
  let instructionsInPrompt = false;
  let insideGit = true;
  return {
    kind: 'codex',
    async prepare(context, dir) {
      insideGit = await isGitWorkdir(dir.workdir);
      await writeSkills(dir.workdir, '.agents/skills', skillsOf(context));
      const instructions = context.agent.instructions?.trim();
      if (!instructions) return;
      if (await tracked(dir.workdir, 'AGENTS.override.md')) {
        instructionsInPrompt = true;
        return;
      }
      let own = '';
      try {
        own = await readFile(join(dir.workdir, 'AGENTS.md'), 'utf8');
      } catch {
        // The repository has none.
      }
      await writeFile(
        join(dir.workdir, 'AGENTS.override.md'),
        own ? `${instructions}\n\n${own}` : `${instructions}\n`,
      );
      await excludeFromGit(dir.workdir, ['/AGENTS.override.md']);
    },
    canContinue: (sessionId) => sessionId !== null,
    async plan({ context, sessionId, messages, turn }) {
      let prompt = turn === 1 ? firstPrompt(context) : steeringPrompt(context, messages);
      if (instructionsInPrompt && turn === 1) prompt = `${context.agent.instructions!.trim()}\n\n${prompt}`;
      const argv = [bin, 'exec', '--json'];
      if (!insideGit) argv.push('--skip-git-repo-check');
      if (context.agent.model) argv.push('--model', context.agent.model);
      argv.push(...codexMcpArgs(context.agent.mcp_config), ...context.agent.custom_args);
      if (sessionId) argv.push('resume', sessionId);
      argv.push(prompt);
      return { argv, stdinFile: '/dev/null' };
    },
    parser: (context) => codexParser(context),
  };
}

async function isGitWorkdir(workdir: string): Promise<boolean> {
  const { execFile } = await import('node:child_process');
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-C', workdir, 'rev-parse', '--is-inside-work-tree'],
      { timeout: 10_000 },
      (error, out) => resolve(!error && out.trim() === 'true'),
    );
  });
}
