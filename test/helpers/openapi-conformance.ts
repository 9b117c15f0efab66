import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../src/http/openapi.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

type JsonObject = Record<string, any>;

/** `/api/v1/issues/:issue` → `/api/v1/issues/{issue}`, as the description names paths. */
export function openApiPath(routeUrl: string): string {
  return routeUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Replaces `#/components/...` references with what they point at. */
function inlineReferences(value: unknown, document: JsonObject): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineReferences(item, document));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as JsonObject).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<any>((node, segment) => node?.[segment], document);
    return inlineReferences(target, document);
  }
  return Object.fromEntries(
    Object.entries(value as JsonObject).map(([key, item]) => [key, inlineReferences(item, document)]),
  );
}

/**
 * Checks every answer the application gives against the served OpenAPI description: the route and its
 * status must be described, and a JSON body must match the described schema. Failures are collected
 * and reported when the test file's application closes, so any test that meets an undescribed answer
 * fails.
 */
export class OpenApiConformance {
  readonly failures: string[] = [];
  /** How many answers were checked. */
  checked = 0;
  private document: JsonObject | null = null;
  private readonly ajv = addFormats(new Ajv({ strict: false, allErrors: true, validateFormats: false }));
  private readonly validators = new Map<string, ValidateFunction>();

  use(document: JsonObject): void {
    this.document = document;
  }

  observe = (request: FastifyRequest, reply: FastifyReply, payload: unknown): void => {
    const routeUrl = request.routeOptions.url;
    // Not an /api/v1 route (runner API, reference page) or no route at all (the 404 of an unknown path).
    if (!this.document || !routeUrl?.startsWith(`${API_PREFIX}/`)) return;
    const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
    const status = String(reply.statusCode);
    const where = `${request.method} ${routeUrl} → ${status}`;
    this.checked += 1;
    const operation = (this.document.paths as JsonObject)[openApiPath(routeUrl)]?.[method] as
      JsonObject | undefined;
    if (!operation) return void this.failures.push(`${where}: the route is not described`);
    const responses = operation.responses as JsonObject;
    const described = (responses[status] ?? responses[`${status[0]}XX`] ?? responses.default) as
      JsonObject | undefined;
    if (!described) return void this.failures.push(`${where}: the status is not described`);
    if (request.method === 'HEAD' || status === '204' || status === '304') return;

    const contentType = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();
    const content = described.content as JsonObject | undefined;
    if (!content) return void this.failures.push(`${where}: a body is sent but none is described`);
    if (contentType !== 'application/json') {
      // File bytes are described as application/octet-stream whatever the file's own type.
      if (!content[contentType] && !content['application/octet-stream']) {
        this.failures.push(`${where}: ${contentType} is not a described media type`);
      }
      return;
    }
    if (!content['application/json']) return void this.failures.push(`${where}: JSON is not described`);
    if (typeof payload !== 'string') return;
    const key = `${method} ${routeUrl} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(
        inlineReferences(content['application/json'].schema, this.document) as object,
      );
      this.validators.set(key, validate);
    }
    if (!validate(JSON.parse(payload))) {
      this.failures.push(`${where}: ${this.ajv.errorsText(validate.errors)}`);
    }
  };
}
