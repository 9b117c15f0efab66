import { nowIso } from '../../../clock.js';
import { inTransaction, type Db, type Tx } from '../../../db/connection.js';
import { isUniqueViolation } from '../../../db/constraint-errors.js';
import type { Workspace } from '../../../db/schema.js';
import { findImportOrigins, insertImportOrigin } from '../../../repositories/import-origins.js';
import { findLabelsByKeys, updateLabel } from '../../../repositories/labels.js';
import { listProjectKeys } from '../../../repositories/projects.js';
import { commandLineCaller, type PersonCaller } from '../../caller.js';
import { createComment } from '../../issues/comments.js';
import { AppError } from '../../../errors.js';
import { createIssue } from '../../issues/issues.js';
import { labelKey } from '../../issues/labels.js';
import type { ImportMember } from './people.js';
import type { ProjectTarget } from './places.js';
import type { ImportPlan, ImportReport, PlannedIssue } from './plan.js';
import { createProject } from '../../issues/projects.js';

/**
 * Writes a plan (issue 32) through the domain's own commands, so an imported issue gets the same rules,
 * history, outbox events and list counters as any other. One transaction per batch of issues, each
 * issue with its comments and the origins that make a re-run skip it: a run that stops part-way keeps
 * the batches it finished, and running it again completes the rest.
 */
export const ISSUES_PER_BATCH = 25;

import { actingAs, nowOf, type SystemContext } from '../../context.js';

export interface WriteContext {
  db: Db;
  workspace: Workspace;
  /** Who writes what no member of the workspace wrote. */
  importer: ImportMember;
  system: SystemContext;
}

/** The database failed, or another import wrote the same records meanwhile: a re-run takes it from there. */
export class ImportStoppedError extends Error {}

/** Source key → issue id, for the issues this run created or found. */
type Created = Map<string, number>;

export async function writePlan(context: WriteContext, plan: ImportPlan): Promise<ImportReport> {
  const { report } = plan;
  await createProjects(context, plan);
  const created: Created = new Map();
  let written = 0;
  for (let start = 0; start < plan.issues.length; start += ISSUES_PER_BATCH) {
    const batch = plan.issues.slice(start, start + ISSUES_PER_BATCH);
    try {
      await writeBatch(context, batch, created, report);
    } catch (error) {
      if (!(error instanceof AppError)) throw stopped(error, written);
      // A rule refused one of them: each on its own, so the others still go in.
      for (const item of batch) {
        try {
          await writeBatch(context, [item], created, report);
        } catch (single) {
          if (!(single instanceof AppError)) throw stopped(single, written);
          report.refused.push({ reference: item.reference, reason: single.message });
          if (item.existingIssueId === null) {
            report.issues.refused += 1;
            report.issues.new -= 1;
          }
          report.comments.refused += item.comments.length;
          report.comments.new -= item.comments.length;
        }
      }
    }
    written += batch.length;
  }
  return report;
}

function stopped(error: unknown, written: number): Error {
  const reason = isUniqueViolation(error)
    ? 'another import into this workspace wrote the same records meanwhile'
    : error instanceof Error
      ? error.message
      : String(error);
  return new ImportStoppedError(
    `The import stopped after ${written} of the file's issues: ${reason}. What was imported is kept; run the same command again to complete it.`,
  );
}

async function writeBatch(
  context: WriteContext,
  batch: PlannedIssue[],
  created: Created,
  report: ImportReport,
): Promise<void> {
  const identifiers: Record<string, string> = {};
  const ids: Created = new Map();
  await inTransaction(context.db, async (tx) => {
    for (const item of batch) await writeIssue(tx, context, item, created, ids, identifiers);
  });
  // Only what committed counts.
  for (const [key, id] of ids) created.set(key, id);
  Object.assign(report.imported, identifiers);
}

function callerFor(context: WriteContext, member: ImportMember | null): PersonCaller {
  return commandLineCaller(context.workspace, member ?? context.importer, 'tandem admin import');
}

async function writeIssue(
  tx: Tx,
  context: WriteContext,
  item: PlannedIssue,
  created: Created,
  ids: Created,
  identifiers: Record<string, string>,
): Promise<void> {
  const { workspace } = context;
  let issueId = item.existingIssueId;
  if (issueId === null) {
    // Another import may have created it since the plan was made: the unique origin settles it.
    const [origin] = await findImportOrigins(tx, workspace.id, [item.key]);
    if (origin) return;
    const parentId =
      item.parentKey === null ? null : await parentIdOf(tx, workspace.id, item.parentKey, created, ids);
    const { issue, view } = await createIssue(tx, actingAs(context.system, callerFor(context, item.author)), {
      ...item.input,
      ...(parentId === null ? {} : { parent_id: String(parentId) }),
      ...(item.project?.id ? { project_id: item.project.id } : {}),
      imported: { createdAt: item.createdAt ?? nowIso(), origin: item.origin },
    });
    await insertImportOrigin(tx, {
      workspace_id: workspace.id,
      source_key: item.key,
      kind: 'issue',
      issue_id: issue.id,
      created_at: nowIso(),
    });
    await rememberLabels(tx, workspace.id, item);
    issueId = issue.id;
    ids.set(item.key, issue.id);
    identifiers[item.reference] = view.id;
  }
  const known = new Set(
    (
      await findImportOrigins(
        tx,
        workspace.id,
        item.comments.map((comment) => comment.key),
      )
    ).map((origin) => origin.source_key),
  );
  for (const comment of item.comments) {
    if (known.has(comment.key)) continue;
    const view = await createComment(tx, actingAs(context.system, callerFor(context, comment.author)), {
      issue: String(issueId),
      body: comment.body,
      imported: { createdAt: comment.createdAt ?? nowOf(context.system) },
    });
    await insertImportOrigin(tx, {
      workspace_id: workspace.id,
      source_key: comment.key,
      kind: 'comment',
      issue_id: issueId,
      comment_id: view.id,
      created_at: nowIso(),
    });
  }
}

/**
 * The projects the plan names that the workspace lacks, created in one transaction before any issue
 * (an issue names its project by id). One of that name made meanwhile (another import, a person) is
 * taken instead of a second.
 */
async function createProjects(context: WriteContext, plan: ImportPlan): Promise<void> {
  const targets = new Map<string, ProjectTarget>();
  for (const item of plan.issues) {
    if (item.project && item.project.id === null) targets.set(item.project.name.toLowerCase(), item.project);
  }
  if (targets.size === 0) return;
  await inTransaction(context.db, async (tx) => {
    const existing = await listProjectKeys(tx, context.workspace.id);
    for (const [key, target] of targets) {
      const same = existing.find((project) => project.name.trim().toLowerCase() === key);
      target.id =
        same?.id ?? (await createProject(tx, context.workspace, { name: target.name, status: 'active' })).id;
    }
  });
}

async function parentIdOf(tx: Tx, workspaceId: number, key: string, created: Created, ids: Created) {
  const known = ids.get(key) ?? created.get(key);
  if (known !== undefined) return known;
  const [origin] = await findImportOrigins(tx, workspaceId, [key]);
  return origin?.issue_id ?? null;
}

/**
 * A label's origin, with what a label here cannot hold (GitHub's description), and its colour: given
 * to a label that has none yet (one the import just made), never over a colour chosen here.
 */
async function rememberLabels(tx: Tx, workspaceId: number, item: PlannedIssue): Promise<void> {
  if (item.labelOrigins.length === 0) return;
  const known = new Set(
    (
      await findImportOrigins(
        tx,
        workspaceId,
        item.labelOrigins.map((label) => label.key),
      )
    ).map((origin) => origin.source_key),
  );
  const fresh: PlannedIssue['labelOrigins'] = [];
  for (const label of item.labelOrigins) {
    if (known.has(label.key)) continue;
    known.add(label.key);
    fresh.push(label);
  }
  const labels = await findLabelsByKeys(
    tx,
    workspaceId,
    fresh.map((label) => labelKey(label.name)),
  );
  const byKey = new Map(labels.map((label) => [label.name_key, label]));
  for (const label of fresh) {
    const here = byKey.get(labelKey(label.name));
    const color = hexColor(label.data.color);
    if (here && here.color === null && color) {
      await updateLabel(tx, here.id, { color });
      here.color = color;
    }
    await insertImportOrigin(tx, {
      workspace_id: workspaceId,
      source_key: label.key,
      kind: 'label',
      label_id: here?.id ?? null,
      data: JSON.stringify(label.data),
      created_at: nowIso(),
    });
  }
}

/** GitHub writes a colour as six hex digits without `#`; labels here hold `#rrggbb` in lower case. */
function hexColor(value: unknown): string | null {
  return typeof value === 'string' && /^#?[0-9a-f]{6}$/i.test(value)
    ? `#${value.replace(/^#/, '').toLowerCase()}`
    : null;
}
