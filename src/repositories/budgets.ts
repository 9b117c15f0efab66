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
  /** Mean reported cost of the scope's last runs that reported one; 0 without any. */
  averageRunMicros: number;
}

export const COST_SAMPLE_RUNS = 50;

export async function budgetLoad(
  db: Executor,
  budget: Pick<Budget, 'workspace_id' | 'scope' | 'subject_id'>,
  since: string,
): Promise<BudgetLoad> {
  const runs = db.selectFrom('runs') as unknown as RunQuery;
  const [spent, flight, sample] = await Promise.all([
    inScope(runs, budget)
      .select(sql<string | number | null>`sum(runs.cost_micros)`.as('micros'))
      .where('runs.finished_at', '>=', since)
      .executeTakeFirst(),
    inScope(runs, budget)
      .select(sql<string | number>`count(*)`.as('count'))
      .where('runs.status', 'in', ['dispatched', 'running'])
      .executeTakeFirst(),
    db
      .selectFrom(
        inScope(runs, budget)
          .select('runs.cost_micros')
          .where('runs.cost_micros', 'is not', null)
          .orderBy('runs.finished_at', 'desc')
          .limit(COST_SAMPLE_RUNS)
          .as('recent'),
      )
      .select(sql<string | number | null>`avg(recent.cost_micros)`.as('average'))
      .executeTakeFirst(),
  ]);
  return {
    spentMicros: Number(spent?.micros ?? 0),
    inFlight: Number(flight?.count ?? 0),
    averageRunMicros: Math.round(Number(sample?.average ?? 0)),
  };
}

/**
 * Marks the queued, unblocked runs a cap holds back (those not already held by one of `heldBy`), and
 * returns them: their reason shows on the run, and the newly held are announced.
 */
export async function holdRunsInScope(
  db: Executor,
  budget: Budget,
  heldBy: number[],
  reason: string,
): Promise<{ id: string; agent_id: number; issue_id: number | null }[]> {
  const ids = inScope(db.selectFrom('runs') as unknown as RunQuery, budget)
    .select('runs.id')
    .where('runs.status', '=', 'queued')
    .where('runs.blocked', '=', 0)
    .where((eb) =>
      eb.or([eb('runs.waiting_budget_id', 'is', null), eb('runs.waiting_budget_id', 'not in', heldBy)]),
    );
  return db
    .updateTable('runs')
    .set({ waiting_reason: reason, waiting_budget_id: budget.id })
    .where('id', 'in', ids)
    .returning(['id', 'agent_id', 'issue_id'])
    .execute();
}

/** Runs held by these budgets (no longer exhausted, or gone) are free again. */
export async function releaseHeldRuns(db: Executor, budgetIds: number[]): Promise<void> {
  if (budgetIds.length === 0) return;
  await db
    .updateTable('runs')
    .set({ waiting_reason: null, waiting_budget_id: null })
    .where('waiting_budget_id', 'in', budgetIds)
    .where('status', '=', 'queued')
    .execute();
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
