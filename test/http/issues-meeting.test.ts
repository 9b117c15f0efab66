import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildProject, buildScene } from '../helpers/factories.js';

/** decisions §6.3: POST /issues with `meeting` makes the issue one of the meeting's action items. */
describe('Issues opened from a meeting', async () => {
  const app = await startTestApp();

  async function meetingIn(scene: Awaited<ReturnType<typeof buildScene>>) {
    const project = await buildProject(app.db, scene.workspace);
    const res = await client(app, scene.token).post('/meetings', {
      title: 'Planning',
      project: project.id,
      scheduled_for: '2026-12-01T10:00:00Z',
      duration_minutes: 30,
    });
    assert.equal(res.status, 201, res.text);
    return res.body.data.id as string;
  }

  it('lists the issue among the action items and refuses its deletion naming the meeting minutes', async () => {
    const scene = await buildScene(app.db);
    const meeting = await meetingIn(scene);
    const api = client(app, scene.token);
    const created = await api.post('/issues', { title: 'Follow up', meeting: meeting.toLowerCase() });
    assert.equal(created.status, 201, created.text);
    const identifier = created.body.data.id as string;

    const shown = await api.get(`/meetings/${meeting}`);
    assert.deepEqual(shown.body.data.action_items, [{ identifier, title: 'Follow up', status: 'backlog' }]);

    const refused = await api.delete(`/issues/${identifier}`);
    assert.equal(refused.status, 422);
    assert.ok(refused.body.errors.meeting_minutes, refused.text);
    assert.equal((await api.get(`/issues/${identifier}`)).status, 200);
  });

  it('refuses a meeting of another workspace or a value that is no meeting with 422 on meeting', async () => {
    const scene = await buildScene(app.db);
    const foreign = await meetingIn(await buildScene(app.db));
    const api = client(app, scene.token);
    for (const meeting of [foreign, 'not-a-ulid', '01HZZZZZZZZZZZZZZZZZZZZZZZ']) {
      const res = await api.post('/issues', { title: 'X', meeting });
      assert.equal(res.status, 422, meeting);
      assert.ok(res.body.errors.meeting, res.text);
    }
    assert.equal((await api.get('/issues')).body.meta.total, 0);
  });
});
