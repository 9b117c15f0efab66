import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildProject,
  buildRun,
  buildScene,
  buildStatusMove,
  buildTimeEntry,
} from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';
import { client } from '../helpers/app.js';

const PASSWORD = 'correct horse battery';
const DAY = 86_400_000;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY).toISOString();
}

/** Monday of the week before this one: a two-week cycle that holds today. */
function lastMonday(): string {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7);
  return monday.toISOString().slice(0, 10);
}

describe('the web interface: insights', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('draws each series as a chart with its table, filters them, follows changes live, fits a phone', async () => {
    const scene = await buildScene(app.db, { cycles: { length_days: 14, first_starts_on: lastMonday() } });
    const ws = scene.workspace;
    await givePassword(app, scene.owner.id, PASSWORD);
    const payments = await buildProject(app.db, ws, { name: 'Payments' });
    const bug = await buildIssue(app.db, ws, {
      type: 'bug',
      status: 'done',
      project_id: payments.id,
      cycle_number: 1,
      created_at: daysAgo(3),
    });
    await buildStatusMove(app.db, ws, bug, { from: 'todo', to: 'in_progress', at: daysAgo(2) });
    await buildStatusMove(app.db, ws, bug, { from: 'in_progress', to: 'done', at: daysAgo(1) });
    const feature = await buildIssue(app.db, ws, {
      type: 'feature',
      status: 'done',
      created_at: daysAgo(10),
    });
    await buildStatusMove(app.db, ws, feature, { from: 'todo', to: 'done', at: daysAgo(1) });
    const open = await buildIssue(app.db, ws, { type: 'task', status: 'in_progress', cycle_number: 1 });
    const member = await buildMember(app.db, ws, { name: 'Ada Member' });
    await buildTimeEntry(app.db, ws, {
      actor_type: 'user',
      actor_id: member.id,
      issue_id: bug.id,
      minutes: 150,
    });
    await buildTimeEntry(app.db, ws, {
      actor_type: 'user',
      actor_id: scene.owner.id,
      issue_id: open.id,
      minutes: 60,
    });
    const agent = await buildAgent(app.db, ws, { name: 'Coder' });
    await buildRun(app.db, ws, agent, { issue_id: bug.id, cost_micros: 2_500_000, finished_at: daysAgo(1) });

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
    await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();

    // Every series: an SVG chart and a table with a caption for screen readers.
    const figures = [
      'Cycle 1: scope and done by day',
      'Issues done per week',
      'Issues by how long they took',
      'Hours by person',
      'Cost per week by agent',
      'Available, claimed and assigned hours per person and agent',
    ];
    for (const name of figures) {
      const figure = page.getByRole('figure', { name });
      await figure.locator('svg.recharts-surface').first().waitFor();
      await figure.getByRole('table', { name }).waitFor({ state: 'attached' });
    }
    const cells = async (name: string) =>
      (await page.getByRole('table', { name }).locator('tbody tr').allTextContents()).map((row) =>
        row.trim(),
      );
    assert.deepEqual(await cells('Hours by person'), ['Ada Member2.5', `${scene.owner.name}1`]);
    const weeks = await cells('Issues done per week');
    assert.equal(weeks.length, 12);
    const headers = async () =>
      (
        await page.getByRole('table', { name: 'Issues done per week' }).locator('thead th').allTextContents()
      ).slice(1);
    assert.deepEqual(await headers(), ['Bug', 'Feature']);
    /** Waits until the throughput table's type columns are these. */
    const throughputColumns = (expected: string[]) =>
      page.waitForFunction((names) => {
        const caption = [...(globalThis as any).document.querySelectorAll('caption')].find(
          (c: any) => c.textContent === 'Issues done per week',
        );
        const heads = caption ? [...caption.closest('table').querySelectorAll('thead th')].slice(1) : [];
        return heads.map((th: any) => th.textContent).join('|') === names.join('|');
      }, expected);
    assert.match(
      await textOf(page.getByRole('table', { name: 'Cost per week by agent' })),
      /Coder[\s\S]*\$2\.50/,
    );
    assert.match(
      (await page.getByRole('link', { name: 'Download time as CSV' }).getAttribute('href')) ?? '',
      /^\/api\/v1\/insights\/time\?format=csv&group_by=person/,
    );
    await t.check('insights');
    await screenshot(t, 'insights-desktop');

    // Filters are labelled controls; a project narrows every series.
    await page.getByLabel('Project', { exact: true }).selectOption(String(payments.id));
    await throughputColumns(['Bug']);
    assert.deepEqual(await headers(), ['Bug']);
    // The time series reloads on its own: wait for its new rows rather than read the old ones.
    const rowsOf = async (name: string, expected: string[]) => {
      for (
        let tries = 0;
        tries < 100 && JSON.stringify(await cells(name)) !== JSON.stringify(expected);
        tries++
      ) {
        await page.waitForTimeout(100);
      }
      assert.deepEqual(await cells(name), expected);
    };
    await rowsOf('Hours by person', ['Ada Member2.5']);
    await page.getByLabel('Time by', { exact: true }).selectOption('project');
    await page.getByRole('table', { name: 'Hours by project' }).waitFor({ state: 'attached' });
    await rowsOf('Hours by project', ['Payments2.5']);
    await page.getByLabel('Project', { exact: true }).selectOption('');
    await page.getByLabel('Time by', { exact: true }).selectOption('person');

    // Live: an issue done elsewhere shows up without a reload.
    const api = client(app, scene.token);
    const moved = await api.patch(`/issues/${ws.issue_prefix}-${open.number}`, { status: 'done' });
    assert.equal(moved.status, 200, moved.text);
    await throughputColumns(['Bug', 'Feature', 'Task']);
    assert.deepEqual(await headers(), ['Bug', 'Feature', 'Task']);

    // On a phone the charts stack and the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => (globalThis as any).document.documentElement.scrollWidth <= 390);
    await t.check('insights on a phone');
    await screenshot(t, 'insights-phone');
    await t.finish();
  });

  it('says so when cycles are off and nothing was done', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser, { colorScheme: 'dark' });
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.goto('/insights');
    await page.getByText('Cycles are off in this workspace').waitFor();
    await page.getByText('No throughput in this window.').waitFor();
    await page.getByText('No time in this window.').waitFor();
    await t.check('insights, empty');
    await t.finish();
  });
});
