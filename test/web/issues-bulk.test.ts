import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

/** Selects the list's rows of these issues, as `x` on each does. */
async function select(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) {
    await page.locator(`[role="row"][data-issue="${id}"]`).focus();
    await page.keyboard.press('x');
  }
  await page.getByRole('region', { name: 'Selection' }).getByText(`${ids.length} selected`).waitFor();
}

/** Issue 37: moving many issues to a project and labelling them at once from the list. */
describe('the issue list and board: bulk edits', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('moves the selection to a project, adds a label, and undoes it', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const api = client(app, scene.token);
    const project = (await api.post('/projects', { name: 'Payments' })).body.data;
    await api.post('/labels', { name: 'imported', color: null });
    const ids: string[] = [];
    for (const title of ['Refund to card', 'Double charge', 'Rotate keys']) {
      const created = await api.post('/issues', { title, labels: ['jira'] });
      assert.equal(created.status, 201, created.text);
      ids.push(created.body.data.id);
    }
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/issues%3Fview%3Dlist');
    await page.locator(`[role="row"][data-issue="${ids[0]}"]`).waitFor();

    await select(page, ids);
    const bar = page.getByRole('region', { name: 'Selection' });
    await bar.getByRole('button', { name: 'Move to project…' }).click();
    const picker = page.getByRole('dialog', { name: 'Move 3 issues to project' });
    await picker.getByRole('combobox', { name: 'Project' }).fill('Paym');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('3 issues moved to Payments.').waitFor();
    for (const id of ids) assert.equal((await api.get(`/issues/${id}`)).body.data.project?.id, project.id);

    await bar.getByRole('button', { name: 'Add label…' }).click();
    await page
      .getByRole('dialog', { name: 'Add a label to 3 issues' })
      .getByRole('combobox', { name: 'Label' })
      .fill('imported');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('3 issues labelled imported.').waitFor();
    for (const id of ids) {
      assert.deepEqual([...(await api.get(`/issues/${id}`)).body.data.labels].sort(), ['imported', 'jira']);
    }
    await screenshot(t, 'issues-bulk-labelled');

    // Undo puts the labels back as they were, in one request.
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').getByText('Undone: 3 issues put back.').waitFor();
    for (const id of ids) assert.deepEqual((await api.get(`/issues/${id}`)).body.data.labels, ['jira']);

    await t.finish();
  });

  it('selects with checkboxes and Shift-click, on the list and on the board, and undoes a label change', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const api = client(app, scene.token);
    await api.post('/labels', { name: 'triaged', color: null });
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      const created = await api.post('/issues', { title, status: 'todo' });
      assert.equal(created.status, 201, created.text);
      ids.push(created.body.data.id);
    }
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/issues%3Fview%3Dlist');
    await page.getByRole('checkbox', { name: `Select ${ids[3]}` }).click();
    await page.getByRole('checkbox', { name: `Select ${ids[1]}` }).click({ modifiers: ['Shift'] });
    const bar = page.getByRole('region', { name: 'Selection' });
    await bar.getByText('3 selected').waitFor();
    await bar.getByRole('button', { name: 'Add label…' }).click();
    await page
      .getByRole('dialog', { name: 'Add a label to 3 issues' })
      .getByRole('combobox', { name: 'Label' })
      .fill('triaged');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('3 issues labelled triaged.').waitFor();
    assert.deepEqual((await api.get(`/issues/${ids[0]}`)).body.data.labels, []);
    for (const id of ids.slice(1))
      assert.deepEqual((await api.get(`/issues/${id}`)).body.data.labels, ['triaged']);
    await bar.getByRole('button', { name: 'Priority…' }).click();
    await page
      .getByRole('dialog', { name: 'Priority of 3 issues' })
      .getByRole('combobox', { name: 'Priority' })
      .fill('Urgent');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('3 issues set to urgent priority.').waitFor();
    for (const id of ids.slice(1))
      assert.equal((await api.get(`/issues/${id}`)).body.data.priority, 'urgent');
    await page.keyboard.press('Escape');
    await bar.waitFor({ state: 'detached' });

    // Select all matching the filter: the server takes every urgent issue, loaded or not.
    await page.goto('/issues?view=list&priority=urgent');
    await page.locator(`[role="row"][data-issue="${ids[1]}"]`).focus();
    await page.keyboard.press('x');
    await bar.getByRole('button', { name: 'Select all matching the filter' }).click();
    await bar.getByText('All matching issues selected').waitFor();
    await bar.getByRole('button', { name: 'Priority…' }).click();
    await page
      .getByRole('dialog', { name: 'Priority of all matching issues' })
      .getByRole('combobox', { name: 'Priority' })
      .fill('Low');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('3 issues set to low priority.').waitFor();
    for (const id of ids.slice(1)) assert.equal((await api.get(`/issues/${id}`)).body.data.priority, 'low');
    assert.equal((await api.get(`/issues/${ids[0]}`)).body.data.priority, 'medium');
    await page.keyboard.press('Escape');

    await page.goto('/issues?view=board');
    await page.getByRole('checkbox', { name: `Select ${ids[0]}` }).click();
    await page.locator(`article[data-issue="${ids[1]}"]`).focus();
    await page.keyboard.press('x');
    const boardBar = page.getByRole('region', { name: 'Selection' });
    await boardBar.getByText('2 selected').waitFor();
    await boardBar.getByRole('button', { name: 'Remove label…' }).click();
    await page
      .getByRole('dialog', { name: 'Remove a label from 2 issues' })
      .getByRole('combobox', { name: 'Label' })
      .fill('triaged');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('2 issues no longer labelled triaged.').waitFor();
    assert.deepEqual((await api.get(`/issues/${ids[1]}`)).body.data.labels, []);
    await screenshot(t, 'issues-bulk-board');
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').getByText('Undone: 2 issues put back.').waitFor();
    assert.deepEqual((await api.get(`/issues/${ids[1]}`)).body.data.labels, ['triaged']);
    await t.finish();
  });

  it('sets a workflow state and a field through the bar, undoes it, and deletes two after a confirmation', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const api = client(app, scene.token);
    const design = (await api.post('/states', { name: 'In design', status: 'in_progress', color: '#3366ff' }))
      .body.data;
    const team = await api.post('/fields', {
      name: 'Team',
      key: 'team',
      type: 'select',
      options: ['Web', 'Core'],
    });
    assert.equal(team.status, 201, team.text);
    const ids: string[] = [];
    for (const title of ['Sketch the form', 'Name the steps', 'Draw the icons', 'Keep me']) {
      const created = await api.post('/issues', { title, status: 'todo' });
      assert.equal(created.status, 201, created.text);
      ids.push(created.body.data.id);
    }
    await api.patch(`/issues/${ids[0]}`, { fields: { team: 'Core' } });
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/issues%3Fview%3Dlist');
    await page.locator(`[role="row"][data-issue="${ids[0]}"]`).waitFor();

    await select(page, ids.slice(0, 3));
    const bar = page.getByRole('region', { name: 'Selection' });
    await bar.getByRole('button', { name: 'Delete…' }).waitFor();
    await screenshot(t, 'issues-bulk-bar');
    await bar.getByRole('button', { name: 'State…' }).click();
    const picker = page.getByRole('dialog', { name: 'State of 3 issues' });
    // The states come under their status, as on the issue page.
    await picker
      .getByRole('group', { name: 'In progress' })
      .getByRole('option', { name: /In design/ })
      .waitFor();
    await screenshot(t, 'issues-bulk-state');
    await picker.getByRole('combobox', { name: 'State' }).fill('design');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('3 issues moved to In design.').waitFor();
    for (const id of ids.slice(0, 3)) {
      const view = (await api.get(`/issues/${id}`)).body.data;
      assert.deepEqual([view.status, view.state_id], ['in_progress', design.id]);
    }
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').getByText('Undone: 3 issues put back.').waitFor();
    for (const id of ids.slice(0, 3)) {
      const view = (await api.get(`/issues/${id}`)).body.data;
      assert.deepEqual([view.status, view.state_id], ['todo', null]);
    }

    // Field…: a field, then a value of its type; undo puts back the value one had and none on the others.
    await bar.getByRole('button', { name: 'Field…' }).click();
    const fieldDialog = page.getByRole('dialog', { name: 'Set a field on 3 issues' });
    await fieldDialog.getByLabel('Value').selectOption('Web');
    await screenshot(t, 'issues-bulk-field');
    await fieldDialog.getByRole('button', { name: 'Set Team' }).click();
    await page.getByRole('status').getByText('3 issues with Team set to Web.').waitFor();
    for (const id of ids.slice(0, 3))
      assert.deepEqual((await api.get(`/issues/${id}`)).body.data.fields, { team: 'Web' });
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').getByText('Undone: 3 issues put back.').waitFor();
    assert.deepEqual((await api.get(`/issues/${ids[0]}`)).body.data.fields, { team: 'Core' });
    assert.deepEqual((await api.get(`/issues/${ids[1]}`)).body.data.fields, {});

    // Status… on the bar is a bulk change too: one request, and Undo.
    await bar.getByRole('button', { name: 'Status…' }).click();
    await page.getByRole('dialog', { name: 'Status of 3 issues' }).getByRole('combobox').fill('In review');
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('3 issues moved to In review.').waitFor();
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).waitFor();
    assert.equal((await api.get(`/issues/${ids[2]}`)).body.data.status, 'in_review');

    // Delete two, after a confirmation that says how many.
    await page.keyboard.press('Escape');
    await bar.waitFor({ state: 'detached' });
    await select(page, ids.slice(0, 2));
    await bar.getByRole('button', { name: 'Delete…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 issues?' });
    await confirm.getByText(/cannot be undone/).waitFor();
    await confirm.getByRole('button', { name: 'Delete 2 issues' }).click();
    await page.getByRole('status').getByText('2 issues deleted.').waitFor();
    await bar.waitFor({ state: 'detached' });
    assert.equal((await api.get(`/issues/${ids[0]}`)).status, 404);
    assert.equal((await api.get(`/issues/${ids[1]}`)).status, 404);
    assert.equal((await api.get(`/issues/${ids[2]}`)).status, 200);
    await page.locator(`[role="row"][data-issue="${ids[0]}"]`).waitFor({ state: 'detached' });
    await t.finish();
  });

  it('offers no bulk changes to a guest, who may not change issues', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const created = (await api.post('/issues', { title: 'Read only' })).body.data;
    const { buildMember } = await import('../helpers/factories.js');
    const guest = await buildMember(app.db, scene.workspace, { role: 'guest' });
    await givePassword(app, guest.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, guest.email, PASSWORD, '/login?next=/issues%3Fview%3Dlist');
    await select(page, [created.id]);
    const bar = page.getByRole('region', { name: 'Selection' });
    assert.equal(await bar.getByRole('button', { name: 'Move to project…' }).count(), 0);
    assert.equal(await bar.getByRole('button', { name: 'Add label…' }).count(), 0);
    await t.finish();
  });
});
