import type { Command } from 'commander';
import { dataOf, type Issue } from '../../client/index.js';
import {
  assigneeKey,
  findIssues,
  readIssue,
  templateId,
  TemplateNameError,
  type IssueFields,
  type IssueFilters,
} from '../../client/tasks.js';
import { UsageError } from '../../client/exit.js';
import { registerIssueBulkCommands } from './issue-bulk.js';
import { stateIdOf } from './states.js';
import { fieldValuesFrom } from './fields.js';
import { formatFields, formatMinutes, formatTable, printJson, printText, textOf } from './output.js';
import { integerOption, peopleAction, readStdinText, repeatable, type PeopleContext } from './shared.js';

const actorName = (actor: { name: string } | null) => actor?.name ?? '—';

function issueRows(issues: Issue[]): string[][] {
  return issues.map((issue) => [
    issue.id,
    issue.status,
    issue.priority,
    actorName(issue.assignee),
    issue.title,
  ]);
}

/** The fields `create` and `edit` take, as the API's body (assignee resolved to its key). */
async function fieldsFrom(context: PeopleContext, options: Record<string, unknown>): Promise<IssueFields> {
  const fields: IssueFields = {};
  const text = (name: string) => (typeof options[name] === 'string' ? options[name] : undefined);
  const nullable = (value: string | undefined) => (value === 'none' ? null : value);
  if (text('title') !== undefined) fields.title = text('title');
  if (text('description') !== undefined) fields.description = nullable(text('description'));
  if (text('type') !== undefined) fields.type = text('type') as IssueFields['type'];
  if (text('status') !== undefined) fields.status = text('status') as IssueFields['status'];
  if (text('state') !== undefined) fields.state_id = await stateIdOf(context.client, text('state')!);
  if (text('priority') !== undefined) fields.priority = text('priority') as IssueFields['priority'];
  if (text('project') !== undefined) {
    fields.project_id = text('project') === 'none' ? null : integerOption(text('project')!, '--project');
  }
  if (text('parent') !== undefined) fields.parent_id = nullable(text('parent'));
  if (text('due') !== undefined) fields.due_date = nullable(text('due'));
  if (text('start') !== undefined) fields.start_date = nullable(text('start'));
  if (Array.isArray(options.label)) fields.labels = options.label as string[];
  if (Array.isArray(options.area) && options.clearAreas) {
    throw new UsageError('Give either --area or --clear-areas, not both.');
  }
  if (Array.isArray(options.area)) fields.areas = options.area as string[];
  if (options.clearAreas) fields.areas = [];
  if (text('assignee') !== undefined) fields.assignee = await assigneeKey(context.client, text('assignee')!);
  if (Array.isArray(options.field)) {
    fields.fields = await fieldValuesFrom(context.client, options.field as string[]);
  }
  return fields;
}

function withFieldOptions(command: Command): Command {
  return command
    .option('--description <text>', 'description (HTML or plain text; "none" clears it)')
    .option('--type <type>', 'bug, feature, task, epic, cosmetics, exception, usability_problem, …')
    .option('--status <status>', 'backlog, todo, in_progress, in_review, on_hold, done or canceled')
    .option(
      '--state <state>',
      'a workflow state by name or id, which sets its status ("none": the status\'s own)',
    )
    .option('--priority <priority>', 'urgent, high, medium or low')
    .option('--assignee <actor>', 'user:ID, agent:ID, me, none, or a member name or email')
    .option('--project <id>', 'project id ("none" to clear)')
    .option('--parent <issue>', 'the epic it belongs to ("none" to clear)')
    .option('--label <label>', 'a label (repeat for several; replaces the labels)', repeatable)
    .option(
      '--area <pattern>',
      "a path pattern its runs work in, such as 'src/billing/**' (repeat; replaces the areas)",
      repeatable,
    )
    .option('--clear-areas', "remove the issue's own areas (its project's apply)")
    .option(
      '--field <key=value>',
      'a custom field value (repeat; a multi_select takes a,b; key= clears it)',
      repeatable,
    )
    .option('--start <date>', 'start date, YYYY-MM-DD ("none" to clear)')
    .option('--due <date>', 'due date, YYYY-MM-DD ("none" to clear)')
    .option('--json', 'print the issue as JSON');
}

function printIssue(issue: Issue, json: boolean, verb: string): void {
  if (json) printJson(issue);
  else printText(`${verb} ${issue.id}: ${issue.title}\n`);
}

export function registerIssueCommands(program: Command, outcome: { code: number }): void {
  const issue = program.command('issue').description('find, read, open and change issues');
  registerIssueBulkCommands(issue, outcome);

  issue
    .command('list')
    .description('list issues, newest first, with filters')
    .option(
      '--status <status>',
      'backlog, todo, in_progress, in_review, on_hold, done or canceled; several: todo,done',
    )
    .option('--type <type>', 'bug, feature, task, epic, …; several: bug,task')
    .option('--priority <priority>', 'urgent, high, medium or low; several: urgent,high')
    .option('--assignee <actor>', 'user:ID, agent:ID, me, none, or a member name or email')
    .option('--project <id>', 'project id')
    .option('--label <label>', 'a label the issues carry (repeat: all must match)', repeatable)
    .option('--cycle <cycle>', 'cycle number, or none')
    .option('-q, --search <text>', 'search titles, descriptions and comments')
    .option('--limit <n>', 'issues per page (at most 100)', '30')
    .option('--page <n>', 'page number', '1')
    .option('--json', 'print the issues as a JSON array')
    .action(
      peopleAction(outcome, async (context, options: Record<string, any>) => {
        const query: IssueFilters = {
          per_page: integerOption(options.limit, '--limit'),
          page: integerOption(options.page, '--page'),
        };
        if (options.status) query.status = listOption(options.status) as IssueFilters['status'];
        if (options.type) query.type = listOption(options.type) as IssueFilters['type'];
        if (options.priority) query.priority = listOption(options.priority) as IssueFilters['priority'];
        if (options.assignee)
          query.assignee = [(await assigneeKey(context.client, options.assignee)) ?? 'none'];
        if (options.project) query.project_id = integerOption(options.project, '--project');
        if (options.label) query.label = options.label;
        if (options.cycle) query.cycle = options.cycle;
        if (options.search) query.q = options.search;
        const page = await findIssues(context.client, query);
        if (options.json) return printJson(page.data);
        if (page.data.length === 0) return void printText('No issues match.\n');
        printText(
          `${formatTable(['ID', 'STATUS', 'PRIORITY', 'ASSIGNEE', 'TITLE'], issueRows(page.data))}\n`,
        );
        const { meta } = page;
        if (meta.last_page > 1) {
          printText(
            `Page ${meta.current_page} of ${meta.last_page} (${meta.total} issues); --page N for more.\n`,
          );
        }
      }),
    );

  issue
    .command('show <id>')
    .description('an issue with its comments')
    .option('--json', 'print the issue, with `comments`, as JSON')
    .action(
      peopleAction(outcome, async (context, reference: string, options: { json?: boolean }) => {
        const { issue: shown, comments } = await readIssue(context.client, reference);
        if (options.json) return printJson({ ...shown, comments });
        const fields: [string, string][] = [
          ['Type', shown.type],
          ['Status', shown.status],
          ['Priority', shown.priority],
          ['Assignee', actorName(shown.assignee)],
          ['Creator', actorName(shown.creator)],
        ];
        if (shown.project) fields.push(['Project', shown.project.name]);
        if (shown.epic) fields.push(['Epic', `${shown.epic.id} ${shown.epic.title}`]);
        if (shown.labels.length) fields.push(['Labels', shown.labels.join(', ')]);
        if (shown.areas.length) fields.push(['Areas', shown.areas.join(', ')]);
        if (shown.due_date) fields.push(['Due', shown.due_date]);
        if (shown.estimate_minutes !== null) fields.push(['Estimate', formatMinutes(shown.estimate_minutes)]);
        fields.push(['Spent', formatMinutes(shown.spent_minutes)], ['Updated', shown.updated_at]);
        const parts = [`${shown.id}  ${shown.title}`, formatFields(fields)];
        const description = textOf(shown.description);
        if (description) parts.push(description);
        for (const comment of comments) {
          const body = comment.withdrawn ? '(withdrawn)' : textOf(comment.body);
          parts.push(`— ${comment.author.name}, ${comment.created_at}\n${body}`);
        }
        printText(`${parts.join('\n\n')}\n`);
      }),
    );

  withFieldOptions(
    issue
      .command('create')
      .description('open an issue (from a template with --template; the options given win over it)')
      .option('--title <title>', 'the title (required unless the template gives one)')
      .option('--template <name|id>', 'start from this issue template'),
  ).action(
    peopleAction(outcome, async (context, options: Record<string, unknown>) => {
      if (options.title === undefined && options.template === undefined) {
        throw new UsageError('Give the issue a --title, or a --template that has one.');
      }
      const body = { ...(await fieldsFrom(context, options)) } as Record<string, unknown>;
      if (typeof options.template === 'string') {
        body.template_id = await templateId(context.client, options.template).catch((error: unknown) => {
          throw error instanceof TemplateNameError ? new UsageError(error.message) : error;
        });
      }
      const created = dataOf(await context.client.POST('/api/v1/issues', { body: body })).data;
      printIssue(created, Boolean(options.json), 'Created');
    }),
  );

  withFieldOptions(
    issue.command('edit <id>').description("change an issue's fields").option('--title <title>', 'the title'),
  ).action(
    peopleAction(outcome, async (context, reference: string, options: Record<string, unknown>) => {
      const body = await fieldsFrom(context, options);
      if (Object.keys(body).length === 0)
        throw new UsageError('Nothing to change: give at least one field option.');
      const params = { path: { issue: reference } };
      const updated = dataOf(await context.client.PATCH('/api/v1/issues/{issue}', { params, body })).data;
      printIssue(updated, Boolean(options.json), 'Updated');
    }),
  );

  issue
    .command('comment <id> [text...]')
    .description('comment on an issue (the text from the arguments, or from standard input)')
    .option('--json', 'print the comment as JSON')
    .action(
      peopleAction(
        outcome,
        async (context, reference: string, words: string[], options: { json?: boolean }) => {
          const body = words.length ? words.join(' ') : await readStdinText();
          if (!body.trim()) throw new UsageError('The comment is empty: give its text or pipe it in.');
          const params = { path: { issue: reference } };
          const comment = dataOf(
            await context.client.POST('/api/v1/issues/{issue}/comments', { params, body: { body } }),
          ).data;
          if (options.json) printJson(comment);
          else printText(`Commented on ${reference.toUpperCase()} (comment ${comment.id}).\n`);
        },
      ),
    );

  issue
    .command('assign <id> <actor>')
    .description(
      'assign to user:ID, agent:ID, me, a member by name or email, or none (an agent starts a run)',
    )
    .option('--json', 'print the issue as JSON')
    .action(
      peopleAction(
        outcome,
        async (context, reference: string, actor: string, options: { json?: boolean }) => {
          const assignee = await assigneeKey(context.client, actor);
          const params = { path: { issue: reference } };
          const updated = dataOf(
            await context.client.PATCH('/api/v1/issues/{issue}', { params, body: { assignee } }),
          ).data;
          if (options.json) return printJson(updated);
          printText(
            updated.assignee
              ? `Assigned ${updated.id} to ${updated.assignee.name}.\n`
              : `${updated.id} is unassigned.\n`,
          );
        },
      ),
    );
}

/** `todo,in_progress` → `['todo', 'in_progress']`: the list filters take several values. */
function listOption(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
