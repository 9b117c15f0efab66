import type { Executor, Tx } from '../../db/connection.js';
import type { Agent, AgentRuntime } from '../../db/schema.js';
import {
  findAgent,
  findWorkspaceAgent,
  insertAgent,
  listWorkspaceAgents,
  listWorkspaceRuntimes,
  updateAgentRow,
} from '../../repositories/agents.js';
import { findRuntimeById } from '../../repositories/runtimes.js';
import { presentAgent, RUNTIME_GRACE_MS } from './agents.js';
import { checkRunCeiling } from './budgets.js';
import { privateAgentsViewer, type Caller } from '../caller.js';
import { nowOf, type CommandContext, type SystemContext } from '../context.js';
import { AGENT_PROVIDERS, AGENT_VISIBILITIES } from '../../schemas/enums.js';
import { MAX_RUN_ATTEMPTS, MAX_RUN_MINUTES } from '../../schemas/limits.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { asPerson, assertCanAdministerWorkspace, canUseAgent } from '../policy.js';
import { bindAgent, createRuntime, revokeRuntime } from './runtimes.js';
import { failRunsHeldBy } from './run-control.js';
import { refreshAgentStatus } from '../../repositories/runs.js';
import { checkRepositoryId } from './repositories.js';
import {
  checkCustomArgs,
  checkCustomEnv,
  checkMcpConfig,
  presentAgentDetail,
  recordInstructions,
  setSkillsOf,
} from './agent-config.js';

/**
 * Administration → Agents and runtimes, and `POST`/`PATCH /api/v1/agents` (decisions §12.4): every
 * setting of an agent, for owners and admins. Its configuration (instructions, custom environment,
 * arguments, MCP configuration) is shown back to them by `GET /api/v1/agents/{id}`; its secrets never.
 */
export interface AgentInput {
  name?: string;
  provider?: string;
  model?: string | null;
  visibility?: string;
  max_concurrent_tasks?: number;
  /** decisions §12.7's name for max_concurrent_tasks: one setting, either name sets it. */
  max_concurrent_runs?: number;
  weekly_hours?: number;
  max_run_cost_usd?: number | null;
  max_run_minutes?: number | null;
  max_attempts?: number | null;
  stall_minutes?: number | null;
  instructions?: string | null;
  custom_env?: Record<string, string> | null;
  custom_args?: string[] | null;
  mcp_config?: Record<string, unknown> | null;
  skill_ids?: number[];
  runtime?: number | null;
  /** One of the workspace's repositories (issue 38), or null. */
  repository_id?: number | null;
  /** false disables the agent (its held runs stop at once), true enables it again. */
  enabled?: boolean;
}

function checkName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed === '' || trimmed.length > 255)
    throw ValidationError.field('name', 'The name must be 1 to 255 characters.');
  return trimmed;
}

function checkOneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw ValidationError.field(field, `The ${field} must be one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

/** decisions §11.4: whole minutes from 1 to a week, or null for no limit. */
export function checkRunMinutes(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_RUN_MINUTES) {
    throw ValidationError.field(
      'max_run_minutes',
      `The max_run_minutes must be a whole number of minutes from 1 to ${MAX_RUN_MINUTES}, or none.`,
    );
  }
  return value;
}

/** Issue 38: 1 to MAX_RUN_ATTEMPTS claims per run, or null for the service's default. */
export function checkMaxAttempts(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_RUN_ATTEMPTS) {
    throw ValidationError.field(
      'max_attempts',
      `The max_attempts must be a whole number from 1 to ${MAX_RUN_ATTEMPTS}, or none for the default.`,
    );
  }
  return value;
}

/** decisions §12.7: whole minutes from 1 to a week, or null for no stall detection. */
export function checkStallMinutes(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_RUN_MINUTES) {
    throw ValidationError.field(
      'stall_minutes',
      `The stall_minutes must be a whole number of minutes from 1 to ${MAX_RUN_MINUTES}, or none.`,
    );
  }
  return value;
}

/** `max_concurrent_runs` and `max_concurrent_tasks` name one setting: both given, they must agree. */
function checkConcurrency(input: AgentInput): number | undefined {
  const { max_concurrent_runs: runs, max_concurrent_tasks: tasks } = input;
  if (runs !== undefined && tasks !== undefined && runs !== tasks) {
    throw ValidationError.field(
      'max_concurrent_runs',
      'max_concurrent_runs and max_concurrent_tasks are the same setting: give one, or the same number.',
    );
  }
  return runs ?? tasks;
}

/** The columns an input sets; `creating` requires name and provider. */
function agentChanges(input: AgentInput) {
  const changes: Partial<Agent> = {};
  if (input.name !== undefined) changes.name = checkName(input.name);
  if (input.provider !== undefined)
    changes.provider = checkOneOf(input.provider, AGENT_PROVIDERS, 'provider');
  if (input.model !== undefined) changes.model = input.model === null ? null : input.model.trim() || null;
  if (input.visibility !== undefined) {
    changes.visibility = checkOneOf(input.visibility, AGENT_VISIBILITIES, 'visibility');
  }
  const concurrency = checkConcurrency(input);
  if (concurrency !== undefined) changes.max_concurrent_tasks = concurrency;
  if (input.weekly_hours !== undefined) changes.weekly_hours = input.weekly_hours;
  if (input.max_run_cost_usd !== undefined)
    changes.max_run_cost_micros = checkRunCeiling(input.max_run_cost_usd);
  if (input.max_run_minutes !== undefined) changes.max_run_minutes = checkRunMinutes(input.max_run_minutes);
  if (input.stall_minutes !== undefined) changes.stall_minutes = checkStallMinutes(input.stall_minutes);
  if (input.max_attempts !== undefined) changes.max_attempts = checkMaxAttempts(input.max_attempts);
  if (input.custom_env !== undefined) changes.custom_env = checkCustomEnv(input.custom_env);
  if (input.custom_args !== undefined) changes.custom_args = checkCustomArgs(input.custom_args);
  if (input.mcp_config !== undefined) changes.mcp_config = checkMcpConfig(input.mcp_config);
  return changes;
}

async function runtimesById(db: Executor, agents: Agent[]): Promise<Map<number, AgentRuntime>> {
  const map = new Map<number, AgentRuntime>();
  for (const id of new Set(agents.map((a) => a.runtime_id).filter((r): r is number => r !== null))) {
    const runtime = await findRuntimeById(db, id);
    if (runtime) map.set(id, runtime);
  }
  return map;
}

async function present(db: Executor, agent: Agent) {
  const runtime = agent.runtime_id === null ? undefined : await findRuntimeById(db, agent.runtime_id);
  return presentAgent(agent, runtime);
}

/** Every agent the caller may see (private ones to their owner only). */
export async function listAgentsFor(db: Executor, caller: Caller) {
  const agents = await listWorkspaceAgents(db, caller.workspace.id, privateAgentsViewer(caller));
  const runtimes = await runtimesById(db, agents);
  const now = Date.now();
  return agents.map((a) =>
    presentAgent(a, a.runtime_id === null ? undefined : runtimes.get(a.runtime_id), now),
  );
}

export async function createAgentFor(tx: Tx, ctx: CommandContext, input: AgentInput) {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const person = asPerson(caller, 'create agents');
  if (input.name === undefined) throw ValidationError.field('name', 'The name is required.');
  if (input.provider === undefined) throw ValidationError.field('provider', 'The provider is required.');
  const changes = agentChanges(input);
  const agent = await insertAgent(tx, {
    workspace_id: caller.workspace.id,
    name: changes.name!,
    provider: changes.provider!,
    model: changes.model ?? null,
    status: 'idle',
    visibility: changes.visibility ?? 'workspace',
    owner_user_id: person.user.id,
    max_concurrent_tasks: changes.max_concurrent_tasks ?? 1,
    // An agent has no weekly hours unless given some (docs/decisions.md): nothing invented for planning.
    weekly_hours: changes.weekly_hours ?? 0,
    max_run_cost_micros: changes.max_run_cost_micros ?? null,
    max_run_minutes: changes.max_run_minutes ?? null,
    max_attempts: changes.max_attempts ?? null,
    // Stall detection is on for a new agent unless asked otherwise (decisions §12.7: 15 minutes).
    ...(changes.stall_minutes === undefined ? {} : { stall_minutes: changes.stall_minutes }),
    instructions: null,
    custom_env: changes.custom_env ?? null,
    repository_id: await checkRepositoryId(tx, caller.workspace.id, input.repository_id ?? null),
    custom_args: changes.custom_args ?? null,
    mcp_config: changes.mcp_config ?? null,
    created_at: nowOf(ctx),
  });
  await configureAgent(tx, ctx, { agent, input });
  if (input.runtime !== undefined && input.runtime !== null) await bindAgent(tx, agent.id, input.runtime);
  return presentAgentDetail(tx, caller, (await findWorkspaceAgent(tx, caller.workspace.id, agent.id))!);
}

/** Instructions (a new version when they change) and skills (422 for an id not of the workspace). */
async function configureAgent(
  tx: Tx,
  ctx: CommandContext,
  { agent, input }: { agent: Agent; input: AgentInput },
) {
  if (input.skill_ids !== undefined)
    await setSkillsOf(tx, ctx.caller.workspace.id, agent.id, input.skill_ids);
  if (input.instructions !== undefined) {
    await recordInstructions(tx, ctx, { agent, instructions: input.instructions });
  }
}

export async function updateAgentFor(
  tx: Tx,
  ctx: CommandContext,
  { id, ...input }: AgentInput & { id: number },
) {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const agent = await findWorkspaceAgent(tx, caller.workspace.id, id);
  if (!agent || !canUseAgent(caller, agent)) throw new NotFoundError('Agent');
  const changes = agentChanges(input);
  if (input.repository_id !== undefined) {
    changes.repository_id = await checkRepositoryId(tx, caller.workspace.id, input.repository_id);
  }
  if (Object.keys(changes).length > 0) await updateAgentRow(tx, id, changes);
  await configureAgent(tx, ctx, { agent, input });
  if (input.runtime !== undefined) await bindAgent(tx, id, input.runtime);
  if (input.enabled !== undefined) await setAgentEnabled(tx, ctx, { agent: id, enabled: input.enabled });
  return presentAgentDetail(tx, caller, (await findWorkspaceAgent(tx, caller.workspace.id, id))!);
}

/**
 * Disabling an agent (issue 37) takes it off work at once: no run of it is claimed any more, and the runs
 * it holds fail `agent_disabled`, their leases and run tokens ended in the same transaction; its queued
 * runs wait until it is enabled again. Enabling makes it `idle`, or `busy` should it hold a run.
 */
export async function setAgentEnabled(
  tx: Tx,
  ctx: SystemContext,
  { agent: agentId, enabled }: { agent: number; enabled: boolean },
) {
  const agent = await findAgent(tx, agentId);
  if (!agent) throw new NotFoundError('Agent');
  if (!enabled) {
    await updateAgentRow(tx, agentId, { status: 'disabled' });
    await failRunsHeldBy(tx, ctx, { agentId });
  } else if (agent.status === 'disabled') {
    await updateAgentRow(tx, agentId, { status: 'idle' });
    await refreshAgentStatus(tx, agentId);
  }
  return present(tx, (await findAgent(tx, agentId))!);
}

/**
 * `tandem admin agent update ID --max-run-minutes N|none` (an installation administrator): the agent's
 * time limit per run, or none.
 */
export async function setAgentRunLimit(db: Executor, agentId: number, minutes: number | null) {
  if (!(await findAgent(db, agentId))) throw new NotFoundError('Agent');
  const agent = await updateAgentRow(db, agentId, { max_run_minutes: checkRunMinutes(minutes) });
  return present(db, agent);
}

/**
 * `tandem admin agent update ID --max-attempts N|none` (issue 38): the claims a run of the agent gets
 * when attempts fail for a transient reason, or the service's default.
 */
export async function setAgentMaxAttempts(db: Executor, agentId: number, attempts: number | null) {
  if (!(await findAgent(db, agentId))) throw new NotFoundError('Agent');
  const agent = await updateAgentRow(db, agentId, { max_attempts: checkMaxAttempts(attempts) });
  return present(db, agent);
}

function presentRuntime(runtime: AgentRuntime, now = Date.now()) {
  return {
    id: runtime.id,
    name: runtime.name,
    sandbox: runtime.sandbox,
    online: runtime.last_seen_at !== null && now - Date.parse(runtime.last_seen_at) <= RUNTIME_GRACE_MS,
    last_seen_at: runtime.last_seen_at,
    created_at: runtime.created_at,
  };
}

export async function listRuntimesFor(db: Executor, caller: Caller) {
  assertCanAdministerWorkspace(caller);
  const now = Date.now();
  return (await listWorkspaceRuntimes(db, caller.workspace.id)).map((r) => presentRuntime(r, now));
}

/**
 * A runtime and its token, shown once, in the command line that starts the reference runner: the token
 * in the runner's environment, never in its arguments, where `ps` would show it (decisions §11.6).
 */
/** Where the shown lines keep the runtime token on the runner machine. */
export const RUNTIME_TOKEN_FILE = '~/.tandem-runtime-token';

/**
 * What Administration → Agents shows for a new runtime (docs/decisions.md, "The runner command of a new
 * runtime"). The token is pasted into `cat`, so it reaches neither the shell's history nor `ps`; the file
 * is removed first so that `umask 077` creates it anew with mode 600 (truncating an older file would
 * keep its mode).
 */
export function runnerCommands({ appUrl }: Pick<SystemContext, 'appUrl'>): {
  save_token_command: string;
  command: string;
} {
  const file = RUNTIME_TOKEN_FILE;
  return {
    save_token_command: `(umask 077 && rm -f ${file} && cat > ${file})`,
    command: `npx tandem runner --url ${appUrl} --token-file ${file} --exec './run-agent.sh'`,
  };
}

export async function createRuntimeFor(tx: Tx, ctx: CommandContext, { name }: { name: string }) {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const { id, token } = await createRuntime(tx, { workspaceId: caller.workspace.id, name });
  return {
    ...presentRuntime((await findRuntimeById(tx, id))!),
    token,
    ...runnerCommands(ctx),
  };
}

export async function revokeRuntimeFor(tx: Tx, ctx: CommandContext, { id }: { id: number }): Promise<void> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const runtime = await findRuntimeById(tx, id);
  if (!runtime || runtime.workspace_id !== caller.workspace.id || runtime.revoked_at !== null) {
    throw new NotFoundError('Runtime');
  }
  await revokeRuntime(tx, ctx, { id });
}
