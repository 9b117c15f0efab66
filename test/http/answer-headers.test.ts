import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';

/**
 * Answers carrying secrets (API and runtime tokens, webhook secrets, invitation links) must never be kept
 * by a cache or read as another type (issue #27 point 7): every API answer says `Cache-Control: no-store`,
 * and every answer `X-Content-Type-Options: nosniff`.
 */
describe('answer headers', async () => {
  const app = await startTestApp();
  const scene = await buildScene(app.db);
  await givePassword(app, scene.owner.id);
  const browser = await signedIn(app, scene.owner.email);

  const assertPrivate = (label: string, headers: Headers) => {
    assert.equal(headers.get('cache-control'), 'no-store', `${label}: Cache-Control`);
    assert.equal(headers.get('x-content-type-options'), 'nosniff', `${label}: nosniff`);
  };

  it('marks the interface answers that carry a secret no-store and nosniff', async () => {
    const answers = {
      token: await browser.request('POST', '/api/ui/tokens', { name: 'laptop', abilities: ['read'] }),
      webhook: await browser.request('POST', '/api/ui/webhooks', {
        url: 'https://example.com/hook',
        events: ['issue.created'],
      }),
      invitation: await browser.request('POST', '/api/ui/invitations', {
        email: 'new.person@example.com',
        role: 'member',
      }),
      runtime: await browser.request('POST', '/api/ui/runtimes', { name: 'build box' }),
      session: await browser.request('GET', '/api/ui/session'),
    };
    for (const [label, answer] of Object.entries(answers)) {
      assert.ok(answer.status < 300, `${label}: ${answer.status} ${answer.text}`);
      assertPrivate(label, answer.headers);
    }
  });

  it('marks every /api/v1 and runner API answer no-store and nosniff, refusals included', async () => {
    const api = client(app, scene.token);
    assertPrivate('GET /issues', (await api.get('/issues')).headers);
    assertPrivate('401', (await client(app, 'nope').get('/issues')).headers);
    assertPrivate('422', (await api.post('/issues', {})).headers);
    const runner = await fetch(`${app.baseUrl}/api/daemon/v1/register`, { method: 'POST' });
    assertPrivate('runner 401', runner.headers);
  });

  it('sends nosniff on the web interface and health answers too', async () => {
    for (const path of ['/', '/login', '/healthz']) {
      const response = await fetch(`${app.baseUrl}${path}`);
      await response.body?.cancel();
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
    }
  });
});
