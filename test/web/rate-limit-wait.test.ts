import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, bodyOf, createServerClient, keep429, setCsrfToken } from '../../web/src/api/client.js';
import { ATTEMPTS, waitOf } from '../../web/src/api/rate-limit-wait.js';

/** A server that answers each call with the next of `answers` and keeps what it was sent. */
function scriptedServer(answers: (() => Response)[]) {
  const received: { method: string; url: string; body: string }[] = [];
  const fetch = async (request: Request) => {
    received.push({ method: request.method, url: request.url, body: await request.text() });
    const answer = answers.shift();
    assert.ok(answer, 'no more calls expected');
    return answer();
  };
  return { received, client: createServerClient({ baseUrl: 'http://tandem.test', fetch }) };
}

const tooMany =
  (retryAfter = '0') =>
  () =>
    Response.json(
      { message: 'Too many requests. Retry in 1 seconds.' },
      { status: 429, headers: { 'retry-after': retryAfter, 'x-ratelimit-remaining': '0' } },
    );
const me = () => Response.json({ data: { id: 7, name: 'Ada' } });

describe('the interface client and the rate limiter’s 429', () => {
  it('waits out a 429 and sends the same read again', async () => {
    const { client, received } = scriptedServer([tooMany(), tooMany(), me]);
    const answer = bodyOf(await client.GET('/api/v1/me'));
    assert.deepEqual(answer.data, { id: 7, name: 'Ada' });
    assert.deepEqual(
      received.map((call) => `${call.method} ${call.url}`),
      Array(3).fill('GET http://tandem.test/api/v1/me'),
    );
  });

  it('sends a write again with the same body (a refused write changed nothing)', async () => {
    setCsrfToken('csrf');
    const created = () => Response.json({ data: { id: 'ACME-1' } }, { status: 201 });
    const { client, received } = scriptedServer([tooMany(), created]);
    await client.POST('/api/v1/issues', { body: { title: 'Once' } });
    assert.equal(received.length, 2);
    assert.deepEqual(
      received.map((call) => JSON.parse(call.body)),
      [{ title: 'Once' }, { title: 'Once' }],
    );
  });

  it(`gives up after ${ATTEMPTS} refusals with the 429 as an ApiError`, async () => {
    const { client, received } = scriptedServer(Array.from({ length: ATTEMPTS }, () => tooMany()));
    const error = await client.GET('/api/v1/me').catch((thrown: unknown) => thrown);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 429);
    assert.equal(received.length, ATTEMPTS);
  });

  it('leaves a 429 to a call that shows it itself (the sign-in throttle)', async () => {
    const { client, received } = scriptedServer([tooMany('30')]);
    const error = await client
      .PUT('/api/ui/password', { body: { current_password: 'a', new_password: 'b' }, ...keep429 })
      .catch((thrown: unknown) => thrown);
    assert.ok(error instanceof ApiError);
    assert.equal(error.retryAfter, 30);
    assert.equal(received.length, 1);
  });

  it('stops waiting as soon as the call is abandoned', async () => {
    const { client } = scriptedServer([tooMany('50')]);
    const controller = new AbortController();
    const started = Date.now();
    const call = client.GET('/api/v1/me', { signal: controller.signal }).catch((thrown: unknown) => thrown);
    setTimeout(() => controller.abort(), 50);
    const error = await call;
    assert.ok(error instanceof DOMException && error.name === 'AbortError', String(error));
    assert.ok(Date.now() - started < 5_000);
  });

  it('reads Retry-After in seconds or as a date, at most a minute, and 5 s when it is missing', () => {
    const answer = (retryAfter?: string) =>
      new Response(null, { status: 429, headers: retryAfter ? { 'retry-after': retryAfter } : {} });
    assert.equal(waitOf(answer('7')), 7_000);
    assert.equal(waitOf(answer('3600')), 60_000);
    const now = Date.parse('2026-12-02T10:00:00Z');
    assert.equal(waitOf(answer('Wed, 02 Dec 2026 10:00:12 GMT'), now), 12_000);
    assert.equal(waitOf(answer()), 5_000);
    assert.equal(waitOf(answer('soon')), 5_000);
  });
});
