import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, tabTo, textOf } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

describe('the web interface: profile, password and sessions', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('Settings → Sessions lists two sessions with one current, signs one out, signs the others out, and signs out everywhere', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const here = await openPage(browser);
    const elsewhere = await openPage(browser);
    await signIn(elsewhere, scene.owner.email, PASSWORD);
    await signIn(here, scene.owner.email, PASSWORD);
    const { page } = here;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sessions' }).click();
    await page.getByRole('heading', { name: 'Sessions', level: 1 }).waitFor();
    const sessions = page.getByRole('region', { name: 'Sessions' }).getByRole('listitem');
    await sessions.nth(1).waitFor();
    assert.equal(await sessions.count(), 2);
    assert.equal(await sessions.filter({ hasText: 'This browser' }).count(), 1);
    await here.check('profile with two sessions');
    await screenshot(here, 'profile-sessions');

    // Sign out the other one: it is gone from the list and that browser is sent to sign in.
    const other = sessions.filter({ hasNotText: 'This browser' });
    await other.getByRole('button', { name: 'Sign out' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out this session?' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await other.waitFor({ state: 'detached' });
    assert.equal(await sessions.count(), 1);
    await elsewhere.page.goto('/settings/tokens');
    await elsewhere.page.waitForURL(/\/login\?next=%2Fsettings%2Ftokens$/);

    // Sign out the others: that browser is signed out, this one stays.
    await signIn(elsewhere, scene.owner.email, PASSWORD);
    await page.reload();
    await sessions.nth(1).waitFor();
    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out every other session?' })
      .getByRole('button', { name: 'Sign out others' })
      .click();
    await sessions.nth(1).waitFor({ state: 'detached' });
    await elsewhere.page.goto('/settings/tokens');
    await elsewhere.page.waitForURL(/\/login\?next=%2Fsettings%2Ftokens$/);
    assert.equal(await page.getByRole('button', { name: 'Sign out other sessions' }).count(), 0);

    // Sign out everywhere: both browsers are signed out, this one included.
    await signIn(elsewhere, scene.owner.email, PASSWORD);
    await page.reload();
    await sessions.nth(1).waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const everywhere = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    const revoke = everywhere.getByRole('checkbox', { name: /Also revoke my API tokens/ });
    assert.equal(await revoke.isChecked(), true, 'ticked by default (issue 37)');
    await here.check('sign out everywhere dialog');
    await screenshot(here, 'profile-sign-out-everywhere');
    assert.equal((await client(app, scene.token).get('/me')).status, 200);
    await everywhere.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL('**/login');
    assert.equal((await client(app, scene.token).get('/me')).status, 401, 'the token was revoked');
    await page.goto('/settings/sessions');
    await page.waitForURL(/\/login\?next=/);
    await elsewhere.page.goto('/settings/sessions');
    await elsewhere.page.waitForURL(/\/login\?next=/);
    await here.finish();
    await elsewhere.finish();
  });

  it('changes the password by keyboard: the old one fails, the new one works, other sessions end', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const here = await openPage(browser);
    const elsewhere = await openPage(browser);
    await signIn(elsewhere, scene.owner.email, PASSWORD);
    await signIn(here, scene.owner.email, PASSWORD, '/login?next=/settings/profile');
    const { page } = here;
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();

    // A wrong current password is refused under its field.
    await tabTo(page, page.getByLabel('Current password'));
    await page.keyboard.type('not my password');
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    assert.ok((await textOf(page.locator('.field-error').first())).length > 0);
    await here.check('password refused');
    await screenshot(here, 'profile-password-refused');

    await page.getByLabel('Current password').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(PASSWORD);
    await tabTo(page, page.getByRole('button', { name: 'Change password' }));
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: 'Password changed' }).waitFor();
    await here.check('password changed');
    await screenshot(here, 'profile-password-changed');

    // This browser stays signed in; the other one is signed out.
    await page.reload();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await elsewhere.page.goto('/settings/tokens');
    await elsewhere.page.waitForURL(/\/login\?next=%2Fsettings%2Ftokens$/);

    // The old password no longer signs in; the new one does.
    await elsewhere.page.getByLabel('Email').fill(scene.owner.email);
    await elsewhere.page.getByLabel('Password').fill(PASSWORD);
    await elsewhere.page.getByRole('button', { name: 'Sign in' }).click();
    assert.equal(await textOf(elsewhere.page.getByRole('alert')), 'The email or password is incorrect.');
    await elsewhere.page.getByLabel('Password').fill(NEW_PASSWORD);
    await elsewhere.page.getByRole('button', { name: 'Sign in' }).click();
    await elsewhere.page.getByRole('heading', { name: 'API tokens', level: 1 }).waitFor();
    await here.finish();
    await elsewhere.finish();
  });
  it('keeps the API tokens through a password change when "Also revoke my API tokens" is unticked', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const here = await openPage(browser);
    await signIn(here, scene.owner.email, PASSWORD, '/login?next=/settings/profile');
    const { page } = here;
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel('New password').fill(NEW_PASSWORD);
    const revoke = password.getByRole('checkbox', { name: /Also revoke my API tokens/ });
    assert.equal(await revoke.isChecked(), true);
    await revoke.uncheck();
    await password.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Password changed' }).waitFor();
    assert.doesNotMatch(
      await textOf(page.getByRole('status').filter({ hasText: 'Password changed' })),
      /revoked/,
    );
    assert.equal((await client(app, scene.token).get('/me')).status, 200, 'the token stays');
    await screenshot(here, 'profile-password-keep-tokens');
    await here.finish();
  });
});
