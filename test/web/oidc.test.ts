import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { INVITATION_TOKEN_PREFIX } from '../../src/domain/people/invitations.js';
import { digestToken, generateToken } from '../../src/domain/people/tokens.js';
import { startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, textOf } from '../helpers/browser.js';
import { buildWorkspace } from '../helpers/factories.js';
import { deadIssuer, startOidcProvider } from '../helpers/oidc-provider.js';

/** "Sign in with …" on /login, through a real OpenID provider's login page, into Tandem (issue 43). */
describe('the web interface: signing in with OpenID Connect', async () => {
  const provider = await startOidcProvider();
  const slug = `oidc-web-${randomBytes(3).toString('hex')}`;
  const app = await startTestApp({ ...provider.env, SERVICE_OIDC_JOIN: `joiners.test=${slug}:member` });
  const workspace = await buildWorkspace(app.db, { slug, name: 'Joiners' });
  const browser = await launchBrowser(app);

  async function atProvider(t: Awaited<ReturnType<typeof openPage>>, login: string) {
    const { page } = t;
    await page.goto('/login?next=%2Fsettings%2Fprofile');
    // Both ways are offered while password sign-in is on.
    await page.getByLabel('Password').waitFor();
    await page.getByRole('link', { name: 'Sign in with Test Identity' }).click();
    await page.waitForURL(`${provider.issuer}/**`);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }

  it('signs a first-time person in through the provider, joining by their email domain', async () => {
    const email = `grace-${randomBytes(3).toString('hex')}@joiners.test`;
    provider.people.set('grace', { email, email_verified: true, name: 'Grace Hopper' });
    const t = await openPage(browser, { allowOrigins: [provider.issuer] });
    const { page } = t;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Test Identity' }).waitFor();
    await t.check('sign-in with a provider offered');
    await screenshot(t, 'login-oidc');

    await atProvider(t, 'grace');
    await page.waitForURL(`${TEST_APP_URL}/settings/profile`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    const session: any = await page.evaluate(async () => (await fetch('/api/ui/session')).json());
    assert.equal(session.data.user.email, email);
    assert.equal(session.data.user.name, 'Grace Hopper');
    assert.equal(session.data.workspace.id, workspace.id);
    assert.equal(session.data.workspace.role, 'member');
    await t.finish();
  });

  it('comes back to /login with a clear reason when the provider does not vouch for the email', async () => {
    provider.people.set('unverified', {
      email: `u-${randomBytes(3).toString('hex')}@joiners.test`,
      email_verified: false,
    });
    const t = await openPage(browser, { allowOrigins: [provider.issuer] });
    const { page } = t;
    await atProvider(t, 'unverified');
    await page.waitForURL(`${TEST_APP_URL}/login?oidc=unverified`);
    assert.match(
      await textOf(page.getByRole('alert')),
      /^Test Identity did not confirm that your email address is verified/,
    );
    await t.check('unverified email refused');
    await t.finish();
  });
});

describe('the web interface: the provider down and password sign-in off', async () => {
  const app = await startTestApp({
    SERVICE_OIDC_ISSUER: await deadIssuer(),
    SERVICE_OIDC_CLIENT_ID: 'tandem',
    SERVICE_OIDC_CLIENT_SECRET: 'secret',
    SERVICE_OIDC_NAME: 'Acme Login',
    SERVICE_PASSWORD_SIGNIN: 'off',
  });
  const browser = await launchBrowser(app);

  it('offers only the provider, and says so plainly when it cannot be reached', async () => {
    const t = await openPage(browser);
    const { page } = t;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Acme Login' }).click();
    await page.waitForURL(`${TEST_APP_URL}/login?oidc=unavailable`);
    assert.equal(
      await textOf(page.getByRole('alert')),
      'Acme Login could not be reached. Try again in a moment, or ask an administrator.',
    );
    assert.equal(await page.getByLabel('Password').count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Forgot your password?' }).count(), 0);
    await t.check('provider down');
    await screenshot(t, 'login-oidc-down');
    await t.finish();
  });

  it('sends a new invitee to the provider instead of asking for a password', async () => {
    const workspace = await buildWorkspace(app.db, { name: 'Invited here' });
    const token = generateToken(INVITATION_TOKEN_PREFIX);
    const email = `invitee-${randomBytes(3).toString('hex')}@example.com`;
    await app.db
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
    const t = await openPage(browser);
    const { page } = t;
    await page.goto(`/invite/${token}`);
    const link = page.getByRole('link', { name: 'Sign in with Acme Login' });
    await link.waitFor();
    assert.match(await textOf(page.getByText(/you join as you sign in/)), new RegExp(email));
    assert.equal(await page.getByLabel('Password').count(), 0);
    assert.equal(await link.getAttribute('href'), '/auth/oidc/start');
    await t.check('invitation with password sign-in off');
    await t.finish();
  });
});
