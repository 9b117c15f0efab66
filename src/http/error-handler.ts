import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError } from '../db/connection-errors.js';
import { constraintKind } from '../db/constraint-errors.js';
import { AppError, ValidationError } from '../errors.js';
import type { RateLimitHook } from './rate-limit.js';
import { fieldErrorsFrom } from './validation.js';

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** Fastify's own client-error codes, the status each answers and its message (docs/decisions.md). */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty but Content-Type is application/json.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported Content-Type; send application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Content-Length does not match the body.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The URL is malformed (bad percent-encoding).' },
  FST_ERR_INVALID_URL: { status: 400, message: 'The URL is malformed.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A path parameter is too long.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request could not be routed.' },
  FST_ERR_NOT_FOUND: { status: 404, message: 'Not found.' },
};

const NOT_FOUND_BODY = { message: 'Not found.' };

/**
 * The one error mapper: every error leaves as `{message}` (plus `errors` on 422 only). A request
 * never answers 500 for something the client sent; a 500 means a bug and is logged.
 */
export function toErrorResponse(
  error: unknown,
  request: FastifyRequest,
): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof ValidationError) {
    return { status: 422, body: { message: error.message, errors: error.errors } };
  }
  if (error instanceof AppError) {
    return { status: error.status, body: { message: error.message }, headers: error.headers };
  }
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (fastifyError?.validation) {
    const context = fastifyError.validationContext ?? 'body';
    // A path that fails its parameter schema (`/time-entries/0x10`) names nothing (decisions §8).
    if (context === 'params') return { status: 404, body: { ...NOT_FOUND_BODY } };
    const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
    const schema = schemas?.[context];
    const errors = fieldErrorsFrom(fastifyError.validation as never, context, schema);
    const message = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
    return { status: 422, body: { message, errors } };
  }
  if (error instanceof DatabaseUnavailableError) {
    return {
      status: 503,
      body: { message: 'The database is briefly unavailable. Retry in a moment.' },
      headers: { 'retry-after': '1' },
    };
  }
  const kind = constraintKind(error);
  if (kind === 'unique') {
    return { status: 409, body: { message: 'The request conflicts with an existing record.' } };
  }
  if (kind === 'foreign_key') {
    return { status: 422, body: { message: 'A referenced record does not exist.', errors: {} } };
  }
  if (kind === 'invalid_value') {
    return { status: 422, body: { message: 'A value is invalid or out of range.', errors: {} } };
  }
  const known = typeof fastifyError?.code === 'string' ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message } };
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: fastifyError.message || 'Bad request.' } };
  }
  return { status: 500, body: { message: 'Server error.' } };
}

/**
 * Sends `error` as the contract's error body. The mapping itself may not fail the answer: should it throw,
 * the client still gets `{message}` and the log gets both errors.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  let answer: ReturnType<typeof toErrorResponse>;
  try {
    answer = toErrorResponse(error, request);
  } catch (mappingError) {
    request.log.error({ err: mappingError, cause: error }, 'error mapping failed');
    answer = { status: 500, body: { message: 'Server error.' } };
  }
  const { status, body, headers } = answer;
  if (headers) void reply.headers(headers);
  if (status === 503) request.log.warn({ err: error }, 'request failed: service unavailable');
  else if (status >= 500) request.log.error({ err: error }, 'request failed');
  if (status === 422 && body.errors === undefined) body.errors = {};
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function sendNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send({ ...NOT_FOUND_BODY });
}

/** The error handler, and the 404 of paths no scope claims (counted by the rate limiter like any other). */
export function registerErrorHandling(app: FastifyInstance, rateLimit: RateLimitHook): void {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler({ preHandler: rateLimit }, sendNotFound);
}
