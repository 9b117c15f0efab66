import type { Executor } from '../db/connection.js';
import {
  addIssueLabels,
  findLabelsByKeys,
  insertMissingLabels,
  labelIdsOfIssue,
  labelsOfWorkspace,
  removeIssueLabels,
} from '../repositories/labels.js';
import { fetchPage } from '../repositories/paging.js';
import { ValidationError } from './errors.js';

/**
 * Labels are written and shown by name (decisions §3.3). A name is unique in its workspace whatever
 * its case: `Bug` and `bug` are one label, shown as first written. Unknown names are created.
 */
export const MAX_LABEL_LENGTH = 50;

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
): Promise<{ items: { id: number; name: string; created_at: string }[]; total: number }> {
  const prefix = q === undefined ? undefined : labelKey(q);
  const { rows, total } = await fetchPage(labelsOfWorkspace(db, workspaceId, prefix), limit, offset);
  return { items: rows, total };
}
