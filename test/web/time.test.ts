import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildAgent, buildIssue, buildMember, buildScene, buildTimeEntry } from '../helpers/factories.js';
import { givePassword, TEST_PASSWORD } from '../helpers/session.js';

describe('the web interface: time', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('logs time with a duration string, shows it in the week, edits and deletes it; agent-run hours are read-only', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const issue = await buildIssue(app.db, scene.workspace, { title: 'Write the launch post' });
    const identifier = `${scene.workspace.issue_prefix}-${issue.number}`;
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Build Bot' });
    const today = new Date().toISOString().slice(0, 10);
    await buildTimeEntry(app.db, scene.workspace, {
      actor_type: 'agent',
      actor_id: agent.id,
      issue_id: issue.id,
      source: 'agent_run',
      minutes: 25,
      spent_on: today,
    });
    const colleague = await buildMember(app.db, scene.workspace, { name: 'Grace Hopper' });
    await buildTimeEntry(app.db, scene.workspace, {
      actor_type: 'user',
      actor_id: colleague.id,
      issue_id: issue.id,
      minutes: 120,
      spent_on: today,
    });

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.getByRole('link', { name: 'Time' }).click();
    await page.getByRole('heading', { name: 'Time', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Log time' });
    await form.getByLabel('Issue').fill(identifier);

    // A duration the API refuses: its own message, under the field.
    await form.getByLabel('Duration').fill('soon');
    await form.getByRole('button', { name: 'Log time' }).click();
    const refusal = await textOf(form.locator('.field-error'));
    assert.match(refusal, /duration/i);
    await t.check('duration refused');
    await screenshot(t, 'time-refused');

    await form.getByLabel('Duration').fill('1h 30m');
    await form.getByLabel('Note', { exact: true }).fill('First draft');
    await form.getByRole('button', { name: 'Log time' }).click();
    await form.getByRole('status').filter({ hasText: 'Logged 1h 30m' }).waitFor();
    const week = page.getByRole('region', { name: /^Week of/ });
    const mine = week.getByRole('listitem').filter({ hasText: 'First draft' });
    assert.match(await textOf(mine), /1h 30m/);
    assert.match(await textOf(week.getByText(/^Total/)), /Total 1h 30m/);
    // The agent's run is in the week, read-only; the colleague's hours are not.
    const run = week.getByRole('listitem').filter({ hasText: 'agent run by Build Bot' });
    assert.match(await textOf(run), /25m/);
    assert.match(await textOf(run), /Read-only/);
    assert.equal(await run.getByRole('button').count(), 0);
    assert.equal(await week.getByText('2h', { exact: true }).count(), 0);
    await t.check('week with hours');
    await screenshot(t, 'time-week');

    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: /^Edit/ });
    await edit.getByLabel('Duration').fill('2d');
    await edit.getByRole('button', { name: 'Save' }).click();
    await week.getByRole('listitem').filter({ hasText: 'First draft' }).filter({ hasText: '16h' }).waitFor();

    // Team view: both people and the agent, and a CSV of it.
    const team = page.getByRole('table', { name: /^Team hours/ });
    await team.getByRole('row').filter({ hasText: 'Grace Hopper' }).filter({ hasText: '2' }).waitFor();
    await team.getByRole('row').filter({ hasText: 'Build Bot' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    assert.match(lines[0]!, /^Name,Kind,/);
    assert.ok(lines.some((line) => line.startsWith('Grace Hopper,person,') && line.endsWith(',2')));
    assert.ok(lines.some((line) => line.startsWith(`${scene.owner.name},person,`) && line.endsWith(',16')));
    assert.ok(lines.some((line) => line.startsWith('Build Bot,agent,')));
    await t.check('team hours');
    await screenshot(t, 'time-team');

    await mine.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await week.getByRole('listitem').filter({ hasText: 'First draft' }).waitFor({ state: 'detached' });

    // The timer: start on the issue, stop, and the measured minute lands in the week.
    await page.getByLabel('Timer issue').fill(identifier);
    await page.getByRole('button', { name: 'Start timer' }).click();
    await page.getByRole('group', { name: 'Running timer' }).waitFor();
    await screenshot(t, 'time-timer');
    await page.getByRole('button', { name: 'Stop and log' }).click();
    await page.getByText(`Logged 1m on ${identifier}.`).waitFor();
    await week.getByRole('listitem').filter({ hasText: 'timer' }).waitFor();
    await t.finish();
  });

  it('records a vacation over a public holiday and shows the holiday and weekend skipped', async () => {
    const scene = await buildScene(app.db, { holiday_region: 'DE' });
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.goto('/time?week=2026-12-21');
    const form = page.getByRole('form', { name: 'Record an absence' });
    await form.getByLabel('Kind').selectOption('vacation');
    await form.getByLabel('From').fill('2026-12-23');
    await form.getByLabel('To').fill('2026-12-28');
    await form.getByRole('button', { name: 'Record absence' }).click();
    const result = page.getByRole('status', { name: 'Absence recorded' });
    const text = await textOf(result);
    assert.match(text, /Skipped 2 weekend days/);
    assert.match(text, /Fri 25 Dec: Christmas Day, a public holiday, not taken as Vacation/);
    await t.check('absence recorded');
    await screenshot(t, 'time-absence');

    const week = page.getByRole('region', { name: /^Week of/ });
    const christmas = week.getByRole('region', { name: /Fri 25 Dec/ });
    assert.match(await textOf(christmas.getByRole('listitem')), /Public holiday/);
    const wednesday = week.getByRole('region', { name: /Wed 23 Dec/ });
    assert.match(await textOf(wednesday.getByRole('listitem')), /Vacation/);

    // Again over the same days: everything was already recorded.
    await form.getByRole('button', { name: 'Record absence' }).click();
    await result.getByText('Wed 23 Dec already recorded, left alone').waitFor();
    await t.finish();
  });
});
