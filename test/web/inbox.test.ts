import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildMember, buildScene, buildToken } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: the inbox', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('shows a mention, marks it read, and opens the issue', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const colleague = await buildMember(app.db, scene.workspace, { name: 'Linus Pauling' });
    const colleagueApi = client(app, (await buildToken(app.db, scene.workspace, colleague)).token);
    const issue = (await colleagueApi.post('/issues', { title: 'Ledger totals drift' })).body.data;

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/inbox');
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    await page.getByText('Your inbox is empty').waitFor();
    await t.check('inbox empty');
    await screenshot(t, 'inbox-empty');

    const posted = await colleagueApi.post(`/issues/${issue.id}/comments`, {
      body: `<p>@${scene.owner.name} can you check the totals?</p>`,
    });
    assert.equal(posted.status, 201);
    await page.reload();
    const item = page.getByRole('listitem').filter({ hasText: 'Ledger totals drift' });
    await item.getByText('Linus Pauling mentioned you').waitFor();
    await item.getByText('can you check the totals?').waitFor();
    await item.getByText('Unread').waitFor();
    await t.check('inbox with a mention');
    await screenshot(t, 'inbox-mention');

    await page.getByRole('button', { name: 'Unread' }).click();
    await item.waitFor();
    await item.getByRole('button', { name: 'Mark read' }).click();
    await page.getByText('Nothing unread').waitFor();
    const items = (await client(app, scene.token).get('/inbox')).body.data;
    assert.equal(items.length, 1);
    assert.equal(items[0].read, true);

    await page.getByRole('button', { name: 'All' }).click();
    await page.getByRole('button', { name: new RegExp(`${issue.id} Ledger totals drift`) }).click();
    await page.getByRole('heading', { name: 'Ledger totals drift', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/issues/${issue.id}`);
    await t.finish();
  });
});
