import { inTransaction } from '../../../db/connection.js';
import { changeWorkspaceSettings, workspaceSettings } from '../../../domain/people/workspace-settings.js';
import { Data, EmptyQuery } from '../../../schemas/common.js';
import { UpdateWorkspaceSettingsBody, WorkspaceSettingsSchema } from '../../../schemas/workspaces.js';
import type { InterfaceRouteModule } from './module.js';

/** Administration → Workspace (issue 30): name, cycles, holiday region; changed by owners and admins. */
export const workspaceRoutes: InterfaceRouteModule = (app, { db }) => {
  app.get(
    '/workspace',
    { schema: { querystring: EmptyQuery, response: { 200: Data(WorkspaceSettingsSchema) } } },
    async (request) => ({
      data: await workspaceSettings(db, request.caller),
    }),
  );

  app.patch(
    '/workspace',
    { schema: { body: UpdateWorkspaceSettingsBody, response: { 200: Data(WorkspaceSettingsSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) => changeWorkspaceSettings(tx, request.ctx, request.body)),
    }),
  );
};
