import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setBudget } from '../../src/domain/runs/budgets.js';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { daemon } from '../helpers/daemon.js';
import { buildAgent, buildIssue, buildProject, buildRuntime, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: runs and spend', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('shows a run’s transcript arriving live, stderr apart, then its outcome and deliveries', async () => {
    const scene = await buildScene(app.db, { status_follows_runs: false });
    await givePassword(app, scene.owner.id, PASSWORD);
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Coder' });
    const runtime = await buildRuntime(app.db, scene.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, scene.workspace, { title: 'Fix the pager' });
    const identifier = `${scene.workspace.issue_prefix}-${issue.number}`;
    const api = client(app, scene.token);
    const run = (await api.post(`/issues/${identifier}/runs`, { agent_id: agent.id })).body.data;
    const runner = daemon(app, runtime.token);
    const claim = (await runner.claim()).body.data;
    const lease = claim.lease.token as string;
    await runner.start(run.id, lease);
    let sent = 0;
    const send = async (lines: { stream: string; text: string }[]) => {
      const res = await runner.post(`/runs/${run.id}/log`, { lease_token: lease, from_line: sent, lines });
      assert.equal(res.status, 200, res.text);
      sent += lines.length;
    };
    await send([{ stream: 'stdout', text: 'Reading the issue' }]);

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.goto(`/runs/${run.id}`);
    await page.getByRole('heading', { name: 'Run of Coder', level: 1 }).waitFor();
    const transcript = page.getByRole('log', { name: 'Transcript' });
    await transcript.getByText('Reading the issue').waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    assert.match(await textOf(page.locator('.badge').first()), /Running/);

    // Lines written while the page is open appear without reloading it.
    await send([
      { stream: 'stderr', text: 'warning: flaky test skipped' },
      { stream: 'stdout', text: 'Running the tests' },
    ]);
    const stderr = transcript.locator('[data-stream="stderr"]');
    await stderr.getByText('warning: flaky test skipped').waitFor();
    assert.match(await textOf(stderr), /err/);
    await transcript.getByText('Running the tests').waitFor();
    for (let i = 0; i < 60; i++) await send([{ stream: 'stdout', text: `progress ${i}` }]);
    await transcript.getByText('progress 59').waitFor();
    const scrolled = await transcript.evaluate(
      (box: any) => box.scrollHeight - box.scrollTop - box.clientHeight,
    );
    assert.ok(scrolled < 30, 'the transcript follows its newest line');
    await t.check('run page, live');
    await screenshot(t, 'run-live');

    const done = await runner.complete(run.id, lease, {
      summary: 'Fixed the pager and added tests.',
      changed_paths: ['src/pager.ts'],
      usage: { input_tokens: 1200, output_tokens: 340, cost_usd: 0.42 },
      deliveries: [
        { type: 'pull_request', url: 'https://github.com/acme/web/pull/7', title: 'Fix the pager' },
      ],
    });
    assert.equal(done.status, 200, done.text);
    await page.getByText('Complete', { exact: true }).waitFor();
    await page.locator('.run-summary').getByText('Fixed the pager and added tests.').waitFor();
    await page.getByText('$0.42').waitFor();
    await page.getByRole('link', { name: 'Fix the pager' }).waitFor();
    await page.getByText('Claims not backed by the changes').waitFor();
    await page.getByRole('link', { name: identifier }).waitFor();
    await t.check('run page, completed');
    await screenshot(t, 'run-completed');

    // Opened again once finished, the page shows the whole transcript (it closed its stream on the
    // finished run before the lines arrived, and read "No output").
    await page.reload();
    await page.getByText('Complete', { exact: true }).waitFor();
    await transcript.getByText('progress 59').waitFor();
    assert.equal(await transcript.getByText('Reading the issue').count(), 1);
    assert.equal(await page.getByText('No output').count(), 0);

    await page.goto('/runs/01ARZ3NDEKTSV4RRFFQ69G5FAV');
    await page.getByText('This run cannot be shown').waitFor();
    await t.finish();
  });

  it('an administrator sets and removes monthly caps and sees spend against them', async () => {
    const scene = await buildScene(app.db, { status_follows_runs: false });
    await givePassword(app, scene.owner.id, PASSWORD);
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Spender' });
    const runtime = await buildRuntime(app.db, scene.workspace, { agents: [agent] });
    const project = await buildProject(app.db, scene.workspace, { name: 'Website' });
    const issue = await buildIssue(app.db, scene.workspace, { project_id: project.id });
    const api = client(app, scene.token);
    const run = (await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id })).body.data;
    const runner = daemon(app, runtime.token);
    const claim = (await runner.claim()).body.data;
    await runner.complete(run.id, claim.lease.token, { usage: { cost_usd: 3 } });
    await setBudget(app.db, scene.workspace, {
      scope: 'project',
      subject_id: project.id,
      monthly_cap_usd: 2,
    });

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.goto('/admin/agents');
    const table = page.getByRole('table', { name: /Spend in/ });
    const projectRow = table.getByRole('row').filter({ hasText: 'Project Website' });
    await projectRow.getByText('Reached').waitFor();
    assert.match(await textOf(projectRow), /\$3\.00.*\$2\.00/);

    const form = page.getByRole('form', { name: 'Set a monthly cap' });
    await form.getByLabel('Cap for').selectOption({ label: 'Agent Spender' });
    await form.getByLabel('Monthly cap in dollars').fill('25');
    await form.getByRole('button', { name: 'Set cap' }).click();
    const agentRow = table.getByRole('row').filter({ hasText: 'Agent Spender' });
    await agentRow.getByText('$25.00').waitFor();
    await t.check('spend against caps');
    await screenshot(t, 'agents-spend');

    await projectRow.getByRole('button', { name: 'Remove cap' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove cap' }).click();
    await projectRow.getByText('No cap').waitFor();
    const budgets = await app.db
      .selectFrom('budgets')
      .selectAll()
      .where('workspace_id', '=', scene.workspace.id)
      .execute();
    assert.deepEqual(
      budgets.map((b) => [b.scope, Number(b.monthly_cap_micros)]),
      [['agent', 25_000_000]],
    );
    await t.finish();
  });
  it('says in the runs list why a queued run waits, and sets an agent’s runs at once and stall minutes', async () => {
    const scene = await buildScene(app.db, { status_follows_runs: false });
    await givePassword(app, scene.owner.id, PASSWORD);
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Idle hands' });
    const issue = await buildIssue(app.db, scene.workspace, { title: 'Nobody to run it' });
    await client(app, scene.token).post(`/issues/${issue.id}/runs`, { agent_id: agent.id });

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.goto('/runs');
    const row = page.getByRole('table', { name: 'Runs' }).getByRole('row').filter({ hasText: 'Idle hands' });
    await row.getByText('Waiting: no runner').waitFor();
    assert.match(await textOf(row), /no online runtime serves Idle hands/);
    await screenshot(t, 'runs-waiting-reason');

    await page.goto('/admin/agents');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Idle hands' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const form = page.getByRole('form', { name: 'Edit Idle hands' });
    assert.equal(await form.getByLabel('Stall minutes').inputValue(), '15');
    await form.getByLabel('Max concurrent runs').fill('2');
    await form.getByLabel('Stall minutes').fill('');
    await form.getByRole('button', { name: 'Save agent' }).click();
    await page.getByText('up to 2 at once').waitFor();
    const stored = await app.db
      .selectFrom('agents')
      .select(['max_concurrent_tasks', 'stall_minutes'])
      .where('id', '=', agent.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(stored, { max_concurrent_tasks: 2, stall_minutes: null });
    await t.finish();
  });
});
