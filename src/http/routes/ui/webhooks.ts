import {
  createWebhookIn,
  deleteWebhookIn,
  deliveriesOf,
  listWebhooksOf,
  replayDeliveryIn,
  resumeWebhookIn,
  rotateSecretIn,
  updateWebhookIn,
} from '../../../domain/webhook-admin.js';
import { EmptyQuery, IdParams } from '../../../schemas/common.js';
import { CreateWebhookBody, DeliveriesQuery, UpdateWebhookBody } from '../../../schemas/webhooks.js';
import type { InterfaceRouteModule } from './module.js';
import { inTransaction } from '../../../db/connection.js';

/** Administration → Webhooks (decisions §9.6), for owners and admins. */
export const webhookRoutes: InterfaceRouteModule = (app, { db, config }) => {
  const rules = { allowPrivate: config.webhookAllowPrivate };

  app.get('/webhooks', { schema: { querystring: EmptyQuery } }, async (request) => ({
    data: await listWebhooksOf(db, request.caller),
  }));

  app.post('/webhooks', { schema: { body: CreateWebhookBody } }, async (request, reply) =>
    reply
      .status(201)
      .send({
        data: await inTransaction(db, (tx) => createWebhookIn(tx, request.caller, request.body, rules)),
      }),
  );

  app.patch('/webhooks/:id', { schema: { params: IdParams, body: UpdateWebhookBody } }, async (request) => ({
    data: await inTransaction(db, (tx) =>
      updateWebhookIn(tx, request.caller, request.params.id, request.body, rules),
    ),
  }));

  app.delete('/webhooks/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await inTransaction(db, (tx) => deleteWebhookIn(tx, request.caller, request.params.id));
    return reply.status(204).send();
  });

  app.post('/webhooks/:id/rotate-secret', { schema: { params: IdParams } }, async (request) => ({
    data: await inTransaction(db, (tx) => rotateSecretIn(tx, request.caller, request.params.id)),
  }));

  app.post('/webhooks/:id/resume', { schema: { params: IdParams } }, async (request) => ({
    data: await inTransaction(db, (trx) => resumeWebhookIn(trx, request.caller, request.params.id)),
  }));

  app.get(
    '/webhooks/:id/deliveries',
    { schema: { params: IdParams, querystring: DeliveriesQuery } },
    async (request) => ({
      data: await deliveriesOf(db, request.caller, request.params.id, request.query),
    }),
  );

  app.post('/deliveries/:id/replay', { schema: { params: IdParams } }, async (request, reply) =>
    reply.status(202).send({
      data: await inTransaction(db, (trx) => replayDeliveryIn(trx, request.caller, request.params.id)),
    }),
  );
};
