import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../domain/idempotency.js';
import type { RateLimitHook } from './rate-limit.js';
import { EmptyQuery } from '../schemas/common.js';

export const API_PREFIX = '/api/v1';
/** The interface's own endpoints (docs/interface-api.md), described in a document of their own. */
export const INTERFACE_PREFIX = '/api/ui';
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
    description:
      "Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE).",
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current window.',
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
    description: 'Too many requests for this token (or this person, with the session) in the current window.',
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

/**
 * The resources of /api/v1 as the description groups its operations (its tags), each with a line that
 * says what it holds. A route names its resource through `describeOperations`.
 */
export const API_TAGS = {
  me: {
    name: 'Me',
    description: 'Who the token acts as: the user, the workspace, the role and the abilities.',
  },
  projects: { name: 'Projects', description: 'Projects group issues and may give them their own prefix.' },
  issues: {
    name: 'Issues',
    description: 'The work items of the workspace: bugs, features, tasks, epics and more; their history.',
  },
  reviews: {
    name: 'Reviews',
    description: 'Review of agents’ work: the rounds of an issue and the reviewer’s decisions.',
  },
  comments: { name: 'Comments', description: 'Discussion on an issue; mentioning an agent queues a run.' },
  attachments: { name: 'Attachments', description: 'Files attached to issues and comments.' },
  agents: {
    name: 'Agents',
    description:
      'The software agents the caller may put to work; owners and admins configure them: instructions (versioned), skills, secrets.',
  },
  skills: {
    name: 'Skills',
    description:
      'Skills in the SKILL.md form (name, description, body) that agents are given with their runs.',
  },
  runs: {
    name: 'Runs',
    description:
      'An agent at work on an issue: queued, claimed by a runner, completed or failed; transcripts.',
  },
  approvals: {
    name: 'Approvals',
    description:
      'An agent asks, during its run, to take one action with its scope; a person who may approve answers once.',
  },
  deliveries: {
    name: 'Deliveries',
    description:
      'What runs delivered on an issue (pull requests, branches, documents…) with their claim check.',
  },
  time: {
    name: 'Time',
    description: "Hours logged on issues and meetings: the caller's own, and everybody's.",
  },
  timer: {
    name: 'Timer',
    description: "The caller's running timer: started on an issue, stopped into a time entry.",
  },
  absences: { name: 'Absences', description: 'Days off, sickness and other absences, as time entries.' },
  capacity: { name: 'Capacity', description: 'Hours available and planned per person.' },
  inbox: { name: 'Inbox', description: "The caller's notifications: mentions, assignments, budgets." },
  meetings: {
    name: 'Meetings',
    description: 'Meetings with agenda, minutes, action items and the time spent in them.',
  },
  articles: { name: 'Knowledge base', description: 'Articles of the knowledge base.' },
  whiteboards: { name: 'Whiteboards', description: 'Shared boards of notes and shapes, updated live.' },
  savedViews: { name: 'Saved views', description: 'Named filters of the issue list and board.' },
  members: { name: 'Members', description: 'The people and agents of the workspace, for pickers.' },
  labels: { name: 'Labels', description: 'The labels issues carry.' },
  states: {
    name: 'Workflow states',
    description: "Named states inside the contract's statuses; the board shows a column per state.",
  },
  templates: {
    name: 'Templates',
    description: 'Issue templates the New issue dialog offers; with a schedule, recurring work.',
  },
  fields: {
    name: 'Fields',
    description: 'Custom fields: typed values issues carry in `fields`, filtered with `field[key]`.',
  },
  cycles: { name: 'Cycles', description: 'Time boxes issues are planned into.' },
  chatChannels: {
    name: 'Chat channels',
    description: 'Slack and Microsoft Teams incoming webhooks that receive chosen events.',
  },
  repositories: {
    name: 'Repositories',
    description: 'The git repositories agents work in: a branch and a working copy per issue, on the runner.',
  },
  events: {
    name: 'Events',
    description: 'Everything that happens in the workspace, live (Server-Sent Events).',
  },
  auditLog: {
    name: 'Audit log',
    description:
      'What matters to security, newest first: sign-ins, credentials, roles, transfers. Read only.',
  },
  usage: { name: 'Usage', description: "Agents' runs and costs per month, against their budgets." },
  insights: {
    name: 'Insights',
    description: 'Series over the history, computed in the database: burn-up, throughput, times, costs.',
  },
  description: { name: 'API description', description: 'This OpenAPI description.' },
} as const satisfies Record<string, { name: string; description: string }>;

export type ApiTag = keyof typeof API_TAGS;

/** What the description says of one operation: a stable operationId, a summary, a description, its resource. */
export interface OperationDescription {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
}

/**
 * The describer of one resource's operations, for its route file: each route spreads
 * `operation('listIssues', 'List issues', 'What it answers…')` into its schema, so a route says once,
 * next to itself, how generated clients name it (operationId: camelCase verb and resource, never renamed
 * once published) and what it does. test/http/openapi.test.ts refuses an operation without them.
 */
export function describeOperations(tag: ApiTag) {
  return (operationId: string, summary: string, description: string): OperationDescription => ({
    operationId,
    summary,
    description,
    tags: [API_TAGS[tag].name],
  });
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
  // Relative: the API is wherever this document was fetched from.
  document.servers = [{ url: '/', description: 'This server' }];
  document.tags = Object.values(API_TAGS).map(({ name, description }) => ({ name, description }));
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
      return { schema: { ...schema, hide }, url };
    },
    transformObject: (documents) =>
      completeDocument(('openapiObject' in documents ? documents.openapiObject : {}) as JsonObject),
  });
}

/** The answers any /api/ui route may give besides its own (a session, not a token, is asked for). */
const INTERFACE_ERRORS: JsonObject = {
  '422': COMMON_RESPONSES['422'],
  '429': COMMON_RESPONSES['429'],
  '4XX': {
    description:
      '401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict.',
    content: jsonContent('#/components/schemas/Error'),
  },
  '5XX': COMMON_RESPONSES['5XX'],
};

/** What the interface document adds to every operation: the session cookie and the error bodies. */
function completeInterfaceDocument(document: JsonObject): JsonObject {
  document.components = {
    ...document.components,
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: 'tandem_session',
        description:
          "The session cookie set by `POST /api/ui/login`; every write also sends `X-CSRF-Token` (the session's `csrf_token`).",
      },
    },
    schemas: { Error: MESSAGE_BODY, ValidationError: VALIDATION_BODY },
  };
  document.security = [{ session: [] }];
  document.servers = [{ url: '/', description: 'This server' }];
  for (const operations of Object.values<JsonObject>(document.paths ?? {})) {
    for (const operation of Object.values<JsonObject>(operations)) {
      // Copies: the /api/v1 document completes the shared answers in place.
      const responses: JsonObject = { ...operation.responses, ...INTERFACE_ERRORS, ...operation.responses };
      operation.responses = Object.fromEntries(
        Object.entries<JsonObject>(responses).map(([status, response]) => [
          status,
          {
            ...response,
            description:
              response.description === 'Default Response'
                ? (STATUS_NAMES[status] ?? status)
                : response.description,
            headers: { ...RATE_LIMIT_HEADERS, ...response.headers },
          },
        ]),
      );
    }
  }
  return document;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI description of /api/ui: built for the interface's generated types, never served. */
    interfaceSwagger: FastifyInstance['swagger'];
  }
}

/**
 * A second collector, for /api/ui only: the interface's types (`web/src/api/ui-types.ts`) are generated
 * from it by `npm run generate:client`. It is not served: the endpoints are the interface's own, not a
 * published API, so the document exists at build time only.
 */
export async function registerInterfaceOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    decorator: 'interfaceSwagger',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tandem interface endpoints',
        version: '1',
        description:
          "The web interface's own endpoints (session only): docs/interface-api.md in the repository.",
      },
    },
    transform: ({ schema, url }) => {
      const hide = !url.startsWith(`${INTERFACE_PREFIX}/`);
      return { schema: { ...schema, hide }, url };
    },
    transformObject: (documents) =>
      completeInterfaceDocument(('openapiObject' in documents ? documents.openapiObject : {}) as JsonObject),
  });
}

/**
 * `GET /api/v1/openapi.json`: no token, but otherwise an API route like the others (decisions §8): counted
 * by the rate limiter (by address) with its headers, and an unknown query parameter is 422.
 */
export function registerOpenApiRoute(app: FastifyInstance, rateLimit: RateLimitHook): void {
  const operation = describeOperations('description');
  app.get(
    OPENAPI_PATH,
    {
      onRequest: rateLimit,
      schema: {
        ...operation(
          'getOpenApiDescription',
          'Get this OpenAPI description',
          'The OpenAPI 3.1 description of every /api/v1 operation, built from the schemas that validate requests. No token needed.',
        ),
        querystring: EmptyQuery,
        hide: false,
        security: [],
        response: { 200: { type: 'object', additionalProperties: true, description: 'This document.' } },
      },
    },
    async () => app.swagger(),
  );
}
