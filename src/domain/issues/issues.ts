import { randomInt } from 'node:crypto';
import type { Static } from 'typebox';
import type { Executor, Tx } from '../../db/connection.js';
import type { Agent, Issue, IssueUpdate, Project } from '../../db/schema.js';
import { findProject } from '../../repositories/projects.js';
import {
  findIssueById,
  hasLiveChildren,
  insertNumberedIssue,
  updateIssue,
  type NumberedLiveEvents,
} from '../../repositories/issues.js';
import { labelIdsOfIssue } from '../../repositories/labels.js';
import { findMember } from '../../repositories/members.js';
import { activityRow, recordActivity } from './activity.js';
import { readAreas } from '../runs/areas.js';
import { assertSameAssignee, assigneeOfPair, parseActorKeyOrFail, type ActorRef } from '../actors.js';
import { findAssignableAgent } from '../runs/agents.js';
import { formatCapacityShare, parseCapacityShare } from '../time/capacity-share.js';
import type { CreateIssueBody, UpdateIssueBody } from '../../schemas/issues.js';
import { callerActor, callerName, type Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { assertCycleWritable } from './cycles.js';
import { ValidationError, type FieldErrors } from '../../errors.js';
import { emitEvents, prepareEvents } from '../events.js';
import { sanitizeRichText } from '../html.js';
import { deletionBlockers, holdLiveIssues } from './issue-deletion.js';
import { notifyAssignee } from './inbox.js';
import { announceLiveEvents, liveEventRows } from '../live-events.js';
import {
  announceCounterparts,
  applyDependencies,
  deletionWakesBlocked,
  dependenciesDiffer,
  planDependencies,
  statusMoveWakesBlocked,
} from './issue-dependencies.js';
import { creationEvents, issueChanges, updateEvents } from './issue-events.js';
import {
  applyFieldWrites,
  changedFieldWrites,
  dropValuesOfFormerProject,
  readFieldWrites,
  type FieldWrite,
} from './issue-fields.js';
import {
  presentCreatedIssue,
  presentIssue,
  presentIssueByReference,
  type IssueView,
} from './issue-presenter.js';
import { resolveIssue, resolveIssueField } from './issue-ref.js';
import { ensureLabels, setIssueLabels } from './labels.js';
import {
  assertCanContribute,
  assertCanCreateIssues,
  assertCanDeleteIssue,
  canBeAssigned,
} from '../policy.js';
import { findMeetingForActionItem } from '../knowledge/meetings.js';
import { latestRunOfAgentOnIssue } from '../../repositories/runs.js';
import { queueRunAskedBy } from '../runs/runs-queue.js';
import { singleLine, withoutNul } from '../text-input.js';
import { stateForIssue } from './workflow-states.js';

/**
 * The rules of the Issue resource (contract: Issue, Standing work, Writing; decisions §3). Every write
 * runs in the caller's transaction together with its history (activity), its events (outbox) and the
 * run an agent assignment queues.
 */
/** What POST and PATCH may write: their request bodies as validated. */
export type IssueInput = Static<typeof UpdateIssueBody>;

export interface IssueWriteResult {
  issue: Issue;
  /** The single-issue shape after the write. */
  view: IssueView;
}

/** The columns a write decides; the rest (number, creator, timestamps…) belong to create/update. */
type Draft = Pick<
  Issue,
  | 'title'
  | 'description'
  | 'acceptance_criteria'
  | 'areas'
  | 'type'
  | 'status'
  | 'state_id'
  | 'priority'
  | 'project_id'
  | 'parent_id'
  | 'assignee_type'
  | 'assignee_id'
  | 'start_date'
  | 'due_date'
  | 'estimate_minutes'
  | 'capacity_share'
  | 'cycle_number'
>;

const DRAFT_COLUMNS = [
  'title',
  'description',
  'acceptance_criteria',
  'areas',
  'type',
  'status',
  'state_id',
  'priority',
  'project_id',
  'parent_id',
  'assignee_type',
  'assignee_id',
  'start_date',
  'due_date',
  'estimate_minutes',
  'capacity_share',
  'cycle_number',
] as const satisfies readonly (keyof Draft)[];

/** Gathers every field refused by one request, so the 422 names them all. */
class FieldErrorCollector {
  readonly errors: FieldErrors = {};

  async check(step: () => Promise<void> | void): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const [field, messages] of Object.entries(error.errors)) {
        (this.errors[field] ??= []).push(...messages);
      }
    }
  }

  /** Runs a step that finds something: its result, or undefined when it refused a field. */
  async attempt<T>(step: () => Promise<T> | T): Promise<T | undefined> {
    let result: T | undefined;
    await this.check(async () => {
      result = await step();
    });
    return result;
  }

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationError(this.errors);
  }
}

/** The assignee a request names, in either form; undefined when it names none. */
function requestedAssignee(input: IssueInput): { ref: ActorRef | null; field: string } | undefined {
  const fromPair = assigneeOfPair(input.assignee_type, input.assignee_id, 'field');
  if (input.assignee === undefined) {
    if (fromPair === undefined) return undefined;
    return { ref: fromPair, field: fromPair === null ? 'assignee_type' : 'assignee_id' };
  }
  const fromKey = input.assignee === null ? null : parseActorKeyOrFail(input.assignee, 'assignee');
  assertSameAssignee(
    fromPair,
    fromKey,
    'Name the assignee either with assignee or with assignee_type and assignee_id, not both differently.',
  );
  return { ref: fromKey, field: 'assignee' };
}

/**
 * Assigning an issue again to the agent it is already assigned to (issue 28): a new run when the agent's
 * latest run on it failed or was canceled, so a failure can be answered by assigning again. Nothing
 * while a run is queued or under way, nor after a completed one (a PATCH repeating the assignee of a
 * finished job must not start it again).
 */
async function agentToPutBackToWork(
  db: Executor,
  caller: Caller,
  current: Issue,
  input: IssueInput,
): Promise<Agent | null> {
  const requested = requestedAssignee(input);
  if (requested?.ref?.type !== 'agent') return null;
  if (current.assignee_type !== 'agent' || current.assignee_id !== requested.ref.id) return null;
  const latest = await latestRunOfAgentOnIssue(db, current.id, requested.ref.id);
  if (latest?.status !== 'failed' && latest?.status !== 'canceled') return null;
  return (await checkAssignee(db, caller, requested.ref, requested.field)).agent;
}

/**
 * A person must be a current member (the Management role has no issues); an agent must be one the
 * caller may assign (private agents: their owner only). Returns the agent, which then gets a run, and
 * the name the issue shows for its assignee.
 */
async function checkAssignee(
  db: Executor,
  caller: Caller,
  ref: ActorRef,
  field: string,
): Promise<{ agent: Agent | null; name: string | null }> {
  if (ref.type === 'user') {
    const member = await findMember(db, caller.workspace.id, ref.id);
    if (!member || !canBeAssigned(member)) {
      throw ValidationError.field(field, `The ${field} must be a current member of this workspace.`);
    }
    return { agent: null, name: member.deleted_at === null ? member.name : null };
  }
  const agent = await findAssignableAgent(db, caller, ref.id);
  if (!agent) {
    throw ValidationError.field(field, `The ${field} must be an agent of this workspace you may assign.`);
  }
  return { agent, name: agent.name };
}

interface Plan {
  draft: Draft;
  /** Set when the request names labels. */
  labelIds?: number[];
  /** The agent the issue is newly handed to: it gets a run. */
  newAgent: Agent | null;
  /** Set when the request names custom field values. */
  fieldWrites?: FieldWrite[];
  /** What the checks read on the way, for presenting a new issue without reading it back. */
  read: { project?: Project; epic?: Issue; assigneeName?: string | null };
}

/**
 * Checks what a new issue would be given (issue 40: a template is held to the rules of the issue it
 * makes): the 422 of `POST /issues`, nothing written but the labels it names (created as issues do).
 */
export async function checkNewIssueInput(
  db: Executor,
  caller: Caller,
  input: IssueInput,
): Promise<{ labelIds?: number[] }> {
  const { labelIds } = await plan(db, caller, null, input);
  return { labelIds };
}

/** Applies a request to the issue's current columns (or the defaults) and checks every rule. */
async function plan(db: Executor, caller: Caller, current: Issue | null, input: IssueInput): Promise<Plan> {
  const workspace = caller.workspace;
  const errors = new FieldErrorCollector();
  const draft: Draft = current ? pickDraft(current) : newDraft();
  applyTexts(draft, input, errors);
  applyPlainFields(draft, input);
  await errors.check(() => applyState(db, workspace, draft, current, input));
  await errors.check(() => applyCapacityShare(draft, input));
  const project = await errors.attempt(() => applyProject(db, workspace, draft, current, input));
  const parent = await errors.attempt(() => applyParent(db, workspace, draft, input));
  const assignee = await errors.attempt(() => applyAssignee(db, caller, draft, input));
  await errors.check(() => applyCycle(db, workspace, draft, current, input));
  checkStandingWork(draft, input, errors);
  await checkEpic(db, draft, current, input, parent, errors);
  if (draft.start_date !== null && draft.due_date !== null && draft.due_date < draft.start_date) {
    errors.add('due_date', 'The due_date must not be before the start_date.');
  }
  const fields = input.fields;
  const fieldWrites =
    fields === undefined || errors.has('project_id')
      ? undefined
      : await errors.attempt(() => readFieldWrites(db, caller, draft.project_id, fields));
  const labelIds = await errors.attempt(() =>
    input.labels === undefined ? undefined : ensureLabels(db, workspace.id, input.labels),
  );
  errors.throwIfAny();
  return {
    draft,
    labelIds,
    fieldWrites,
    newAgent: assignee?.agent ?? null,
    read: { project, epic: parent, assigneeName: assignee?.name },
  };
}

/** The columns of an issue nobody has written yet. */
function newDraft(): Draft {
  return {
    title: '',
    description: null,
    acceptance_criteria: '[]',
    areas: '[]',
    type: 'task',
    status: 'backlog',
    state_id: null,
    priority: 'medium',
    project_id: null,
    parent_id: null,
    assignee_type: null,
    assignee_id: null,
    start_date: null,
    due_date: null,
    estimate_minutes: null,
    capacity_share: null,
    cycle_number: null,
  };
}

/** The title, description and acceptance criteria, cleaned as every text field is. */
function applyTexts(draft: Draft, input: IssueInput, errors: FieldErrorCollector): void {
  if (input.title !== undefined) {
    draft.title = singleLine(input.title);
    if (draft.title === '') errors.add('title', 'The title field is required.');
  }
  if (input.description !== undefined) {
    const clean = input.description === null ? '' : sanitizeRichText(withoutNul(input.description));
    draft.description = clean === '' ? null : clean;
  }
  if (input.acceptance_criteria !== undefined) {
    const lines = input.acceptance_criteria.map(singleLine);
    if (lines.some((line) => line === ''))
      errors.add('acceptance_criteria', 'Each acceptance criterion needs text.');
    draft.acceptance_criteria = JSON.stringify(lines);
  }
  if (input.areas !== undefined) {
    const { areas, refused } = readAreas(input.areas);
    for (const message of refused) errors.add('areas', message);
    draft.areas = JSON.stringify(areas);
  }
}

/** Fields the schema has checked already: taken as they come. */
function applyPlainFields(draft: Draft, input: IssueInput): void {
  if (input.type !== undefined) draft.type = input.type;
  if (input.status !== undefined) draft.status = input.status;
  if (input.priority !== undefined) draft.priority = input.priority;
  if (input.start_date !== undefined) draft.start_date = input.start_date;
  if (input.due_date !== undefined) draft.due_date = input.due_date;
  if (input.estimate_minutes !== undefined) draft.estimate_minutes = input.estimate_minutes;
}

/**
 * The workflow state (issue 40, decisions §12.13): naming one sets the status to its category; naming
 * another status alone leaves the state (the issue is then in that status's own); a status and a state
 * of another status in one request disagree.
 */
async function applyState(
  db: Executor,
  workspace: Caller['workspace'],
  draft: Draft,
  current: Issue | null,
  input: IssueInput,
): Promise<void> {
  if (input.state_id === undefined) {
    if (input.status !== undefined && input.status !== current?.status) draft.state_id = null;
    return;
  }
  if (input.state_id === null) {
    draft.state_id = null;
    return;
  }
  const state = await stateForIssue(db, workspace.id, input.state_id);
  if (input.status !== undefined && input.status !== state.status) {
    throw ValidationError.field(
      'state_id',
      `The state_id names a state of status ${state.status}, not of the status ${input.status} given with it.`,
    );
  }
  draft.status = state.status;
  draft.state_id = state.id;
}

function applyCapacityShare(draft: Draft, input: IssueInput): void {
  if (input.capacity_share !== undefined) {
    draft.capacity_share =
      input.capacity_share === null ? null : formatCapacityShare(parseCapacityShare(input.capacity_share));
  }
}

/** The project, checked when it changes; returns it when it was read. */
async function applyProject(
  db: Executor,
  workspace: Caller['workspace'],
  draft: Draft,
  current: Issue | null,
  input: IssueInput,
): Promise<Project | undefined> {
  if (input.project_id === undefined || input.project_id === null) {
    if (input.project_id === null) draft.project_id = null;
    return undefined;
  }
  let project: Project | undefined;
  if (input.project_id !== current?.project_id) {
    project = await findProject(db, workspace.id, input.project_id);
    if (!project) {
      throw ValidationError.field('project_id', 'The project_id does not name a project of this workspace.');
    }
  }
  draft.project_id = input.project_id;
  return project;
}

/** The parent, resolved from any issue reference; returns it when one is named. */
async function applyParent(
  db: Executor,
  workspace: Caller['workspace'],
  draft: Draft,
  input: IssueInput,
): Promise<Issue | undefined> {
  if (input.parent_id === undefined) return undefined;
  if (input.parent_id === null) {
    draft.parent_id = null;
    return undefined;
  }
  const parent = await resolveIssueField(db, workspace, input.parent_id, 'parent_id');
  draft.parent_id = parent.id;
  return parent;
}

/** The assignee, checked when it changes to somebody; returns what the check read. */
async function applyAssignee(
  db: Executor,
  caller: Caller,
  draft: Draft,
  input: IssueInput,
): Promise<{ agent: Agent | null; name: string | null } | undefined> {
  const requested = requestedAssignee(input);
  if (requested === undefined) return undefined;
  const { ref, field } = requested;
  if (ref?.type === draft.assignee_type && ref?.id === draft.assignee_id) return undefined;
  const checked = ref === null ? undefined : await checkAssignee(db, caller, ref, field);
  draft.assignee_type = ref?.type ?? null;
  draft.assignee_id = ref?.id ?? null;
  return checked;
}

async function applyCycle(
  db: Executor,
  workspace: Caller['workspace'],
  draft: Draft,
  current: Issue | null,
  input: IssueInput,
): Promise<void> {
  if (input.cycle === undefined) return;
  if (input.cycle !== null && input.cycle !== current?.cycle_number) {
    await assertCycleWritable(db, workspace, input.cycle);
  }
  draft.cycle_number = input.cycle;
}

/** Standing work (contract: Standing work, rules 1, 4 and 5). */
function checkStandingWork(draft: Draft, input: IssueInput, errors: FieldErrorCollector): void {
  if (input.capacity_share !== undefined && input.capacity_share !== null) draft.estimate_minutes = null;
  if (draft.type !== 'generic') {
    if (
      input.capacity_share !== undefined &&
      input.capacity_share !== null &&
      !errors.has('capacity_share')
    ) {
      errors.add('capacity_share', 'Only standing work (type generic) carries a capacity_share.');
    }
    draft.capacity_share = null;
    return;
  }
  if (draft.project_id === null && !errors.has('project_id')) {
    errors.add('project_id', 'Standing work (type generic) requires a project_id.');
  }
  if (
    input.estimate_minutes !== undefined &&
    input.estimate_minutes !== null &&
    input.capacity_share === undefined &&
    draft.capacity_share !== null
  ) {
    errors.add(
      'estimate_minutes',
      'Standing work with a capacity_share carries no estimate; clear capacity_share to estimate it.',
    );
  }
}

/** Epics (contract: Writing, POST /issues and PATCH /issues/{issue}). */
async function checkEpic(
  db: Executor,
  draft: Draft,
  current: Issue | null,
  input: IssueInput,
  parent: Issue | undefined,
  errors: FieldErrorCollector,
): Promise<void> {
  const parentId = draft.parent_id;
  if (parentId !== null && (input.parent_id !== undefined || input.type !== undefined)) {
    await errors.check(async () => {
      const epic = parent ?? (await findIssueById(db, parentId));
      if (!epic || epic.deleted_at !== null || epic.type !== 'epic') {
        throw ValidationError.field('parent_id', 'The parent_id must name an epic of this workspace.');
      }
      if (draft.type === 'epic') {
        throw ValidationError.field('parent_id', 'An epic cannot have an epic parent.');
      }
    });
  }
  if (current?.type === 'epic' && draft.type !== 'epic' && (await hasLiveChildren(db, current.id))) {
    errors.add('type', 'An epic that still contains issues cannot change its type.');
  }
}

function pickDraft(issue: Issue): Draft {
  const draft = {} as Record<string, unknown>;
  for (const column of DRAFT_COLUMNS) draft[column] = issue[column];
  return draft as Draft;
}

/**
 * An issue brought in from another tracker (issue 32): it keeps its original creation time, its
 * history's `issue.created` entry says where it came from (`data.imported_from`), and its assignee is
 * not notified (the assignment happened long ago, elsewhere). Rules, events and counters are the same.
 */
export interface ImportedIssue {
  createdAt: string;
  origin: Record<string, unknown>;
}

/** What createIssue takes: the body of `POST /issues`, and for an issue brought in, where it came from. */
export type CreateIssueInput = Static<typeof CreateIssueBody> & { imported?: ImportedIssue };

/** `POST /issues`. Takes an input object so further optional fields slot in. */
export async function createIssue(
  tx: Tx,
  ctx: CommandContext,
  { imported, ...input }: CreateIssueInput,
): Promise<IssueWriteResult> {
  const { caller } = ctx;
  assertCanCreateIssues(caller);
  if (input.title === undefined) throw ValidationError.field('title', 'The title field is required.');
  const { draft, labelIds, newAgent, read, fieldWrites } = await plan(tx, caller, null, input);
  if (draft.parent_id !== null) await holdLiveIssues(tx, [{ id: draft.parent_id, field: 'parent_id' }]);
  // decisions §6.3: an issue opened from a meeting becomes one of its action items.
  const meeting =
    input.meeting === undefined
      ? null
      : await findMeetingForActionItem(tx, caller.workspace.id, input.meeting);
  const now = nowOf(ctx);
  // Everything read before the number is taken: on SQLite its row lock lasts until the commit (see
  // insertNumberedIssue), so the fewer statements after it, the sooner the next writer goes.
  const events = await prepareEvents(tx, caller.workspace);
  const actor = callerActor(caller);
  const values = {
    ...draft,
    workspace_id: caller.workspace.id,
    creator_type: actor.type,
    creator_id: actor.id,
    meeting_id: meeting?.id ?? null,
    // An imported issue is new here (updated now, so `updated_since` readers see it) but was opened then.
    created_at: imported?.createdAt ?? now,
    updated_at: now,
    deleted_at: null,
    reviewer_id: null,
  };
  const shown = {
    ...read,
    creatorName: callerName(caller),
    labelsSet: labelIds !== undefined && labelIds.length > 0,
    fieldsSet: (fieldWrites ?? []).some((write) => write.rows.length > 0),
  };
  const live = await creationLiveEvents(tx, ctx, { values, shown });
  const issue = await insertNumberedIssue(
    tx,
    values,
    activityRow({
      workspaceId: caller.workspace.id,
      event: 'issue.created',
      actor,
      data: imported ? { imported_from: imported.origin } : undefined,
    }),
    live,
  );
  if (labelIds) await setIssueLabels(tx, issue.id, labelIds);
  if (fieldWrites) await applyFieldWrites(tx, issue.id, fieldWrites);
  if (newAgent)
    await queueRunAskedBy(tx, { caller }, { agent: newAgent, issueId: issue.id, trigger: 'assignment' });
  if (!imported) {
    await notifyAssignee(tx, {
      workspaceId: caller.workspace.id,
      issueId: issue.id,
      by: callerActor(caller),
      assignee: assigneeOf(issue),
    });
  }
  const view =
    presentCreatedIssue(issue, caller.workspace, shown) ?? (await presentIssue(tx, caller.workspace, issue));
  await events.emit(creationEvents(view, ctx), { liveWritten: live !== undefined });
  if (live) await announceLiveEvents(tx, caller.workspace.id);
  return { issue, view };
}

/**
 * The live events of an issue about to be created, written with its number (NumberedLiveEvents): the
 * live log's row is then no statement of its own while the number's row lock is held. Undefined when
 * the new issue cannot be shown before it is read back (presentCreatedIssue); its events are then
 * written after, as any other.
 */
async function creationLiveEvents(
  tx: Tx,
  ctx: CommandContext,
  {
    values,
    shown,
  }: {
    values: Omit<Issue, 'id' | 'number' | 'carried_over'>;
    shown: Parameters<typeof presentCreatedIssue>[2];
  },
): Promise<NumberedLiveEvents | undefined> {
  const written = JSON.stringify([values, shown, ctx.appUrl, ctx.caller.workspace.slug]);
  let placeholder: string;
  do placeholder = String(randomInt(10 ** 14, 2 ** 48));
  while (written.includes(placeholder));
  const provisional = presentCreatedIssue(
    { ...values, id: 0, number: Number(placeholder), carried_over: 0 },
    ctx.caller.workspace,
    shown,
  );
  if (provisional === undefined) return undefined;
  const rows = await liveEventRows(tx, ctx.caller.workspace, creationEvents(provisional, ctx));
  return { placeholder, rows };
}

function assigneeOf(issue: Pick<Issue, 'assignee_type' | 'assignee_id'>): ActorRef | null {
  return issue.assignee_type === null || issue.assignee_id === null
    ? null
    : { type: issue.assignee_type, id: issue.assignee_id };
}

/** `PATCH /issues/{issue}`: any subset of fields; a request that changes nothing writes nothing. */
export async function changeIssue(
  tx: Tx,
  ctx: CommandContext,
  { issue: reference, changes: input }: { issue: string; changes: IssueInput },
): Promise<IssueWriteResult> {
  const { caller } = ctx;
  assertCanContribute(caller, 'change issues');
  const current = await resolveIssue(tx, caller.workspace, reference);
  const { draft, labelIds, newAgent: handedTo, fieldWrites } = await plan(tx, caller, current, input);
  const newAgent = handedTo ?? (await agentToPutBackToWork(tx, caller, current, input));
  const dependencies = await planDependencies(tx, caller, current, input);

  const columns: IssueUpdate = {};
  for (const column of DRAFT_COLUMNS) {
    if (draft[column] !== current[column]) (columns as Record<string, unknown>)[column] = draft[column];
  }
  const currentLabelIds = labelIds ? await labelIdsOfIssue(tx, current.id) : [];
  const labelsChanged =
    labelIds !== undefined &&
    (labelIds.length !== currentLabelIds.length || labelIds.some((id) => !currentLabelIds.includes(id)));
  const dependenciesChanged = await dependenciesDiffer(tx, current.id, dependencies);
  const fieldChanges = await changedFieldWrites(tx, current.id, fieldWrites ?? []);
  if (
    Object.keys(columns).length === 0 &&
    !labelsChanged &&
    !dependenciesChanged &&
    fieldChanges.length === 0
  ) {
    if (newAgent) {
      await queueRunAskedBy(tx, { caller }, { agent: newAgent, issueId: current.id, trigger: 'assignment' });
    }
    return { issue: current, view: await presentIssue(tx, caller.workspace, current) };
  }

  const newParent = draft.parent_id !== current.parent_id ? draft.parent_id : null;
  await holdLiveIssues(tx, [
    { id: current.id },
    ...(newParent === null ? [] : [{ id: newParent, field: 'parent_id' }]),
  ]);
  const before = await presentIssue(tx, caller.workspace, current);
  const issue = await updateIssue(tx, current.id, { ...columns, updated_at: nowOf(ctx) });
  if (labelsChanged) await setIssueLabels(tx, issue.id, labelIds);
  if ('project_id' in columns) await dropValuesOfFormerProject(tx, issue.id, issue.project_id);
  await applyFieldWrites(tx, issue.id, fieldChanges);
  const counterparts = dependenciesChanged
    ? await applyDependencies(tx, ctx, { issueId: issue.id, plan: dependencies })
    : new Map<number, IssueView>();
  if (columns.status !== undefined) await statusMoveWakesBlocked(tx, issue.id, current.status, issue.status);
  if (newAgent)
    await queueRunAskedBy(tx, { caller }, { agent: newAgent, issueId: issue.id, trigger: 'assignment' });
  if ('assignee_type' in columns || 'assignee_id' in columns) {
    await notifyAssignee(tx, {
      workspaceId: caller.workspace.id,
      issueId: issue.id,
      by: callerActor(caller),
      assignee: assigneeOf(issue),
    });
  }
  const view = await presentIssue(tx, caller.workspace, issue);
  const changes = issueChanges(before, view);
  await recordActivity(tx, {
    workspaceId: caller.workspace.id,
    issueId: issue.id,
    event: 'issue.updated',
    actor: callerActor(caller),
    data: { changes },
  });
  await emitEvents(tx, caller.workspace, updateEvents(changes, ctx, view));
  await announceCounterparts(tx, ctx, counterparts);
  return { issue, view };
}

/**
 * `DELETE /issues/{issue}`: the author or an administrator, and nothing attached (every attachment is
 * named in one 422). The row stays, marked deleted, for the places that quote it.
 */
export async function deleteIssue(tx: Tx, ctx: CommandContext, input: { issue: string }): Promise<void> {
  const { caller } = ctx;
  const issue = await resolveIssue(tx, caller.workspace, input.issue);
  assertCanDeleteIssue(caller, { type: issue.creator_type, id: issue.creator_id });
  await holdLiveIssues(tx, [{ id: issue.id }]);
  const blockers = await deletionBlockers(tx, issue.id);
  if (Object.keys(blockers).length > 0) {
    const reasons = Object.values(blockers)
      .flat()
      .map((reason) => reason.replace(/\.$/, ''))
      .join('; ');
    throw new ValidationError(blockers, `The issue cannot be deleted: ${reasons}.`);
  }
  await updateIssue(tx, issue.id, { deleted_at: nowOf(ctx) });
  await deletionWakesBlocked(tx, issue.id);
  await recordActivity(tx, {
    workspaceId: caller.workspace.id,
    issueId: issue.id,
    event: 'issue.deleted',
    actor: callerActor(caller),
  });
}

/** `GET /issues/{issue}`. */
export async function getIssue(db: Executor, caller: Caller, reference: string): Promise<IssueView> {
  return presentIssueByReference(db, caller.workspace, reference);
}
