import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { client, startTestApp, type TestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, type TestPage } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword, TEST_PASSWORD } from '../helpers/session.js';

// Decisions §12.2: the interface never throttles its own page loads, and a 429 it does meet is waited out.

/** A workspace with an issue on its board, its owner able to sign in. */
async function workspaceWithIssue(app: TestApp) {
  const scene = await buildScene(app.db);
  await givePassword(app, scene.owner.id);
  const created = await client(app, scene.token).post('/issues', {
    title: 'Ship the importer',
    status: 'todo',
  });
  assert.equal(created.status, 201, created.text);
  return { ...scene, issue: created.body.data as { id: string; title: string } };
}

/** Every rate-limit refusal the page received, as `METHOD path`. */
function refusalsOf(page: Page): string[] {
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 429)
      refusals.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return refusals;
}

/** The workspace's issue as the board or the list shows it. */
function issueOn(page: Page) {
  return page.getByText('Ship the importer').first();
}

async function assertNoRateLimitError(t: TestPage) {
  assert.equal(await t.page.getByText(/too many requests/i).count(), 0, 'no rate-limit error shown');
  assert.equal(await t.page.getByRole('alert').count(), 0, 'no error notice shown');
}

describe('the web interface under the rate limit', () => {
  it('waits out a 429 and then shows the board, without an error', async () => {
    // Thirty calls a ten-second window for the session (SERVICE_SESSION_THROTTLE=180): the board's load
    // fits in one window, so one wait is enough.
    const app = await startTestApp({ SERVICE_SESSION_THROTTLE: '180' });
    const browser = await launchBrowser(app);
    const scene = await workspaceWithIssue(app);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    // Spend what is left of the window, so that the board's first calls are refused.
    const statuses = await page.evaluate(async () => {
      const answers = await Promise.all(Array.from({ length: 30 }, () => fetch('/api/v1/me')));
      return answers.map((answer) => answer.status);
    });
    assert.ok(statuses.includes(429), `the window was spent: ${statuses.join(',')}`);
    const refusals = refusalsOf(page);
    await page.goto('/issues');
    await page.getByRole('status').filter({ hasText: 'The server asked for a short pause' }).waitFor();
    await screenshot(t, 'rate-limit-waiting');
    await assertNoRateLimitError(t);
    await page.getByRole('article', { name: new RegExp(scene.issue.id) }).waitFor({ timeout: 30_000 });
    assert.ok(refusals.length > 0, 'the board met the limit');
    await page.getByText('short pause').waitFor({ state: 'detached', timeout: 20_000 });
    await assertNoRateLimitError(t);
    await t.check('the board after waiting out the limit');
    await t.finish();
  });

  it('at the default allowance, three tabs working briskly never meet the limit', async () => {
    const app = await startTestApp();
    const browser = await launchBrowser(app);
    const scene = await workspaceWithIssue(app);
    const first = await openPage(browser);
    await signIn(first, scene.owner.email, TEST_PASSWORD);
    // Three tabs of one browser: one session, one person's allowance.
    const pages = [first.page, await first.context.newPage(), await first.context.newPage()];
    const refusals = pages.flatMap((page) => refusalsOf(page));
    const requests: string[] = [];
    for (const page of pages) page.on('request', (request) => requests.push(request.url()));
    await Promise.all(
      pages.map(async (page) => {
        for (const path of ['/issues', '/issues?view=list', '/inbox']) {
          await page.goto(path);
          const drawn = path === '/inbox' ? page.getByRole('heading', { name: 'Inbox' }) : issueOn(page);
          await drawn.waitFor();
        }
      }),
    );
    const apiCalls = requests.filter((url) => new URL(url).pathname.startsWith('/api/')).length;
    assert.deepEqual(refusals, [], `no 429 in ${apiCalls} calls`);
    await assertNoRateLimitError(first);
    await first.finish();
  });
});
