import type { Executor } from '../../../db/connection.js';
import type { Workspace } from '../../../db/schema.js';
import { findImportOrigins, type ImportOrigin } from '../../../repositories/import-origins.js';
import { findIssueById } from '../../../repositories/issues.js';
import { findLabelsByKeys } from '../../../repositories/labels.js';
import { BODY_MAX } from '../../../schemas/comments.js';
import { isAcceptedDate } from '../../date-range.js';
import { hasText, sanitizeRichText } from '../../html.js';
import type { FieldValue } from '../../issues/issue-fields.js';
import { labelKey } from '../../issues/labels.js';
import { MAX_LABEL_LENGTH } from '../../../schemas/limits.js';
import { singleLine } from '../../text-input.js';
import {
  provenanceNote,
  type CommentDraft,
  type IssueDraft,
  type SkippedRecord,
  type SourceRead,
} from './common.js';
import type { ImportMember, PeopleDirectory } from './people.js';
import { planCycles, planProjects, type PlacesReport, type ProjectTarget } from './places.js';
import { IMPORT_SOURCES, type ImportSource } from './sources.js';
import { planStates } from './states.js';

/**
 * Checks drafts against the workspace without writing (issue 32): who is a member, what was imported
 * before, which parents are epics, what is too long. A dry run prints this plan's report; a real run
 * writes its items (write.ts) and prints the same report.
 */

/** The API's limits on what a client writes (schemas/issues.ts, schemas/comments.ts). */
const TITLE_MAX = 255;
const DESCRIPTION_MAX = 200_000;
const LABELS_MAX = 50;
const ESTIMATE_MAX = 10_000_000;

export interface PlannedComment {
  key: string;
  /** Who writes it here: the member it was written by, else the importer (with a note naming them). */
  author: ImportMember | null;
  body: string;
  createdAt: string | null;
}

export interface PlannedIssue {
  key: string;
  reference: string;
  /** Set when an earlier import created it: only its missing comments are written. */
  existingIssueId: number | null;
  author: ImportMember | null;
  input: {
    title: string;
    description: string | null;
    type: IssueDraft['type'];
    status: IssueDraft['status'];
    /** A workflow state the source status names (issue 40); `status` is then the state's. */
    state_id?: number;
    priority: IssueDraft['priority'];
    assignee?: string;
    labels: string[];
    estimate_minutes: number | null;
    due_date: string | null;
    cycle?: number;
    /** Custom field values of the columns `--field` maps (imports/fields.ts). */
    fields?: Record<string, FieldValue>;
  };
  /** The project it goes to; a project the import creates has no id until written. */
  project: ProjectTarget | null;
  /** Labels with what only their origin can keep (GitHub's colour), by origin key. */
  labelOrigins: { key: string; name: string; data: Record<string, string> }[];
  parentKey: string | null;
  createdAt: string | null;
  origin: Record<string, unknown>;
  comments: PlannedComment[];
}

export interface ImportReport {
  source: ImportSource;
  workspace: string;
  dry_run: boolean;
  /** `new`: created, or in a dry run would be; `existing`: imported before, left as they are. */
  issues: { new: number; existing: number; refused: number };
  comments: { new: number; existing: number; refused: number };
  labels: { new: string[] };
  projects: PlacesReport['projects'];
  cycles: PlacesReport['cycles'];
  /** Source status → the workflow state its issues went into (issue 40). */
  states: Record<string, string>;
  skipped: SkippedRecord[];
  unmapped: { reference: string; field: string; value: string; note: string }[];
  refused: { reference: string; reason: string }[];
  /** Source reference → identifier here, for the issues this run created. */
  imported: Record<string, string>;
  /** Every thing left out or changed on the way, one sentence each (skipped, unmapped, refused). */
  warnings: string[];
}

export interface ImportPlan {
  issues: PlannedIssue[];
  report: ImportReport;
}

interface PlanContext {
  db: Executor;
  workspace: Workspace;
  source: ImportSource;
  people: PeopleDirectory;
  dryRun: boolean;
  /** `--project`: every issue goes to this project (a prefix or a name), created when missing. */
  project?: string;
  /** `--state`: source status name (as `stateKey` keeps it) → a state's name or id. */
  states?: Record<string, string>;
}

/** Epics first (children name them), then oldest first, so the new numbers follow the source's order. */
function creationOrder(drafts: IssueDraft[]): IssueDraft[] {
  return drafts
    .map((draft, index) => ({ draft, index }))
    .sort(
      (a, b) =>
        Number(a.draft.type !== 'epic') - Number(b.draft.type !== 'epic') ||
        (a.draft.createdAt ?? '').localeCompare(b.draft.createdAt ?? '') ||
        a.index - b.index,
    )
    .map(({ draft }) => draft);
}

function withoutRepeats(read: SourceRead): { drafts: IssueDraft[]; skipped: SkippedRecord[] } {
  const seen = new Set<string>();
  const skipped = [...read.skipped];
  const drafts = read.drafts.filter((draft) => {
    if (!seen.has(draft.key)) return seen.add(draft.key);
    skipped.push({
      reference: draft.reference,
      reason: 'It appears more than once in the file; the first was read.',
    });
    return false;
  });
  return { drafts, skipped };
}

export async function planImport(context: PlanContext, read: SourceRead): Promise<ImportPlan> {
  const { db, workspace, source } = context;
  const { drafts, skipped } = withoutRepeats(read);
  const keys = drafts.flatMap((draft) => [
    draft.key,
    ...(draft.parentKey === null ? [] : [draft.parentKey]),
    ...draft.comments.map((comment) => comment.key),
  ]);
  const origins = new Map(
    (await findImportOrigins(db, workspace.id, keys)).map((origin) => [origin.source_key, origin]),
  );
  const report: ImportReport = {
    source,
    workspace: workspace.slug,
    dry_run: context.dryRun,
    issues: { new: 0, existing: 0, refused: 0 },
    comments: { new: 0, existing: 0, refused: 0 },
    labels: { new: [] },
    projects: { new: [], by_source: {} },
    cycles: {},
    states: {},
    skipped,
    unmapped: [...(read.notes ?? [])],
    refused: [],
    imported: {},
    warnings: [],
  };
  const stateOf = await planStates(db, workspace, context.states);
  const fresh = drafts.filter((draft) => !origins.has(draft.key));
  const projects = await planProjects(db, workspace, fresh, context.project);
  const cycles = await planCycles(db, workspace, fresh, report.unmapped);
  report.projects = projects.report;
  report.cycles = cycles.report;
  const epics = await epicKeys(db, drafts, origins);
  const issues: PlannedIssue[] = [];
  for (const draft of creationOrder(drafts)) {
    const state = stateOf(draft.sourceStatus);
    // A state of that name takes the issue in: its status is no longer unknown.
    if (state) draft.unmapped = draft.unmapped.filter((item) => item.field !== 'status');
    const planned = planIssue(context, draft, origins, epics, report);
    if (planned && planned.existingIssueId === null && state) {
      planned.input.status = state.status;
      planned.input.state_id = state.id;
      report.states[draft.sourceStatus!] = state.name;
    }
    if (planned && planned.existingIssueId === null) {
      planned.project = projects.byDraft.get(draft.key) ?? null;
      const cycle = cycles.byDraft.get(draft.key);
      if (cycle !== undefined) planned.input.cycle = cycle;
    }
    if (planned) issues.push(planned);
  }
  report.labels.new = await newLabels(db, workspace.id, issues);
  return { issues, report };
}

/** Source keys that name an epic: epics of the file, and epics an earlier import created. */
async function epicKeys(
  db: Executor,
  drafts: IssueDraft[],
  origins: Map<string, ImportOrigin>,
): Promise<Set<string>> {
  const epics = new Set(drafts.filter((draft) => draft.type === 'epic').map((draft) => draft.key));
  const inFile = new Set(drafts.map((draft) => draft.key));
  for (const draft of drafts) {
    const key = draft.parentKey;
    if (key === null || inFile.has(key) || epics.has(key)) continue;
    const origin = origins.get(key);
    if (!origin || origin.issue_id === null || origin.issue_deleted) continue;
    const issue = await findIssueById(db, origin.issue_id);
    if (issue?.type === 'epic') epics.add(key);
  }
  return epics;
}

/** Label names the workspace does not have yet (any case), as they will be created. */
async function newLabels(db: Executor, workspaceId: number, issues: PlannedIssue[]): Promise<string[]> {
  const wanted = new Map<string, string>();
  for (const issue of issues) {
    if (issue.existingIssueId !== null) continue;
    for (const name of issue.input.labels) if (!wanted.has(labelKey(name))) wanted.set(labelKey(name), name);
  }
  const known = new Set((await findLabelsByKeys(db, workspaceId, [...wanted.keys()])).map((l) => l.name_key));
  return [...wanted].filter(([key]) => !known.has(key)).map(([, name]) => name);
}

type Report = ImportReport;

function note(report: Report, reference: string, field: string, value: string, text: string): void {
  report.unmapped.push({ reference, field, value, note: text });
}

/** The words of the note shown on an issue or comment whose author is not a member. */
function writtenBy(source: ImportSource, verb: string, who: string, reference: string): string {
  return `${verb} by ${who} on ${IMPORT_SOURCES[source].label} (${reference}).`;
}

function planIssue(
  context: PlanContext,
  draft: IssueDraft,
  origins: Map<string, ImportOrigin>,
  epics: Set<string>,
  report: Report,
): PlannedIssue | null {
  const { source, people, workspace } = context;
  const ref = draft.reference;
  for (const item of draft.unmapped) note(report, ref, item.field, item.value, item.note);
  if (origins.has(draft.key)) {
    report.issues.existing += 1;
    // Deleted here since: it is not brought back, and its comments have nowhere to go.
    const origin = origins.get(draft.key)!;
    const existingIssueId = origin.issue_deleted ? null : origin.issue_id;
    const comments = existingIssueId === null ? [] : planComments(context, draft, origins, report);
    return { ...emptyPlan(draft), existingIssueId, comments };
  }
  let title = singleLine(draft.title);
  if (title === '') return refuse(report, ref, 'It has no title.', draft);
  if (title.length > TITLE_MAX) {
    note(report, ref, 'title', `${title.slice(0, 40)}…`, `Longer than ${TITLE_MAX} characters; shortened.`);
    draft.extra.full_title = title;
    title = `${title.slice(0, TITLE_MAX - 1)}…`;
  }
  const author = people.find(draft.author);
  const creator = author && author.role !== 'guest' && author.role !== 'management' ? author : null;
  let description = draft.html;
  if (draft.author && !creator) {
    description =
      provenanceNote(writtenBy(source, 'Opened', draft.author.label, ref), draft.url) + (description ?? '');
    if (!author) {
      note(
        report,
        ref,
        'author',
        draft.author.label,
        `Not a member of ${workspace.slug}; named in a note and the history.`,
      );
    }
  }
  if (description !== null && description.length > DESCRIPTION_MAX) {
    return refuse(
      report,
      ref,
      `Its description is longer than the ${DESCRIPTION_MAX} characters an issue holds.`,
      draft,
    );
  }
  const assignee = people.assignable(draft.assignee);
  if (draft.assignee && !assignee) {
    note(
      report,
      ref,
      'assignee',
      draft.assignee.label,
      `Not a member of ${workspace.slug}; recorded in the history.`,
    );
  }
  const labels = planLabels(draft, report);
  let estimate = draft.estimateMinutes;
  if (estimate !== null && estimate > ESTIMATE_MAX) {
    note(report, ref, 'estimate', String(estimate), 'Too large an estimate; left out.');
    estimate = null;
  }
  let dueDate = draft.dueDate;
  if (dueDate !== null && !isAcceptedDate(dueDate)) {
    note(report, ref, 'due_date', dueDate, 'Not a date the service accepts; left out.');
    dueDate = null;
  }
  const parentKey = planParent(draft, epics, report);
  const comments = planComments(context, draft, origins, report);
  report.issues.new += 1;
  return {
    key: draft.key,
    reference: ref,
    existingIssueId: null,
    author: creator,
    input: {
      title,
      description,
      type: draft.type,
      status: draft.status,
      priority: draft.priority,
      ...(assignee ? { assignee: `user:${assignee.id}` } : {}),
      labels: labels.map((label) => label.name),
      estimate_minutes: estimate,
      due_date: dueDate,
    },
    project: null,
    labelOrigins: labels
      .filter((label) => label.extra && Object.keys(label.extra).length > 0 && label.key)
      .map((label) => ({ key: label.key!, name: label.name, data: label.extra! })),
    parentKey,
    createdAt: draft.createdAt,
    origin: {
      source,
      key: draft.key,
      reference: ref,
      url: draft.url,
      author: draft.author?.label ?? null,
      ...(draft.assignee && !assignee ? { assignee: draft.assignee.label } : {}),
      ...draft.extra,
    },
    comments,
  };
}

function emptyPlan(draft: IssueDraft): PlannedIssue {
  return {
    key: draft.key,
    reference: draft.reference,
    existingIssueId: null,
    author: null,
    input: {
      title: '',
      description: null,
      type: draft.type,
      status: draft.status,
      priority: draft.priority,
      labels: [],
      estimate_minutes: null,
      due_date: null,
    },
    project: null,
    labelOrigins: [],
    parentKey: null,
    createdAt: null,
    origin: {},
    comments: [],
  };
}

function refuse(report: Report, reference: string, reason: string, draft: IssueDraft): null {
  report.refused.push({ reference, reason });
  report.issues.refused += 1;
  // Its comments have no issue to go to.
  report.comments.refused += draft.comments.length;
  return null;
}

/** Label names as labels here take them: at most 50 of at most 50 characters each. */
function planLabels(draft: IssueDraft, report: Report) {
  const labels: (IssueDraft['labels'][number] & { key?: string })[] = [];
  for (const label of draft.labels) {
    const name = singleLine(label.name);
    if (name === '') continue;
    if (name.length > MAX_LABEL_LENGTH) {
      note(
        report,
        draft.reference,
        'labels',
        name.slice(0, 60),
        `Longer than ${MAX_LABEL_LENGTH} characters; left out.`,
      );
    } else if (labels.length >= LABELS_MAX) {
      note(report, draft.reference, 'labels', name, `More than ${LABELS_MAX} labels; left out.`);
    } else {
      labels.push({
        ...label,
        name,
        key: label.extra ? `${draft.key.replace(/#\d+$/, '')}/label:${labelKey(name)}` : undefined,
      });
    }
  }
  return labels;
}

/** The parent's key when it is an epic (the only parent an issue has here), else noted and left out. */
function planParent(draft: IssueDraft, epics: Set<string>, report: Report): string | null {
  const key = draft.parentKey;
  if (key === null) return null;
  const shown = key.replace(/^[a-z]+:/, '');
  if (draft.type === 'epic') {
    note(report, draft.reference, 'parent', shown, 'An epic has no parent here; left out.');
    return null;
  }
  if (!epics.has(key)) {
    note(
      report,
      draft.reference,
      'parent',
      shown,
      'The parent is not an epic in this file or an earlier import; left out.',
    );
    return null;
  }
  return key;
}

function planComments(
  context: PlanContext,
  draft: IssueDraft,
  origins: Map<string, unknown>,
  report: Report,
): PlannedComment[] {
  const planned: PlannedComment[] = [];
  draft.comments.forEach((comment: CommentDraft, index) => {
    if (origins.has(comment.key)) {
      report.comments.existing += 1;
      return;
    }
    const where = `${draft.reference} comment ${index + 1}`;
    const member = context.people.find(comment.author);
    const author = member && member.role !== 'management' ? member : null;
    const prefix =
      comment.author && !author
        ? provenanceNote(writtenBy(context.source, 'Written', comment.author.label, draft.reference), null)
        : '';
    const body = prefix + comment.html;
    if (!hasText(sanitizeRichText(comment.html))) {
      report.refused.push({ reference: where, reason: 'It has no text.' });
      report.comments.refused += 1;
    } else if (body.length > BODY_MAX) {
      report.refused.push({
        reference: where,
        reason: `Longer than the ${BODY_MAX} characters a comment holds.`,
      });
      report.comments.refused += 1;
    } else {
      report.comments.new += 1;
      planned.push({ key: comment.key, author, body, createdAt: comment.createdAt });
    }
  });
  return planned;
}

/** The report's warnings: every record skipped, value left out or changed, and item refused, as sentences. */
export function withWarnings(report: ImportReport): ImportReport {
  report.warnings = [
    ...report.skipped.map((item) => `${item.reference}: skipped. ${item.reason}`),
    ...report.unmapped.map((item) => `${item.reference}: ${item.field} "${item.value}": ${item.note}`),
    ...report.refused.map((item) => `${item.reference}: refused. ${item.reason}`),
  ];
  return report;
}
