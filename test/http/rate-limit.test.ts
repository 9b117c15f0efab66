import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { API_TOKEN_PREFIX, generateToken, RUN_TOKEN_PREFIX } from '../../src/domain/people/tokens.js';
import { buildScene, buildToken } from '../helpers/factories.js';

describe('Rate limits', async () => {
  // In Redis when SERVICE_TEST_REDIS_URL is set (the PostgreSQL run of CI), in memory otherwise.
  const app = await startTestApp({ SERVICE_API_THROTTLE: '5' });

  it('sends X-RateLimit-Limit and X-RateLimit-Remaining on every response, errors included', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const responses = [
      await api.get('/me'),
      await api.get('/projects?bogus=1'),
      await api.get('/projects/999999'),
    ];
    assert.deepEqual(
      responses.map((r) => r.status),
      [200, 422, 404],
    );
    responses.forEach((res, i) => {
      assert.equal(res.headers.get('x-ratelimit-limit'), '5');
      assert.equal(res.headers.get('x-ratelimit-remaining'), String(4 - i));
    });
    const unknownRoute = await api.get('/no-such-route');
    assert.equal(unknownRoute.status, 404);
    assert.equal(unknownRoute.headers.get('x-ratelimit-limit'), '5');
    const anonymous = await client(app, null).get('/me');
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.headers.get('x-ratelimit-limit'), '5');
  });

  it('answers 429 with Retry-After and the error body past the limit, per token', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    for (let i = 0; i < 5; i++) assert.equal((await api.get('/me')).status, 200);
    const limited = await api.get('/me');
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.equal(limited.headers.get('x-ratelimit-remaining'), '0');
    assert.deepEqual(Object.keys(limited.body), ['message']);

    // Keyed on the token, not the address: another token from the same address still gets through.
    const other = await buildToken(app.db, scene.workspace, scene.owner);
    assert.equal((await client(app, other.token).get('/me')).status, 200);
  });

  it('counts calls without a well-formed bearer token by address, however the header varies', async () => {
    // Its own application, so that the address's allowance is not shared with the other tests.
    const isolated = await startTestApp({ SERVICE_API_THROTTLE: '3' });
    try {
      const headers = ['Bearer nope-1', 'Bearer nope-2', 'Basic abc'];
      for (const [i, authorization] of headers.entries()) {
        const response = await fetch(`${isolated.baseUrl}/api/v1/me`, { headers: { authorization } });
        assert.equal(response.status, 401);
        assert.equal(response.headers.get('x-ratelimit-remaining'), String(2 - i));
      }
      const limited = await fetch(`${isolated.baseUrl}/api/v1/me`, {
        headers: { authorization: 'Bearer nope-4' },
      });
      assert.equal(limited.status, 429);
    } finally {
      await isolated.close();
    }
  });

  it('counts invented well-formed tokens by address: a fresh token value buys no fresh allowance', async () => {
    const isolated = await startTestApp({ SERVICE_API_THROTTLE: '3' });
    try {
      const invented = () => [generateToken(API_TOKEN_PREFIX), generateToken(RUN_TOKEN_PREFIX)];
      const statuses: number[] = [];
      for (const token of [...invented(), ...invented()]) {
        const response = await fetch(`${isolated.baseUrl}/api/v1/me`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await response.body?.cancel();
        statuses.push(response.status);
      }
      assert.deepEqual(statuses, [401, 401, 401, 429]);
      // A real token from the same address keeps its own allowance.
      const scene = await buildScene(isolated.db);
      assert.equal((await client(isolated, scene.token).get('/me')).status, 200);
    } finally {
      await isolated.close();
    }
  });

  it('counts an IPv6 client by its /64 network, and an IPv4-mapped address as the IPv4 one', async () => {
    // Its own application: addresses are given by X-Forwarded-For through a trusted proxy.
    const isolated = await startTestApp({ SERVICE_API_THROTTLE: '3', SERVICE_TRUST_PROXY: '127.0.0.1,::1' });
    try {
      const from = async (address: string, path = '/api/v1/me') => {
        const response = await fetch(`${isolated.baseUrl}${path}`, {
          headers: { 'x-forwarded-for': address },
        });
        await response.body?.cancel();
        return { status: response.status, remaining: response.headers.get('x-ratelimit-remaining') };
      };
      // One subscriber's /64 holds 2^64 addresses: stepping through them buys nothing, on either API.
      assert.deepEqual(await from('2001:db8:5:6::1'), { status: 401, remaining: '2' });
      assert.deepEqual(await from('2001:db8:5:6:ffff:ffff:ffff:fffe', '/api/ui/setup'), {
        status: 200,
        remaining: '1',
      });
      assert.deepEqual(await from('2001:db8:5:6:1234::9'), { status: 401, remaining: '0' });
      assert.deepEqual(await from('2001:db8:5:6::abcd'), { status: 429, remaining: '0' });
      assert.deepEqual(await from('2001:db8:5:6::abce', '/api/ui/setup'), { status: 429, remaining: '0' });
      // The next /64 is another client.
      assert.deepEqual(await from('2001:db8:5:7::1'), { status: 401, remaining: '2' });
      // An IPv4 client reported as IPv4-mapped IPv6 is that IPv4 client.
      assert.deepEqual(await from('172.16.50.1'), { status: 401, remaining: '2' });
      assert.deepEqual(await from('::ffff:172.16.50.1'), { status: 401, remaining: '1' });
      assert.deepEqual(await from('172.16.50.2'), { status: 401, remaining: '2' });
    } finally {
      await isolated.close();
    }
  });
});
