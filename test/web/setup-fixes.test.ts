import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildIssue, buildMember, buildProject, buildScene, buildToken } from '../helpers/factories.js';
import { givePassword, TEST_PASSWORD } from '../helpers/session.js';

/** Issue 30, item 3: defects of the interface, each checked as a person meets it. */
describe('the web interface: issue 30 fixes', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('lands the owner and a member on the issues after signing in', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const member = await buildMember(app.db, scene.workspace);
    await givePassword(app, member.id, TEST_PASSWORD);
    for (const email of [scene.owner.email, member.email]) {
      const t = await openPage(browser);
      await signIn(t, email, TEST_PASSWORD);
      await t.page.waitForURL('**/issues');
      await t.page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
      await t.finish();
    }
  });

  it('names the signature header deliveries carry, and gives the token as shell exports too', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.goto('/admin/webhooks');
    await page.getByRole('button', { name: 'New webhook' }).click();
    await page.getByLabel('URL').fill('https://hooks.example.com/tandem');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const secret = page.getByRole('region', { name: /signing secret/ });
    assert.match(await textOf(secret), /X-Service-Signature/);
    assert.doesNotMatch(await textOf(secret), /X-Tandem-Signature/);

    await page.goto('/settings/tokens');
    await page.getByLabel('Name').fill('laptop');
    await page.getByRole('button', { name: 'Create token' }).click();
    const lines = (await textOf(page.getByLabel('Token settings'))).split('\n');
    assert.equal(lines.length, 3);
    assert.match(lines[0]!, /^SERVICE_URL=/);
    const exports = (await textOf(page.getByLabel('Shell commands'))).split('\n');
    assert.deepEqual(
      exports,
      lines.map((line) => `export ${line}`),
    );
    await t.check('token with shell exports');
    await screenshot(t, 'token-exports');
    await t.finish();
    const setup = (await fetch(`${app.baseUrl}/api/ui/setup`).then((answer) => answer.json())) as {
      data: { command: string };
    };
    assert.match(setup.data.command, /^npx tandem admin workspace create /);
  });

  it('closes a filter menu on Escape and gives the focus back to its button', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const issue = await buildIssue(app.db, scene.workspace, { title: 'Labelled' });
    const api = client(app, scene.token);
    await api.patch(`/issues/${scene.workspace.issue_prefix}-${issue.number}`, { labels: ['ui'] });
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD, '/login?next=/issues');
    const summary = page.locator('summary', { hasText: 'Labels (all)' });
    await summary.click();
    const menu = page.locator('details.filter-menu', { has: summary });
    assert.equal(await menu.evaluate((element: any) => element.open as boolean), true);
    await menu.getByLabel('ui').focus();
    await page.keyboard.press('Escape');
    assert.equal(await menu.evaluate((element: any) => element.open as boolean), false);
    assert.equal(
      await summary.evaluate((element) => element === (globalThis as any).document.activeElement),
      true,
    );
    await t.finish();
  });

  it('keeps a meeting’s details inside their card, however many attendees', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const project = await buildProject(app.db, scene.workspace, { name: 'Website' });
    const attendees = [
      ...Array.from({ length: 30 }, (_, index) => ({ name: `Attendee number ${index}` })),
      { name: `A-very-long-unbroken-address-${'x'.repeat(150)}@example.com` },
    ];
    const meeting = await client(app, scene.token).post('/meetings', {
      title: 'Crowded',
      project: project.id,
      scheduled_for: '2030-03-04T10:00:00Z',
      attendees,
    });
    assert.equal(meeting.status, 201, meeting.text);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD, `/login?next=/meetings/${meeting.body.data.id}`);
    await page.getByRole('heading', { name: 'Crowded', level: 1 }).waitFor();
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Details' }) });
    await card.getByRole('list', { name: 'Attendees' }).waitFor();
    const overflow = await card.evaluate((section: any) => {
      const cardRight = section.getBoundingClientRect().right;
      return [...section.querySelectorAll('dd, li')].some(
        (element: any) => element.getBoundingClientRect().right > cardRight + 0.5,
      );
    });
    assert.equal(overflow, false, 'something in the details card reaches past its edge');
    await screenshot(t, 'meeting-details');
    await t.finish();
  });

  it('shows a member no Delete for an issue they may not delete, but for their own', async () => {
    const scene = await buildScene(app.db);
    const member = await buildMember(app.db, scene.workspace);
    await givePassword(app, member.id, TEST_PASSWORD);
    const theirs = await client(app, scene.token).post('/issues', { title: 'The owner’s issue' });
    const memberApi = client(app, (await buildToken(app.db, scene.workspace, member)).token);
    const own = await memberApi.post('/issues', { title: 'My own issue' });
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, member.email, TEST_PASSWORD, `/login?next=/issues/${theirs.body.data.id}`);
    await page.getByRole('heading', { name: 'The owner’s issue', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Delete issue' }).count(), 0);
    await page.goto(`/issues/${own.body.data.id}`);
    await page.getByRole('button', { name: 'Delete issue' }).waitFor();
    await t.finish();
  });

  it('lists a title match before a description match in the command palette', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    await buildIssue(app.db, scene.workspace, { title: 'Login page is blank' });
    await buildIssue(app.db, scene.workspace, {
      title: 'Footer colours',
      description: '<p>Seen after the login redirect</p>',
    });
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Jump to' });
    await palette.waitFor();
    await page.keyboard.type('login');
    // An answer to a shorter prefix ("lo") may be listed first: wait for the list to stop being busy.
    await palette.locator('[role="listbox"]:not([aria-busy])').waitFor();
    await palette.getByRole('option', { name: /Footer colours/ }).waitFor();
    const options = await palette.getByRole('option').allTextContents();
    assert.match(options[0]!, /Login page is blank/);
    await t.finish();
  });

  it('shows the unread inbox count in the navigation, live', async () => {
    const scene = await buildScene(app.db);
    const member = await buildMember(app.db, scene.workspace, { name: 'Mentioned Person' });
    await givePassword(app, member.id, TEST_PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, member.email, TEST_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Inbox', exact: true }).waitFor();
    // Someone else assigns an issue to them while the page is open: the count appears without a reload.
    const api = client(app, scene.token);
    const issue = await api.post('/issues', { title: 'For you' });
    await api.patch(`/issues/${issue.body.data.id}`, { assignee: `user:${member.id}` });
    await nav.getByRole('link', { name: 'Inbox 1 unread' }).waitFor();
    await t.check('inbox count');
    await screenshot(t, 'inbox-count');
    await t.finish();
  });

  it('shows a running timer on every page, with the time so far and Stop', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const api = client(app, scene.token);
    const issue = await api.post('/issues', { title: 'Timed work' });
    assert.equal((await api.post(`/issues/${issue.body.data.id}/timer`, {})).status, 201);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD, '/login?next=/settings/profile');
    const chip = page.getByRole('group', { name: 'Current timer' });
    await chip.getByRole('link', { name: issue.body.data.id }).waitFor();
    assert.match(await textOf(chip.getByRole('timer')), /\d/);
    await t.check('timer chip');
    await screenshot(t, 'timer-chip');
    await chip.getByRole('button', { name: 'Stop' }).click();
    await chip.waitFor({ state: 'detached' });
    assert.equal((await api.get('/timer')).body.data, null);
    await t.finish();
  });
});
