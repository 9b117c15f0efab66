import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { assertSlackMessage } from '../helpers/chat-shapes.js';
import { buildProject, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';
import { startReceiver, until } from '../webhooks/helpers.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: chat channels (issue 41)', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);
  const channel = await startReceiver();
  after(() => channel.close());

  it('Administration → Integrations connects a Slack channel for a project, sends a test message and disconnects it', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    await buildProject(app.db, scene.workspace, { name: 'Website' });
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/admin/integrations');
    await page.getByRole('heading', { name: 'Chat channels' }).waitFor();
    await page.getByText('No chat channel yet').waitFor();

    const form = page.getByRole('form', { name: 'Connect a channel' });
    await form.getByLabel('Platform').selectOption('slack');
    await form.getByLabel('Incoming webhook URL').fill(`${channel.url}/services/T1/B1/secretpart`);
    await form.getByLabel('Project').selectOption({ label: 'Website' });
    await form.getByRole('checkbox', { name: 'Comment' }).check();
    await form.getByRole('button', { name: 'Connect channel' }).click();

    const row = page.getByRole('listitem').filter({ hasText: 'Website' });
    await row.getByText('Active').waitFor();
    assert.equal(await row.getByText('secretpart').count(), 0, 'the address is not shown whole');
    assert.match(
      await row.innerText(),
      /Issue created, Comment, Agent run failed, Review requested, Approval asked/,
    );
    assert.equal(await form.getByLabel('Incoming webhook URL').inputValue(), '', 'the form is emptied');

    await row.getByRole('button', { name: 'Send test message' }).click();
    await row.getByRole('status').filter({ hasText: 'The test message was posted.' }).waitFor();
    await until(() => channel.requests[0], 5_000, 'the test message');
    assertSlackMessage(JSON.parse(channel.requests[0]!.body.toString('utf8')) as Record<string, unknown>);
    await t.check('chat channel connected');
    await screenshot(t, 'chat-channels');

    await row.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('No chat channel yet').waitFor();
  });
});
