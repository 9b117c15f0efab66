import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildIssue, buildMember, buildScene, buildTimeEntry } from '../helpers/factories.js';
import { givePassword, TEST_PASSWORD } from '../helpers/session.js';
import { addDays, weekStart } from '../../web/src/lib/calendar.js';

describe('the web interface: capacity', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('shows an absence against the week and over-allocation standing out', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const ada = await buildMember(app.db, scene.workspace, { name: 'Ada Byron', weeklyHours: 40 });
    const monday = weekStart(new Date().toISOString().slice(0, 10));
    await buildTimeEntry(app.db, scene.workspace, {
      actor_type: 'user',
      actor_id: ada.id,
      subject: 'absence',
      absence_kind: 'vacation',
      minutes: 480,
      spent_on: addDays(monday, 1),
    });
    const big = await buildIssue(app.db, scene.workspace, {
      title: 'Big job',
      status: 'todo',
      assignee_type: 'user',
      assignee_id: ada.id,
      estimate_minutes: 40 * 60,
    });
    await buildIssue(app.db, scene.workspace, {
      title: 'Not sized yet',
      status: 'backlog',
      assignee_type: 'user',
      assignee_id: ada.id,
    });
    const t = await openPage(browser);
    const { page } = t;
    // The server sums what each holds: the page, opened straight after signing in, asks for no issue list.
    const issueLists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/issues') issueLists.push(url.search);
    });
    const streaming = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/events',
    );
    await signIn(t, scene.owner.email, TEST_PASSWORD, '/login?next=/capacity');
    const table = page.getByRole('table', { name: 'Capacity' });
    const row = table.getByRole('row').filter({ hasText: 'Ada Byron' });
    await row.getByText('Over by 8 h').waitFor();
    const text = await textOf(row);
    // 40 weekly hours, 8 absent: 32 plannable against 40 assigned.
    assert.match(text, /40\s*8\s*–\s*32\s*40/);
    assert.match(text, /Over by 8 h/);
    assert.match(text, /\+ 1 without estimate/);
    assert.deepEqual(issueLists, []);
    await t.check('capacity');
    await screenshot(t, 'capacity');

    // An estimate changed elsewhere (another person, an agent, a script) shows without a reload.
    assert.equal((await streaming).status(), 200);
    const api = client(app, scene.token);
    const id = `${scene.workspace.issue_prefix}-${big.number}`;
    assert.equal((await api.patch(`/issues/${id}`, { estimate_minutes: 30 * 60 })).status, 200);
    await row.getByText('Over by 8 h').waitFor({ state: 'detached' });
    assert.match(await textOf(row), /40\s*8\s*–\s*32\s*30/);
    await t.finish();
  });
});
