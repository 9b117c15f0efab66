import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildScene } from '../helpers/factories.js';
import { CookieBrowser, totpCode } from '../helpers/second-factor.js';
import { givePassword } from '../helpers/session.js';
import { SoftAuthenticator } from '../helpers/webauthn.js';

const KEY = 'a second-factor CLI test key, long enough to derive from';

describe('tandem admin user reset-second-factor (issue 43: the way back)', async () => {
  const app = await startTestApp({ SERVICE_SECRET_KEY: KEY });
  const env = {
    SERVICE_DATABASE_URL: app.database.url,
    SERVICE_APP_URL: app.config.appUrl,
    SERVICE_SECRET_KEY: KEY,
  };

  it('removes the app, recovery codes and passkeys, ends the sessions, and audits it', async () => {
    const { owner, workspace } = await buildScene(app.db);
    await givePassword(app, owner.id);
    const browser = new CookieBrowser(app);
    await browser.signIn(owner.email);
    const started = await browser.request('POST', '/api/ui/security/totp');
    const { secret } = started.body.data;
    await browser.request('POST', '/api/ui/security/totp/confirm', { code: totpCode(secret) });
    const options = await browser.request('POST', '/api/ui/security/passkeys/options');
    const rp = new URL(TEST_APP_URL);
    const added = await browser.request('POST', '/api/ui/security/passkeys', {
      name: 'Laptop',
      response: new SoftAuthenticator(rp.hostname, rp.origin).register(options.body.data),
    });
    assert.equal(added.status, 201);
    // Half-way through a sign-in: that ends too.
    const pending = new CookieBrowser(app);
    assert.ok('second_factor' in (await pending.signIn(owner.email)).body.data);

    const result = await runCli(['admin', 'user', 'reset-second-factor', '--email', owner.email], env);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.stdout), {
      user: owner.email,
      totp_removed: true,
      recovery_codes_removed: 10,
      passkeys_removed: 1,
      sessions_ended: true,
    });
    assert.equal((await browser.request('GET', '/api/ui/session')).status, 401);
    const late = await pending.request('POST', '/api/ui/login/second-factor', { code: totpCode(secret, 1) });
    assert.equal(late.status, 401);
    for (const table of ['user_totp', 'user_recovery_codes', 'user_passkeys'] as const) {
      const rows = await app.db.selectFrom(table).select('id').where('user_id', '=', owner.id).execute();
      assert.deepEqual(rows, [], table);
    }
    // The password alone signs in again.
    const again = await new CookieBrowser(app).signIn(owner.email);
    assert.ok('csrf_token' in again.body.data);
    const entry = await app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('workspace_id', '=', workspace.id)
      .where('action', '=', 'second_factor.reset')
      .executeTakeFirstOrThrow();
    assert.equal(entry.actor_type, null);
    assert.deepEqual(JSON.parse(entry.details), { totp_removed: true, passkeys_removed: 1 });

    // The email as the command's argument works too; an unknown one fails on stderr.
    const positional = await runCli(['admin', 'user', 'reset-second-factor', owner.email], env);
    assert.equal(positional.code, 0, positional.stderr);
    const unknown = await runCli(
      ['admin', 'user', 'reset-second-factor', '--email', 'nobody@example.com'],
      env,
    );
    assert.notEqual(unknown.code, 0);
    assert.match(unknown.stderr, /not found/);
  });
});
