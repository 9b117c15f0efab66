import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildMember, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: Administration → Audit log (issue 43)', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('shows the sign-in and a token made in Settings, and filters by action', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.goto('/settings/tokens');
    await page.getByLabel('Name').fill('Deploy script');
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByLabel('Token settings').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log' });
    const tokenRow = table.getByRole('row', { name: /token\.created/ });
    await tokenRow.waitFor();
    assert.match(await textOf(tokenRow), /Deploy script/);
    assert.match(await textOf(tokenRow), new RegExp(scene.owner.name));
    const signInRow = table.getByRole('row', { name: /sign_in\.succeeded/ });
    assert.match(await textOf(signInRow), /\d+\.\d+\.\d+\.\d+|::/, 'the address of the sign-in');
    await t.check('audit log');
    await screenshot(t, 'audit-log');

    await page.getByLabel('Action').selectOption('token.');
    await table.getByRole('row', { name: /sign_in/ }).waitFor({ state: 'detached' });
    assert.equal(await table.getByRole('row', { name: /token\.created/ }).count(), 1);
    assert.match(page.url(), /action=token\./);
    await page.getByLabel('Action').selectOption('webhook.deleted');
    await page.getByText('No entries match these filters').waitFor();
    await t.check('audit log, nothing matches');
    await screenshot(t, 'audit-log-empty');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await tokenRow.waitFor();
    await t.finish();
  });

  it('names a bad date in its field, and is not offered to members', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.goto('/admin/audit-log?to=2026-02-30');
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await page.getByText(/The to parameter must be/).waitFor();
    await t.finish();

    const member = await buildMember(app.db, scene.workspace);
    await givePassword(app, member.id, PASSWORD);
    const m = await openPage(browser);
    await signIn(m, member.email, PASSWORD);
    assert.equal(await m.page.getByRole('link', { name: 'Audit log' }).count(), 0);
    await m.page.goto('/admin/audit-log');
    await m.page.getByText('Only owners and admins of this workspace can open this page.').waitFor();
    await m.finish();
  });
});
