import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { png, upload } from '../helpers/attachment-files.js';
import { buildIssue, buildScene } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';

describe('Attachments in a browser session: GET /api/v1/attachments/{id}', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id);
    const browser = await signedIn(app, scene.owner.email);
    const issue = await buildIssue(app.db, scene.workspace);
    const ref = `${scene.workspace.issue_prefix}-${issue.number}`;
    const bytes = await png(800, 600);
    const res = await upload(client(app, scene.token), ref, 'photo.png', bytes);
    assert.equal(res.status, 201, res.text);
    return { scene, browser, bytes, id: res.body.data.id as number, url: res.body.data.url as string };
  }

  async function fetchWithCookie(cookie: string | null, path: string) {
    const response = await fetch(`${app.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  it('serves the file and its thumbnail to the session, with the safe-serving headers', async () => {
    const { browser, bytes, id, url } = await setup();
    assert.equal(new URL(url).pathname, `/api/v1/attachments/${id}`);
    const original = await fetchWithCookie(browser.cookie, `/api/v1/attachments/${id}`);
    assert.equal(original.status, 200);
    assert.equal(original.headers.get('content-type'), 'image/png');
    assert.ok(original.bytes.equals(bytes));
    for (const res of [
      original,
      await fetchWithCookie(browser.cookie, `/api/v1/attachments/${id}?size=thumb`),
    ]) {
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.match(res.headers.get('content-security-policy')!, /sandbox/);
      assert.equal(res.headers.get('cross-origin-resource-policy'), 'same-origin');
      assert.equal(res.headers.get('cache-control'), 'private, no-cache');
    }
    const thumb = await fetchWithCookie(browser.cookie, `/api/v1/attachments/${id}?size=thumb`);
    assert.equal(thumb.status, 200);
    assert.equal(thumb.headers.get('content-type'), 'image/webp');
    assert.ok(thumb.bytes.length > 0 && thumb.bytes.length < bytes.length);
  });

  it("checks membership: another workspace's session gets 404, no session 401", async () => {
    const { id } = await setup();
    const stranger = await buildScene(app.db);
    await givePassword(app, stranger.owner.id);
    const strangerBrowser = await signedIn(app, stranger.owner.email);
    assert.equal((await fetchWithCookie(strangerBrowser.cookie, `/api/v1/attachments/${id}`)).status, 404);
    assert.equal((await fetchWithCookie(null, `/api/v1/attachments/${id}`)).status, 401);
  });

  it('keeps the CSRF rule for writes: deleting needs the token and the own origin', async () => {
    const { browser, id } = await setup();
    const forged = await browser.request('DELETE', `/api/v1/attachments/${id}`, undefined, {
      'x-csrf-token': '',
      origin: '',
    });
    assert.equal(forged.status, 403);
    const crossSite = await browser.request('DELETE', `/api/v1/attachments/${id}`, undefined, {
      origin: 'https://evil.example',
    });
    assert.equal(crossSite.status, 403);
    assert.equal((await fetchWithCookie(browser.cookie, `/api/v1/attachments/${id}`)).status, 200);
    const deleted = await browser.request('DELETE', `/api/v1/attachments/${id}`, undefined, {
      origin: TEST_APP_URL,
    });
    assert.equal(deleted.status, 204);
    assert.equal((await fetchWithCookie(browser.cookie, `/api/v1/attachments/${id}`)).status, 404);
  });
});
