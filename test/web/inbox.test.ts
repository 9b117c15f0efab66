import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildMember,
  buildProject,
  buildRuntime,
  buildScene,
  buildToken,
} from '../helpers/factories.js';
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

  it('shows a failed run and an offline runtime, and opens the run', async () => {
    const { announceOfflineRuntimes } = await import('../../src/domain/runs/runtime-alerts.js');
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const api = client(app, scene.token);
    const agent = await buildAgent(app.db, scene.workspace, {
      name: 'Builder',
      owner_user_id: scene.owner.id,
    });
    const runtime = await buildRuntime(app.db, scene.workspace, { name: 'night-box', agents: [agent] });
    const runner = daemon(app, runtime.token);
    const issue = (await api.post('/issues', { title: 'Nightly build' })).body.data;
    await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id });
    const claim = (await runner.claim()).body.data;
    await runner.fail(claim.run.id, claim.lease.token, { error: 'npm test exited 1' });
    await api.post(`/issues/${issue.id}/runs`, { agent_id: agent.id });
    const past = new Date(Date.now() - 10 * 60_000).toISOString();
    await app.db
      .updateTable('agent_runtimes')
      .set({ last_seen_at: past })
      .where('id', '=', runtime.id)
      .execute();
    assert.equal(await announceOfflineRuntimes(app.db, app.system), 1);

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/inbox');
    const offline = page.getByRole('listitem').filter({ hasText: 'Runtime offline' });
    await offline.getByText('A runtime with queued work went offline').waitFor();
    await offline.getByText(/Runtime "night-box" has not been heard from since/).waitFor();
    const failed = page.getByRole('listitem').filter({ hasText: 'Nightly build' });
    await failed.getByText('A run of Builder failed').waitFor();
    await failed.getByText('Failed (reported): npm test exited 1').waitFor();
    await t.check('inbox with a failed run and an offline runtime');
    await screenshot(t, 'inbox-failures');

    await page.getByRole('button', { name: new RegExp(`${issue.id} Nightly build`) }).click();
    await page.waitForURL(`**/runs/${claim.run.id}`);

    // The runner of the second run is lost: the run waits out its backoff, and its page says until when.
    const { sweepExpiredLeases } = await import('../../src/domain/runs/run-lifecycle.js');
    const second = (await runner.claim()).body.data;
    await app.db
      .updateTable('runs')
      .set({ lease_expires_at: past })
      .where('id', '=', second.run.id)
      .execute();
    assert.deepEqual(await sweepExpiredLeases(app.db, app.system, { settings: { maxAttempts: 3 } }), {
      requeued: 1,
      failed: 0,
    });
    await page.goto(`/runs/${second.run.id}`);
    await page
      .getByText(/Attempt 1 did not finish \(its runner was lost or it stalled\); it is tried again/)
      .waitFor();
    await t.check('a run waiting for its next attempt');
    await t.finish();
  });
  it('shows sent minutes as an item that opens the meeting (issue 37)', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const organiser = await buildMember(app.db, scene.workspace, { name: 'Rosalind Franklin' });
    const organiserApi = client(app, (await buildToken(app.db, scene.workspace, organiser)).token);
    const project = await buildProject(app.db, scene.workspace, { name: 'Lab' });
    const meeting = (
      await organiserApi.post('/meetings', {
        title: 'Crystal review',
        project: project.id,
        scheduled_for: new Date(Date.now() - 3_600_000).toISOString(),
        attendees: [{ actor: `user:${organiser.id}` }, { actor: `user:${scene.owner.id}` }],
      })
    ).body.data;
    await organiserApi.patch(`/meetings/${meeting.id}`, { minutes: '<p>Photo 51 is sharp.</p>' });
    assert.equal((await organiserApi.post(`/meetings/${meeting.id}/minutes/send`)).status, 201);

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD, '/login?next=/inbox');
    const item = page.getByRole('listitem').filter({ hasText: 'Minutes: Crystal review' });
    await item.getByText('Rosalind Franklin sent the minutes').waitFor();
    await item.getByText('Unread').waitFor();
    await t.check('inbox with sent minutes');
    await page.getByRole('button', { name: 'Minutes: Crystal review' }).click();
    await page.getByRole('heading', { name: 'Crystal review', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/meetings/${meeting.id}`);
    await t.finish();
  });
});
