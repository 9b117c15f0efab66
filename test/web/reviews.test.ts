import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { createIntegration, deliver, pullRequestPayload } from '../helpers/code-host.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildRuntime,
  buildScene,
  buildTimeEntry,
} from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: reviews of agents’ work (issue 39)', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('pull request → the present reviewer with the fewest reviews → changes → the run resumes → approved → merged → done', async () => {
    const scene = await buildScene(app.db);
    const { workspace } = scene;
    const agent = await buildAgent(app.db, workspace, { name: 'Coder' });
    const runtime = await buildRuntime(app.db, workspace, { agents: [agent] });
    const runner = daemon(app, runtime.token);
    // Ann would win every tie (lowest id) but is away today; Cy is present but already has a review.
    const ann = await buildMember(app.db, workspace, { name: 'Ann Absent' });
    const bob = await buildMember(app.db, workspace, { name: 'Bob Reviewer' });
    const cy = await buildMember(app.db, workspace, { name: 'Cy Busy' });
    await givePassword(app, bob.id, PASSWORD);
    await buildTimeEntry(app.db, workspace, {
      actor_type: 'user',
      actor_id: ann.id,
      subject: 'absence',
      absence_kind: 'vacation',
      minutes: 480,
      spent_on: new Date().toISOString().slice(0, 10),
    });
    const api = client(app, scene.token);
    const project = (
      await api.post('/projects', { name: 'Web', review_required: true, reviewers: [ann.id, bob.id, cy.id] })
    ).body.data;
    const busy = await buildIssue(app.db, workspace, { status: 'in_review', project_id: project.id });
    await app.db
      .insertInto('issue_reviews')
      .values({
        workspace_id: workspace.id,
        issue_id: busy.id,
        round: 1,
        agent_id: agent.id,
        run_id: null,
        reviewer_id: cy.id,
        decision: null,
        body: null,
        comment_id: null,
        requested_at: new Date().toISOString(),
        decided_at: null,
      })
      .execute();
    const integration = await createIntegration(app, workspace);

    const issue = (
      await api.post('/issues', {
        title: 'Trim the email',
        project_id: project.id,
        assignee: `agent:${agent.id}`,
      })
    ).body.data;
    const identifier = issue.id as string;
    const pr = pullRequestPayload('pull_request.opened', { title: `Trim the email (${identifier})` });
    const delivery = { type: 'pull_request', url: pr.pull_request.html_url, state: 'open' };
    const first = (await runner.claim()).body.data;
    await runner.complete(first.run.id, first.lease.token, { deliveries: [delivery], session_id: 'sess-1' });
    assert.equal((await deliver(app, integration, 'pull_request', pr)).status, 200);

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, bob.email, PASSWORD, '/login?next=/inbox');
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    await page.getByText('Coder delivered work for your review').waitFor();
    await page.getByRole('button', { name: 'Awaiting my review' }).click();
    const awaiting = page.getByRole('region', { name: /1 issue awaiting your review/ });
    await awaiting.getByRole('link', { name: new RegExp(identifier) }).waitFor();
    await t.check('awaiting my review');
    await screenshot(t, 'reviews-awaiting');
    await awaiting.getByRole('link', { name: new RegExp(identifier) }).click();

    await page.getByRole('heading', { name: 'Trim the email', level: 1 }).waitFor();
    const review = page.getByRole('region', { name: 'Review', exact: true });
    await review.getByText('Reviewer: Bob Reviewer').waitFor();
    await review.getByText('Waiting for review').waitFor();
    await t.check('issue waiting for my review');
    await screenshot(t, 'reviews-issue');
    await review.getByLabel('What should change').fill('Keep the plus addressing, please.');
    await review.getByRole('button', { name: 'Request changes' }).click();
    await review.getByText('Changes requested').waitFor();
    await page.getByText('Keep the plus addressing, please.').first().waitFor();

    // The agent's next run takes the feedback up, resuming its session.
    const second = (await runner.claim()).body.data;
    assert.equal(second.context.run.trigger, 'review');
    assert.equal(second.context.previous_session_id, 'sess-1');
    assert.match(second.context.comment.body, /plus addressing/);
    await runner.complete(second.run.id, second.lease.token, {
      deliveries: [delivery],
      session_id: 'sess-1',
    });

    await review.getByRole('button', { name: 'Approve' }).waitFor();
    await review.getByRole('button', { name: 'Approve' }).click();
    await review.getByText('Approved').waitFor();
    assert.equal((await api.get(`/issues/${identifier}`)).body.data.status, 'in_review');

    const merged = await deliver(
      app,
      integration,
      'pull_request',
      pullRequestPayload('pull_request.closed-merged', { title: `Trim the email (${identifier})` }),
    );
    assert.equal(merged.status, 200, merged.text);
    assert.equal((await api.get(`/issues/${identifier}`)).body.data.status, 'done');
    await t.check('issue approved and merged');
    await screenshot(t, 'reviews-done');

    // Every notification: Bob asked once per round; nothing to Ann (away) or Cy; nothing twice.
    const inbox = await app.db
      .selectFrom('inbox_items')
      .select(['user_id', 'kind', 'issue_id', 'comment_id', 'run_id'])
      .where('workspace_id', '=', workspace.id)
      .execute();
    const mails = await app.db
      .selectFrom('mail_events')
      .innerJoin('mail_messages', 'mail_messages.id', 'mail_events.mail_id')
      .select(['mail_messages.user_id', 'mail_events.kind', 'mail_events.run_id', 'mail_events.comment_id'])
      .where('mail_messages.workspace_id', '=', workspace.id)
      .execute();
    const reviewInbox = inbox.filter((item) => item.kind === 'review_requested');
    assert.deepEqual(
      reviewInbox.map((item) => item.user_id),
      [bob.id, bob.id],
    );
    assert.deepEqual(
      mails.filter((mail) => mail.kind === 'review_requested').map((mail) => mail.user_id),
      [bob.id, bob.id],
    );
    for (const absent of [ann.id, cy.id]) {
      assert.equal(inbox.filter((item) => item.user_id === absent).length, 0);
      assert.equal(mails.filter((mail) => mail.user_id === absent).length, 0);
    }
    const keys = [
      ...inbox.map((item) => `inbox ${JSON.stringify(item)}`),
      ...mails.map((mail) => `mail ${JSON.stringify(mail)}`),
    ];
    assert.equal(new Set(keys).size, keys.length, `nothing twice: ${keys.join('\n')}`);
    await t.finish();
  });

  it('Administration sets a project’s review and reviewers, and the workspace’s max open reviews', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const dora = await buildMember(app.db, scene.workspace, { name: 'Dora Reviewer' });
    const api = client(app, scene.token);
    const project = (await api.post('/projects', { name: 'Checkout' })).body.data;
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/admin/projects');
    const row = page.getByRole('listitem').filter({ hasText: 'Checkout' });
    await row.getByText('Review: off').click();
    // Each change is saved at once; the box shows the saved state.
    await row.getByRole('checkbox', { name: 'Agents’ deliveries on Checkout need a review' }).click();
    await row.getByText('Review: by the assigner').waitFor();
    await row.getByRole('checkbox', { name: 'Dora Reviewer' }).click();
    await row.getByText('Review: 1 reviewer').waitFor();
    await t.check('project review settings');
    await screenshot(t, 'reviews-project-settings');
    const read = (await api.get(`/projects/${project.id}`)).body.data;
    assert.equal(read.review_required, true);
    assert.deepEqual(read.reviewers, [dora.id]);

    await page.goto('/admin/workspace');
    await page.getByLabel('Max open reviews per reviewer').fill('2');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    const stored = await app.db
      .selectFrom('workspaces')
      .select('max_open_reviews')
      .where('id', '=', scene.workspace.id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(stored.max_open_reviews), 2);
    await t.finish();
  });
});
