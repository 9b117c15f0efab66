import type { Static } from 'typebox';
import { nowIso } from '../../clock.js';
import type { DialectName, Executor } from '../../db/connection.js';
import type { Budget, Run, Workspace } from '../../db/schema.js';
import {
  findAgentOwnerId,
  findWorkspaceAgent,
  listAgentNames,
  listWorkspaceAgents,
  updateAgentRow,
} from '../../repositories/agents.js';
import {
  budgetLoad,
  deleteBudgetRow,
  runProjectId,
  setWorkspaceRunCeiling,
  workspaceRunCeiling,
  holdRunsInScope,
  listBudgetRows,
  lockBudgetRows,
  recordBudgetAlert,
  releaseHeldRuns,
  upsertBudgetRow,
  usageRollup,
  type BudgetLoad,
  type BudgetScope,
} from '../../repositories/budgets.js';
import { insertInboxItems } from '../../repositories/inbox.js';
import { listAdministratorIds } from '../../repositories/members.js';
import { findProject, listProjectNames, listWorkspaceProjectNames } from '../../repositories/projects.js';
import { findWorkspaceName } from '../../repositories/workspaces.js';
import type { BudgetBody, BudgetView, MonthlyUsageView, RunCeilingView } from '../../schemas/budgets.js';
import { privateAgentsViewer, type Caller } from '../caller.js';
import { ValidationError } from '../../errors.js';
import { assertCanAdministerWorkspace } from '../policy.js';
import { BUDGET_SCOPES } from '../../schemas/enums.js';
import { MAX_CAP_USD, MIN_RUN_CEILING_USD } from '../../schemas/limits.js';

/**
 * Monthly spend caps in dollars per workspace, project and agent (issue 22), held by per-run ceilings
 * (issue 28). Spend is the reported `usage.cost_usd` of the runs that finished in the calendar month
 * (UTC). Every run a cap covers has a ceiling, the most it may cost: its agent's `max_run_cost_usd`,
 * else the workspace's default, else BUILT_IN_RUN_CEILING_USD. A claim reserves the ceiling against
 * every cap the run counts under, in the claim's transaction with the budget rows locked
 * (docs/decisions.md, "Budgets hold for new agents"): a cap admits a claim while it has room left (its
 * spend plus what the runs in flight reserve is below it), and the claimed run then reserves its whole
 * ceiling. Claims take turns on the locked rows, so however many arrive at once a cap is passed by at
 * most one run's ceiling, and a cap below a ceiling still admits a run. Refused runs stay `queued` with a
 * `waiting_reason`; the agent's owner and the administrators hear of each in their inbox, once per run
 * and cap. A run whose reported cost passes its ceiling or a cap is stopped at its next lease renewal.
 */
// The contract's scopes (src/schemas/enums.ts) are the column's: one added to either alone fails to compile.
const _scopesFitTheColumn: readonly BudgetScope[] = BUDGET_SCOPES;
type _ColumnFitsTheScopes = BudgetScope extends (typeof BUDGET_SCOPES)[number] ? true : never;
const _columnFitsTheScopes: _ColumnFitsTheScopes = true;

/** A run under a cap, of an agent without a ceiling in a workspace without a default, may cost this. */
export const BUILT_IN_RUN_CEILING_USD = 5;

export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

export function monthBounds(month: string): { since: string; until: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const since = new Date(Date.UTC(year, mon - 1, 1)).toISOString();
  const until = new Date(Date.UTC(year, mon, 1)).toISOString();
  return { since, until };
}

/** Costs are kept as whole micro-dollars. */
export const MICROS_PER_DOLLAR = 1_000_000;

export function dollars(micros: number): number {
  return Math.round(micros) / MICROS_PER_DOLLAR;
}

function formatDollars(micros: number): string {
  return `$${(micros / MICROS_PER_DOLLAR).toFixed(2)}`;
}

function toMicros(usd: number): number {
  return Math.round(usd * MICROS_PER_DOLLAR);
}

/** What a cap has left for new runs: its cap less its spend and what the runs in flight reserve. */
export function capRoom(cap: number, load: BudgetLoad): number {
  return cap - load.spentMicros - load.reservedMicros;
}

/** Whether a cap has no room left for any run. */
export function capReached(cap: number, load: BudgetLoad): boolean {
  return capRoom(cap, load) <= 0;
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

function loadText(load: BudgetLoad): string {
  const runs = load.inFlight === 1 ? '1 run in flight' : `${load.inFlight} runs in flight`;
  const reserving = load.reservedMicros > 0 ? ` reserving ${formatDollars(load.reservedMicros)}` : '';
  return `${formatDollars(load.spentMicros)} spent, ${runs}${reserving}`;
}

/** Why a cap with no room left holds a run: spent, or reserved by the runs in flight until they end. */
function holdReason(scope: BudgetScope, name: string, cap: number, load: BudgetLoad, month: string) {
  const budget = `the ${month} budget of ${formatDollars(cap)} for ${scope} ${name}`;
  if (load.spentMicros >= cap) return `Waiting for budget: ${budget} is used up (${loadText(load)}).`;
  return (
    `Waiting for budget: ${budget} is fully reserved by the runs in flight (${loadText(load)}); ` +
    `the run waits until one of them ends.`
  );
}

/** An agent a claim may hand a run to, with its own per-run ceiling (micro-dollars) if it has one. */
export interface ClaimingAgent {
  id: number;
  max_run_cost_micros: number | null;
}

export interface ClaimLimits {
  /** Agents a workspace or agent cap with no room left holds. */
  agentIds: Set<number>;
  /** Per capped project with no room left, the claiming agents whose runs of the project it holds. */
  projectAgents: Map<number, number[]>;
  /** The ceiling (micro-dollars) the claimed run gets and reserves; null when none applies. */
  ceilingFor(run: { agent_id: number; issue_id: number | null }): Promise<number | null>;
}

/** The ceilings of runs: the agent's, else the workspace's default; under a cap, the built-in one last. */
function ceilings(agents: ClaimingAgent[], workspaceDefault: number | null) {
  const explicit = (agentId: number) => {
    const own = agents.find((a) => a.id === agentId)?.max_run_cost_micros ?? null;
    return own === null ? workspaceDefault : Number(own);
  };
  return { explicit, capped: (agentId: number) => explicit(agentId) ?? toMicros(BUILT_IN_RUN_CEILING_USD) };
}

/**
 * In the claim's transaction: locks the workspace's budgets (so claims from every runtime of the
 * workspace take turns here and see each other's reservations), works out which caps have room left,
 * frees the runs that caps no longer hold, marks (and announces) the runs the caps now hold, and says
 * what the claim must pass over and what the claimed run reserves. A cap with any room left admits the
 * run whatever its ceiling: the ceiling may overshoot the cap once, and then the cap holds every claim
 * until a run ends (a stricter "the ceiling must fit" would admit nothing under a cap below a ceiling).
 */
export async function budgetLimitsForClaim(
  db: Executor,
  dialect: DialectName,
  workspaceId: number,
  agents: ClaimingAgent[],
): Promise<ClaimLimits> {
  const budgets = await lockBudgetRows(db, dialect, workspaceId);
  const ceiling = ceilings(agents, await workspaceRunCeiling(db, workspaceId));
  const limits: ClaimLimits = {
    agentIds: new Set(),
    projectAgents: new Map(),
    ceilingFor: async (run) => {
      const own = ceiling.explicit(run.agent_id);
      if (own !== null) return own;
      const covered = budgets.some(
        (b) => b.scope === 'workspace' || (b.scope === 'agent' && b.subject_id === run.agent_id),
      );
      if (covered) return ceiling.capped(run.agent_id);
      if (!budgets.some((b) => b.scope === 'project')) return null;
      const projectId = await runProjectId(db, run.issue_id);
      return budgets.some((b) => b.scope === 'project' && b.subject_id === projectId)
        ? ceiling.capped(run.agent_id)
        : null;
    },
  };
  if (budgets.length === 0 || agents.length === 0) return limits;
  const month = monthOf(nowIso());
  const { since } = monthBounds(month);
  const refusing: { budget: Budget; load: BudgetLoad; agentIds: number[] }[] = [];
  for (const budget of budgets) {
    const load = await budgetLoad(db, budget, since);
    if (!capReached(Number(budget.monthly_cap_micros), load)) {
      await releaseHeldRuns(
        db,
        [budget.id],
        agents.map((a) => a.id),
      );
      continue;
    }
    const covered = agents.filter((a) => budget.scope !== 'agent' || a.id === budget.subject_id);
    if (covered.length > 0) refusing.push({ budget, load, agentIds: covered.map((a) => a.id) });
  }
  if (refusing.length === 0) return limits;
  const nameOf = await subjectNames(
    db,
    workspaceId,
    refusing.map((r) => r.budget),
  );
  const now = nowIso();
  for (const { budget, load, agentIds } of refusing) {
    if (budget.scope === 'project') limits.projectAgents.set(budget.subject_id, agentIds);
    else for (const id of agentIds) limits.agentIds.add(id);
    const cap = Number(budget.monthly_cap_micros);
    const reason = holdReason(budget.scope, nameOf(budget), cap, load, month);
    const held = await holdRunsInScope(db, budget, agentIds, reason);
    for (const run of held) {
      if (await recordBudgetAlert(db, budget.id, run.id, now))
        await announceHeldRun(db, workspaceId, run, reason, now);
    }
  }
  return limits;
}

/**
 * Whether a run in flight that reported `costSoFar` (micro-dollars) must stop: its cost passed its
 * ceiling, or the spend of a cap it counts under (finished runs plus what the runs in flight reported,
 * this one included) passed the cap. Returns the reason, or null.
 */
export async function budgetStopReason(
  db: Executor,
  run: Pick<Run, 'workspace_id' | 'agent_id' | 'issue_id' | 'cost_ceiling_micros'>,
  costSoFar: number,
): Promise<string | null> {
  const runCeiling = run.cost_ceiling_micros === null ? null : Number(run.cost_ceiling_micros);
  if (runCeiling !== null && costSoFar > runCeiling) {
    return (
      `The budget stopped this run: it reported ${formatDollars(costSoFar)}, past its per-run cost ` +
      `ceiling of ${formatDollars(runCeiling)}.`
    );
  }
  const budgets = await listBudgetRows(db, run.workspace_id);
  if (budgets.length === 0) return null;
  const projectId = budgets.some((b) => b.scope === 'project') ? await runProjectId(db, run.issue_id) : null;
  const covering = budgets.filter(
    (b) =>
      b.scope === 'workspace' ||
      (b.scope === 'agent' && b.subject_id === run.agent_id) ||
      (b.scope === 'project' && b.subject_id === projectId),
  );
  const month = monthOf(nowIso());
  const { since } = monthBounds(month);
  for (const budget of covering) {
    const load = await budgetLoad(db, budget, since);
    const cap = Number(budget.monthly_cap_micros);
    if (load.spentMicros + load.inFlightSpentMicros <= cap) continue;
    const name = await subjectNames(db, run.workspace_id, [budget]);
    return (
      `The budget stopped this run: the ${month} budget of ${formatDollars(cap)} for ${budget.scope} ` +
      `${name(budget)} is passed (${formatDollars(load.spentMicros)} spent by finished runs, ` +
      `${formatDollars(load.inFlightSpentMicros)} reported by runs in flight).`
    );
  }
  return null;
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
      reserved_usd: dollars(load.reservedMicros),
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

/** A per-run ceiling in dollars, or null (none of its own); 422 on the field otherwise. */
export function checkRunCeiling(usd: number | null, field = 'max_run_cost_usd'): number | null {
  if (usd === null) return null;
  if (!Number.isFinite(usd) || usd < MIN_RUN_CEILING_USD || usd > MAX_CAP_USD) {
    throw ValidationError.field(
      field,
      `The ${field} must be between ${MIN_RUN_CEILING_USD} and ${MAX_CAP_USD}.`,
    );
  }
  return toMicros(usd);
}

/** The workspace's default per-run ceiling, and the built-in one that applies without it. */
export async function runCeiling(db: Executor, workspaceId: number): Promise<RunCeilingView> {
  const micros = await workspaceRunCeiling(db, workspaceId);
  return {
    max_run_cost_usd: micros === null ? null : dollars(micros),
    built_in_usd: BUILT_IN_RUN_CEILING_USD,
  };
}

/**
 * Sets (or, with null, removes) the workspace's default per-run ceiling. Runs in flight keep the
 * ceiling they were claimed with; the next claims use the new one.
 */
export async function setRunCeiling(
  db: Executor,
  workspace: Pick<Workspace, 'id'>,
  usd: number | null,
): Promise<RunCeilingView> {
  await setWorkspaceRunCeiling(db, workspace.id, checkRunCeiling(usd));
  return runCeiling(db, workspace.id);
}

/** `tandem admin budget set --agent ID --max-run-usd N|none`: an agent's own per-run ceiling. */
export async function setAgentRunCeiling(
  db: Executor,
  workspace: Pick<Workspace, 'id'>,
  agentId: number,
  usd: number | null,
): Promise<{ agent: { id: number; name: string }; max_run_cost_usd: number | null }> {
  const agent = await findWorkspaceAgent(db, workspace.id, agentId);
  if (!agent)
    throw ValidationError.field('subject_id', 'The subject_id does not name an agent of this workspace.');
  const micros = checkRunCeiling(usd);
  await updateAgentRow(db, agent.id, { max_run_cost_micros: micros });
  return {
    agent: { id: agent.id, name: agent.name },
    max_run_cost_usd: micros === null ? null : dollars(micros),
  };
}

export async function runCeilingFor(db: Executor, caller: Caller) {
  assertCanAdministerWorkspace(caller);
  return runCeiling(db, caller.workspace.id);
}

export async function setRunCeilingFor(db: Executor, caller: Caller, usd: number | null) {
  assertCanAdministerWorkspace(caller);
  return setRunCeiling(db, caller.workspace, usd);
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
