import type { Tx } from '../db/connection.js';
import { insertInstructionVersion, setAgentInstructions } from '../repositories/agent-config.js';
import type { SectionSeeder, SeedKeys } from './seed-keys.js';
import type { Role } from '../db/schema.js';
import { insertAgent } from '../repositories/agents.js';
import { createApiToken } from './people/api-tokens.js';
import { checkPasswordLength, hashPassword } from './people/passwords.js';
import { setPasswordHash } from './people/sessions.js';
import { AGENT_PROVIDERS, AGENT_VISIBILITIES, ROLES } from '../schemas/enums.js';
import { ValidationError } from '../errors.js';
import { createProject } from './issues/projects.js';
import { addMember, createWorkspace, findOrCreateUser, type WorkspaceInput } from './people/workspaces.js';
import { nowIso } from '../clock.js';
import { seedWebhooks } from './integrations/webhooks.js';
import { seedWhiteboards } from './knowledge/whiteboards.js';
import { seedSavedViews } from './issues/saved-views.js';

/** The fixture format of decisions.md §1 (`tandem admin seed --file F`). */
export interface SeedFixture {
  workspaces: SeedWorkspace[];
}

export interface SeedWorkspace extends WorkspaceInput {
  members?: {
    key: string;
    name: string;
    email: string;
    role: string;
    weekly_hours?: number;
    /** Plain text in the fixture (decisions §9.2); only its argon2id hash is stored. */
    password?: string;
  }[];
  agents?: {
    key: string;
    name: string;
    provider: string;
    model?: string | null;
    visibility?: string;
    owner?: string | null;
    max_concurrent_tasks?: number;
    weekly_hours?: number;
    instructions?: string | null;
  }[];
  projects?: {
    key: string;
    name: string;
    prefix?: string | null;
    lead?: string | null;
    description?: string | null;
  }[];
  tokens?: { key: string; member: string; name: string; abilities?: string[]; expires_at?: string | null }[];
  [section: string]: unknown;
}

export const sectionSeeders: Record<string, SectionSeeder> = {
  webhooks: seedWebhooks,
  whiteboards: seedWhiteboards,
  saved_views: seedSavedViews,
};

function lookup(map: Map<string, number>, key: string, field: string): number {
  const id = map.get(key);
  if (id === undefined) throw ValidationError.field(field, `Unknown key "${key}" in ${field}.`);
  return id;
}

export async function seed(tx: Tx, fixture: SeedFixture) {
  if (!fixture || !Array.isArray(fixture.workspaces)) {
    throw ValidationError.field('workspaces', 'The fixture must have a workspaces list.');
  }
  const out: Record<string, Record<string, unknown>> = {};
  for (const ws of fixture.workspaces) {
    const workspace = await createWorkspace(tx, ws);
    const keys: SeedKeys = { members: new Map(), agents: new Map(), projects: new Map() };
    const result: Record<string, unknown> = { id: workspace.id };

    const members: Record<string, { id: number }> = {};
    for (const m of ws.members ?? []) {
      if (!(ROLES as readonly string[]).includes(m.role)) {
        throw ValidationError.field('members.role', `Unknown role "${m.role}".`);
      }
      const user = await findOrCreateUser(tx, m.email, m.name);
      await addMember(tx, workspace.id, user.id, m.role as Role, m.weekly_hours ?? 40);
      if (m.password !== undefined) {
        const password = checkPasswordLength(m.password, 'members.password');
        await setPasswordHash(tx, user.id, await hashPassword(password));
      }
      keys.members.set(m.key, user.id);
      members[m.key] = { id: user.id };
    }
    result.members = members;

    const agents: Record<string, { id: number }> = {};
    for (const a of ws.agents ?? []) {
      if (!(AGENT_PROVIDERS as readonly string[]).includes(a.provider)) {
        throw ValidationError.field('agents.provider', `Unknown provider "${a.provider}".`);
      }
      const visibility = a.visibility ?? 'workspace';
      if (!(AGENT_VISIBILITIES as readonly string[]).includes(visibility)) {
        throw ValidationError.field('agents.visibility', `Unknown visibility "${visibility}".`);
      }
      const row = await insertAgent(tx, {
        workspace_id: workspace.id,
        name: a.name,
        provider: a.provider as (typeof AGENT_PROVIDERS)[number],
        model: a.model ?? null,
        status: 'idle',
        visibility: visibility as (typeof AGENT_VISIBILITIES)[number],
        owner_user_id: a.owner ? lookup(keys.members, a.owner, 'agents.owner') : null,
        max_concurrent_tasks: a.max_concurrent_tasks ?? 1,
        weekly_hours: a.weekly_hours ?? 0,
        instructions: null,
        created_at: nowIso(),
      });
      // Seeded instructions are version 1 of the agent's history (decisions §12.4), by nobody.
      if (a.instructions) await seedInstructions(tx, row.id, a.instructions);
      keys.agents.set(a.key, row.id);
      agents[a.key] = { id: row.id };
    }
    result.agents = agents;

    const projects: Record<string, { id: number }> = {};
    for (const p of ws.projects ?? []) {
      const lead = p.lead ? `user:${lookup(keys.members, p.lead, 'projects.lead')}` : null;
      const project = await createProject(tx, workspace, {
        name: p.name,
        prefix: p.prefix ?? null,
        lead,
        description: p.description ?? null,
      });
      keys.projects.set(p.key, project.id);
      projects[p.key] = { id: project.id };
    }
    result.projects = projects;

    const tokens: Record<string, { id: number; token: string }> = {};
    for (const t of ws.tokens ?? []) {
      tokens[t.key] = await createApiToken(tx, {
        workspaceId: workspace.id,
        userId: lookup(keys.members, t.member, 'tokens.member'),
        name: t.name,
        abilities: t.abilities ?? ['read', 'write'],
        expiresAt: t.expires_at ?? null,
      });
    }
    result.tokens = tokens;

    for (const [section, seeder] of Object.entries(sectionSeeders)) {
      const entries = ws[section];
      if (entries === undefined) continue;
      if (!Array.isArray(entries)) throw ValidationError.field(section, `${section} must be a list.`);
      result[section] = await seeder(tx, workspace, entries, keys);
    }
    out[ws.slug] = result;
  }
  return { workspaces: out };
}

async function seedInstructions(tx: Tx, agentId: number, instructions: string): Promise<void> {
  const version = await setAgentInstructions(tx, agentId, instructions);
  await insertInstructionVersion(tx, {
    agent_id: agentId,
    version,
    instructions,
    author_type: null,
    author_id: null,
    created_at: nowIso(),
  });
}
