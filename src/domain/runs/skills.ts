import type { Executor, Tx } from '../../db/connection.js';
import type { Skill } from '../../db/schema.js';
import {
  deleteSkillRow,
  findSkillByName,
  findWorkspaceSkill,
  insertSkill,
  listSkillPage,
  updateSkillRow,
} from '../../repositories/skills.js';
import { MAX_INSTRUCTIONS_BYTES } from '../../schemas/agents.js';
import {
  MAX_SKILL_DESCRIPTION_LENGTH,
  MAX_SKILL_NAME_LENGTH,
  SKILL_NAME_PATTERN,
  type CreateSkillInput,
  type SkillView,
  type UpdateSkillInput,
} from '../../schemas/skills.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { assertCanAdministerWorkspace } from '../policy.js';

/**
 * Skills of a workspace (decisions §12.4), in the `SKILL.md` form of the Agent Skills specification;
 * agents name theirs with `skill_ids` and their runs' claims carry them. Everyone in the workspace
 * reads them; owners and admins write them.
 */
export function presentSkill(skill: Skill): SkillView {
  return {
    id: skill.id,
    name: skill.name,
    description: skill.description,
    content: skill.content,
    created_at: skill.created_at,
    updated_at: skill.updated_at,
  };
}

interface SkillFields {
  name?: string;
  description?: string;
  content?: string;
}

/** A YAML scalar as SKILL.md front matter writes it: plain, or in single or double quotes. */
function scalar(raw: string): string {
  const text = raw.trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return text.slice(1, -1);
    }
  }
  if (text.length >= 2 && text.startsWith("'") && text.endsWith("'"))
    return text.slice(1, -1).replace(/''/g, "'");
  return text;
}

/**
 * A whole SKILL.md: `---`, YAML front matter (`name`, `description`; other keys such as `license` are
 * ignored; a `|` or `>` block is read as its indented lines), `---`, then the body. Only the top-level
 * keys are read: this is not a general YAML parser, and says so when the front matter is missing.
 */
export function parseSkillMd(text: string): SkillFields {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n([\s\S]*))?$/.exec(text);
  if (!match) {
    throw ValidationError.field(
      'skill_md',
      'A SKILL.md starts with YAML front matter between two --- lines, giving name and description.',
    );
  }
  const fields: Record<string, string> = {};
  const lines = match[1]!.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = /^([A-Za-z][\w-]*):(.*)$/.exec(lines[i]!);
    if (!line) continue;
    const [, key, rest] = line as unknown as [string, string, string];
    const block = /^\s*([|>])[-+]?\s*$/.exec(rest);
    if (!block) {
      fields[key] = scalar(rest);
      continue;
    }
    const parts: string[] = [];
    while (i + 1 < lines.length && (/^\s+\S/.test(lines[i + 1]!) || lines[i + 1]!.trim() === '')) {
      parts.push(lines[++i]!.trim());
    }
    fields[key] = (block[1] === '|' ? parts.join('\n') : parts.join(' ')).trim();
  }
  return {
    name: fields.name,
    description: fields.description,
    content: (match[2] ?? '').replace(/^\r?\n/, ''),
  };
}

function checkSkill(fields: SkillFields, creating: boolean): SkillFields {
  const checked: SkillFields = {};
  if (fields.name !== undefined || creating) {
    const name = fields.name ?? '';
    if (
      name.length === 0 ||
      name.length > MAX_SKILL_NAME_LENGTH ||
      !new RegExp(SKILL_NAME_PATTERN).test(name)
    ) {
      throw ValidationError.field(
        'name',
        `The name must be 1 to ${MAX_SKILL_NAME_LENGTH} lowercase letters, digits and hyphens (no hyphen at either end, never two together).`,
      );
    }
    checked.name = name;
  }
  if (fields.description !== undefined || creating) {
    const description = (fields.description ?? '').trim();
    if (description.length === 0 || description.length > MAX_SKILL_DESCRIPTION_LENGTH) {
      throw ValidationError.field(
        'description',
        `The description must be 1 to ${MAX_SKILL_DESCRIPTION_LENGTH} characters: what the skill does and when to use it.`,
      );
    }
    checked.description = description;
  }
  if (fields.content !== undefined || creating) {
    const content = fields.content ?? '';
    if (Buffer.byteLength(content) > MAX_INSTRUCTIONS_BYTES) {
      throw ValidationError.field('content', 'The content may be at most 64 KB.');
    }
    checked.content = content;
  }
  return checked;
}

/** The three fields from the body: `skill_md` (parsed), else the fields given; both at once is refused. */
function fieldsOf(input: CreateSkillInput): SkillFields {
  if (input.skill_md === undefined)
    return { name: input.name, description: input.description, content: input.content };
  if (input.name !== undefined || input.description !== undefined || input.content !== undefined) {
    throw ValidationError.field(
      'skill_md',
      'Send either skill_md or name, description and content, not both.',
    );
  }
  return parseSkillMd(input.skill_md);
}

async function assertNameFree(db: Executor, workspaceId: number, name: string, exceptId?: number) {
  const existing = await findSkillByName(db, workspaceId, name);
  if (existing && existing.id !== exceptId) {
    throw new ConflictError(`The workspace already has a skill named ${name}.`);
  }
}

export async function listSkills(db: Executor, caller: Caller, limit: number, offset: number) {
  const { rows, total } = await listSkillPage(db, caller.workspace.id, limit, offset);
  return { items: rows.map(presentSkill), total };
}

export async function getSkill(db: Executor, caller: Caller, id: number): Promise<SkillView> {
  const skill = await findWorkspaceSkill(db, caller.workspace.id, id);
  if (!skill) throw new NotFoundError('Skill');
  return presentSkill(skill);
}

export async function createSkill(tx: Tx, ctx: CommandContext, input: CreateSkillInput): Promise<SkillView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const fields = checkSkill(fieldsOf(input), true);
  await assertNameFree(tx, caller.workspace.id, fields.name!);
  const now = nowOf(ctx);
  return presentSkill(
    await insertSkill(tx, {
      workspace_id: caller.workspace.id,
      name: fields.name!,
      description: fields.description!,
      content: fields.content!,
      created_at: now,
      updated_at: now,
    }),
  );
}

export async function changeSkill(
  tx: Tx,
  ctx: CommandContext,
  { id, ...input }: UpdateSkillInput & { id: number },
) {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const skill = await findWorkspaceSkill(tx, caller.workspace.id, id);
  if (!skill) throw new NotFoundError('Skill');
  const fields = checkSkill(fieldsOf(input), false);
  if (fields.name !== undefined) await assertNameFree(tx, caller.workspace.id, fields.name, id);
  if (Object.keys(fields).length === 0) return presentSkill(skill);
  return presentSkill(await updateSkillRow(tx, id, { ...fields, updated_at: nowOf(ctx) }));
}

/** Taken off every agent that had it. */
export async function deleteSkill(tx: Tx, ctx: CommandContext, { id }: { id: number }): Promise<void> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const skill = await findWorkspaceSkill(tx, caller.workspace.id, id);
  if (!skill) throw new NotFoundError('Skill');
  await deleteSkillRow(tx, id);
}
