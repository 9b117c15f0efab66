import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { client, startTestApp, type TestApp } from '../helpers/app.js';
import { builtChunkOf, launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildAgent, buildMember, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

/** A workspace with a few issues made through the API, as a team would have them. */
async function boardScene(app: TestApp) {
  const scene = await buildScene(app.db);
  await givePassword(app, scene.owner.id, PASSWORD);
  const api = client(app, scene.token);
  const agent = await buildAgent(app.db, scene.workspace, { name: 'Builder' });
  const make = async (body: Record<string, unknown>) => {
    const response = await api.post('/issues', body);
    assert.equal(response.status, 201, response.text);
    return response.body.data as { id: string; title: string };
  };
  const login = await make({
    title: 'Login page times out',
    status: 'todo',
    priority: 'urgent',
    type: 'bug',
    labels: ['auth'],
  });
  const export_ = await make({
    title: 'Export to CSV',
    status: 'in_progress',
    priority: 'high',
    assignee: `user:${scene.owner.id}`,
    due_date: '2020-01-02',
  });
  const docs = await make({
    title: 'Document the importer',
    status: 'backlog',
    priority: 'low',
    assignee: `agent:${agent.id}`,
  });
  return { ...scene, api, agent, issues: { login, export_, docs } };
}

async function statusOf(api: ReturnType<typeof client>, id: string): Promise<string> {
  return (await api.get(`/issues/${id}`)).body.data.status;
}

function column(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

describe('the web interface: issues board and list', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  /** The board's scene, its owner signed in and the board drawn: where the first-load tests start. */
  async function signedInOnBoard() {
    const scene = await boardScene(app);
    const t = await openPage(browser);
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/issues');
    await t.page.getByRole('article', { name: new RegExp(scene.issues.login.id) }).waitFor();
    return { scene, t, page: t.page };
  }

  it('drags a card to another column: the status changes through the API, and a second browser sees it live', async () => {
    const scene = await boardScene(app);
    const watcher = await openPage(browser);
    await signIn(watcher, scene.owner.email, PASSWORD, '/login?next=/issues');
    await watcher.page
      .getByRole('status')
      .filter({ hasText: 'Live: changes appear as they happen' })
      .waitFor();
    await column(watcher.page, 'Todo')
      .getByRole('article', { name: new RegExp(scene.issues.login.id) })
      .waitFor();
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/issues');
    const card = page.getByRole('article', { name: `${scene.issues.login.id} Login page times out` });
    await card.waitFor();
    assert.equal(await column(page, 'Todo').getByRole('article').count(), 1);
    await page.getByRole('article', { name: new RegExp(scene.issues.docs.id) }).waitFor();
    await t.check('the board');
    await screenshot(t, 'issues-board');

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes(scene.issues.login.id),
    );
    await card.dragTo(column(page, 'In review').locator('.board-column-body'));
    assert.equal((await saved).status(), 200);
    await column(page, 'In review')
      .getByRole('article', { name: new RegExp(scene.issues.login.id) })
      .waitFor();
    assert.equal(await statusOf(scene.api, scene.issues.login.id), 'in_review');
    assert.equal(await column(page, 'Todo').getByRole('article').count(), 0);

    // The other browser was not reloaded: the live stream moved the card there too, and a change made
    // through the API (as an agent or a script would) arrives the same way.
    await column(watcher.page, 'In review')
      .getByRole('article', { name: new RegExp(scene.issues.login.id) })
      .waitFor();
    await scene.api.patch(`/issues/${scene.issues.docs.id}`, { status: 'done' });
    await column(watcher.page, 'Done')
      .getByRole('article', { name: new RegExp(scene.issues.docs.id) })
      .waitFor();
    await column(page, 'Done')
      .getByRole('article', { name: new RegExp(scene.issues.docs.id) })
      .waitFor();
    await watcher.finish();

    await page.setViewportSize({ width: 420, height: 860 });
    await screenshot(t, 'issues-board-narrow');
    await t.finish();
  });

  it('refreshes the board once for one card move: by its live event, not by the write a second time', async () => {
    const { scene, t, page } = await signedInOnBoard();
    await page.getByRole('status').filter({ hasText: 'Live: changes appear as they happen' }).waitFor();
    // Every refresh of the board asks for each column again; the Backlog column's requests count them.
    const backlogAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() !== 'GET' || url.pathname !== '/api/v1/issues') return;
      if (url.searchParams.get('status') === 'backlog' && url.searchParams.get('per_page') === '50') {
        backlogAsked.push(url.search);
      }
    });
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes(scene.issues.login.id),
    );
    await page
      .getByRole('article', { name: new RegExp(scene.issues.login.id) })
      .dragTo(column(page, 'In review').locator('.board-column-body'));
    assert.equal((await saved).status(), 200);
    await column(page, 'In review')
      .getByRole('article', { name: new RegExp(scene.issues.login.id) })
      .waitFor();
    for (let waited = 0; backlogAsked.length === 0 && waited < 5000; waited += 50) {
      await page.waitForTimeout(50);
    }
    // Long enough for a second refresh (the write's own, or a second event's) to show up.
    await page.waitForTimeout(1500);
    assert.equal(backlogAsked.length, 1, `one refresh of the board: ${backlogAsked.join(', ')}`);
    await t.finish();
  });

  it('shares a saved view with another member, who opens it', async () => {
    const scene = await boardScene(app);
    const member = await buildMember(app.db, scene.workspace, { role: 'member', name: 'Second Person' });
    await givePassword(app, member.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(
      t,
      scene.owner.email,
      PASSWORD,
      `/login?next=${encodeURIComponent('/issues?priority=urgent')}`,
    );
    await column(page, 'Todo').getByRole('article').first().waitFor();
    assert.equal(await page.getByRole('article').count(), 1, 'only the urgent issue');
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save these filters as a view' });
    await dialog.getByLabel('View name').fill('Fires');
    await dialog.getByLabel('Share with the workspace').check();
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('option', { name: /Fires · shared/ }).waitFor({ state: 'attached' });
    await t.finish();

    const other = await openPage(browser);
    await signIn(other, member.email, PASSWORD, '/login?next=/issues');
    await other.page.waitForFunction(
      () => (globalThis as any).document.querySelectorAll('article.card').length === 3,
    );
    await other.page
      .getByLabel('View', { exact: true })
      .selectOption({ label: `Fires · shared · by ${scene.owner.name}` });
    await other.page.waitForURL(/priority=urgent/);
    await other.page.getByRole('article', { name: new RegExp(scene.issues.login.id) }).waitFor();
    await other.page.waitForFunction(
      () => (globalThis as any).document.querySelectorAll('article.card').length === 1,
    );
    await other.finish();
  });

  it('keeps list filters, grouping and mode in the address', async () => {
    const scene = await boardScene(app);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/issues');
    await page.getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'List' }).click();
    await page.waitForURL(/view=list/);
    const table = page.getByRole('table', { name: 'Issues' });
    await table.getByRole('row').filter({ hasText: 'Export to CSV' }).waitFor();
    await page.getByLabel('Search').fill('export');
    await page.waitForURL(/q=export/);
    await page.waitForFunction(
      () => (globalThis as any).document.querySelectorAll('[role=row][data-issue]').length === 1,
    );
    await t.check('the list');
    await screenshot(t, 'issues-list');

    const linked = new URL(page.url());
    const again = await openPage(browser);
    await signIn(
      again,
      scene.owner.email,
      PASSWORD,
      `/login?next=${encodeURIComponent(linked.pathname + linked.search)}`,
    );
    assert.equal(await again.page.getByLabel('Search').inputValue(), 'export');
    await again.page
      .getByRole('table', { name: 'Issues' })
      .getByRole('row')
      .filter({ hasText: 'Export to CSV' })
      .waitFor();
    assert.equal(await again.page.locator('[role=row][data-issue]').count(), 1);
    await again.page.getByLabel('Group by').selectOption('assignee');
    await again.page.waitForURL(/group=assignee/);
    await again.page.getByRole('heading', { name: new RegExp(scene.owner.name) }).waitFor();
    await screenshot(again, 'issues-list-grouped');
    await again.finish();
    await t.finish();
  });
  it("asks for the board's issues while the page's code is still on its way, and only once", async () => {
    const { scene, t, page } = await signedInOnBoard();

    // The build's manifest names the page's chunk; its answer is held back until the board's first
    // column is asked for (or for five seconds, when nothing asks: the order this test refuses).
    const chunk = await builtChunkOf('src/features/issues/issues.tsx');
    const backlogRequests: string[] = [];
    let backlogAsked: () => void = () => undefined;
    const asked = new Promise<'asked'>((resolve) => (backlogAsked = () => resolve('asked')));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/api/v1/issues') return;
      if (url.searchParams.get('status') !== 'backlog' || url.searchParams.get('per_page') !== '50') return;
      backlogRequests.push(url.search);
      backlogAsked();
    });
    let heldUntil: 'asked' | 'gave up' | null = null;
    await page.route(`**/${chunk}`, async (route) => {
      heldUntil = await Promise.race([
        asked,
        new Promise<'gave up'>((resolve) => setTimeout(() => resolve('gave up'), 5000)),
      ]);
      await route.continue();
    });

    await page.goto('/issues');
    await column(page, 'Backlog')
      .getByRole('article', { name: new RegExp(scene.issues.docs.id) })
      .waitFor();
    assert.equal(heldUntil, 'asked', "the issues were asked for before the page's code arrived");
    assert.equal(backlogRequests.length, 1, `one request for the column: ${backlogRequests.join(', ')}`);
    await t.finish();
  });
  it("draws the first page straight from the sign-in's loading state, never through the page's placeholder", async () => {
    // React holds back what replaces a Suspense placeholder for about 300 ms after showing it, so a
    // placeholder drawn between the session's answer and the page's code costs the first load that much
    // (docs/performance.md, "First load"). The code is held here until the session has answered.
    const { scene, t, page } = await signedInOnBoard();
    await page.addInitScript(`
      window.__placeholderSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.page-loading')) window.__placeholderSeen = true;
      }).observe(document, { subtree: true, childList: true });
    `);
    const chunk = await builtChunkOf('src/features/issues/issues.tsx');
    const sessionAnswered = page.waitForResponse((response) => response.url().endsWith('/api/ui/session'));
    await page.route(`**/${chunk}`, async (route) => {
      await sessionAnswered;
      await new Promise((resolve) => setTimeout(resolve, 200));
      await route.continue();
    });

    await page.goto('/issues');
    await page.getByRole('article', { name: new RegExp(scene.issues.login.id) }).waitFor();
    assert.equal(await page.evaluate(() => (globalThis as any).__placeholderSeen), false);
    await t.finish();
  });
});
