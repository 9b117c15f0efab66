import { Type } from 'typebox';
import {
  createWebhookIn,
  deleteWebhookIn,
  deliveriesOf,
  listWebhooksOf,
  replayDeliveryIn,
  resumeWebhookIn,
  rotateSecretIn,
  updateWebhookIn,
} from '../../../domain/integrations/webhook-admin.js';
import { Data, EmptyQuery, IdParams, NoContent } from '../../../schemas/common.js';
import {
  CreateWebhookBody,
  DeliveriesQuery,
  DeliveryAttemptSchema,
  ListedWebhookSchema,
  ReplayedDeliverySchema,
  UpdateWebhookBody,
  WebhookSchema,
  WebhookWithSecretSchema,
} from '../../../schemas/webhooks.js';
import type { InterfaceRouteModule } from './module.js';
import { inTransaction } from '../../../db/connection.js';

/** Administration → Webhooks (decisions §9.6), for owners and admins. */
export const webhookRoutes: InterfaceRouteModule = (app, { db, config }) => {
  const rules = { allowPrivate: config.webhookAllowPrivate };

  app.get(
    '/webhooks',
    { schema: { querystring: EmptyQuery, response: { 200: Data(Type.Array(ListedWebhookSchema)) } } },
    async (request) => ({
      data: await listWebhooksOf(db, request.caller),
    }),
  );

  app.post(
    '/webhooks',
    { schema: { body: CreateWebhookBody, response: { 201: Data(WebhookWithSecretSchema) } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await inTransaction(db, (tx) => createWebhookIn(tx, request.ctx, { ...request.body, rules })),
      }),
  );

  app.patch(
    '/webhooks/:id',
    { schema: { params: IdParams, body: UpdateWebhookBody, response: { 200: Data(WebhookSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) =>
        updateWebhookIn(tx, request.ctx, { id: request.params.id, changes: request.body, rules }),
      ),
    }),
  );

  app.delete(
    '/webhooks/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await inTransaction(db, (tx) => deleteWebhookIn(tx, request.ctx, { id: request.params.id }));
      return reply.status(204).send();
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    { schema: { params: IdParams, response: { 200: Data(WebhookWithSecretSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) => rotateSecretIn(tx, request.ctx, { id: request.params.id })),
    }),
  );

  app.post(
    '/webhooks/:id/resume',
    { schema: { params: IdParams, response: { 200: Data(WebhookSchema) } } },
    async (request) => ({
      data: await inTransaction(db, (tx) => resumeWebhookIn(tx, request.ctx, { id: request.params.id })),
    }),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        params: IdParams,
        querystring: DeliveriesQuery,
        response: { 200: Data(Type.Array(DeliveryAttemptSchema)) },
      },
    },
    async (request) => ({
      data: await deliveriesOf(db, request.caller, request.params.id, request.query),
    }),
  );

  app.post(
    '/deliveries/:id/replay',
    { schema: { params: IdParams, response: { 202: Data(ReplayedDeliverySchema) } } },
    async (request, reply) =>
      reply.status(202).send({
        data: await inTransaction(db, (tx) => replayDeliveryIn(tx, request.ctx, { id: request.params.id })),
      }),
  );
};
