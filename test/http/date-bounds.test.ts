import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp, TEST_APP_URL } from '../helpers/app.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';

/**
 * Every date the service accepts lies in the years 1900–2199 (decisions §11.3): a date outside answers
 * 422 on that field at once, and no loop over days can run away on one (issue #27: a guest's absence
 * on 9999-12-31 looped forever, holding the server and, on PostgreSQL, a transaction's locks).
 */
describe('date bounds', async () => {
  const app = await startTestApp();

  it('refuses an absence on 9999-12-31 from a guest with 422 on date, at once', async () => {
    const scene = await buildScene(app.db);
    const guest = await buildMember(app.db, scene.workspace, { role: 'guest' });
    const { token } = await buildToken(app.db, scene.workspace, guest);
    const res = await client(app, token).post('/absences', { kind: 'vacation', date: '9999-12-31' });
    assert.equal(res.status, 422);
    assert.ok(res.body.errors.date, JSON.stringify(res.body));
    const range = await client(app, token).post('/absences', {
      kind: 'vacation',
      from: '9999-12-30',
      to: '9999-12-31',
    });
    assert.equal(range.status, 422);
    assert.ok(range.body.errors.from && range.body.errors.to, JSON.stringify(range.body));
    // The server still answers.
    assert.equal((await client(app, token).get('/absences')).status, 200);
  });
});

/** The edges of the accepted years, and days that do not exist (decisions §11.3). */
const EDGE_DATES: { value: string; accepted: boolean }[] = [
  { value: '0001-01-01', accepted: false },
  { value: '1899-12-31', accepted: false },
  { value: '1900-01-01', accepted: true },
  { value: '2199-12-31', accepted: true },
  { value: '2200-01-01', accepted: false },
  { value: '9999-12-31', accepted: false },
  { value: '2027-02-29', accepted: false },
  { value: '2100-02-29', accepted: false },
  { value: '1900-02-29', accepted: false },
];
const EDGE_TIMESTAMPS: { value: string; accepted: boolean }[] = [
  { value: '0001-01-01T00:00:00Z', accepted: false },
  { value: '1899-12-31T23:59:59Z', accepted: false },
  { value: '1900-01-01T00:00:00Z', accepted: true },
  { value: '2199-12-31T23:59:59Z', accepted: true },
  { value: '2199-12-31T23:00:00-05:00', accepted: false },
  { value: '2200-01-01T00:00:00Z', accepted: false },
  { value: '9999-12-31T23:59:59Z', accepted: false },
  { value: '2027-02-29T10:00:00Z', accepted: false },
  { value: '2100-02-29T10:00:00+01:00', accepted: false },
];
const EDGE_MONTHS: { value: string; accepted: boolean }[] = [
  { value: '0001-01', accepted: false },
  { value: '1899-12', accepted: false },
  { value: '1900-01', accepted: true },
  { value: '2199-12', accepted: true },
  { value: '2200-01', accepted: false },
  { value: '9999-12', accepted: false },
];

type Kind = 'date' | 'date-time' | 'date-or-time' | 'month';
const EDGES: Record<Kind, { value: string; accepted: boolean }[]> = {
  date: EDGE_DATES,
  'date-time': EDGE_TIMESTAMPS,
  'date-or-time': [...EDGE_DATES, ...EDGE_TIMESTAMPS],
  month: EDGE_MONTHS,
};

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
}

/** Fields that carry a date without a JSON Schema format: read by the domain or by a pattern. */
const NAMED_DATE_FIELDS: Record<string, Kind> = { updated_since: 'date-or-time', month: 'month' };

function kindOf(name: string, schema: JsonSchema): Kind | null {
  const branches = schema.anyOf ?? [schema];
  for (const branch of branches) {
    if (branch.format === 'date') return 'date';
    if (branch.format === 'date-time') return 'date-time';
  }
  return NAMED_DATE_FIELDS[name] ?? null;
}

/** Every date field of a schema, as a path of property names and array positions. */
function dateFields(schema: JsonSchema | undefined, path: (string | number)[] = []) {
  const found: { path: (string | number)[]; kind: Kind }[] = [];
  if (!schema) return found;
  for (const branch of schema.anyOf ?? [schema]) {
    for (const [name, property] of Object.entries(branch.properties ?? {})) {
      const kind = kindOf(name, property);
      if (kind) found.push({ path: [...path, name], kind });
      // A saved view's filters are the GET /issues parameters, checked by the domain.
      else if (name === 'filters')
        found.push({ path: [...path, name, 'updated_since'], kind: 'date-or-time' });
      else found.push(...dateFields(property, [...path, name]));
    }
    if (branch.items) found.push(...dateFields(branch.items, [...path, 0]));
  }
  return found;
}

/** A value the schema accepts, made of its required parts only. */
function sample(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf) return sample(schema.anyOf.find((b) => b.type !== 'null') ?? schema.anyOf[0]!);
  switch ([schema.type].flat()[0]) {
    case 'string':
      if (schema.format === 'date') return '2026-03-02';
      if (schema.format === 'date-time') return '2026-03-02T10:00:00Z';
      if (schema.pattern?.includes('user|agent')) return 'user:1';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sample(schema.properties?.[name] ?? {})]),
      );
    default:
      return null;
  }
}

/** `sample` with the value at `path`, the containers on the way made from the schema. */
function withValue(schema: JsonSchema, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const branch =
    (schema.anyOf ?? [schema]).find((b) => (typeof head === 'number' ? b.items : b.properties?.[head])) ??
    schema;
  if (typeof head === 'number') return [withValue(branch.items ?? {}, rest, value)];
  const base = (sample(branch) ?? {}) as Record<string, unknown>;
  return { ...base, [head]: withValue(branch.properties?.[head] ?? {}, rest, value) };
}

describe('every date field of every operation, at the edges of the accepted years', async () => {
  const app = await startTestApp({
    SERVICE_API_THROTTLE: '100000000',
    SERVICE_SESSION_THROTTLE: '100000000',
  });
  const scene = await buildScene(app.db, { holiday_region: 'DE' });
  const issue = await buildIssue(app.db, scene.workspace);
  const runtime = await buildRuntime(app.db, scene.workspace, {
    agents: [await buildAgent(app.db, scene.workspace)],
  });
  await givePassword(app, scene.owner.id);
  const browser = await signedIn(app, scene.owner.email);
  const pools: Record<string, string> = {
    issue: `${scene.workspace.issue_prefix}-${issue.number}`,
  };

  const routes = app.app.routeTable.filter((route) => /^\/api\/(v1|ui|daemon\/v1)\//.test(route.url));
  const probes = routes.flatMap((route) => {
    const body = dateFields(route.schema?.body as JsonSchema | undefined).map((field) => ({
      ...field,
      in: 'body' as const,
    }));
    const query = dateFields(route.schema?.querystring as JsonSchema | undefined).map((field) => ({
      ...field,
      in: 'query' as const,
    }));
    return [...body, ...query].map((field) => ({ route, ...field }));
  });

  it('finds the date fields of all three APIs', () => {
    const names = new Set(probes.map((p) => `${p.route.method} ${p.route.url} ${p.path.join('.')}`));
    for (const expected of [
      'POST /api/v1/absences date',
      'GET /api/v1/absences from',
      'POST /api/v1/issues due_date',
      'GET /api/v1/issues updated_since',
      'GET /api/v1/capacity to',
      'POST /api/v1/meetings scheduled_for',
      'GET /api/v1/usage month',
      'POST /api/ui/tokens expires_at',
      'POST /api/ui/saved-views filters.updated_since',
      'POST /api/daemon/v1/runs/:run/log lines.0.at',
    ]) {
      assert.ok(names.has(expected), `${expected} among ${[...names].join(', ')}`);
    }
    assert.ok(
      probes.some((p) => p.route.url.startsWith('/api/daemon/v1/')),
      'a runner API date field',
    );
  });

  async function send(method: string, url: string, body: unknown) {
    const headers: Record<string, string> = {};
    if (url.startsWith('/api/ui/')) {
      if (browser.cookie) headers.cookie = browser.cookie;
      if (method !== 'GET') Object.assign(headers, { 'x-csrf-token': browser.csrf!, origin: TEST_APP_URL });
    } else {
      headers.authorization = `Bearer ${url.startsWith('/api/daemon/') ? runtime.token : scene.token}`;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    // A walk that never ends fails the test instead of hanging it.
    const response = await fetch(`${app.baseUrl}${url}`, {
      method,
      headers,
      signal: AbortSignal.timeout(15_000),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, text, body: text.startsWith('{') ? JSON.parse(text) : null };
  }

  it('answers every edge without a server error, and 422 on the field outside the years or the calendar', async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      const path = probe.route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => pools[name] ?? '1');
      for (const edge of EDGES[probe.kind]) {
        const field = probe.path.filter((part) => typeof part === 'string').join('.');
        let url = path;
        let body: unknown;
        if (probe.in === 'query') {
          url = `${path}?${probe.path[0]}=${encodeURIComponent(edge.value)}`;
        } else {
          body = withValue(probe.route.schema!.body as JsonSchema, probe.path, edge.value);
        }
        if (probe.route.method === 'GET' || probe.route.method === 'DELETE') body ??= undefined;
        const label = `${probe.route.method} ${url} ${field}=${edge.value}`;
        let res;
        try {
          res = await send(probe.route.method, url, body);
        } catch (error) {
          failures.push(`${label}: no answer (${String(error)})`);
          continue;
        }
        if (res.status >= 500) failures.push(`${label}: ${res.status} ${res.text.slice(0, 200)}`);
        if (edge.accepted) continue;
        const keys = Object.keys(res.body?.errors ?? {});
        const named = keys.some((key) => key === field || key.split('.').at(-1) === probe.path.at(-1));
        if (res.status !== 422 || !named) failures.push(`${label}: ${res.status} ${res.text.slice(0, 200)}`);
      }
    }
    assert.deepEqual(failures, []);
  });
});
