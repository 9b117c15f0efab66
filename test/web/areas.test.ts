import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { daemon } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildProject, buildRuntime, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';
import { until } from '../webhooks/helpers.js';

const PASSWORD = 'correct horse battery';

/** Areas (decisions §12.11): set on a project and an issue, and a run waiting for an area in use. */
describe('the web interface: areas', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('sets a project’s and an issue’s areas, and says which run a queued run waits for', async () => {
    const scene = await buildScene(app.db, { status_follows_runs: false });
    await givePassword(app, scene.owner.id, PASSWORD);
    const api = client(app, scene.token);
    const repository = (await api.post('/repositories', { name: 'web', url: 'git@github.com:acme/web.git' }))
      .body.data;
    const project = await buildProject(app.db, scene.workspace, { name: 'Billing', prefix: 'BIL' });
    await api.patch(`/projects/${project.id}`, { repository_id: repository.id });
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Coder', max_concurrent_tasks: 5 });
    const runtime = await buildRuntime(app.db, scene.workspace, { agents: [agent] });
    const first = await buildIssue(app.db, scene.workspace, { title: 'Invoices', project_id: project.id });
    const second = await buildIssue(app.db, scene.workspace, { title: 'Refunds', project_id: project.id });

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);

    // The project's areas, in Administration → Projects: a bad pattern is refused under the field.
    await page.goto('/admin/projects');
    const row = page.getByRole('listitem').filter({ hasText: 'Billing' });
    await row.getByRole('button', { name: 'Areas' }).click();
    const form = page.getByRole('form', { name: 'Areas of Billing' });
    const field = form.getByLabel('Areas of Billing');
    await field.fill('../secrets');
    await form.getByRole('button', { name: 'Save areas' }).click();
    await form.getByText(/must not contain "\." or "\.\." folders/).waitFor();
    await t.check('project areas refused');
    await field.fill('src/billing/\ndocs/billing/**');
    await form.getByRole('button', { name: 'Save areas' }).click();
    await form.waitFor({ state: 'detached' });
    await row.getByText('src/billing, docs/billing/**').waitFor();
    assert.deepEqual((await api.get(`/projects/${project.id}`)).body.data.areas, [
      'src/billing',
      'docs/billing/**',
    ]);
    await t.check('project areas');
    await screenshot(t, 'admin-project-areas');

    // An issue without areas of its own shows its project's; its own replace them.
    await page.goto(`/issues/BIL-${first.number}`);
    const side = page.getByRole('complementary', { name: 'Issue details' });
    await side.getByText('From the project Billing.').waitFor();
    await page.goto(`/issues/BIL-${second.number}`);
    await side.getByRole('button', { name: 'Edit areas' }).click();
    const issueForm = side.getByRole('form', { name: `Areas of BIL-${second.number}` });
    await issueForm.getByLabel(`Areas of BIL-${second.number}`).fill('src/billing/refunds/**');
    await page.keyboard.press('Control+Enter');
    await side
      .getByRole('list', { name: 'Areas of this issue' })
      .getByText('src/billing/refunds/**')
      .waitFor();
    await until(
      async () => (await api.get(`/issues/${second.id}`)).body.data.areas.join() === 'src/billing/refunds/**',
    );
    await t.check('issue areas');
    await screenshot(t, 'issue-areas');

    // The first issue's run works in src/billing; the second's waits for it, on the list and its page.
    const held = (await api.post(`/issues/${first.id}/runs`, { agent_id: agent.id })).body.data;
    const runner = daemon(app, runtime.token);
    assert.equal((await runner.claim()).body.data.run.id, held.id);
    const waiting = (await api.post(`/issues/${second.id}/runs`, { agent_id: agent.id })).body.data;
    await page.goto('/runs');
    const runRow = page
      .getByRole('table', { name: 'Runs' })
      .getByRole('row')
      .filter({ hasText: `BIL-${second.number}` });
    await runRow.getByText('Waiting: area in use').waitFor();
    assert.match(await textOf(runRow), new RegExp(`Waiting for the run on BIL-${first.number} to end`));
    await t.check('runs, waiting for an area');
    await page.goto(`/runs/${waiting.id}`);
    await page.getByText(`Waiting for the run on BIL-${first.number} to end`).waitFor();
    assert.match(await textOf(page.locator('main')), /src\/billing\/refunds\/\*\* and src\/billing/);
    await t.check('run page, waiting for an area');
    await screenshot(t, 'run-area-conflict');
    await t.finish();
  });
});
