import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';
import { killRunners, startRunnerProcess, waitFor } from '../helpers/runner-process.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';
const COMMAND = fileURLToPath(new URL('../fixtures/approvals/deploy.cjs', import.meta.url));

after(killRunners);

/**
 * Decisions §12.10 in the browser, with the reference runner: the agent's command asks to deploy to
 * staging; the person who assigned the issue opens the request from the inbox, denies it on the run page
 * with a reason; the runner passes the denial on at its next renewal and the command obeys (it fails
 * without deploying, saying why). Each approver hears of it once.
 */
describe('the web interface: approvals', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('denies an approval from the run page, and the run sees the denial and obeys it', async () => {
    const scene = await buildScene(app.db, { status_follows_runs: false });
    const lead = await buildMember(app.db, scene.workspace, { role: 'member', name: 'Lena Lead' });
    await givePassword(app, lead.id, PASSWORD);
    const { token: leadToken } = await buildToken(app.db, scene.workspace, lead);
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Deployer' });
    const runtime = await buildRuntime(app.db, scene.workspace, { agents: [agent] });
    const issue = await buildIssue(app.db, scene.workspace, { title: 'Ship the pager fix' });
    const identifier = `${scene.workspace.issue_prefix}-${issue.number}`;
    // The lead hands the issue to the agent: its run is queued, and the lead may approve.
    const assigned = await client(app, leadToken).patch(`/issues/${identifier}`, {
      assignee: `agent:${agent.id}`,
    });
    assert.equal(assigned.status, 200, assigned.text);
    const runner = startRunnerProcess(app.baseUrl, runtime.token, `"${process.execPath}" "${COMMAND}"`);

    const approval = await waitFor('the request for approval', () =>
      app.db.selectFrom('run_approvals').selectAll().where('agent_id', '=', agent.id).executeTakeFirst(),
    );
    assert.equal(approval.status, 'pending');

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, lead.email, PASSWORD);
    await page.goto('/inbox');
    const item = page.getByRole('button', { name: new RegExp(identifier) });
    await page.getByText('Deployer asks for your approval').waitFor();
    await page.getByText('Asks to deploy: staging').waitFor();
    await item.click();
    await page.waitForURL(`**/runs/${approval.run_id}`);
    await page.getByRole('heading', { name: 'Run of Deployer', level: 1 }).waitFor();
    const approvals = page.getByRole('list', { name: 'Approvals' });
    await approvals.getByText('Awaiting approval').waitFor();
    await page
      .getByRole('status')
      .getByText(/waits for an answer/)
      .waitFor();
    await t.check('run page, an approval awaiting an answer');
    await screenshot(t, 'approval-pending');

    // Deny without a reason: refused, the field says why.
    await approvals.getByRole('button', { name: 'Deny' }).click();
    await page.getByText('Say why the action is denied').waitFor();
    await approvals.getByLabel('Reason').fill('Not before the release review');
    await approvals.getByRole('button', { name: 'Deny' }).click();
    await approvals.getByText(/Denied by Lena Lead on .*: “?Not before the release review/).waitFor();
    assert.equal(await approvals.getByRole('button', { name: 'Approve' }).count(), 0, 'answered once');

    // The run learns it at its next renewal; the command does not deploy and fails, saying why.
    const ended = await waitFor('the run to end', async () => {
      const row = await app.db
        .selectFrom('runs')
        .selectAll()
        .where('id', '=', approval.run_id)
        .executeTakeFirstOrThrow();
      return row.status === 'failed' || row.status === 'completed' ? row : null;
    });
    assert.equal(ended.status, 'failed', runner.stderr());
    assert.match(
      ended.error ?? '',
      /Approval denied by Lena Lead: Not before the release review\. Not deploying\./,
    );
    const lines = await app.db
      .selectFrom('run_log_lines')
      .select('text')
      .where('run_id', '=', approval.run_id)
      .execute();
    assert.ok(!lines.some((line) => line.text.includes('deploying to staging.')), 'it did not deploy');
    await page.locator('.page-header .badge').getByText('Failed').waitFor();
    await page
      .getByText(/Not deploying/)
      .first()
      .waitFor();
    await t.check('run page, the approval denied and the run failed');
    await screenshot(t, 'approval-denied');

    // Nothing twice: one inbox item and one mail event for each approver (the lead and the owner).
    const approvers = [scene.owner.id, lead.id].sort((a, b) => a - b);
    const inbox = await app.db
      .selectFrom('inbox_items')
      .select('user_id')
      .where('kind', '=', 'approval')
      .where('run_id', '=', approval.run_id)
      .execute();
    const mails = await app.db
      .selectFrom('mail_events')
      .innerJoin('mail_messages', 'mail_messages.id', 'mail_events.mail_id')
      .select('mail_messages.user_id')
      .where('mail_events.approval_id', '=', approval.id)
      .execute();
    assert.deepEqual(
      inbox.map((row) => row.user_id).sort((a, b) => a - b),
      approvers,
    );
    assert.deepEqual(
      mails.map((row) => row.user_id!).sort((a, b) => a - b),
      approvers,
    );
    await t.finish();
  });
});
