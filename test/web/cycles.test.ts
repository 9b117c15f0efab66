import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { todayUtc } from '../../src/clock.js';
import { closeWorkspaceCycles } from '../../src/domain/issues/cycle-carry-over.js';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildIssue, buildMember, buildScene } from '../helpers/factories.js';
import { givePassword, TEST_PASSWORD } from '../helpers/session.js';
import { addDays } from '../../web/src/lib/calendar.js';

describe('the web interface: cycles', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('shows the current and next cycle with their issues, carry-over and the cycles before', async () => {
    // Weekly cycles: cycle 1 ended yesterday, cycle 2 runs from today, cycle 3 is next.
    const scene = await buildScene(app.db, {
      cycles: { length_days: 7, first_starts_on: addDays(todayUtc(), -7) },
    });
    const ws = scene.workspace;
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const ada = await buildMember(app.db, ws, { name: 'Ada Byron' });
    await buildIssue(app.db, ws, { cycle_number: 1, status: 'done', title: 'Shipped login' });
    const late = await buildIssue(app.db, ws, {
      cycle_number: 1,
      status: 'todo',
      title: 'Unfinished migration',
      assignee_type: 'user',
      assignee_id: ada.id,
    });
    await closeWorkspaceCycles(app.db, app.system, { workspace: ws, today: todayUtc() });
    await buildIssue(app.db, ws, { cycle_number: 2, status: 'in_progress', title: 'Fresh feature' });
    await buildIssue(app.db, ws, { cycle_number: 2, status: 'done', title: 'Quick fix' });
    await buildIssue(app.db, ws, { cycle_number: 3, status: 'backlog', title: 'Next thing' });

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.getByRole('link', { name: 'Cycles' }).click();
    await page.getByRole('heading', { name: 'Cycles', level: 1 }).waitFor();

    const current = page.getByRole('region', { name: 'Current cycle: cycle 2' });
    const currentIssues = current.getByRole('table', { name: 'Issues of cycle 2' });
    const carried = currentIssues.getByRole('row').filter({ hasText: 'Unfinished migration' });
    await carried.waitFor();
    assert.match(await textOf(carried), /Todo.*Ada Byron.*Once/);
    assert.equal(await currentIssues.getByRole('row').count(), 4);
    const facts = await textOf(current.locator('.cycle-facts'));
    assert.match(facts, /Done\s*1 of 3/);
    assert.match(facts, /Carried in\s*1/);
    assert.match(facts, /In progress\s*1/);

    const next = page.getByRole('region', { name: 'Next cycle: cycle 3' });
    await next.getByRole('table', { name: 'Issues of cycle 3' }).getByText('Next thing').waitFor();
    assert.match(await textOf(next), /Carried in\s*When the current cycle ends/);

    const earlier = page.getByRole('table', { name: 'Earlier cycles' });
    const first = earlier.getByRole('row').filter({ hasText: 'Cycle 1' });
    // One of its two issues was done; the other was carried on.
    assert.match(await textOf(first), /1 of 2\s*1/);

    await t.check('cycles');
    await screenshot(t, 'cycles');
    await carried.getByRole('link', { name: `${ws.issue_prefix}-${late.number}` }).click();
    await page.waitForURL(new RegExp(`/issues/${ws.issue_prefix}-${late.number}$`));
    await t.finish();
  });

  it('follows changes made elsewhere, without a reload', async () => {
    const scene = await buildScene(app.db, {
      cycles: { length_days: 7, first_starts_on: addDays(todayUtc(), -3) },
    });
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const api = client(app, scene.token);
    const first = await buildIssue(app.db, scene.workspace, {
      cycle_number: 1,
      status: 'todo',
      title: 'First',
    });
    const t = await openPage(browser);
    const { page } = t;
    // Changes made before the stream is open are in the first read; after it, only the stream brings them.
    const streaming = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/events',
    );
    await signIn(t, scene.owner.email, TEST_PASSWORD, '/login?next=/cycles');
    const current = page.getByRole('region', { name: 'Current cycle: cycle 1' });
    const issues = current.getByRole('table', { name: 'Issues of cycle 1' });
    await issues.getByText('First').waitFor();
    assert.equal((await streaming).status(), 200);
    assert.match(await textOf(current.locator('.cycle-facts')), /Done\s*0 of 1/);

    const id = `${scene.workspace.issue_prefix}-${first.number}`;
    assert.equal((await api.patch(`/issues/${id}`, { status: 'done' })).status, 200);
    await current
      .locator('.cycle-facts')
      .getByText(/Done\s*1 of 1/)
      .waitFor();
    assert.equal((await api.post('/issues', { title: 'Planned elsewhere', cycle: 1 })).status, 201);
    await issues.getByText('Planned elsewhere').waitFor();
    await current
      .locator('.cycle-facts')
      .getByText(/Done\s*1 of 2/)
      .waitFor();
    await t.finish();
  });

  it('draws a crowded cycle’s issues a hundred at a time', async () => {
    const scene = await buildScene(app.db, {
      cycles: { length_days: 7, first_starts_on: addDays(todayUtc(), -3) },
    });
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    for (let index = 0; index < 230; index++) {
      await buildIssue(app.db, scene.workspace, { cycle_number: 1, status: 'todo', title: `Task ${index}` });
    }
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD, '/login?next=/cycles');
    const table = page.getByRole('table', { name: 'Issues of cycle 1' });
    await table.getByRole('row').nth(1).waitFor();
    assert.equal(await table.getByRole('row').count(), 101, 'a header and the first 100 rows');
    await page.getByText('Showing 100 of 230 issues').waitFor();
    await page.getByRole('button', { name: 'Show 100 more' }).click();
    await page.getByText('Showing 200 of 230 issues').waitFor();
    await page.getByRole('button', { name: 'Show 30 more' }).click();
    // The last page is asked of the server: its rows come once it answers.
    await table.getByRole('row').nth(230).waitFor();
    assert.equal(await table.getByRole('row').count(), 231);
    assert.equal(await page.getByRole('button', { name: /^Show \d+ more$/ }).count(), 0);
    await t.check('a crowded cycle');
    await t.finish();
  });

  it('explains how cycles come about when the workspace has none', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.goto('/cycles');
    await page.getByText('This workspace has no cycles').waitFor();
    assert.match(await textOf(page.getByRole('main')), /generated on a cadence, never edited/);
    await t.check('cycles, none');
    await screenshot(t, 'cycles-none');
    await t.finish();
  });
});
