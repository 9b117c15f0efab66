import type { Executor } from '../../db/connection.js';
import type { Agent, AgentRuntime } from '../../db/schema.js';
import { findWorkspaceAgent, listWorkspaceAgentPage } from '../../repositories/agents.js';
import { listRuntimesByIds } from '../../repositories/runtimes.js';
import { dollars } from './budgets.js';
import { privateAgentsViewer, type Caller } from '../caller.js';
import { canUseAgent } from '../policy.js';
import type { AgentView } from '../../schemas/agents.js';

/** A runtime counts as online when it was heard from within this grace period. */
export const RUNTIME_GRACE_MS = 90_000;

/** Never includes instructions, custom_env, custom_args or mcp_config: those travel to runners only. */
export function presentAgent(agent: Agent, runtime: AgentRuntime | undefined, now = Date.now()): AgentView {
  return {
    id: agent.id,
    name: agent.name,
    provider: agent.provider,
    model: agent.model,
    status: agent.status,
    visibility: agent.visibility,
    max_concurrent_tasks: agent.max_concurrent_tasks,
    max_concurrent_runs: agent.max_concurrent_tasks,
    weekly_hours: agent.weekly_hours,
    max_run_cost_usd: agent.max_run_cost_micros === null ? null : dollars(Number(agent.max_run_cost_micros)),
    max_run_minutes: agent.max_run_minutes === null ? null : Number(agent.max_run_minutes),
    repository_id: agent.repository_id,
    max_attempts: agent.max_attempts === null ? null : Number(agent.max_attempts),
    stall_minutes: agent.stall_minutes === null ? null : Number(agent.stall_minutes),
    runtime: runtime
      ? {
          id: runtime.id,
          name: runtime.name,
          online:
            runtime.revoked_at === null &&
            runtime.last_seen_at !== null &&
            now - Date.parse(runtime.last_seen_at) <= RUNTIME_GRACE_MS,
          sandbox: runtime.sandbox,
        }
      : null,
  };
}

/** Only the agents the caller could assign to: private ones to their owner only. */
export async function listAssignableAgents(db: Executor, caller: Caller, limit: number, offset: number) {
  const { rows: agents, total } = await listWorkspaceAgentPage(
    db,
    caller.workspace.id,
    privateAgentsViewer(caller),
    limit,
    offset,
  );
  const runtimeIds = [...new Set(agents.map((a) => a.runtime_id).filter((id): id is number => id !== null))];
  const runtimes = runtimeIds.length ? await listRuntimesByIds(db, runtimeIds) : [];
  const byId = new Map(runtimes.map((r) => [r.id, r]));
  const now = Date.now();
  return {
    items: agents.map((a) =>
      presentAgent(a, a.runtime_id === null ? undefined : byId.get(a.runtime_id), now),
    ),
    total,
  };
}

/**
 * An agent of the caller's workspace the caller may assign work to; undefined for anything else (another
 * workspace's, somebody else's private one), which callers refuse as they refuse a missing one.
 */
export async function findAssignableAgent(
  db: Executor,
  caller: Caller,
  agentId: number,
): Promise<Agent | undefined> {
  const agent = await findWorkspaceAgent(db, caller.workspace.id, agentId);
  return agent && canUseAgent(caller, agent) ? agent : undefined;
}
