import type { Executor } from '../../db/connection.js';
import { listBudgetRows } from '../../repositories/budgets.js';
import { costByDay, timeTotals } from '../../repositories/insights.js';
import { listWorkspaceAgents } from '../../repositories/agents.js';
import { listWorkspaceProjectNames } from '../../repositories/projects.js';
import type {
  AgentCostQueryInput,
  AgentCostView,
  TimeInsightQueryInput,
  TimeInsightView,
} from '../../schemas/insights.js';
import { dollars } from '../runs/budgets.js';
import { privateAgentsViewer, type Caller } from '../caller.js';
import { csvOf } from '../csv.js';
import { mondayOf } from '../time/holidays.js';
import { insightScope, weeksOf } from './insights.js';

/**
 * Where the hours and the money went (issue 41): time logged by person, project or cycle, and agents'
 * cost per week by agent or project against their budgets, each also as CSV.
 */

/** `GET /insights/time`: minutes logged on work in the window, one row per group, largest first. */
export async function timeInsightFor(
  db: Executor,
  caller: Caller,
  query: TimeInsightQueryInput,
): Promise<TimeInsightView> {
  const scope = await insightScope(db, caller, query);
  const group = query.group_by ?? 'person';
  const rows = await timeTotals(db, { ...scope, viewerId: privateAgentsViewer(caller) }, group);
  const none = group === 'person' ? 'Nobody' : group === 'project' ? 'No project' : 'No cycle';
  return {
    from: scope.from,
    to: scope.to,
    group_by: group,
    total_minutes: rows.reduce((sum, row) => sum + row.minutes, 0),
    rows: rows.map((row) => ({
      key: row.key,
      label: row.key === null ? none : (row.label ?? (group === 'cycle' ? `Cycle ${row.key}` : row.key)),
      minutes: row.minutes,
    })),
  };
}

export function timeInsightCsv(view: TimeInsightView): string {
  return csvOf(
    [view.group_by, 'minutes', 'hours', 'from', 'to'],
    view.rows.map((row) => [
      row.label,
      row.minutes,
      Math.round((row.minutes / 60) * 100) / 100,
      view.from,
      view.to,
    ]),
  );
}

/** A monthly cap spread over a week: a year's twelve months over its 52 weeks. */
function weekly(cap: number | null): number | null {
  return cap === null ? null : Math.round(((cap * 12) / 52) * 100) / 100;
}

/** `GET /insights/agent-cost`: runs' cost per ISO week by agent or project, with the budgets that apply. */
export async function agentCostFor(
  db: Executor,
  caller: Caller,
  query: AgentCostQueryInput,
): Promise<AgentCostView> {
  const scope = await insightScope(db, caller, query);
  const group = query.group_by ?? 'agent';
  const viewerId = privateAgentsViewer(caller);
  const [rows, budgets, agents, projects] = await Promise.all([
    costByDay(db, { ...scope, viewerId }, group),
    listBudgetRows(db, caller.workspace.id),
    listWorkspaceAgents(db, caller.workspace.id, viewerId),
    listWorkspaceProjectNames(db, caller.workspace.id),
  ]);
  const weeks = weeksOf(scope);
  const names = new Map<number, string>(
    (group === 'agent' ? agents : projects).map((subject) => [subject.id, subject.name]),
  );
  const capOf = (scopeName: 'workspace' | 'project' | 'agent', id: number) => {
    const budget = budgets.find((b) => b.scope === scopeName && b.subject_id === id);
    return budget ? dollars(Number(budget.monthly_cap_micros)) : null;
  };
  const groups = new Map<number | null, Map<string, number>>();
  for (const row of rows) {
    const series = groups.get(row.subject) ?? new Map<string, number>();
    const week = mondayOf(row.day);
    series.set(week, (series.get(week) ?? 0) + row.cost_micros);
    groups.set(row.subject, series);
  }
  const list = [...groups].map(([id, series]) => {
    const cap = id === null ? null : capOf(group, id);
    return {
      id,
      name: id === null ? 'No project' : (names.get(id) ?? `#${id}`),
      cost_usd: dollars([...series.values()].reduce((sum, n) => sum + n, 0)),
      monthly_cap_usd: cap,
      weekly_budget_usd: weekly(cap),
      weeks: weeks.map((week) => ({ week, cost_usd: dollars(series.get(week) ?? 0) })),
    };
  });
  list.sort((a, b) => b.cost_usd - a.cost_usd || (a.id ?? 0) - (b.id ?? 0));
  return {
    from: scope.from,
    to: scope.to,
    group_by: group,
    weeks,
    workspace_monthly_cap_usd: capOf('workspace', caller.workspace.id),
    groups: list,
  };
}

export function agentCostCsv(view: AgentCostView): string {
  return csvOf(
    ['week', view.group_by, 'cost_usd', 'weekly_budget_usd'],
    view.groups.flatMap((group) =>
      group.weeks.map((point) => [point.week, group.name, point.cost_usd, group.weekly_budget_usd]),
    ),
  );
}
