import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, signIn } from '../helpers/browser.js';
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
});
