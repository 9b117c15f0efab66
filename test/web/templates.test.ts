import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, signIn } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === (globalThis as any).document.activeElement);
}

describe('the web interface: templates (issue 40)', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('creates a scheduled template in Administration → Templates, pauses it, and uses it in the New issue dialog', async () => {
    const built = await buildScene(app.db);
    await givePassword(app, built.owner.id, PASSWORD);
    const api = client(app, built.token);
    const t = await openPage(browser);
    const page = t.page;
    await signIn(t, built.owner.email, PASSWORD, '/login?next=/admin/templates');
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    await page.getByText('No templates yet').waitFor();

    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('form', { name: 'Create template' });
    await form.getByLabel('Template name').fill('Weekly report');
    await form.getByLabel('Issue title').fill('Write the weekly report');
    await form.getByLabel('Priority').selectOption('high');
    await form.getByLabel('Labels').fill('report, team');
    await form.getByLabel('Create the issue on a schedule').check();
    await form.getByLabel('Time zone').fill('Mars/Olympus');
    await form.getByRole('button', { name: 'Create template' }).click();
    await form.getByText('The timezone must be a time zone name such as Europe/Berlin.').waitFor();
    await form.getByLabel('Time zone').fill('Europe/Berlin');
    await form.getByRole('button', { name: 'Create template' }).click();

    const row = page.getByRole('listitem').filter({ hasText: 'Weekly report' });
    await row.getByText('Every weekday at 09:00 (Europe/Berlin)').waitFor();
    assert.equal(await row.getByRole('list', { name: 'Next:' }).getByRole('listitem').count(), 3);
    await row.getByRole('button', { name: 'Pause' }).click();
    await row.getByRole('button', { name: 'Resume' }).waitFor();
    await row.getByText('Paused').waitFor();
    await t.check('Administration → Templates');
    const saved = (await api.get('/templates')).body.data[0];
    assert.deepEqual([saved.paused, saved.priority, saved.labels], [true, 'high', ['report', 'team']]);
    assert.deepEqual(saved.schedule.on, ['mon', 'tue', 'wed', 'thu', 'fri']);

    await page.goto('/issues');
    await page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: 'New issue' });
    const picker = dialog.getByLabel('Template');
    await picker.waitFor();
    assert.equal(await hasFocus(dialog.getByLabel('Title')), true, 'the title still takes the focus');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await hasFocus(picker), true, 'Shift+Tab reaches the template');
    await page.keyboard.press('ArrowDown');
    await dialog.getByRole('listitem').filter({ hasText: 'report' }).waitFor();
    assert.equal(await dialog.getByLabel('Title').inputValue(), 'Write the weekly report');
    assert.equal(await dialog.getByLabel('Priority').inputValue(), 'high');
    assert.equal(await hasFocus(picker), true, 'the focus stays on the template');
    await t.check('the New issue dialog with a template');
    await dialog.getByLabel('Title').fill('Week 49 report');
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'hidden' });
    const issues = (await api.get('/issues')).body.data;
    assert.equal(issues.length, 1);
    assert.deepEqual(
      [issues[0].title, issues[0].priority, [...issues[0].labels].sort()],
      ['Week 49 report', 'high', ['report', 'team']],
    );
    await t.finish();
  });
});
