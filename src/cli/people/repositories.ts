import type { Command } from 'commander';
import { dataOf } from '../../client/index.js';
import { formatTable, printJson, printText } from './output.js';
import { integerOption, peopleAction } from './shared.js';

/**
 * `tandem repository list|add|remove` (issue 38, decisions §12.3): the workspace's git repositories,
 * through the API (owners and admins add and remove; everyone but guests lists).
 */
export function registerRepositoryCommands(program: Command, outcome: { code: number }): void {
  const repository = program
    .command('repository')
    .description('the git repositories agents work in (a branch and worktree per issue on the runner)');
  repository
    .command('list')
    .description('the repositories of the workspace, by name')
    .option('--json', 'print the repositories as a JSON array')
    .action(
      peopleAction(outcome, async ({ client }, options: { json?: boolean }) => {
        const query = { per_page: 100 };
        const page = dataOf(await client.GET('/api/v1/repositories', { params: { query } }));
        if (options.json) return printJson(page.data);
        if (page.data.length === 0) return void printText('No repositories.\n');
        const rows = page.data.map((item) => [String(item.id), item.name, item.default_branch, item.url]);
        printText(`${formatTable(['ID', 'NAME', 'BRANCH', 'URL'], rows)}\n`);
      }),
    );
  repository
    .command('add <name> <url>')
    .description('add a repository: a git URL the runner machines fetch with their own credentials')
    .option('--default-branch <branch>', 'where issue branches start (default main)')
    .option('--json', 'print the repository as JSON')
    .action(
      peopleAction(
        outcome,
        async (
          { client },
          name: string,
          url: string,
          options: { defaultBranch?: string; json?: boolean },
        ) => {
          const body = {
            name,
            url,
            ...(options.defaultBranch ? { default_branch: options.defaultBranch } : {}),
          };
          const added = dataOf(await client.POST('/api/v1/repositories', { body })).data;
          if (options.json) return printJson(added);
          process.stdout.write(
            `Added repository ${added.id}: ${added.name} (${added.url}, from ${added.default_branch}).\n`,
          );
        },
      ),
    );
  repository
    .command('remove <id>')
    .description('remove a repository no project or agent names any more')
    .action(
      peopleAction(outcome, async ({ client }, id: string) => {
        const params = { path: { id: integerOption(id, 'ID') } };
        await client.DELETE('/api/v1/repositories/{id}', { params });
        process.stdout.write(`Removed repository ${id}.\n`);
      }),
    );
}
