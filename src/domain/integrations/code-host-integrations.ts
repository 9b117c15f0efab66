import { recordIntegrationChange } from '../people/audit-log.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { CodeHostIntegration } from '../../db/schema.js';
import {
  deleteIntegration,
  findIntegration,
  insertIntegration,
  listIntegrations,
  saveStatusMovesSetting,
  setIntegrationSecret,
  statusMovesSetting,
} from '../../repositories/code-hosts.js';
import type { CodeHostSettings, IntegrationView, IntegrationWithSecret } from '../../schemas/code-hosts.js';
import { generateSecret } from '../../webhooks/signing.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext, type SystemContext } from '../context.js';
import type { CodeHostName } from './code-hosts/index.js';
import { NotFoundError } from '../../errors.js';
import { assertCanAdministerWorkspace } from '../policy.js';

/**
 * Code-host integrations (issue 29, decisions §11.8): created by `tandem admin integration github
 * create` and in Administration → Integrations (owners and admins), each with the address the code host
 * delivers to and the secret it signs with, shown when created or rotated and never again.
 */

/** Where the code host sends its deliveries. */
export function integrationUrl(
  integration: Pick<CodeHostIntegration, 'id' | 'provider'>,
  ctx: Pick<SystemContext, 'appUrl'>,
) {
  return `${ctx.appUrl}/api/hooks/${integration.provider}/${integration.id}`;
}

function present(integration: CodeHostIntegration, ctx: Pick<SystemContext, 'appUrl'>): IntegrationView {
  return {
    id: integration.id,
    provider: integration.provider,
    url: integrationUrl(integration, ctx),
    created_at: integration.created_at,
    last_delivery_at: integration.last_delivery_at,
    reconnect_needed: integration.reconnect_needed_since !== null,
  };
}

/** For the admin CLI (no caller: the installation's administrator) and the interface. */
export async function createIntegration(
  tx: Tx,
  ctx: SystemContext,
  input: { workspaceId: number; provider: CodeHostName },
): Promise<IntegrationWithSecret> {
  const secret = generateSecret();
  const integration = await insertIntegration(tx, {
    workspace_id: input.workspaceId,
    provider: input.provider,
    secret,
    created_at: nowOf(ctx),
  });
  return { id: integration.id, url: integrationUrl(integration, ctx), secret };
}

async function mustFindInWorkspace(db: Executor, caller: Caller, id: number) {
  assertCanAdministerWorkspace(caller);
  const integration = await findIntegration(db, id);
  if (!integration || integration.workspace_id !== caller.workspace.id)
    throw new NotFoundError('Integration');
  return integration;
}

export async function listIntegrationsOf(db: Executor, ctx: CommandContext) {
  assertCanAdministerWorkspace(ctx.caller);
  return (await listIntegrations(db, ctx.caller.workspace.id)).map((row) => present(row, ctx));
}

export async function createIntegrationIn(tx: Tx, ctx: CommandContext, input: { provider: CodeHostName }) {
  const { caller } = ctx;
  const { provider } = input;
  assertCanAdministerWorkspace(caller);
  const created = await createIntegration(tx, ctx, { workspaceId: caller.workspace.id, provider });
  await recordIntegrationChange(tx, caller, caller.workspace.id, 'integration.connected', {
    id: created.id,
    provider,
  });
  return created;
}

/** Also how an integration an import brought without its secret is reconnected (issue 37). */
export async function rotateIntegrationSecretIn(
  tx: Tx,
  ctx: CommandContext,
  input: { id: number },
): Promise<IntegrationWithSecret> {
  const { caller } = ctx;
  const { id } = input;
  const integration = await mustFindInWorkspace(tx, caller, id);
  const secret = generateSecret();
  await setIntegrationSecret(tx, id, secret);
  await recordIntegrationChange(tx, caller, caller.workspace.id, 'integration.secret_rotated', integration);
  return { id, url: integrationUrl(integration, ctx), secret };
}

/** The integration goes with its delivery log; the pull requests it reported stay on their issues. */
export async function deleteIntegrationIn(tx: Tx, ctx: CommandContext, input: { id: number }): Promise<void> {
  const { caller } = ctx;
  const { id } = input;
  const integration = await mustFindInWorkspace(tx, caller, id);
  await deleteIntegration(tx, id);
  await recordIntegrationChange(tx, caller, caller.workspace.id, 'integration.disconnected', integration);
}

export async function codeHostSettingsOf(db: Executor, caller: Caller): Promise<CodeHostSettings> {
  assertCanAdministerWorkspace(caller);
  return { status_moves: await statusMovesSetting(db, caller.workspace.id) };
}

export async function changeCodeHostSettings(
  tx: Tx,
  ctx: CommandContext,
  settings: CodeHostSettings,
): Promise<CodeHostSettings> {
  assertCanAdministerWorkspace(ctx.caller);
  await saveStatusMovesSetting(tx, ctx.caller.workspace.id, settings.status_moves);
  return settings;
}
