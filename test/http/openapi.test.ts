import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { client, startTestApp } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';
import { OpenApiConformance, openApiPath } from '../helpers/openapi-conformance.js';

describe('OpenAPI description and reference page', async () => {
  const app = await startTestApp();

  async function description(): Promise<Record<string, any>> {
    const res = await fetch(`${app.baseUrl}/api/v1/openapi.json`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    return (await res.json()) as Record<string, any>;
  }

  it('serves an OpenAPI 3.1 document without a token, with the bearer scheme and error bodies', async () => {
    const document = await description();
    assert.equal(document.openapi, '3.1.0');
    assert.deepEqual(document.components.securitySchemes.bearer, {
      type: 'http',
      scheme: 'bearer',
      description: document.components.securitySchemes.bearer.description,
    });
    assert.deepEqual(document.security, [{ bearer: [] }]);
    assert.deepEqual(document.components.schemas.ValidationError.required, ['message', 'errors']);
    assert.deepEqual(document.paths['/api/v1/openapi.json'].get.security, []);

    const create = document.paths['/api/v1/issues'].post;
    assert.ok(create.requestBody.content['application/json'].schema.properties.title);
    assert.ok(create.responses['201'].content['application/json'].schema.properties.data);
    assert.equal(
      create.responses['422'].content['application/json'].schema.$ref,
      '#/components/schemas/ValidationError',
    );
    assert.ok(create.responses['429'].headers['Retry-After']);
    assert.ok(create.responses['201'].headers['X-RateLimit-Limit']);
    assert.ok(create.responses['201'].headers['X-RateLimit-Remaining']);
    assert.ok(create.parameters.some((p: any) => p.name === 'Idempotency-Key' && p.in === 'header'));

    const list = document.paths['/api/v1/issues'].get;
    const envelope = list.responses['200'].content['application/json'].schema;
    assert.deepEqual(Object.keys(envelope.properties), ['data', 'links', 'meta']);
    assert.ok(list.parameters.some((p: any) => p.name === 'per_page' && p.in === 'query'));
    assert.deepEqual(document.paths['/api/v1/issues/{issue}'].delete.responses['204'].content, undefined);
  });

  it('describes every /api/v1 route and method of the route table, and nothing else', async () => {
    const document = await description();
    const routes = app.app.routeTable.filter((route) => route.url.startsWith('/api/v1/'));
    assert.ok(routes.length > 30);
    const missing = routes.filter(
      (route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
    );
    assert.deepEqual(missing, []);
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = new Set(routes.map((route) => `${route.method} ${openApiPath(route.url)}`));
    assert.deepEqual(
      described.filter((operation) => !registered.has(operation)),
      [],
    );
    assert.ok(!Object.keys(document.paths).some((path) => !path.startsWith('/api/v1/')));
  });

  it('names, summarises, describes and tags every operation, so generated clients are not anonymous', async () => {
    const document = await description();
    const declaredTags = new Set(
      (document.tags as { name: string; description: string }[]).map((t) => t.name),
    );
    assert.ok([...declaredTags].length > 10);
    assert.ok(document.servers.length > 0, 'servers');
    const operationIds: string[] = [];
    const problems: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!/^[a-z][a-zA-Z]+$/.test(operation.operationId ?? '')) problems.push(`${name}: operationId`);
        if (!(operation.summary?.length >= 5) || operation.summary.length > 60)
          problems.push(`${name}: summary`);
        if (!(operation.description?.length >= 20)) problems.push(`${name}: description`);
        if (operation.tags?.length !== 1 || !declaredTags.has(operation.tags[0]))
          problems.push(`${name}: tags`);
        if (!Object.keys(operation.responses).some((status) => /^4(\d\d|XX)$/.test(status)))
          problems.push(`${name}: no 4xx response`);
        operationIds.push(operation.operationId);
      }
    }
    assert.deepEqual(problems, []);
    const repeated = operationIds.filter((id, index) => operationIds.indexOf(id) !== index);
    assert.deepEqual(repeated, [], 'operationIds are unique');
    // Stable names that clients were generated with: renaming one breaks them.
    const byRoute = (method: string, path: string) => document.paths[path][method].operationId;
    assert.equal(byRoute('get', '/api/v1/issues'), 'listIssues');
    assert.equal(byRoute('get', '/api/v1/issues/{issue}'), 'getIssue');
    assert.equal(byRoute('post', '/api/v1/issues/{issue}/runs'), 'createIssueRun');
    assert.equal(document.paths['/api/v1/issues/{issue}/comments'].post.tags[0], 'Comments');
  });

  it('serves the reference page with no inline script under a strict Content-Security-Policy', async () => {
    const page = await fetch(`${app.baseUrl}/api/docs`);
    assert.equal(page.status, 200);
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;|$)/);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.ok(scripts.length >= 2);
    for (const [, attributes, body] of scripts) {
      assert.match(attributes!, /src="\/api\/docs\/assets\//);
      assert.equal(body, '');
    }
    for (const src of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)) {
      assert.ok(src.startsWith('/api/docs/assets/'), `${src} is served by this server`);
      const asset = await fetch(`${app.baseUrl}${src}`);
      assert.equal(asset.status, 200, src);
      await asset.arrayBuffer();
    }
    const initializer = await (await fetch(`${app.baseUrl}/api/docs/assets/initializer.js`)).text();
    assert.ok(initializer.includes("'/api/v1/openapi.json'"));
    const bundle = await fetch(`${app.baseUrl}/api/docs/assets/swagger-ui-bundle.js`);
    assert.match(bundle.headers.get('content-type') ?? '', /text\/javascript/);
    assert.ok((await bundle.text()).includes('SwaggerUIBundle'));
    assert.equal((await fetch(`${app.baseUrl}/api/docs/assets/package.json`)).status, 404);
    assert.equal((await fetch(`${app.baseUrl}/api/docs/assets/..%2Fpackage.json`)).status, 404);
  });

  it('checks the answers the tests see against the description', async () => {
    const scene = await buildScene(app.db);
    assert.equal((await client(app, scene.token).get('/issues')).status, 200);
    assert.ok(app.conformance.checked > 0);
    assert.deepEqual(app.conformance.failures, []);
  });

  it('reports an answer whose status or body the description does not allow', async () => {
    const conformance = new OpenApiConformance();
    conformance.use(await description());
    const request = (url: string) => ({ method: 'GET', routeOptions: { url } }) as unknown as FastifyRequest;
    const reply = (statusCode: number) =>
      ({
        statusCode,
        getHeader: () => 'application/json; charset=utf-8',
      }) as unknown as FastifyReply;
    conformance.observe(request('/api/v1/me'), reply(200), JSON.stringify({ data: { nope: 1 } }));
    conformance.observe(request('/api/v1/me'), reply(302), '');
    conformance.observe(request('/api/v1/undescribed'), reply(200), '{}');
    conformance.observe(request('/api/v1/me'), reply(404), JSON.stringify({ message: 'Not found.' }));
    assert.equal(conformance.failures.length, 3, conformance.failures.join('\n'));
  });
});
