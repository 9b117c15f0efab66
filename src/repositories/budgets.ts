import { sql, type SelectQueryBuilder } from 'kysely';
import type { DialectName, Executor } from '../db/connection.js';
import type { Budget, BudgetsTable, Database } from '../db/schema.js';

/** Queries of monthly budgets and the spend they cap, each taking the caller's transaction. */
export type BudgetScope = BudgetsTable['scope'];

export async function listBudgetRows(db: Executor, workspaceId: number): Promise<Budget[]> {
  return db
    .selectFrom('budgets')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('scope')
    .orderBy('subject_id')
    .execute();
}

/**
 * The workspace's budgets, locked (PostgreSQL: FOR UPDATE, in id order so claims never deadlock): a
 * claim holds them until it commits, so concurrent claims count each other's runs in flight.
 * SQLite's claim is one immediate transaction, which serialises it already.
 */
export async function lockBudgetRows(db: Executor, dialect: DialectName, workspaceId: number) {
  return db
    .selectFrom('budgets')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .execute();
}

export async function upsertBudgetRow(
  db: Executor,
  values: Pick<Budget, 'workspace_id' | 'scope' | 'subject_id' | 'monthly_cap_micros'>,
  now: string,
): Promise<Budget> {
  return db
    .insertInto('budgets')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['workspace_id', 'scope', 'subject_id'])
        .doUpdateSet({ monthly_cap_micros: values.monthly_cap_micros, updated_at: now }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteBudgetRow(
  db: Executor,
  workspaceId: number,
  scope: BudgetScope,
  subjectId: number,
): Promise<Budget | undefined> {
  return db
    .deleteFrom('budgets')
    .where('workspace_id', '=', workspaceId)
    .where('scope', '=', scope)
    .where('subject_id', '=', subjectId)
    .returningAll()
    .executeTakeFirst();
}

type RunQuery = SelectQueryBuilder<Database, 'runs', object>;

/** The runs a budget covers. */
function inScope(query: RunQuery, budget: Pick<Budget, 'workspace_id' | 'scope' | 'subject_id'>): RunQuery {
  const scoped = query.where('runs.workspace_id', '=', budget.workspace_id);
  if (budget.scope === 'agent') return scoped.where('runs.agent_id', '=', budget.subject_id);
  if (budget.scope === 'project') {
    return scoped.where('runs.issue_id', 'in', (eb) =>
      eb.selectFrom('issues').select('issues.id').where('issues.project_id', '=', budget.subject_id),
    );
  }
  return scoped;
}

export interface BudgetLoad {
  /** Micro-dollars reported by runs that finished since `since`. */
  spentMicros: number;
  /** Runs held by a runner now (dispatched, running). */
  inFlight: number;
  /**
   * What the runs in flight may still cost, each counted at the larger of its ceiling (fixed at its
   * claim) and the cost so far it reported: read from the runs themselves, so it cannot drift.
   */
  reservedMicros: number;
  /** The cost so far the runs in flight reported on their lease renewals. */
  inFlightSpentMicros: number;
}

const ceiling = sql<number>`coalesce(runs.cost_ceiling_micros, 0)`;
const soFar = sql<number>`coalesce(runs.cost_so_far_micros, 0)`;

export async function budgetLoad(
  db: Executor,
  budget: Pick<Budget, 'workspace_id' | 'scope' | 'subject_id'>,
  since: string,
): Promise<BudgetLoad> {
  const runs = db.selectFrom('runs') as unknown as RunQuery;
  const [spent, flight] = await Promise.all([
    inScope(runs, budget)
      .select(sql<string | number | null>`sum(runs.cost_micros)`.as('micros'))
      .where('runs.finished_at', '>=', since)
      .executeTakeFirst(),
    inScope(runs, budget)
      .select([
        sql<string | number>`count(*)`.as('count'),
        sql<
          string | number | null
        >`sum(case when ${ceiling} > ${soFar} then ${ceiling} else ${soFar} end)`.as('reserved'),
        sql<string | number | null>`sum(${soFar})`.as('so_far'),
      ])
      .where('runs.status', 'in', ['dispatched', 'running'])
      .executeTakeFirst(),
  ]);
  return {
    spentMicros: Number(spent?.micros ?? 0),
    inFlight: Number(flight?.count ?? 0),
    reservedMicros: Number(flight?.reserved ?? 0),
    inFlightSpentMicros: Number(flight?.so_far ?? 0),
  };
}

/**
 * Marks the queued, unblocked runs of these agents that a cap holds back (those no other cap holds
 * already), and returns them: their reason shows on the run, and the newly held are announced.
 */
export async function holdRunsInScope(
  db: Executor,
  budget: Budget,
  agentIds: number[],
  reason: string,
): Promise<{ id: string; agent_id: number; issue_id: number | null }[]> {
  if (agentIds.length === 0) return [];
  const ids = inScope(db.selectFrom('runs') as unknown as RunQuery, budget)
    .select('runs.id')
    .where('runs.status', '=', 'queued')
    .where('runs.blocked', '=', 0)
    .where('runs.agent_id', 'in', agentIds)
    .where('runs.waiting_budget_id', 'is', null);
  return db
    .updateTable('runs')
    .set({ waiting_reason: reason, waiting_budget_id: budget.id })
    .where('id', 'in', ids)
    .returning(['id', 'agent_id', 'issue_id'])
    .execute();
}

/**
 * Runs held by these budgets (no longer exhausted, or gone) are free again: all of them, or only those
 * of some agents (a claim frees those of its runtime's agents, the runs it may hand out).
 */
export async function releaseHeldRuns(db: Executor, budgetIds: number[], agentIds?: number[]): Promise<void> {
  if (budgetIds.length === 0 || agentIds?.length === 0) return;
  await db
    .updateTable('runs')
    .set({ waiting_reason: null, waiting_budget_id: null })
    .where('waiting_budget_id', 'in', budgetIds)
    .where('status', '=', 'queued')
    .$if(agentIds !== undefined, (q) => q.where('agent_id', 'in', agentIds!))
    .execute();
}

/** The workspace's default per-run ceiling (micro-dollars), null when it has none of its own. */
export async function workspaceRunCeiling(db: Executor, workspaceId: number): Promise<number | null> {
  const row = await db
    .selectFrom('workspaces')
    .select('max_run_cost_micros')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return row?.max_run_cost_micros === null || row === undefined ? null : Number(row.max_run_cost_micros);
}

export async function setWorkspaceRunCeiling(db: Executor, workspaceId: number, micros: number | null) {
  await db
    .updateTable('workspaces')
    .set({ max_run_cost_micros: micros })
    .where('id', '=', workspaceId)
    .execute();
}

/** The project of a run's issue, for the caps of projects. */
export async function runProjectId(db: Executor, issueId: number | null): Promise<number | null> {
  if (issueId === null) return null;
  const row = await db.selectFrom('issues').select('project_id').where('id', '=', issueId).executeTakeFirst();
  return row?.project_id ?? null;
}

/** Records that a cap held a run back; returns whether this is the first time (announce it then). */
export async function recordBudgetAlert(db: Executor, budgetId: number, runId: string, now: string) {
  const inserted = await db
    .insertInto('budget_alerts')
    .values({ budget_id: budgetId, run_id: runId, created_at: now })
    .onConflict((oc) => oc.columns(['budget_id', 'run_id']).doNothing())
    .returning('run_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Month-to-date cost and run counts per agent and project, for `GET /usage`. */
export async function usageRollup(
  db: Executor,
  workspaceId: number,
  since: string,
  until: string,
  groupBy: 'agent' | 'project',
) {
  const column = groupBy === 'agent' ? sql.ref('runs.agent_id') : sql.ref('issues.project_id');
  return db
    .selectFrom('runs')
    .leftJoin('issues', 'issues.id', 'runs.issue_id')
    .select([
      column.as('subject_id'),
      sql<string | number>`count(*)`.as('runs'),
      sql<string | number | null>`sum(runs.cost_micros)`.as('cost_micros'),
      sql<string | number | null>`sum(runs.input_tokens)`.as('input_tokens'),
      sql<string | number | null>`sum(runs.output_tokens)`.as('output_tokens'),
    ])
    .where('runs.workspace_id', '=', workspaceId)
    .where('runs.finished_at', '>=', since)
    .where('runs.finished_at', '<', until)
    .groupBy(column)
    .execute();
}
