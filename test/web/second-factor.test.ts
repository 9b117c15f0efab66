import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { totpCode } from '../helpers/second-factor.js';
import { givePassword, TEST_PASSWORD } from '../helpers/session.js';

describe('the web interface: a second factor and passkeys (issue 43)', async () => {
  const app = await startTestApp({ SERVICE_SECRET_KEY: 'a second-factor browser test key, long enough' });
  // WebAuthn needs a secure context; the test origin is plain http, so Chromium is told to trust it.
  const browser = await launchBrowser(app, [`--unsafely-treat-insecure-origin-as-secure=${TEST_APP_URL}`]);

  it('adds a passkey with Chromium’s virtual authenticator, then signs in with it as the second step', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id);
    const t = await openPage(browser);
    const { page } = t;
    const cdp = await t.context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Security', level: 1 }).waitFor();
    await page.getByText('No passkeys yet').waitFor();
    await t.check('security, nothing set up');
    await screenshot(t, 'security-empty');

    await page.getByLabel('Passkey name').fill('Laptop');
    await page.getByRole('button', { name: 'Add passkey' }).click();
    const codes = page.locator('pre[aria-label="Recovery codes"]');
    await codes.waitFor();
    assert.equal((await textOf(codes)).split('\n').length, 10);
    await page.getByText('Laptop', { exact: true }).waitFor();
    await t.check('recovery codes shown once');
    await screenshot(t, 'security-passkey-added');
    await page.getByRole('button', { name: 'Done' }).click();
    await codes.waitFor({ state: 'detached' });

    // Signing in again: the password, then the passkey.
    await page.locator('.person').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(scene.owner.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByLabel('Recovery code').waitFor();
    await t.check('second step');
    await screenshot(t, 'second-step');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const entry = await app.db
      .selectFrom('audit_entries')
      .select('details')
      .where('workspace_id', '=', scene.workspace.id)
      .where('action', '=', 'sign_in.succeeded')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(JSON.parse(entry.details), { method: 'password', second_factor: 'passkey' });
    await t.finish();
  });

  it('sets up an authenticator app from the key shown as text, and asks for its code at sign-in', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD, '/login?next=%2Fsettings%2Fsecurity');
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const key = (await textOf(page.getByLabel('Setup key'))).replaceAll(' ', '');
    assert.match(await textOf(page.getByLabel('Setup link')), /^otpauth:\/\/totp\//);
    await t.check('authenticator setup');
    await screenshot(t, 'security-totp-setup');
    await page.getByLabel('Code from the app').fill(totpCode(key));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('pre[aria-label="Recovery codes"]').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText(/^Set up on /).waitFor();

    await page.locator('.person').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(scene.owner.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    assert.equal(await textOf(page.getByRole('alert')), 'The code is not valid.');
    await page.getByLabel('Authentication code').fill(totpCode(key, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await t.finish();
  });
});
