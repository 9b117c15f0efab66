import type { Command } from 'commander';
import { dataOf } from '../../client/index.js';
import { assigneeKey } from '../../client/tasks.js';
import type { paths } from '../../client/api-types.js';
import { UsageError } from '../../client/exit.js';
import { fieldValuesFrom } from './fields.js';
import { printJson, printText } from './output.js';
import { integerOption, peopleAction, repeatable, type PeopleContext } from './shared.js';
import { stateIdOf } from './states.js';

/**
 * `tandem issue bulk` and `tandem issue bulk-undo` (issue 40): many issues changed in one request, all
 * or nothing, and the last change undone by its author within ten minutes.
 */
type BulkBody = paths['/api/v1/issues/bulk']['post']['requestBody']['content']['application/json'];
type BulkChange = NonNullable<BulkBody['change']>;

async function changeFrom(context: PeopleContext, options: Record<string, unknown>): Promise<BulkChange> {
  const change: BulkChange = {};
  const text = (name: string) => (typeof options[name] === 'string' ? options[name] : undefined);
  if (text('status') !== undefined) change.status = text('status') as BulkChange['status'];
  if (text('state') !== undefined) change.state_id = await stateIdOf(context.client, text('state')!);
  if (text('priority') !== undefined) change.priority = text('priority') as BulkChange['priority'];
  if (text('project') !== undefined) {
    change.project_id = text('project') === 'none' ? null : integerOption(text('project')!, '--project');
  }
  if (text('cycle') !== undefined) {
    change.cycle = text('cycle') === 'none' ? null : integerOption(text('cycle')!, '--cycle');
  }
  if (text('assignee') !== undefined) change.assignee = await assigneeKey(context.client, text('assignee')!);
  if (Array.isArray(options.addLabel)) change.add_labels = options.addLabel as string[];
  if (Array.isArray(options.removeLabel)) change.remove_labels = options.removeLabel as string[];
  if (Array.isArray(options.field))
    change.fields = await fieldValuesFrom(context.client, options.field as string[]);
  return change;
}

function printOutcome(
  outcome: { count: number; issues: string[]; undo_id: number | null; undo_until: string | null },
  said: string,
): void {
  printText(
    `${said} ${outcome.count} issue${outcome.count === 1 ? '' : 's'}: ${outcome.issues.join(', ')}.\n`,
  );
  if (outcome.undo_id !== null) {
    printText(`Undo with \`tandem issue bulk-undo ${outcome.undo_id}\` until ${outcome.undo_until}.\n`);
  }
}

export function registerIssueBulkCommands(issue: Command, outcome: { code: number }): void {
  issue
    .command('bulk')
    .description('change or delete many issues at once: all of them, or none when one is refused')
    .requiredOption('--ids <ids>', 'the issues, comma separated: ACME-1,ACME-2')
    .option('--status <status>', 'backlog, todo, in_progress, in_review, on_hold, done or canceled')
    .option(
      '--state <state>',
      'a workflow state by name or id, which sets its status too ("none": the status\'s own)',
    )
    .option('--priority <priority>', 'urgent, high, medium or low')
    .option('--project <id>', 'project id ("none" to take them out of their project)')
    .option('--cycle <number>', 'cycle number ("none" to take them out of their cycle)')
    .option('--assignee <actor>', 'user:ID, agent:ID, me, none, or a member name or email')
    .option('--add-label <label>', 'a label to add (repeat for several)', repeatable)
    .option('--remove-label <label>', 'a label to remove (repeat for several)', repeatable)
    .option(
      '--field <key=value>',
      'a custom field value (repeat; a multi_select takes a,b; key= clears it)',
      repeatable,
    )
    .option('--delete', 'delete the issues instead (cannot be undone)')
    .option('--json', 'print the outcome as JSON')
    .action(
      peopleAction(outcome, async (context, options: Record<string, unknown>) => {
        const ids = String(options.ids)
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== '');
        if (ids.length === 0) throw new UsageError('Name at least one issue with --ids.');
        const change = await changeFrom(context, options);
        const deleting = Boolean(options.delete);
        if (deleting && Object.keys(change).length > 0) {
          throw new UsageError('Give either --delete or changes, not both.');
        }
        if (!deleting && Object.keys(change).length === 0) {
          throw new UsageError('Nothing to change: give at least one change option, or --delete.');
        }
        const body: BulkBody = deleting ? { ids, delete: true } : { ids, change };
        const result = dataOf(await context.client.POST('/api/v1/issues/bulk', { body })).data;
        if (options.json) return printJson(result);
        printOutcome(result, deleting ? 'Deleted' : 'Changed');
      }),
    );

  issue
    .command('bulk-undo <id>')
    .description('undo a bulk change (yours, within ten minutes, when its issues have not changed since)')
    .option('--json', 'print the outcome as JSON')
    .action(
      peopleAction(outcome, async (context, id: string, options: { json?: boolean }) => {
        const params = { path: { bulk: integerOption(id, 'bulk change id') } };
        const result = dataOf(await context.client.POST('/api/v1/issues/bulk/{bulk}/undo', { params })).data;
        if (options.json) return printJson(result);
        printOutcome(result, 'Put back');
      }),
    );
}
