import fc from 'fast-check';
import type { RouteEntry } from '../../src/http/types.js';

/**
 * Requests for one route, generated from its schemas: path parameters, query string and JSON body each
 * mix what the schema accepts with what a hostile or careless client sends. Bodies are built as JSON
 * text, so they can hold what JSON.stringify cannot write (1e999, duplicate or `__proto__` keys).
 */

export interface FuzzRequest {
  method: string;
  url: string;
  contentType?: string;
  body?: string | Uint8Array;
  /** Path parameters the schema declares as integers, sent as something other than plain digits. */
  nonDecimalId: boolean;
}

/** Real values per path parameter name (`issue`, `id`…), so that lookups succeed some of the time. */
export type ParamPools = Record<string, string[]>;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

export const PROTOTYPE_NAMES = ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf'];

/** The edges of the accepted years (decisions §11.3) and days that do not exist. */
export const EDGE_DATES = [
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '2199-12-31',
  '2200-01-01',
  '9999-12-31',
  '2027-02-29',
  '2100-02-29',
];
export const EDGE_TIMESTAMPS = EDGE_DATES.flatMap((date) => [`${date}T00:00:00Z`, `${date}T23:59:59-05:00`]);

const nest = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

/** JSON values no schema wants: wrong types, extreme numbers, NULs, deep nesting, prototype keys. */
const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'null',
    'true',
    '[]',
    '{}',
    '"12"',
    '""',
    '" "',
    '0',
    '-1',
    '1.5',
    '-0',
    '2147483648',
    '9007199254740993',
    '1e308',
    '1e999',
    '-1e999',
    '99999999999999999999999',
    '1.0e-400',
    '"a\\u0000b"',
    '"\\u0000"',
    '"\\ud800"',
    '"<p></p>"',
    '"2026-02-30"',
    '"user:99999999999"',
    JSON.stringify('x'.repeat(70_000)),
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    nest(64, '[', ']'),
    nest(65, '[', ']'),
    nest(8_000, '[', ']'),
    `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`,
  ),
  fc.string({ maxLength: 12 }).map((text) => JSON.stringify(`${text}\u0000${text}`)),
  fc.double().map((value) => (Number.isFinite(value) ? String(value) : 'null')),
  fc.integer({ min: 1, max: 80 }).map((depth) => nest(depth, '[', ']')),
);

function types(schema: JsonSchema): string[] {
  return schema.type === undefined ? [] : [schema.type].flat();
}

/** A value the schema would accept most of the time (lengths and formats are not always met). */
function fitting(schema: JsonSchema, depth: number): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum).map((value) => JSON.stringify(value));
  if (schema.const !== undefined) return fc.constant(JSON.stringify(schema.const));
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((branch) => fitting(branch, depth)));
  const type = types(schema)[0];
  switch (type) {
    case 'string':
      if (schema.format === 'date') {
        return fc.constantFrom('2026-03-02', '2026-12-31', ...EDGE_DATES).map((d) => JSON.stringify(d));
      }
      if (schema.format === 'date-time') {
        return fc.constantFrom('2026-03-02T10:00:00Z', ...EDGE_TIMESTAMPS).map((t) => JSON.stringify(t));
      }
      return fc
        .string({ maxLength: Math.min(schema.maxLength ?? 24, 24) })
        .map((text) => JSON.stringify(text));
    case 'integer':
      return fc
        .integer({ min: Math.max(schema.minimum ?? -5, -1_000), max: Math.min(schema.maximum ?? 500, 500) })
        .map(String);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map(String);
    case 'boolean':
      return fc.boolean().map(String);
    case 'null':
      return fc.constant('null');
    case 'array':
      return fc
        .array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 3 })
        .map((items) => `[${items.join(',')}]`);
    case 'object':
      return objectFor(schema, depth + 1);
    default:
      return hostileValue;
  }
}

function valueFor(schema: JsonSchema, depth: number): fc.Arbitrary<string> {
  if (depth > 3) return hostileValue;
  return fc.oneof({ weight: 3, arbitrary: fitting(schema, depth) }, { weight: 1, arbitrary: hostileValue });
}

/** An object with some of the schema's properties and perhaps a few it does not know. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<string> {
  const known = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fc.option(
      valueFor(property, depth).map((value) => [name, value] as const),
      { nil: undefined },
    ),
  );
  const unknown = fc.array(fc.tuple(fc.constantFrom(...PROTOTYPE_NAMES, 'unknown_field', ''), hostileValue), {
    maxLength: 2,
  });
  return fc.tuple(fc.tuple(...known), unknown).map(([fields, extra]) => {
    const entries = [...fields.filter((field) => field !== undefined), ...extra];
    return `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`;
  });
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** What arrives as the request body, with its Content-Type. */
function bodyFor(route: RouteEntry): fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'body'>> {
  const schema = (route.schema?.body ?? { type: 'object' }) as JsonSchema;
  const json = (body: string | Uint8Array) => ({ contentType: 'application/json', body });
  return fc.oneof(
    { weight: 8, arbitrary: objectFor(schema, 0).map(json) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('', '{', 'null', '[1,2]', '"text"', '12', '{"a":1,}', '\u0000', '{"a":"\u0000"}')
        .map(json),
    },
    {
      weight: 1,
      // Invalid UTF-8 inside a string, and a stray byte outside one.
      arbitrary: fc
        .constantFrom(
          new Uint8Array([...utf8('{"title":"'), 0xff, 0xfe, 0xc3, ...utf8('","name":"x"}')]),
          new Uint8Array([...utf8('{"body":'), 0xc0, 0xaf, ...utf8('}')]),
        )
        .map(json),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { contentType: 'text/plain', body: 'hello' },
        { contentType: 'application/x-www-form-urlencoded', body: 'title=x&__proto__=1' },
        { contentType: 'application/json; charset=latin1', body: '{}' },
        { contentType: 'application/xml', body: '<a/>' },
        // A multipart body cut off inside its file part.
        {
          contentType: 'multipart/form-data; boundary=FUZZ',
          body: '--FUZZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello wor',
        },
        { contentType: 'application/json', body: `{"title":"${'x'.repeat(1_100_000)}"}` },
      ),
    },
  );
}

/** Path segments naming nothing, or naming something in a form the API does not read. */
const NON_DECIMAL = ['0x10', '1e1', '+5', '%205', '5.0', '-1', '0b1', 'abc', '1_000', '%EF%BC%91'];
const OTHER_BAD_SEGMENTS = [
  '0',
  '99999999999999999999',
  '%00',
  '%E0%A4%A',
  'x'.repeat(150),
  "1'or'1",
  ...PROTOTYPE_NAMES,
];

function paramFor(route: RouteEntry, name: string, pools: ParamPools) {
  const schema = (route.schema?.params as JsonSchema | undefined)?.properties?.[name];
  const isInteger = schema !== undefined && types(schema).includes('integer');
  const good = pools[name] ?? ['1'];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...good).map((value) => ({ value, nonDecimal: false })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...NON_DECIMAL).map((value) => ({ value, nonDecimal: isInteger })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...OTHER_BAD_SEGMENTS).map((value) => ({ value, nonDecimal: false })),
    },
    {
      weight: 1,
      arbitrary: fc.string({ minLength: 1, maxLength: 12 }).map((value) => ({
        value: encodeURIComponent(value),
        nonDecimal: isInteger && !/^[0-9]+$/.test(value),
      })),
    },
  );
}

/** A query string: known parameters with fitting or garbage values, unknown and prototype-named ones. */
function queryFor(route: RouteEntry): fc.Arbitrary<string> {
  const known = Object.keys((route.schema?.querystring as JsonSchema | undefined)?.properties ?? {});
  const name = fc.constantFrom(...known, ...PROTOTYPE_NAMES, 'bogus', 'page[0]');
  const value = fc.oneof(
    fc.constantFrom(
      '1',
      '0',
      '-1',
      'true',
      '',
      '99999999999999999999',
      'none',
      '2026-01-01',
      ...EDGE_DATES,
      ...EDGE_TIMESTAMPS.map(encodeURIComponent),
      '9999-12',
      '1899-12',
      'user:1',
      '%FF%FE',
    ),
    fc.string({ maxLength: 10 }).map(encodeURIComponent),
  );
  return fc
    .array(fc.tuple(name, value), { maxLength: 3 })
    .map((pairs) =>
      pairs.length === 0
        ? ''
        : `?${pairs.map(([key, val]) => `${encodeURIComponent(key)}=${val}`).join('&')}`,
    );
}

export function requestFor(route: RouteEntry, pools: ParamPools): fc.Arbitrary<FuzzRequest> {
  const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  const params = fc.tuple(...names.map((name) => paramFor(route, name, pools)));
  const body = route.method === 'GET' ? fc.constant({}) : bodyFor(route);
  return fc.tuple(params, queryFor(route), body).map(([values, query, payload]) => {
    let index = 0;
    const path = route.url.replace(/:[A-Za-z_]+/g, () => values[index++]!.value);
    return {
      method: route.method,
      url: `${path}${query}`,
      ...payload,
      nonDecimalId: values.some((value) => value.nonDecimal),
    };
  });
}
