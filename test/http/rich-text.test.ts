import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nowIso } from '../../src/clock.js';
import { sanitizeRichText } from '../../src/domain/html.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildProject, buildScene } from '../helpers/factories.js';
import { htmlDangers } from '../helpers/html-safety.js';
import { XSS_CORPUS } from '../helpers/xss-corpus.js';

/**
 * Every rich-text field of the contract, written and read back over HTTP with each known sanitiser
 * bypass: issue descriptions, comment bodies, article bodies, meeting agendas and minutes, and the
 * webhook payloads that forward issue descriptions and comments.
 */
describe('Rich text over HTTP', async () => {
  // Hundreds of requests from one token: the rate limit is not what this tests.
  const app = await startTestApp({ SERVICE_API_THROTTLE: '1000000' });

  async function setup() {
    const scene = await buildScene(app.db);
    const project = await buildProject(app.db, scene.workspace);
    const now = nowIso();
    await app.db
      .insertInto('webhooks')
      .values({
        workspace_id: scene.workspace.id,
        url: 'http://127.0.0.1:9/',
        events: JSON.stringify(['issue.created', 'issue.updated', 'comment.created']),
        secret: 'secret',
        state: 'active',
        stopped_at: null,
        sending_by: null,
        sending_job_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { ...scene, project, api: client(app, scene.token) };
  }

  /** Served HTML must be harmless to a browser and already in its sanitised form. */
  function assertSafe(html: unknown, where: string): void {
    assert.equal(typeof html === 'string' || html === null, true, `${where}: ${JSON.stringify(html)}`);
    if (html === null) return;
    const text = html as string;
    assert.deepEqual(htmlDangers(text), [], `${where}: ${text}`);
    assert.equal(sanitizeRichText(text), text, `${where} is not a fixed point`);
  }

  /** The rich-text strings of a webhook body: the issue's description, the comment's body, changes. */
  function richTextIn(value: unknown, key = ''): string[] {
    if (typeof value === 'string') return key === 'description' || key === 'body' ? [value] : [];
    if (Array.isArray(value)) return value.flatMap((item) => richTextIn(item, key));
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([k, v]) => richTextIn(v, ['from', 'to'].includes(k) ? key : k));
    }
    return [];
  }

  it('serves no script from any rich-text field, on write and on read, nor in webhooks', async () => {
    const { api, project, workspace } = await setup();
    const exercise = async ([name, attack]: readonly [string, string]) => {
      // Text before the attack, so a field that must hold text (a comment) is never refused for lack of it.
      const html = `<p>before</p>${attack}`;

      const issue = await api.post('/issues', { title: name, description: html });
      assert.equal(issue.status, 201, name);
      assertSafe(issue.body.data.description, `${name}: issue created`);
      const ref = issue.body.data.id as string;
      const changed = await api.patch(`/issues/${ref}`, { description: `<p>changed</p>${attack}` });
      assert.equal(changed.status, 200, name);
      assertSafe(changed.body.data.description, `${name}: issue changed`);
      assertSafe((await api.get(`/issues/${ref}`)).body.data.description, `${name}: issue read`);

      const comment = await api.post(`/issues/${ref}/comments`, { body: html });
      assert.equal(comment.status, 201, name);
      assertSafe(comment.body.data.body, `${name}: comment created`);
      const edited = await api.patch(`/issues/${ref}/comments/${comment.body.data.id}`, {
        body: `<p>edited</p>${attack}`,
      });
      assert.equal(edited.status, 200, name);
      assertSafe(edited.body.data.body, `${name}: comment edited`);
      for (const read of (await api.get(`/issues/${ref}/comments`)).body.data) {
        assertSafe(read.body, `${name}: comment read`);
      }

      const article = await api.post('/articles', { title: name, body: html, state: 'published' });
      assert.equal(article.status, 201, name);
      assertSafe(article.body.data.body, `${name}: article created`);
      const revised = await api.patch(`/articles/${article.body.data.id}`, {
        body: `<p>revised</p>${attack}`,
      });
      assert.equal(revised.status, 200, name);
      assertSafe(revised.body.data.body, `${name}: article changed`);
      assertSafe(
        (await api.get(`/articles/${article.body.data.id}`)).body.data.body,
        `${name}: article read`,
      );

      const meeting = await api.post('/meetings', {
        title: name,
        project: project.id,
        scheduled_for: '2030-03-04T10:00:00Z',
        agenda: html,
        minutes: html,
      });
      assert.equal(meeting.status, 201, name);
      assertSafe(meeting.body.data.agenda, `${name}: agenda created`);
      assertSafe(meeting.body.data.minutes, `${name}: minutes created`);
      const moved = await api.patch(`/meetings/${meeting.body.data.id}`, {
        agenda: `<p>agenda</p>${attack}`,
        minutes: `<p>minutes</p>${attack}`,
      });
      assert.equal(moved.status, 200, name);
      assertSafe(moved.body.data.agenda, `${name}: agenda changed`);
      assertSafe(moved.body.data.minutes, `${name}: minutes changed`);
      const read = (await api.get(`/meetings/${meeting.body.data.id}`)).body.data;
      assertSafe(read.agenda, `${name}: agenda read`);
      assertSafe(read.minutes, `${name}: minutes read`);
    };
    // A few attacks at a time: each one's requests in order, the attacks side by side.
    for (let start = 0; start < XSS_CORPUS.length; start += 6) {
      await Promise.all(XSS_CORPUS.slice(start, start + 6).map(exercise));
    }

    const deliveries = await app.db
      .selectFrom('webhook_deliveries')
      .select(['event', 'body'])
      .where('workspace_id', '=', workspace.id)
      .execute();
    const events = new Set(deliveries.map((delivery) => delivery.event));
    assert.deepEqual([...events].sort(), ['comment.created', 'issue.created', 'issue.updated']);
    let checked = 0;
    for (const delivery of deliveries) {
      for (const html of richTextIn(JSON.parse(delivery.body))) {
        assertSafe(html, `${delivery.event} webhook`);
        checked += 1;
      }
    }
    // Every issue.created and comment.created carries one; the walk found them.
    assert.ok(checked >= 2 * XSS_CORPUS.length, `${checked} rich-text values in webhooks`);
  });

  it('keeps meeting notes and acceptance criteria as the plain text written, never as HTML', async () => {
    const { api, project } = await setup();
    const notes = '<b>x</b> & <img src=x onerror=alert(1)> <xmp>kept</xmp>';
    const meeting = await api.post('/meetings', {
      title: 'Sync',
      project: project.id,
      scheduled_for: '2030-03-04T10:00:00Z',
      notes,
    });
    assert.equal(meeting.status, 201);
    assert.equal(meeting.body.data.notes, notes);
    assert.equal((await api.get(`/meetings/${meeting.body.data.id}`)).body.data.notes, notes);
    const changed = await api.patch(`/meetings/${meeting.body.data.id}`, { notes: '<b>x</b>' });
    assert.equal(changed.body.data.notes, '<b>x</b>');
    assert.equal((await api.get(`/meetings/${meeting.body.data.id}`)).body.data.notes, '<b>x</b>');
    const stored = await app.db
      .selectFrom('meetings')
      .select('notes')
      .where('id', '=', meeting.body.data.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.notes, '<b>x</b>');

    const criteria = ['<b>fast</b> & <i>safe</i>'];
    const issue = await api.post('/issues', { title: 'Plain', acceptance_criteria: criteria });
    assert.equal(issue.status, 201);
    assert.deepEqual(issue.body.data.acceptance_criteria, criteria);
    const read = await api.get(`/issues/${issue.body.data.id}`);
    assert.deepEqual(read.body.data.acceptance_criteria, criteria);
  });
});
