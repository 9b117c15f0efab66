import { Type, type Static } from 'typebox';
import { Timestamp } from './common.js';
import { MAX_INSTRUCTIONS_BYTES } from './agents.js';

/**
 * Skills (decisions §12.4) in the `SKILL.md` form of the Agent Skills specification: a `name` (lowercase
 * letters, digits and hyphens, at most 64), a `description` (at most 1024 characters) saying when to
 * use it, and the body (`content`, Markdown, at most 64 KB). `skill_md` instead takes a whole SKILL.md
 * text, its YAML front matter giving name and description.
 */
export const SKILL_NAME_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const MAX_SKILL_NAME_LENGTH = 64;
export const MAX_SKILL_DESCRIPTION_LENGTH = 1024;

export const SkillSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  content: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type SkillView = Static<typeof SkillSchema>;

const SkillName = Type.String({
  minLength: 1,
  maxLength: MAX_SKILL_NAME_LENGTH,
  pattern: SKILL_NAME_PATTERN,
  description: 'lowercase letters, digits and hyphens (not at either end, never two together)',
});
const SkillDescription = Type.String({ minLength: 1, maxLength: MAX_SKILL_DESCRIPTION_LENGTH });
const SkillContent = Type.String({ maxLength: MAX_INSTRUCTIONS_BYTES, description: 'the body, Markdown' });
const SkillMd = Type.String({
  maxLength: MAX_INSTRUCTIONS_BYTES + 2048,
  description:
    'a whole SKILL.md: YAML front matter with name and description, then the body; instead of the three fields',
});

export const CreateSkillBody = Type.Object(
  {
    name: Type.Optional(SkillName),
    description: Type.Optional(SkillDescription),
    content: Type.Optional(SkillContent),
    skill_md: Type.Optional(SkillMd),
  },
  { additionalProperties: false },
);
export type CreateSkillInput = Static<typeof CreateSkillBody>;

export const UpdateSkillBody = CreateSkillBody;
export type UpdateSkillInput = Static<typeof UpdateSkillBody>;
