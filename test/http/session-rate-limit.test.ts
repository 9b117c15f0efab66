import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startNode, startTestApp, type TestApp } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';
import { Browser, givePassword } from '../helpers/session.js';

// Decisions §12.2: the interface's session counts per person, apart from API tokens, with room for
// 1,200 calls a minute in bursts of 200 (ten-second windows of 200). In Redis when SERVICE_TEST_REDIS_URL
// is set, in memory otherwise. X-Forwarded-For gives each browser its own address, so that signing in
// (counted by address) does not share one allowance across the tests.
const TRUST_PROXY = { SERVICE_TRUST_PROXY: '127.0.0.1,::1' };
const roomy = await startTestApp({ SERVICE_API_THROTTLE: '20', ...TRUST_PROXY });
// SERVICE_SESSION_THROTTLE=60: ten calls a ten-second window.
const tight = await startTestApp({ SERVICE_SESSION_THROTTLE: '60', ...TRUST_PROXY });

let nextAddress = 1;

/** A person with an API token and a password, and a browser signed in as them from an address of its own. */
async function personOn(app: TestApp) {
  const scene = await buildScene(app.db);
  await givePassword(app, scene.owner.id);
  return { ...scene, browser: await browserOf(app, scene.owner.email) };
}

async function browserOf(app: TestApp, email: string) {
  const browser = new Browser(app);
  const address = `172.16.1.${nextAddress++}`;
  const request = browser.request.bind(browser);
  browser.request = (method, path, body, headers = {}) =>
    request(method, path, body, { 'x-forwarded-for': address, ...headers });
  assert.equal((await browser.signIn(email)).status, 200);
  return browser;
}

function assertRefused(answer: { status: number; headers: Headers; body: unknown }) {
  assert.equal(answer.status, 429);
  const wait = Number(answer.headers.get('retry-after'));
  assert.ok(wait >= 1 && wait <= 10, `Retry-After ${wait} is within the ten-second window`);
  assert.equal(answer.headers.get('x-ratelimit-remaining'), '0');
  assert.deepEqual(Object.keys(answer.body as object), ['message']);
}

describe('The interface session’s rate limit', () => {
  it('lets a person’s session make 200 calls at once, far past the token allowance, and limits the 201st', async () => {
    const { browser, token } = await personOn(roomy);
    const paths = ['/api/v1/me', '/api/ui/session', '/api/v1/projects', '/api/ui/tokens'];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => browser.request('GET', paths[i % paths.length]!)),
    );
    assert.deepEqual(
      answers.filter((answer) => answer.status !== 200).map((answer) => answer.status),
      [],
    );
    assert.ok(answers.every((answer) => answer.headers.get('x-ratelimit-limit') === '200'));
    const remaining = answers.map((answer) => Number(answer.headers.get('x-ratelimit-remaining')));
    assert.deepEqual(
      remaining.sort((a, b) => a - b),
      Array.from({ length: 200 }, (_, i) => i),
    );
    assertRefused(await browser.request('GET', '/api/v1/me'));
    assertRefused(await browser.request('GET', '/api/ui/session'));

    // The person's token has its own allowance, untouched by the interface's calls.
    const byToken = await client(roomy, token).get('/me');
    assert.equal(byToken.status, 200);
    assert.equal(byToken.headers.get('x-ratelimit-limit'), '20');
    assert.equal(byToken.headers.get('x-ratelimit-remaining'), '19');
  });

  it('does not let a person’s token calls eat their interface allowance', async () => {
    const { browser, token } = await personOn(roomy);
    const api = client(roomy, token);
    for (let i = 0; i < 20; i++) assert.equal((await api.get('/me')).status, 200);
    assert.equal((await api.get('/me')).status, 429);
    const bySession = await browser.request('GET', '/api/v1/me');
    assert.equal(bySession.status, 200);
    assert.equal(bySession.headers.get('x-ratelimit-limit'), '200');
    assert.equal(bySession.headers.get('x-ratelimit-remaining'), '199');
  });

  it('counts every session of one person together, on /api/v1 and /api/ui, and no one else’s', async () => {
    const { owner, browser: first } = await personOn(tight);
    const second = await browserOf(tight, owner.email);
    const remaining: string[] = [];
    for (let i = 0; i < 10; i++) {
      const [browser, path] = i % 2 ? [second, '/api/ui/session'] : [first, '/api/v1/me'];
      const answer = await browser.request('GET', path);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('x-ratelimit-limit'), '10');
      remaining.push(answer.headers.get('x-ratelimit-remaining')!);
    }
    assert.deepEqual(remaining, ['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    assertRefused(await first.request('GET', '/api/ui/session'));
    assertRefused(await second.request('GET', '/api/v1/me'));

    // A write refused by the limit was answered before its handler ran: nothing was created.
    const write = await first.request('POST', '/api/v1/issues', { title: 'Refused by the limit' });
    assertRefused(write);
    const created = await tight.db
      .selectFrom('issues')
      .select('id')
      .where('title', '=', 'Refused by the limit')
      .execute();
    assert.deepEqual(created, []);

    const other = await personOn(tight);
    const elsewhere = await other.browser.request('GET', '/api/v1/me');
    assert.equal(elsewhere.status, 200);
    assert.equal(elsewhere.headers.get('x-ratelimit-remaining'), '9');
  });

  it('is shared by the API nodes through Redis, and counted by each node alone without it', async () => {
    const { browser } = await personOn(tight);
    const node = await startNode(tight, {
      SERVICE_RATE_LIMIT_NAMESPACE: tight.config.rateLimitNamespace,
      SERVICE_SESSION_THROTTLE: '60',
    });
    try {
      for (let i = 0; i < 10; i++) assert.equal((await browser.request('GET', '/api/v1/me')).status, 200);
      const onOtherNode = await fetch(`${node.baseUrl}/api/ui/session`, {
        headers: { cookie: browser.cookie! },
      });
      await onOtherNode.body?.cancel();
      if (tight.config.redisUrl) {
        assert.equal(onOtherNode.status, 429);
      } else {
        assert.equal(onOtherNode.status, 200);
        assert.equal(onOtherNode.headers.get('x-ratelimit-remaining'), '9');
      }
    } finally {
      await node.close();
    }
  });
});
