import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp, TEST_APP_URL } from '../../helpers/app.js';
import { buildMember, buildScene, buildWorkspace } from '../../helpers/factories.js';
import { Browser, givePassword, signedIn, TEST_PASSWORD } from '../../helpers/session.js';

const app = await startTestApp();

async function personWithPassword(role: 'owner' | 'member' | 'management' = 'member') {
  const scene = await buildScene(app.db);
  const person = role === 'owner' ? scene.owner : await buildMember(app.db, scene.workspace, { role });
  await givePassword(app, person.id);
  return { ...scene, person };
}

describe('sign-in', () => {
  it('signs in with the right password: a session cookie and the session', async () => {
    const { person, workspace } = await personWithPassword();
    const browser = new Browser(app);
    const response = await browser.signIn(person.email);
    assert.equal(response.status, 200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tandem_session='))!;
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
    assert.match(cookie, /Path=\//);
    assert.doesNotMatch(cookie, /Secure/i, 'http application URL: no Secure flag');
    assert.equal(response.body.data.user.email, person.email);
    assert.equal(response.body.data.workspace.slug, workspace.slug);
    assert.equal(response.body.data.workspace.role, 'member');
    assert.equal(typeof response.body.data.csrf_token, 'string');
    const session = await browser.request('GET', '/api/ui/session');
    assert.equal(session.status, 200);
    assert.equal(session.body.data.user.id, person.id);
  });

  it('stores only a digest of the cookie secret and an argon2id hash of the password', async () => {
    const { person } = await personWithPassword();
    const browser = await signedIn(app, person.email);
    const secret = browser.cookie!.split('=')[1]!;
    const rows = await app.db
      .selectFrom('sessions')
      .select('digest')
      .where('user_id', '=', person.id)
      .execute();
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]!.digest, secret);
    const user = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    assert.match(user.password_hash!, /^\$argon2id\$/);
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const { person } = await personWithPassword();
    const wrongPassword = await new Browser(app).signIn(person.email, 'not the password');
    const unknownEmail = await new Browser(app).signIn('nobody-here@example.com', TEST_PASSWORD);
    assert.equal(wrongPassword.status, 401);
    assert.equal(unknownEmail.status, 401);
    assert.equal(wrongPassword.body.message, 'The email or password is incorrect.');
    assert.deepEqual(unknownEmail.body, wrongPassword.body);
    assert.equal(wrongPassword.headers.getSetCookie().length, 0);
  });

  it('slows down repeated failures for an account from one address with 429 and Retry-After, even for the right password', async () => {
    const { person } = await personWithPassword();
    for (let i = 0; i < 5; i++) {
      assert.equal((await new Browser(app).signIn(person.email, `wrong ${i}`)).status, 401);
    }
    const refused = await new Browser(app).signIn(person.email, TEST_PASSWORD);
    assert.equal(refused.status, 429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= 30, `Retry-After ${retryAfter}`);
    // The count is in the database (so every node sees it), keyed by the account and the address.
    const failures = await app.db
      .selectFrom('sign_in_attempts')
      .select('address')
      .where('account', '=', person.email.toLowerCase())
      .execute();
    assert.equal(failures.length, 5);
    assert.ok(failures.every((failure) => failure.address === failures[0]!.address));
  });

  it('refuses a sign-in posted from another origin', async () => {
    const { person } = await personWithPassword();
    const response = await new Browser(app).request(
      'POST',
      '/api/ui/login',
      { email: person.email, password: TEST_PASSWORD },
      { origin: 'https://evil.example' },
    );
    assert.equal(response.status, 403);
    assert.equal(response.body.message, 'Cross-site request refused.');
  });

  it('lets a Management account sign in, but not use /api/v1', async () => {
    const { person } = await personWithPassword('management');
    const browser = await signedIn(app, person.email);
    assert.equal((await browser.request('GET', '/api/ui/session')).body.data.workspace.role, 'management');
    const issues = await browser.request('GET', '/api/v1/issues');
    assert.equal(issues.status, 403);
  });
});

describe('signing out and sessions', () => {
  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const { person } = await personWithPassword();
    const browser = await signedIn(app, person.email);
    const cookie = browser.cookie!;
    const out = await browser.request('POST', '/api/ui/logout');
    assert.equal(out.status, 204);
    assert.equal(browser.cookie, null);
    const stale = new Browser(app);
    stale.cookie = cookie;
    assert.equal((await stale.request('GET', '/api/ui/session')).status, 401);
  });

  it('lists one’s sessions, ends one, and signs out everywhere', async () => {
    const { person } = await personWithPassword();
    const first = await signedIn(app, person.email);
    const second = await signedIn(app, person.email);
    const third = await signedIn(app, person.email);
    const list = await first.request('GET', '/api/ui/sessions');
    assert.equal(list.status, 200);
    assert.equal(list.body.data.length, 3);
    assert.equal(list.body.data.filter((s: { current: boolean }) => s.current).length, 1);
    const secondId = (await second.request('GET', '/api/ui/sessions')).body.data.find(
      (s: { current: boolean }) => s.current,
    ).id;
    assert.equal((await first.request('DELETE', `/api/ui/sessions/${secondId}`)).status, 204);
    assert.equal((await second.request('GET', '/api/ui/session')).status, 401);
    assert.equal((await first.request('DELETE', '/api/ui/sessions')).status, 204);
    assert.equal((await first.request('GET', '/api/ui/session')).status, 401);
    assert.equal((await third.request('GET', '/api/ui/session')).status, 401);
  });

  it('changes the password: other sessions end, this one stays, the new password signs in', async () => {
    const { person } = await personWithPassword();
    const here = await signedIn(app, person.email);
    const elsewhere = await signedIn(app, person.email);
    const wrong = await here.request('PUT', '/api/ui/password', {
      current_password: 'nope nope',
      new_password: 'a brand new passphrase',
    });
    assert.equal(wrong.status, 422);
    assert.ok(wrong.body.errors.current_password);
    const short = await here.request('PUT', '/api/ui/password', {
      current_password: TEST_PASSWORD,
      new_password: 'short',
    });
    assert.equal(short.status, 422);
    assert.ok(short.body.errors.new_password);
    const changed = await here.request('PUT', '/api/ui/password', {
      current_password: TEST_PASSWORD,
      new_password: 'a brand new passphrase',
    });
    assert.equal(changed.status, 204);
    assert.equal((await here.request('GET', '/api/ui/session')).status, 200);
    assert.equal((await elsewhere.request('GET', '/api/ui/session')).status, 401);
    assert.equal((await new Browser(app).signIn(person.email, TEST_PASSWORD)).status, 401);
    assert.equal((await new Browser(app).signIn(person.email, 'a brand new passphrase')).status, 200);
  });

  it('switches between the person’s workspaces; 404 for a workspace they are not in', async () => {
    const { person, workspace } = await personWithPassword();
    const other = await buildWorkspace(app.db);
    await buildMember(app.db, other, { email: person.email, role: 'admin' });
    const stranger = await buildWorkspace(app.db);
    const browser = await signedIn(app, person.email);
    assert.deepEqual(
      (await browser.request('GET', '/api/ui/session')).body.data.workspaces.map(
        (w: { slug: string }) => w.slug,
      ),
      [workspace.slug, other.slug],
    );
    const switched = await browser.request('PUT', '/api/ui/session/workspace', { workspace: other.slug });
    assert.equal(switched.status, 200);
    assert.equal(switched.body.data.workspace.slug, other.slug);
    assert.equal(switched.body.data.workspace.role, 'admin');
    assert.equal((await browser.request('GET', '/api/v1/me')).body.data.workspace.slug, other.slug);
    const refused = await browser.request('PUT', '/api/ui/session/workspace', { workspace: stranger.slug });
    assert.equal(refused.status, 404);
  });
});

describe('CSRF', () => {
  it('refuses a write carrying the cookie but no CSRF token, and changes nothing', async () => {
    const { person } = await personWithPassword();
    const browser = await signedIn(app, person.email);
    const forged = await browser.request(
      'POST',
      '/api/v1/projects',
      { name: 'Forged' },
      { 'x-csrf-token': '', origin: '' },
    );
    assert.equal(forged.status, 403);
    assert.equal(forged.body.message, 'Cross-site request refused.');
    const forgedUi = await browser.request(
      'POST',
      '/api/ui/tokens',
      { name: 'forged' },
      { 'x-csrf-token': '' },
    );
    assert.equal(forgedUi.status, 403);
    const projects = await browser.request('GET', '/api/v1/projects');
    assert.equal(projects.body.data.length, 0);
    assert.equal((await browser.request('GET', '/api/ui/tokens')).body.data.length, 0);
  });

  it('refuses a write from another Origin even with the right token', async () => {
    const { person } = await personWithPassword();
    const browser = await signedIn(app, person.email);
    const forged = await browser.request(
      'POST',
      '/api/v1/projects',
      { name: 'Forged' },
      { origin: 'https://evil.example' },
    );
    assert.equal(forged.status, 403);
    assert.equal((await browser.request('GET', '/api/v1/projects')).body.data.length, 0);
  });
});

describe('sessions on /api/v1', () => {
  it('reads and writes as the session’s person in its workspace', async () => {
    const { person } = await personWithPassword();
    const browser = await signedIn(app, person.email);
    const me = await browser.request('GET', '/api/v1/me');
    assert.equal(me.status, 200);
    assert.equal(me.body.data.user.id, person.id);
    assert.deepEqual(me.body.data.token.abilities, ['read', 'write']);
    const created = await browser.request('POST', '/api/v1/issues', { title: 'From the browser' });
    assert.equal(created.status, 201);
    assert.equal(created.body.data.creator.id, person.id);
    assert.ok(created.headers.get('x-ratelimit-limit'), 'rate limits apply to sessions');
  });

  it('refuses a bearer token on /api/ui with 401', async () => {
    const { token } = await buildScene(app.db);
    const response = await fetch(`${app.baseUrl}/api/ui/tokens`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 401);
    assert.equal(
      ((await response.json()) as { message: string }).message,
      'This endpoint is for the web interface; sign in.',
    );
  });

  it('answers 401 on /api/ui without a session', async () => {
    assert.equal((await new Browser(app).request('GET', '/api/ui/session')).status, 401);
  });
});

describe('first run', () => {
  it('GET /api/ui/setup says whether a workspace exists yet', async () => {
    const fresh = await startTestApp();
    const before = await new Browser(fresh).request('GET', '/api/ui/setup');
    assert.equal(before.status, 200);
    assert.equal(before.body.data.needs_setup, true);
    assert.match(before.body.data.command, /^npx tandem admin workspace create /);
    await buildWorkspace(fresh.db);
    assert.equal((await new Browser(fresh).request('GET', '/api/ui/setup')).body.data.needs_setup, false);
  });
});

describe('cookie flags', () => {
  for (const appUrl of ['https://tandem.example', 'HTTPS://tandem.example', 'Https://Tandem.Example/']) {
    it(`marks the cookie Secure when SERVICE_APP_URL is ${appUrl} (the scheme in any case)`, async () => {
      const secure = await startTestApp({ SERVICE_APP_URL: appUrl });
      const scene = await buildScene(secure.db);
      await givePassword(secure, scene.owner.id);
      const response = await fetch(`${secure.baseUrl}/api/ui/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: scene.owner.email, password: TEST_PASSWORD }),
      });
      assert.equal(response.status, 200);
      assert.match(response.headers.getSetCookie()[0]!, /Secure/);
    });
  }
});

void client;
void TEST_APP_URL;
