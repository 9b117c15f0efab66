import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, type TestPage } from '../helpers/browser.js';
import { buildMember, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === (globalThis as any).document.activeElement);
}

/** The drafts this browser profile holds (their storage keys). */
async function storedDrafts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys((globalThis as any).localStorage).filter((key) => key.startsWith('tandem.draft')),
  );
}

async function openNewIssue(page: Page): Promise<Locator> {
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'New issue' });
  await dialog.getByLabel('Title').waitFor();
  return dialog;
}

async function goToIssues(page: Page): Promise<void> {
  await page.goto('/issues');
  await page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
}

describe('the web interface: drafts of what one writes', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  async function scene() {
    const built = await buildScene(app.db);
    await givePassword(app, built.owner.id, PASSWORD);
    const t = await openPage(browser);
    await signIn(t, built.owner.email, PASSWORD, '/login?next=/issues');
    await t.page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
    return { ...built, api: client(app, built.token), t, page: t.page };
  }

  it('New issue: a reload keeps the draft; Escape or Cancel on a filled dialog asks and loses nothing', async () => {
    const { t, page } = await scene();
    let dialog = await openNewIssue(page);
    await page.keyboard.type('Refunds stall overnight');
    await page.keyboard.press('Tab');
    await dialog.locator('.rich-editor-content').waitFor();
    await page.keyboard.type('Seen on the 2nd run.');
    await dialog.getByLabel('Priority').selectOption('high');
    // At once: pagehide writes what the pause in typing had not yet written.
    await page.reload();
    await page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();

    dialog = await openNewIssue(page);
    const title = dialog.getByLabel('Title');
    assert.equal(await title.inputValue(), 'Refunds stall overnight');
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .filter({ hasText: 'Seen on the 2nd run.' })
      .waitFor();
    assert.equal(await dialog.getByLabel('Priority').inputValue(), 'high');
    await dialog.getByRole('status').filter({ hasText: 'Draft restored' }).waitFor();
    await t.check('New issue dialog, draft restored');
    await screenshot(t, 'draft-restored');

    assert.equal(await hasFocus(title), true, 'the title has the focus, not the Discard of the hint');

    // Escape asks instead of closing; Escape in the question goes back to the form, text and focus kept.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard this issue?' });
    await ask.waitFor();
    assert.equal(
      await hasFocus(ask.getByRole('button', { name: 'Keep draft' })),
      true,
      'Keep draft has the focus',
    );
    await t.check('the discard question');
    await screenshot(t, 'draft-discard-question');
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden' });
    assert.equal(await dialog.isVisible(), true, 'the form is still open');
    assert.equal(await hasFocus(title), true, 'the focus is back in the title');
    assert.equal(await title.inputValue(), 'Refunds stall overnight');

    // Enter landing on Cancel asks as well; Keep draft closes and the next New issue has it.
    await dialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await ask.waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    dialog = await openNewIssue(page);
    assert.equal(await dialog.getByLabel('Title').inputValue(), 'Refunds stall overnight');

    // Discard empties it for good; an empty dialog then closes at once.
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual(await storedDrafts(page), []);
    await page.reload();
    await page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
    dialog = await openNewIssue(page);
    assert.equal(await dialog.getByLabel('Title').inputValue(), '');
    assert.equal(await dialog.getByRole('status').filter({ hasText: 'Draft restored' }).count(), 0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await ask.isVisible(), false);
    await t.finish();
  });

  it('New issue: creating it removes the draft', async () => {
    const { api, t, page } = await scene();
    const dialog = await openNewIssue(page);
    await page.keyboard.type('Invoices round wrongly');
    await page.waitForFunction(() =>
      Object.keys((globalThis as any).localStorage).some((key) => key.startsWith('tandem.draft')),
    );
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/issues'),
    );
    await page.keyboard.press('Control+Enter');
    assert.equal((await created).status(), 201);
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual(await storedDrafts(page), []);
    assert.equal((await api.get('/issues?q=Invoices')).body.data.length, 1);
    await goToIssues(page);
    await openNewIssue(page);
    assert.equal(await dialog.getByLabel('Title').inputValue(), '');
    await t.finish();
  });

  it('a half-written comment survives a reload and posting it removes the draft', async () => {
    const { api, t, page } = await scene();
    const issue = (await api.post('/issues', { title: 'Exports time out' })).body.data;
    await page.goto(`/issues/${issue.id}`);
    const composer = page.getByRole('textbox', { name: 'New comment' });
    await composer.click();
    await page.keyboard.type('Tried with 10k rows: <b>fails</b>');
    await page.reload();
    await composer.filter({ hasText: 'Tried with 10k rows: <b>fails</b>' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Draft restored' }).waitFor();
    await t.check('issue page, comment draft restored');

    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await page.getByRole('article').filter({ hasText: 'Tried with 10k rows' }).waitFor();
    assert.deepEqual(await storedDrafts(page), []);
    const comments = (await api.get(`/issues/${issue.id}/comments`)).body.data;
    assert.equal(comments[0].body, '<p>Tried with 10k rows: &lt;b&gt;fails&lt;/b&gt;</p>');
    await page.reload();
    await page.getByRole('article').filter({ hasText: 'Tried with 10k rows' }).waitFor();
    assert.equal(await page.getByRole('status').filter({ hasText: 'Draft restored' }).count(), 0);
    assert.equal((await composer.textContent())?.trim(), '');
    await t.finish();
  });

  it('Cancel on an edited description asks first: Keep editing returns, Discard closes and changes nothing', async () => {
    const { api, t, page } = await scene();
    const issue = (await api.post('/issues', { title: 'Refunds stall', description: '<p>First words</p>' }))
      .body.data;
    await page.goto(`/issues/${issue.id}`);
    await page.getByRole('button', { name: 'Edit description' }).click();
    const editor = page.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and more');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('alertdialog', { name: 'Discard your changes to the description?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await editor.filter({ hasText: 'First words and more' }).waitFor();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('button', { name: 'Edit description' }).waitFor();
    assert.deepEqual(await storedDrafts(page), []);
    assert.equal((await api.get(`/issues/${issue.id}`)).body.data.description, '<p>First words</p>');
    await t.finish();
  });

  it("one person's draft is not shown to another in the same browser; signing out removes one's own", async () => {
    const { workspace, owner, t, page } = await scene();
    const colleague = await buildMember(app.db, workspace, { name: 'Ada Lovelace' });
    await givePassword(app, colleague.id, PASSWORD);
    await openNewIssue(page);
    await page.keyboard.type('Salary review notes');
    await page.reload();
    assert.equal((await storedDrafts(page)).length, 1);

    // The session ends without signing out (it expired): the draft stays, but only for its writer.
    await t.context.clearCookies();
    await signInAs(t, colleague.email);
    let dialog = await openNewIssue(page);
    assert.equal(
      await dialog.getByLabel('Title').inputValue(),
      '',
      "the colleague does not see the owner's draft",
    );
    await page.keyboard.press('Escape');
    await signOut(page);

    await signInAs(t, owner.email);
    dialog = await openNewIssue(page);
    assert.equal(await dialog.getByLabel('Title').inputValue(), 'Salary review notes');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep draft' }).click();
    await signOut(page);
    assert.deepEqual(await storedDrafts(page), [], 'signing out removed the drafts');
    await t.finish();
  });

  it('signing out right after typing does not write the draft back as the page leaves', async () => {
    const { api, t, page } = await scene();
    const issue = (await api.post('/issues', { title: 'Payroll export' })).body.data;
    await page.goto(`/issues/${issue.id}`);
    await page.getByRole('textbox', { name: 'New comment' }).click();
    // Sign out within the pause before a draft is written: the comment box closes as the page leaves,
    // and what it still held belongs to the ended session.
    await page.keyboard.type('Salaries for March');
    await signOut(page);
    await page.waitForTimeout(500);
    assert.deepEqual(await storedDrafts(page), [], 'no draft written after signing out');
    await t.finish();
  });

  async function signInAs(t: TestPage, email: string): Promise<void> {
    await signIn(t, email, PASSWORD, '/login?next=/issues');
    await t.page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
  }

  async function signOut(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email').waitFor();
  }
});
