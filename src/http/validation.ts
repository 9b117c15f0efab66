import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { isAcceptedDate, isAcceptedTimestamp } from '../domain/date-range.js';
import { DATE_RANGE_WORDS } from '../schemas/limits.js';
import type { FieldErrors } from '../errors.js';
import { withoutNul } from '../domain/text-input.js';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext resolution.
const addFormats = addFormatsModule as unknown as ((ajv: Ajv) => Ajv) & {
  get(format: 'date-time'): { validate: (text: string) => boolean };
};
const isIsoDateTime = addFormats.get('date-time').validate;

/**
 * `date` and `date-time` are the one place request dates are checked: a real calendar day in the years
 * 1900–2199 (decisions §11.3, src/domain/date-range.ts), so no date outside reaches the domain, and the
 * 422 names the field. A timestamp's instant must lie in those years in UTC too.
 */
function addDateFormats(ajv: Ajv): void {
  ajv.addFormat('date', { type: 'string', validate: isAcceptedDate });
  ajv.addFormat('date-time', {
    type: 'string',
    validate: (text: string) => isIsoDateTime(text) && isAcceptedTimestamp(text),
  });
}

/**
 * Two validators: bodies are checked strictly (a string is never coerced into a number) and lose
 * unknown fields silently (General rules §5); query strings and path parameters are coerced from text
 * and keep unknown names so they can be refused with 422.
 */
function createAjv(part: 'body' | 'query'): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: part === 'query' ? 'array' : false,
    removeAdditional: part === 'body',
    useDefaults: true,
    strict: false,
    // Each error carries the schema it failed, so a message can say the form the schema expects.
    verbose: true,
  });
  addFormats(ajv);
  addDateFormats(ajv);
  return ajv;
}

const bodyAjv = createAjv('body');
const queryAjv = createAjv('query');

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return bodyAjv.compile(schema as object);
  const validate = queryAjv.compile(schema as object);
  return httpPart === 'params' ? checkingRawText(schema as ObjectSchema, validate) : validate;
};

interface ObjectSchema {
  properties?: Record<string, { type?: unknown; pattern?: unknown }>;
}

/**
 * A path parameter's `pattern` is checked on the text as sent, before coercion: ajv would otherwise read
 * `0x10`, `1e1`, `+5`, ` 5` or `5.0` as a number and the path would name a record it does not spell
 * (decisions §8). Only non-string schemas need it; ajv checks a string's pattern itself.
 */
function checkingRawText(schema: ObjectSchema, validate: ValidateFunction): ValidateFunction {
  const rawPatterns = Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    property.type !== 'string' && typeof property.pattern === 'string'
      ? [{ name, pattern: new RegExp(property.pattern, 'u') }]
      : [],
  );
  if (rawPatterns.length === 0) return validate;
  const check = ((params: Record<string, unknown>) => {
    for (const { name, pattern } of rawPatterns) {
      const raw = params[name];
      if (typeof raw === 'string' && !pattern.test(raw)) {
        check.errors = [
          {
            keyword: 'pattern',
            instancePath: `/${name}`,
            schemaPath: `#/properties/${name}/pattern`,
            params: { pattern: pattern.source },
          },
        ];
        return false;
      }
    }
    const valid = validate(params);
    check.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return check;
}

function describeType(type: unknown): string {
  switch (type) {
    case 'integer':
      return 'an integer';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    case 'null':
      return 'null';
    default:
      return 'a string';
  }
}

/** The form a format expects, for its message. */
const FORMAT_EXPECTATIONS: Record<string, string> = {
  date: `a date in the form YYYY-MM-DD, ${DATE_RANGE_WORDS}`,
  'date-time': `a date and time in ISO 8601 form, such as 2026-11-22T09:30:00Z, ${DATE_RANGE_WORDS}`,
  time: 'a time in the form HH:MM:SS',
  email: 'an email address',
  uri: 'an absolute URL, such as https://example.com/hook',
  uuid: 'a UUID',
};

/**
 * What a pattern or format expects: the schema's own `description` (schemas with a pattern describe
 * the form in words, which also shows in the OpenAPI description), else the format's usual form.
 */
function expectedForm(error: ErrorObject): string | null {
  const schema = error.parentSchema as { description?: unknown; format?: unknown } | undefined;
  if (typeof schema?.description === 'string') return schema.description;
  if (typeof schema?.format === 'string') return FORMAT_EXPECTATIONS[schema.format] ?? null;
  return null;
}

/** A repeated query parameter is named as sent (`status`), not by its position (`status.1`). */
function fieldName(error: ErrorObject, fallback: string, isQuery = false): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .filter((segment, index) => !(isQuery && index > 0 && /^[0-9]+$/.test(segment)))
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return path.length > 0 ? path.join('.') : fallback;
}

function messageFor(error: ErrorObject, field: string, schema: unknown, isQuery: boolean): string {
  const p = error.params as Record<string, unknown>;
  const label = isQuery ? `The ${field} parameter` : `The ${field} field`;
  switch (error.keyword) {
    case 'required':
      return `${label} is required.`;
    case 'additionalProperties': {
      const accepted = Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
      return `The ${field} parameter is unknown. Accepted parameters: ${accepted.length ? accepted.join(', ') : 'none'}.`;
    }
    case 'type':
      return `${label} must be ${describeType(p.type)}.`;
    case 'enum':
      return `The selected ${field} is invalid. Allowed values: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `The selected ${field} is invalid.`;
    case 'minLength':
      return p.limit === 1
        ? `${label} is required.`
        : `${label} must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `${label} must not be greater than ${String(p.limit)} characters.`;
    case 'pattern': {
      if (error.schemaPath.includes('minLength') || error.message?.includes('\\S'))
        return `${label} is required.`;
      const expected = expectedForm(error);
      return expected ? `${label} must be ${expected}.` : `${label} format is invalid.`;
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} must be at least ${String(p.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} must not be greater than ${String(p.limit)}.`;
    case 'format': {
      const expected = expectedForm(error);
      return expected
        ? `${label} must be ${expected}.`
        : `${label} must be a valid ${String(p.format).replace('-', ' ')}.`;
    }
    case 'minItems':
      return `${label} must have at least ${String(p.limit)} items.`;
    case 'maxItems':
      return `${label} must not have more than ${String(p.limit)} items.`;
    default:
      return `${label} is invalid.`;
  }
}

/** Turns ajv errors into the contract's `errors: {field: [messages]}`. */
export function fieldErrorsFrom(errors: ErrorObject[], context: string, schema: unknown): FieldErrors {
  const isQuery = context === 'querystring' || context === 'params';
  // A Map, not an object: a parameter named `constructor` or `__proto__` must not meet Object's own.
  const out = new Map<string, string[]>();
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  for (const error of errors) {
    // Inside a nullable union ajv reports one error per branch; keep the union's own summary instead.
    if (error.keyword !== 'anyOf' && anyOfPaths.has(error.instancePath)) continue;
    const field = fieldName(error, context === 'body' ? 'body' : context, context === 'querystring');
    const message =
      error.keyword === 'anyOf'
        ? unionMessage(error, errors, field, schema, isQuery)
        : messageFor(error, field, schema, isQuery);
    const messages = out.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    out.set(field, messages);
  }
  // fromEntries defines own properties, so even `__proto__` arrives as a field name.
  return Object.fromEntries(out);
}

/**
 * A value that fits no branch of a union (most often `X or null`): the message of the branch that
 * says most (a pattern or format over a bare type), with "or null" when null is allowed.
 */
function unionMessage(
  union: ErrorObject,
  errors: ErrorObject[],
  field: string,
  schema: unknown,
  isQuery: boolean,
): string {
  const branches = errors.filter(
    (error) => error.keyword !== 'anyOf' && error.instancePath === union.instancePath,
  );
  const allowsNull = branches.some((error) => error.keyword === 'type' && error.params.type === 'null');
  const label = `The ${field} ${isQuery ? 'parameter' : 'field'}`;
  const telling = branches.find((error) => error.keyword !== 'type');
  const orNull = allowsNull ? ', or null' : '';
  if (telling) return `${messageFor(telling, field, schema, isQuery).replace(/\.$/, '')}${orNull}.`;
  const types = branches.filter((e) => e.params.type !== 'null').map((e) => describeType(e.params.type));
  return types.length ? `${label} must be ${types.join(' or ')}${orNull}.` : `${label} is invalid.`;
}

/**
 * NUL characters cannot be stored in PostgreSQL text and are never meaningful in this API's text; they
 * are removed from every JSON body before validation, on both databases alike. The body was just parsed
 * and belongs to this request, so strings are replaced in place; the walk keeps its own stack, so no
 * nesting can overflow the call stack.
 */
export function withoutNulCharacters<T>(value: T): T {
  if (typeof value === 'string') return withoutNul(value) as T;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const container = pending.pop();
    if (!isJsonContainer(container)) continue;
    for (const key of Object.keys(container)) {
      const item = container[key];
      if (typeof item === 'string') {
        if (item.includes('\u0000')) container[key] = withoutNul(item);
      } else if (typeof item === 'object' && item !== null) {
        pending.push(item);
      }
    }
  }
  return value;
}

/** Arrays and plain objects: what JSON.parse makes. */
function isJsonContainer(value: unknown): value is Record<string, unknown> {
  if (Array.isArray(value)) return true;
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}
