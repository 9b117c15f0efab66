import type { Static } from 'typebox';
import { nowIso } from '../clock.js';
import type { DialectName, Executor } from '../db/connection.js';
import type { Budget, Workspace } from '../db/schema.js';
import {
  findAgentOwnerId,
  findWorkspaceAgent,
  listAgentNames,
  listWorkspaceAgents,
} from '../repositories/agents.js';
import {
  budgetLoad,
  deleteBudgetRow,
  holdRunsInScope,
  listBudgetRows,
  lockBudgetRows,
  recordBudgetAlert,
  releaseHeldRuns,
  upsertBudgetRow,
  usageRollup,
  type BudgetLoad,
  type BudgetScope,
} from '../repositories/budgets.js';
import { insertInboxItems } from '../repositories/inbox.js';
import { listAdministratorIds } from '../repositories/members.js';
import { findProject, listProjectNames, listWorkspaceProjectNames } from '../repositories/projects.js';
import { findWorkspaceName } from '../repositories/workspaces.js';
import type { BudgetBody, BudgetView, MonthlyUsageView } from '../schemas/budgets.js';
import { privateAgentsViewer, type Caller } from './caller.js';
import { ValidationError } from './errors.js';
import { assertCanAdministerWorkspace } from './policy.js';
import { MICROS_PER_DOLLAR } from './runs.js';

/**
 * Monthly spend caps in dollars per workspace, project and agent (issue 22). Spend is the reported
 * `usage.cost_usd` of the runs that finished in the calendar month (UTC). A claim checks every cap of
 * the workspace in its own transaction, the budget rows locked (docs/decisions.md, "Budgets"): a cap
 * holds runs back once its spend plus an estimate for each run in flight (the mean reported cost of
 * the scope's last runs) reaches it. Held runs stay `queued` with a `waiting_reason`; the agent's owner
 * and the administrators hear of each in their inbox, once per run and cap.
 */
export const BUDGET_SCOPES = ['workspace', 'project', 'agent'] as const satisfies readonly BudgetScope[];
export const MAX_CAP_USD = 1_000_000;

export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

export function monthBounds(month: string): { since: string; until: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const since = new Date(Date.UTC(year, mon - 1, 1)).toISOString();
  const until = new Date(Date.UTC(year, mon, 1)).toISOString();
  return { since, until };
}

export function dollars(micros: number): number {
  return Math.round(micros) / MICROS_PER_DOLLAR;
}

function formatDollars(micros: number): string {
  return `$${(micros / MICROS_PER_DOLLAR).toFixed(2)}`;
}

/** Whether a cap holds claims back: its spend plus the estimate of its runs in flight reached it. */
export function capReached(cap: number, load: BudgetLoad): boolean {
  return load.spentMicros + load.inFlight * load.averageRunMicros >= cap;
}

async function subjectNames(
  db: Executor,
  workspaceId: number,
  budgets: Pick<Budget, 'scope' | 'subject_id'>[],
) {
  const ids = (scope: BudgetScope) => budgets.filter((b) => b.scope === scope).map((b) => b.subject_id);
  const [agents, projects, workspace] = await Promise.all([
    ids('agent').length ? listAgentNames(db, ids('agent')) : [],
    ids('project').length ? listProjectNames(db, ids('project')) : [],
    findWorkspaceName(db, workspaceId),
  ]);
  const names = new Map<string, string>();
  for (const a of agents) names.set(`agent:${a.id}`, a.name);
  for (const p of projects) names.set(`project:${p.id}`, p.name);
  if (workspace) names.set(`workspace:${workspace.id}`, workspace.name);
  return (budget: Pick<Budget, 'scope' | 'subject_id'>) =>
    names.get(`${budget.scope}:${budget.subject_id}`) ?? `#${budget.subject_id}`;
}

function holdReason(scope: BudgetScope, name: string, cap: number, load: BudgetLoad, month: string) {
  const inFlight = load.inFlight === 1 ? '1 run in flight' : `${load.inFlight} runs in flight`;
  return (
    `Waiting for budget: the ${month} budget of ${formatDollars(cap)} for ${scope} ${name} is reached ` +
    `(${formatDollars(load.spentMicros)} spent, ${inFlight}).`
  );
}

export interface ClaimLimits {
  /** The workspace's own cap is reached: nothing is handed out. */
  closed: boolean;
  agentIds: Set<number>;
  projectIds: Set<number>;
}

/**
 * In the claim's transaction: locks the workspace's budgets, works out which are reached, marks the
 * runs they hold back (announcing those held for the first time), frees those held by caps no longer
 * reached, and says what the claim must pass over.
 */
export async function budgetLimitsForClaim(
  db: Executor,
  dialect: DialectName,
  workspaceId: number,
): Promise<ClaimLimits> {
  const limits: ClaimLimits = { closed: false, agentIds: new Set(), projectIds: new Set() };
  const budgets = await lockBudgetRows(db, dialect, workspaceId);
  if (budgets.length === 0) return limits;
  const now = nowIso();
  const month = monthOf(now);
  const { since } = monthBounds(month);
  const reached: { budget: Budget; load: BudgetLoad }[] = [];
  for (const budget of budgets) {
    const load = await budgetLoad(db, budget, since);
    if (capReached(Number(budget.monthly_cap_micros), load)) reached.push({ budget, load });
  }
  const reachedIds = reached.map((r) => r.budget.id);
  await releaseHeldRuns(
    db,
    budgets.map((b) => b.id).filter((id) => !reachedIds.includes(id)),
  );
  if (reached.length === 0) return limits;
  const nameOf = await subjectNames(
    db,
    workspaceId,
    reached.map((r) => r.budget),
  );
  for (const { budget, load } of reached) {
    if (budget.scope === 'workspace') limits.closed = true;
    if (budget.scope === 'agent') limits.agentIds.add(budget.subject_id);
    if (budget.scope === 'project') limits.projectIds.add(budget.subject_id);
    const reason = holdReason(budget.scope, nameOf(budget), Number(budget.monthly_cap_micros), load, month);
    const held = await holdRunsInScope(db, budget, reachedIds, reason);
    for (const run of held) {
      if (await recordBudgetAlert(db, budget.id, run.id, now))
        await announceHeldRun(db, workspaceId, run, reason, now);
    }
  }
  return limits;
}

/** The agent's owner and the workspace's administrators hear of a held run in their inbox. */
async function announceHeldRun(
  db: Executor,
  workspaceId: number,
  run: { id: string; agent_id: number; issue_id: number | null },
  reason: string,
  now: string,
): Promise<void> {
  // Inbox items stand on an issue; every way of queueing a run names one.
  if (run.issue_id === null) return;
  const [ownerId, adminIds] = await Promise.all([
    findAgentOwnerId(db, run.agent_id),
    listAdministratorIds(db, workspaceId),
  ]);
  const people = new Set(adminIds);
  if (ownerId) people.add(ownerId);
  await insertInboxItems(
    db,
    [...people].map((userId) => ({
      workspace_id: workspaceId,
      user_id: userId,
      kind: 'budget',
      issue_id: run.issue_id!,
      comment_id: null,
      run_id: run.id,
      note: reason,
      actor_type: 'agent' as const,
      actor_id: run.agent_id,
      created_at: now,
      read_at: null,
    })),
  );
}

/** The workspace's budgets with this month's spend. */
export async function listBudgets(db: Executor, workspaceId: number): Promise<BudgetView[]> {
  const budgets = await listBudgetRows(db, workspaceId);
  const month = monthOf(nowIso());
  const { since } = monthBounds(month);
  const nameOf = await subjectNames(db, workspaceId, budgets);
  const views: BudgetView[] = [];
  for (const budget of budgets) {
    const load = await budgetLoad(db, budget, since);
    views.push({
      id: budget.id,
      scope: budget.scope,
      subject: { id: budget.subject_id, name: nameOf(budget) },
      month,
      monthly_cap_usd: dollars(Number(budget.monthly_cap_micros)),
      spent_usd: dollars(load.spentMicros),
      in_flight: load.inFlight,
      reached: capReached(Number(budget.monthly_cap_micros), load),
    });
  }
  return views;
}

async function checkSubject(db: Executor, workspaceId: number, scope: BudgetScope, subjectId: number) {
  if (scope === 'workspace') return workspaceId;
  const row =
    scope === 'agent'
      ? await findWorkspaceAgent(db, workspaceId, subjectId)
      : await findProject(db, workspaceId, subjectId);
  if (!row)
    throw ValidationError.field('subject_id', `The subject_id does not name a ${scope} of this workspace.`);
  return subjectId;
}

/** A cap as Administration → Agents sends it (`PUT /budgets` of the interface), the admin CLI too. */
export type BudgetInput = Static<typeof BudgetBody>;

/**
 * Sets (or, with null, removes) the monthly cap of the workspace, one of its projects or one of its
 * agents. Runs the removed cap held are free at the next claim.
 */
export async function setBudget(
  db: Executor,
  workspace: Pick<Workspace, 'id'>,
  input: BudgetInput,
): Promise<BudgetView | null> {
  if (!(BUDGET_SCOPES as readonly string[]).includes(input.scope)) {
    throw ValidationError.field('scope', `The scope must be one of ${BUDGET_SCOPES.join(', ')}.`);
  }
  if (input.scope !== 'workspace' && input.subject_id === undefined) {
    throw ValidationError.field(
      'subject_id',
      `A ${input.scope} budget needs the subject_id of the ${input.scope}.`,
    );
  }
  const cap = input.monthly_cap_usd;
  if (cap !== null && (!Number.isFinite(cap) || cap < 0 || cap > MAX_CAP_USD)) {
    throw ValidationError.field(
      'monthly_cap_usd',
      `The monthly_cap_usd must be between 0 and ${MAX_CAP_USD}.`,
    );
  }
  const subjectId = await checkSubject(db, workspace.id, input.scope, input.subject_id ?? workspace.id);
  if (cap === null) {
    const removed = await deleteBudgetRow(db, workspace.id, input.scope, subjectId);
    if (removed) await releaseHeldRuns(db, [removed.id]);
    return null;
  }
  const budget = await upsertBudgetRow(
    db,
    {
      workspace_id: workspace.id,
      scope: input.scope,
      subject_id: subjectId,
      monthly_cap_micros: Math.round(cap * MICROS_PER_DOLLAR),
    },
    nowIso(),
  );
  return (await listBudgets(db, workspace.id)).find((view) => view.id === budget.id)!;
}

/** Administration → Agents: the same, for owners and admins. */
export async function setBudgetFor(db: Executor, caller: Caller, input: BudgetInput) {
  assertCanAdministerWorkspace(caller);
  return setBudget(db, caller.workspace, input);
}

export async function listBudgetsFor(db: Executor, caller: Caller) {
  assertCanAdministerWorkspace(caller);
  return listBudgets(db, caller.workspace.id);
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * `GET /usage`: one month's runs that finished, their reported cost and tokens rolled up per agent
 * and per project (runs without a project under `id: null`), next to the caps. Private agents of
 * others are left out, as everywhere.
 */
export async function usageFor(
  db: Executor,
  caller: Caller,
  month: string | undefined,
): Promise<MonthlyUsageView> {
  const chosen = month ?? monthOf(nowIso());
  if (!MONTH.test(chosen)) throw ValidationError.field('month', 'The month must look like 2026-11.');
  const { since, until } = monthBounds(chosen);
  const [byAgent, byProject, budgets, agents, projects] = await Promise.all([
    usageRollup(db, caller.workspace.id, since, until, 'agent'),
    usageRollup(db, caller.workspace.id, since, until, 'project'),
    listBudgetRows(db, caller.workspace.id),
    listWorkspaceAgents(db, caller.workspace.id, privateAgentsViewer(caller)),
    listWorkspaceProjectNames(db, caller.workspace.id),
  ]);
  const capOf = (scope: BudgetScope, id: number | null) => {
    const budget = budgets.find((b) => b.scope === scope && b.subject_id === (id ?? caller.workspace.id));
    return budget ? dollars(Number(budget.monthly_cap_micros)) : null;
  };
  const row = (r: (typeof byAgent)[number], id: number | null, name: string | null, cap: number | null) => ({
    id,
    name,
    runs: Number(r.runs),
    cost_usd: dollars(Number(r.cost_micros ?? 0)),
    input_tokens: Number(r.input_tokens ?? 0),
    output_tokens: Number(r.output_tokens ?? 0),
    monthly_cap_usd: cap,
  });
  const agentRows = byAgent
    .map((r) => ({ r, agent: agents.find((a) => a.id === Number(r.subject_id)) }))
    .filter(({ agent }) => agent !== undefined)
    .map(({ r, agent }) => row(r, agent!.id, agent!.name, capOf('agent', agent!.id)))
    .sort((a, b) => b.cost_usd - a.cost_usd || a.id! - b.id!);
  const projectRows = byProject
    .map((r) => {
      const id = r.subject_id === null ? null : Number(r.subject_id);
      const name = id === null ? null : (projects.find((p) => p.id === id)?.name ?? null);
      return row(r, id, name, id === null ? null : capOf('project', id));
    })
    .sort((a, b) => b.cost_usd - a.cost_usd || (a.id ?? 0) - (b.id ?? 0));
  const totals = byAgent.reduce(
    (sum, r) => ({ runs: sum.runs + Number(r.runs), micros: sum.micros + Number(r.cost_micros ?? 0) }),
    { runs: 0, micros: 0 },
  );
  return {
    month: chosen,
    workspace: {
      runs: totals.runs,
      cost_usd: dollars(totals.micros),
      monthly_cap_usd: capOf('workspace', null),
    },
    agents: agentRows,
    projects: projectRows,
  };
}
