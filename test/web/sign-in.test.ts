import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp, TEST_APP_URL, type TestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';
import type { Scene } from '../helpers/factories.js';

const PASSWORD = 'correct horse battery';

/** An invitation made by the scene's owner through the interface's API; answers its link. */
async function inviteByApi(app: TestApp, scene: Scene, email: string): Promise<string> {
  await givePassword(app, scene.owner.id, PASSWORD);
  const owner = await signedIn(app, scene.owner.email, PASSWORD);
  const invited = await owner.request('POST', '/api/ui/invitations', { email, role: 'member' });
  assert.equal(invited.status, 201, invited.text);
  return invited.body.data.url as string;
}

describe('the web interface: first run, signing in and joining', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('on first run shows the command that makes the first workspace', async () => {
    const t = await openPage(browser);
    await t.page.goto('/');
    await t.page.waitForURL('**/setup');
    await t.page.getByRole('heading', { name: 'Set up Tandem' }).waitFor();
    assert.match(await textOf(t.page.getByLabel('Setup command')), /tandem admin workspace create/);
    await t.page.getByRole('button', { name: 'Copy command' }).waitFor();
    await t.check('setup');
    await screenshot(t, 'setup');
    await t.finish();
  });

  it('refuses a wrong password with one alert, and signs in by keyboard with the right one', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;

    await page.goto('/settings/profile');
    await page.waitForURL(/\/login\?next=%2Fsettings%2Fprofile$/);
    await page.getByLabel('Email').fill(scene.owner.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    assert.equal(await textOf(page.getByRole('alert')), 'The email or password is incorrect.');
    assert.equal(await page.getByRole('alert').count(), 1);
    await t.check('sign-in refused');
    await screenshot(t, 'login-refused');

    // The keyboard alone: the Email field has the focus on arrival; Tab to Password; Enter submits.
    await page.reload();
    await page.getByLabel('Email').waitFor();
    await page.keyboard.type(scene.owner.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${TEST_APP_URL}/settings/profile`);
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    const sidebar = page.locator('.person');
    assert.match(await textOf(sidebar), new RegExp(scene.owner.name));
    await t.check('profile');
    await screenshot(t, 'profile');
    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.getByRole('heading', { name: 'Sessions', level: 1 }).waitFor();
    await page.getByText('This browser').waitFor();

    // Signing out ends the session: the pages lead to sign-in again.
    await page.locator('.person').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.goto('/settings/tokens');
    await page.waitForURL(/\/login\?next=%2Fsettings%2Ftokens$/);
    await t.finish();
  });

  it('invites someone by email; they join with a new account and are signed in', async () => {
    const scene = await buildScene(app.db, { name: 'Acme' });
    await givePassword(app, scene.owner.id, PASSWORD);
    const owner = await openPage(browser);
    await signIn(owner, scene.owner.email, PASSWORD);
    await owner.page.goto('/admin/members');
    await owner.page.getByRole('heading', { name: 'Members', level: 1 }).waitFor();
    await owner.page.getByLabel('Email address').fill('new.person@example.com');
    await owner.page.getByLabel('Role', { exact: true }).selectOption('admin');
    await owner.page.getByRole('button', { name: 'Invite' }).click();
    const link = await textOf(owner.page.getByLabel('Invitation link', { exact: true }));
    assert.match(link, new RegExp(`^${TEST_APP_URL}/invite/\\S+$`));
    await owner.page
      .getByRole('region', { name: 'Pending invitations' })
      .getByText('new.person@example.com')
      .first()
      .waitFor();
    await owner.check('members with an invitation');
    await screenshot(owner, 'members');

    const invitee = await openPage(browser);
    await invitee.page.goto(link);
    await invitee.page.getByRole('heading', { name: 'Join Acme' }).waitFor();
    await invitee.check('invitation');
    await screenshot(invitee, 'invite');
    await invitee.page.getByLabel('Name').fill('New Person');
    await invitee.page.getByLabel('Password').fill('a long enough password');
    await invitee.page.getByRole('button', { name: 'Create account and join' }).click();
    await invitee.page.getByRole('navigation', { name: 'Main' }).waitFor();
    assert.match(await textOf(invitee.page.locator('.person')), /New Person/);
    // Everyone lands on the issues (issue 30).
    await invitee.page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
    await invitee.finish();

    // The link works once.
    const again = await openPage(browser);
    await again.page.goto(link);
    await again.page.getByRole('heading', { name: 'This invitation cannot be used' }).waitFor();
    await again.finish();

    // The owner sees the new member and may change their role.
    await owner.page.reload();
    const row = owner.page.getByRole('listitem').filter({ hasText: 'New Person' });
    await row.waitFor();
    const saved = owner.page.waitForResponse((response) => response.request().method() === 'PATCH');
    await row.getByLabel('Role of New Person').selectOption('member');
    assert.equal((await saved).status(), 200);
    await owner.page.reload();
    assert.equal(await row.getByLabel('Role of New Person').inputValue(), 'member');
    await owner.finish();
  });

  it('an invitation to an address with an account: sign in first, come back, join; its password is never asked', async () => {
    const inviter = await buildScene(app.db, { name: 'Globex' });
    const invitedOwner = await buildScene(app.db, { name: 'Initech' });
    await givePassword(app, invitedOwner.owner.id, PASSWORD);
    const someoneElse = await buildScene(app.db);
    await givePassword(app, someoneElse.owner.id, PASSWORD);
    const link = await inviteByApi(app, inviter, invitedOwner.owner.email);
    const path = new URL(link).pathname;

    // Signed in as somebody else: the page says so and offers to switch.
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, someoneElse.owner.email, PASSWORD);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Join Globex' }).waitFor();
    await page.getByText(`You are signed in as ${someoneElse.owner.email}`).waitFor();
    await t.check('invitation for another account');
    await page.getByRole('button', { name: 'Sign out and switch account' }).click();

    // Signed out: no password field here, a way to sign in that comes back.
    await page.waitForURL(`**/login?next=${encodeURIComponent(path)}`);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Join Globex' }).waitFor();
    assert.equal(await page.getByLabel('Password').count(), 0, 'the invitation never asks for the password');
    await t.check('invitation for an existing account');
    await screenshot(t, 'invite-existing-account');
    await page.getByRole('link', { name: 'Sign in to join' }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(invitedOwner.owner.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${TEST_APP_URL}${path}`);
    await page.getByText('You are signed in with this address.').waitFor();
    await page.getByRole('button', { name: 'Join workspace' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const member = await app.db
      .selectFrom('memberships')
      .select('role')
      .where('workspace_id', '=', inviter.workspace.id)
      .where('user_id', '=', invitedOwner.owner.id)
      .executeTakeFirst();
    assert.equal(member?.role, 'member');
    await t.finish();
  });
});
