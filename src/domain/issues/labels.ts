import { MAX_LABEL_LENGTH } from '../../schemas/limits.js';
import type { Executor, Tx } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import {
  addIssueLabels,
  deleteLabel as deleteLabelRow,
  findLabel,
  findLabelsByKeys,
  insertLabel,
  updateLabel,
  insertMissingLabels,
  labelIdsOfIssue,
  labelsOfWorkspace,
  removeIssueLabels,
} from '../../repositories/labels.js';
import { fetchPage } from '../../repositories/paging.js';
import type { CreateLabelInput, LabelView, UpdateLabelInput } from '../../schemas/labels.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { assertCanAdministerWorkspace } from '../policy.js';

/**
 * Labels are written and shown by name (decisions §3.3). A name is unique in its workspace whatever
 * its case: `Bug` and `bug` are one label, shown as first written. Unknown names are created.
 */

export function labelKey(name: string): string {
  return normaliseLabelName(name).toLowerCase();
}

function normaliseLabelName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** Trimmed names, duplicates (in any case) dropped, first spelling kept. */
export function normaliseLabelNames(names: string[], field = 'labels'): { name: string; name_key: string }[] {
  const seen = new Map<string, string>();
  for (const raw of names) {
    const name = normaliseLabelName(raw);
    if (name.length === 0) throw ValidationError.field(field, 'A label name must contain text.');
    if (name.length > MAX_LABEL_LENGTH) {
      throw ValidationError.field(field, `A label name may have at most ${MAX_LABEL_LENGTH} characters.`);
    }
    const key = name.toLowerCase();
    if (!seen.has(key)) seen.set(key, name);
  }
  return [...seen].map(([name_key, name]) => ({ name, name_key }));
}

/** Ids of the named labels, creating those the workspace does not have yet. */
export async function ensureLabels(db: Executor, workspaceId: number, names: string[]): Promise<number[]> {
  const wanted = normaliseLabelNames(names);
  const keys = wanted.map((label) => label.name_key);
  const existing = await findLabelsByKeys(db, workspaceId, keys);
  const known = new Set(existing.map((label) => label.name_key));
  const missing = wanted.filter((label) => !known.has(label.name_key));
  if (missing.length === 0) return existing.map((label) => label.id);
  await insertMissingLabels(db, workspaceId, missing);
  return (await findLabelsByKeys(db, workspaceId, keys)).map((label) => label.id);
}

/** Makes the issue carry exactly these labels. */
export async function setIssueLabels(db: Executor, issueId: number, labelIds: number[]): Promise<void> {
  const current = new Set(await labelIdsOfIssue(db, issueId));
  const wanted = new Set(labelIds);
  await removeIssueLabels(
    db,
    issueId,
    [...current].filter((id) => !wanted.has(id)),
  );
  await addIssueLabels(
    db,
    issueId,
    [...wanted].filter((id) => !current.has(id)),
  );
}

/**
 * Label ids for the `label` filter of `GET /issues`; null when a name is unknown in the workspace
 * (no issue can carry every given label then).
 */
export async function labelIdsForFilter(
  db: Executor,
  workspaceId: number,
  names: string[],
): Promise<number[] | null> {
  const keys = [...new Set(names.map(labelKey))];
  const found = await findLabelsByKeys(db, workspaceId, keys);
  return found.length === keys.length ? found.map((label) => label.id) : null;
}

/** `GET /labels`: the workspace's labels by name; `q` keeps those whose name starts with it (any case). */
export async function listLabels(
  db: Executor,
  workspaceId: number,
  q: string | undefined,
  limit: number,
  offset: number,
): Promise<{ items: LabelView[]; total: number }> {
  const prefix = q === undefined ? undefined : labelKey(q);
  const { rows, total } = await fetchPage(labelsOfWorkspace(db, workspaceId, prefix), limit, offset);
  return { items: rows, total };
}

function labelNameTaken(): ValidationError {
  return ValidationError.field('name', 'A label of that name already exists in this workspace.');
}

function oneName(name: string): { name: string; name_key: string } {
  return normaliseLabelNames([name], 'name')[0]!;
}

/**
 * Administration → Labels (issue 30): owners and admins create, rename, recolour and delete labels; the
 * same rules of naming as labels made by naming them on an issue (one name per workspace, any case).
 */
export async function createLabel(tx: Tx, ctx: CommandContext, input: CreateLabelInput): Promise<LabelView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const created = await insertLabel(tx, {
    workspace_id: caller.workspace.id,
    ...oneName(input.name),
    color: input.color?.toLowerCase() ?? null,
    created_at: nowOf(ctx),
  });
  if (!created) throw labelNameTaken();
  return created;
}

async function mustFindLabel(db: Executor, caller: Caller, id: number) {
  const label = await findLabel(db, caller.workspace.id, id);
  if (!label) throw new NotFoundError('Label');
  return label;
}

export async function changeLabel(
  tx: Tx,
  ctx: CommandContext,
  { id, ...input }: UpdateLabelInput & { id: number },
): Promise<LabelView> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const label = await mustFindLabel(tx, caller, id);
  const changes: { name?: string; name_key?: string; color?: string | null } = {};
  if (input.name !== undefined) {
    const renamed = oneName(input.name);
    if (renamed.name_key !== label.name_key) {
      const [clash] = await findLabelsByKeys(tx, caller.workspace.id, [renamed.name_key]);
      if (clash) throw labelNameTaken();
    }
    Object.assign(changes, renamed);
  }
  if (input.color !== undefined) changes.color = input.color?.toLowerCase() ?? null;
  if (Object.keys(changes).length === 0) {
    return { id: label.id, name: label.name, color: label.color, created_at: label.created_at };
  }
  // A concurrent rename to the same name loses on the unique index.
  return updateLabel(tx, label.id, changes).catch((error: unknown) => {
    throw isUniqueViolation(error) ? labelNameTaken() : error;
  });
}

/** Deleting a label takes it off every issue that carries it; the issues stay. */
export async function deleteLabel(tx: Tx, ctx: CommandContext, { id }: { id: number }): Promise<void> {
  const { caller } = ctx;
  assertCanAdministerWorkspace(caller);
  const label = await mustFindLabel(tx, caller, id);
  await deleteLabelRow(tx, label.id);
}
