import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp, TEST_APP_URL } from '../../helpers/app.js';
import { buildMember, buildScene, buildToken } from '../../helpers/factories.js';
import { CookieBrowser, totpCode } from '../../helpers/second-factor.js';
import { givePassword, TEST_PASSWORD } from '../../helpers/session.js';
import { SoftAuthenticator } from '../../helpers/webauthn.js';

const app = await startTestApp({
  SERVICE_SECRET_KEY: 'a second-factor test key, long enough to derive from',
});
const RP = new URL(TEST_APP_URL);

async function person(role: 'owner' | 'member' | 'admin' = 'member') {
  const scene = await buildScene(app.db);
  const member = role === 'owner' ? scene.owner : await buildMember(app.db, scene.workspace, { role });
  await givePassword(app, member.id);
  const browser = new CookieBrowser(app);
  assert.equal((await browser.signIn(member.email)).status, 200);
  return { ...scene, member, browser };
}

/** Sets up an authenticator app for the signed-in browser; answers the secret and recovery codes. */
async function enrolTotp(browser: CookieBrowser) {
  const started = await browser.request('POST', '/api/ui/security/totp');
  assert.equal(started.status, 200, started.text);
  const { secret, uri } = started.body.data;
  assert.match(uri, /^otpauth:\/\/totp\//);
  const confirmed = await browser.request('POST', '/api/ui/security/totp/confirm', {
    code: totpCode(secret),
  });
  assert.equal(confirmed.status, 200, confirmed.text);
  return { secret: secret as string, codes: confirmed.body.data.recovery_codes as string[] };
}

async function auditText(workspaceId: number) {
  return JSON.stringify(
    await app.db.selectFrom('audit_entries').selectAll().where('workspace_id', '=', workspaceId).execute(),
  );
}

async function auditActions(workspaceId: number) {
  const rows = await app.db
    .selectFrom('audit_entries')
    .select(['action', 'details'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ action: r.action, details: JSON.parse(r.details) as Record<string, unknown> }));
}

describe('a second factor (issue 43)', () => {
  it('sets up an app: the secret as text and URI, sealed at rest; recovery codes once, stored hashed', async () => {
    const { browser, member, workspace } = await person();
    const wrong = await browser.request('POST', '/api/ui/security/totp');
    const refused = await browser.request('POST', '/api/ui/security/totp/confirm', { code: '000000' });
    assert.equal(refused.status, 422);
    assert.deepEqual(Object.keys(refused.body.errors), ['code']);
    const confirmed = await browser.request('POST', '/api/ui/security/totp/confirm', {
      code: totpCode(wrong.body.data.secret),
    });
    assert.equal(confirmed.status, 200);
    const codes: string[] = confirmed.body.data.recovery_codes;
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const code of codes) assert.match(code, /^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);

    const stored = JSON.stringify(
      await app.db.selectFrom('user_totp').selectAll().where('user_id', '=', member.id).execute(),
    );
    assert.ok(!stored.includes(wrong.body.data.secret), 'the secret is not stored in clear');
    const storedCodes = JSON.stringify(
      await app.db.selectFrom('user_recovery_codes').selectAll().where('user_id', '=', member.id).execute(),
    );
    for (const code of codes) {
      assert.ok(!storedCodes.includes(code) && !storedCodes.includes(code.replaceAll('-', '')));
    }
    const overview = await browser.request('GET', '/api/ui/security');
    assert.equal(overview.body.data.recovery_codes_left, 10);
    assert.ok(overview.body.data.totp.confirmed_at);
    assert.equal(overview.body.data.has_second_factor, true);
    // A second app cannot replace the first without removing it.
    assert.equal((await browser.request('POST', '/api/ui/security/totp')).status, 409);

    const text = await auditText(workspace.id);
    assert.ok(!text.includes(wrong.body.data.secret));
    for (const code of codes) assert.ok(!text.includes(code));
    assert.ok((await auditActions(workspace.id)).some((e) => e.action === 'second_factor.added'));
  });

  it('asks for the second step after the password; the half-signed-in browser reaches nothing else', async () => {
    const { browser, member, workspace, token } = await person();
    const { secret } = await enrolTotp(browser);
    const fresh = new CookieBrowser(app);
    const first = await fresh.signIn(member.email);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.data, { second_factor: { methods: ['totp', 'recovery_code'] } });
    assert.ok(!fresh.cookies.has('tandem_session'), 'no session before the second step');
    const pending = fresh.cookies.get('tandem_second_factor');
    assert.ok(pending);
    const setCookie = first.headers.getSetCookie().find((c) => c.startsWith('tandem_second_factor='))!;
    assert.match(setCookie, /HttpOnly/i);
    assert.match(setCookie, /Path=\/api\/ui\/login/);

    for (const path of ['/api/ui/session', '/api/ui/security', '/api/ui/tokens']) {
      assert.equal((await fresh.request('GET', path)).status, 401, path);
    }
    assert.equal((await fresh.request('POST', '/api/ui/security/totp')).status, 401);
    assert.equal((await fresh.request('GET', '/api/v1/issues')).status, 401);
    // The pending secret is no session secret either.
    const asSession = await fetch(`${app.baseUrl}/api/ui/session`, {
      headers: { cookie: `tandem_session=${pending}` },
    });
    assert.equal(asSession.status, 401);
    // Nor does it reach the API with the workspace's token's help.
    assert.equal((await client(app, token).get('/issues')).status, 200);

    const done = await fresh.request('POST', '/api/ui/login/second-factor', { code: totpCode(secret, 1) });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.data.user.id, member.id);
    assert.ok(fresh.cookies.has('tandem_session'));
    assert.ok(!fresh.cookies.has('tandem_second_factor'), 'the pending sign-in cookie is cleared');
    assert.equal((await fresh.request('GET', '/api/ui/session')).status, 200);
    // Taken once: the same pending sign-in cannot complete again.
    const again = await fetch(`${app.baseUrl}/api/ui/login/second-factor`, {
      method: 'POST',
      headers: { cookie: `tandem_second_factor=${pending}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: totpCode(secret, 1) }),
    });
    assert.equal(again.status, 401);

    const signIns = (await auditActions(workspace.id)).filter((e) => e.action === 'sign_in.succeeded');
    assert.deepEqual(signIns.at(-1)!.details, { method: 'password', second_factor: 'totp' });
  });

  it('refuses a code replayed within its window', async () => {
    const { browser, member } = await person();
    const { secret } = await enrolTotp(browser);
    const code = totpCode(secret, 1);
    const one = new CookieBrowser(app);
    await one.signIn(member.email);
    assert.equal((await one.request('POST', '/api/ui/login/second-factor', { code })).status, 200);
    const two = new CookieBrowser(app);
    await two.signIn(member.email);
    const replayed = await two.request('POST', '/api/ui/login/second-factor', { code });
    assert.equal(replayed.status, 422);
    assert.equal(replayed.body.message, 'The code is not valid.');
    // An older code (the step before the one used) is refused too.
    const older = await two.request('POST', '/api/ui/login/second-factor', { code: totpCode(secret) });
    assert.equal(older.status, 422);
  });

  it('throttles code guessing like passwords, and a known password buys no fresh allowance', async () => {
    const { browser, member } = await person();
    await enrolTotp(browser);
    const attacker = new CookieBrowser(app);
    await attacker.signIn(member.email);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const guess = String(100000 + i);
      const answer = await attacker.request('POST', '/api/ui/login/second-factor', { code: guess });
      statuses.push(answer.status);
      if (answer.status === 429) {
        assert.ok(Number(answer.headers.get('retry-after')) > 0);
        break;
      }
    }
    assert.equal(statuses.at(-1), 429, `guesses were slowed down: ${statuses.join(',')}`);
    assert.ok(statuses.length <= 6);
    // Signing in with the password again is counted with the guesses: also slowed down.
    assert.equal((await attacker.signIn(member.email)).status, 429);
  });

  it('spends a recovery code once, audited, and the app keeps working', async () => {
    const { browser, member, workspace } = await person();
    const { codes } = await enrolTotp(browser);
    const one = new CookieBrowser(app);
    await one.signIn(member.email);
    const used = await one.request('POST', '/api/ui/login/second-factor', {
      recovery_code: codes[0]!.toLowerCase().replaceAll('-', ' '),
    });
    assert.equal(used.status, 200, used.text);
    const two = new CookieBrowser(app);
    await two.signIn(member.email);
    const again = await two.request('POST', '/api/ui/login/second-factor', { recovery_code: codes[0] });
    assert.equal(again.status, 422);
    assert.deepEqual(Object.keys(again.body.errors), ['recovery_code']);
    assert.equal((await browser.request('GET', '/api/ui/security')).body.data.recovery_codes_left, 9);
    const entries = await auditActions(workspace.id);
    assert.ok(entries.some((e) => e.action === 'recovery_code.used'));
    assert.deepEqual(entries.filter((e) => e.action === 'sign_in.succeeded').at(-1)!.details, {
      method: 'password',
      second_factor: 'recovery_code',
    });
    assert.ok(!(await auditText(workspace.id)).includes(codes[0]!));
  });

  it('renews recovery codes and removes the app only after the password or a code', async () => {
    const { browser, member, workspace } = await person();
    const { secret, codes } = await enrolTotp(browser);
    assert.equal((await browser.request('POST', '/api/ui/security/recovery-codes', {})).status, 422);
    const renewed = await browser.request('POST', '/api/ui/security/recovery-codes', {
      password: TEST_PASSWORD,
    });
    assert.equal(renewed.status, 200);
    assert.notDeepEqual(renewed.body.data.recovery_codes, codes);
    const wrong = await browser.request('POST', '/api/ui/security/totp/remove', {
      password: 'not it at all',
    });
    assert.equal(wrong.status, 422);
    assert.deepEqual(Object.keys(wrong.body.errors), ['password']);
    const removed = await browser.request('POST', '/api/ui/security/totp/remove', {
      code: totpCode(secret, 1),
    });
    assert.equal(removed.status, 204);
    const overview = (await browser.request('GET', '/api/ui/security')).body.data;
    assert.equal(overview.totp, null);
    assert.equal(overview.recovery_codes_left, 0, 'with no factor left, the codes go too');
    // Signing in needs the password alone again.
    assert.ok('csrf_token' in (await new CookieBrowser(app).signIn(member.email)).body.data);
    const actions = (await auditActions(workspace.id)).map((e) => e.action);
    assert.ok(actions.includes('recovery_codes.regenerated'));
    assert.ok(actions.includes('second_factor.removed'));
  });

  it('refuses the new writes across sites and without the session’s CSRF token', async () => {
    const { browser, member } = await person();
    const noToken = await browser.request('POST', '/api/ui/security/totp', undefined, { 'x-csrf-token': '' });
    assert.equal(noToken.status, 403);
    const rows = await app.db.selectFrom('user_totp').selectAll().where('user_id', '=', member.id).execute();
    assert.deepEqual(rows, [], 'the refused write changed nothing');
    const crossSite = await browser.request('POST', '/api/ui/security/passkeys/options', undefined, {
      origin: 'https://evil.example',
    });
    assert.equal(crossSite.status, 403);
    await enrolTotp(browser);
    const fresh = new CookieBrowser(app);
    await fresh.signIn(member.email);
    const forged = await fresh.request(
      'POST',
      '/api/ui/login/second-factor',
      { code: '123456' },
      { origin: 'https://evil.example' },
    );
    assert.equal(forged.status, 403);
    assert.ok(!fresh.cookies.has('tandem_session'));
  });

  it('adds, names, uses and removes passkeys; another account’s registration is refused', async () => {
    const { browser, member, workspace } = await person();
    const other = await person();
    const authenticator = new SoftAuthenticator(RP.hostname, RP.origin);

    const options = await browser.request('POST', '/api/ui/security/passkeys/options');
    assert.equal(options.status, 200);
    assert.equal(options.body.data.rp.id, RP.hostname);
    const response = authenticator.register(options.body.data);
    // The other account, holding an answer made over this account's challenge, gets nothing from it.
    const stolen = await other.browser.request('POST', '/api/ui/security/passkeys', {
      name: 'Mine',
      response,
    });
    assert.equal(stolen.status, 409);
    await other.browser.request('POST', '/api/ui/security/passkeys/options');
    const mismatched = await other.browser.request('POST', '/api/ui/security/passkeys', {
      name: 'Mine',
      response,
    });
    assert.equal(mismatched.status, 422);
    // Made for another origin: refused.
    const foreignOptions = await browser.request('POST', '/api/ui/security/passkeys/options');
    const foreign = authenticator.register(foreignOptions.body.data, 'https://evil.example');
    assert.equal(
      (await browser.request('POST', '/api/ui/security/passkeys', { name: 'X', response: foreign })).status,
      422,
    );

    const again = await browser.request('POST', '/api/ui/security/passkeys/options');
    const added = await browser.request('POST', '/api/ui/security/passkeys', {
      name: 'Laptop',
      response: authenticator.register(again.body.data),
    });
    assert.equal(added.status, 201, added.text);
    assert.equal(added.body.data.passkey.name, 'Laptop');
    assert.equal(added.body.data.recovery_codes.length, 10, 'the first factor brings recovery codes');
    const id = added.body.data.passkey.id;
    const renamed = await browser.request('PATCH', `/api/ui/security/passkeys/${id}`, {
      name: 'Work laptop',
    });
    assert.equal(renamed.body.data.name, 'Work laptop');
    assert.equal(
      (await other.browser.request('PATCH', `/api/ui/security/passkeys/${id}`, { name: 'x' })).status,
      404,
    );
    assert.equal((await other.browser.request('DELETE', `/api/ui/security/passkeys/${id}`)).status, 404);

    // Sign-in's second step with the passkey.
    const fresh = new CookieBrowser(app);
    const first = await fresh.signIn(member.email);
    assert.deepEqual(first.body.data.second_factor.methods, ['passkey', 'recovery_code']);
    const assertionOptions = await fresh.request('POST', '/api/ui/login/passkey-options');
    assert.equal(assertionOptions.status, 200);
    assert.equal(assertionOptions.body.data.allowCredentials.length, 1);
    const signedIn = await fresh.request('POST', '/api/ui/login/passkey', {
      response: authenticator.assert(assertionOptions.body.data),
    });
    assert.equal(signedIn.status, 200, signedIn.text);
    assert.equal(signedIn.body.data.user.id, member.id);
    const listed = await browser.request('GET', '/api/ui/security/passkeys');
    assert.ok(listed.body.data[0].last_used_at);

    // Someone else's passkey does not pass another account's second step.
    const otherAuthenticator = new SoftAuthenticator(RP.hostname, RP.origin);
    const otherOptions = await other.browser.request('POST', '/api/ui/security/passkeys/options');
    await other.browser.request('POST', '/api/ui/security/passkeys', {
      name: 'Theirs',
      response: otherAuthenticator.register(otherOptions.body.data),
    });
    const victim = new CookieBrowser(app);
    await victim.signIn(member.email);
    const victimOptions = await victim.request('POST', '/api/ui/login/passkey-options');
    const wrongKey = await victim.request('POST', '/api/ui/login/passkey', {
      response: otherAuthenticator.assert(victimOptions.body.data),
    });
    assert.equal(wrongKey.status, 422);

    assert.equal((await browser.request('DELETE', `/api/ui/security/passkeys/${id}`)).status, 204);
    assert.deepEqual((await browser.request('GET', '/api/ui/security/passkeys')).body.data, []);
    const entries = await auditActions(workspace.id);
    assert.deepEqual(
      entries.filter((e) => e.action.startsWith('second_factor.')).map((e) => [e.action, e.details.factor]),
      [
        ['second_factor.added', 'passkey'],
        ['second_factor.removed', 'passkey'],
      ],
    );
    assert.deepEqual(entries.filter((e) => e.action === 'sign_in.succeeded').at(-1)!.details, {
      method: 'password',
      second_factor: 'passkey',
    });
  });

  it('a workspace may require a factor: owners decide; members without one reach only Settings → Security', async () => {
    const owner = await person('owner');
    const admin = await buildMember(app.db, owner.workspace, { role: 'admin' });
    await givePassword(app, admin.id);
    const adminBrowser = new CookieBrowser(app);
    await adminBrowser.signIn(admin.email);
    assert.equal(
      (await adminBrowser.request('PATCH', '/api/ui/workspace', { require_second_factor: true })).status,
      403,
    );
    const withoutFactor = await owner.browser.request('PATCH', '/api/ui/workspace', {
      require_second_factor: true,
    });
    assert.equal(withoutFactor.status, 422);
    await enrolTotp(owner.browser);
    const set = await owner.browser.request('PATCH', '/api/ui/workspace', { require_second_factor: true });
    assert.equal(set.status, 200);
    assert.equal(set.body.data.require_second_factor, true);

    const member = await buildMember(app.db, owner.workspace);
    await givePassword(app, member.id);
    const { token } = await buildToken(app.db, owner.workspace, member);
    const browser = new CookieBrowser(app);
    assert.equal((await browser.signIn(member.email)).status, 200);
    assert.equal((await browser.request('GET', '/api/ui/session')).status, 200);
    assert.equal((await browser.request('GET', '/api/ui/security')).status, 200);
    const blocked = await browser.request('GET', '/api/ui/tokens');
    assert.equal(blocked.status, 403);
    assert.match(blocked.body.message, /requires a second factor/);
    const api = await browser.request('GET', '/api/v1/issues');
    assert.equal(api.status, 403);
    assert.match(api.body.message, /requires a second factor/);
    // An API token is its own credential: unaffected.
    assert.equal((await client(app, token).get('/issues')).status, 200);

    await enrolTotp(browser);
    assert.equal((await browser.request('GET', '/api/ui/tokens')).status, 200);
    assert.equal((await browser.request('GET', '/api/v1/issues')).status, 200);
    const entries = await auditActions(owner.workspace.id);
    assert.deepEqual(entries.find((e) => e.action === 'second_factor.requirement_changed')?.details, {
      required: true,
    });
  });
});
