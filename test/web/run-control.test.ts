import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { daemon } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildRuntime, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

/** decisions §11.4 in the browser: the runs overview (`/runs`) and Cancel / Retry on the run page. */
describe('the web interface: runs you control', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('lists every agent’s runs with cost, filters them, cancels and retries them', async () => {
    const scene = await buildScene(app.db, { status_follows_runs: false });
    await givePassword(app, scene.owner.id, PASSWORD);
    const coder = await buildAgent(app.db, scene.workspace, { name: 'Coder' });
    const reviewer = await buildAgent(app.db, scene.workspace, { name: 'Reviewer' });
    const runtime = await buildRuntime(app.db, scene.workspace, { agents: [coder, reviewer] });
    const first = await buildIssue(app.db, scene.workspace, { title: 'Fix the pager' });
    const second = await buildIssue(app.db, scene.workspace, { title: 'Review the docs' });
    const quiet = await buildIssue(app.db, scene.workspace, { title: 'Nobody works here' });
    const id = (issue: { number: number }) => `${scene.workspace.issue_prefix}-${issue.number}`;
    const api = client(app, scene.token);
    const runner = daemon(app, runtime.token);
    const queue = async (issue: { number: number }, agentId: number) =>
      (await api.post(`/issues/${id(issue)}/runs`, { agent_id: agentId })).body.data;

    // A failed run, a running one, a queued one (Coder takes one at a time), a completed one.
    const failed = await queue(first, coder.id);
    let claim = (await runner.claim()).body.data;
    await runner.fail(failed.id, claim.lease.token, { error: 'Tests failed', usage: { cost_usd: 0.12 } });
    const running = await queue(first, coder.id);
    claim = (await runner.claim()).body.data;
    const lease = claim.lease.token as string;
    await runner.start(running.id, lease);
    await queue(first, coder.id);
    const reviewed = await queue(second, reviewer.id);
    claim = (await runner.claim({ agent_ids: [reviewer.id] })).body.data;
    await runner.complete(reviewed.id, claim.lease.token, { usage: { cost_usd: 1.5 } });

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Runs' }).click();
    await page.getByRole('heading', { name: 'Runs', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Runs' });
    await table.getByRole('row').nth(4).waitFor();
    assert.equal(await table.locator('tbody tr').count(), 4);
    await table.getByText('$1.50').waitFor();
    await table.getByText('$0.12').waitFor();
    await page.getByText('Page 1 of 1 · 4 runs').waitFor();
    await t.check('runs overview');
    await screenshot(t, 'runs-overview');

    // Filters: agent, state, issue; kept in the address.
    await page.getByLabel('Agent').selectOption({ label: 'Reviewer' });
    await page.getByText('Page 1 of 1 · 1 run').waitFor();
    assert.match(page.url(), new RegExp(`agent=${reviewer.id}`));
    await page.getByLabel('Agent').selectOption({ label: 'All agents' });
    await page.getByLabel('State').selectOption({ label: 'Failed' });
    await page.getByText('Page 1 of 1 · 1 run').waitFor();
    await table.getByText('Failed', { exact: true }).waitFor();

    // Retry the failed run from the list: a new queued run for the same issue and agent.
    await table.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('State').selectOption({ label: 'Queued' });
    await page.getByText('Page 1 of 1 · 2 runs').waitFor();
    const retries = await app.db.selectFrom('runs').select('id').where('retry_of', '=', failed.id).execute();
    assert.equal(retries.length, 1);
    // Retrying it again is refused, and the page says why.
    await page.getByLabel('State').selectOption({ label: 'Failed' });
    await page.getByText('Page 1 of 1 · 1 run').waitFor();
    await table.getByRole('button', { name: 'Retry' }).click();
    await page
      .getByRole('alert')
      .getByText(/already retried as run/)
      .waitFor();

    await page.getByLabel('State').selectOption({ label: 'All states' });
    await page.getByRole('textbox', { name: 'Issue' }).fill(id(quiet));
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No runs match these filters').waitFor();
    await page.getByRole('textbox', { name: 'Issue' }).fill('not an issue!');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('alert').getByText('The runs could not be loaded.').waitFor();
    await t.check('runs overview, empty and refused');

    // Cancel the running run on its page: confirmed, then its lease is gone.
    await page.goto(`/runs/${running.id}`);
    await page.getByRole('heading', { name: 'Run of Coder', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Cancel run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this run?' });
    await dialog.getByText(/stops Coder's command within 10 seconds/).waitFor();
    await t.check('run page, cancel dialog');
    await dialog.getByRole('button', { name: 'Cancel run' }).click();
    await page.locator('.page-header .badge').getByText('Canceled').waitFor();
    assert.equal((await runner.post(`/runs/${running.id}/lease`, { lease_token: lease })).status, 409);
    await screenshot(t, 'run-canceled');

    // Retry on the run page opens the new run.
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/runs/') && !url.pathname.endsWith(running.id));
    await page.getByText('retry of').waitFor();
    await page.locator('.page-header .badge').getByText('Queued').waitFor();
    await t.check('run page, retried');
    await t.finish();
  });
});
