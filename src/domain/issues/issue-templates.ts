import type { Static } from 'typebox';
import type { Executor, Tx } from '../../db/connection.js';
import type { IssueTemplate, IssueTemplatesTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Updateable } from 'kysely';
import {
  assigneeNames,
  deleteTemplateRow,
  findTemplate,
  findTemplateByNameKey,
  insertTemplate,
  labelNamesOfTemplates,
  latestOccurrences,
  setTemplateLabels,
  templatesOfWorkspace,
  updateTemplateRow,
} from '../../repositories/issue-templates.js';
import { fieldsByKeys } from '../../repositories/custom-fields.js';
import { fetchPage } from '../../repositories/paging.js';
import type { CreateIssueBody } from '../../schemas/issues.js';
import type { CreateTemplateInput, TemplateView, UpdateTemplateInput } from '../../schemas/templates.js';
import { assigneeOfPair, assertSameAssignee, parseActorKeyOrFail, type ActorRef } from '../actors.js';
import type { Caller } from '../caller.js';
import type { CommandContext } from '../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { issueIdentifier } from './issue-ref.js';
import { checkNewIssueInput, createIssue, type IssueWriteResult } from './issues.js';
import { assertCanAdministerWorkspace, assertCanCreateIssues } from '../policy.js';
import { nextOccurrence, normaliseSchedule, occurrencesAfter, type Schedule } from './template-schedules.js';
import { sanitizeRichText } from '../html.js';
import { singleLine, withoutNul } from '../text-input.js';

/**
 * Issue templates (issue 40, decisions §12.13; docs/decisions.md "Issue 40 — templates and schedules").
 * Owners and admins make, change and delete them (a template speaks for the workspace, and a schedule
 * creates work and may put agents to work in its author's name); everybody who may create issues reads
 * and uses them. A template is held to the rules of the issue it makes when it is saved.
 */

const NEXT_OCCURRENCES = 5;

type CreateIssueInput = Static<typeof CreateIssueBody>;

function nameKey(name: string): string {
  return name.toLowerCase();
}

function templateNameTaken(): ValidationError {
  return ValidationError.field('name', 'A template of that name already exists in this workspace.');
}

export function parseSchedule(template: Pick<IssueTemplate, 'schedule'>): Schedule | null {
  return template.schedule === null ? null : (JSON.parse(template.schedule) as Schedule);
}

/**
 * The issue fields a template gives, in the form `POST /issues` takes them; the assignee as a key, or as
 * the pair when `assigneeAsPair` (so a refusal names the field the request used).
 */
function issueInputOf(template: IssueTemplate, labels: string[], assigneeAsPair = false): CreateIssueInput {
  const input: CreateIssueInput = {};
  if (template.title !== null) input.title = template.title;
  if (template.description !== null) input.description = template.description;
  if (template.type !== null) input.type = template.type as CreateIssueInput['type'];
  if (template.priority !== null) input.priority = template.priority as CreateIssueInput['priority'];
  if (template.project_id !== null) input.project_id = template.project_id;
  if (template.assignee_type !== null && template.assignee_id !== null) {
    if (assigneeAsPair)
      Object.assign(input, { assignee_type: template.assignee_type, assignee_id: template.assignee_id });
    else input.assignee = `${template.assignee_type}:${template.assignee_id}`;
  }
  if (labels.length > 0) input.labels = labels;
  const fields = JSON.parse(template.fields) as Record<string, unknown>;
  if (Object.keys(fields).length > 0) input.fields = fields;
  return input;
}

export async function presentTemplates(
  db: Executor,
  caller: Caller,
  templates: IssueTemplate[],
  now: Date = new Date(),
): Promise<TemplateView[]> {
  const ids = templates.map((template) => template.id);
  const labels = await labelNamesOfTemplates(db, ids);
  const refs = templates.flatMap((t) =>
    t.assignee_type !== null && t.assignee_id !== null ? [{ type: t.assignee_type, id: t.assignee_id }] : [],
  );
  const names = await assigneeNames(db, refs);
  const latest = new Map((await latestOccurrences(db, ids)).map((row) => [row.template_id, row]));
  return templates.map((template) => {
    const schedule = parseSchedule(template);
    const key = `${template.assignee_type}:${template.assignee_id}`;
    const last = latest.get(template.id);
    return {
      id: template.id,
      name: template.name,
      title: template.title,
      description: template.description,
      type: template.type as TemplateView['type'],
      priority: template.priority as TemplateView['priority'],
      labels: labels.get(template.id) ?? [],
      fields: JSON.parse(template.fields) as TemplateView['fields'],
      project_id: template.project_id,
      assignee_type: template.assignee_type,
      assignee_id: template.assignee_id,
      assignee:
        template.assignee_type !== null && template.assignee_id !== null
          ? { type: template.assignee_type, id: template.assignee_id, name: names.get(key) ?? '' }
          : null,
      schedule,
      paused: template.paused === 1,
      next_occurrences:
        schedule === null || template.paused === 1
          ? []
          : occurrencesAfter(schedule, now, NEXT_OCCURRENCES).map((date) => date.toISOString()),
      last_occurrence: last
        ? {
            occurs_at: last.occurs_at,
            issue:
              last.number === null
                ? null
                : issueIdentifier(last.number, last.project_prefix, caller.workspace.issue_prefix),
            error: last.error,
          }
        : null,
      created_at: template.created_at,
      updated_at: template.updated_at,
    };
  });
}

async function presentTemplate(db: Executor, caller: Caller, template: IssueTemplate): Promise<TemplateView> {
  return (await presentTemplates(db, caller, [template]))[0]!;
}

export async function listTemplates(
  db: Executor,
  caller: Caller,
  scheduled: boolean | undefined,
  limit: number,
  offset: number,
): Promise<{ items: TemplateView[]; total: number }> {
  const { rows, total } = await fetchPage(
    templatesOfWorkspace(db, caller.workspace.id, scheduled),
    limit,
    offset,
  );
  return { items: await presentTemplates(db, caller, rows), total };
}

async function mustFindTemplate(db: Executor, caller: Caller, id: number): Promise<IssueTemplate> {
  const template = await findTemplate(db, caller.workspace.id, id);
  if (!template) throw new NotFoundError('Template');
  return template;
}

export async function getTemplate(db: Executor, caller: Caller, id: number): Promise<TemplateView> {
  return presentTemplate(db, caller, await mustFindTemplate(db, caller, id));
}

/** The assignee a template body names, in either form issues take; undefined when it names none. */
function requestedAssignee(input: UpdateTemplateInput): ActorRef | null | undefined {
  const fromPair = assigneeOfPair(input.assignee_type, input.assignee_id, 'field');
  if (input.assignee === undefined) return fromPair;
  const fromKey = input.assignee === null ? null : parseActorKeyOrFail(input.assignee, 'assignee');
  assertSameAssignee(
    fromPair,
    fromKey,
    'Name the assignee either with assignee or with assignee_type and assignee_id, not both differently.',
  );
  return fromKey;
}

/** The columns a body sets (those it leaves out stay as they are). */
function columnsOf(input: UpdateTemplateInput): Updateable<IssueTemplatesTable> {
  const columns: Updateable<IssueTemplatesTable> = {};
  if (input.name !== undefined) {
    const name = singleLine(input.name);
    if (name === '') throw ValidationError.field('name', 'The name field is required.');
    Object.assign(columns, { name, name_key: nameKey(name) });
  }
  if (input.title !== undefined)
    columns.title = input.title === null ? null : singleLine(input.title) || null;
  if (input.description !== undefined) {
    // Cleaned as an issue's description is: the New issue dialog and API readers get safe rich text.
    const clean = input.description === null ? '' : sanitizeRichText(withoutNul(input.description));
    columns.description = clean === '' ? null : clean;
  }
  if (input.type !== undefined) columns.type = input.type;
  if (input.priority !== undefined) columns.priority = input.priority;
  if (input.project_id !== undefined) columns.project_id = input.project_id;
  const assignee = requestedAssignee(input);
  if (assignee !== undefined) {
    columns.assignee_type = assignee?.type ?? null;
    columns.assignee_id = assignee?.id ?? null;
  }
  if (input.fields !== undefined) {
    // Checked with the rest of the template by the rules of a new issue (checkTemplate); a null value
    // sets nothing, so it is not kept.
    const fields = Object.fromEntries(Object.entries(input.fields).filter(([, value]) => value !== null));
    columns.fields = JSON.stringify(fields);
  }
  if (input.schedule !== undefined) {
    columns.schedule = input.schedule === null ? null : JSON.stringify(normaliseSchedule(input.schedule));
  }
  if (input.paused !== undefined) columns.paused = input.paused ? 1 : 0;
  return columns;
}

/**
 * Checks the template as it will be (its row with the body's changes) against the rules of a new issue,
 * and returns its label ids when the body names labels.
 */
async function checkTemplate(
  db: Executor,
  caller: Caller,
  merged: IssueTemplate,
  input: UpdateTemplateInput,
): Promise<number[] | undefined> {
  const issueInput = issueInputOf(merged, input.labels ?? [], input.assignee === undefined);
  const { labelIds } = await checkNewIssueInput(db, caller, issueInput);
  if (merged.schedule !== null && merged.title === null) {
    throw ValidationError.field(
      'title',
      'A template with a schedule needs a title for the issues it creates.',
    );
  }
  return input.labels === undefined ? undefined : (labelIds ?? []);
}

/** When the schedule next creates its issue: from now on (an edit or a resume never fills the past). */
function nextOccurrenceColumn(template: IssueTemplate, now: Date): string | null {
  const schedule = parseSchedule(template);
  if (schedule === null || template.paused === 1) return null;
  return nextOccurrence(schedule, now)?.toISOString() ?? null;
}

export async function createTemplate(
  tx: Tx,
  ctx: CommandContext,
  input: CreateTemplateInput,
): Promise<TemplateView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const now = ctx.clock.now();
  const columns = columnsOf(input);
  const draft = {
    workspace_id: caller.workspace.id,
    name: '',
    name_key: '',
    title: null,
    description: null,
    type: null,
    priority: null,
    project_id: null,
    assignee_type: null,
    assignee_id: null,
    fields: '{}',
    schedule: null,
    paused: 0,
    next_occurrence_at: null,
    author_id: caller.user?.id ?? null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    ...columns,
  } as Omit<IssueTemplate, 'id'>;
  const labelIds = await checkTemplate(tx, caller, { ...draft, id: 0 }, input);
  draft.next_occurrence_at = nextOccurrenceColumn({ ...draft, id: 0 }, now);
  const created = await insertTemplate(tx, draft);
  if (!created) throw templateNameTaken();
  if (labelIds) await setTemplateLabels(tx, created.id, labelIds);
  return presentTemplate(tx, caller, created);
}

export async function changeTemplate(
  tx: Tx,
  ctx: CommandContext,
  { id, ...input }: UpdateTemplateInput & { id: number },
): Promise<TemplateView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const current = await mustFindTemplate(tx, caller, id);
  const columns = columnsOf(input);
  if (columns.name_key !== undefined && columns.name_key !== current.name_key) {
    if (await findTemplateByNameKey(tx, caller.workspace.id, columns.name_key)) throw templateNameTaken();
  }
  const merged = { ...current, ...columns };
  // Renaming, pausing or resuming is always possible, even when the template no longer passes the rules.
  const onlyState = Object.keys(input).every((key) => key === 'paused' || key === 'name');
  const labelIds = onlyState ? undefined : await checkTemplate(tx, caller, merged, input);
  const now = ctx.clock.now();
  if (input.schedule !== undefined || input.paused !== undefined) {
    columns.next_occurrence_at = nextOccurrenceColumn(merged, now);
  }
  const updated = await updateTemplateRow(tx, current.id, {
    ...columns,
    author_id: caller.user?.id ?? current.author_id,
    updated_at: now.toISOString(),
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? templateNameTaken() : error;
  });
  if (labelIds) await setTemplateLabels(tx, current.id, labelIds);
  return presentTemplate(tx, caller, updated);
}

export async function deleteTemplate(tx: Tx, ctx: CommandContext, input: { id: number }): Promise<void> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const template = await mustFindTemplate(tx, caller, input.id);
  await deleteTemplateRow(tx, template.id);
}

/**
 * What `POST /issues` with `template_id` creates: the template's fields, each replaced by the request's
 * when the request names it (an assignee named in either form replaces the template's; labels replace,
 * not add).
 */
export async function issueInputFromTemplate(
  db: Executor,
  workspaceId: number,
  templateId: number,
  request: CreateIssueInput,
): Promise<CreateIssueInput> {
  const template = await findTemplate(db, workspaceId, templateId);
  if (!template)
    throw ValidationError.field('template_id', 'The template_id does not name a template of this workspace.');
  const labels = (await labelNamesOfTemplates(db, [template.id])).get(template.id) ?? [];
  const fromTemplate = issueInputOf(template, labels);
  const namesAssignee = ['assignee', 'assignee_type', 'assignee_id'].some(
    (key) => request[key as keyof CreateIssueInput] !== undefined,
  );
  if (namesAssignee) delete fromTemplate.assignee;
  const explicit = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
  const { template_id: _used, ...merged } = { ...fromTemplate, ...explicit };
  // Field values merge by key, the request's winning; a field deleted since the template was saved is
  // left out rather than refusing every issue the template makes.
  if (fromTemplate.fields !== undefined) {
    const existing = new Set(
      (await fieldsByKeys(db, workspaceId, Object.keys(fromTemplate.fields))).map((field) => field.key),
    );
    const kept = Object.fromEntries(Object.entries(fromTemplate.fields).filter(([key]) => existing.has(key)));
    merged.fields = { ...kept, ...(request.fields ?? {}) };
  }
  return merged;
}

/** `POST /issues`, from a template when the request names one. */
export async function createIssueFromRequest(
  tx: Tx,
  ctx: CommandContext,
  input: CreateIssueInput,
): Promise<IssueWriteResult> {
  if (input.template_id === undefined) return createIssue(tx, ctx, input);
  assertCanCreateIssues(ctx.caller);
  const merged = await issueInputFromTemplate(tx, ctx.caller.workspace.id, input.template_id, input);
  return createIssue(tx, ctx, merged);
}
