import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { deliver, pullRequestPayload } from '../helpers/code-host.js';
import { buildIssue, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: the code host (issue 29)', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('Administration → Integrations connects GitHub, shows the secret once, and a pull request appears live on its issue', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const issue = await buildIssue(app.db, scene.workspace, { status: 'todo', title: 'Login fails' });
    const identifier = `${scene.workspace.issue_prefix}-${issue.number}`;
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/issues');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    await page.getByText('No code host connected yet').waitFor();
    await page.getByRole('button', { name: 'Connect GitHub' }).click();
    const secret = await textOf(page.getByLabel('Webhook secret', { exact: true }));
    const [stored] = await app.db
      .selectFrom('code_host_integrations')
      .selectAll()
      .where('workspace_id', '=', scene.workspace.id)
      .execute();
    assert.equal(stored!.secret, secret);
    const url = `${app.config.appUrl}/api/hooks/github/${stored!.id}`;
    await page.getByRole('listitem').filter({ hasText: url }).waitFor();
    await t.check('integration created');
    await screenshot(t, 'integration-created');
    await page.reload();
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    await page.getByRole('listitem').filter({ hasText: url }).waitFor();
    assert.equal(await page.getByLabel('Webhook secret', { exact: true }).count(), 0);
    assert.equal(
      await page.getByRole('checkbox', { name: /Move issues with their pull requests/ }).isChecked(),
      true,
    );

    await page.goto(`/issues/${identifier}`);
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await page.getByText('No pull request names this issue yet.').waitFor();
    const integration = { id: stored!.id, url, secret };
    const change = { title: `Trim the email (${identifier})` };
    const opened = await deliver(
      app,
      integration,
      'pull_request',
      pullRequestPayload('pull_request.opened', change),
    );
    assert.equal(opened.status, 200, opened.text);
    const list = page.getByRole('list', { name: 'Pull requests' });
    await list.getByRole('link', { name: change.title }).waitFor();
    await list.getByText('acme/web#42').waitFor();
    await list.getByText('Open', { exact: true }).waitFor();
    await deliver(app, integration, 'pull_request', pullRequestPayload('pull_request.closed-merged', change));
    await list.getByText('Merged', { exact: true }).waitFor();
    await t.check('issue with a pull request');
    await screenshot(t, 'issue-pull-request');

    // The setting, turned off on the Integrations page, is kept.
    await page.goto('/admin/integrations');
    const toggle = page.getByRole('checkbox', { name: /Move issues with their pull requests/ });
    await toggle.uncheck();
    for (let i = 0; i < 50; i++) {
      const row = await app.db
        .selectFrom('code_host_settings')
        .select('status_moves')
        .where('workspace_id', '=', scene.workspace.id)
        .executeTakeFirst();
      if (row && Number(row.status_moves) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.ok(i < 49, 'the setting was saved');
    }
    await page.reload();
    assert.equal(await toggle.isChecked(), false);
    await t.finish();
  });

  it('an integration a workspace import brought without its secret says so, and Reconnect shows a new one', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    // As the import leaves it (src/domain/integrations/workspace-import-rows.ts): a secret nobody has, and the mark.
    const moved = await app.db
      .insertInto('code_host_integrations')
      .values({
        workspace_id: scene.workspace.id,
        provider: 'github',
        secret: 'nobody-knows-this',
        created_at: '2026-11-20T10:00:00.000Z',
        last_delivery_at: '2026-11-24T10:00:00.000Z',
        reconnect_needed_since: '2026-12-01T10:00:00.000Z',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/admin/integrations');
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: `/api/hooks/github/${moved.id}` });
    await row.getByText('Reconnect needed').waitFor();
    await row.getByText(/deliveries are refused until you reconnect/).waitFor();
    assert.equal(await row.getByRole('button', { name: 'Rotate secret' }).count(), 0);
    await t.check('integration needing reconnection');
    await screenshot(t, 'integration-reconnect-needed');
    await row.getByRole('button', { name: 'Reconnect' }).click();
    const secret = await textOf(page.getByLabel('Webhook secret', { exact: true }));
    const stored = await app.db
      .selectFrom('code_host_integrations')
      .selectAll()
      .where('id', '=', moved.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.secret, secret);
    assert.equal(stored.reconnect_needed_since, null);
    await row.getByRole('button', { name: 'Rotate secret' }).waitFor();
    assert.equal(await row.getByText('Reconnect needed').count(), 0);
    await t.finish();
  });
});
