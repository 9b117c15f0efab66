import type { Command } from 'commander';
import { dataOf } from '../../client/index.js';
import { formatTable, printJson, printText } from './output.js';
import { integerOption, peopleAction } from './shared.js';

type Approval = {
  id: number;
  run: string;
  issue: string | null;
  agent: { name: string };
  action: string;
  scope: unknown;
  status: string;
  answered_by: { name: string } | null;
  reason: string | null;
};

function scopeText(scope: unknown): string {
  return typeof scope === 'string' ? scope : JSON.stringify(scope);
}

/**
 * `tandem approval list|approve|deny` (decisions §12.10): agents' requests to take one action, answered
 * by whoever assigned the issue to the agent, owners and admins.
 */
export function registerApprovalCommands(program: Command, outcome: { code: number }): void {
  const approval = program
    .command('approval')
    .description("agents' requests to take one action (deploy, run a migration…), answered once");
  approval
    .command('list')
    .description('the approvals of the workspace, newest first (pending only unless --all)')
    .option('--all', 'answered ones too')
    .option('--json', 'print the approvals as a JSON array')
    .action(
      peopleAction(outcome, async ({ client }, options: { all?: boolean; json?: boolean }) => {
        const query = { per_page: 100, ...(options.all ? {} : { status: 'pending' as const }) };
        const page = dataOf(await client.GET('/api/v1/approvals', { params: { query } }));
        if (options.json) return printJson(page.data);
        if (page.data.length === 0)
          return void printText(options.all ? 'No approvals.\n' : 'No pending approvals.\n');
        const rows = (page.data as Approval[]).map((item) => [
          String(item.id),
          item.status,
          item.agent.name,
          item.issue ?? '',
          item.action,
          scopeText(item.scope),
          item.answered_by?.name ?? '',
        ]);
        printText(
          `${formatTable(['ID', 'STATUS', 'AGENT', 'ISSUE', 'ACTION', 'SCOPE', 'ANSWERED BY'], rows)}\n`,
        );
      }),
    );
  for (const decision of ['approve', 'deny'] as const) {
    approval
      .command(`${decision} <id>`)
      .description(
        decision === 'approve'
          ? 'approve this one action and scope (never another)'
          : 'deny it; the agent reads the reason',
      )
      .option('--reason <text>', decision === 'approve' ? 'why (optional)' : 'why (required)')
      .option('--json', 'print the approval as JSON')
      .action(
        peopleAction(
          outcome,
          async ({ client }, id: string, options: { reason?: string; json?: boolean }) => {
            const params = { path: { id: integerOption(id, 'ID') } };
            const body = options.reason === undefined ? {} : { reason: options.reason };
            const path =
              decision === 'approve' ? '/api/v1/approvals/{id}/approve' : '/api/v1/approvals/{id}/deny';
            const answered = dataOf(await client.POST(path, { params, body })).data as Approval;
            if (options.json) return printJson(answered);
            process.stdout.write(
              `${decision === 'approve' ? 'Approved' : 'Denied'} approval ${answered.id}: ${answered.agent.name} may ${decision === 'approve' ? '' : 'not '}${answered.action} (${scopeText(answered.scope)}).\n`,
            );
          },
        ),
      );
  }
}
