import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildIssue, buildMember, buildScene } from '../helpers/factories.js';
import { givePassword, TEST_PASSWORD } from '../helpers/session.js';

describe('the web interface: whiteboards', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('two people on one board see each other’s notes, moves, votes and deletions within a second', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const grace = await buildMember(app.db, scene.workspace, { name: 'Grace Hopper' });
    await givePassword(app, grace.id, TEST_PASSWORD);
    const issue = await buildIssue(app.db, scene.workspace, { title: 'Ship it' });
    const identifier = `${scene.workspace.issue_prefix}-${issue.number}`;

    const a = await openPage(browser);
    await signIn(a, scene.owner.email, TEST_PASSWORD);
    await a.page.getByRole('link', { name: 'Whiteboards' }).click();
    await a.page.getByText('No whiteboards yet').waitFor();
    await a.check('no boards');
    await a.page.getByLabel('Board name').fill('Retro');
    await a.page.getByRole('button', { name: 'Create board' }).click();
    await a.page.getByRole('heading', { name: 'Retro', level: 1 }).waitFor();
    const boardPath = new URL(a.page.url()).pathname;
    await a.page.getByText('Live', { exact: true }).waitFor();

    const b = await openPage(browser);
    await signIn(b, grace.email, TEST_PASSWORD);
    await b.page.goto(boardPath);
    await b.page.getByText('Live', { exact: true }).waitFor();

    const within = { timeout: 1000 };
    // A adds a note linked to the issue: B sees it, its text in the document.
    await a.page.getByLabel('Text', { exact: true }).fill('Keep the demos');
    await a.page.getByLabel('Linked issue').fill(identifier);
    await a.page.getByRole('button', { name: 'Add', exact: true }).click();
    const onB = b.page.getByRole('listitem', { name: 'Note: Keep the demos' });
    await onB.waitFor(within);
    assert.equal(
      await onB.getByRole('link', { name: identifier }).getAttribute('href'),
      `/issues/${identifier}`,
    );

    // B adds a box: A sees it.
    await b.page.getByLabel('Kind').selectOption('box');
    await b.page.getByLabel('Text', { exact: true }).fill('Went well');
    await b.page.getByLabel('Colour', { exact: true }).selectOption('green');
    await b.page.getByRole('button', { name: 'Add', exact: true }).click();
    await a.page.getByRole('listitem', { name: 'Box: Went well' }).waitFor(within);

    // B votes and recolours; A sees both.
    await onB.getByRole('button', { name: 'Vote 0 · Keep the demos' }).click();
    await a.page.getByRole('button', { name: 'Vote 1 · Keep the demos' }).waitFor(within);
    await onB.getByLabel('Colour of Keep the demos').selectOption('blue');
    await a.page.locator('.element.color-blue').waitFor(within);

    // A moves the note by keyboard and by pointer; B sees it move.
    const onA = a.page.getByRole('listitem', { name: 'Note: Keep the demos' });
    await onA.focus();
    await a.page.keyboard.press('Shift+ArrowRight');
    await b.page.locator('.element-note[style*="left: 74px"]').waitFor(within);
    const box = (await onA.boundingBox())!;
    await a.page.mouse.move(box.x + 40, box.y + 20);
    await a.page.mouse.down();
    await a.page.mouse.move(box.x + 140, box.y + 220, { steps: 5 });
    await a.page.mouse.up();
    await b.page.locator('.element-note[style*="left: 174px"][style*="top: 224px"]').waitFor(within);
    await a.check('board with elements');
    await b.check('board as the other person');
    await screenshot(a, 'whiteboard');

    // The API still takes notes only, and they arrive live too; the interface's moves stay in /api/ui.
    const api = client(app, scene.token);
    const boardId = boardPath.split('/').pop()!;
    assert.equal(
      (await api.post(`/whiteboards/${boardId}/notes`, { text: 'Arrow', type: 'arrow' })).status,
      422,
    );
    assert.equal((await api.post(`/whiteboards/${boardId}/notes`, { text: 'From the API' })).status, 201);
    await b.page.getByRole('listitem', { name: 'Note: From the API' }).waitFor(within);

    // B deletes the box: gone for A.
    await b.page.getByRole('button', { name: 'Delete Went well' }).click();
    await a.page.getByRole('listitem', { name: 'Box: Went well' }).waitFor({ state: 'detached', ...within });
    await a.finish();
    await b.finish();
  });

  it('keeps a private board from other members', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const other = await buildMember(app.db, scene.workspace);
    await givePassword(app, other.id, TEST_PASSWORD);
    const a = await openPage(browser);
    await signIn(a, scene.owner.email, TEST_PASSWORD);
    await a.page.goto('/whiteboards');
    await a.page.getByLabel('Board name').fill('My sketches');
    await a.page.getByLabel('Who sees it').selectOption('private');
    await a.page.getByRole('button', { name: 'Create board' }).click();
    await a.page.getByRole('heading', { name: 'My sketches', level: 1 }).waitFor();
    const path = new URL(a.page.url()).pathname;
    await a.finish();

    const b = await openPage(browser);
    await signIn(b, other.email, TEST_PASSWORD);
    await b.page.goto('/whiteboards');
    await b.page.getByText('No whiteboards yet').waitFor();
    await b.page.goto(path);
    await b.page.getByText(/no such board/).waitFor();
    await b.check('private board refused');
    await b.finish();
  });
});
