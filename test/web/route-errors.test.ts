import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: a page whose code cannot be loaded', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('after an upgrade (its chunk is gone) reloads once, then shows a designed screen with Reload', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/settings/profile');
    // The Cycles page's code answers 404, as an old chunk name does once a new version is deployed.
    await page.route('**/assets/cycles-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    let reloads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/cycles') reloads++;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cycles' }).click();
    await page.getByRole('heading', { name: 'This page could not be loaded', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    assert.equal(reloads, 1, 'the page reloaded itself once, not in a loop');
    assert.equal(await page.getByText('Unexpected Application Error').count(), 0);
    await t.check('the error screen after a failed reload');
    await screenshot(t, 'route-error-outdated');
    await t.finish();
  });

  it('with the server down says so instead of a developer screen, and Reload works once it is back', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/settings/profile');
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cycles' }).click();
    await page.getByRole('heading', { name: 'Tandem cannot be reached', level: 1 }).waitFor();
    assert.equal(await page.getByText('Unexpected Application Error').count(), 0);
    await t.check('the error screen with the server down');
    await screenshot(t, 'route-error-unreachable');
    await page.unroute('**/*');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Cycles', level: 1 }).waitFor();
    await t.finish();
  });
});
