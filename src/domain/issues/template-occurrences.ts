import { type Db, type Tx, inTransaction } from '../../db/connection.js';
import { actingAs, type SystemContext } from '../context.js';
import type { IssueTemplate } from '../../db/schema.js';
import {
  claimOccurrence,
  dueTemplates,
  findTemplate,
  findTemplateAuthor,
  recordOccurrenceIssue,
  updateTemplateRow,
} from '../../repositories/issue-templates.js';
import { workspaceById } from '../../repositories/workspaces.js';
import { commandLineCaller } from '../caller.js';
import { AppError } from '../../errors.js';
import { issueInputFromTemplate, parseSchedule } from './issue-templates.js';
import { createIssue } from './issues.js';
import { latestOccurrence, nextOccurrence } from './template-schedules.js';

/**
 * Scheduled work (issue 40): a template with a schedule creates its issue at each occurrence.
 *
 * - Once per occurrence: the occurrence's row (template, time) is inserted in the transaction that
 *   creates the issue; a second worker's insert finds it (on PostgreSQL after waiting for the first
 *   to commit) and that worker backs off, creating nothing.
 * - After downtime: a template whose next occurrence has passed creates one issue, for the latest
 *   occurrence that passed, not one per missed occurrence (a flood of stale daily issues helps nobody),
 *   then waits for the next one after now.
 * - The issue is created in the name of the person who last saved the template, by the same rules as
 *   `POST /issues` (assigned to an agent, it queues a run as an assignment does). When that fails (the
 *   person left, the project is gone…), the occurrence is recorded with the reason and the schedule
 *   goes on; the template read shows it (`last_occurrence.error`).
 */

const BATCH = 50;

class OccurrenceTakenElsewhere extends Error {}

export interface OccurrenceResult {
  templateId: number;
  occursAt: string;
  issueId: number | null;
  error: string | null;
}

/** Creates the issues of every occurrence that has come by `now`; run by the `templates.schedule` job. */
export async function createDueScheduledIssues(
  db: Db,
  ctx: SystemContext,
  input: { now?: Date } = {},
): Promise<OccurrenceResult[]> {
  const now = input.now ?? ctx.clock.now();
  const results: OccurrenceResult[] = [];
  let failure: Error | null = null;
  // Batch after batch: each template handled moves its next occurrence past `now` (or another worker
  // did), so the next batch holds the ones still due. A template that fails unexpectedly (the database
  // went away…) stays due for the next run and does not hold up the others; the job fails after them.
  for (;;) {
    const due = await dueTemplates(db, now.toISOString(), BATCH);
    let handled = 0;
    for (const template of due) {
      try {
        const result = await createOccurrence(db, ctx, { seen: template, now });
        if (result) results.push(result);
        handled += 1;
      } catch (error) {
        failure ??= error instanceof Error ? error : new Error(String(error));
      }
    }
    if (due.length < BATCH || handled === 0) break;
  }
  if (failure !== null) throw failure;
  return results;
}

async function createOccurrence(
  db: Db,
  ctx: SystemContext,
  { seen, now }: { seen: IssueTemplate; now: Date },
): Promise<OccurrenceResult | null> {
  const schedule = parseSchedule(seen);
  if (schedule === null || seen.next_occurrence_at === null) return null;
  const occursAt =
    latestOccurrence(schedule, now, new Date(seen.next_occurrence_at)) ?? new Date(seen.next_occurrence_at);
  const occurrence = occursAt.toISOString();
  const next = nextOccurrence(schedule, now)?.toISOString() ?? null;
  try {
    return await inTransaction(db, async (tx) => {
      const template = await findTemplate(tx, seen.workspace_id, seen.id);
      // Changed, paused or deleted since it was read: the next pass sees it as it is now.
      if (!template || template.next_occurrence_at !== seen.next_occurrence_at || template.paused === 1)
        return null;
      const base = { template_id: template.id, occurs_at: occurrence, workspace_id: template.workspace_id };
      if (!(await claimOccurrence(tx, { ...base, created_at: now.toISOString() }))) {
        throw new OccurrenceTakenElsewhere();
      }
      await updateTemplateRow(tx, template.id, { next_occurrence_at: next });
      const issueId = await createScheduledIssue(tx, ctx, template);
      await recordOccurrenceIssue(tx, template.id, occurrence, issueId);
      return { templateId: template.id, occursAt: occurrence, issueId, error: null };
    });
  } catch (error) {
    if (error instanceof OccurrenceTakenElsewhere) return null;
    if (!(error instanceof AppError)) throw error;
    return recordFailure(db, { seen, occurrence, next, now, reason: error.message });
  }
}

async function createScheduledIssue(tx: Tx, ctx: SystemContext, template: IssueTemplate): Promise<number> {
  const author =
    template.author_id === null
      ? undefined
      : await findTemplateAuthor(tx, template.workspace_id, template.author_id);
  if (!author) throw new NoAuthor();
  const workspace = await workspaceById(tx, template.workspace_id);
  const caller = commandLineCaller(workspace, author, `template ${template.id}`);
  const input = await issueInputFromTemplate(tx, workspace.id, template.id, {});
  const { issue } = await createIssue(tx, actingAs(ctx, caller), input);
  return issue.id;
}

class NoAuthor extends AppError {
  readonly status = 422;
  constructor() {
    super('The person who last saved the template is no longer a member; save it again to take it over.');
  }
}

/** The occurrence could not become an issue: recorded with the reason, and the schedule moves on. */
async function recordFailure(
  db: Db,
  input: { seen: IssueTemplate; occurrence: string; next: string | null; now: Date; reason: string },
): Promise<OccurrenceResult | null> {
  const { seen, occurrence, next, now, reason } = input;
  return inTransaction(db, async (tx) => {
    const template = await findTemplate(tx, seen.workspace_id, seen.id);
    if (!template || template.next_occurrence_at !== seen.next_occurrence_at) return null;
    const base = { template_id: template.id, occurs_at: occurrence, workspace_id: template.workspace_id };
    if (!(await claimOccurrence(tx, { ...base, created_at: now.toISOString(), error: reason }))) return null;
    await updateTemplateRow(tx, template.id, { next_occurrence_at: next });
    return { templateId: template.id, occursAt: occurrence, issueId: null, error: reason };
  });
}
