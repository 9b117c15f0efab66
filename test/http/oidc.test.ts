import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { INVITATION_TOKEN_PREFIX } from '../../src/domain/people/invitations.js';
import { safeReturnTo } from '../../src/domain/people/oidc.js';
import { digestToken, generateToken } from '../../src/domain/people/tokens.js';
import { startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { buildMember, buildScene, buildWorkspace } from '../helpers/factories.js';
import { CookieJar, deadIssuer, startOidcProvider, type TestProvider } from '../helpers/oidc-provider.js';
import { CookieBrowser, totpCode } from '../helpers/second-factor.js';
import { Browser, givePassword } from '../helpers/session.js';

/**
 * OpenID Connect sign-in (issue 43) against a real provider in this process, through the application's
 * own routes with a cookie jar per site, as a browser would: redirects followed by hand.
 */
const provider = await startOidcProvider();
const JOIN_SLUG = `oidc-join-${randomBytes(3).toString('hex')}`;
const app = await startTestApp({
  ...provider.env,
  // Sealing an authenticator app's secret (the second step after the provider).
  SERVICE_SECRET_KEY: 'an OpenID Connect test key, long enough to derive from',
  SERVICE_OIDC_JOIN: `joiners.test=${JOIN_SLUG}:guest,staff.test=${JOIN_SLUG}:member`,
});
const joinWorkspace = await buildWorkspace(app.db, { slug: JOIN_SLUG });

const toApp = (target: TestApp, url: string) =>
  url.startsWith(TEST_APP_URL) ? target.baseUrl + url.slice(TEST_APP_URL.length) : url;

async function get(jar: CookieJar, url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (jar.header() !== '') headers.set('cookie', jar.header());
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.take(response);
  return response;
}

function locationOf(response: Response, base: string): string {
  const location = response.headers.get('location');
  assert.ok(location, `a redirect (status ${response.status})`);
  return new URL(location, base).href;
}

/** At the provider: its login form filled as `login`, redirects followed until they leave it. */
async function throughProvider(idp: TestProvider, authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let hops = 0; hops < 10; hops++) {
    if (!url.startsWith(idp.issuer)) return url;
    let response = await get(jar, url);
    if (response.status === 200) {
      const form = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(form)?.[1];
      assert.ok(action, 'the provider shows its login form');
      response = await get(jar, new URL(action, url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      });
    }
    url = locationOf(response, url);
  }
  assert.fail('the provider kept redirecting');
}

interface Attempt {
  /** The browser's cookies at the application. */
  jar: CookieJar;
  start: Response;
  /** Where the provider sent the browser back to (the callback, with code and state). */
  callbackUrl: string;
}

async function reachCallback(
  login: string,
  returnTo?: string,
  target = app,
  idp = provider,
): Promise<Attempt> {
  const jar = new CookieJar();
  const query = returnTo === undefined ? '' : `?return_to=${encodeURIComponent(returnTo)}`;
  const start = await get(jar, `${target.baseUrl}/auth/oidc/start${query}`);
  assert.equal(start.status, 303);
  const callbackUrl = await throughProvider(idp, locationOf(start, target.baseUrl), login);
  assert.ok(callbackUrl.startsWith(`${TEST_APP_URL}/auth/oidc/callback?`), callbackUrl);
  return { jar, start, callbackUrl };
}

async function finish(attempt: Attempt, target = app) {
  const response = await get(attempt.jar, toApp(target, attempt.callbackUrl));
  assert.equal(response.status, 303);
  return { response, location: response.headers.get('location') };
}

/** The session the jar holds, as the interface reads it. */
async function sessionOf(jar: CookieJar, target = app) {
  const browser = new Browser(target);
  const cookie = jar.get('tandem_session');
  browser.cookie = cookie ? `tandem_session=${cookie}` : null;
  return { browser, response: await browser.request('GET', '/api/ui/session') };
}

async function identities(userId: number) {
  return app.db.selectFrom('user_identities').selectAll().where('user_id', '=', userId).execute();
}

describe('OpenID Connect sign-in', () => {
  it('signs an existing person in by their verified email: a normal session, back where they were going', async () => {
    const { workspace } = await buildScene(app.db);
    const person = await buildMember(app.db, workspace, {
      email: `ada-${randomBytes(3).toString('hex')}@example.com`,
    });
    provider.people.set('ada-sub', { email: person.email.toUpperCase(), email_verified: true, name: 'Ada' });
    const attempt = await reachCallback('ada-sub', '/issues?assignee=me#top');

    const stateCookie = attempt.start.headers.getSetCookie().find((c) => c.startsWith('tandem_oidc_state='))!;
    assert.match(stateCookie, /HttpOnly/i);
    assert.match(stateCookie, /SameSite=Lax/i);
    assert.match(stateCookie, /Path=\/auth\/oidc/);
    const authorization = new URL(locationOf(attempt.start, app.baseUrl));
    assert.equal(authorization.searchParams.get('code_challenge_method'), 'S256');
    assert.ok(authorization.searchParams.get('nonce'));
    assert.equal(authorization.searchParams.get('redirect_uri'), `${TEST_APP_URL}/auth/oidc/callback`);
    // Only the state's digest is kept; the PKCE verifier never left the server.
    const state = authorization.searchParams.get('state')!;
    const pending = await app.db.selectFrom('oidc_logins').selectAll().execute();
    assert.ok(pending.some((row) => row.state_digest === createHash('sha256').update(state).digest('hex')));
    assert.ok(!pending.some((row) => row.state_digest === state));

    const { response, location } = await finish(attempt);
    assert.equal(location, '/issues?assignee=me#top');
    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith('tandem_session='))!;
    assert.match(sessionCookie, /HttpOnly/i);
    assert.match(sessionCookie, /SameSite=Lax/i);
    assert.ok(
      response.headers.getSetCookie().some((c) => /^tandem_oidc_state=;/.test(c)),
      'the state cookie is cleared',
    );
    const { browser, response: session } = await sessionOf(attempt.jar);
    assert.equal(session.status, 200);
    assert.equal(session.body.data.user.id, person.id);
    assert.equal(session.body.data.workspace.id, workspace.id);
    // The audit log (§12.14) has the sign-in, saying how it was made.
    const audited = await app.db
      .selectFrom('audit_entries')
      .select(['action', 'details', 'actor_id'])
      .where('workspace_id', '=', workspace.id)
      .where('action', '=', 'sign_in.succeeded')
      .execute();
    assert.equal(audited.length, 1);
    assert.equal(audited[0]!.actor_id, person.id);
    assert.deepEqual(JSON.parse(audited[0]!.details), { method: 'oidc' });
    // The same CSRF rule as a password session: a write without the token is refused, with it accepted.
    browser.csrf = null;
    const refused = await browser.request(
      'PUT',
      '/api/ui/session/workspace',
      { workspace: workspace.slug },
      {
        origin: TEST_APP_URL,
      },
    );
    assert.equal(refused.status, 403);
    browser.csrf = session.body.data.csrf_token;
    const accepted = await browser.request('PUT', '/api/ui/session/workspace', { workspace: workspace.slug });
    assert.equal(accepted.status, 200);
    assert.deepEqual(
      (await identities(person.id)).map((row) => [row.issuer, row.subject]),
      [[provider.issuer, 'ada-sub']],
    );
  });

  it('lets a first-time person join the workspace their email domain maps to, with its role', async () => {
    const email = `grace-${randomBytes(3).toString('hex')}@joiners.test`;
    provider.people.set('grace-sub', { email, email_verified: true, name: 'Grace Hopper' });
    const { location, response } = await finish(await reachCallback('grace-sub', '/'));
    assert.equal(location, '/');
    assert.ok(response.headers.getSetCookie().some((c) => c.startsWith('tandem_session=')));
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.equal(user.name, 'Grace Hopper');
    assert.equal(user.password_hash, null);
    const membership = await app.db
      .selectFrom('memberships')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.equal(membership.workspace_id, joinWorkspace.id);
    assert.equal(membership.role, 'guest');

    const other = `linus-${randomBytes(3).toString('hex')}@staff.test`;
    provider.people.set('linus-sub', { email: other, email_verified: true });
    const attempt = await reachCallback('linus-sub');
    const { response: second } = await finish(attempt);
    assert.equal(second.headers.get('location'), '/');
    const { response: session } = await sessionOf(attempt.jar);
    assert.equal(session.body.data.workspace.slug, JOIN_SLUG);
    assert.equal(session.body.data.workspace.role, 'member');
    assert.equal(session.body.data.user.name, other.split('@')[0]);
  });

  it('lets a first-time person in through an open invitation for their email, with its role', async () => {
    const { workspace } = await buildScene(app.db);
    const email = `invited-${randomBytes(3).toString('hex')}@elsewhere.test`;
    await app.db
      .insertInto('invitations')
      .values({
        workspace_id: workspace.id,
        email,
        name: null,
        role: 'admin',
        weekly_hours: 32,
        digest: randomBytes(32).toString('hex'),
        invited_by: null,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        accepted_at: null,
        withdrawn_at: null,
      })
      .execute();
    provider.people.set('invited-sub', { email, email_verified: true });
    const attempt = await reachCallback('invited-sub');
    await finish(attempt);
    const { response: session } = await sessionOf(attempt.jar);
    assert.equal(session.status, 200);
    assert.equal(session.body.data.workspace.id, workspace.id);
    assert.equal(session.body.data.workspace.role, 'admin');
    const invitation = await app.db
      .selectFrom('invitations')
      .select('accepted_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.notEqual(invitation.accepted_at, null);
  });

  it('refuses a first-time person no workspace accepts, keeping no account', async () => {
    const email = `nobody-${randomBytes(3).toString('hex')}@unmapped.test`;
    provider.people.set('nobody-sub', { email, email_verified: true });
    const attempt = await reachCallback('nobody-sub');
    const { location, response } = await finish(attempt);
    assert.equal(location, '/login?oidc=no_workspace');
    assert.ok(!response.headers.getSetCookie().some((c) => /^tandem_session=[^;]/.test(c)));
    assert.equal(
      await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
      undefined,
    );
  });

  it('asks an account with a second factor for it after the provider: no session until the code', async () => {
    const { workspace } = await buildScene(app.db);
    const person = await buildMember(app.db, workspace, {
      email: `grace-${randomBytes(3).toString('hex')}@example.com`,
    });
    await givePassword(app, person.id);
    const setup = new CookieBrowser(app);
    assert.equal((await setup.signIn(person.email)).status, 200);
    const started = await setup.request('POST', '/api/ui/security/totp');
    const secret = started.body.data.secret as string;
    const confirmed = await setup.request('POST', '/api/ui/security/totp/confirm', {
      code: totpCode(secret),
    });
    assert.equal(confirmed.status, 200, confirmed.text);

    provider.people.set('totp-sub', { email: person.email, email_verified: true, name: 'Grace' });
    const attempt = await reachCallback('totp-sub', '/issues/WEB-1');
    const { response, location } = await finish(attempt);
    assert.equal(location, '/login?second_factor=1');
    const cookies = response.headers.getSetCookie();
    assert.ok(!cookies.some((c) => /^tandem_session=[^;]/.test(c)), 'no session before the second step');
    const pending = cookies.find((c) => c.startsWith('tandem_second_factor='));
    assert.ok(pending, 'the sign-in awaits its second step');
    assert.match(pending, /HttpOnly/i);
    assert.match(pending, /SameSite=Strict/i);
    assert.equal((await sessionOf(attempt.jar)).response.status, 401);

    // The second step, with the pending cookie alone: a wrong code refused, the right one signs in.
    const step = new CookieBrowser(app);
    step.cookies.set('tandem_second_factor', attempt.jar.get('tandem_second_factor')!);
    const wrong = await step.request('POST', '/api/ui/login/second-factor', { code: '000000' });
    assert.equal(wrong.status, 422, wrong.text);
    assert.deepEqual(Object.keys(wrong.body.errors), ['code']);
    // A code of the step the enrolment used is spent: the next step's code is the one a person types.
    const right = await step.request('POST', '/api/ui/login/second-factor', { code: totpCode(secret, 1) });
    assert.equal(right.status, 200, right.text);
    assert.equal(right.body.data.user.id, person.id);
    assert.equal(right.body.data.return_to, '/issues/WEB-1');
    const audited = await app.db
      .selectFrom('audit_entries')
      .select(['details'])
      .where('workspace_id', '=', workspace.id)
      .where('action', '=', 'sign_in.succeeded')
      .where('actor_id', '=', person.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(JSON.parse(audited.details).method, 'oidc');
  });

  it('refuses an unverified email, and never links an existing account by it', async () => {
    const { workspace } = await buildScene(app.db);
    const person = await buildMember(app.db, workspace);
    for (const verified of [false, 'true', undefined]) {
      provider.people.set('unverified-sub', { email: person.email, email_verified: verified });
      const attempt = await reachCallback('unverified-sub');
      const { location } = await finish(attempt);
      assert.equal(location, '/login?oidc=unverified', `email_verified: ${String(verified)}`);
      assert.equal((await sessionOf(attempt.jar)).response.status, 401);
    }
    assert.deepEqual(await identities(person.id), []);
    // Nor does a domain rule let an unverified address join.
    provider.people.set('unverified-joiner', {
      email: `x-${randomBytes(3).toString('hex')}@joiners.test`,
      email_verified: false,
    });
    assert.equal((await finish(await reachCallback('unverified-joiner'))).location, '/login?oidc=unverified');
  });

  it('keeps a linked account on its subject: a changed email neither moves it nor takes over another', async () => {
    const { workspace } = await buildScene(app.db);
    const alice = await buildMember(app.db, workspace);
    const bob = await buildMember(app.db, workspace);
    provider.people.set('alice-sub', { email: alice.email, email_verified: true });
    provider.people.set('bob-sub', { email: bob.email, email_verified: true });
    await finish(await reachCallback('alice-sub'));
    await finish(await reachCallback('bob-sub'));

    // At the provider, Alice's email becomes Bob's: she still signs in as herself.
    provider.people.set('alice-sub', { email: bob.email, email_verified: true });
    const again = await reachCallback('alice-sub');
    await finish(again);
    assert.equal((await sessionOf(again.jar)).response.body.data.user.id, alice.id);

    // Someone else at the provider given Bob's email cannot reach Bob's linked account.
    provider.people.set('mallory-sub', { email: bob.email, email_verified: true });
    const takeover = await reachCallback('mallory-sub');
    assert.equal((await finish(takeover)).location, '/login?oidc=linked_elsewhere');
    assert.equal((await sessionOf(takeover.jar)).response.status, 401);
  });

  it('refuses a callback whose state is not this browser’s, one without the cookie, and a replayed one', async () => {
    const { workspace } = await buildScene(app.db);
    const person = await buildMember(app.db, workspace);
    provider.people.set('csrf-sub', { email: person.email, email_verified: true });

    // Login CSRF: the attacker's own callback opened in the victim's browser (which started its own sign-in).
    const attacker = await reachCallback('csrf-sub');
    const victim = new CookieJar();
    await get(victim, `${app.baseUrl}/auth/oidc/start`);
    const forged = await get(victim, toApp(app, attacker.callbackUrl));
    assert.equal(forged.status, 303);
    assert.equal(forged.headers.get('location'), '/login?oidc=invalid');
    assert.equal((await sessionOf(victim)).response.status, 401);

    // No state cookie at all.
    const bare = await get(new CookieJar(), toApp(app, attacker.callbackUrl));
    assert.equal(bare.headers.get('location'), '/login?oidc=invalid');

    // A state the server never issued, cookie and address agreeing.
    const invented = new CookieJar();
    invented.set('tandem_oidc_state', 'invented-state');
    const url = new URL(toApp(app, attacker.callbackUrl));
    url.searchParams.set('state', 'invented-state');
    assert.equal((await get(invented, url.href)).headers.get('location'), '/login?oidc=invalid');

    // The genuine callback (its cookie kept by the attacker) works once; played again it is refused,
    // even with the cookie put back.
    const stateCookie = attacker.jar.get('tandem_oidc_state')!;
    const digest = createHash('sha256').update(stateCookie).digest('hex');
    const pending = () =>
      app.db.selectFrom('oidc_logins').select('id').where('state_digest', '=', digest).execute();
    assert.equal((await pending()).length, 1);
    assert.equal((await finish(attacker)).location, '/');
    // Used up here, not only at the provider (whose code is single-use too).
    assert.deepEqual(await pending(), []);
    const replay = new CookieJar();
    replay.set('tandem_oidc_state', stateCookie);
    const replayed = await get(replay, toApp(app, attacker.callbackUrl));
    assert.equal(replayed.headers.get('location'), '/login?oidc=invalid');
    assert.equal((await sessionOf(replay)).response.status, 401);
  });

  it('answers a refusal at the provider with a clear reason, not an error page', async () => {
    const jar = new CookieJar();
    const start = await get(jar, `${app.baseUrl}/auth/oidc/start`);
    const state = new URL(locationOf(start, app.baseUrl)).searchParams.get('state')!;
    const callback = new URL(`${app.baseUrl}/auth/oidc/callback`);
    callback.searchParams.set('error', 'access_denied');
    callback.searchParams.set('state', state);
    callback.searchParams.set('iss', provider.issuer);
    const response = await get(jar, callback.href);
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/login?oidc=denied');
  });

  it('goes back to paths of the application only (open redirects refused)', async () => {
    const { workspace } = await buildScene(app.db);
    const person = await buildMember(app.db, workspace);
    provider.people.set('redirect-sub', { email: person.email, email_verified: true });
    for (const evil of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/%0d%0aLocation:%20https://evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'http:evil.example',
    ]) {
      const { location } = await finish(await reachCallback('redirect-sub', evil));
      assert.ok(
        location !== null && location.startsWith('/') && !location.startsWith('//'),
        `${evil} → ${location}`,
      );
      assert.equal(
        new URL(location, 'http://tandem.test').origin,
        'http://tandem.test',
        `${evil} → ${location}`,
      );
    }
  });

  it('keeps return_to to same-origin paths', () => {
    assert.equal(safeReturnTo('/issues/ACME-1?tab=runs#c2'), '/issues/ACME-1?tab=runs#c2');
    assert.equal(safeReturnTo('/%2F%2Fevil.example'), '/%2F%2Fevil.example');
    for (const evil of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/\nx',
      '',
      undefined,
      ['/x'],
      '/login?next=//evil',
      '/api/v1/issues',
      '/auth/oidc/start',
    ]) {
      assert.equal(safeReturnTo(evil), '/', String(evil));
    }
  });

  it('does not answer the OpenID routes while OpenID Connect is off', async () => {
    const plain = await startTestApp();
    const response = await fetch(`${plain.baseUrl}/auth/oidc/start`, { redirect: 'manual' });
    assert.equal(response.status, 404);
    const methods = await fetch(`${plain.baseUrl}/api/ui/sign-in-methods`);
    assert.deepEqual(((await methods.json()) as { data: unknown }).data, { password: true, oidc: null });
  });
});

describe('OpenID Connect with password sign-in off and the provider down', async () => {
  const down = await startTestApp({
    SERVICE_OIDC_ISSUER: await deadIssuer(),
    SERVICE_OIDC_CLIENT_ID: 'tandem',
    SERVICE_OIDC_CLIENT_SECRET: 'secret',
    SERVICE_OIDC_NAME: 'Acme Login',
    SERVICE_PASSWORD_SIGNIN: 'off',
  });

  it('sends a sign-in to /login with a reason when the provider cannot be reached', async () => {
    const response = await fetch(`${down.baseUrl}/auth/oidc/start?return_to=/issues`, { redirect: 'manual' });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/login?oidc=unavailable');
  });

  it('tells the sign-in page that only the provider is offered', async () => {
    const response = await fetch(`${down.baseUrl}/api/ui/sign-in-methods`);
    assert.equal(response.status, 200);
    assert.deepEqual(((await response.json()) as { data: unknown }).data, {
      password: false,
      oidc: { name: 'Acme Login', start_url: '/auth/oidc/start' },
    });
  });

  it('refuses password sign-in, password resets and accounts made with a password', async () => {
    const { workspace, owner } = await buildScene(down.db);
    await givePassword(down, owner.id);
    const browser = new Browser(down);
    const login = await browser.request(
      'POST',
      '/api/ui/login',
      { email: owner.email, password: 'correct horse battery' },
      {
        origin: TEST_APP_URL,
      },
    );
    assert.equal(login.status, 403);
    assert.match(login.body.message, /Password sign-in is off.*Acme Login/);
    assert.deepEqual(Object.keys(login.body), ['message']);
    assert.ok(!login.headers.getSetCookie().some((c) => c.startsWith('tandem_session=')));

    const reset = await browser.request(
      'POST',
      '/api/ui/password-reset',
      { email: owner.email },
      { origin: TEST_APP_URL },
    );
    assert.equal(reset.status, 403);
    assert.match(reset.body.message, /Password sign-in is off/);

    const token = generateToken(INVITATION_TOKEN_PREFIX);
    const email = `new-${randomBytes(3).toString('hex')}@example.com`;
    await down.db
      .insertInto('invitations')
      .values({
        workspace_id: workspace.id,
        email,
        name: null,
        role: 'member',
        weekly_hours: 40,
        digest: digestToken(token),
        invited_by: null,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        accepted_at: null,
        withdrawn_at: null,
      })
      .execute();
    const accept = await browser.request(
      'POST',
      `/api/ui/invitations/${token}/accept`,
      { name: 'New Person', password: 'a long enough password 123' },
      { origin: TEST_APP_URL },
    );
    assert.equal(accept.status, 403, accept.text);
    assert.match(accept.body.message, /sign in with Acme Login/);
    assert.equal(
      await down.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
      undefined,
    );
  });
});
