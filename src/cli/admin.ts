import { readFile } from 'node:fs/promises';
import { inTransaction } from '../db/connection.js';
import { createApiTokenByCommand, revokeApiToken } from '../domain/people/api-tokens.js';
import { recordMemberRemoval } from '../domain/people/audit-log.js';
import { AppError, ValidationError } from '../errors.js';
import { seed, type SeedFixture } from '../domain/seed.js';
import { findUserByEmail, findWorkspaceBySlug, removeMember } from '../domain/people/workspaces.js';
import { openRuntime } from '../runtime.js';
import { currentMemberByEmail, required } from './admin/arguments.js';
import { defineAdminCommand, type AdminCommand } from './admin/command.js';
import { memberAdd, userSetPassword, workspaceCreate } from './admin/accounts.js';
import { userResetSecondFactor } from './admin/second-factor.js';
import { backupCommand } from './admin/backup.js';
import { importCommands } from './admin/imports.js';
import { integrationCommands } from './admin/integrations.js';
import { budgetList, budgetSet } from './admin/budgets.js';
import { exportCommand, importCommand } from './admin/transfer.js';
import {
  agentBind,
  agentDisable,
  agentEnable,
  agentUpdate,
  runtimeCreate,
  runtimeRevoke,
} from './admin/runtimes.js';
import { savedViewCreate, whiteboardAddElement, whiteboardCreate } from './admin/boards.js';
import {
  webhookCreate,
  webhookDelete,
  webhookDeliveriesCommand,
  webhookList,
  webhookReplay,
  webhookResume,
  webhookRotateSecret,
  webhookUpdate,
} from './admin/webhooks.js';

export const seedCommand = defineAdminCommand({
  summary: 'Create everything in a fixture file (docs/seeding.md) and print the result',
  options: { file: { type: 'string' } },
  run: async ({ values }, { database }) => {
    const fixture = JSON.parse(await readFile(required(values, 'file'), 'utf8')) as SeedFixture;
    return inTransaction(database.db, (tx) => seed(tx, fixture));
  },
});

export const tokenCreate = defineAdminCommand({
  summary: 'Create an API token for a member; prints {id, token}',
  options: {
    workspace: { type: 'string' },
    user: { type: 'string' },
    name: { type: 'string' },
    abilities: { type: 'string' },
    'expires-at': { type: 'string' },
  },
  run: async ({ values }, { database }) => {
    const { db } = database;
    const workspace = await findWorkspaceBySlug(db, required(values, 'workspace'));
    const user = await currentMemberByEmail(db, workspace, required(values, 'user'));
    return inTransaction(db, (tx) =>
      createApiTokenByCommand(tx, {
        workspaceId: workspace.id,
        userId: user.id,
        name: required(values, 'name'),
        abilities: values.abilities ? values.abilities.split(',').map((a) => a.trim()) : undefined,
        expiresAt: values['expires-at'] ?? null,
      }),
    );
  },
});

export const tokenRevoke = defineAdminCommand({
  summary: 'Revoke an API token',
  arguments: '[id]',
  options: {},
  run: async ({ positionals }, { database }) => {
    const id = Number(positionals[0]);
    if (!Number.isInteger(id) || id < 1) throw new Error('Usage: tandem admin token revoke ID');
    await inTransaction(database.db, (tx) => revokeApiToken(tx, id));
    return { id, revoked: true };
  },
});

export const memberRemove = defineAdminCommand({
  summary: 'Remove a person from a workspace (their tokens stop working there)',
  options: { workspace: { type: 'string' }, user: { type: 'string' } },
  run: async ({ values }, { database }) => {
    const workspace = await findWorkspaceBySlug(database.db, required(values, 'workspace'));
    const user = await findUserByEmail(database.db, required(values, 'user'));
    await inTransaction(database.db, async (tx) => {
      await removeMember(tx, workspace.id, user.id);
      await recordMemberRemoval(tx, null, workspace.id, user.id, null);
    });
    return { workspace: workspace.slug, user: user.email, removed: true };
  },
});

/** Every `tandem admin` command by its words; each resource that has administration adds its own. */
export const adminCommands: Record<string, AdminCommand> = {
  seed: seedCommand,
  'token create': tokenCreate,
  'token revoke': tokenRevoke,
  'member add': memberAdd,
  'member remove': memberRemove,
  'user set-password': userSetPassword,
  'user reset-second-factor': userResetSecondFactor,
  'workspace create': workspaceCreate,
  backup: backupCommand,
  export: exportCommand,
  // A command of its own (`--from FILE`) that also takes subcommands (`import github …`).
  import: importCommand,
  'runtime create': runtimeCreate,
  'runtime revoke': runtimeRevoke,
  'agent bind': agentBind,
  'agent update': agentUpdate,
  'agent disable': agentDisable,
  'agent enable': agentEnable,
  'budget set': budgetSet,
  'budget list': budgetList,
  'whiteboard create': whiteboardCreate,
  'whiteboard add-element': whiteboardAddElement,
  'saved-view create': savedViewCreate,
  'webhook create': webhookCreate,
  'webhook list': webhookList,
  'webhook update': webhookUpdate,
  'webhook delete': webhookDelete,
  'webhook deliveries': webhookDeliveriesCommand,
  'webhook resume': webhookResume,
  'webhook replay': webhookReplay,
  'webhook rotate-secret': webhookRotateSecret,
  ...importCommands,
  ...integrationCommands,
};

/**
 * Runs one admin command with the values commander parsed: its result as JSON on stdout, or its error on
 * stderr with exit code 1.
 */
export async function runAdminCommand(
  command: AdminCommand,
  input: { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] },
): Promise<number> {
  const runtime = await openRuntime({ migrate: true });
  try {
    const result = await command.run(input, runtime);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    const message =
      error instanceof ValidationError
        ? `${error.message} ${JSON.stringify(error.errors)}`
        : error instanceof AppError || error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`${message}\n`);
    return 1;
  } finally {
    await runtime.database.close();
  }
}
