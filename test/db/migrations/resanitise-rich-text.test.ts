import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { up as resanitise } from '../../../src/db/migrations/20261125140100_resanitise_rich_text.js';
import { client, startTestApp } from '../../helpers/app.js';
import { buildProject, buildScene } from '../../helpers/factories.js';
import { htmlDangers } from '../../helpers/html-safety.js';

/** What the old sanitiser (sanitize-html 2.17.3) stored for `<p>hi</p><xmp><img src=x onerror=alert(1)></xmp>`. */
const STORED_BY_THE_OLD_SANITISER = '<p>hi</p><img src=x onerror=alert(1)>';

describe('Migration: rich text stored before the hardening is sanitised again', async () => {
  const app = await startTestApp();

  it('cleans every rich-text column, leaves clean rows and their updated_at alone', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const project = await buildProject(app.db, scene.workspace);
    const issue = (await api.post('/issues', { title: 'Old', description: '<p>hi</p>' })).body.data;
    const onlyPayload = (await api.post('/issues', { title: 'Only', description: '<p>x</p>' })).body.data;
    const clean = (await api.post('/issues', { title: 'Clean', description: '<p>fine</p>' })).body.data;
    const comment = (await api.post(`/issues/${issue.id}/comments`, { body: '<p>hi</p>' })).body.data;
    const article = (await api.post('/articles', { title: 'Old', body: '<p>hi</p>' })).body.data;
    const meeting = (
      await api.post('/meetings', {
        title: 'Old',
        project: project.id,
        scheduled_for: '2030-03-04T10:00:00Z',
      })
    ).body.data;

    await app.db
      .updateTable('issues')
      .set({ description: STORED_BY_THE_OLD_SANITISER })
      .where('number', '=', issue.number)
      .where('workspace_id', '=', scene.workspace.id)
      .execute();
    await app.db
      .updateTable('issues')
      .set({ description: '<script>alert(1)</script>' })
      .where('number', '=', onlyPayload.number)
      .where('workspace_id', '=', scene.workspace.id)
      .execute();
    await app.db
      .updateTable('comments')
      .set({ body: STORED_BY_THE_OLD_SANITISER })
      .where('id', '=', comment.id)
      .execute();
    await app.db
      .updateTable('articles')
      .set({ body: STORED_BY_THE_OLD_SANITISER })
      .where('id', '=', article.id)
      .execute();
    await app.db
      .updateTable('meetings')
      .set({ agenda: STORED_BY_THE_OLD_SANITISER, minutes: STORED_BY_THE_OLD_SANITISER })
      .where('id', '=', meeting.id)
      .execute();
    const cleanBefore = (await api.get(`/issues/${clean.id}`)).body.data;

    await resanitise(app.db);

    const served = [
      (await api.get(`/issues/${issue.id}`)).body.data.description,
      (await api.get(`/issues/${issue.id}/comments`)).body.data[0].body,
      (await api.get(`/articles/${article.id}`)).body.data.body,
      (await api.get(`/meetings/${meeting.id}`)).body.data.agenda,
      (await api.get(`/meetings/${meeting.id}`)).body.data.minutes,
    ];
    assert.deepEqual(served, Array(5).fill('<p>hi</p><img src="x" />'));
    for (const html of served) assert.deepEqual(htmlDangers(html as string), []);
    // A description with nothing left is no description, as when it is written so.
    assert.equal((await api.get(`/issues/${onlyPayload.id}`)).body.data.description, null);
    assert.deepEqual((await api.get(`/issues/${clean.id}`)).body.data, cleanBefore);
  });
});
