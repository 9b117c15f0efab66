import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { webBuildDirectory } from '../../src/http/web-assets.js';
import { buildScene } from '../helpers/factories.js';
import { client, startTestApp } from '../helpers/app.js';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** A GET with the raw body as sent (fetch would decode it), to see the encoding on the wire. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

/** The files a first visit loads before any page's own code: the entry and what it imports statically. */
function firstLoadFiles(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(webBuildDirectory(), '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files];
}

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

  it('hands out assets and the page precompressed (Brotli, gzip) to a client that accepts them', async () => {
    const html = await (await page('/')).text();
    const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    for (const path of [...paths, '/', '/issues']) {
      const plain = await rawGet(`${app.baseUrl}${path}`, { accept: HTML });
      assert.equal(plain.status, 200, path);
      assert.equal(plain.headers['content-encoding'], undefined, `${path}: identity without Accept-Encoding`);
      const br = await rawGet(`${app.baseUrl}${path}`, {
        accept: HTML,
        'accept-encoding': 'gzip, deflate, br',
      });
      assert.equal(br.headers['content-encoding'], 'br', path);
      assert.match(String(br.headers.vary), /accept-encoding/i, path);
      assert.ok(br.body.length < plain.body.length, `${path}: smaller compressed`);
      assert.deepEqual(brotliDecompressSync(br.body), plain.body, path);
      const gz = await rawGet(`${app.baseUrl}${path}`, { accept: HTML, 'accept-encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip', path);
      assert.deepEqual(gunzipSync(gz.body), plain.body, path);
      const refused = await rawGet(`${app.baseUrl}${path}`, { accept: HTML, 'accept-encoding': 'br;q=0' });
      assert.equal(refused.headers['content-encoding'], undefined, `${path}: br;q=0 is a refusal`);
      if (path.startsWith('/assets/')) {
        assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable', path);
      } else {
        // The page itself is never cached (a new version's chunk names arrive with it), policy intact.
        assert.equal(br.headers['cache-control'], 'no-cache', path);
        assert.match(String(br.headers['content-security-policy']), /script-src 'self'(;|$)/);
        assert.doesNotMatch(String(br.headers['content-security-policy']), /unsafe-inline|unsafe-eval/);
      }
    }
  });

  it('keeps the first load small: the entry and its static imports under 130 KB of Brotli', () => {
    const directory = join(webBuildDirectory(), 'assets');
    let total = 0;
    for (const file of firstLoadFiles()) total += readFileSync(join(directory, '..', `${file}.br`)).length;
    assert.ok(total < 130 * 1024, `first load: ${Math.round(total / 1024)} KB of Brotli`);
    // The editor (Tiptap, ProseMirror) comes with the issue page only.
    const firstLoad = firstLoadFiles()
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(directory, '..', file), 'utf8'))
      .join('\n');
    assert.doesNotMatch(firstLoad, /prosemirror|@tiptap/i);
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
