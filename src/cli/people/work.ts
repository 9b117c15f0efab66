import type { Command } from 'commander';
import { dataOf, type Run } from '../../client/index.js';
import { formatFields, formatMinutes, formatTable, printJson, printText } from './output.js';
import { integerOption, peopleAction } from './shared.js';

/** `tandem run …`, `tandem time log`, `tandem timer …`. */

function runFields(run: Run): [string, string][] {
  const fields: [string, string][] = [
    ['Status', run.status],
    ['Agent', run.agent.name],
    ['Issue', run.issue ?? '—'],
    ['Attempts', String(run.attempts)],
    ['Queued', run.queued_at ?? '—'],
    ['Started', run.started_at ?? '—'],
    ['Finished', run.finished_at ?? '—'],
  ];
  if (run.usage?.cost_usd != null) fields.push(['Cost', `$${run.usage.cost_usd.toFixed(2)}`]);
  if (run.waiting_reason) {
    fields.push(['Waiting', `${run.waiting_reason}${run.waiting_message ? `: ${run.waiting_message}` : ''}`]);
  }
  if (run.failure_reason) fields.push(['Failure reason', run.failure_reason]);
  if (run.retry_of) fields.push(['Retry of', run.retry_of]);
  if (run.instructions_version !== null) fields.push(['Instructions', `version ${run.instructions_version}`]);
  if (run.error) fields.push(['Error', run.error]);
  if (run.summary) fields.push(['Summary', run.summary]);
  return fields;
}

export function registerWorkCommands(program: Command, outcome: { code: number }): void {
  const run = program.command('run').description("agents' runs");
  run
    .command('list')
    .description('runs, newest first')
    .option('--status <status>', 'queued, running, completed, failed, canceled, …')
    .option('--agent <id>', 'one agent, by id')
    .option('--issue <id>', 'the runs of one issue, such as ACME-12')
    .option('--limit <n>', 'runs per page (at most 100)', '30')
    .option('--page <n>', 'page number', '1')
    .option('--json', 'print the runs as a JSON array')
    .action(
      peopleAction(outcome, async ({ client }, options: Record<string, any>) => {
        const query: Record<string, unknown> = {
          per_page: integerOption(options.limit, '--limit'),
          page: integerOption(options.page, '--page'),
        };
        if (options.status) query.status = options.status;
        if (options.agent) query.agent_id = integerOption(options.agent, '--agent');
        if (options.issue) query.issue = options.issue;
        const page = dataOf(await client.GET('/api/v1/runs', { params: { query } }));
        if (options.json) return printJson(page.data);
        if (page.data.length === 0) return void printText('No runs.\n');
        const rows = page.data.map((item) => [
          item.id,
          item.status,
          item.agent.name,
          item.issue ?? '—',
          item.finished_at ?? item.started_at ?? item.queued_at ?? '',
        ]);
        printText(`${formatTable(['RUN', 'STATUS', 'AGENT', 'ISSUE', 'WHEN'], rows)}\n`);
      }),
    );
  run
    .command('show <ulid>')
    .description('one run: status, attempts, usage, summary')
    .option('--json', 'print the run as JSON')
    .action(
      peopleAction(outcome, async ({ client }, ulid: string, options: { json?: boolean }) => {
        const shown = dataOf(
          await client.GET('/api/v1/runs/{run}', { params: { path: { run: ulid } } }),
        ).data;
        if (options.json) return printJson(shown);
        printText(`${shown.id}\n${formatFields(runFields(shown))}\n`);
      }),
    );
  run
    .command('cancel <ulid>')
    .description('cancel a run: a queued one is never handed out, a running one is stopped within 10 seconds')
    .option('--json', 'print the run as JSON')
    .action(
      peopleAction(outcome, async ({ client }, ulid: string, options: { json?: boolean }) => {
        const params = { path: { run: ulid } };
        const canceled = dataOf(await client.POST('/api/v1/runs/{run}/cancel', { params })).data;
        if (options.json) return printJson(canceled);
        process.stdout.write(`Canceled run ${canceled.id} of ${canceled.agent.name}.\n`);
      }),
    );
  run
    .command('retry <ulid>')
    .description('queue a new run for the same issue and agent as an ended run')
    .option('--json', 'print the new run as JSON')
    .action(
      peopleAction(outcome, async ({ client }, ulid: string, options: { json?: boolean }) => {
        const params = { path: { run: ulid } };
        const queued = dataOf(await client.POST('/api/v1/runs/{run}/retry', { params })).data;
        if (options.json) return printJson(queued);
        process.stdout.write(
          `Queued run ${queued.id} of ${queued.agent.name}${queued.issue ? ` on ${queued.issue}` : ''}.\n`,
        );
      }),
    );

  program
    .command('time')
    .description('your hours')
    .command('log <id> <duration>')
    .description('log hours on an issue: a duration such as 1h30m, 45m or 1d (a day is 8 hours)')
    .option('--date <date>', 'the day worked, YYYY-MM-DD (default today)')
    .option('--note <text>', 'what the time was for')
    .option('--json', 'print the time entry as JSON')
    .action(
      peopleAction(
        outcome,
        async (
          { client },
          reference: string,
          duration: string,
          options: Record<string, string | boolean>,
        ) => {
          const body: { duration: string; spent_on?: string; note?: string } = { duration };
          if (typeof options.date === 'string') body.spent_on = options.date;
          if (typeof options.note === 'string') body.note = options.note;
          const params = { path: { issue: reference } };
          const entry = dataOf(await client.POST('/api/v1/issues/{issue}/time', { params, body })).data;
          if (options.json) return printJson(entry);
          printText(
            `Logged ${formatMinutes(entry.minutes)} on ${entry.issue ?? reference} for ${entry.spent_on}.\n`,
          );
        },
      ),
    );

  const timer = program.command('timer').description('your running timer');
  timer
    .command('start <id>')
    .description('start timing an issue (stops, and records, a timer already running)')
    .option('--note <text>', 'what the time is for')
    .option('--json', 'print the timer as JSON')
    .action(
      peopleAction(
        outcome,
        async ({ client }, reference: string, options: { note?: string; json?: boolean }) => {
          const params = { path: { issue: reference } };
          const body = options.note === undefined ? {} : { note: options.note };
          const started = dataOf(await client.POST('/api/v1/issues/{issue}/timer', { params, body })).data;
          if (options.json) return printJson(started);
          if (started.stopped) {
            printText(
              `Stopped the timer on ${started.stopped.issue ?? started.stopped.title}: logged ${formatMinutes(started.stopped.minutes)}.\n`,
            );
          }
          printText(`Timer running on ${started.issue} since ${started.started_at}.\n`);
        },
      ),
    );
  timer
    .command('stop')
    .description('stop the timer and log its time')
    .option('--json', 'print the time entry as JSON')
    .action(
      peopleAction(outcome, async ({ client }, options: { json?: boolean }) => {
        const entry = dataOf(await client.POST('/api/v1/timer/stop')).data;
        if (options.json) return printJson(entry);
        printText(`Logged ${formatMinutes(entry.minutes)} on ${entry.issue ?? entry.title}.\n`);
      }),
    );
}
