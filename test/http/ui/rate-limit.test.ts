import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../../helpers/app.js';
import { buildMember, buildScene } from '../../helpers/factories.js';
import { Browser, givePassword } from '../../helpers/session.js';

// In Redis when SERVICE_TEST_REDIS_URL is set, in memory otherwise; X-Forwarded-For names each
// anonymous caller's address so that the tests do not share one allowance. Both allowances are 6 here:
// a session's (SERVICE_SESSION_THROTTLE, counted in ten-second windows of a sixth of it) and an address's.
const app = await startTestApp({
  SERVICE_API_THROTTLE: '6',
  SERVICE_SESSION_THROTTLE: '36',
  SERVICE_TRUST_PROXY: '127.0.0.1,::1',
});

let nextAddress = 1;
function freshAddress(): string {
  return `172.16.0.${nextAddress++}`;
}

async function person() {
  const scene = await buildScene(app.db);
  const member = await buildMember(app.db, scene.workspace);
  await givePassword(app, member.id);
  return { ...scene, member };
}

/** A browser whose every request comes from one address (through the trusted proxy). */
async function browserAt(address: string, email: string) {
  const browser = new Browser(app);
  const request = browser.request.bind(browser);
  browser.request = (method, path, body, headers = {}) =>
    request(method, path, body, { 'x-forwarded-for': address, ...headers });
  const signIn = await browser.signIn(email);
  assert.equal(signIn.status, 200);
  return browser;
}

describe('/api/ui rate limit', () => {
  it('counts per person across their sessions, with the /api/v1 headers, and 429 with Retry-After past it', async () => {
    const { member } = await person();
    const first = await browserAt(freshAddress(), member.email);
    const second = await browserAt(freshAddress(), member.email);
    const remaining: string[] = [];
    for (const browser of [first, second, first]) {
      const answer = await browser.request('GET', '/api/ui/session');
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('x-ratelimit-limit'), '6');
      remaining.push(answer.headers.get('x-ratelimit-remaining')!);
    }
    assert.deepEqual(remaining, ['5', '4', '3']);
    await second.request('GET', '/api/ui/tokens');
    await first.request('GET', '/api/ui/sessions');
    assert.equal((await second.request('GET', '/api/ui/session')).headers.get('x-ratelimit-remaining'), '0');
    const limited = await first.request('POST', '/api/ui/tokens', { name: 'one more' });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.equal(limited.headers.get('x-ratelimit-remaining'), '0');
    assert.deepEqual(Object.keys(limited.body), ['message']);
    assert.equal(
      await app.db.selectFrom('api_tokens').select('id').where('user_id', '=', member.id).executeTakeFirst(),
      undefined,
    );

    // Another person is not affected, nor the person's own /api/v1 allowance.
    const other = await person();
    const otherBrowser = await browserAt(freshAddress(), other.member.email);
    assert.equal((await otherBrowser.request('GET', '/api/ui/session')).status, 200);
    assert.equal((await client(app, other.token).get('/me')).status, 200);
  });

  it('counts sign-in and other calls without a session by address', async () => {
    const address = freshAddress();
    const anonymous = new Browser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await anonymous.request('GET', '/api/ui/setup', undefined, {
        'x-forwarded-for': address,
      });
      statuses.push(answer.status);
      if (i < 6) assert.equal(answer.headers.get('x-ratelimit-remaining'), String(5 - i));
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 429]);
    const login = await anonymous.request(
      'POST',
      '/api/ui/login',
      { email: 'someone@example.com', password: 'whatever it is' },
      { 'x-forwarded-for': address },
    );
    assert.equal(login.status, 429);
    // Another address still gets through.
    const elsewhere = await anonymous.request('GET', '/api/ui/setup', undefined, {
      'x-forwarded-for': freshAddress(),
    });
    assert.equal(elsewhere.status, 200);
  });

  it('counts a refused bearer token too, by address', async () => {
    const { token } = await person();
    const address = freshAddress();
    const answer = await fetch(`${app.baseUrl}/api/ui/session`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    });
    assert.equal(answer.status, 401);
    assert.equal(answer.headers.get('x-ratelimit-limit'), '6');
    assert.equal(answer.headers.get('x-ratelimit-remaining'), '5');
  });

  it('counts a session that has ended by address, and still answers 401', async () => {
    const { member } = await person();
    const address = freshAddress();
    const browser = await browserAt(address, member.email);
    const cookie = browser.cookie!;
    assert.equal((await browser.request('POST', '/api/ui/logout')).status, 204);
    const stale = new Browser(app);
    stale.cookie = cookie;
    const answer = await stale.request('GET', '/api/ui/session', undefined, { 'x-forwarded-for': address });
    assert.equal(answer.status, 401);
    assert.equal(answer.headers.get('x-ratelimit-limit'), '6');
    // The sign-in was that address's one call so far.
    assert.equal(answer.headers.get('x-ratelimit-remaining'), '4');
  });
});
