import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: a webhook’s settings', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('edits the URL and events, rotates the secret (shown once) and deletes the webhook', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/admin/webhooks');
    await page.getByRole('button', { name: 'New webhook' }).click();
    await page.getByLabel('URL').fill('https://first.example/hook');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const firstSecret = await textOf(page.getByLabel('Signing secret', { exact: true }));
    const stored = () =>
      app.db
        .selectFrom('webhooks')
        .select(['id', 'url', 'events'])
        .where('workspace_id', '=', scene.workspace.id)
        .execute();

    await page.getByRole('link', { name: 'https://first.example/hook' }).click();
    await page.getByRole('heading', { name: 'Webhook', level: 1 }).waitFor();
    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByLabel('URL').fill('https://second.example/hook');
    await settings.getByRole('button', { name: 'Clear' }).click();
    await settings.getByRole('checkbox', { name: 'issue.updated' }).check();
    await settings.getByRole('checkbox', { name: 'comment.created' }).check();
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await settings.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    const [edited] = await stored();
    assert.equal(edited!.url, 'https://second.example/hook');
    assert.deepEqual(JSON.parse(String(edited!.events)).sort(), ['comment.created', 'issue.updated']);
    await page.reload();
    assert.match(await textOf(page.locator('.page-header')), /second\.example/);
    assert.equal(await settings.getByLabel('URL').inputValue(), 'https://second.example/hook');
    assert.equal(await settings.getByRole('checkbox', { name: 'issue.created' }).isChecked(), false);
    assert.equal(await settings.getByRole('checkbox', { name: 'issue.updated' }).isChecked(), true);

    // A refused edit says why under the field and changes nothing.
    await settings.getByLabel('URL').fill('ftp://third.example/hook');
    await settings.getByRole('button', { name: 'Save changes' }).click();
    assert.ok((await textOf(settings.locator('.field-error').first())).length > 0);
    assert.equal((await stored())[0]!.url, 'https://second.example/hook');
    await t.check('webhook settings refused');
    await screenshot(t, 'webhook-settings-refused');

    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate the signing secret?' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
    const secret = await textOf(page.getByLabel('Signing secret', { exact: true }));
    assert.ok(secret.length >= 16);
    assert.notEqual(secret, firstSecret);
    await t.check('secret rotated');
    await screenshot(t, 'webhook-secret-rotated');
    await page.reload();
    await page.getByRole('heading', { name: 'Webhook', level: 1 }).waitFor();
    assert.equal(await page.getByLabel('Signing secret', { exact: true }).count(), 0);

    await page.getByRole('button', { name: 'Delete webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this webhook?' });
    await dialog.getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText('No webhooks yet').waitFor();
    assert.deepEqual(await stored(), []);
    await t.finish();
  });
});
