import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { client, startTestApp, type TestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildAgent, buildScene, buildWhiteboard } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';
const LABELS = ['backend', 'frontend', 'payments', 'needs-design', 'customer-reported', 'regression'];

/**
 * A workspace as a team has it after a few weeks: 24 issues with long titles, six labels each, an
 * assignee, a due date, and an agent's run on every third one.
 */
async function busyWorkspace(app: TestApp) {
  const scene = await buildScene(app.db, { status_follows_runs: false });
  await givePassword(app, scene.owner.id, PASSWORD);
  const api = client(app, scene.token);
  const agent = await buildAgent(app.db, scene.workspace, { name: 'Builder with a rather long name' });
  const identifiers: string[] = [];
  for (let index = 0; index < 24; index++) {
    const response = await api.post('/issues', {
      title:
        `Checkout refuses valid cards from the new bank when the billing country differs from the ` +
        `shipping country and the basket holds a gift card (${index})`,
      status: ['todo', 'in_progress', 'backlog'][index % 3],
      priority: 'high',
      labels: LABELS,
      assignee: `user:${scene.owner.id}`,
      due_date: '2031-03-14',
    });
    assert.equal(response.status, 201, response.text);
    const id = response.body.data.id as string;
    identifiers.push(id);
    if (index % 3 === 0) {
      const run = await api.post(`/issues/${id}/runs`, { agent_id: agent.id });
      assert.equal(run.status, 202, run.text);
    }
  }
  const whiteboard = await buildWhiteboard(app.db, scene.workspace, scene.owner, { name: 'Release plan' });
  return { ...scene, identifiers, whiteboard, agent };
}

/** The list's rows as drawn, top to bottom: each row's box and whether its content overflows it. */
async function listRows(page: Page) {
  return page.evaluate(() => {
    const rows = [
      ...(globalThis as any).document.querySelectorAll('.issue-table-body [role="row"]'),
    ] as any[];
    return rows
      .map((row) => {
        const box = row.getBoundingClientRect();
        const contentBottom = Math.max(
          ...[...row.querySelectorAll('*')].map((child: any) => child.getBoundingClientRect().bottom),
        );
        return { id: row.dataset.issue as string, top: box.top, bottom: box.bottom, contentBottom };
      })
      .sort((a, b) => a.top - b.top);
  });
}

/** The outermost elements reaching past the screen's right edge, to say what makes a page too wide. */
function widestElements(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = (globalThis as any).innerWidth as number;
    // No named helper inside: the page does not have the test runner's `__name`.
    const all: any[] = [...(globalThis as any).document.querySelectorAll('body *')];
    const past = all.filter((element: any) => {
      if (element.getBoundingClientRect().right <= width + 0.5) return false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = (globalThis as any).getComputedStyle(parent);
        if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 0.5)
          return false;
      }
      return true;
    });
    return past
      .filter((element) => !past.includes(element.parentElement))
      .slice(0, 4)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} to ${Math.round(element.getBoundingClientRect().right)}`,
      )
      .join(', ');
  });
}

/** Waits until the page has its heading and nothing on it is still loading. */
async function settled(page: Page) {
  // Eighteen pages in a row on a shared machine: each gets more than the default ten seconds.
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => {
      const document = (globalThis as any).document;
      return !document.querySelector('.page-loading, [aria-busy="true"], .skeleton-rows, .skeleton-cards');
    },
    null,
    { timeout: 30_000 },
  );
}

describe('the web interface: layouts at desktop and phone widths', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('the list’s rows never overlap at 1280 and 1440 px, however much a row carries', async () => {
    const scene = await busyWorkspace(app);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/issues?view=list');
      await page.getByRole('table', { name: 'Issues' }).getByRole('row').nth(12).waitFor();
      await page.locator('.issue-table-body .run').first().waitFor();
      // The virtualiser measures the rows it drew on the next frames.
      await page.waitForTimeout(200);
      const rows = await listRows(page);
      assert.ok(rows.length >= 10, `${width} px: rows drawn (${rows.length})`);
      const overlapping = rows
        .slice(1)
        .filter((row, index) => row.top < rows[index]!.bottom - 0.5)
        .map((row) => row.id);
      assert.deepEqual(overlapping, [], `${width} px: rows overlapping the row above`);
      const spilling = rows.filter((row) => row.contentBottom > row.bottom + 0.5).map((row) => row.id);
      assert.deepEqual(spilling, [], `${width} px: rows whose content spills out`);
      await screenshot(t, `layout-list-${width}`);
    }
    await t.check('the list at 1440 px');
    await t.finish();
  });

  it('on a phone (390 × 844) the navigation is behind a menu button and no page is wider than the screen', async () => {
    const scene = await busyWorkspace(app);
    const t = await openPage(browser);
    const { page } = t;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const widthOf = () =>
      page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number);
    assert.ok((await widthOf()) <= 390, `/login is ${await widthOf()} px wide`);
    await page.getByLabel('Email').fill(scene.owner.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The navigation waits behind a labelled button; the page starts at the top of the first screen.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    await settled(page);
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByRole('link', { name: 'Cycles' }).isVisible(), false);
    const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
    assert.ok(heading && heading.y < 200, `the page's heading starts ${heading?.y} px down`);
    await menu.click();
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    await page.getByRole('link', { name: 'Cycles' }).click();
    await page.getByRole('heading', { name: 'Cycles', level: 1 }).waitFor();
    assert.equal(await menu.getAttribute('aria-expanded'), 'false', 'following a link closes the menu');
    assert.equal(await page.getByRole('link', { name: 'Issues' }).isVisible(), false);

    const pages = [
      '/issues',
      '/issues?view=list',
      `/issues/${scene.identifiers[0]}`,
      '/inbox',
      '/runs',
      '/agents',
      `/agents/${scene.agent.id}`,
      '/settings/profile',
      '/settings/sessions',
      '/settings/tokens',
      '/admin/members',
      '/admin/webhooks',
      '/admin/agents',
      '/time',
      '/capacity',
      '/cycles',
      '/meetings',
      '/kb',
      '/whiteboards',
      `/whiteboards/${scene.whiteboard.id}`,
      '/no-such-page',
    ];
    const tooWide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await settled(page);
      const width = await widthOf();
      if (width > 390) tooWide.push(`${path} (${width} px: ${await widestElements(page)})`);
      await screenshot(t, `layout-phone-${path.replace(/[^a-z0-9]+/gi, '-')}`);
    }
    assert.deepEqual(tooWide, [], 'pages wider than a 390 px screen');

    // The board scrolls sideways inside its own box, not the page.
    await page.goto('/issues');
    await settled(page);
    const board = await page.locator('.board').evaluate((element: any) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    assert.ok(board.scrollWidth > board.clientWidth, 'the board scrolls within itself');
    await menu.click();
    await t.check('the phone layout with the menu open');
    await t.finish();
  });
});
