import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { IssueTemplate, IssueTemplatesTable } from '../db/schema.js';

/** Issue templates, their labels and their schedules' occurrences (issue 40). */

export async function insertTemplate(
  db: Executor,
  values: Insertable<IssueTemplatesTable>,
): Promise<IssueTemplate | undefined> {
  return db
    .insertInto('issue_templates')
    .values(values)
    .onConflict((oc) => oc.columns(['workspace_id', 'name_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateTemplateRow(
  db: Executor,
  id: number,
  changes: Updateable<IssueTemplatesTable>,
): Promise<IssueTemplate> {
  return db
    .updateTable('issue_templates')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findTemplate(
  db: Executor,
  workspaceId: number,
  id: number,
): Promise<IssueTemplate | undefined> {
  return db
    .selectFrom('issue_templates')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findTemplateByNameKey(
  db: Executor,
  workspaceId: number,
  nameKey: string,
): Promise<IssueTemplate | undefined> {
  return db
    .selectFrom('issue_templates')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
}

/** A workspace's templates by name; `scheduled` keeps those with (true) or without (false) a schedule. */
export function templatesOfWorkspace(db: Executor, workspaceId: number, scheduled: boolean | undefined) {
  let query = db.selectFrom('issue_templates').selectAll().where('workspace_id', '=', workspaceId);
  if (scheduled !== undefined) query = query.where('schedule', scheduled ? 'is not' : 'is', null);
  return query.orderBy('name_key').orderBy('id');
}

export async function deleteTemplateRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('issue_template_occurrences').where('template_id', '=', id).execute();
  await db.deleteFrom('issue_template_labels').where('template_id', '=', id).execute();
  await db.deleteFrom('issue_templates').where('id', '=', id).execute();
}

/** The label names of each template, by name. */
export async function labelNamesOfTemplates(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return names;
  const rows = await db
    .selectFrom('issue_template_labels as t')
    .innerJoin('labels as l', 'l.id', 't.label_id')
    .select(['t.template_id', 'l.name'])
    .where('t.template_id', 'in', ids)
    .orderBy('l.name_key')
    .execute();
  for (const row of rows) names.get(row.template_id)?.push(row.name);
  return names;
}

export async function setTemplateLabels(db: Executor, templateId: number, labelIds: number[]): Promise<void> {
  await db.deleteFrom('issue_template_labels').where('template_id', '=', templateId).execute();
  if (labelIds.length === 0) return;
  await db
    .insertInto('issue_template_labels')
    .values([...new Set(labelIds)].map((label_id) => ({ template_id: templateId, label_id })))
    .execute();
}

/** Names of the actors templates are assigned to. */
export async function assigneeNames(
  db: Executor,
  refs: { type: 'user' | 'agent'; id: number }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const userIds = refs.filter((ref) => ref.type === 'user').map((ref) => ref.id);
  const agentIds = refs.filter((ref) => ref.type === 'agent').map((ref) => ref.id);
  if (userIds.length > 0) {
    const users = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute();
    for (const user of users) names.set(`user:${user.id}`, user.name);
  }
  if (agentIds.length > 0) {
    const agents = await db.selectFrom('agents').select(['id', 'name']).where('id', 'in', agentIds).execute();
    for (const agent of agents) names.set(`agent:${agent.id}`, agent.name);
  }
  return names;
}

/** The latest occurrence of each template, with the created issue's number and project prefix. */
export async function latestOccurrences(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('issue_template_occurrences as o')
    .leftJoin('issues as i', 'i.id', 'o.issue_id')
    .leftJoin('projects as p', 'p.id', 'i.project_id')
    .select(['o.template_id', 'o.occurs_at', 'o.error', 'i.number', 'p.prefix as project_prefix'])
    .where('o.template_id', 'in', ids)
    .where(
      'o.occurs_at',
      '=',
      sql<string>`(select max(x.occurs_at) from issue_template_occurrences x where x.template_id = o.template_id)`,
    )
    .execute();
}

/**
 * Scheduled templates, of any workspace, whose next occurrence has come; a workspace being imported
 * (issue 32) waits until its import has finished.
 */
export async function dueTemplates(db: Executor, now: string, limit: number): Promise<IssueTemplate[]> {
  return db
    .selectFrom('issue_templates')
    .selectAll()
    .where('next_occurrence_at', '<=', now)
    .where('workspace_id', 'in', (sub) =>
      sub.selectFrom('workspaces').select('id').where('import_started_at', 'is', null),
    )
    .where('paused', '=', 0)
    .where('schedule', 'is not', null)
    .orderBy('next_occurrence_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes an occurrence: false when it exists already (another worker created it, or is creating it: on
 * PostgreSQL the insert waits for that transaction and then finds the row).
 */
export async function claimOccurrence(
  db: Executor,
  values: {
    template_id: number;
    occurs_at: string;
    workspace_id: number;
    created_at: string;
    error?: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('issue_template_occurrences')
    .values({ ...values, issue_id: null, error: values.error ?? null })
    .onConflict((oc) => oc.columns(['template_id', 'occurs_at']).doNothing())
    .returning('template_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordOccurrenceIssue(
  db: Executor,
  templateId: number,
  occursAt: string,
  issueId: number,
): Promise<void> {
  await db
    .updateTable('issue_template_occurrences')
    .set({ issue_id: issueId })
    .where('template_id', '=', templateId)
    .where('occurs_at', '=', occursAt)
    .execute();
}

/** The member a scheduled issue is created as: name, email, role and weekly hours. */
export async function findTemplateAuthor(db: Executor, workspaceId: number, userId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'm.role', 'm.weekly_hours'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.user_id', '=', userId)
    .where('m.left_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}
