import type { Static } from 'typebox';
import { nowIso } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { Project } from '../../db/schema.js';
import {
  findProject,
  findProjectByPrefix,
  insertProject,
  listProjects,
  updateProject,
} from '../../repositories/projects.js';
import { checkAreas, parseAreas } from '../runs/areas.js';
import { ActorDirectory, parseActorKeyOrFail, resolveWorkspaceActor } from '../actors.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { IssueType } from '../../schemas/enums.js';
import { nowOf, type CommandContext } from '../context.js';
import { assertCanManageProjects } from '../policy.js';
import { checkRepositoryId } from '../runs/repositories.js';
import {
  replaceProjectReviewers,
  reviewersOfProjects,
  reviewingMembers,
} from '../../repositories/reviews.js';
import type { CreateProjectBody, ProjectView, UpdateProjectBody } from '../../schemas/projects.js';

export type ProjectInput = Static<typeof UpdateProjectBody>;

export const PREFIX_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,9}$/;

function present(project: Project, actors: ActorDirectory, reviewers: number[]): ProjectView {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    prefix: project.prefix,
    status: project.status,
    priority: project.priority,
    lead: actors.view(project.lead_type, project.lead_id),
    issue_types: JSON.parse(project.issue_types) as IssueType[],
    repository_id: project.repository_id,
    areas: parseAreas(project.areas),
    review_required: Number(project.review_required) === 1,
    reviewers,
    start_date: project.start_date,
    target_date: project.target_date,
    created_at: project.created_at,
  };
}

export async function presentProjects(db: Executor, projects: Project[]): Promise<ProjectView[]> {
  const actors = await ActorDirectory.load(
    db,
    projects.map((p) => ({ type: p.lead_type, id: p.lead_id })),
  );
  const reviewers = await reviewersOfProjects(
    db,
    projects.map((p) => p.id),
  );
  return projects.map((p) => present(p, actors, reviewers.get(p.id) ?? []));
}

export async function listWorkspaceProjects(
  db: Executor,
  workspaceId: number,
  limit: number,
  offset: number,
) {
  const { rows, total } = await listProjects(db, workspaceId, limit, offset);
  return { items: await presentProjects(db, rows), total };
}

export async function getProject(db: Executor, workspaceId: number, id: number): Promise<Project> {
  const project = await findProject(db, workspaceId, id);
  if (!project) throw new NotFoundError('Project');
  return project;
}

/** A project prefix must differ from the workspace's and every other project's, whatever the case. */
async function checkPrefix(
  db: Executor,
  workspace: { id: number; issue_prefix: string },
  prefix: string,
  projectId: number | null,
): Promise<string> {
  if (!PREFIX_PATTERN.test(prefix)) {
    throw ValidationError.field(
      'prefix',
      'The prefix must be 1 to 10 letters or digits, starting with a letter.',
    );
  }
  const upper = prefix.toUpperCase();
  const clash = await findProjectByPrefix(db, workspace.id, upper);
  if (upper === workspace.issue_prefix.toUpperCase() || (clash && clash.id !== projectId)) {
    throw ValidationError.field('prefix', 'The prefix is already used in this workspace.');
  }
  return upper;
}

/** The roadmap's dates: the target may not come before the start (422 on `target_date`). */
function checkDates(startDate: string | null, targetDate: string | null) {
  if (startDate !== null && targetDate !== null && targetDate < startDate) {
    throw ValidationError.field('target_date', 'The target_date must not be before the start_date.');
  }
  return { start_date: startDate, target_date: targetDate };
}

async function leadColumns(db: Executor, workspaceId: number, lead: string | null) {
  if (lead === null) return { lead_type: null, lead_id: null };
  const ref = await resolveWorkspaceActor(db, workspaceId, parseActorKeyOrFail(lead, 'lead'), 'lead');
  return { lead_type: ref.type, lead_id: ref.id };
}

/** The reviewers named, each once: current members who may review, else 422 on `reviewers`. */
async function checkReviewers(db: Executor, workspaceId: number, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const members = await reviewingMembers(db, workspaceId, wanted);
  if (members.length !== wanted.length) {
    const missing = wanted.filter((id) => !members.includes(id));
    throw ValidationError.field(
      'reviewers',
      `Reviewers must be members of the workspace who may review (not guests): ${missing.join(', ')} cannot.`,
    );
  }
  return wanted;
}

export async function createProject(
  db: Executor,
  workspace: { id: number; issue_prefix: string },
  input: Static<typeof CreateProjectBody>,
): Promise<Project> {
  const now = nowIso();
  const reviewers = await checkReviewers(db, workspace.id, input.reviewers ?? []);
  const project = await insertProject(db, {
    workspace_id: workspace.id,
    name: input.name.trim(),
    description: input.description ?? null,
    prefix: input.prefix ? await checkPrefix(db, workspace, input.prefix, null) : null,
    status: input.status ?? 'planned',
    priority: input.priority ?? 'medium',
    ...(await leadColumns(db, workspace.id, input.lead ?? null)),
    issue_types: JSON.stringify([...new Set(input.issue_types ?? [])]),
    repository_id: await checkRepositoryId(db, workspace.id, input.repository_id ?? null),
    areas: JSON.stringify(checkAreas('areas', input.areas ?? [])),
    review_required: input.review_required ? 1 : 0,
    ...checkDates(input.start_date ?? null, input.target_date ?? null),
    created_at: now,
    updated_at: now,
  });
  await replaceProjectReviewers(db, project.id, reviewers);
  return project;
}

/** `POST /projects`: the caller's workspace; everyone but guests. */
export async function createProjectAs(
  tx: Tx,
  ctx: CommandContext,
  input: Static<typeof CreateProjectBody>,
): Promise<Project> {
  const { caller } = ctx;
  assertCanManageProjects(caller);
  return createProject(tx, caller.workspace, input);
}

/** `PATCH /projects/{id}`: everyone but guests. */
export async function changeProject(
  tx: Tx,
  ctx: CommandContext,
  { id, ...input }: ProjectInput & { id: number },
): Promise<Project> {
  const { caller } = ctx;
  assertCanManageProjects(caller);
  const { workspace } = caller;
  const project = await getProject(tx, workspace.id, id);
  const changes: Parameters<typeof updateProject>[2] = { updated_at: nowOf(ctx) };
  if (input.name !== undefined) changes.name = input.name.trim();
  if (input.description !== undefined) changes.description = input.description;
  if (input.status !== undefined) changes.status = input.status;
  if (input.priority !== undefined) changes.priority = input.priority;
  if (input.issue_types !== undefined) changes.issue_types = JSON.stringify([...new Set(input.issue_types)]);
  if (input.lead !== undefined) Object.assign(changes, await leadColumns(tx, workspace.id, input.lead));
  if (input.repository_id !== undefined) {
    changes.repository_id = await checkRepositoryId(tx, workspace.id, input.repository_id);
  }
  if (input.areas !== undefined) changes.areas = JSON.stringify(checkAreas('areas', input.areas));
  if (input.prefix !== undefined) {
    changes.prefix =
      input.prefix === null ? null : await checkPrefix(tx, workspace, input.prefix, project.id);
  }
  if (input.review_required !== undefined) changes.review_required = input.review_required ? 1 : 0;
  if (input.start_date !== undefined || input.target_date !== undefined) {
    Object.assign(
      changes,
      checkDates(
        input.start_date === undefined ? project.start_date : input.start_date,
        input.target_date === undefined ? project.target_date : input.target_date,
      ),
    );
  }
  if (input.reviewers !== undefined) {
    await replaceProjectReviewers(tx, project.id, await checkReviewers(tx, workspace.id, input.reviewers));
  }
  return updateProject(tx, project.id, changes);
}
