import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ApiError,
  bodyOf,
  createServerClient,
  keep401,
  setCsrfToken,
  setUnauthorizedHandler,
} from '../../web/src/api/client.js';
import { startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';

/** web/src/api/client.ts against the real server, with a signed-in session as a browser would hold it. */
describe('the interface client of the server', async () => {
  const app = await startTestApp();
  const { workspace, owner } = await buildScene(app.db);
  await givePassword(app, owner.id);
  const browser = await signedIn(app, owner.email);
  const sessionFetch = (cookie: string | null) => (request: Request) => {
    if (cookie) request.headers.set('cookie', cookie);
    request.headers.set('origin', TEST_APP_URL);
    return fetch(request);
  };
  const v1 = createServerClient({ baseUrl: app.baseUrl, fetch: sessionFetch(browser.cookie) });

  it('reads and writes with the session, sending its CSRF header on writes', async () => {
    setCsrfToken(browser.csrf);
    const created = bodyOf(await v1.POST('/api/v1/issues', { body: { title: 'From the interface' } })).data;
    assert.equal(created.id, `${workspace.issue_prefix}-1`);
    const read = bodyOf(
      await v1.GET('/api/v1/issues/{issue}', { params: { path: { issue: created.id } } }),
    ).data;
    assert.equal(read.creator?.id, owner.id);
  });

  it('throws ApiError with the message and field errors; a write without the CSRF header is refused', async () => {
    setCsrfToken(browser.csrf);
    const invalid = await v1.POST('/api/v1/issues', { body: { title: '' } }).catch((error: unknown) => error);
    assert.ok(invalid instanceof ApiError);
    assert.equal(invalid.status, 422);
    assert.ok(invalid.fieldError('title'));

    setCsrfToken(null);
    const forged = await v1.POST('/api/v1/issues', { body: { title: 'x' } }).catch((error: unknown) => error);
    assert.ok(forged instanceof ApiError);
    assert.equal(forged.status, 403);
  });

  it('sends the reader to sign in on a 401', async () => {
    let redirected = false;
    setUnauthorizedHandler(() => (redirected = true));
    const signedOut = createServerClient({ baseUrl: app.baseUrl, fetch: sessionFetch(null) });
    const error = await signedOut.GET('/api/v1/me').catch((thrown: unknown) => thrown);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 401);
    assert.equal(redirected, true);
  });

  it('leaves a 401 to a call that answers it itself (keep401)', async () => {
    let redirected = false;
    setUnauthorizedHandler(() => (redirected = true));
    const signedOut = createServerClient({ baseUrl: app.baseUrl, fetch: sessionFetch(null) });
    const error = await signedOut
      .GET('/api/ui/notification-preferences', keep401)
      .catch((thrown: unknown) => thrown);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 401);
    assert.equal(redirected, false);
  });
});
