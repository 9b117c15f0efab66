import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: workflow states (issue 40)', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('adds two states in Administration → Workflow, reorders them by keyboard, and sets one on an issue', async () => {
    const built = await buildScene(app.db);
    await givePassword(app, built.owner.id, PASSWORD);
    const api = client(app, built.token);
    const issue = (await api.post('/issues', { title: 'Draw the checkout', status: 'todo' })).body.data;
    const t = await openPage(browser);
    const page = t.page;
    await signIn(t, built.owner.email, PASSWORD, '/login?next=/admin/workflow');
    await page.getByRole('heading', { name: 'Workflow', level: 1 }).waitFor();
    await page.getByText('No workflow states yet').waitFor();
    await t.check('Administration → Workflow, no states yet');

    const form = page.getByRole('form', { name: 'New state' });
    await form.getByLabel('State name').fill('In design');
    await form.getByLabel('Status').selectOption('in_progress');
    await form.getByRole('button', { name: 'Add state' }).click();
    const states = page.getByRole('list', { name: 'States of In progress' });
    await states.getByText('In design', { exact: true }).waitFor();
    await form.getByLabel('State name').fill('In development');
    await form.getByLabel('State name').press('Enter');
    await states.getByText('In development', { exact: true }).waitFor();
    // A taken name is refused under the field.
    await form.getByLabel('State name').fill('in design');
    await form.getByLabel('State name').press('Enter');
    await form.getByText('A state of that name already exists in this workspace.').waitFor();
    await t.check('Administration → Workflow, two states and a refusal');

    // Reordering from the keyboard: focus the second state's Move up and press Enter.
    const development = states.getByRole('listitem').filter({ hasText: 'In development' });
    await development.getByRole('button', { name: 'Move up' }).focus();
    await page.keyboard.press('Enter');
    await states.getByRole('listitem').first().filter({ hasText: 'In development' }).waitFor();
    const listed = (await api.get('/states')).body.data.map((s: { name: string }) => s.name);
    assert.deepEqual(listed, ['In development', 'In design']);

    await page.goto(`/issues/${issue.id}`);
    const status = page.getByLabel('Status');
    await status.waitFor();
    const design = (await api.get('/states')).body.data.find((s: { name: string }) => s.name === 'In design');
    /** Chooses an option and waits until the save is answered (the select is enabled again). */
    const choose = async (value: string) => {
      await status.selectOption(value);
      await page.waitForFunction(
        (wanted) => {
          const select = (globalThis as any).document.querySelector(
            '#' + (globalThis as any).CSS.escape(wanted.id),
          );
          return select && !select.disabled && select.value === wanted.value;
        },
        { id: (await status.getAttribute('id'))!, value },
      );
    };
    await choose(`state:${design.id}`);
    await t.check('the issue page with workflow states in its Status select');
    const saved = (await api.get(`/issues/${issue.id}`)).body.data;
    assert.deepEqual([saved.status, saved.state_id], ['in_progress', design.id]);
    // The status itself again leaves the state.
    await choose('done');
    const done = (await api.get(`/issues/${issue.id}`)).body.data;
    assert.deepEqual([done.status, done.state_id], ['done', null]);
    await t.finish();
  });

  it('shows a board column per state and moves a card between them by keyboard, setting state_id', async () => {
    const built = await buildScene(app.db);
    await givePassword(app, built.owner.id, PASSWORD);
    const api = client(app, built.token);
    const design = (await api.post('/states', { name: 'In design', status: 'in_progress', color: '#7c3aed' }))
      .body.data;
    const dev = (
      await api.post('/states', { name: 'In development', status: 'in_progress', color: '#16a34a' })
    ).body.data;
    const card = (await api.post('/issues', { title: 'Draw the checkout', state_id: design.id })).body.data;
    await api.post('/issues', { title: 'Build the cart', state_id: dev.id });
    await api.post('/issues', { title: 'Write the copy', status: 'todo' });
    const t = await openPage(browser);
    const { page } = t;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(t, built.owner.email, PASSWORD, '/login?next=/issues');

    const designColumn = page.getByRole('region', { name: 'In design (In progress)', exact: true });
    const devColumn = page.getByRole('region', { name: 'In development (In progress)', exact: true });
    const mine = designColumn.getByRole('article', { name: new RegExp(card.id) });
    await mine.waitFor();
    await devColumn.getByRole('article', { name: /Build the cart/ }).waitFor();
    // The states' columns in their order, inside In progress's place; its own column is left out while
    // it holds no issue, and the statuses without states keep theirs.
    const titles = await page.locator('.board-column-head .board-column-title').allTextContents();
    assert.deepEqual(titles, [
      'Backlog',
      'Todo',
      'In design',
      'In development',
      'In review',
      'On hold',
      'Done',
      'Canceled',
    ]);
    assert.equal(await page.getByRole('region', { name: 'In progress', exact: true }).count(), 0);
    // Each state's column header carries its colour.
    const rule = await designColumn.evaluate(
      (column: any) => (globalThis as any).getComputedStyle(column).borderTopColor,
    );
    assert.equal(rule, 'rgb(124, 58, 237)');
    await t.check('the board with a column per state');
    await screenshot(t, 'board-states-1440');

    /** Waits until the moved card has the focus in the column of that name. */
    const cardFocusedIn = (column: string) =>
      page.waitForFunction(
        ([wanted, name]) => {
          const active = (globalThis as any).document.activeElement;
          return (
            active?.getAttribute('data-issue') === wanted &&
            active.closest('section')?.getAttribute('aria-label') === name
          );
        },
        [card.id as string, column] as const,
      );
    // Shift+→ moves the card to the next state's column: state_id set, status kept.
    await mine.focus();
    let saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.keyboard.press('Shift+ArrowRight');
    assert.equal((await saved).status(), 200);
    await devColumn.getByRole('article', { name: new RegExp(card.id) }).waitFor();
    // The card keeps the focus in its new column, so the next Shift+Arrow moves it on.
    await cardFocusedIn('In development (In progress)');
    let after = (await api.get(`/issues/${card.id}`)).body.data;
    assert.deepEqual([after.status, after.state_id], ['in_progress', dev.id]);
    // Shift+← twice: back to In design, then into Todo (the status changes, the state is left).
    saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.keyboard.press('Shift+ArrowLeft');
    assert.equal((await saved).status(), 200);
    await designColumn.getByRole('article', { name: new RegExp(card.id) }).waitFor();
    await cardFocusedIn('In design (In progress)');
    after = (await api.get(`/issues/${card.id}`)).body.data;
    assert.deepEqual([after.status, after.state_id], ['in_progress', design.id]);
    saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.keyboard.press('Shift+ArrowLeft');
    assert.equal((await saved).status(), 200);
    const todo = page.getByRole('region', { name: 'Todo', exact: true });
    await todo.getByRole('article', { name: new RegExp(card.id) }).waitFor();
    after = (await api.get(`/issues/${card.id}`)).body.data;
    assert.deepEqual([after.status, after.state_id], ['todo', null]);

    // An issue of In progress in no state brings the status's own column back, before its states.
    await api.post('/issues', { title: 'Not yet sorted', status: 'in_progress' });
    await page.reload();
    // Until the states are in, the board draws the statuses' columns: wait for the states' columns.
    await designColumn
      .getByRole('article', { name: /Draw the checkout|Build the cart/ })
      .or(designColumn.getByText('No issues'))
      .waitFor();
    const own = page.getByRole('region', { name: 'In progress', exact: true });
    await own.getByRole('article', { name: /Not yet sorted/ }).waitFor();
    const withOwn = await page.locator('.board-column-head .board-column-title').allTextContents();
    assert.deepEqual(withOwn.slice(2, 5), ['In progress', 'In design', 'In development']);
    await t.finish();
  });
});
