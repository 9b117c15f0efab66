import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createApiToken, revokeApiToken } from '../domain/api-tokens.js';
import { AppError, ValidationError } from '../domain/errors.js';
import { seed, type SeedFixture } from '../domain/seed.js';
import { findUserByEmail, findWorkspaceBySlug, removeMember } from '../domain/workspaces.js';
import { openRuntime, type Runtime } from '../runtime.js';
import { currentMemberByEmail, required } from './admin/arguments.js';
import { memberAdd, userSetPassword, workspaceCreate } from './admin/accounts.js';
import { backupCommand } from './admin/backup.js';
import { agentBind, runtimeCreate, runtimeRevoke } from './admin/runtimes.js';
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
import { inTransaction } from '../db/connection.js';

/**
 * An admin command: parses its own arguments and returns what is printed as JSON on stdout.
 * Each resource that has administration adds its commands to `adminCommands`.
 */
export type AdminCommand = (args: string[], runtime: Runtime) => Promise<unknown>;

const seedCommand: AdminCommand = async (args, { database }) => {
  const { values } = parseArgs({ args, options: { file: { type: 'string' } } });
  const fixture = JSON.parse(await readFile(required(values, 'file'), 'utf8')) as SeedFixture;
  return inTransaction(database.db, (trx) => seed(trx, fixture));
};

const tokenCreate: AdminCommand = async (args, { database }) => {
  const { values } = parseArgs({
    args,
    options: {
      workspace: { type: 'string' },
      user: { type: 'string' },
      name: { type: 'string' },
      abilities: { type: 'string' },
      'expires-at': { type: 'string' },
    },
  });
  const { db } = database;
  const workspace = await findWorkspaceBySlug(db, required(values, 'workspace'));
  const user = await currentMemberByEmail(db, workspace, required(values, 'user'));
  return createApiToken(db, {
    workspaceId: workspace.id,
    userId: user.id,
    name: required(values, 'name'),
    abilities: values.abilities ? values.abilities.split(',').map((a) => a.trim()) : undefined,
    expiresAt: values['expires-at'] ?? null,
  });
};

const tokenRevoke: AdminCommand = async (args, { database }) => {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const id = Number(positionals[0]);
  if (!Number.isInteger(id) || id < 1) throw new Error('Usage: tandem admin token revoke ID');
  await revokeApiToken(database.db, id);
  return { id, revoked: true };
};

const memberRemove: AdminCommand = async (args, { database }) => {
  const { values } = parseArgs({
    args,
    options: { workspace: { type: 'string' }, user: { type: 'string' } },
  });
  const workspace = await findWorkspaceBySlug(database.db, required(values, 'workspace'));
  const user = await findUserByEmail(database.db, required(values, 'user'));
  await removeMember(database.db, workspace.id, user.id);
  return { workspace: workspace.slug, user: user.email, removed: true };
};

export const adminCommands: Record<string, AdminCommand> = {
  seed: seedCommand,
  'token create': tokenCreate,
  'token revoke': tokenRevoke,
  'member add': memberAdd,
  'member remove': memberRemove,
  'user set-password': userSetPassword,
  'workspace create': workspaceCreate,
  backup: backupCommand,
  'runtime create': runtimeCreate,
  'runtime revoke': runtimeRevoke,
  'agent bind': agentBind,
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
};

function usage(): string {
  return `Usage: tandem admin <command>\n\n${Object.keys(adminCommands)
    .map((name) => `  ${name}`)
    .join('\n')}\n`;
}

export async function adminCommand(argv: string[]): Promise<number> {
  const name = [argv.slice(0, 2).join(' '), argv[0] ?? ''].find((candidate) => candidate in adminCommands);
  if (!name) {
    process.stderr.write(argv.length ? `Unknown admin command "${argv.join(' ')}".\n${usage()}` : usage());
    return 1;
  }
  const args = argv.slice(name.split(' ').length);
  const runtime = await openRuntime({ migrate: true });
  try {
    const result = await adminCommands[name]!(args, runtime);
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
