import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../domain/idempotency.js';
import type { RateLimitHook } from './rate-limit.js';
import { EmptyQuery } from '../schemas/common.js';

export const API_PREFIX = '/api/v1';
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

type JsonObject = Record<string, any>;

const MESSAGE_BODY = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
};
const VALIDATION_BODY = {
  type: 'object',
  required: ['message', 'errors'],
  properties: {
    message: { type: 'string', description: 'The first field message.' },
    errors: {
      type: 'object',
      description: 'Field name (dotted for nested fields) to its messages.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
};

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': {
    description: 'Requests allowed a minute for this token (SERVICE_API_THROTTLE).',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current minute.',
    schema: { type: 'integer' },
  },
};

const jsonContent = (ref: string) => ({ 'application/json': { schema: { $ref: ref } } });

/**
 * The answers any /api/v1 route may give besides its own: the contract's error bodies (§8), 429 with
 * Retry-After, 5XX. Every response carries the rate-limit headers.
 */
const COMMON_RESPONSES: JsonObject = {
  '422': {
    description: 'The request is invalid: `errors` names each field and what it expects.',
    content: jsonContent('#/components/schemas/ValidationError'),
  },
  '429': {
    description: 'Too many requests for this token in the current minute.',
    headers: {
      'Retry-After': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
    },
    content: jsonContent('#/components/schemas/Error'),
  },
  '4XX': {
    description:
      '401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type.',
    content: jsonContent('#/components/schemas/Error'),
  },
  '5XX': {
    description: 'A server fault (503 while shutting down).',
    content: jsonContent('#/components/schemas/Error'),
  },
};

const STATUS_NAMES: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
};

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md).',
  schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
};

/** The resource a path belongs to, as a tag: `/api/v1/issues/{issue}/comments` → `issues`. */
function tagOf(url: string): string {
  return url.slice(API_PREFIX.length + 1).split('/')[0] || 'api';
}

/** Adds what every operation shares to the generated document. */
export function completeDocument(document: JsonObject): JsonObject {
  document.components = {
    ...document.components,
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'An API token (`tandem admin create-token`), sent as `Authorization: Bearer <token>`.',
      },
    },
    schemas: { Error: MESSAGE_BODY, ValidationError: VALIDATION_BODY },
  };
  document.security = [{ bearer: [] }];
  for (const operations of Object.values<JsonObject>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<JsonObject>(operations)) {
      operation.responses = { ...operation.responses, ...COMMON_RESPONSES, ...operation.responses };
      for (const [status, response] of Object.entries<JsonObject>(operation.responses)) {
        if (response.description === 'Default Response')
          response.description = STATUS_NAMES[status] ?? status;
        response.headers = { ...RATE_LIMIT_HEADERS, ...response.headers };
      }
      if (method === 'post')
        operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
    }
  }
  return document;
}

/**
 * Registers @fastify/swagger before any route, so that it collects every /api/v1 route's schemas; the
 * description is built from the schemas that validate requests and serialise responses.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tandem API',
        version: '1',
        description:
          'The REST API of Tandem. Conventions (collection envelope, errors, pagination, rate limits, webhooks): docs/api.md in the repository.',
      },
    },
    transform: ({ schema, url }) => {
      const hide = !url.startsWith(`${API_PREFIX}/`);
      return { schema: { ...schema, hide, tags: [tagOf(url)] }, url };
    },
    transformObject: (documents) =>
      completeDocument(('openapiObject' in documents ? documents.openapiObject : {}) as JsonObject),
  });
}

/**
 * `GET /api/v1/openapi.json`: no token, but otherwise an API route like the others (decisions §8): counted
 * by the rate limiter (by address) with its headers, and an unknown query parameter is 422.
 */
export function registerOpenApiRoute(app: FastifyInstance, rateLimit: RateLimitHook): void {
  app.get(
    OPENAPI_PATH,
    {
      onRequest: rateLimit,
      schema: {
        querystring: EmptyQuery,
        hide: false,
        security: [],
        response: { 200: { type: 'object', additionalProperties: true, description: 'This document.' } },
      },
    },
    async () => app.swagger(),
  );
}
