import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, tabTo, textOf } from '../helpers/browser.js';
import { MAX_LIVE_TOKENS } from '../../src/domain/people/api-tokens.js';
import { buildScene, buildToken } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: API tokens', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('creates a token by keyboard, shows the three-line block once, and the token works until revoked', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.goto('/settings/tokens');
    await page.getByRole('heading', { name: 'API tokens', level: 1 }).waitFor();
    await t.check('tokens, none yet');
    await screenshot(t, 'tokens-empty');

    // The keyboard alone: Tab to Name, type, Tab on to the button, Enter.
    const name = page.getByLabel('Name');
    await tabTo(page, name);
    await page.keyboard.type('CI pipeline');
    await tabTo(page, page.getByRole('button', { name: 'Create token' }));
    await page.keyboard.press('Enter');

    const block = await textOf(page.getByLabel('Token settings'));
    const lines = block.split('\n');
    assert.equal(lines.length, 3);
    assert.equal(lines[0], `SERVICE_URL=${TEST_APP_URL}`);
    assert.match(lines[1]!, /^SERVICE_TOKEN=\S+$/);
    assert.equal(lines[2], `SERVICE_WORKSPACE=${scene.workspace.slug}`);
    const token = lines[1]!.slice('SERVICE_TOKEN='.length);

    // Focus moved to the block; Copy is the next stop.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    await t.check('token created');
    await screenshot(t, 'tokens-created');

    const me = () => fetch(`${app.baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal((await me()).status, 200);

    // Shown once: after a reload only the list remains, with the token's abilities.
    await page.reload();
    const row = page.getByRole('row', { name: /CI pipeline/ });
    await row.waitFor();
    assert.equal(await page.getByLabel('Token settings').count(), 0);
    assert.match(await textOf(row), /Read.*Write/);
    assert.match(await textOf(row), /just now/);

    await row.getByRole('button', { name: 'Revoke' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “CI pipeline”?' });
    await dialog.waitFor();
    await t.check('revoke dialog');
    await screenshot(t, 'tokens-revoke');
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await row.waitFor({ state: 'detached' });
    assert.equal((await me()).status, 401);
    await t.finish();
  });

  it('makes a read-only token that expires', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/settings/tokens');
    await page.getByRole('heading', { name: 'API tokens', level: 1 }).waitFor();

    await page.getByLabel('Name').fill('Reporting');
    await page.getByRole('checkbox', { name: /Write/ }).uncheck();
    await page.getByLabel('Expires').selectOption('30');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await textOf(page.getByLabel('Token settings'))).split('\n')[1]!.split('=')[1]!;
    const write = await fetch(`${app.baseUrl}/api/v1/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'X' }),
    });
    assert.equal(write.status, 403);
    const row = page.getByRole('row', { name: /Reporting/ });
    assert.doesNotMatch(await textOf(row), /Write/);
    assert.doesNotMatch(await textOf(row), /Never\s*$/);
    await t.finish();
  });

  it('says why a token beyond the bound is refused', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    // The scene's token and 19 more: the most one person may hold in a workspace.
    for (let i = 1; i < MAX_LIVE_TOKENS; i++) await buildToken(app.db, scene.workspace, scene.owner);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.goto('/settings/tokens');
    await page.getByLabel('Name').fill('one too many');
    await page.getByRole('button', { name: 'Create token' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'the most allowed' });
    await alert.waitFor();
    assert.match(await textOf(alert), /20 tokens/);
    assert.equal(await page.getByLabel('Token settings').count(), 0);
    await t.finish();
  });
});
