import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import {
  dataOf,
  TandemApiError,
  type AgentDetail,
  type Skill,
  type TandemClient,
} from '../../client/index.js';
import { UsageError } from '../../client/exit.js';
import { readHidden } from './login.js';
import { formatFields, formatTable, printJson, printText } from './output.js';
import { integerOption, peopleAction, readStdinText, repeatable } from './shared.js';

/**
 * `tandem agent …` and `tandem skill …` (decisions §12.4): a fleet configured from code. Secrets are read
 * from standard input (or typed without echo), never from the arguments, where `ps` and the shell's
 * history would keep them.
 */

function agentFields(agent: AgentDetail): [string, string][] {
  const fields: [string, string][] = [
    ['Name', agent.name],
    ['Provider', agent.provider],
    ['Model', agent.model ?? '—'],
    ['Status', agent.status],
    ['Runtime', agent.runtime ? `${agent.runtime.name}${agent.runtime.online ? '' : ' (offline)'}` : '—'],
    ['Instructions', agent.instructions_version === null ? '—' : `version ${agent.instructions_version}`],
    ['Skills', agent.skill_ids.length === 0 ? '—' : agent.skill_ids.join(', ')],
  ];
  if (agent.custom_env) fields.push(['Environment', Object.keys(agent.custom_env).join(', ') || '—']);
  if (agent.custom_args) fields.push(['Arguments', agent.custom_args.join(' ') || '—']);
  return fields;
}

/** `-` reads standard input. */
async function fileText(path: string): Promise<string> {
  return path === '-' ? readStdinText() : readFile(path, 'utf8');
}

/** Skill names (or ids) to ids, through `GET /skills`. */
async function skillIds(client: TandemClient, names: string[]): Promise<number[]> {
  const skills = dataOf(await client.GET('/api/v1/skills', { params: { query: { per_page: 100 } } })).data;
  return names.map((name) => {
    const skill = skills.find((s) => s.name === name || String(s.id) === name);
    if (!skill) throw new UsageError(`No skill named "${name}" (tandem skill list shows them).`);
    return skill.id;
  });
}

function pairs(values: string[], option: string): Record<string, string> {
  return Object.fromEntries(
    values.map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new UsageError(`${option} takes NAME=VALUE, got "${pair}".`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** A repository name (or id) to its id, through `GET /repositories`; `none` takes it away. */
async function repositoryId(client: TandemClient, name: string): Promise<number | null> {
  if (name === 'none') return null;
  const listed = dataOf(await client.GET('/api/v1/repositories', { params: { query: { per_page: 100 } } }));
  const repository = listed.data.find((r) => r.name === name || String(r.id) === name);
  if (!repository) throw new UsageError(`No repository named "${name}" (tandem repository list shows them).`);
  return repository.id;
}

/** A whole number option, or null for `none`. */
function countOrNone(value: string, option: string): number | null {
  return value === 'none' ? null : integerOption(value, option);
}

type SetOptions = Record<string, string | string[] | boolean | undefined>;

/** The update body from `tandem agent set`'s options. */
async function agentChanges(client: TandemClient, options: SetOptions) {
  const body: Record<string, unknown> = {};
  const text = (name: string) => (typeof options[name] === 'string' ? options[name] : undefined);
  if (text('instructionsFile') !== undefined) body.instructions = await fileText(text('instructionsFile')!);
  if (text('model') !== undefined) body.model = text('model') === 'none' ? null : text('model');
  if (text('name') !== undefined) body.name = text('name');
  if (options.skill) body.skill_ids = await skillIds(client, options.skill as string[]);
  if (options.noSkills) body.skill_ids = [];
  if (options.env) body.custom_env = pairs(options.env as string[], '--env');
  if (options.noEnv) body.custom_env = null;
  if (options.arg) body.custom_args = options.arg;
  if (options.noArgs) body.custom_args = null;
  if (text('mcpConfigFile') !== undefined) {
    try {
      body.mcp_config = JSON.parse(await fileText(text('mcpConfigFile')!)) as unknown;
    } catch (error) {
      throw new UsageError(`--mcp-config-file must hold JSON: ${(error as Error).message}`);
    }
  }
  if (text('maxRunMinutes') !== undefined) {
    body.max_run_minutes = countOrNone(text('maxRunMinutes')!, '--max-run-minutes');
  }
  if (text('repository') !== undefined) body.repository_id = await repositoryId(client, text('repository')!);
  if (text('maxConcurrentRuns') !== undefined) {
    body.max_concurrent_runs = integerOption(text('maxConcurrentRuns')!, '--max-concurrent-runs');
  }
  if (text('stallMinutes') !== undefined)
    body.stall_minutes = countOrNone(text('stallMinutes')!, '--stall-minutes');
  if (text('maxAttempts') !== undefined)
    body.max_attempts = countOrNone(text('maxAttempts')!, '--max-attempts');
  if (Object.keys(body).length === 0) throw new UsageError('Nothing to change: give at least one option.');
  return body;
}

/** The secret's value: standard input whole (one final newline dropped), or typed without echo. */
async function secretValue(name: string): Promise<string> {
  const value = process.stdin.isTTY
    ? await readHidden(`Value of ${name}`)
    : (await readStdinText()).replace(/\r?\n$/, '');
  if (value === '') throw new UsageError(`The value of ${name} is expected on standard input.`);
  return value;
}

function registerAgentShowCommands(agent: Command, outcome: { code: number }): void {
  agent
    .command('list')
    .description('the agents you may assign')
    .option('--json', 'print them as a JSON array')
    .action(
      peopleAction(outcome, async ({ client }, options: { json?: boolean }) => {
        const page = dataOf(await client.GET('/api/v1/agents', { params: { query: { per_page: 100 } } }));
        if (options.json) return printJson(page.data);
        if (page.data.length === 0) return void printText('No agents.\n');
        const rows = page.data.map((a) => [String(a.id), a.status, a.provider, a.model ?? '—', a.name]);
        printText(`${formatTable(['ID', 'STATUS', 'PROVIDER', 'MODEL', 'NAME'], rows)}\n`);
      }),
    );
  agent
    .command('show <id>')
    .description('one agent; owners and admins also see its configuration')
    .option('--json', 'print it as JSON')
    .option('--instructions', 'print its instructions only')
    .action(
      peopleAction(
        outcome,
        async ({ client }, id: string, options: { json?: boolean; instructions?: boolean }) => {
          const params = { path: { id: integerOption(id, 'ID') } };
          const shown = dataOf(await client.GET('/api/v1/agents/{id}', { params })).data;
          if (options.json) return printJson(shown);
          if (options.instructions) return void process.stdout.write(shown.instructions ?? '');
          printText(`${shown.id}\n${formatFields(agentFields(shown))}\n`);
        },
      ),
    );
}

function registerAgentSetCommand(agent: Command, outcome: { code: number }): void {
  agent
    .command('set <id>')
    .description("change an agent's settings (owners and admins)")
    .option('--name <name>', 'rename it')
    .option('--model <model>', 'the model, or none')
    .option(
      '--instructions-file <file>',
      'its instructions (Markdown, at most 64 KB; - reads stdin): a new version',
    )
    .option(
      '--skill <name>',
      'a skill it has, by name or id; repeat for several (replaces its skills)',
      repeatable,
    )
    .option('--no-skills', 'take all its skills away')
    .option(
      '--env <NAME=VALUE>',
      'a variable of its environment, not secret; repeat (replaces them)',
      repeatable,
    )
    .option('--no-env', 'clear its environment')
    .option('--arg <arg>', 'an argument for its tool; repeat, in order (replaces them)', repeatable)
    .option('--no-args', 'clear its arguments')
    .option('--mcp-config-file <file>', 'its MCP configuration, a JSON object (- reads stdin)')
    .option('--max-run-minutes <n>', 'the time limit of a run, or none')
    .option('--repository <name>', 'the repository its runs work in (a name or id), or none')
    .option('--max-concurrent-runs <n>', 'how many runs it holds at once')
    .option('--stall-minutes <n>', 'a run silent this long ends as stalled, or none')
    .option('--max-attempts <n>', 'attempts of a run whose runner is lost or stalls, or none for the default')
    .option('--json', 'print the agent as JSON')
    .action(
      peopleAction(outcome, async ({ client }, id: string, options: SetOptions) => {
        // commander sets `skills`, `env` and `args` to true by default for the --no- forms.
        const normalised: SetOptions = {
          ...options,
          noSkills: options.skills === false,
          noEnv: options.env === false,
          noArgs: options.args === false,
          env: Array.isArray(options.env) ? options.env : undefined,
          arg: options.arg,
        };
        const body = await agentChanges(client, normalised);
        const params = { path: { id: integerOption(id, 'ID') } };
        const changed = dataOf(
          await client.PATCH('/api/v1/agents/{id}', { params, body: body as never }),
        ).data;
        if (options.json) return printJson(changed);
        printText(`Changed ${changed.name}.\n${formatFields(agentFields(changed))}\n`);
      }),
    );
}

function registerSecretCommands(agent: Command, outcome: { code: number }): void {
  const secret = agent.command('secret').description("an agent's secrets (owners and admins)");
  secret
    .command('set <id> <name>')
    .description('set a secret; its value is read from standard input (or typed, not shown)')
    .action(
      peopleAction(outcome, async ({ client }, id: string, name: string) => {
        const value = await secretValue(name);
        const params = { path: { id: integerOption(id, 'ID'), name } };
        dataOf(await client.PUT('/api/v1/agents/{id}/secrets/{name}', { params, body: { value } }));
        printText(`Set ${name}.\n`);
      }),
    );
  secret
    .command('list <id>')
    .description('the names of its secrets and when each was set (never the values)')
    .option('--json', 'print them as a JSON array')
    .action(
      peopleAction(outcome, async ({ client }, id: string, options: { json?: boolean }) => {
        const params = { path: { id: integerOption(id, 'ID') } };
        const secrets = dataOf(await client.GET('/api/v1/agents/{id}/secrets', { params })).data;
        if (options.json) return printJson(secrets);
        if (secrets.length === 0) return void printText('No secrets.\n');
        printText(
          `${formatTable(
            ['NAME', 'UPDATED'],
            secrets.map((s) => [s.name, s.updated_at]),
          )}\n`,
        );
      }),
    );
  secret
    .command('remove <id> <name>')
    .description('remove a secret')
    .action(
      peopleAction(outcome, async ({ client }, id: string, name: string) => {
        const params = { path: { id: integerOption(id, 'ID'), name } };
        await client.DELETE('/api/v1/agents/{id}/secrets/{name}', { params });
        printText(`Removed ${name}.\n`);
      }),
    );
}

function registerSkillCommands(program: Command, outcome: { code: number }): void {
  const skill = program.command('skill').description("the workspace's skills (SKILL.md)");
  skill
    .command('list')
    .description('the skills, by name')
    .option('--json', 'print them as a JSON array')
    .action(
      peopleAction(outcome, async ({ client }, options: { json?: boolean }) => {
        const page = dataOf(await client.GET('/api/v1/skills', { params: { query: { per_page: 100 } } }));
        if (options.json) return printJson(page.data);
        if (page.data.length === 0) return void printText('No skills.\n');
        const rows = page.data.map((s) => [String(s.id), s.name, s.description]);
        printText(`${formatTable(['ID', 'NAME', 'DESCRIPTION'], rows)}\n`);
      }),
    );
  skill
    .command('add')
    .description('add a skill from a SKILL.md, or replace the one of the same name (owners and admins)')
    .requiredOption('--file <file>', 'the SKILL.md (- reads stdin)')
    .option('--json', 'print the skill as JSON')
    .action(
      peopleAction(outcome, async ({ client }, options: { file: string; json?: boolean }) => {
        const body = { skill_md: await fileText(options.file) };
        let verb = 'Added';
        let saved: Skill;
        try {
          saved = dataOf(await client.POST('/api/v1/skills', { body })).data;
        } catch (error) {
          if (!(error instanceof TandemApiError) || error.status !== 409) throw error;
          // The same name: replace it, so that applying the same configuration twice changes nothing.
          const name = /^name:\s*['"]?([a-z0-9-]+)/m.exec(body.skill_md)?.[1] ?? '';
          const [id] = await skillIds(client, [name]);
          saved = dataOf(
            await client.PATCH('/api/v1/skills/{id}', { params: { path: { id: id! } }, body }),
          ).data;
          verb = 'Updated';
        }
        if (options.json) return printJson(saved);
        printText(`${verb} ${saved.name}.\n`);
      }),
    );
  skill
    .command('remove <name>')
    .description('remove a skill (by name or id); agents that had it go without it')
    .action(
      peopleAction(outcome, async ({ client }, name: string) => {
        const [id] = await skillIds(client, [name]);
        await client.DELETE('/api/v1/skills/{id}', { params: { path: { id: id! } } });
        printText(`Removed ${name}.\n`);
      }),
    );
}

export function registerAgentCommands(program: Command, outcome: { code: number }): void {
  const agent = program.command('agent').description('agents: settings, instructions, skills, secrets');
  registerAgentShowCommands(agent, outcome);
  registerAgentSetCommand(agent, outcome);
  registerSecretCommands(agent, outcome);
  registerSkillCommands(program, outcome);
}
