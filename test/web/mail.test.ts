import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { client, startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildIssue, buildMember, buildScene } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';
import { closeBundleWindows, linkIn, startMailbox, startMailWorker, waitFor } from '../helpers/smtp.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: mail (issue 29)', async () => {
  const mailbox = await startMailbox();
  const app = await startTestApp(mailbox.env);
  const worker = await startMailWorker(app.services);
  const browser = await launchBrowser(app);
  after(async () => {
    await worker.stop();
    await mailbox.stop();
  });

  it('forgot password → mail → link → new password → old sessions gone', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const elsewhere = await signedIn(app, scene.owner.email, PASSWORD);

    const t = await openPage(browser);
    const { page } = t;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(scene.owner.email);
    await t.check('forgot password');
    await screenshot(t, 'forgot-password');
    await page.getByRole('button', { name: 'Send the link' }).click();
    assert.match(await textOf(page.getByRole('status')), /If an account has this email/);
    await screenshot(t, 'forgot-password-sent');

    const [mail] = await waitFor(
      () => mailbox.to(scene.owner.email).length > 0 && mailbox.to(scene.owner.email),
      'the reset mail',
    );
    const link = linkIn(mail!, `${TEST_APP_URL}/reset-password/`);
    await page.goto(link.slice(TEST_APP_URL.length));
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByLabel('New password').fill('my brand new password');
    await t.check('reset password');
    await screenshot(t, 'reset-password');
    await page.getByRole('button', { name: 'Set the password' }).click();
    assert.match(await textOf(page.getByRole('status')), /Your password is set/);
    assert.equal((await elsewhere.request('GET', '/api/ui/session')).status, 401, 'the other session ended');

    await page.getByRole('link', { name: 'Sign in with it' }).click();
    await signIn(t, scene.owner.email, 'my brand new password');

    // The same link a second time: refused, with the way to a new one.
    await page.goto(link.slice(TEST_APP_URL.length));
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await t.finish();
  });

  it('Settings → Notifications turns a kind off; the unsubscribe page works signed out', async () => {
    const scene = await buildScene(app.db);
    const person = await buildMember(app.db, scene.workspace);
    await givePassword(app, person.id, PASSWORD);
    const issue = await buildIssue(app.db, scene.workspace, { title: 'Mail me' });
    await client(app, scene.token).patch(`/issues/${scene.workspace.issue_prefix}-${issue.number}`, {
      assignee: `user:${person.id}`,
    });
    await closeBundleWindows(app.db);
    const [mail] = await waitFor(
      () => mailbox.to(person.email).length > 0 && mailbox.to(person.email),
      'the assignment mail',
    );

    const signedOut = await openPage(browser);
    const unsubscribe = linkIn(mail!, `${TEST_APP_URL}/unsubscribe/`);
    await signedOut.page.goto(unsubscribe.slice(TEST_APP_URL.length));
    await signedOut.page.getByText('Stop the mails about issues assigned to you?').waitFor();
    await signedOut.check('unsubscribe');
    await screenshot(signedOut, 'unsubscribe');
    await signedOut.page.getByRole('button', { name: 'Unsubscribe' }).click();
    assert.match(
      await textOf(signedOut.page.getByRole('status')),
      /no more mails about issues assigned to you/,
    );
    await signedOut.finish();

    const t = await openPage(browser);
    await signIn(t, person.email, PASSWORD);
    await t.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Notifications' })
      .click();
    await t.page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const assignments = t.page.getByRole('checkbox', { name: /Assignments/ });
    const mentions = t.page.getByRole('checkbox', { name: /Mentions/ });
    assert.equal(await assignments.isChecked(), false, 'the unsubscribe link turned it off');
    assert.equal(await mentions.isChecked(), true);
    await mentions.click();
    await waitFor(async () => {
      const row = await app.db
        .selectFrom('notification_preferences')
        .select('mentions')
        .where('user_id', '=', person.id)
        .executeTakeFirst();
      return row?.mentions === 0;
    }, 'mentions off');
    await t.check('notifications');
    await screenshot(t, 'notifications');
    await t.finish();
  });
});
