import { inTransaction } from '../../db/connection.js';
import { runtimeSystemContext } from '../../runtime.js';
import { recordIntegrationChange } from '../../domain/people/audit-log.js';
import { createIntegration } from '../../domain/integrations/code-host-integrations.js';
import type { CodeHostName } from '../../domain/integrations/code-hosts/index.js';
import { findWorkspaceBySlug } from '../../domain/people/workspaces.js';
import { required } from './arguments.js';
import { defineAdminCommand } from './command.js';

/**
 * `tandem admin integration <provider> create --workspace SLUG` (decisions §11.8): prints exactly
 * `{"id", "url", "secret"}`: the address to give the code host and the secret it signs with.
 */
function integrationCreate(provider: CodeHostName) {
  return defineAdminCommand({
    summary: `Connect a workspace to ${provider === 'github' ? 'GitHub' : 'Gitea'}; prints {id, url, secret}`,
    options: { workspace: { type: 'string' } },
    run: async ({ values }, { database, config }) => {
      const workspace = await findWorkspaceBySlug(database.db, required(values, 'workspace'));
      return inTransaction(database.db, async (tx) => {
        const system = runtimeSystemContext({ database, config });
        const created = await createIntegration(tx, system, { workspaceId: workspace.id, provider });
        await recordIntegrationChange(tx, null, workspace.id, 'integration.connected', {
          id: created.id,
          provider,
        });
        return created;
      });
    },
  });
}

export const integrationCommands = {
  'integration github create': integrationCreate('github'),
  'integration gitea create': integrationCreate('gitea'),
};
