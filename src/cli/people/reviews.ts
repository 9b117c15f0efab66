import type { Command } from 'commander';
import { dataOf } from '../../client/index.js';
import { UsageError } from '../../client/exit.js';
import { formatTable, printJson, printText } from './output.js';
import { peopleAction, readStdinText } from './shared.js';

/** `tandem review approve|request-changes|list|mine` (issue 39, decisions §12.9). */
export function registerReviewCommands(program: Command, outcome: { code: number }): void {
  const review = program.command('review').description("reviews of agents' work");

  review
    .command('approve <issue>')
    .description('approve the work waiting for your review (a merged pull request then closes the issue)')
    .option('--body <text>', 'a comment to go with the approval')
    .option('--json', 'print the review round as JSON')
    .action(
      peopleAction(
        outcome,
        async ({ client }, reference: string, options: { body?: string; json?: boolean }) => {
          const round = dataOf(
            await client.POST('/api/v1/issues/{issue}/review', {
              params: { path: { issue: reference } },
              body: { decision: 'approve', ...(options.body ? { body: options.body } : {}) },
            }),
          ).data;
          if (options.json) return printJson(round);
          printText(`Approved ${reference.toUpperCase()} (review round ${round.round}).\n`);
        },
      ),
    );

  review
    .command('request-changes <issue>')
    .description('ask the agent for changes: posted as your comment, and the agent works on it again')
    .option('--body <text>', 'what should change (else read from standard input)')
    .option('--json', 'print the review round as JSON')
    .action(
      peopleAction(
        outcome,
        async ({ client }, reference: string, options: { body?: string; json?: boolean }) => {
          const body = options.body ?? (await readStdinText());
          if (!body.trim()) throw new UsageError('Say what should change: give --body or pipe the text in.');
          const round = dataOf(
            await client.POST('/api/v1/issues/{issue}/review', {
              params: { path: { issue: reference } },
              body: { decision: 'request_changes', body },
            }),
          ).data;
          if (options.json) return printJson(round);
          printText(`Requested changes on ${reference.toUpperCase()} (review round ${round.round}).\n`);
        },
      ),
    );

  review
    .command('list <issue>')
    .description("an issue's review rounds, the first first")
    .option('--json', 'print the rounds as a JSON array')
    .action(
      peopleAction(outcome, async ({ client }, reference: string, options: { json?: boolean }) => {
        const rounds = dataOf(
          await client.GET('/api/v1/issues/{issue}/reviews', {
            params: { path: { issue: reference }, query: { per_page: 100 } },
          }),
        ).data;
        if (options.json) return printJson(rounds);
        if (rounds.length === 0) return void printText('No review rounds.\n');
        const rows = rounds.map((round) => [
          String(round.round),
          round.state,
          round.reviewer?.name ?? '—',
          round.agent?.name ?? '—',
          round.decided_at ?? round.requested_at,
        ]);
        printText(`${formatTable(['ROUND', 'STATE', 'REVIEWER', 'AGENT', 'WHEN'], rows)}\n`);
      }),
    );

  review
    .command('mine')
    .description('the issues awaiting your review')
    .option('--json', 'print the issues as a JSON array')
    .action(
      peopleAction(outcome, async ({ client }, options: { json?: boolean }) => {
        const issues = dataOf(
          await client.GET('/api/v1/inbox/reviews', { params: { query: { per_page: 100 } } }),
        ).data;
        if (options.json) return printJson(issues);
        if (issues.length === 0) return void printText('Nothing awaits your review.\n');
        printText(
          `${formatTable(
            ['ISSUE', 'TITLE'],
            issues.map((issue) => [issue.id, issue.title]),
          )}\n`,
        );
      }),
    );
}
