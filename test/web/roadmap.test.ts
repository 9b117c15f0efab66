import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { todayUtc } from '../../src/clock.js';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, tabTo, textOf } from '../helpers/browser.js';
import { buildIssue, buildMember, buildProject, buildScene, buildToken } from '../helpers/factories.js';
import { givePassword, TEST_PASSWORD } from '../helpers/session.js';
import { addDays } from '../../web/src/lib/calendar.js';

describe('the web interface: roadmap', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);
  const today = todayUtc();

  async function plannedScene() {
    const scene = await buildScene(app.db);
    const ws = scene.workspace;
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const api = client(app, scene.token);
    const project = await buildProject(app.db, ws, { name: 'Mobile app' });
    await api.patch(`/projects/${project.id}`, {
      start_date: addDays(today, -10),
      target_date: addDays(today, 60),
    });
    const design = await buildIssue(app.db, ws, {
      type: 'epic',
      title: 'Design the screens',
      project_id: project.id,
      start_date: addDays(today, -5),
      due_date: addDays(today, 10),
    });
    const build = await buildIssue(app.db, ws, {
      type: 'epic',
      title: 'Build the app',
      project_id: project.id,
      start_date: addDays(today, 12),
      due_date: addDays(today, 40),
    });
    await buildIssue(app.db, ws, { type: 'epic', title: 'Someday maybe' });
    await buildIssue(app.db, ws, { parent_id: design.id, project_id: project.id, status: 'done' });
    await buildIssue(app.db, ws, { parent_id: design.id, project_id: project.id, status: 'todo' });
    const ref = (n: number) => `${ws.issue_prefix}-${n}`;
    const linked = await api.patch(`/issues/${ref(build.number)}`, { blocked_by: [ref(design.number)] });
    assert.equal(linked.status, 200);
    return { scene, api, design: ref(design.number), build: ref(build.number) };
  }

  it('draws projects and epics as bars with a dependency arrow, and moves an epic by keyboard', async () => {
    const { scene, api, design, build } = await plannedScene();
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.getByRole('link', { name: 'Roadmap' }).click();
    await page.getByRole('heading', { name: 'Roadmap', level: 1 }).waitFor();

    const projectBar = page.getByRole('button', { name: /^Mobile app, project:/ });
    await projectBar.waitFor();
    assert.match((await projectBar.getAttribute('aria-label'))!, /1 of 2 done/);
    const designBar = page.getByRole('button', { name: new RegExp(`^Design the screens, epic ${design}:`) });
    assert.match((await designBar.getAttribute('aria-label'))!, /1 of 2 done/);
    const buildBar = page.getByRole('button', { name: new RegExp(`^Build the app, epic ${build}:`) });
    assert.match((await buildBar.getAttribute('aria-label'))!, new RegExp(`blocked by ${design}`));
    assert.equal(await page.locator(`path[data-dependency="${design}>${build}"]`).count(), 1);
    const aside = page.getByRole('region', { name: 'No dates yet' });
    assert.match(await textOf(aside), /Someday maybe/);

    // The zoom buttons say which one is on.
    const week = page.getByRole('button', { name: 'Week', exact: true });
    await week.click();
    assert.equal(await week.getAttribute('aria-pressed'), 'true');
    assert.equal(
      await page.getByRole('button', { name: 'Month', exact: true }).getAttribute('aria-pressed'),
      'false',
    );
    await screenshot(t, 'roadmap-week');
    await page.getByRole('button', { name: 'Quarter', exact: true }).click();
    await projectBar.waitFor();
    await screenshot(t, 'roadmap-quarter');
    await page.getByRole('button', { name: 'Month', exact: true }).click();

    // Keyboard: two days and a week later, then the end one day further.
    await tabTo(page, buildBar, 80);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press(']');
    const start = addDays(today, 21);
    const due = addDays(today, 50);
    await page.getByRole('button', { name: new RegExp(`^Build the app, epic ${build}: .* to `) }).waitFor();
    let saved: { start_date: string; due_date: string } = { start_date: '', due_date: '' };
    for (let attempt = 0; attempt < 50; attempt++) {
      saved = (await api.get(`/issues/${build}`)).body.data;
      if (saved.start_date === start && saved.due_date === due) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.deepEqual([saved.start_date, saved.due_date], [start, due]);
    assert.match((await buildBar.getAttribute('aria-label'))!, /blocked by/);

    await t.check('the roadmap');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(t, 'roadmap-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await projectBar.waitFor();
    await screenshot(t, 'roadmap-390');
    await t.check('the roadmap at 390 px');
    await t.finish();
  });

  it('drags a bar to new dates, and puts a bar back with the message when the server refuses', async () => {
    const { scene, api, design } = await plannedScene();
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.goto('/roadmap');
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const designBar = page.getByRole('button', { name: new RegExp(`^Design the screens, epic ${design}:`) });
    await designBar.waitFor();
    // Week zoom: 24 px a day; three days to the right.
    const box = (await designBar.boundingBox())!;
    // Its middle: its start lies left of the scrolled time line.
    const grab = box.x + box.width / 2;
    await page.mouse.move(grab, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(grab + 36, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(grab + 72, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    const start = addDays(today, -2);
    const due = addDays(today, 13);
    let saved: { start_date: string; due_date: string } = { start_date: '', due_date: '' };
    for (let attempt = 0; attempt < 50; attempt++) {
      saved = (await api.get(`/issues/${design}`)).body.data;
      if (saved.start_date === start) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.deepEqual([saved.start_date, saved.due_date], [start, due]);

    // The server refuses the next move: the bar goes back and the message shows.
    await page.route('**/api/v1/issues/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Dates refused for the test.', errors: {} }),
          })
        : route.continue(),
    );
    const label = await designBar.getAttribute('aria-label');
    await designBar.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await designBar.blur();
    await page.getByRole('alert').filter({ hasText: 'Dates refused for the test.' }).waitFor();
    assert.equal(await designBar.getAttribute('aria-label'), label);
    assert.equal((await api.get(`/issues/${design}`)).body.data.start_date, start);
    await t.finish();
  });

  it("sets a project's dates in Administration → Projects, refusing a target before the start", async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    await buildProject(app.db, scene.workspace, { name: 'Website' });
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.goto('/admin/projects');
    await page.getByRole('button', { name: 'Dates' }).click();
    const form = page.getByRole('form', { name: 'Dates of Website' });
    await form.getByLabel('Start date').fill('2027-03-01');
    await form.getByLabel('Target date').fill('2027-02-01');
    await form.getByRole('button', { name: 'Save dates' }).click();
    await form.getByText('The target_date must not be before the start_date.').waitFor();
    await form.getByLabel('Target date').fill('2027-04-30');
    await form.getByRole('button', { name: 'Save dates' }).click();
    await page.getByText('Roadmap: 2027-03-01 → 2027-04-30').waitFor();
    const [project] = (await client(app, scene.token).get('/projects')).body.data;
    assert.deepEqual([project.start_date, project.target_date], ['2027-03-01', '2027-04-30']);
    await t.check('project dates');
    await t.finish();
  });

  it('shows guests the roadmap without moving bars, and an empty workspace its empty state', async () => {
    const { scene } = await plannedScene();
    const guest = await buildMember(app.db, scene.workspace, { role: 'guest', name: 'Gus Guest' });
    await givePassword(app, guest.id, TEST_PASSWORD);
    await buildToken(app.db, scene.workspace, guest);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, guest.email, TEST_PASSWORD);
    await page.goto('/roadmap');
    await page.getByRole('img', { name: /^Mobile app, project:/ }).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Mobile app, project:/ }).count(), 0);
    await t.check('the roadmap for a guest');

    const empty = await buildScene(app.db);
    await givePassword(app, empty.owner.id, TEST_PASSWORD);
    const e = await openPage(browser);
    await signIn(e, empty.owner.email, TEST_PASSWORD);
    await e.page.goto('/roadmap');
    await e.page.getByText('Nothing on the roadmap yet').waitFor();
    await screenshot(e, 'roadmap-empty');
    await e.check('the empty roadmap');
    await e.finish();
    await t.finish();
  });
});
