import { isoAfter } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { Issue } from '../../db/schema.js';
import { lockLiveIssues } from '../../repositories/issues.js';
import { findBulkChange, insertBulkChange, markBulkChangeUndone } from '../../repositories/bulk-changes.js';
import { fieldsByKeys } from '../../repositories/custom-fields.js';
import { findState } from '../../repositories/workflow-states.js';
import {
  BULK_LIMIT,
  type BulkChangeInput,
  type BulkIssuesInput,
  type BulkResult,
} from '../../schemas/issue-bulk.js';
import type { Caller, PersonCaller } from '../caller.js';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type FieldErrors,
} from '../../errors.js';
import { checkIssueFilter, listIssues } from './issue-query.js';
import { readFieldWrites } from './issue-fields.js';
import { presentIssue } from './issue-presenter.js';
import { resolveIssue } from './issue-ref.js';
import { changeIssue, deleteIssue, type IssueInput } from './issues.js';
import { nowOf, type CommandContext } from '../context.js';
import { assertCanContribute } from '../policy.js';
import { stateForIssue } from './workflow-states.js';

/**
 * Bulk edits (issue 40, docs/decisions.md "Issue 40 — bulk edits"): one request changes many issues in
 * one transaction, each through the single-issue rules (`changeIssue`, `deleteIssue`), so every issue
 * gets its usual history entry, events and webhooks. All or nothing: when any issue is refused, the
 * 422 names each one and nothing is kept. A change (not a deletion) can be undone by its author.
 */

/** How long after a bulk change its author may undo it. */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;

interface UndoEntry {
  id: number;
  /** The fields the change touched, as they were, in the PATCH body's shape. */
  before: IssueInput;
  /** The issue's `updated_at` right after the change: any later write makes undo refuse it. */
  updated_at: string;
}

function personOnly(caller: Caller, what: string): asserts caller is PersonCaller {
  if (!caller.user) throw new ForbiddenError(`Agents cannot ${what}.`);
  assertCanContribute(caller, what);
}

/** The issues a request names, resolved; those that cannot be (missing, another workspace's) are failures. */
async function resolveTargets(
  db: Executor,
  caller: Caller,
  input: BulkIssuesInput,
  failures: FieldErrors,
): Promise<Map<number, { issue: Issue; reference: string }>> {
  const targets = new Map<number, { issue: Issue; reference: string }>();
  let references: string[];
  if (input.filter !== undefined) {
    // One more than the cap, so an over-wide filter is told apart from one matching exactly the cap.
    const { items, total } = await listIssues(db, caller, input.filter, BULK_LIMIT + 1, 0);
    if (items.length > BULK_LIMIT || total > BULK_LIMIT) {
      throw ValidationError.field(
        'filter',
        `The filter matches ${Math.max(total, items.length)} issues; a bulk change takes at most ${BULK_LIMIT}. Narrow the filter.`,
      );
    }
    references = items.map((item) => item.id);
  } else {
    references = (input.ids ?? []).map(String);
  }
  for (const reference of references) {
    try {
      const issue = await resolveIssue(db, caller.workspace, reference);
      targets.set(issue.id, { issue, reference });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      (failures[reference] ??= []).push(error.message);
    }
  }
  return targets;
}

/**
 * What is wrong with the change whatever the issue, named under `change.` as the schema names it: a state
 * that is none of the workspace's or of another status than the one given with it, a field value that
 * does not suit its field. Checked once, so a bad value is one message rather than one per issue.
 */
async function checkChange(db: Executor, caller: Caller, change: BulkChangeInput): Promise<void> {
  const errors: FieldErrors = {};
  if (change.state_id !== undefined && change.state_id !== null) {
    try {
      const state = await stateForIssue(db, caller.workspace.id, change.state_id);
      if (change.status !== undefined && change.status !== state.status) {
        errors['change.state_id'] = [
          `The change.state_id names a state of status ${state.status}, not of the status ${change.status} given with it.`,
        ];
      }
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors['change.state_id'] = ['The change.state_id does not name a state of this workspace.'];
    }
  }
  if (change.fields !== undefined) {
    try {
      await readFieldWrites(db, caller, 'any', change.fields, { prefix: 'change.' });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      Object.assign(errors, error.errors);
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The PATCH body that makes one issue what the change asks, and the same fields as they are now. */
function patchOf(
  issue: Issue,
  current: { labels: string[]; fields: Record<string, unknown> },
  change: BulkChangeInput,
): { patch: IssueInput; before: IssueInput } {
  const { labels } = current;
  const patch: IssueInput = {};
  const before: IssueInput = {};
  if (change.status !== undefined) patch.status = change.status;
  if (change.state_id !== undefined) patch.state_id = change.state_id;
  // The state goes back with the status: a status change leaves the state, so undo names both.
  if (change.status !== undefined || change.state_id !== undefined) {
    before.status = issue.status as IssueInput['status'];
    before.state_id = issue.state_id;
  }
  if (change.priority !== undefined)
    [patch.priority, before.priority] = [change.priority, issue.priority as IssueInput['priority']];
  if (change.project_id !== undefined)
    [patch.project_id, before.project_id] = [change.project_id, issue.project_id];
  if (change.cycle !== undefined) [patch.cycle, before.cycle] = [change.cycle, issue.cycle_number];
  if (change.assignee !== undefined) {
    patch.assignee = change.assignee;
    before.assignee =
      issue.assignee_type === null || issue.assignee_id === null
        ? null
        : `${issue.assignee_type}:${issue.assignee_id}`;
  }
  if (change.add_labels !== undefined || change.remove_labels !== undefined) {
    const removed = new Set((change.remove_labels ?? []).map((name) => name.toLowerCase()));
    const kept = labels.filter((name) => !removed.has(name.toLowerCase()));
    for (const name of change.add_labels ?? []) {
      if (!kept.some((label) => label.toLowerCase() === name.toLowerCase())) kept.push(name);
    }
    [patch.labels, before.labels] = [kept, labels];
  }
  const fieldsBefore: Record<string, unknown> = {};
  // A move to another project drops the values of the former project's fields: undo puts them back.
  if (change.project_id !== undefined && change.project_id !== issue.project_id) {
    Object.assign(fieldsBefore, current.fields);
  }
  if (change.fields !== undefined) {
    patch.fields = change.fields;
    // A field without a value goes back to none (null clears it).
    for (const key of Object.keys(change.fields)) fieldsBefore[key] = current.fields[key] ?? null;
  }
  if (Object.keys(fieldsBefore).length > 0) before.fields = fieldsBefore;
  return { patch, before };
}

function failureMessages(error: AppError): string[] {
  if (!(error instanceof ValidationError)) return [error.message];
  return Object.entries(error.errors).flatMap(([field, messages]) =>
    messages.map((message) => `${field}: ${message}`),
  );
}

function refuse(failures: FieldErrors, verb: string): never {
  const names = Object.keys(failures);
  throw new ValidationError(
    failures,
    `${names.length} of the issues cannot be ${verb}: ${names.join(', ')}. Nothing was changed.`,
  );
}

/** `POST /issues/bulk`. */
export async function bulkChangeIssues(
  tx: Tx,
  ctx: CommandContext,
  input: BulkIssuesInput,
): Promise<BulkResult> {
  const { caller } = ctx;
  personOnly(caller, 'change issues in bulk');
  // A filter's own refusals (a date outside the years, an unknown label) come first: they name its field.
  if (input.filter !== undefined) await checkIssueFilter(tx, caller, input.filter);
  const shape: FieldErrors = {};
  if ((input.ids === undefined) === (input.filter === undefined))
    shape.ids = ['Name the issues with ids, or with filter (one of them).'];
  if ((input.change === undefined) === (input.delete === undefined))
    shape.change = ['Give change, or delete (one of them).'];
  else if (input.change !== undefined && Object.keys(input.change).length === 0)
    shape.change = ['Change at least one field.'];
  if (Object.keys(shape).length > 0) throw new ValidationError(shape);
  if (input.change !== undefined) await checkChange(tx, caller, input.change);

  const failures: FieldErrors = {};
  const targets = await resolveTargets(tx, caller, input, failures);
  // In key order, so two bulk changes over overlapping issues wait for each other rather than deadlock.
  const ids = [...targets.keys()].sort((a, b) => a - b);
  const live = new Set(await lockLiveIssues(tx, ids));
  const identifiers: string[] = [];
  const undo: UndoEntry[] = [];
  for (const id of ids) {
    const { issue: stale, reference } = targets.get(id)!;
    try {
      if (!live.has(id)) throw new NotFoundError('Issue');
      if (input.delete) {
        const view = await presentIssue(tx, caller.workspace, stale);
        await deleteIssue(tx, ctx, { issue: String(id) });
        identifiers.push(view.id);
        continue;
      }
      // Read again under the lock: another writer may have changed it since it was resolved.
      const issue = await resolveIssue(tx, caller.workspace, String(id));
      const { labels, fields } = await presentIssue(tx, caller.workspace, issue);
      const { patch, before } = patchOf(issue, { labels, fields }, input.change!);
      const result = await changeIssue(tx, ctx, { issue: String(id), changes: patch });
      identifiers.push(result.view.id);
      undo.push({ id, before, updated_at: result.issue.updated_at });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      (failures[reference] ??= []).push(...failureMessages(error));
    }
  }
  if (Object.keys(failures).length > 0) refuse(failures, input.delete ? 'deleted' : 'changed');

  if (input.delete || undo.length === 0) {
    return { count: identifiers.length, issues: identifiers, undo_id: null, undo_until: null };
  }
  const created = ctx.clock.now();
  const row = await insertBulkChange(tx, {
    workspace_id: caller.workspace.id,
    user_id: caller.user.id,
    issues: JSON.stringify(undo),
    created_at: created.toISOString(),
    undone_at: null,
  });
  return {
    count: identifiers.length,
    issues: identifiers,
    undo_id: row.id,
    undo_until: isoAfter(UNDO_WINDOW_MS, created),
  };
}

/**
 * What undo puts back, less what is gone since: a deleted state (its issues went back to the status's
 * own, so this one does too) and deleted fields (their values went with them).
 */
async function stillThere(tx: Tx, workspaceId: number, before: IssueInput): Promise<IssueInput> {
  const kept = { ...before };
  if (typeof kept.state_id === 'number' && !(await findState(tx, workspaceId, kept.state_id))) {
    kept.state_id = null;
  }
  if (kept.fields !== undefined) {
    const keys = Object.keys(kept.fields);
    const live = new Set((await fieldsByKeys(tx, workspaceId, keys)).map((field) => field.key));
    kept.fields = Object.fromEntries(Object.entries(kept.fields).filter(([key]) => live.has(key)));
    if (Object.keys(kept.fields).length === 0) delete kept.fields;
  }
  return kept;
}

/**
 * `POST /issues/bulk/{bulk}/undo`: puts back what the change touched, on exactly its issues, through
 * the same single-issue rules (so undoing writes history too). Its author only, within the window, once,
 * and only when no issue was written since (else 409 naming them, nothing changed).
 */
export async function undoBulkChange(
  tx: Tx,
  ctx: CommandContext,
  input: { bulk: number },
): Promise<BulkResult> {
  const { caller } = ctx;
  personOnly(caller, 'undo bulk changes');
  const row = await findBulkChange(tx, caller.workspace.id, input.bulk);
  if (!row) throw new NotFoundError('Bulk change');
  if (row.user_id !== caller.user.id)
    throw new ForbiddenError('Only the person who made a bulk change can undo it.');
  if (row.undone_at !== null) throw new ConflictError('This bulk change was already undone.');
  if (ctx.clock.now().getTime() - Date.parse(row.created_at) > UNDO_WINDOW_MS) {
    throw new ConflictError('This bulk change can no longer be undone: undo is open for 10 minutes.');
  }
  const entries = (JSON.parse(row.issues) as UndoEntry[]).sort((a, b) => a.id - b.id);
  const live = new Set(
    await lockLiveIssues(
      tx,
      entries.map((entry) => entry.id),
    ),
  );
  const changed: string[] = [];
  for (const entry of entries) {
    const issue = await resolveIssue(tx, caller.workspace, String(entry.id), { includeDeleted: true });
    if (!live.has(entry.id))
      changed.push(`${(await presentIssue(tx, caller.workspace, issue)).id} (deleted)`);
    else if (issue.updated_at !== entry.updated_at)
      changed.push((await presentIssue(tx, caller.workspace, issue)).id);
  }
  if (changed.length > 0) {
    throw new ConflictError(
      `The bulk change cannot be undone: ${changed.join(', ')} changed since. Nothing was changed.`,
    );
  }
  if (!(await markBulkChangeUndone(tx, row.id, nowOf(ctx)))) {
    throw new ConflictError('This bulk change was already undone.');
  }
  const identifiers: string[] = [];
  for (const entry of entries) {
    const before = await stillThere(tx, caller.workspace.id, entry.before);
    identifiers.push((await changeIssue(tx, ctx, { issue: String(entry.id), changes: before })).view.id);
  }
  return { count: identifiers.length, issues: identifiers, undo_id: null, undo_until: null };
}
