import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';
const STATUSES = ['Backlog', 'Todo', 'In progress', 'In review', 'On hold', 'Done', 'Canceled'];

/** Issues 37d, e, g, h: the board at 1440 px, label colours, a view's layout, a picker that waits. */
describe('the web interface: the board in week one', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('shows all seven columns at 1440 px, label colours on cards and rows, and a view that keeps its layout', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const api = client(app, scene.token);
    assert.equal((await api.post('/labels', { name: 'auth', color: '#dc2626' })).status, 201);
    const issue = (
      await api.post('/issues', {
        title: 'Login page times out under load',
        status: 'todo',
        priority: 'urgent',
        labels: ['auth'],
        assignee: `user:${scene.owner.id}`,
      })
    ).body.data as { id: string };
    const t = await openPage(browser);
    const { page } = t;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/issues');
    const card = page.getByRole('article', { name: new RegExp(issue.id) });
    await card.waitFor();

    for (const name of STATUSES) {
      const box = await page.getByRole('region', { name, exact: true }).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 1440, `the ${name} column is in view`);
    }
    const redDot = 'rgb(220, 38, 38)';
    const dotColour = (scope: typeof card) =>
      scope
        .locator('.label-dot')
        .evaluate((dot: any) => (globalThis as any).getComputedStyle(dot).backgroundColor);
    await page.waitForFunction(
      (red) =>
        [...(globalThis as any).document.querySelectorAll('.label-dot')].some(
          (dot: any) => (globalThis as any).getComputedStyle(dot).backgroundColor === red,
        ),
      redDot,
    );
    assert.equal(await dotColour(card), redDot);
    await t.check('the board at 1440 px');
    await screenshot(t, 'board-1440');
    const shots = process.env.SERVICE_TEST_SCREENSHOTS;
    if (shots) await card.screenshot({ path: `${shots}/label-chip-card.png` });

    // A view saved from the list opens as the list, even from the board.
    await page.getByRole('button', { name: 'List' }).click();
    await page.waitForURL(/view=list/);
    const row = page.getByRole('row').filter({ hasText: 'Login page times out' });
    assert.equal(await dotColour(row), redDot);
    await t.check('the list with label colours');
    await screenshot(t, 'list-label-chips');
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save these filters as a view' });
    await dialog.getByLabel('View name').fill('Everything, listed');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Board' }).click();
    await card.waitFor();
    await page.getByLabel('View', { exact: true }).selectOption({ label: 'Everything, listed' });
    await page.waitForURL(/view=list/);
    await row.waitFor();
    await t.finish();
  });

  it('says the palette is searching until the answer is in, and nothing matches only after it', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/issues');
    await page.getByRole('heading', { name: 'Issues', level: 1 }).waitFor();
    let answered = false;
    const search = (url: URL) => url.pathname === '/api/v1/issues' && url.searchParams.has('q');
    await page.route(search, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      answered = true;
      await route.fallback();
    });
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Jump to' });
    await palette.waitFor();
    // Every text the status takes, in order, from the first key on.
    await page.evaluate(() => {
      const g = globalThis as any;
      g.statusTexts = [];
      const status = g.document.querySelector('.picker-status');
      new g.MutationObserver(() => g.statusTexts.push(status.textContent)).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.keyboard.type('zqxv');
    await palette.getByRole('status').filter({ hasText: 'No issue or page matches.' }).waitFor();
    assert.ok(answered, 'the empty answer was said only after the search answered');
    const texts = (await page.evaluate(() => (globalThis as any).statusTexts)) as string[];
    assert.ok(texts.includes('Searching issues…'), texts.join(' | '));
    assert.ok(
      texts.indexOf('Searching issues…') < texts.indexOf('No issue or page matches.'),
      texts.join(' | '),
    );
    await t.finish();
  });
});
