import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildIssue, buildScene } from '../helpers/factories.js';

describe('422 messages name the expected form', async () => {
  const app = await startTestApp();

  it('says what an actor key, a date and a date-time look like', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);

    const assignee = await api.post('/issues', { title: 'A', assignee: 'ada' });
    assert.equal(assignee.status, 422);
    assert.deepEqual(assignee.body.errors.assignee, [
      'The assignee field must be an actor key such as user:3 or agent:2, or null.',
    ]);

    const due = await api.post('/issues', { title: 'A', due_date: '22/11/2026' });
    assert.deepEqual(due.body.errors.due_date, [
      'The due_date field must be a date in the form YYYY-MM-DD, in the years 1900–2199, or null.',
    ]);

    const filter = await api.get('/issues?assignee=ada');
    assert.equal(filter.status, 422);
    assert.deepEqual(filter.body.errors.assignee, [
      'The assignee parameter must be an actor key such as user:3 or agent:2, or none.',
    ]);
    assert.equal(filter.body.message, filter.body.errors.assignee[0]);

    const lead = await api.post('/projects', { name: 'P', lead: 'ada' });
    assert.deepEqual(lead.body.errors.lead, [
      'The lead field must be an actor key such as user:3 or agent:2, or null.',
    ]);

    const meeting = await api.post('/meetings', { title: 'M', scheduled_for: 'tomorrow' });
    assert.equal(meeting.status, 422);
    assert.match(meeting.body.errors.scheduled_for[0], /ISO 8601 form, such as 2026-11-22T09:30:00Z/);
  });

  it('names both accepted types of a union that a value fits neither of', async () => {
    const scene = await buildScene(app.db);
    const res = await client(app, scene.token).post('/issues', { title: 'A', parent_id: true });
    assert.deepEqual(res.body.errors.parent_id, [
      'The parent_id field must be a string or an integer, or null.',
    ]);
  });
});

describe('An empty body with Content-Type: application/json', async () => {
  const app = await startTestApp();
  const emptyJson = { 'content-type': 'application/json' };

  it('is accepted on a request that takes no body', async () => {
    const scene = await buildScene(app.db);
    const ref = async () =>
      `${scene.workspace.issue_prefix}-${(await buildIssue(app.db, scene.workspace)).number}`;
    const api = client(app, scene.token);
    const deleted = await api.request('DELETE', `/issues/${await ref()}`, '', emptyJson);
    assert.equal(deleted.status, 204, deleted.text);
    const timer = await api.request('POST', `/issues/${await ref()}/timer`, '', emptyJson);
    assert.equal(timer.status, 201, timer.text);
    const stopped = await api.request('POST', '/timer/stop', '', emptyJson);
    assert.equal(stopped.status, 201, stopped.text);
  });

  it('answers 422 naming the body on a request that needs one', async () => {
    const scene = await buildScene(app.db);
    const res = await client(app, scene.token).request('POST', '/issues', '', emptyJson);
    assert.equal(res.status, 422);
    assert.ok(res.body.errors);
  });
});
