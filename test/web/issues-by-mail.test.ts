import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';
import { workspaceById } from '../../src/repositories/workspaces.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: issues by mail (issue 41)', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('Administration → Workspace files strangers’ mail for triage, and stops again', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/admin/workspace');
    const form = page.getByRole('form', { name: 'Issues by mail' });
    await form.getByText(`support+${scene.workspace.slug}@`).waitFor();
    const box = form.getByRole('checkbox', { name: /File mail from people who are not members/ });
    assert.equal(await box.isChecked(), false, 'off by default');
    await box.check();
    await form.getByRole('button', { name: 'Save mail setting' }).click();
    await form.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    assert.equal(Number((await workspaceById(app.db, scene.workspace.id)).mail_from_strangers), 1);
    await t.check('mail setting saved');
    await screenshot(t, 'admin-workspace-mail');

    await page.reload();
    await page.getByRole('form', { name: 'Issues by mail' }).getByRole('checkbox').first().waitFor();
    assert.equal(
      await page.getByRole('form', { name: 'Issues by mail' }).getByRole('checkbox').isChecked(),
      true,
    );
    await page.getByRole('form', { name: 'Issues by mail' }).getByRole('checkbox').uncheck();
    await page.getByRole('button', { name: 'Save mail setting' }).click();
    await page.getByRole('form', { name: 'Issues by mail' }).getByRole('status').waitFor();
    assert.equal(Number((await workspaceById(app.db, scene.workspace.id)).mail_from_strangers), 0);
  });
});
