import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildIssue, buildMember, buildScene, buildToken, buildWorkspace } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: members and workspaces', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('removing a member ends their open session at once and their token answers 401', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const member = await buildMember(app.db, scene.workspace, { name: 'Leaving Person' });
    await givePassword(app, member.id, PASSWORD);
    const { token } = await buildToken(app.db, scene.workspace, member);
    const me = () => fetch(`${app.baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal((await me()).status, 200);

    const leaving = await openPage(browser);
    await signIn(leaving, member.email, PASSWORD, '/login?next=/settings/profile');
    await leaving.page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();

    const owner = await openPage(browser);
    await signIn(owner, scene.owner.email, PASSWORD);
    await owner.page.goto('/admin/members');
    const row = owner.page.getByRole('listitem').filter({ hasText: 'Leaving Person' });
    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Remove Leaving Person?' });
    await owner.check('remove member dialog');
    await screenshot(owner, 'members-remove');
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await row.waitFor({ state: 'detached' });

    await leaving.page.goto('/settings/tokens');
    await leaving.page.waitForURL(/\/login\?next=%2Fsettings%2Ftokens$/);
    assert.equal((await me()).status, 401);
    await owner.finish();
    await leaving.finish();
  });

  it('switches workspace with the switcher; a token made afterwards names the new workspace', async () => {
    const scene = await buildScene(app.db, { name: 'First Works' });
    await givePassword(app, scene.owner.id, PASSWORD);
    const second = await buildWorkspace(app.db, { name: 'Second Works' });
    await buildMember(app.db, second, { email: scene.owner.email, role: 'member' });
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    const switcher = page.getByLabel('Workspace', { exact: true });
    assert.equal(await switcher.inputValue(), scene.workspace.slug);
    await t.check('two workspaces');
    await screenshot(t, 'workspace-switcher');

    await switcher.selectOption({ label: 'Second Works' });
    // A member of the second workspace lands on the issues, as everyone does (issue 30); the owner's
    // Webhooks link leaves the navigation once the switch is done.
    await page.getByRole('link', { name: 'Webhooks' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
    assert.equal(await switcher.inputValue(), second.slug);
    assert.equal(await page.getByRole('link', { name: 'Webhooks' }).count(), 0);
    await page.getByRole('link', { name: 'API tokens' }).click();
    await page.getByRole('heading', { name: 'API tokens', level: 1 }).waitFor();

    await page.getByLabel('Name').fill('In the second');
    await page.getByRole('button', { name: 'Create token' }).click();
    const lines = (await textOf(page.getByLabel('Token settings'))).split('\n');
    assert.equal(lines[0], `SERVICE_URL=${TEST_APP_URL}`);
    assert.equal(lines[2], `SERVICE_WORKSPACE=${second.slug}`);
    const token = lines[1]!.slice('SERVICE_TOKEN='.length);
    const answer = await fetch(`${app.baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(answer.status, 200);

    // The choice holds across a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'API tokens', level: 1 }).waitFor();
    assert.equal(await switcher.inputValue(), second.slug);
    await t.finish();
  });

  it('a link naming another workspace of the reader (as mails write them) opens there, then leaves the address', async () => {
    const scene = await buildScene(app.db, { name: 'Mailed Works' });
    await givePassword(app, scene.owner.id, PASSWORD);
    const issue = await buildIssue(app.db, scene.workspace, { title: 'Named in a mail' });
    const identifier = `${scene.workspace.issue_prefix}-${issue.number}`;
    const other = await buildWorkspace(app.db, { name: 'Current Works' });
    await buildMember(app.db, other, { email: scene.owner.email, role: 'member' });
    const stranger = await buildWorkspace(app.db, { name: 'Not Mine' });
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    // Switched at once, while the first page may still be loading.
    const switcher = page.getByLabel('Workspace', { exact: true });
    await switcher.selectOption({ label: 'Current Works' });
    // The switch is done once the session names the new workspace (the page was Issues before it too).
    await page.waitForFunction(
      (slug) => (globalThis as any).document.querySelector('#workspace-switcher')?.value === slug,
      other.slug,
    );
    await page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();

    await page.goto(`/issues/${identifier}?workspace=${scene.workspace.slug}`);
    await page.getByRole('heading', { name: 'Named in a mail', level: 1 }).waitFor();
    await page.waitForURL((url) => url.pathname === `/issues/${identifier}` && url.search === '');
    assert.equal(await switcher.inputValue(), scene.workspace.slug);

    // A workspace the reader is not in switches nothing: the parameter just goes.
    await page.goto(`/issues/${identifier}?workspace=${stranger.slug}`);
    await page.getByRole('heading', { name: 'Named in a mail', level: 1 }).waitFor();
    await page.waitForURL((url) => url.search === '');
    assert.equal(await switcher.inputValue(), scene.workspace.slug);
    await t.finish();
  });

  it('a Management account sees the shell, and /api/v1 from its session answers 403 with the message', async () => {
    const scene = await buildScene(app.db);
    const manager = await buildMember(app.db, scene.workspace, { role: 'management', name: 'Boss Person' });
    await givePassword(app, manager.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, manager.email, PASSWORD);
    assert.match(await textOf(page.locator('.person')), /Boss Person/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Only what the role may open is offered.
    for (const hidden of ['Members', 'Webhooks', 'Agents']) {
      assert.equal(await page.getByRole('link', { name: hidden }).count(), 0, hidden);
    }
    await t.check('management shell');
    await screenshot(t, 'management-shell');

    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/v1/issues');
      return { status: response.status, body: (await response.json()) as { message?: string } };
    });
    assert.equal(answer.status, 403);
    assert.match(answer.body.message ?? '', /management/i);

    // No page is left blank: what the role may not open says so, what it may read is shown.
    await page.goto('/admin/webhooks');
    await page.getByText('Only owners and admins of this workspace can open this page.').waitFor();
    await page.goto('/admin/members');
    await page.getByRole('listitem').filter({ hasText: 'Boss Person' }).waitFor();
    await t.finish();
  });

  it('a page whose data the role may not read shows the server’s message, not a blank page', async () => {
    const scene = await buildScene(app.db);
    const guest = await buildMember(app.db, scene.workspace, { role: 'guest' });
    await givePassword(app, guest.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, guest.email, PASSWORD);
    assert.equal(await page.getByRole('link', { name: 'Members' }).count(), 0);
    await page.goto('/admin/members');
    await page.getByText('Guests cannot see the member list.').waitFor();
    await t.check('members refused to a guest');
    await screenshot(t, 'members-guest');
    await t.finish();
  });
});
