import { inTransaction } from '../../db/connection.js';
import { listBudgets, setAgentRunCeiling, setBudget, setRunCeiling } from '../../domain/runs/budgets.js';
import { findWorkspaceBySlug } from '../../domain/people/workspaces.js';
import type { BudgetScope } from '../../repositories/budgets.js';
import { defineAdminCommand } from './command.js';
import { required } from './arguments.js';

function scopeAndSubject(values: { agent?: string; project?: string }): {
  scope: BudgetScope;
  subject?: number;
} {
  if (values.agent !== undefined && values.project !== undefined) {
    throw new Error('Give --agent ID or --project ID, not both (neither: the workspace).');
  }
  const [scope, raw] =
    values.agent !== undefined
      ? (['agent', values.agent] as const)
      : values.project !== undefined
        ? (['project', values.project] as const)
        : (['workspace', undefined] as const);
  if (raw === undefined) return { scope };
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new Error(`--${scope} must be a positive integer, got "${raw}"`);
  return { scope, subject: Number(raw) };
}

/** Dollars such as 25 or 12.50, or `none` (null); anything else names the option it came from. */
function amountOrNone(raw: string, option: string): number | null {
  if (raw === 'none') return null;
  if (!/^\d+(\.\d+)?$/.test(raw)) {
    throw new Error(`--${option} must be an amount in dollars such as 25 or 12.50, or none; got "${raw}"`);
  }
  return Number(raw);
}

/**
 * `tandem admin budget set --workspace SLUG [--agent ID | --project ID] [--monthly-usd N|none]
 * [--max-run-usd N|none]`: the monthly cap of the workspace, a project or an agent (`none` removes
 * it), and/or the per-run cost ceiling of an agent or the workspace's default one (issue 28; `none`:
 * the agent falls back to the workspace's, the workspace to the built-in $5). Prints the budget with
 * this month's spend (or `{removed: true}`), with `max_run_cost_usd` when a ceiling was set.
 */
export const budgetSet = defineAdminCommand({
  summary:
    'Set or remove the monthly spend cap or per-run cost ceiling of the workspace, a project or an agent',
  options: {
    workspace: { type: 'string' },
    agent: { type: 'string', description: 'an agent id (neither --agent nor --project: the workspace)' },
    project: { type: 'string', description: 'a project id' },
    'monthly-usd': { type: 'string', description: 'dollars such as 25 or 12.50, or none to remove' },
    'max-run-usd': {
      type: 'string',
      description: "the most one run may cost (agent, or the workspace's default), or none",
    },
  },
  run: async ({ values }, { database }) => {
    const workspace = await findWorkspaceBySlug(database.db, required(values, 'workspace'));
    const { scope, subject } = scopeAndSubject(values);
    if (values['monthly-usd'] === undefined && values['max-run-usd'] === undefined) {
      throw new Error('--monthly-usd or --max-run-usd is required');
    }
    const monthly =
      values['monthly-usd'] === undefined ? undefined : amountOrNone(values['monthly-usd'], 'monthly-usd');
    const ceiling =
      values['max-run-usd'] === undefined ? undefined : amountOrNone(values['max-run-usd'], 'max-run-usd');
    if (ceiling !== undefined && scope === 'project') {
      throw new Error('--max-run-usd is for an agent (--agent ID) or the workspace, not a project');
    }
    return inTransaction(database.db, async (tx) => {
      const ceilingSet =
        ceiling === undefined
          ? undefined
          : scope === 'agent'
            ? (await setAgentRunCeiling(tx, workspace, subject!, ceiling)).max_run_cost_usd
            : (await setRunCeiling(tx, workspace, ceiling)).max_run_cost_usd;
      const withCeiling = ceilingSet === undefined ? {} : { max_run_cost_usd: ceilingSet };
      if (monthly === undefined) return { scope, subject_id: subject ?? workspace.id, ...withCeiling };
      const budget = await setBudget(tx, workspace, {
        scope,
        subject_id: subject,
        monthly_cap_usd: monthly,
      });
      return { ...(budget ?? { scope, subject_id: subject ?? workspace.id, removed: true }), ...withCeiling };
    });
  },
});

/** `tandem admin budget list --workspace SLUG`: every cap with this month's spend. */
export const budgetList = defineAdminCommand({
  summary: "List every monthly cap with this month's spend",
  options: { workspace: { type: 'string' } },
  run: async ({ values }, { database }) => {
    const workspace = await findWorkspaceBySlug(database.db, required(values, 'workspace'));
    return listBudgets(database.db, workspace.id);
  },
});
