import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * Agents' instructions, skills and secrets (decisions §12.4, issue 38).
 *
 * - `agent_instruction_versions`: every change of an agent's instructions, numbered per agent from 1,
 *   with its author and time; `agents.instructions_version` is the current one (null: never set), and
 *   `runs.instructions_version` the one a run was claimed with. Instructions set before are kept as
 *   version 1 (no author).
 * - `skills` of a workspace in the `SKILL.md` form (name, description, body), and `agent_skills`.
 * - `agent_secrets`: values encrypted with SERVICE_SECRET_KEY (AES-256-GCM); `key_id` names the key
 *   that sealed each one, so the key can be rotated later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agents').addColumn('instructions_version', 'integer').execute();
  await db.schema.alterTable('runs').addColumn('instructions_version', 'integer').execute();

  await withId(db, db.schema.createTable('agent_instruction_versions'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('version', 'integer', notNull)
    .addColumn('instructions', text)
    .addColumn('author_type', text)
    .addColumn('author_id', 'integer')
    .addColumn('created_at', text, notNull)
    .addUniqueConstraint('agent_instruction_versions_unique', ['agent_id', 'version'])
    .execute();
  await db
    .insertInto('agent_instruction_versions')
    .columns(['agent_id', 'version', 'instructions', 'author_type', 'author_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('agents')
        .select([
          'id',
          eb.lit(1).as('version'),
          'instructions',
          eb.val(null).as('author_type'),
          eb.val(null).as('author_id'),
          'created_at',
        ])
        .where('instructions', 'is not', null),
    )
    .execute();
  await db
    .updateTable('agents')
    .set({ instructions_version: 1 })
    .where('instructions', 'is not', null)
    .execute();

  await withId(db, db.schema.createTable('skills'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    .addColumn('description', text, notNull)
    .addColumn('content', text, notNull)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .addUniqueConstraint('skills_workspace_name_unique', ['workspace_id', 'name'])
    .execute();

  await db.schema
    .createTable('agent_skills')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('agent_skills_pkey', ['agent_id', 'skill_id'])
    .execute();
  await db.schema.createIndex('agent_skills_skill_index').on('agent_skills').column('skill_id').execute();

  await withId(db, db.schema.createTable('agent_secrets'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    .addColumn('ciphertext', text, notNull)
    .addColumn('key_id', text, notNull)
    .addColumn('updated_by_user_id', 'integer')
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .addUniqueConstraint('agent_secrets_agent_name_unique', ['agent_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_secrets').execute();
  await db.schema.dropTable('agent_skills').execute();
  await db.schema.dropTable('skills').execute();
  await db.schema.dropTable('agent_instruction_versions').execute();
  await db.schema.alterTable('runs').dropColumn('instructions_version').execute();
  await db.schema.alterTable('agents').dropColumn('instructions_version').execute();
}
