import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, tabTo, textOf } from '../helpers/browser.js';
import { buildMember, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

/** Follows a link of the main navigation by keyboard, as every flow here starts. */
async function goByKeyboard(page: Page, link: string, heading: string): Promise<void> {
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
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
});
