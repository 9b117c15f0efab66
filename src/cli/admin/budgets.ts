import { inTransaction } from '../../db/connection.js';
import { listBudgets, setBudget } from '../../domain/budgets.js';
import { findWorkspaceBySlug } from '../../domain/workspaces.js';
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

/**
 * `tandem admin budget set --workspace SLUG [--agent ID | --project ID] --monthly-usd N|none`: the
 * monthly cap of the workspace, a project or an agent (`none` removes it). Prints the budget with
 * this month's spend, or `{removed: true}`.
 */
export const budgetSet = defineAdminCommand({
  summary: 'Set or remove the monthly spend cap of the workspace, a project or an agent',
  options: {
    workspace: { type: 'string' },
    agent: { type: 'string', description: 'an agent id (neither --agent nor --project: the workspace)' },
    project: { type: 'string', description: 'a project id' },
    'monthly-usd': { type: 'string', description: 'dollars such as 25 or 12.50, or none to remove' },
  },
  run: async ({ values }, { database }) => {
    const workspace = await findWorkspaceBySlug(database.db, required(values, 'workspace'));
    const { scope, subject } = scopeAndSubject(values);
    const amount = required(values, 'monthly-usd');
    if (amount !== 'none' && !/^\d+(\.\d+)?$/.test(amount)) {
      throw new Error(
        `--monthly-usd must be an amount in dollars such as 25 or 12.50, or none; got "${amount}"`,
      );
    }
    const budget = await inTransaction(database.db, (trx) =>
      setBudget(trx, workspace, {
        scope,
        subject_id: subject,
        monthly_cap_usd: amount === 'none' ? null : Number(amount),
      }),
    );
    return budget ?? { scope, subject_id: subject ?? workspace.id, removed: true };
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
