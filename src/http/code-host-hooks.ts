import type { FastifyPluginAsync } from 'fastify';
import { inTransaction } from '../db/connection.js';
import { handleDelivery, verifyDelivery } from '../domain/integrations/code-host-deliveries.js';
import { CodeHostParams } from '../schemas/code-hosts.js';
import type { RateLimitHook } from './rate-limit.js';
import type { App, Services } from './types.js';

/** The largest delivery taken; GitHub's pull_request and push payloads stay far below it. */
export const CODE_HOST_BODY_LIMIT = 1024 * 1024;

/**
 * `POST /api/hooks/{provider}/{id}` (issue 29): where a code host delivers. No token: the signature over
 * the raw body is the credential, so the body is kept as bytes (JSON only; anything else is 415).
 * Counted by address like any call without a credential.
 */
export function codeHostHookRoutes(services: Services, rateLimit: RateLimitHook): FastifyPluginAsync {
  return async (scope) => {
    const hooks = scope as App;
    hooks.addHook('onRequest', rateLimit);
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    hooks.post(
      '/:provider/:id',
      { bodyLimit: CODE_HOST_BODY_LIMIT, schema: { params: CodeHostParams } },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const delivery = await verifyDelivery(services.db, {
          ...request.params,
          headers: request.headers,
          body,
        });
        const outcome = await inTransaction(services.db, (tx) =>
          handleDelivery(tx, services.system, delivery),
        );
        if (outcome.ignored !== undefined) {
          request.log.warn(
            { integration: delivery.integration.id, delivery: delivery.deliveryId, reason: outcome.ignored },
            'code host delivery ignored',
          );
        }
        return reply.status(outcome.status).send({ message: outcome.message });
      },
    );
  };
}
