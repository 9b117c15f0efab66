import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { Skill, SkillsTable } from '../db/schema.js';
import { fetchPage } from './paging.js';

export async function listSkillPage(db: Executor, workspaceId: number, limit: number, offset: number) {
  return fetchPage(
    db.selectFrom('skills').selectAll().where('workspace_id', '=', workspaceId).orderBy('name'),
    limit,
    offset,
  );
}

export async function findWorkspaceSkill(db: Executor, workspaceId: number, id: number) {
  return db
    .selectFrom('skills')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findSkillByName(db: Executor, workspaceId: number, name: string) {
  return db
    .selectFrom('skills')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Those of `ids` that are skills of the workspace. */
export async function findWorkspaceSkillIds(db: Executor, workspaceId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('skills')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => row.id);
}

export async function insertSkill(db: Executor, values: Insertable<SkillsTable>): Promise<Skill> {
  return db.insertInto('skills').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateSkillRow(db: Executor, id: number, values: Updateable<SkillsTable>) {
  return db.updateTable('skills').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteSkillRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('agent_skills').where('skill_id', '=', id).execute();
  await db.deleteFrom('skills').where('id', '=', id).execute();
}

/** The agent's skills, by name. */
export async function listAgentSkills(db: Executor, agentId: number) {
  return db
    .selectFrom('agent_skills')
    .innerJoin('skills', 'skills.id', 'agent_skills.skill_id')
    .select(['skills.id', 'skills.name', 'skills.description', 'skills.content'])
    .where('agent_skills.agent_id', '=', agentId)
    .orderBy('skills.name')
    .execute();
}

export async function replaceAgentSkills(db: Executor, agentId: number, skillIds: number[]): Promise<void> {
  await db.deleteFrom('agent_skills').where('agent_id', '=', agentId).execute();
  if (skillIds.length === 0) return;
  await db
    .insertInto('agent_skills')
    .values(skillIds.map((skill_id) => ({ agent_id: agentId, skill_id })))
    .execute();
}
