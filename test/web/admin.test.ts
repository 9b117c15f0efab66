import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';
import { startReceiver, startWorker, until } from '../webhooks/helpers.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: administration', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('creates a webhook, shows its deliveries, stops it after twelve failures, resumes and replays', async () => {
    let answer = 200;
    const receiver = await startReceiver(() => answer);
    const worker = await startWorker(app.database, app.config);
    try {
      const scene = await buildScene(app.db);
      await givePassword(app, scene.owner.id, PASSWORD);
      const api = client(app, scene.token);
      const t = await openPage(browser);
      const { page } = t;
      await signIn(t, scene.owner.email, PASSWORD);
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await page.getByText('No webhooks yet').waitFor();
      await t.check('webhooks, none yet');
      await screenshot(t, 'webhooks-empty');

      // The server's refusal reason is shown under the field.
      await page.getByRole('button', { name: 'New webhook' }).click();
      await page.getByLabel('URL').fill('ftp://example.com/hook');
      await page.getByRole('button', { name: 'Create webhook' }).click();
      const refusal = await textOf(page.locator('.field-error').first());
      assert.ok(refusal.length > 0);
      await t.check('webhook refused');
      await screenshot(t, 'webhooks-refused');

      await page.getByLabel('URL').fill(receiver.url);
      await page.getByRole('button', { name: 'Create webhook' }).click();
      const secret = await textOf(page.getByLabel('Signing secret', { exact: true }));
      assert.ok(secret.length >= 16);
      await t.check('webhook created');
      await screenshot(t, 'webhooks-created');

      assert.equal((await api.post('/issues', { title: 'First' })).status, 201);
      await until(() => receiver.requests.length >= 1, 15_000, 'the first delivery');
      await page.getByRole('link', { name: receiver.url }).click();
      await page.getByRole('heading', { name: 'Webhook', level: 1 }).waitFor();
      const deliveries = page.getByRole('table', { name: 'Deliveries of this webhook' });
      await deliveries
        .getByRole('row')
        .filter({ hasText: 'issue.created' })
        .filter({ hasText: '200' })
        .first()
        .waitFor();

      // The receiver fails: three events of four attempts each make twelve failures in a row.
      answer = 500;
      for (const title of ['Second', 'Third', 'Fourth']) {
        assert.equal((await api.post('/issues', { title })).status, 201);
      }
      await until(
        async () =>
          (await app.db.selectFrom('webhooks').select('state').executeTakeFirst())?.state === 'stopped',
        30_000,
        'the webhook to stop',
      );
      await page.reload();
      await page.getByText(/Deliveries stopped after 12 failures/).waitFor();
      await page.getByRole('row').filter({ hasText: '500' }).first().waitFor();
      await t.check('webhook stopped');
      await screenshot(t, 'webhook-stopped');

      // The list shows it standing out, with Resume.
      await page.getByRole('link', { name: 'Webhooks', exact: true }).first().click();
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      const listed = page.getByRole('listitem').filter({ hasText: receiver.url });
      assert.match(await textOf(listed), /Stopped/);
      assert.match(await textOf(listed), /12 failures/);
      await screenshot(t, 'webhooks-list-stopped');
      answer = 200;
      await listed.getByRole('button', { name: 'Resume' }).click();
      await listed.getByText('Active').waitFor();
      assert.equal(await listed.getByRole('button', { name: 'Resume' }).count(), 0);

      // Filter the log to failures and replay one: it is sent again and succeeds.
      await listed.getByRole('link', { name: receiver.url }).click();
      await page.getByLabel('Result').selectOption('failure');
      const failed = deliveries.getByRole('row').filter({ hasText: '500' });
      await failed.first().waitFor();
      assert.equal(
        await deliveries
          .getByRole('row')
          .filter({ hasText: /\b200\b/ })
          .count(),
        0,
      );
      await page.getByLabel('Event').selectOption('issue.created');
      await failed.first().waitFor();
      const before = receiver.requests.length;
      await failed.first().getByRole('button', { name: 'Replay' }).click();
      await page.getByText('Replay queued').waitFor();
      await until(() => receiver.requests.length > before, 15_000, 'the replay');
      await page.getByLabel('Result').selectOption('success');
      await deliveries.getByRole('row').filter({ hasText: '200' }).first().waitFor();
      await t.check('deliveries filtered');
      await screenshot(t, 'webhook-deliveries');
      await t.finish();
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it('creates a runtime, shows its runner command once, and an agent that runs on it', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.getByRole('link', { name: 'Agents' }).click();
    await page.getByRole('heading', { name: 'Agents', level: 1 }).waitFor();
    await page.getByText('No runtimes yet').waitFor();
    await t.check('agents, none yet');
    await screenshot(t, 'agents-empty');

    await page.getByLabel('Runtime name').fill('build-box');
    await page.getByRole('button', { name: 'Create runtime' }).click();
    const token = await textOf(page.getByLabel('Runtime token', { exact: true }));
    assert.match(token, /^tdmr_\S+$/);
    const saveToken = await textOf(page.getByLabel('Save token command', { exact: true }));
    const command = await textOf(page.getByLabel('Runner command', { exact: true }));
    assert.match(saveToken, /umask 077 .*cat > (\S+)\)$/);
    assert.match(command, /^npx tandem runner --url \S+ --token-file /);
    assert.ok(!saveToken.includes(token) && !command.includes(token), 'no line carries the token');
    const runtimeRow = page.getByRole('listitem').filter({ hasText: 'build-box' });
    assert.match(await textOf(runtimeRow), /Offline/);
    await t.check('runtime created');
    await screenshot(t, 'agents-runtime');

    await page.getByRole('button', { name: 'New agent' }).click();
    const form = page.getByRole('form', { name: 'New agent' });
    await form.getByLabel('Name').fill('Reviewer');
    await form.getByLabel('Model').fill('sonnet');
    await form.getByLabel('Runtime').selectOption({ label: 'build-box' });
    await form.getByLabel('Instructions').fill('Review every pull request.');
    await form.getByLabel('Custom environment').fill('REVIEW_DEPTH=2');
    await t.check('agent form');
    await screenshot(t, 'agents-form');
    await form.getByRole('button', { name: 'Create agent' }).click();
    const agentRow = page.getByRole('listitem').filter({ hasText: 'Reviewer' });
    assert.match(await textOf(agentRow), /Runs on build-box/);
    // Weekly hours left empty: the agent has none (no 40 invented).
    assert.doesNotMatch(await textOf(agentRow), /h a week/);
    assert.doesNotMatch(await textOf(agentRow), /Review every pull request|REVIEW_DEPTH/);

    // Disabling asks first (its runs fail at once), then the row says so and offers Enable.
    await agentRow.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable agent' }).click();
    await agentRow.getByRole('button', { name: 'Enable' }).waitFor();
    assert.match(await textOf(agentRow), /Disabled/);
    const [stored] = await app.db
      .selectFrom('agents')
      .select('status')
      .where('name', '=', 'Reviewer')
      .execute();
    assert.equal(stored?.status, 'disabled');
    await agentRow.getByRole('button', { name: 'Enable' }).click();
    await agentRow.getByRole('button', { name: 'Disable' }).waitFor();
    assert.doesNotMatch(await textOf(agentRow), /Disabled/);

    await runtimeRow.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke runtime' }).click();
    await page.getByText('No runtimes yet').waitFor();
    await t.finish();
  });
});
