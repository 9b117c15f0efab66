import type { Db } from '../db/connection.js';
import {
  claimIdempotencyKey,
  idempotencyCallerKey,
  requestFingerprint,
  settleIdempotencyKey,
  type IdempotentRequest,
} from '../domain/idempotency.js';
import type { App } from './types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this POST holds an `Idempotency-Key` claim, to be settled with its answer. */
    idempotency: IdempotentRequest | null;
  }
}

/** The headers of an answer that are part of it, replayed with it; rate-limit headers are always fresh. */
const REPLAYED_HEADERS = ['content-type', 'location'];

/**
 * `Idempotency-Key` on POST (decisions §10.2). Claimed after authentication and validation (a request
 * refused before the handler runs keeps nothing, as Stripe does), settled with the handler's answer
 * before it leaves, so a retry that arrives after the answer finds it.
 */
export function registerIdempotency(api: App, db: Db): void {
  api.decorateRequest('idempotency', null);

  api.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (request.method !== 'POST' || header === undefined) return;
    const held: IdempotentRequest = {
      callerKey: idempotencyCallerKey(request.caller),
      key: [header].flat().join(','),
      fingerprint: requestFingerprint(request.method, request.url, request.body),
    };
    const outcome = await claimIdempotencyKey(db, held);
    if (outcome.kind === 'claimed') {
      request.idempotency = held;
      return;
    }
    const { status, headers, body } = outcome.answer;
    return reply.status(status).headers(headers).header('idempotent-replayed', 'true').send(body);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const body = typeof payload === 'string' ? payload : payload instanceof Buffer ? payload.toString() : '';
    try {
      await settleIdempotencyKey(db, held, { status: reply.statusCode, headers, body });
    } catch (error) {
      // The answer still goes out; the key stays in progress (409 on a retry) until it expires.
      request.log.warn({ err: error }, 'could not keep the answer of an Idempotency-Key');
    }
    return payload;
  });
}
