import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildMember, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: custom fields as list columns (issue 40)', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('shows chosen fields as columns, drawn by type, and a saved view remembers them', async () => {
    const built = await buildScene(app.db);
    await givePassword(app, built.owner.id, PASSWORD);
    const dana = await buildMember(app.db, built.workspace, { name: 'Dana Ortiz' });
    const api = client(app, built.token);
    const field = async (body: Record<string, unknown>) => {
      const made = await api.post('/fields', body);
      assert.equal(made.status, 201, made.text);
    };
    await field({ name: 'Points', key: 'points', type: 'number' });
    await field({ name: 'Stage', key: 'stage', type: 'select', options: ['Alpha', 'Beta'] });
    await field({ name: 'Spec', key: 'spec', type: 'url' });
    await field({ name: 'Owner', key: 'owner', type: 'person' });
    await field({ name: 'Target', key: 'target', type: 'date' });
    await field({ name: 'Tags', key: 'tags', type: 'multi_select', options: ['Fast', 'Safe'] });
    const sized = await api.post('/issues', {
      title: 'Checkout redesign',
      fields: {
        points: 8,
        stage: 'Beta',
        spec: 'https://example.com/spec',
        owner: dana.id,
        target: '2026-05-04',
        tags: ['Fast', 'Safe'],
      },
    });
    assert.equal(sized.status, 201, sized.text);
    await api.post('/issues', { title: 'Invoice export', fields: { points: 2, stage: 'Alpha' } });

    const t = await openPage(browser);
    const page = t.page;
    await signIn(t, built.owner.email, PASSWORD, '/login?next=/issues%3Fview%3Dlist');
    await page.getByText('Invoice export').first().waitFor();
    const table = page.getByRole('table', { name: 'Issues' });
    assert.equal(await table.getByRole('columnheader', { name: 'Points' }).count(), 0);

    // The Columns menu by keyboard: its button opens it, Space ticks a field, Escape closes it.
    const menu = page.locator('details.columns-menu');
    await menu.locator('summary').focus();
    await page.keyboard.press('Enter');
    await menu.getByRole('group', { name: 'Custom fields shown as columns' }).waitFor();
    for (const name of ['Points', 'Stage', 'Spec', 'Owner', 'Target', 'Tags']) {
      await menu.getByRole('checkbox', { name }).focus();
      await page.keyboard.press('Space');
      assert.equal(await menu.getByRole('checkbox', { name }).isChecked(), true, name);
    }
    await page.keyboard.press('Escape');
    assert.equal(await menu.evaluate((element: any) => element.open), false);
    assert.equal(await menu.locator('summary').evaluate((element: any) => element.matches(':focus')), true);
    await menu.getByText('Columns: 6 fields').waitFor();

    for (const name of ['Points', 'Stage', 'Spec', 'Owner', 'Target', 'Tags']) {
      await table.getByRole('columnheader', { name }).waitFor();
    }
    const row = table.getByRole('row').filter({ hasText: 'Checkout redesign' });
    const cell = (key: string) => row.locator(`[data-field="${key}"]`);
    assert.equal(await cell('points').innerText(), '8');
    assert.equal(await cell('stage').innerText(), 'Beta');
    assert.equal(await cell('owner').innerText(), 'Dana Ortiz');
    assert.equal(await cell('target').innerText(), '4 May 2026');
    assert.deepEqual(await cell('tags').locator('.label-chip').allInnerTexts(), ['Fast', 'Safe']);
    const link = cell('spec').getByRole('link');
    assert.equal(await link.getAttribute('href'), 'https://example.com/spec');
    assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
    const other = table.getByRole('row').filter({ hasText: 'Invoice export' });
    assert.equal(await other.locator('[data-field="points"]').innerText(), '2');
    assert.equal(await other.locator('[data-field="owner"]').innerText(), '');
    await t.check('the issue list with custom field columns');
    await screenshot(t, 'issue-list-field-columns');
    await page.screenshot({ path: '/tmp/field-columns.png' });
    await table.evaluate((element: any) => element.scrollBy({ left: 2000 }));
    await page.screenshot({ path: '/tmp/field-columns-scrolled.png' });

    // Kept on this device: a reload shows the same columns.
    await page.reload();
    await table.getByRole('columnheader', { name: 'Stage' }).waitFor();

    // Saved with a view (narrowed to one stage, two columns): another device gets them by choosing it.
    for (const name of ['Spec', 'Owner', 'Target', 'Tags']) {
      await menu.locator('summary').click();
      await menu.getByRole('checkbox', { name }).uncheck();
      await page.keyboard.press('Escape');
    }
    await page.getByRole('search', { name: 'Filter issues' }).getByLabel('Stage').selectOption('Beta');
    await page.getByText('Invoice export').first().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save these filters as a view' });
    await dialog.getByLabel('View name').fill('Sized beta');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const views = await signedInViews();
    assert.deepEqual(views, [['Sized beta', ['points', 'stage'], 'list']]);
    await t.finish();

    const fresh = await openPage(browser);
    await signIn(fresh, built.owner.email, PASSWORD, '/login?next=/issues%3Fview%3Dlist');
    const freshTable = fresh.page.getByRole('table', { name: 'Issues' });
    await fresh.page.getByText('Invoice export').first().waitFor();
    assert.equal(await freshTable.getByRole('columnheader', { name: 'Points' }).count(), 0);
    await fresh.page
      .getByRole('group', { name: 'Saved views' })
      .getByLabel('View')
      .selectOption({ label: 'Sized beta' });
    await freshTable.getByRole('columnheader', { name: 'Points' }).waitFor();
    await freshTable.getByRole('columnheader', { name: 'Stage' }).waitFor();
    assert.equal(await freshTable.getByRole('columnheader', { name: 'Owner' }).count(), 0);
    await fresh.page.getByText('Invoice export').first().waitFor({ state: 'hidden' });
    const freshRow = freshTable.getByRole('row').filter({ hasText: 'Checkout redesign' });
    assert.equal(await freshRow.locator('[data-field="points"]').innerText(), '8');
    await fresh.finish();

    async function signedInViews() {
      const rows = await app.db
        .selectFrom('saved_views')
        .select(['name', 'field_columns', 'layout'])
        .where('workspace_id', '=', built.workspace.id)
        .execute();
      return rows.map((view) => [view.name, JSON.parse(view.field_columns ?? 'null'), view.layout]);
    }
  });
});
