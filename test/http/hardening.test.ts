import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { MAX_JSON_DEPTH } from '../../src/http/json-body.js';
import { client, startTestApp, type TestApp } from '../helpers/app.js';
import { buildIssue, buildRuntime, buildScene, buildTimeEntry } from '../helpers/factories.js';
import { PROTOTYPE_NAMES } from '../helpers/fuzz-requests.js';

/** One raw HTTP exchange, for what fetch will not send (oversized headers, broken HTTP). */
function rawExchange(app: TestApp, request: string): Promise<string> {
  const { port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseRaw(answer: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

async function storedFiles(app: TestApp): Promise<string[]> {
  const entries = await readdir(app.config.storageDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('Hardening: requests any valid token can send', async () => {
  const app = await startTestApp({ SERVICE_API_THROTTLE: '100000' });
  const scene = await buildScene(app.db);
  const api = client(app, scene.token);
  const issue = await buildIssue(app.db, scene.workspace);
  const ref = `${scene.workspace.issue_prefix}-${issue.number}`;

  it('answers 422 naming a query parameter called like a built-in property, on every GET route', async () => {
    const routes = app.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/'));
    for (const route of routes) {
      const path = route.url.slice('/api/v1'.length).replace(/:[A-Za-z_]+/g, '1');
      for (const name of PROTOTYPE_NAMES) {
        const res = await api.get(`${path}?${name}=1`);
        // Routes whose record does not exist may answer 404 first; never anything else.
        if (res.status === 404) continue;
        assert.equal(res.status, 422, `${path}?${name}: ${res.text}`);
        assert.ok(Object.hasOwn(res.body.errors, name), `${path}?${name}: ${res.text}`);
        assert.match(res.body.errors[name][0], new RegExp(`The ${name} parameter is unknown`));
      }
    }
    const listed = await api.get('/issues?constructor=1&__proto__=2');
    assert.equal(listed.status, 422);
    assert.deepEqual(Object.keys(listed.body.errors).sort(), ['__proto__', 'constructor']);
  });

  it(`accepts JSON nested ${MAX_JSON_DEPTH} levels and refuses one level more with 400, before parsing`, async () => {
    const nested = (depth: number) =>
      `{"title":"Nested","x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const accepted = await api.request('POST', '/issues', nested(MAX_JSON_DEPTH), {
      'content-type': 'application/json',
    });
    assert.equal(accepted.status, 201, accepted.text);
    for (const depth of [MAX_JSON_DEPTH + 1, 8_000, 100_000]) {
      const refused = await api.request('POST', '/issues', nested(depth), {
        'content-type': 'application/json',
      });
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body, {
        message: `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
      });
      assert.ok(refused.headers.get('x-ratelimit-limit'));
    }
    // Brackets inside strings are text, not nesting.
    const text = await api.post('/issues', { title: 'Brackets', description: '['.repeat(10_000) });
    assert.equal(text.status, 201, text.text);
  });

  it('drops __proto__ and constructor.prototype keys like any unknown field', async () => {
    const res = await api.request(
      'POST',
      '/issues',
      '{"title":"Proto","__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
      { 'content-type': 'application/json' },
    );
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.data.title, 'Proto');
    assert.equal(({} as Record<string, unknown>).admin, undefined);
  });

  it('removes NUL characters however deep they sit', async () => {
    const res = await api.post('/issues', { title: 'A\u0000B', description: '<p>x\u0000y</p>' });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.title, 'AB');
  });

  it('answers a truncated multipart upload with 422 and keeps neither a row nor a file', async () => {
    const cut = [
      '--CUT\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello wor',
      // The file part is whole, the closing boundary never comes.
      '--CUT\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello world\r\n',
      '--CUT\r\nContent-Disposition: form-data; name="fi',
    ];
    const comment = (await api.post(`/issues/${ref}/comments`, { body: 'with files' })).body.data;
    for (const path of [`/issues/${ref}/attachments`, `/issues/${ref}/comments/${comment.id}/attachments`]) {
      for (const body of cut) {
        const res = await api.request('POST', path, body, {
          'content-type': 'multipart/form-data; boundary=CUT',
        });
        assert.equal(res.status, 422, `${path}: ${res.text}`);
        assert.ok(res.body.errors.file);
        assert.ok(res.headers.get('x-ratelimit-limit'));
      }
    }
    assert.deepEqual(await app.db.selectFrom('attachments').select('id').execute(), []);
    assert.deepEqual(await storedFiles(app), []);
    // A whole upload still works afterwards.
    const form = new FormData();
    form.append('file', new Blob(['hello world'], { type: 'text/plain' }), 'a.txt');
    assert.equal((await api.request('POST', `/issues/${ref}/attachments`, form)).status, 201);
    assert.equal((await storedFiles(app)).length, 1);
  });

  it('answers 404 to a numeric path id that is not plain decimal digits, on every route that has one', async () => {
    const entry = await buildTimeEntry(app.db, scene.workspace, {
      actor_type: 'user',
      actor_id: scene.owner.id,
      issue_id: issue.id,
      note: 'untouched',
    });
    const routes = app.app.routeTable.filter((route) => {
      if (!route.url.startsWith('/api/v1/') && !route.url.startsWith('/api/daemon/v1/')) return false;
      const properties = (route.schema?.params as { properties?: Record<string, { type?: string }> })
        ?.properties;
      return Object.values(properties ?? {}).some((property) => property.type === 'integer');
    });
    assert.ok(routes.length >= 8, `only ${routes.length} routes with numeric ids`);
    const id = String(entry.id);
    for (const route of routes) {
      for (const spelled of [
        `0x${entry.id.toString(16)}`,
        `${id}e0`,
        `+${id}`,
        `%20${id}`,
        `${id}.0`,
        '1e1',
      ]) {
        const path = route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
          name === 'issue' ? ref : spelled,
        );
        const res = await fetch(`${app.baseUrl}${path}`, {
          method: route.method,
          headers: { authorization: `Bearer ${scene.token}`, 'content-type': 'application/json' },
          ...(route.method === 'GET' ? {} : { body: JSON.stringify({ note: 'changed' }) }),
        });
        assert.equal(res.status, 404, `${route.method} ${path}`);
        assert.deepEqual(await res.json(), { message: 'Not found.' });
      }
    }
    const kept = await app.db
      .selectFrom('time_entries')
      .select('note')
      .where('id', '=', entry.id)
      .executeTakeFirst();
    assert.equal(kept?.note, 'untouched');
    // Leading zeros are still digits.
    assert.equal((await api.patch(`/time-entries/00${id}`, { note: 'digits' })).status, 200);
  });

  describe('errors the framework raises itself: the contract body and the rate-limit headers', () => {
    const expectContract = async (res: Response, status: number, message: RegExp) => {
      assert.equal(res.status, status);
      assert.ok(res.headers.get('x-ratelimit-limit'), `no X-RateLimit-Limit on ${status}`);
      assert.ok(res.headers.get('x-ratelimit-remaining'), `no X-RateLimit-Remaining on ${status}`);
      const body = (await res.json()) as Record<string, unknown>;
      assert.deepEqual(Object.keys(body), ['message']);
      assert.match(String(body.message), message);
    };
    const get = (path: string, init: RequestInit = {}) =>
      fetch(`${app.baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${scene.token}`, ...init.headers },
      });

    it('bad percent-encoding, an over-long path parameter', async () => {
      await expectContract(await get('/api/v1/projects/%E0%A4%A'), 400, /malformed/);
      await expectContract(await get(`/api/v1/issues/${'x'.repeat(200)}`), 414, /too long/);
      await expectContract(await get('/no-such-page/%E0%A4%A'), 400, /malformed/);
    });

    it('bodies: too large, not JSON, empty, of an unsupported type', async () => {
      const post = (body: string, type: string) =>
        get('/api/v1/issues', { method: 'POST', body, headers: { 'content-type': type } });
      await expectContract(
        await post(`{"title":"${'x'.repeat(1_100_000)}"}`, 'application/json'),
        413,
        /too large/,
      );
      await expectContract(await post('{', 'application/json'), 400, /not valid JSON/);
      // An empty JSON body counts as no body (docs/decisions.md), which POST /issues needs: 422.
      const empty = await post('', 'application/json');
      assert.equal(empty.status, 422);
      assert.ok(empty.headers.get('x-ratelimit-limit'));
      assert.deepEqual(((await empty.json()) as { errors: object }).errors, {
        body: ['The body field must be an object.'],
      });
      await expectContract(await post('title=x', 'text/plain'), 415, /Content-Type/);
      await expectContract(await post('<a/>', 'application/xml'), 415, /Content-Type/);
    });

    it('unknown routes, in either API and outside them', async () => {
      await expectContract(await get('/api/v1/no-such-route'), 404, /Not found/);
      // Outside the API a page address is the web interface's; a client that takes JSON only gets the 404.
      await expectContract(
        await get('/no-such-page', { headers: { accept: 'application/json' } }),
        404,
        /Not found/,
      );
      const runtime = await buildRuntime(app.db, scene.workspace);
      await expectContract(
        await fetch(`${app.baseUrl}/api/daemon/v1/no-such-route`, {
          method: 'POST',
          headers: { authorization: `Bearer ${runtime.token}` },
        }),
        404,
        /Not found/,
      );
    });

    it('headers too large and malformed HTTP, answered on the socket', async () => {
      const oversized = parseRaw(
        await rawExchange(app, `GET /api/v1/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`),
      );
      assert.equal(oversized.status, 431);
      assert.deepEqual(oversized.body, { message: 'The request headers are too large.' });
      assert.equal(oversized.headers['x-ratelimit-limit'], '100000');
      assert.ok(Number(oversized.headers['x-ratelimit-remaining']) < 100000);

      const garbage = parseRaw(await rawExchange(app, 'NOT HTTP AT ALL\r\n\r\n'));
      assert.equal(garbage.status, 400);
      assert.deepEqual(garbage.body, { message: 'The request is not valid HTTP.' });
      assert.equal(garbage.headers['x-ratelimit-limit'], '100000');
    });
  });
});

describe('Hardening: framework errors past the rate limit', async () => {
  const app = await startTestApp({ SERVICE_API_THROTTLE: '2' });

  it('counts them against the address and answers 429 with Retry-After once it is spent', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await fetch(`${app.baseUrl}/api/v1/projects/%E0%A4%A`));
    assert.deepEqual(
      answers.map((res) => res.status),
      [400, 400, 429],
    );
    assert.equal(answers[1]!.headers.get('x-ratelimit-remaining'), '0');
    assert.ok(Number(answers[2]!.headers.get('retry-after')) > 0);
    assert.deepEqual(Object.keys((await answers[2]!.json()) as object), ['message']);
  });
});

describe('Hardening: the runner API is rate limited per runtime token', async () => {
  const app = await startTestApp({ SERVICE_API_THROTTLE: '3' });
  const scene = await buildScene(app.db);

  it('counts each runtime token on its own, not by address', async () => {
    const first = await buildRuntime(app.db, scene.workspace);
    const second = await buildRuntime(app.db, scene.workspace);
    const heartbeat = (token: string) =>
      fetch(`${app.baseUrl}/api/daemon/v1/heartbeat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    const remaining = [];
    for (let i = 0; i < 3; i++)
      remaining.push((await heartbeat(first.token)).headers.get('x-ratelimit-remaining'));
    assert.deepEqual(remaining, ['2', '1', '0']);
    assert.equal((await heartbeat(first.token)).status, 429);
    const other = await heartbeat(second.token);
    assert.equal(other.status, 200);
    assert.equal(other.headers.get('x-ratelimit-limit'), '3');
  });
});
