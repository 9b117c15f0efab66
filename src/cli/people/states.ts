import type { Command } from 'commander';
import { dataOf, type paths, type TandemClient } from '../../client/index.js';
import { UsageError } from '../../client/exit.js';
import { formatTable, printJson, printText } from './output.js';
import { peopleAction } from './shared.js';

/**
 * `tandem state list|create|edit|delete` (issue 40, decisions §12.13): the workspace's workflow states,
 * through the API (owners and admins write; everyone reads).
 */

type CreateBody = NonNullable<paths['/api/v1/states']['post']['requestBody']>['content']['application/json'];

interface StateRow {
  id: number;
  name: string;
  status: string;
  color: string;
  position: number;
}

async function allStates(client: TandemClient): Promise<StateRow[]> {
  const query = { per_page: 100 };
  return dataOf(await client.GET('/api/v1/states', { params: { query } })).data;
}

/**
 * A state named by id or by name (any case), for `--state` and the state commands; `none` is null (the
 * status's own).
 */
export async function stateIdOf(client: TandemClient, given: string): Promise<number | null> {
  const wanted = given.trim();
  if (wanted.toLowerCase() === 'none') return null;
  const states = await allStates(client);
  const found = /^\d+$/.test(wanted)
    ? states.find((state) => state.id === Number(wanted))
    : states.find((state) => state.name.toLowerCase() === wanted.toLowerCase());
  if (!found) {
    const known = states.map((state) => state.name).join(', ') || 'none yet';
    throw new UsageError(`No workflow state "${given}" (the workspace's states: ${known}).`);
  }
  return found.id;
}

function positionOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,3}$/.test(value.trim())) throw new UsageError(`--position must be 0 or more, got "${value}".`);
  return Number(value);
}

export function registerStateCommands(program: Command, outcome: { code: number }): void {
  const state = program
    .command('state')
    .description('workflow states: named states inside the statuses (In design inside in_progress)');
  state
    .command('list')
    .description('the states by status, then position')
    .option('--json', 'print the states as a JSON array')
    .action(
      peopleAction(outcome, async ({ client }, options: { json?: boolean }) => {
        const states = await allStates(client);
        if (options.json) return printJson(states);
        if (states.length === 0)
          return void printText('No workflow states: issues use the statuses alone.\n');
        const rows = states.map((row) => [
          String(row.id),
          row.status,
          String(row.position),
          row.color,
          row.name,
        ]);
        printText(`${formatTable(['ID', 'STATUS', 'POSITION', 'COLOUR', 'NAME'], rows)}\n`);
      }),
    );
  state
    .command('create <name>')
    .description('add a state inside a status')
    .requiredOption('--status <status>', 'backlog, todo, in_progress, in_review, on_hold, done or canceled')
    .requiredOption('--color <#rrggbb>', 'its colour, such as #7c3aed')
    .option('--position <n>', 'its place among the states of its status, from 0 (default: last)')
    .option('--json', 'print the state as JSON')
    .action(
      peopleAction(
        outcome,
        async (
          { client },
          name: string,
          options: { status: string; color: string; position?: string; json?: boolean },
        ) => {
          const position = positionOf(options.position);
          const body = {
            name,
            // The server names the statuses it takes when this is none of them.
            status: options.status as CreateBody['status'],
            color: options.color,
            ...(position === undefined ? {} : { position }),
          };
          const created = dataOf(await client.POST('/api/v1/states', { body })).data;
          if (options.json) return printJson(created);
          printText(`Created state ${created.id}: ${created.name} (${created.status}).\n`);
        },
      ),
    );
  state
    .command('edit <state>')
    .description('rename, recolour or move a state (named by id or name)')
    .option('--name <name>', 'its new name')
    .option('--color <#rrggbb>', 'its new colour')
    .option('--position <n>', 'its new place among the states of its status, from 0')
    .option('--json', 'print the state as JSON')
    .action(
      peopleAction(
        outcome,
        async (
          { client },
          given: string,
          options: { name?: string; color?: string; position?: string; json?: boolean },
        ) => {
          const position = positionOf(options.position);
          const body = {
            ...(options.name === undefined ? {} : { name: options.name }),
            ...(options.color === undefined ? {} : { color: options.color }),
            ...(position === undefined ? {} : { position }),
          };
          if (Object.keys(body).length === 0) {
            throw new UsageError('Nothing to change: give --name, --color or --position.');
          }
          const id = await stateIdOf(client, given);
          if (id === null) throw new UsageError('Name a state to edit.');
          const params = { path: { id } };
          const updated = dataOf(await client.PATCH('/api/v1/states/{id}', { params, body })).data;
          if (options.json) return printJson(updated);
          printText(`Updated state ${updated.id}: ${updated.name} (${updated.status}, ${updated.color}).\n`);
        },
      ),
    );
  state
    .command('delete <state>')
    .description("delete a state; its issues keep their status (the status's own state)")
    .action(
      peopleAction(outcome, async ({ client }, given: string) => {
        const id = await stateIdOf(client, given);
        if (id === null) throw new UsageError('Name a state to delete.');
        await client.DELETE('/api/v1/states/{id}', {
          params: { path: { id } },
        });
        printText(`Deleted state ${id}.\n`);
      }),
    );
}
