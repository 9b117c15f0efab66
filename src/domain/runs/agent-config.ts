import { recordAgentSecretChange } from '../people/audit-log.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { Agent } from '../../db/schema.js';
import {
  deleteAgentSecret,
  findInstructionVersion,
  insertInstructionVersion,
  listAgentSecrets,
  listInstructionVersionPage,
  setAgentInstructions,
  upsertAgentSecret,
} from '../../repositories/agent-config.js';
import { findWorkspaceAgent } from '../../repositories/agents.js';
import { findRuntimeById } from '../../repositories/runtimes.js';
import { findWorkspaceSkillIds, listAgentSkills, replaceAgentSkills } from '../../repositories/skills.js';
import {
  ENV_NAME_PATTERN,
  MAX_ENV_NAME_LENGTH,
  MAX_INSTRUCTIONS_BYTES,
  MAX_MCP_CONFIG_BYTES,
  MAX_SECRET_BYTES,
  type AgentDetailView,
  type InstructionVersionView,
  type SecretView,
} from '../../schemas/agents.js';
import { ActorDirectory } from '../actors.js';
import { presentAgent } from './agents.js';
import { asPerson, assertCanAdministerWorkspace, canUseAgent, isAdministrator } from '../policy.js';
import { callerActor, type Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { agentEnvironment } from './agent-settings.js';
import { requireSecretBox, SECRET_KEY_MISSING, type SecretBox } from '../secret-box.js';

/**
 * What an agent works with beyond its name and limits (decisions §12.4): versioned instructions, skills,
 * secrets; and the rest of its configuration as `GET /agents/{id}` shows it to owners and admins.
 */

export function parseJsonText(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function argumentsOf(text: string | null): string[] {
  const parsed = parseJsonText(text);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

function mcpConfigOf(text: string | null): Record<string, unknown> | null {
  const parsed = parseJsonText(text);
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** An agent of the caller's workspace the caller may see; 404 for anything else. */
export async function visibleAgent(db: Executor, caller: Caller, id: number): Promise<Agent> {
  const agent = await findWorkspaceAgent(db, caller.workspace.id, id);
  if (!agent || !canUseAgent(caller, agent)) throw new NotFoundError('Agent');
  return agent;
}

/** For owners and admins, its configuration too (none of it secret; secrets are never shown). */
export async function presentAgentDetail(
  db: Executor,
  caller: Caller,
  agent: Agent,
): Promise<AgentDetailView> {
  const runtime = agent.runtime_id === null ? undefined : await findRuntimeById(db, agent.runtime_id);
  const skills = await listAgentSkills(db, agent.id);
  const detail: AgentDetailView = {
    ...presentAgent(agent, runtime),
    instructions_version: agent.instructions_version === null ? null : Number(agent.instructions_version),
    skill_ids: skills.map((skill) => skill.id).sort((a, b) => a - b),
  };
  if (caller.user !== null && isAdministrator(caller)) {
    detail.instructions = agent.instructions;
    detail.custom_env = agentEnvironment(agent.custom_env);
    detail.custom_args = argumentsOf(agent.custom_args);
    detail.mcp_config = mcpConfigOf(agent.mcp_config);
  }
  return detail;
}

export async function getAgentFor(db: Executor, caller: Caller, id: number): Promise<AgentDetailView> {
  return presentAgentDetail(db, caller, await visibleAgent(db, caller, id));
}

/** The agent an administrator is configuring: of the workspace and visible to them; 404 otherwise. */
export async function administeredAgent(db: Executor, caller: Caller, id: number): Promise<Agent> {
  assertCanAdministerWorkspace(caller);
  return visibleAgent(db, caller, id);
}

// ---- validation of the configuration fields --------------------------------------------------------

const ENV_NAME = new RegExp(ENV_NAME_PATTERN);

export function checkEnvName(name: string, field: string): string {
  if (name.length > MAX_ENV_NAME_LENGTH || !ENV_NAME.test(name)) {
    throw ValidationError.field(
      field,
      `"${name.slice(0, 40)}" is not a valid name: capital letters, digits and underscores, starting with a letter, at most ${MAX_ENV_NAME_LENGTH} characters.`,
    );
  }
  return name;
}

export function checkInstructions(text: string | null): string | null {
  if (text === null) return null;
  if (Buffer.byteLength(text) > MAX_INSTRUCTIONS_BYTES) {
    throw ValidationError.field('instructions', 'The instructions may be at most 64 KB.');
  }
  return text.trim() === '' ? null : text;
}

export function checkCustomEnv(env: Record<string, string> | null): string | null {
  if (env === null) return null;
  for (const [key, value] of Object.entries(env)) {
    checkEnvName(key, 'custom_env');
    if (typeof value !== 'string')
      throw ValidationError.field('custom_env', `The value of ${key} must be text.`);
  }
  return JSON.stringify(env);
}

export function checkCustomArgs(args: string[] | null): string | null {
  if (args === null) return null;
  if (args.some((arg) => typeof arg !== 'string')) {
    throw ValidationError.field('custom_args', 'The custom_args must be an array of strings.');
  }
  return JSON.stringify(args);
}

export function checkMcpConfig(config: Record<string, unknown> | null): string | null {
  if (config === null) return null;
  if (typeof config !== 'object' || Array.isArray(config)) {
    throw ValidationError.field('mcp_config', 'The mcp_config must be an object.');
  }
  const text = JSON.stringify(config);
  if (Buffer.byteLength(text) > MAX_MCP_CONFIG_BYTES) {
    throw ValidationError.field('mcp_config', 'The mcp_config may be at most 64 KB as JSON.');
  }
  return text;
}

/** The ids as given, each a skill of the workspace (422 on `skill_ids` otherwise). */
export async function checkSkillIds(db: Executor, workspaceId: number, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const known = new Set(await findWorkspaceSkillIds(db, workspaceId, wanted));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw ValidationError.field('skill_ids', `No skill of this workspace has the id ${unknown.join(', ')}.`);
  }
  return wanted;
}

// ---- instructions, versioned ----------------------------------------------------------------------

/**
 * Sets the agent's instructions as a new version, with its author and time; the same text again makes
 * no version. Call in the caller's transaction (the agent's row is locked by the update).
 */
export async function recordInstructions(
  tx: Tx,
  ctx: CommandContext,
  { agent, instructions: text }: { agent: Agent; instructions: string | null },
): Promise<void> {
  const instructions = checkInstructions(text);
  if (instructions === agent.instructions) return;
  const version = await setAgentInstructions(tx, agent.id, instructions);
  const author = callerActor(ctx.caller);
  await insertInstructionVersion(tx, {
    agent_id: agent.id,
    version,
    instructions,
    author_type: author.type,
    author_id: author.id,
    created_at: nowOf(ctx),
  });
}

export async function setSkillsOf(tx: Tx, workspaceId: number, agentId: number, ids: number[]) {
  await replaceAgentSkills(tx, agentId, await checkSkillIds(tx, workspaceId, ids));
}

/** Newest first; owners and admins (who see the instructions). */
export async function listInstructionVersions(
  db: Executor,
  caller: Caller,
  agentId: number,
  limit: number,
  offset: number,
): Promise<{ items: InstructionVersionView[]; total: number }> {
  await administeredAgent(db, caller, agentId);
  const { rows, total } = await listInstructionVersionPage(db, agentId, limit, offset);
  const actors = await ActorDirectory.load(
    db,
    rows.map((row) => ({ type: row.author_type, id: row.author_id })),
    [],
    caller,
  );
  return {
    items: rows.map((row) => ({
      version: Number(row.version),
      instructions: row.instructions,
      author: actors.view(row.author_type, row.author_id),
      created_at: row.created_at,
    })),
    total,
  };
}

/** The instructions a run was claimed with (its recorded version), else the agent's current ones. */
export async function instructionsOfVersion(db: Executor, agent: Agent, version: number | null) {
  // Only rows written around the versions (tests, seeds) have instructions without a version.
  if (version === null) return { instructions: agent.instructions, version: null };
  if (agent.instructions_version !== null && Number(agent.instructions_version) === version) {
    return { instructions: agent.instructions, version };
  }
  const row = await findInstructionVersion(db, agent.id, version);
  return { instructions: row ? row.instructions : agent.instructions, version };
}

// ---- secrets -------------------------------------------------------------------------------------

/** Names and times only: a secret's value is never read back through the API. */
export async function listSecretsFor(db: Executor, caller: Caller, agentId: number): Promise<SecretView[]> {
  await administeredAgent(db, caller, agentId);
  return (await listAgentSecrets(db, agentId)).map((secret) => ({
    name: secret.name,
    updated_at: secret.updated_at,
  }));
}

export interface SecretInput {
  /** The agent's id. */
  id: number;
  name: string;
  value: string;
  /** SERVICE_SECRET_KEY, which seals the value; null when the server has none. */
  secretKey: string | null;
}

export async function setSecretFor(
  tx: Tx,
  ctx: CommandContext,
  { id: agentId, name, value, secretKey }: SecretInput,
): Promise<SecretView> {
  const { caller } = ctx;
  const agent = await administeredAgent(tx, caller, agentId);
  const person = asPerson(caller, 'set secrets');
  checkEnvName(name, 'name');
  if (value.length === 0) throw ValidationError.field('value', 'The value must not be empty.');
  if (Buffer.byteLength(value) > MAX_SECRET_BYTES) {
    throw ValidationError.field('value', 'The value may be at most 32 KB.');
  }
  const box = requireSecretBox(secretKey);
  const sealed = box.seal({ agentId: agent.id, name }, value);
  const now = nowOf(ctx);
  const row = await upsertAgentSecret(tx, {
    agent_id: agent.id,
    name,
    ciphertext: sealed.ciphertext,
    key_id: sealed.keyId,
    updated_by_user_id: person.user.id,
    at: now,
  });
  await recordAgentSecretChange(tx, caller, 'agent_secret.set', agent, name);
  return { name: row.name, updated_at: row.updated_at };
}

export async function removeSecretFor(
  tx: Tx,
  ctx: CommandContext,
  { id: agentId, name }: { id: number; name: string },
): Promise<void> {
  const { caller } = ctx;
  const agent = await administeredAgent(tx, caller, agentId);
  if (!(await deleteAgentSecret(tx, agentId, name))) throw new NotFoundError('Secret');
  await recordAgentSecretChange(tx, caller, 'agent_secret.deleted', agent, name);
}

/**
 * The agent's secrets, opened, for the claim of one of its runs. Throws SecretUnreadableError (a 409)
 * when one does not open, and a ConflictError when the agent has secrets but the server has no key.
 */
export async function openSecretsForRun(
  db: Executor,
  box: SecretBox | null,
  agentId: number,
): Promise<Record<string, string>> {
  const rows = await listAgentSecrets(db, agentId);
  if (rows.length === 0) return {};
  if (!box) throw new ConflictError(SECRET_KEY_MISSING);
  return Object.fromEntries(
    rows.map((row) => [
      row.name,
      box.open({ agentId, name: row.name }, { ciphertext: row.ciphertext, keyId: row.key_id }),
    ]),
  );
}

/** The values the server masks in the agent's transcripts: those that open (best effort). */
export async function secretValuesForMasking(db: Executor, box: SecretBox | null, agentId: number) {
  if (!box) return [];
  const values: string[] = [];
  for (const row of await listAgentSecrets(db, agentId)) {
    try {
      values.push(box.open({ agentId, name: row.name }, { ciphertext: row.ciphertext, keyId: row.key_id }));
    } catch {
      // Unreadable: its run fails at the claim; there is nothing to mask.
    }
  }
  return values;
}
