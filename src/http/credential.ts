import type { FastifyRequest } from 'fastify';
import { readBearerCredential, type BearerCredential } from '../domain/auth.js';

/**
 * The request's credential, read from its Authorization header the first time it is asked for: the
 * rate limiter (which runs first) and authentication share one parse, check and digest.
 */
export function credentialOf(request: FastifyRequest): BearerCredential {
  request.credential ??= readBearerCredential(request.headers.authorization);
  return request.credential;
}
