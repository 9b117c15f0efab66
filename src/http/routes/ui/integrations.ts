import { inTransaction } from '../../../db/connection.js';
import {
  changeCodeHostSettings,
  codeHostSettingsOf,
  createIntegrationIn,
  deleteIntegrationIn,
  listIntegrationsOf,
  rotateIntegrationSecretIn,
} from '../../../domain/integrations/code-host-integrations.js';
import { Type } from 'typebox';
import {
  CodeHostSettingsBody,
  CodeHostSettingsSchema,
  CreateIntegrationBody,
  IntegrationSchema,
  IntegrationWithSecretSchema,
} from '../../../schemas/code-hosts.js';
import { Data, EmptyQuery, IdParams, NoContent } from '../../../schemas/common.js';
import type { InterfaceRouteModule } from './module.js';

/** Administration → Integrations (issue 29), for owners and admins. */
export const integrationRoutes: InterfaceRouteModule = (app, { db }) => {
  app.get(
    '/integrations',
    { schema: { querystring: EmptyQuery, response: { 200: Data(Type.Array(IntegrationSchema)) } } },
    async (request) => ({
      data: await listIntegrationsOf(db, request.ctx),
    }),
  );

  app.get(
    '/integrations/settings',
    { schema: { querystring: EmptyQuery, response: { 200: Data(CodeHostSettingsSchema) } } },
    async (request) => ({
      data: await codeHostSettingsOf(db, request.caller),
    }),
  );

  app.post(
    '/integrations',
    { schema: { body: CreateIntegrationBody, response: { 201: Data(IntegrationWithSecretSchema) } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await inTransaction(db, (tx) => createIntegrationIn(tx, request.ctx, request.body)),
      }),
  );

  app.delete(
    '/integrations/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteIntegrationIn(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );

  app.post(
    '/integrations/:id/rotate-secret',
    { schema: { params: IdParams, response: { 200: Data(IntegrationWithSecretSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        rotateIntegrationSecretIn(tx, request.ctx, { id: request.params.id }),
      ),
    }),
  );

  app.put(
    '/integrations/settings',
    { schema: { body: CodeHostSettingsBody, response: { 200: Data(CodeHostSettingsSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) => changeCodeHostSettings(tx, request.ctx, request.body)),
    }),
  );
};
