import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildScene } from '../helpers/factories.js';
import { client, startTestApp } from '../helpers/app.js';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('serving the web interface', async () => {
  const app = await startTestApp();

  const page = (path: string, accept = HTML, method = 'GET') =>
    fetch(`${app.baseUrl}${path}`, { method, headers: { accept } });

  it('answers index.html for every page address, uncached, under a strict policy', async () => {
    for (const path of [
      '/',
      '/login',
      '/setup',
      '/invite/abc',
      '/settings/tokens',
      '/admin/webhooks/3',
      '/issues/ACME-1',
      '/nowhere',
    ]) {
      const response = await page(path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      const policy = response.headers.get('content-security-policy') ?? '';
      assert.match(policy, /script-src 'self'(;|$)/);
      assert.match(policy, /style-src 'self'(;|$)/);
      assert.match(policy, /default-src 'self'/);
      assert.match(policy, /frame-ancestors 'none'/);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'same-origin');
      const html = await response.text();
      assert.match(html, /<div id="root">/);
    }
  });

  it('has no inline script or style and nothing from another origin in the page', async () => {
    const html = await (await page('/')).text();
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      assert.match(attributes ?? '', /src="\/assets\/[^"]+\.js"/);
      assert.equal(body?.trim(), '');
    }
    assert.doesNotMatch(html, /<style/);
    assert.doesNotMatch(html, /style="/);
    assert.doesNotMatch(html, /(src|href)="(https?:)?\/\//);
  });

  it('serves the hashed assets for a year, immutable, and 404s an unknown one as JSON', async () => {
    const html = await (await page('/')).text();
    const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    assert.ok(paths.some((path) => path.endsWith('.js')));
    assert.ok(paths.some((path) => path.endsWith('.css')));
    for (const path of paths) {
      const response = await fetch(`${app.baseUrl}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      const text = await response.text();
      assert.doesNotMatch(text, /https:\/\/fonts\.|@import url\(http/);
    }
    const missing = await page('/assets/missing-abc123.js');
    assert.equal(missing.status, 404);
    assert.deepEqual(await missing.json(), { message: 'Not found.' });
  });

  it('leaves the API its own answers: an unknown API path is the API’s 404, rate limited', async () => {
    const scene = await buildScene(app.db);
    const unknown = await fetch(`${app.baseUrl}/api/v1/no-such-route`, {
      headers: { accept: HTML, authorization: `Bearer ${scene.token}` },
    });
    assert.equal(unknown.status, 404);
    assert.match(unknown.headers.get('content-type') ?? '', /application\/json/);
    assert.deepEqual(await unknown.json(), { message: 'Not found.' });
    assert.ok(unknown.headers.get('x-ratelimit-limit'), 'the API’s rate limiter answered');
    const me = await client(app, scene.token).get('/me');
    assert.equal(me.status, 200);
    const ui = await page('/api/ui/no-such-route');
    assert.notEqual(ui.headers.get('content-type'), 'text/html; charset=utf-8');
  });

  it('answers a client that takes JSON only with the JSON 404, and any other GET with the page', async () => {
    const response = await page('/settings/tokens', 'application/json');
    assert.equal(response.status, 404);
    assert.deepEqual(await response.json(), { message: 'Not found.' });
    for (const accept of ['*/*', '']) {
      const anyType = await page('/', accept);
      assert.equal(anyType.status, 200, `Accept: ${accept}`);
      assert.equal(anyType.headers.get('content-type'), 'text/html; charset=utf-8');
    }
    const post = await page('/settings/tokens', HTML, 'POST');
    assert.equal(post.status, 404);
  });
});
