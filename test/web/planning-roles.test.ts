import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildMember, buildProject, buildScene, buildWhiteboard } from '../helpers/factories.js';
import { givePassword, TEST_PASSWORD } from '../helpers/session.js';

/** A workspace with a meeting, an article and a board with a voted note, made by its owner. */
async function plannedWorkspace(app: Awaited<ReturnType<typeof startTestApp>>) {
  const scene = await buildScene(app.db);
  const api = client(app, scene.token);
  const project = await buildProject(app.db, scene.workspace);
  const meeting = await api.post('/meetings', {
    title: 'Weekly sync',
    project: project.id,
    scheduled_for: new Date(Date.now() + 86_400_000).toISOString(),
  });
  assert.equal(meeting.status, 201);
  const article = await api.post('/articles', {
    title: 'Handbook',
    body: '<p>How we work here.</p>',
    state: 'published',
  });
  assert.equal(article.status, 201);
  const board = await buildWhiteboard(app.db, scene.workspace, scene.owner, { name: 'Retro' });
  const note = await api.post(`/whiteboards/${board.id}/notes`, { text: 'Ship smaller' });
  assert.equal(note.status, 201);
  return {
    scene,
    pages: {
      meeting: `/meetings/${meeting.body.data.id}`,
      article: `/kb/${article.body.data.id}`,
      board: `/whiteboards/${board.id}`,
    },
  };
}

const PLANNING = ['/time', '/capacity', '/cycles', '/meetings', '/kb', '/whiteboards'];

describe('the planning pages by role', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('tells a Management account why the planning pages are not open to it', async () => {
    const { scene, pages } = await plannedWorkspace(app);
    const manager = await buildMember(app.db, scene.workspace, { role: 'management', name: 'Boss Person' });
    await givePassword(app, manager.id, TEST_PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, manager.email, TEST_PASSWORD);
    for (const hidden of ['Time', 'Capacity', 'Cycles', 'Meetings', 'Knowledge base', 'Whiteboards']) {
      assert.equal(await page.getByRole('link', { name: hidden, exact: true }).count(), 0, hidden);
    }
    for (const path of [...PLANNING, pages.meeting, pages.article, pages.board]) {
      await page.goto(path);
      await page.getByText('The Management role has no issues, so this page is not open to it.').waitFor();
      assert.equal(await page.getByRole('alert').count(), 0, `${path}: no refusal shown as an error`);
    }
    await t.check('planning, management');
    await t.finish();
  });

  it('shows a guest every planning page to read, with the writing it may not do left out', async () => {
    const { scene, pages } = await plannedWorkspace(app);
    const guest = await buildMember(app.db, scene.workspace, { role: 'guest', name: 'Gus Guest' });
    await givePassword(app, guest.id, TEST_PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, guest.email, TEST_PASSWORD);
    for (const path of PLANNING) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Every part of the page has answered (a refusal would then be on screen).
      await page.locator('.loading').first().waitFor({ state: 'detached' });
      assert.equal(await page.getByRole('alert').count(), 0, `${path}: nothing refused`);
    }

    await page.goto('/meetings');
    await page.getByRole('link', { name: 'Weekly sync' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Schedule meeting' }).count(), 0);
    await page.goto(pages.meeting);
    await page.getByRole('heading', { name: 'Action items' }).waitFor();
    assert.equal(await page.getByRole('form', { name: 'Add an action item' }).count(), 0);

    await page.goto('/kb');
    await page.getByRole('link', { name: 'Handbook' }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'New article' }).count(), 0);
    await page.goto(pages.article);
    await page.getByText('How we work here.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save article' }).count(), 0);

    await page.goto('/whiteboards');
    await page.getByRole('link', { name: 'Retro' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'New whiteboard' }).count(), 0);
    await page.goto(pages.board);
    const note = page.getByRole('listitem', { name: 'Note: Ship smaller' });
    await note.waitFor();
    assert.equal(await page.getByRole('form', { name: 'Add to the board' }).count(), 0);
    assert.equal(await note.getByRole('button').count(), 0);
    assert.equal(await note.getByRole('combobox').count(), 0);
    assert.match(await textOf(page.getByRole('main')), /Guests look at boards/);
    await t.check('whiteboard, guest');
    await screenshot(t, 'whiteboard-guest');
    await t.finish();
  });
});
