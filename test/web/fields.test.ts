import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, signIn } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: custom fields (issue 40)', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('an admin creates a select field, sets it on an issue, and filters the list by it', async () => {
    const built = await buildScene(app.db);
    await givePassword(app, built.owner.id, PASSWORD);
    const api = client(app, built.token);
    const first = (await api.post('/issues', { title: 'Checkout redesign' })).body.data;
    await api.post('/issues', { title: 'Invoice export' });

    const t = await openPage(browser);
    const page = t.page;
    await signIn(t, built.owner.email, PASSWORD, '/login?next=/admin/fields');
    await page.getByRole('heading', { name: 'Fields', level: 1 }).waitFor();
    await page.getByText('No custom fields yet').waitFor();
    const form = page.getByRole('form', { name: 'New field' });
    await form.getByLabel('Field name').fill('Release stage');
    assert.equal(await form.getByLabel('Key').inputValue(), 'release_stage');
    await form.getByLabel('Type').selectOption('select');
    await form.getByRole('button', { name: 'Create field' }).click();
    await form.getByText('A select field needs at least one option.').waitFor();
    await form.getByLabel('Options').fill('Alpha\nBeta\nGA');
    await form.getByRole('button', { name: 'Create field' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Release stage' });
    await row.getByText('Alpha, Beta, GA').waitFor();
    await t.check('Administration → Fields');
    const field = (await api.get('/fields')).body.data[0];
    assert.deepEqual(
      [field.key, field.type, field.options],
      ['release_stage', 'select', ['Alpha', 'Beta', 'GA']],
    );

    await page.goto(`/issues/${first.id}`);
    const side = page.getByRole('region', { name: 'Fields' });
    const select = side.getByLabel('Release stage');
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/api/v1/issues/'),
    );
    await select.selectOption('Beta');
    assert.equal((await saved).status(), 200);
    assert.equal((await api.get(`/issues/${first.id}`)).body.data.fields.release_stage, 'Beta');
    await t.check('the issue page with a custom field');

    await page.goto('/issues?view=list');
    await page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
    await page.getByText('Invoice export').first().waitFor();
    await page
      .getByRole('search', { name: 'Filter issues' })
      .getByLabel('Release stage')
      .selectOption('Beta');
    await page.waitForURL(/field%5Brelease_stage%5D=Beta|field\[release_stage\]=Beta/);
    await page.getByText('Invoice export').first().waitFor({ state: 'hidden' });
    await page.getByText('Checkout redesign').first().waitFor();
    await t.check('the issue list filtered by a custom field');
    await t.finish();
  });
});
