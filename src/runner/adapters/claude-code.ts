import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunContext } from '../../schemas/daemon.js';
import { skillsOf, writeSkills } from './files.js';
import { record, short, str } from './json.js';
import { mcpServersOf } from './mcp.js';
import { addUsage, estimateCost } from './prices.js';
import { firstPrompt, steeringPrompt } from './prompt.js';
import type { AgentAdapter, TurnParser, Usage } from './types.js';

/**
 * `--agent claude-code` (decisions §12.6): `claude -p PROMPT --output-format stream-json --verbose`
 * (`--resume SESSION` to continue a session, `--model` when the agent names one, its instructions with
 * `--append-system-prompt`, its MCP configuration in a file given to `--mcp-config`, then its
 * `custom_args`), in the run's working directory, standard input empty. Skills go to
 * `.claude/skills/<name>/SKILL.md` in the working directory, where Claude Code finds a project's skills.
 *
 * The stream (one JSON object a line, documented in the Agent SDK reference, "Message types"): `system`
 * `init` (the `session_id`), `assistant` and `user` messages (text, tool calls and their results, shown
 * in the transcript as readable lines), and a final `result` (`result` → summary, `total_cost_usd` →
 * cost, `usage` → tokens, `session_id`, `is_error`). While the run goes, the assistant messages' usage
 * gives the tokens so far and, for a model of known price, an estimate of the cost (prices.ts).
 */
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** Anthropic's usage object in the report's terms. */
export function claudeUsage(raw: unknown): Usage | null {
  const usage = record(raw);
  if (!usage) return null;
  return {
    input_tokens: num(usage.input_tokens),
    output_tokens: num(usage.output_tokens),
    cached_tokens: num(usage.cache_read_input_tokens),
    cache_write_tokens: num(usage.cache_creation_input_tokens),
  };
}

function contentLines(role: 'assistant' | 'user', content: unknown): string[] {
  if (typeof content === 'string') return content.split('\n');
  if (!Array.isArray(content)) return [];
  const lines: string[] = [];
  for (const part of content.map(record)) {
    if (!part) continue;
    if (part.type === 'text' && typeof part.text === 'string' && role === 'assistant') {
      lines.push(...part.text.split('\n'));
    } else if (part.type === 'tool_use') {
      lines.push(`→ ${str(part.name, '?')} ${short(JSON.stringify(part.input ?? {}))}`);
    } else if (part.type === 'tool_result') {
      const body = Array.isArray(part.content)
        ? part.content.map((c) => str(record(c)?.text, '')).join(' ')
        : str(part.content, '');
      lines.push(`← ${part.is_error === true ? 'error: ' : ''}${short(body)}`);
    }
  }
  return lines;
}

export function claudeParser(context: Pick<RunContext, 'agent'>): TurnParser {
  let session: string | null = null;
  let model: string | null = context.agent.model;
  // Each API message's usage, by message id: a message streamed as several events counts once.
  const perMessage = new Map<string, Usage>();
  let result: Record<string, unknown> | null = null;

  const running = (): Usage | null => {
    let sum: Usage | null = null;
    for (const usage of perMessage.values()) sum = addUsage(sum, usage);
    if (!sum) return null;
    return { ...sum, cost_usd: estimateCost(model, sum) };
  };

  return {
    line(text) {
      let event: Record<string, unknown> | null = null;
      try {
        event = record(JSON.parse(text));
      } catch {
        return [text];
      }
      if (!event) return [text];
      if (typeof event.session_id === 'string') session = event.session_id;
      switch (event.type) {
        case 'system':
          if (event.subtype === 'init') {
            if (typeof event.model === 'string') model = event.model;
            return [`Claude Code session ${session ?? '?'} (model ${str(event.model, '?')})`];
          }
          return [];
        case 'assistant':
        case 'user': {
          const message = record(event.message);
          if (event.type === 'assistant' && message) {
            if (typeof message.model === 'string') model = message.model;
            const usage = claudeUsage(message.usage);
            if (usage) perMessage.set(str(message.id, String(perMessage.size)), usage);
          }
          return contentLines(event.type, message?.content);
        }
        case 'result': {
          result = event;
          const cost = num(event.total_cost_usd);
          return [
            `Claude Code ${event.is_error === true ? 'failed' : 'finished'} (${str(event.subtype, '?')}): ${str(event.num_turns, '?')} turns${cost === null ? '' : `, $${cost.toFixed(4)}`}`,
          ];
        }
        default:
          return [];
      }
    },
    usage() {
      if (result) return { ...claudeUsage(result.usage), cost_usd: num(result.total_cost_usd) };
      return running();
    },
    sessionId: () => session,
    report() {
      const usage = this.usage();
      if (!result) {
        return {
          ...(usage ? { usage } : {}),
          ...(session ? { session_id: session } : {}),
          failed: true,
          error: 'Claude Code ended without a result.',
        };
      }
      const text = typeof result.result === 'string' ? result.result : null;
      const failed =
        result.is_error === true || (result.subtype !== undefined && result.subtype !== 'success');
      return {
        ...(text && !failed ? { summary: text } : {}),
        ...(usage ? { usage } : {}),
        ...(session ? { session_id: session } : {}),
        ...(failed
          ? {
              failed: true,
              error: `Claude Code failed (${str(result.subtype, '?')})${text ? `: ${text}` : '.'}`,
            }
          : {}),
      };
    },
  };
}

/** The agent's MCP servers in Claude Code's file form (`{"mcpServers": {...}}`); null without any. */
export function claudeMcpConfig(config: unknown): Record<string, unknown> | null {
  const servers = mcpServersOf(config);
  return Object.keys(servers).length === 0 ? null : { mcpServers: servers };
}

export function claudeCodeAdapter(bin: string): AgentAdapter {
  return {
    kind: 'claude-code',
    async prepare(context, dir) {
      await writeSkills(dir.workdir, '.claude/skills', skillsOf(context));
    },
    canContinue: (sessionId) => sessionId !== null,
    async plan({ context, dir, sessionId, messages, turn }) {
      const prompt = turn === 1 ? firstPrompt(context) : steeringPrompt(context, messages);
      const argv = [bin, '-p', prompt, '--output-format', 'stream-json', '--verbose'];
      if (sessionId) argv.push('--resume', sessionId);
      if (context.agent.model) argv.push('--model', context.agent.model);
      if (context.agent.instructions) argv.push(`--append-system-prompt=${context.agent.instructions}`);
      const mcp = claudeMcpConfig(context.agent.mcp_config);
      if (mcp) {
        const file = join(dir.root, 'mcp-config.json');
        await writeFile(file, JSON.stringify(mcp), { mode: 0o600 });
        argv.push(`--mcp-config=${file}`);
      }
      argv.push(...context.agent.custom_args);
      return { argv, stdinFile: '/dev/null' };
    },
    parser: (context) => claudeParser(context),
  };
}
