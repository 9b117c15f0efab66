import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { png } from '../helpers/attachment-files.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildAgent, buildMember, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: the issue page', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  /** A workspace, its owner signed in, and an issue opened through the API. */
  async function openIssue(fields: Record<string, unknown> = {}) {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const api = client(app, scene.token);
    const created = await api.post('/issues', { title: 'Checkout rejects valid cards', ...fields });
    assert.equal(created.status, 201);
    const identifier: string = created.body.data.id;
    const t = await openPage(browser);
    await signIn(t, scene.owner.email, PASSWORD, `/login?next=/issues/${identifier}`);
    await t.page.getByRole('heading', { name: 'Checkout rejects valid cards', level: 1 }).waitFor();
    return { scene, api, identifier, t, page: t.page };
  }

  it('edits every kind of field and the API sees each change', async () => {
    const { scene, api, identifier, t, page } = await openIssue();
    const teammate = await buildMember(app.db, scene.workspace, { name: 'Grace Hopper' });
    await page.reload();
    await page.getByRole('heading', { name: 'Checkout rejects valid cards', level: 1 }).waitFor();
    await page.getByText('No comments yet').waitFor();
    await t.check('issue page, fresh issue');
    await screenshot(t, 'issue-fresh');

    const details = page.getByRole('complementary', { name: 'Issue details' });
    await details.getByLabel('Status').selectOption('in_progress');
    await details.getByLabel('Priority').selectOption('high');
    await details.getByLabel('Type').selectOption('bug');
    await details.getByLabel('Assignee').selectOption(`user:${teammate.id}`);
    await details.getByLabel('Labels').fill('payments');
    await details.getByLabel('Labels').press('Enter');
    await details.getByRole('button', { name: 'Remove label payments' }).waitFor();
    await details.getByLabel('Due date').fill('2026-12-24');
    await details.getByLabel('Estimate').fill('1d 2h');
    await details.getByLabel('Estimate').press('Enter');

    await page.getByRole('button', { name: 'Edit description' }).click();
    const editor = page.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.type('Cards from the new bank are refused.');
    await page.getByRole('button', { name: 'Save description' }).click();
    await page.locator('.rich-text').filter({ hasText: 'Cards from the new bank are refused.' }).waitFor();

    await page.getByLabel('New criterion').fill('A valid card is accepted');
    await page.getByLabel('New criterion').press('Enter');
    await page.getByRole('checkbox', { name: 'A valid card is accepted' }).click();
    await page.getByText('1 of 1 met').waitFor();

    await page.getByRole('button', { name: 'Edit title' }).click();
    await page.getByLabel('Title').fill('Checkout refuses valid cards');
    await page.getByRole('button', { name: 'Save title' }).click();
    await page.getByRole('heading', { name: 'Checkout refuses valid cards', level: 1 }).waitFor();

    const issue = (await api.get(`/issues/${identifier}`)).body.data;
    assert.equal(issue.title, 'Checkout refuses valid cards');
    assert.equal(issue.status, 'in_progress');
    assert.equal(issue.priority, 'high');
    assert.equal(issue.type, 'bug');
    assert.deepEqual(issue.assignee, { type: 'user', id: teammate.id, name: 'Grace Hopper' });
    assert.deepEqual(issue.labels, ['payments']);
    assert.equal(issue.due_date, '2026-12-24');
    assert.equal(issue.estimate_minutes, 600);
    assert.equal(issue.description, '<p>Cards from the new bank are refused.</p>');
    assert.deepEqual(issue.acceptance_criteria, ['[x] A valid card is accepted']);

    // The history tells what happened.
    await page
      .getByRole('region', { name: 'Activity' })
      .getByText(/changed status from Backlog to In progress/)
      .waitFor();
    await t.check('issue page, edited');
    await screenshot(t, 'issue-edited');
    await page.setViewportSize({ width: 420, height: 900 });
    await screenshot(t, 'issue-edited-narrow');
    await t.finish();
  });

  it('offers agents to mention, says a run is queued, and withdraws the comment', async () => {
    const { scene, api, identifier, t, page } = await openIssue();
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Build Bot' });
    await page.reload();
    const composer = page.getByRole('textbox', { name: 'New comment' });
    await composer.click();
    await page.keyboard.type('Please look, @Buil');
    const option = page
      .getByRole('listbox', { name: 'People and agents to mention' })
      .getByRole('option', { name: /Build Bot/ });
    await option.waitFor();
    assert.match(await option.innerText(), /queues a run/);
    await t.check('mention completion open');
    await screenshot(t, 'issue-mention');
    await page.keyboard.press('Enter');
    await page.keyboard.type('thanks');
    await page.getByRole('button', { name: 'Comment' }).click();
    await page.getByRole('status').filter({ hasText: 'Run queued for Build Bot.' }).waitFor();

    const comments = (await api.get(`/issues/${identifier}/comments`)).body.data;
    assert.equal(comments.length, 1);
    assert.deepEqual(
      comments[0].mentions.map((actor: any) => actor.id),
      [agent.id],
    );
    const runs = (await api.get(`/runs?issue=${identifier}`)).body.data;
    assert.equal(runs.length, 1);
    assert.equal(runs[0].agent.id, agent.id);
    assert.equal(runs[0].status, 'queued');
    await page.getByRole('region', { name: 'Agent runs' }).getByRole('link', { name: 'Build Bot' }).waitFor();
    assert.equal(
      await page
        .getByRole('region', { name: 'Agent runs' })
        .getByRole('link', { name: 'Build Bot' })
        .getAttribute('href'),
      `/runs/${runs[0].id}`,
    );

    // A reply sits under its parent.
    await page.getByRole('button', { name: 'Reply' }).click();
    await page.getByRole('textbox', { name: /^Reply to/ }).click();
    await page.keyboard.type('A reply.');
    await page.getByRole('button', { name: 'Post reply' }).click();
    await page
      .getByRole('list', { name: /Replies to/ })
      .getByText('A reply.')
      .waitFor();

    const first = page.locator('article.comment').first();
    await first.getByRole('button', { name: 'Withdraw' }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw this comment?' })
      .getByRole('button', { name: 'Withdraw comment' })
      .click();
    await page.getByText('This comment was withdrawn.').waitFor();
    const after = (await api.get(`/issues/${identifier}/comments`)).body.data;
    assert.equal(after[0].withdrawn, true);
    assert.equal(after[0].body, '');
    assert.equal((await api.get(`/runs?issue=${identifier}`)).body.data[0].status, 'canceled');
    await page
      .getByRole('region', { name: 'Activity' })
      .getByText(/withdrew a comment \(1 queued run canceled\)/)
      .waitFor();
    await t.check('comment withdrawn');
    await screenshot(t, 'issue-withdrawn');
    await t.finish();
  });

  it('uploads a file and shows its thumbnail and preview', async () => {
    const { api, identifier, t, page } = await openIssue();
    await page.getByLabel('Choose files to attach').setInputFiles({
      name: 'screen.png',
      mimeType: 'image/png',
      buffer: await png(800, 600),
    });
    const thumb = page.locator('.tile-thumb');
    await thumb.waitFor();
    const files = (await api.get(`/issues/${identifier}/attachments`)).body.data;
    assert.equal(files.length, 1);
    assert.equal(files[0].name, 'screen.png');
    assert.equal(await thumb.getAttribute('src'), `/api/v1/attachments/${files[0].id}?size=thumb`);
    await page.waitForFunction(() => {
      const image = (globalThis as any).document.querySelector('.tile-thumb');
      return image && image.complete && image.naturalWidth > 0;
    });
    assert.equal(await thumb.evaluate((image: any) => image.naturalWidth), 512);
    await page.getByRole('button', { name: 'Preview screen.png' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of screen.png' });
    await preview.getByRole('img', { name: 'screen.png' }).waitFor();
    await t.check('attachment preview');
    await screenshot(t, 'issue-attachment-preview');
    await preview.getByRole('button', { name: 'Close' }).click();
    await t.finish();
  });

  it("shows another session's upload and deletion of a file without a reload", async () => {
    const { scene, identifier, t, page } = await openIssue();
    const teammate = await buildMember(app.db, scene.workspace, { name: 'Second Session' });
    await givePassword(app, teammate.id, PASSWORD);
    const other = await openPage(browser);
    await signIn(other, teammate.email, PASSWORD, `/login?next=/issues/${identifier}`);
    for (const session of [page, other.page]) {
      await session.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    }
    const filesOf = (session: typeof page) =>
      session.getByRole('list', { name: 'Files' }).getByText('shared-notes.txt');

    await other.page.getByLabel('Choose files to attach').setInputFiles({
      name: 'shared-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('written in the other session'),
    });
    await filesOf(other.page).waitFor();
    await filesOf(page).waitFor({ timeout: 3000 });

    await page.getByRole('button', { name: 'Preview shared-notes.txt' }).click();
    await page
      .getByRole('dialog', { name: 'Preview of shared-notes.txt' })
      .getByRole('button', { name: 'Delete file' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete shared-notes.txt?' })
      .getByRole('button', { name: 'Delete file' })
      .click();
    await filesOf(page).waitFor({ state: 'detached' });
    await filesOf(other.page).waitFor({ state: 'detached', timeout: 3000 });
    await other.page.getByText('No files yet').waitFor();
    await other.finish();
    await t.finish();
  });

  it('runs the timer, logs its time, and a refused delete says why', async () => {
    const { api, identifier, t, page } = await openIssue();
    const details = page.getByRole('complementary', { name: 'Issue details' });
    await details.getByRole('button', { name: 'Start timer' }).click();
    await details.getByRole('timer', { name: 'Timer on this issue' }).waitFor();
    const timer = (await api.get('/timer')).body.data;
    assert.equal(timer.issue, identifier);
    await t.check('timer running');
    await screenshot(t, 'issue-timer');
    await details.getByRole('button', { name: 'Stop timer' }).click();
    await details.getByRole('button', { name: 'Start timer' }).waitFor();
    assert.equal((await api.get('/timer')).body.data, null);
    const entries = (await api.get(`/time-entries?issue_id=${identifier}`)).body.data;
    assert.equal(entries.length, 1);
    assert.equal(entries[0].source, 'timer');
    await details.getByRole('list', { name: 'Time entries' }).getByText('1m').waitFor();

    await details.getByLabel('Time spent').fill('1h 30m');
    await details.getByRole('button', { name: 'Log time' }).click();
    // The Time section's total (the Cost table shows the same minutes per person and in all).
    await details.getByRole('region', { name: 'Time' }).getByText('1h 31m').waitFor();

    await page.getByRole('button', { name: 'Delete issue' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${identifier}?` });
    await dialog.getByRole('button', { name: 'Delete issue' }).click();
    const refusal = await textOf(dialog.getByRole('alert'));
    assert.match(refusal, /hours|time/i);
    assert.equal((await api.get(`/issues/${identifier}`)).status, 200);
    await t.check('delete refused');
    await screenshot(t, 'issue-delete-refused');
    await t.finish();
  });

  it('shows changes made through the API without a reload', async () => {
    const { api, identifier, t, page } = await openIssue();
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await api.patch(`/issues/${identifier}`, { title: 'Renamed elsewhere', status: 'in_review' });
    await page.getByRole('heading', { name: 'Renamed elsewhere', level: 1 }).waitFor({ timeout: 3000 });
    assert.equal(await page.getByLabel('Status').inputValue(), 'in_review');
    await api.post(`/issues/${identifier}/comments`, { body: '<p>Written through the API</p>' });
    await page.getByText('Written through the API').waitFor({ timeout: 3000 });
    await t.finish();
  });

  it("shows an epic's progress and its issues, and opens one of them", async () => {
    const { api, identifier, t, page } = await openIssue({ type: 'epic' });
    await page.getByText('No issues in this epic yet').waitFor();
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    const child = async (title: string, status?: string) => {
      const created = await api.post('/issues', { title, parent_id: identifier });
      assert.equal(created.status, 201, created.text);
      if (status) await api.patch(`/issues/${created.body.data.id}`, { status });
      return created.body.data.id as string;
    };
    await child('Accept the new bank');
    const done = await child('Show the refusal reason');
    await child('Retry declined cards', 'in_progress');
    await child('Support cheques', 'canceled');
    await api.patch(`/issues/${done}`, { status: 'done' });

    // Changes to its issues reach the open epic live; the canceled one is listed but not counted.
    const progress = page.getByRole('progressbar', { name: 'Progress' });
    await page.getByText('1 of 3 done').waitFor({ timeout: 3000 });
    assert.equal(await progress.getAttribute('aria-valuetext'), '1 of 3 done');
    assert.equal(await progress.getAttribute('aria-valuenow'), '33');
    const children = page.getByRole('list', { name: 'Issues in this epic' });
    await children.getByRole('link', { name: 'Support cheques' }).waitFor();
    assert.equal(await children.getByRole('listitem').count(), 4);
    assert.match(
      await textOf(children.getByRole('listitem').filter({ hasText: 'Show the refusal reason' })),
      /Done/,
    );
    await t.check('epic with its issues');
    await screenshot(t, 'issue-epic');

    await children.getByRole('link', { name: 'Show the refusal reason' }).click();
    await page.getByRole('heading', { name: 'Show the refusal reason', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/issues/${done}`);
    await page.getByRole('link', { name: 'Checkout rejects valid cards' }).waitFor();
    await t.finish();
  });

  it('says when an issue does not exist', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    await signIn(t, scene.owner.email, PASSWORD, `/login?next=/issues/${scene.workspace.issue_prefix}-999`);
    await t.page.getByRole('heading', { name: 'Issue not found', level: 1 }).waitFor();
    await t.check('issue not found');
    await t.finish();
  });
});
