import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, tabTo, textOf } from '../helpers/browser.js';
import { client } from '../helpers/app.js';
import { buildAgent, buildMember, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

/** Follows a link of the main navigation by keyboard, as every flow here starts. */
async function goByKeyboard(page: Page, link: string, heading: string): Promise<void> {
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Waits until the card of issue `id` has the focus (a key moved the cursor to it). */
async function cardFocused(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => (globalThis as any).document.activeElement?.getAttribute('data-issue') === wanted,
    id,
  );
}

/** Waits until the card of issue `id` in the column named `column` has the focus. */
async function cardFocusedIn(page: Page, id: string, column: string): Promise<void> {
  await page.waitForFunction(
    ([wanted, name]) => {
      const active = (globalThis as any).document.activeElement;
      return (
        active?.getAttribute('data-issue') === wanted &&
        active.closest('section')?.getAttribute('aria-label') === name
      );
    },
    [id, column] as const,
  );
}

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === (globalThis as any).document.activeElement);
}

describe('the web interface: keyboard alone', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('invites a member and changes a role; a confirmation dialog keeps the focus and Escape returns it', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    await buildMember(app.db, scene.workspace, { name: 'Steady Person' });
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/settings/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await goByKeyboard(page, 'Members', 'Members');

    await tabTo(page, page.getByLabel('Email address'));
    await page.keyboard.type('keyboard.person@example.com');
    await page.keyboard.press('Tab');
    assert.equal(await hasFocus(page.getByLabel('Role', { exact: true })), true);
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.getByLabel('Role', { exact: true }).inputValue(), 'admin');
    await tabTo(page, page.getByRole('button', { name: 'Invite' }));
    await page.keyboard.press('Enter');
    const link = await textOf(page.getByLabel('Invitation link', { exact: true }));
    assert.match(link, new RegExp(`^${TEST_APP_URL}/invite/\\S+$`));
    await page
      .getByRole('region', { name: 'Pending invitations' })
      .getByText('keyboard.person@example.com')
      .first()
      .waitFor();

    const role = page.getByLabel('Role of Steady Person');
    await tabTo(page, role, 80);
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.keyboard.press('ArrowDown');
    assert.equal((await saved).status(), 200);
    await page.reload();
    assert.equal(await role.inputValue(), 'guest');

    // The confirmation dialog: opened by Enter, the focus stays inside it, Escape closes it and the
    // focus goes back to the button that opened it.
    const row = page.getByRole('listitem').filter({ hasText: 'Steady Person' });
    const remove = row.getByRole('button', { name: 'Remove' });
    await tabTo(page, remove, 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Remove Steady Person?' });
    await dialog.waitFor();
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    const confirm = dialog.getByRole('button', { name: 'Remove member' });
    assert.equal(await hasFocus(cancel), true, 'the dialog opens on Cancel');
    await t.check('confirmation dialog');
    await screenshot(t, 'keyboard-dialog');
    for (let presses = 0; presses < 6; presses++) {
      await page.keyboard.press(presses % 3 === 2 ? 'Shift+Tab' : 'Tab');
      assert.equal(
        (await hasFocus(cancel)) || (await hasFocus(confirm)),
        true,
        `the focus left the dialog after ${presses + 1} presses`,
      );
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await hasFocus(remove), true, 'the focus returns to Remove');
    assert.equal(await row.count(), 1, 'Escape removes no one');

    // Space on the opener and Enter on the confirm button remove them.
    await page.keyboard.press('Space');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await hasFocus(confirm), true);
    await page.keyboard.press('Enter');
    await row.waitFor({ state: 'detached' });
    await t.finish();
  });

  it('creates a webhook and a runtime', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/settings/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();

    await goByKeyboard(page, 'Webhooks', 'Webhooks');
    await tabTo(page, page.getByRole('button', { name: 'New webhook' }));
    await page.keyboard.press('Enter');
    // The URL field takes the focus as the form opens.
    const url = page.getByLabel('URL');
    await url.waitFor();
    assert.equal(await hasFocus(url), true);
    await page.keyboard.type('https://receiver.example/hooks');
    // Clear every event, then tick the first one with Space.
    await tabTo(page, page.getByRole('button', { name: 'Clear' }));
    await page.keyboard.press('Enter');
    const first = page.getByRole('checkbox', { name: 'issue.created' });
    await tabTo(page, first);
    await page.keyboard.press('Space');
    assert.equal(await first.isChecked(), true);
    await tabTo(page, page.getByRole('button', { name: 'Create webhook' }), 80);
    await page.keyboard.press('Enter');
    const secret = await textOf(page.getByLabel('Signing secret', { exact: true }));
    assert.ok(secret.length >= 16);
    const stored = await app.db
      .selectFrom('webhooks')
      .select(['url', 'events'])
      .where('workspace_id', '=', scene.workspace.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.url, 'https://receiver.example/hooks');
    assert.deepEqual(JSON.parse(String(stored.events)), ['issue.created']);

    await goByKeyboard(page, 'Agents', 'Agents');
    await tabTo(page, page.getByLabel('Runtime name'));
    await page.keyboard.type('keyboard-box');
    await page.keyboard.press('Enter');
    assert.match(await textOf(page.getByLabel('Runner command', { exact: true })), /tandem runner/);
    await page.getByRole('listitem').filter({ hasText: 'keyboard-box' }).waitFor();
    await t.finish();
  });

  it('creates, moves, selects, changes status, assigns, opens, jumps and edits issues by keyboard alone', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const teammate = await buildMember(app.db, scene.workspace, { name: 'Keyboard Teammate' });
    await buildAgent(app.db, scene.workspace, { name: 'Builder' });
    const api = client(app, scene.token);
    const make = async (body: Record<string, unknown>) => {
      const response = await api.post('/issues', body);
      assert.equal(response.status, 201, response.text);
      return (response.body.data as { id: string }).id;
    };
    const importer = await make({ title: 'Document the importer', status: 'backlog', priority: 'low' });
    const exporter = await make({ title: 'Export to CSV', status: 'in_progress', priority: 'high' });
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/settings/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await goByKeyboard(page, 'Issues', 'Issues');
    await page.getByRole('article', { name: new RegExp(exporter) }).waitFor();

    // ? lists the shortcuts; Escape closes the list.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    // c creates: type the title, Enter. The new issue holds the cursor.
    await page.keyboard.press('c');
    const create = page.getByRole('dialog', { name: 'New issue' });
    assert.equal(await hasFocus(create.getByLabel('Title')), true, 'the title takes the focus');
    await page.keyboard.type('Typed without a mouse');
    await page.keyboard.press('Enter');
    await create.waitFor({ state: 'hidden' });
    const backlog = page.getByRole('region', { name: 'Backlog', exact: true });
    const created = backlog.getByRole('article', { name: /Typed without a mouse/ });
    await created.waitFor();
    const id = ((await created.getAttribute('data-issue')) ?? '').trim();
    assert.match(id, /^[A-Z]+-\d+$/);
    assert.equal((await api.get(`/issues/${id}`)).body.data.title, 'Typed without a mouse');

    // / goes to the search field, where a shortcut letter is just a letter; Tab leaves it.
    await page.keyboard.press('/');
    assert.equal(await hasFocus(page.getByLabel('Search')), true);
    await page.keyboard.type('c');
    assert.equal(await page.getByRole('dialog').count(), 0);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');

    // j moves down the column (newest first), k comes back.
    await page.keyboard.press('j');
    await cardFocused(page, importer);
    await page.keyboard.press('k');
    await cardFocused(page, id);
    // Shift+→ moves the focused card to the next column.
    let saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.keyboard.press('Shift+ArrowRight');
    assert.equal((await saved).status(), 200);
    await page
      .getByRole('region', { name: 'Todo', exact: true })
      .getByRole('article', { name: new RegExp(id) })
      .waitFor();
    assert.equal((await api.get(`/issues/${id}`)).body.data.status, 'todo');

    // x selects; s changes the status of the selection, as the bar's Status… does (one bulk request).
    await page.keyboard.press('x');
    const mine = page.getByRole('article', { name: new RegExp(id) });
    await mine.getByText('Selected').waitFor();
    await page.getByRole('region', { name: 'Selection' }).getByText('1 selected').waitFor();
    await page.keyboard.press('s');
    const statusPicker = page.getByRole('dialog', { name: 'Status of 1 issue' });
    await statusPicker.getByRole('combobox', { name: 'Status' }).waitFor();
    await page.keyboard.type('done');
    saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/issues/bulk'),
    );
    await page.keyboard.press('Enter');
    assert.equal((await saved).status(), 200);
    await page
      .getByRole('region', { name: 'Done', exact: true })
      .getByRole('article', { name: new RegExp(id) })
      .waitFor();
    assert.equal((await api.get(`/issues/${id}`)).body.data.status, 'done');
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Selection' }).waitFor({ state: 'detached' });

    // h goes to the nearest column on the left with cards; a assigns the issue under the cursor.
    await page.keyboard.press('h');
    await cardFocused(page, exporter);
    await page.keyboard.press('a');
    const assignPicker = page.getByRole('dialog', { name: `Assign ${exporter}` });
    await assignPicker.getByRole('combobox', { name: 'Assignee' }).waitFor();
    await page.keyboard.type('Keyboard Team');
    saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.keyboard.press('Enter');
    assert.equal((await saved).status(), 200);
    assert.deepEqual((await api.get(`/issues/${exporter}`)).body.data.assignee, {
      type: 'user',
      id: teammate.id,
      name: 'Keyboard Teammate',
    });
    await page
      .getByRole('article', { name: new RegExp(exporter) })
      .getByText('Keyboard Teammate')
      .waitFor();

    // Enter opens the issue under the cursor.
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/issues/${exporter}$`));
    await page.getByRole('heading', { name: 'Export to CSV', level: 1 }).waitFor();

    // On the issue page, fields are edited with the keyboard: a select with the arrows, a text field
    // with typing and Enter.
    const details = page.getByRole('complementary', { name: 'Issue details' });
    const priority = details.getByLabel('Priority');
    await tabTo(page, priority, 80);
    saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.keyboard.press('ArrowDown');
    assert.equal((await saved).status(), 200);
    // The answer reaches the page a moment after the network: wait for the select to show it.
    await priority.and(page.locator('select:not([disabled])')).waitFor();
    assert.equal(await priority.inputValue(), 'medium');
    const estimate = details.getByLabel('Estimate');
    await tabTo(page, estimate, 80);
    await page.keyboard.type('2h 30m');
    saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.keyboard.press('Enter');
    assert.equal((await saved).status(), 200);
    const edited = (await api.get(`/issues/${exporter}`)).body.data;
    assert.equal(edited.priority, 'medium');
    assert.equal(edited.estimate_minutes, 150);

    // Ctrl-K jumps by words of a title, then by identifier.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Jump to' });
    await palette.waitFor();
    await page.keyboard.type('importer');
    await palette.getByRole('option', { name: /Document the importer/ }).waitFor();
    await t.check('the command palette, by title');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/issues/${importer}$`));
    await page.getByRole('heading', { name: 'Document the importer', level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    await palette.waitFor();
    await page.keyboard.type(id);
    await palette.getByRole('option', { name: /Typed without a mouse/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/issues/${id}$`));
    await page.getByRole('heading', { name: 'Typed without a mouse', level: 1 }).waitFor();
    await t.finish();
  });
  it('keeps the focus on a card moved to another column by Shift+Arrow, so the next press moves it on', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const api = client(app, scene.token);
    const made = await api.post('/issues', { title: 'Walks across the board', status: 'backlog' });
    assert.equal(made.status, 201, made.text);
    const id = (made.body.data as { id: string }).id;
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/issues');
    await page.getByRole('article', { name: new RegExp(id) }).waitFor();
    await page.keyboard.press('j');
    await cardFocused(page, id);

    for (const [column, status] of [
      ['Todo', 'todo'],
      ['In progress', 'in_progress'],
    ] as const) {
      const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
      await page.keyboard.press('Shift+ArrowRight');
      assert.equal((await saved).status(), 200);
      await page
        .getByRole('region', { name: column, exact: true })
        .getByRole('article', { name: new RegExp(id) })
        .waitFor();
      await cardFocusedIn(page, id, column);
      assert.equal((await api.get(`/issues/${id}`)).body.data.status, status);
    }
    // And back by Shift+←, still from the keyboard alone.
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.keyboard.press('Shift+ArrowLeft');
    assert.equal((await saved).status(), 200);
    await cardFocusedIn(page, id, 'Todo');
    assert.equal((await api.get(`/issues/${id}`)).body.data.status, 'todo');
    await t.finish();
  });
});
