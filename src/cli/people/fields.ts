import type { Command } from 'commander';
import { dataOf, type TandemClient } from '../../client/index.js';
import { UsageError } from '../../client/exit.js';
import { formatTable, printJson, printText } from './output.js';
import { integerOption, peopleAction, repeatable } from './shared.js';

/**
 * `tandem field list|create|delete` and the `--field key=value` of `tandem issue create|edit` (issue 40,
 * decisions §12.13): custom fields through the API (owners and admins create and delete).
 */

interface FieldInfo {
  key: string;
  type: string;
}

async function allFields(client: TandemClient): Promise<FieldInfo[]> {
  const fields: FieldInfo[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = dataOf(
      await client.GET('/api/v1/fields', { params: { query: { page, per_page: 100 } } }),
    );
    fields.push(...data);
    if (page >= meta.last_page) return fields;
  }
}

/**
 * `--field key=value` options as the API's `fields`: a number field's value as a number, a
 * multi_select's as its comma-separated options; an empty value or `none` clears the field.
 */
export async function fieldValuesFrom(
  client: TandemClient,
  given: string[],
): Promise<Record<string, unknown>> {
  const types = new Map((await allFields(client)).map((field) => [field.key, field.type]));
  const values: Record<string, unknown> = {};
  for (const option of given) {
    const at = option.indexOf('=');
    if (at <= 0) throw new UsageError(`--field takes key=value, not "${option}".`);
    const key = option.slice(0, at).trim();
    const raw = option.slice(at + 1);
    const type = types.get(key);
    if (type === undefined) throw new UsageError(`No custom field has the key "${key}" (tandem field list).`);
    if (raw === '' || raw === 'none') values[key] = null;
    else if (type === 'number') {
      const number = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(number))
        throw new UsageError(`--field ${key} takes a number.`);
      values[key] = number;
    } else if (type === 'multi_select') values[key] = raw.split(',').map((part) => part.trim());
    else values[key] = raw;
  }
  return values;
}

export function registerFieldCommands(program: Command, outcome: { code: number }): void {
  const field = program.command('field').description('custom fields issues carry (--field key=value)');
  field
    .command('list')
    .description('the custom fields of the workspace, by key')
    .option('--project <id>', 'only those issues of this project carry')
    .option('--json', 'print the fields as a JSON array')
    .action(
      peopleAction(outcome, async ({ client }, options: { project?: string; json?: boolean }) => {
        const query = {
          per_page: 100,
          ...(options.project ? { project_id: integerOption(options.project, '--project') } : {}),
        };
        const page = dataOf(await client.GET('/api/v1/fields', { params: { query } }));
        if (options.json) return printJson(page.data);
        if (page.data.length === 0) return void printText('No custom fields.\n');
        const rows = page.data.map((item) => [
          String(item.id),
          item.key,
          item.name,
          item.type,
          item.options.join(', '),
          item.project_id === null ? 'all' : String(item.project_id),
        ]);
        printText(`${formatTable(['ID', 'KEY', 'NAME', 'TYPE', 'OPTIONS', 'PROJECT'], rows)}\n`);
      }),
    );
  field
    .command('create <key> <name>')
    .description('add a field: text, number, select, multi_select, date, person or url')
    .requiredOption('--type <type>', 'text, number, select, multi_select, date, person or url')
    .option('--option <option>', 'a choice of a select or multi_select (repeat)', repeatable)
    .option('--project <id>', "only this project's issues carry it")
    .option('--json', 'print the field as JSON')
    .action(
      peopleAction(
        outcome,
        async (
          { client },
          key: string,
          name: string,
          options: { type: string; option?: string[]; project?: string; json?: boolean },
        ) => {
          const body = {
            key,
            name,
            type: options.type as 'text',
            ...(options.option ? { options: options.option } : {}),
            ...(options.project ? { project_id: integerOption(options.project, '--project') } : {}),
          };
          const created = dataOf(await client.POST('/api/v1/fields', { body })).data;
          if (options.json) return printJson(created);
          printText(`Created field ${created.id}: ${created.key} (${created.type}).\n`);
        },
      ),
    );
  field
    .command('delete <id>')
    .description('delete a field and its values on every issue')
    .action(
      peopleAction(outcome, async ({ client }, id: string) => {
        const params = { path: { id: integerOption(id, 'ID') } };
        await client.DELETE('/api/v1/fields/{id}', { params });
        printText(`Deleted field ${id}.\n`);
      }),
    );
}
