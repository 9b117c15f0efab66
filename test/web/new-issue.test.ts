import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { client, startTestApp } from '../helpers/app.js';
import { builtChunkOf, launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === (globalThis as any).document.activeElement);
}

/** Tab, then the focus is on `target`: the dialog's order, one field after the other. */
async function tabReaches(page: Page, target: Locator, what: string): Promise<void> {
  await page.keyboard.press('Tab');
  assert.equal(await hasFocus(target), true, `Tab reaches ${what}`);
}

/** Opens the field's picker with Enter, finds `text`, picks the first match with Enter. */
async function pickWithKeyboard(page: Page, title: string, text: string): Promise<void> {
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: title });
  await picker.getByRole('combobox').waitFor();
  await page.keyboard.type(text);
  await picker.getByRole('option').filter({ hasText: text }).first().waitFor();
  await page.keyboard.press('Enter');
  await picker.waitFor({ state: 'hidden' });
}

describe('the web interface: the New issue dialog', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  /** `beforeSignIn` runs on the new page before anything is loaded (to hold a file back, say). */
  async function scene(beforeSignIn?: (page: Page) => Promise<void>) {
    const built = await buildScene(app.db);
    await givePassword(app, built.owner.id, PASSWORD);
    const api = client(app, built.token);
    const project = await api.post('/projects', { name: 'Platform', prefix: 'PLAT' });
    assert.equal(project.status, 201, project.text);
    const epic = await api.post('/issues', { title: 'Checkout overhaul', type: 'epic' });
    assert.equal(epic.status, 201, epic.text);
    const label = await api.post('/labels', { name: 'auth', color: null });
    assert.equal(label.status, 201, label.text);
    const t = await openPage(browser);
    await beforeSignIn?.(t.page);
    await signIn(t, built.owner.email, PASSWORD, '/login?next=/issues');
    await t.page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
    return {
      ...built,
      api,
      t,
      page: t.page,
      projectId: project.body.data.id as number,
      epicId: epic.body.data.id as string,
    };
  }

  it('creates an issue with description, project, epic and labels from the keyboard alone', async () => {
    const { api, t, page, projectId, epicId } = await scene();
    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: 'New issue' });
    assert.equal(await hasFocus(dialog.getByLabel('Title')), true, 'the title takes the focus');
    await page.keyboard.type('Cards declined at checkout');

    const description = dialog.getByRole('textbox', { name: 'Description' });
    await tabReaches(page, description, 'the description');
    await page.keyboard.type('Steps: pay with a valid card.');
    await tabReaches(page, dialog.getByLabel('Type'), 'the type');
    await tabReaches(page, dialog.getByLabel('Status'), 'the status');
    await tabReaches(page, dialog.getByLabel('Priority'), 'the priority');
    await tabReaches(page, dialog.getByLabel('Assignee'), 'the assignee');

    const project = dialog.getByRole('button', { name: /^Project/ });
    await tabReaches(page, project, 'the project');
    await pickWithKeyboard(page, 'Project of the new issue', 'Platf');
    assert.equal(await hasFocus(project), true, 'the focus is back on the project field');
    assert.equal(await project.getAttribute('aria-labelledby').then(Boolean), true);
    await dialog.getByRole('button', { name: 'Project Platform' }).waitFor();

    const epic = dialog.getByRole('button', { name: /^Epic/ });
    await tabReaches(page, epic, 'the epic');
    await pickWithKeyboard(page, 'Epic of the new issue', 'Checkout');
    await dialog.getByRole('button', { name: 'Epic Checkout overhaul' }).waitFor();

    const addLabel = dialog.getByRole('button', { name: 'Add label…' });
    await tabReaches(page, addLabel, 'the labels');
    await pickWithKeyboard(page, 'Add a label', 'aut');
    assert.equal(await hasFocus(addLabel), true, 'the focus is back on Add label');
    await pickWithKeyboard(page, 'Add a label', 'brand-new');
    const chosen = dialog.getByRole('list', { name: 'Chosen labels' });
    await chosen.getByText('brand-new').waitFor();
    await t.check('New issue dialog, filled in');
    await screenshot(t, 'new-issue-dialog');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(t, 'new-issue-dialog-390');
    const width = await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the page fits a phone (${width} px)`);
    await page.setViewportSize({ width: 1280, height: 860 });

    // Ctrl+Enter creates, whichever field has the focus.
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/issues'),
    );
    await page.keyboard.press('Control+Enter');
    assert.equal((await created).status(), 201);
    await dialog.waitFor({ state: 'hidden' });
    const backlog = page.getByRole('region', { name: 'Backlog', exact: true });
    const card = backlog.getByRole('article', { name: /Cards declined at checkout/ });
    await card.waitFor();
    const id = ((await card.getAttribute('data-issue')) ?? '').trim();
    const issue = (await api.get(`/issues/${id}`)).body.data;
    assert.equal(issue.title, 'Cards declined at checkout');
    assert.match(issue.description, /Steps: pay with a valid card\./);
    assert.equal(issue.project.id, projectId);
    assert.equal(issue.epic.id, epicId);
    assert.deepEqual([...issue.labels].sort(), ['auth', 'brand-new']);
    const labels = (await api.get('/labels?per_page=100')).body.data.map((l: { name: string }) => l.name);
    assert.ok(labels.includes('brand-new'), 'the new label was created');

    // Escape closes, and a new dialog starts empty.
    await page.keyboard.press('c');
    await dialog.getByLabel('Title').waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Project No project' }).count(), 1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await t.finish();
  });

  it('while the editor is still loading, Tab reaches the description and what is typed there is kept', async () => {
    const chunk = await builtChunkOf('src/components/rich-editor.tsx');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { api, t, page } = await scene(async (fresh) => {
      await fresh.route(`**/${chunk}`, async (route) => {
        await released;
        await route.continue();
      });
    });
    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: 'New issue' });
    await dialog.getByLabel('Title').waitFor();
    await page.keyboard.type('Refunds stall');
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await tabReaches(page, description, 'the description, before its editor');
    assert.equal(await description.evaluate((element) => (element as any).tagName), 'TEXTAREA');
    await page.keyboard.type('Paid with <b>a card</b> & waited');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second line');
    await t.check('New issue dialog, editor loading');
    await screenshot(t, 'new-issue-editor-loading');

    release();
    await dialog.locator('.rich-editor-content').waitFor();
    assert.equal(await dialog.locator('textarea').count(), 0, 'the stand-in is gone');
    assert.equal(await hasFocus(description), true, 'the editor took the focus over');
    await page.keyboard.type(', then more');
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/issues'),
    );
    await page.keyboard.press('Control+Enter');
    assert.equal((await created).status(), 201);
    await dialog.waitFor({ state: 'hidden' });
    const made = (await api.get('/issues?q=Refunds')).body.data;
    assert.equal(made.length, 1);
    const issue = (await api.get(`/issues/${made[0].id}`)).body.data;
    assert.equal(
      issue.description,
      '<p>Paid with &lt;b&gt;a card&lt;/b&gt; &amp; waited</p><p>Second line, then more</p>',
    );
    await t.finish();
  });

  it("keeps the API's rules: an epic has no epic field, standing work needs a project", async () => {
    const { api, t, page } = await scene();
    await page.getByRole('button', { name: 'New issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'New issue' });
    await dialog.getByLabel('Title').fill('Keep the lights on');
    await dialog.getByLabel('Type').selectOption('epic');
    assert.equal(await dialog.getByRole('button', { name: /^Epic/ }).count(), 0);
    await dialog.getByText('An epic does not belong to another epic.').waitFor();

    await dialog.getByLabel('Type').selectOption('generic');
    await dialog.getByText('Standing work (generic) needs a project.').waitFor();
    const refused = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/issues'),
    );
    await page.keyboard.press('Control+Enter');
    assert.equal((await refused).status(), 422);
    await dialog.getByText('Standing work (type generic) requires a project_id.').waitFor();
    const project = dialog.getByRole('button', { name: /^Project/ });
    assert.equal(await project.getAttribute('aria-invalid'), 'true');
    assert.equal((await api.get('/issues?q=lights')).body.data.length, 0);
    await t.check('New issue dialog, refused');

    await project.click();
    await page
      .getByRole('dialog', { name: 'Project of the new issue' })
      .getByRole('option', { name: 'Platform' })
      .click();
    await dialog.getByRole('button', { name: 'Create issue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const made = (await api.get('/issues?q=lights')).body.data;
    assert.equal(made.length, 1);
    const standing = (await api.get(`/issues/${made[0].id}`)).body.data;
    assert.equal(standing.type, 'generic');
    assert.equal(standing.project.name, 'Platform');
    await t.finish();
  });
});
