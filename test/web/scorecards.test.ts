import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import {
  buildAgent,
  buildIssue,
  buildPullRequestDelivery,
  buildRun,
  buildScene,
  buildTimeEntry,
} from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

/** A run that ended `daysAgo` days ago after `minutes` minutes. */
function endedAgo(daysAgo: number, minutes: number) {
  const end = Date.now() - daysAgo * 86_400_000;
  return {
    started_at: new Date(end - minutes * 60_000).toISOString(),
    finished_at: new Date(end).toISOString(),
  };
}

describe('the web interface: agents’ scorecards', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('compares agents side by side, sorts them, and shows one agent’s scorecard with weekly charts', async () => {
    const scene = await buildScene(app.db);
    const ws = scene.workspace;
    await givePassword(app, scene.owner.id, PASSWORD);
    const coder = await buildAgent(app.db, ws, { name: 'Coder' });
    const helper = await buildAgent(app.db, ws, { name: 'Helper' });
    const issue = await buildIssue(app.db, ws, { title: 'Fix the pager' });
    const run = await buildRun(app.db, ws, coder, {
      issue_id: issue.id,
      cost_micros: 1_200_000,
      ...endedAgo(0, 20),
    });
    await buildRun(app.db, ws, coder, {
      status: 'failed',
      failure_reason: 'stalled',
      cost_micros: 300_000,
      ...endedAgo(9, 40),
    });
    await buildRun(app.db, ws, helper, { status: 'canceled', cost_micros: 2_000_000, ...endedAgo(2, 5) });
    await buildPullRequestDelivery(app.db, ws, run, { state: 'merged' });
    await buildTimeEntry(app.db, ws, {
      actor_type: 'user',
      actor_id: scene.owner.id,
      issue_id: issue.id,
      minutes: 90,
    });

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scorecards' }).click();
    await page.getByRole('heading', { name: 'Scorecards', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Agents’ scorecards'.replace('’', "'") });
    await table.waitFor();
    const names = async () => (await table.locator('tbody th').allTextContents()).map((n) => n.trim());
    // By cost, most first.
    assert.deepEqual(await names(), ['Helper', 'Coder']);
    const coderRow = table.getByRole('row').filter({ hasText: 'Coder' });
    assert.match(await textOf(coderRow), /\$1\.50/);
    assert.match(await textOf(coderRow), /\$1\.50.*\$1\.50/s);
    await t.check('agents overview');
    await screenshot(t, 'agents-scorecards');

    // Sorting by name with the keyboard: the header is a button; a second press reverses it.
    const byName = table.getByRole('button', { name: 'Agent', exact: true });
    await byName.focus();
    await page.keyboard.press('Enter');
    assert.deepEqual(await names(), ['Coder', 'Helper']);
    assert.equal(
      await table.getByRole('columnheader', { name: 'Agent', exact: true }).getAttribute('aria-sort'),
      'ascending',
    );
    await page.keyboard.press('Enter');
    assert.deepEqual(await names(), ['Helper', 'Coder']);

    await table.getByRole('link', { name: 'Coder' }).click();
    await page.getByRole('heading', { name: 'Coder', level: 1 }).waitFor();
    const numbers = page.locator('.scorecard-numbers');
    await numbers.getByText('Runs completed').waitFor();
    const valueOf = async (term: string) =>
      (
        await textOf(
          numbers
            .locator('.scorecard-number')
            .filter({ has: page.getByText(term, { exact: true }) })
            .locator('dd'),
        )
      ).trim();
    assert.equal(await valueOf('Runs completed'), '1');
    assert.equal(await valueOf('of which stalled'), '1');
    assert.equal(await valueOf('Merged'), '1');
    assert.equal(await valueOf('Cost'), '$1.50');
    assert.equal(await valueOf('Median run'), '30 min');
    const runsChart = page.getByRole('figure', { name: 'Runs by outcome' });
    await runsChart.locator('svg.recharts-surface').first().waitFor();
    assert.ok((await runsChart.locator('.recharts-bar-rectangle').count()) >= 2, 'bars drawn');
    // The chart's numbers are there for screen readers too.
    assert.equal(await runsChart.locator('table tbody tr').count(), 12);
    await page.getByRole('figure', { name: 'Cost' }).waitFor();
    await t.check('agent page');
    await screenshot(t, 'agent-scorecard');
    // On a phone the charts stack and the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => (globalThis as any).document.documentElement.scrollWidth <= 390);
    await page.setViewportSize({ width: 1280, height: 860 });

    // A shorter period: the stalled run nine days ago drops out.
    await page.getByLabel('Period').selectOption('7');
    await numbers
      .locator('.scorecard-number')
      .filter({ has: page.getByText('Runs failed', { exact: true }) })
      .locator('dd', { hasText: /^0$/ })
      .waitFor();
    assert.equal(await valueOf('Cost'), '$1.20');

    // The issue page puts people's time and the agents' cost side by side.
    await page.goto(`/issues/${ws.issue_prefix}-${issue.number}`);
    const cost = page.getByRole('table', { name: 'Cost of this issue' });
    await cost.waitFor();
    assert.match(await textOf(cost.getByRole('row').filter({ hasText: 'Coder' })), /\$1\.20/);
    assert.match(await textOf(cost.getByRole('row', { name: /^People/ })), /1h 30m/);
    await t.check('issue cost');
    await t.finish();
  });

  it('says so when there are no agents, and when an agent has not run', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.goto('/agents');
    await page.getByText('No agents yet').waitFor();
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Newcomer' });
    await page.goto(`/agents/${agent.id}`);
    await page.getByText('No runs in the last 12 weeks').waitFor();
    await t.check('agent page, no runs');
    await page.goto('/agents/999999');
    await page.getByText('This agent could not be loaded.').waitFor();
    await t.finish();
  });
});
