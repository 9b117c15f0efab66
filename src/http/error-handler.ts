import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constraintKind } from '../db/constraint-errors.js';
import { AppError, ValidationError } from '../domain/errors.js';
import { fieldErrorsFrom } from './validation.js';

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** Fastify's own client-error codes and the message each gets. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but Content-Type is application/json.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_BAD_URL: 'The URL is malformed.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

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
    const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
    const schema = schemas?.[context];
    const errors = fieldErrorsFrom(fastifyError.validation as never, context, schema);
    const message = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
    return { status: 422, body: { message, errors } };
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
  const code = fastifyError?.code;
  if (code && FASTIFY_CLIENT_ERRORS[code]) {
    return { status: fastifyError.statusCode ?? 400, body: { message: FASTIFY_CLIENT_ERRORS[code] } };
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: fastifyError.message || 'Bad request.' } };
  }
  return { status: 500, body: { message: 'Server error.' } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = toErrorResponse(error, request);
    if (headers) void reply.headers(headers);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status === 422 && body.errors === undefined) body.errors = {};
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).type('application/json; charset=utf-8').send({ message: 'Not found.' }),
  );
}
