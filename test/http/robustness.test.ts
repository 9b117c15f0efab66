import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildIssue, buildProject, buildScene } from '../helpers/factories.js';

/**
 * Throws garbage at every route of the API: no request, however malformed, may answer 500, and every
 * error carries the contract's error body.
 */
const PARAM_VALUES = [
  '1',
  '0',
  '-1',
  '99999999999999999999999',
  'ACME12',
  'zz-1',
  '%00',
  '%E0%A4%A',
  "1'%20or%20'1'='1",
  'x'.repeat(300),
  '01HZZZZZZZZZZZZZZZZZZZZZZZ',
];

const BODIES: (string | undefined)[] = [
  undefined,
  '',
  '{',
  'null',
  '[1,2,3]',
  '"text"',
  '12',
  JSON.stringify({ title: { $gt: '' }, name: ['a'], body: 42, duration: {}, minutes: 1e308 }),
  JSON.stringify({
    title: 'x'.repeat(70_000),
    estimate_minutes: 1e300,
    per_page: -1,
    status: 'nope',
    assignee: 'user:99999999999',
    parent_id: 'ACME12',
    project_id: 'abc',
    labels: 'not-a-list',
    cycle: -3,
    kind: 'vacation',
    from: '2026-02-30',
    to: 'yesterday',
    scheduled_for: 'soon',
    agent_id: 1.5,
  }),
  JSON.stringify({ a: { b: { c: { d: { e: { f: { g: { h: [[[[[[[[[]]]]]]]]] } } } } } } } }),
  JSON.stringify({ body: '<p></p>', text: '', title: '', name: '\u0000' }),
  // Numbers beyond what a double holds exactly, as raw JSON.
  '{"estimate_minutes": 99999999999999999999, "minutes": -0, "agent_id": 1e999, "x": 1.0e-400}',
];

const QUERIES = [
  '',
  '?page=99999999999999999999&per_page=-5',
  '?q=%FF%FE&updated_since=garbage&label=&cycle=x',
  '?mine=maybe&download=2&size=huge',
];

describe('Robustness: garbage at every route', async () => {
  const app = await startTestApp({ SERVICE_API_THROTTLE: '1000000' });
  const scene = await buildScene(app.db);
  await buildProject(app.db, scene.workspace, { prefix: 'WEB' });
  await buildAgent(app.db, scene.workspace);
  await buildIssue(app.db, scene.workspace);
  const api = client(app, scene.token);
  // Live streams answer 200 and never end, so a whole answer is never read here; the fuzz test
  // (test/http/fuzz.test.ts) sends them garbage and reads only their status and headers.
  const streams = (r: { schema?: unknown }) => JSON.stringify(r.schema ?? {}).includes('text/event-stream');
  const routes = app.app.routeTable.filter((r) => r.url.startsWith('/api/v1/') && !streams(r));

  it('has routes to test', () => {
    assert.ok(routes.length >= 4, `only ${routes.length} routes`);
  });

  it('never answers 500 and always sends the error body on errors', async () => {
    const failures: string[] = [];
    const realIssue = `${scene.workspace.issue_prefix}-1`;
    const check = async (method: string, path: string, body: string | undefined) => {
      const headers: Record<string, string> =
        body === undefined ? {} : { 'content-type': 'application/json' };
      const res = await api.request(method, path, body, headers);
      const label = `${method} ${path} ${String(body).slice(0, 40)} → ${res.status}`;
      if (res.status >= 500) failures.push(`${label} ${res.text.slice(0, 200)}`);
      else if (res.status >= 400) {
        const ok =
          typeof res.body === 'object' &&
          res.body !== null &&
          typeof res.body.message === 'string' &&
          (res.status === 422 ? typeof res.body.errors === 'object' : !('errors' in res.body));
        if (!ok) failures.push(`${label} bad error body ${res.text.slice(0, 200)}`);
      }
    };
    for (const route of routes) {
      const template = route.url.slice('/api/v1'.length);
      const fill = (value: string) => template.replace(/:[A-Za-z_]+/g, value);
      const bodies =
        route.method === 'GET' ? [undefined] : route.method === 'DELETE' ? [undefined, '{'] : BODIES;
      for (const value of [...PARAM_VALUES, realIssue]) await check(route.method, fill(value), bodies.at(-1));
      for (const query of QUERIES) await check(route.method, `${fill(realIssue)}${query}`, bodies.at(-1));
      for (const value of ['1', realIssue]) {
        for (const body of bodies) await check(route.method, fill(value), body);
      }
    }
    assert.deepEqual(failures, []);
  });
});
