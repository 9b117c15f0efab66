import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildMember, buildProject, buildScene } from '../helpers/factories.js';
import { givePassword, TEST_PASSWORD } from '../helpers/session.js';

describe('the web interface: meetings', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('schedules a meeting, writes and sends the minutes (then locked, notes still writable), cancels it', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    await buildProject(app.db, scene.workspace, { name: 'Website' });
    const ada = await buildMember(app.db, scene.workspace, { name: 'Ada Byron' });
    const api = client(app, scene.token);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.getByRole('link', { name: 'Meetings' }).click();
    await page.getByRole('heading', { name: 'Meetings', level: 1 }).waitFor();
    await page.getByText('Nothing scheduled').waitFor();
    await t.check('meetings, none yet');
    await screenshot(t, 'meetings-empty');

    await page.getByRole('button', { name: 'Schedule meeting' }).click();
    const form = page.getByRole('form', { name: 'Schedule a meeting' });
    await form.getByLabel('Title').fill('Weekly planning');
    await form.getByLabel('Location').fill('Room 4');
    await form.getByLabel('Repeats').selectOption('weekly');
    await form.getByLabel('Number of meetings').fill('3');
    await form.getByLabel('Ada Byron').check();
    await t.check('schedule form');
    await screenshot(t, 'meetings-schedule');
    await form.getByRole('button', { name: 'Schedule' }).click();

    await page.getByRole('heading', { name: 'Weekly planning', level: 1 }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    assert.match(await textOf(page.getByRole('list', { name: 'Attendees' })), /Ada Byron/);
    await page.getByRole('list', { name: 'Meetings of this series' }).getByRole('listitem').nth(2).waitFor();

    await page.getByRole('textbox', { name: 'Agenda' }).fill('Review the roadmap');
    await page.getByRole('button', { name: 'Save agenda' }).click();
    await page
      .getByRole('button', { name: 'Save agenda' })
      .and(page.locator(':disabled:not([aria-busy])'))
      .waitFor();
    await page.getByRole('textbox', { name: 'Minutes' }).fill('We agreed on the launch date.');
    await page.getByRole('button', { name: 'Save minutes' }).click();
    await page
      .getByRole('button', { name: 'Save minutes' })
      .and(page.locator(':disabled:not([aria-busy])'))
      .waitFor();

    // An action item becomes an issue of the meeting, linked to its page.
    await page.getByLabel('New action item').fill('Book the venue');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const item = page.getByRole('link', { name: 'Book the venue' });
    await item.waitFor();
    assert.match((await item.getAttribute('href')) ?? '', /^\/issues\/[A-Z]+-1$/);

    await page.getByRole('textbox', { name: 'Notes' }).fill('Ask about the budget.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await page
      .getByRole('button', { name: 'Save notes' })
      .and(page.locator(':disabled:not([aria-busy])'))
      .waitFor();
    await t.check('meeting with minutes');
    await screenshot(t, 'meeting-draft');

    await page.getByRole('button', { name: 'Send minutes' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send minutes' }).click();
    await page.getByText(/Sent .* · locked/).waitFor();
    // Mail is off in this test app: the page says so, and that the attendee has them in the inbox.
    await page
      .getByRole('status')
      .filter({ hasText: 'Mail is off on this server, so the 1 attendee was not mailed' })
      .filter({ hasText: 'they find the minutes in their inbox' })
      .waitFor();
    const adaItems = await app.db
      .selectFrom('inbox_items')
      .select(['kind', 'meeting_id'])
      .where('user_id', '=', ada.id)
      .execute();
    assert.deepEqual(adaItems, [{ kind: 'minutes', meeting_id: id }]);
    assert.equal(await page.getByRole('textbox', { name: 'Minutes' }).count(), 0);
    assert.match(await textOf(page.getByRole('region', { name: 'Minutes' })), /launch date/);
    // The API agrees: the minutes are locked, the notes are not.
    assert.equal((await api.patch(`/meetings/${id}`, { minutes: 'changed' })).status, 409);
    await page.getByRole('textbox', { name: 'Notes' }).fill('Budget approved.');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await page
      .getByRole('button', { name: 'Save notes' })
      .and(page.locator(':disabled:not([aria-busy])'))
      .waitFor();
    assert.equal((await api.get(`/meetings/${id}`)).body.data.notes, 'Budget approved.');
    await t.check('minutes sent');
    await screenshot(t, 'meeting-minuted');

    await page.getByRole('button', { name: 'Cancel meeting' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel meeting' }).click();
    await page.getByText(/This meeting was canceled/).waitFor();
    assert.equal((await api.get(`/meetings/${id}`)).body.data.status, 'canceled');
    await t.check('meeting canceled');
    await screenshot(t, 'meeting-canceled');

    // The list (all meetings) shows it canceled beside the rest of the series.
    await page.getByRole('link', { name: 'Meetings', exact: true }).first().click();
    await page.getByLabel('When').selectOption('all');
    const rows = page.getByRole('listitem').filter({ hasText: 'Weekly planning' });
    await rows.nth(2).waitFor();
    await rows.filter({ hasText: 'Canceled' }).first().waitFor();
    await screenshot(t, 'meetings-list');

    // Another member sees the meeting but not the organiser's notes.
    await givePassword(app, ada.id, TEST_PASSWORD);
    const other = await openPage(browser);
    await signIn(other, ada.email, TEST_PASSWORD);
    await other.page.goto(`/meetings/${id}`);
    await other.page.getByRole('heading', { name: 'Weekly planning', level: 1 }).waitFor();
    await other.page.getByRole('region', { name: 'Minutes' }).waitFor();
    assert.equal(await other.page.getByRole('textbox', { name: 'Notes' }).count(), 0);
    assert.equal(await other.page.getByRole('button', { name: 'Cancel meeting' }).count(), 0);
    await other.check('meeting as an attendee');
    await other.finish();
    await t.finish();
  });
});
