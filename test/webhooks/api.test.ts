import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { EVENT_NAMES } from '../../src/schemas/enums.js';
import { verifyWebhook } from '../../src/webhooks/verify.js';
import { client, startTestApp } from '../helpers/app.js';
import { buildMember, buildScene } from '../helpers/factories.js';
import { SECRET, buildWebhook, startReceiver, startWorker, until } from './helpers.js';

/** Through the API: the writes of the resource issues emit, the worker of `tandem serve` delivers. */
describe('Webhooks from API writes', async () => {
  const app = await startTestApp();
  // Hardly polling: these deliveries can only arrive this fast because the write wakes the worker (in
  // this process at once; on PostgreSQL also by NOTIFY at commit).
  const worker = await startWorker(app.database, app.config, { pollIntervalMs: 60_000 });
  const receiver = await startReceiver();
  after(async () => {
    await worker.stop();
    await receiver.close();
  });

  const eventsAfter = (from: number) =>
    receiver.requests.slice(from).map((request) => ({
      event: String(request.headers['x-service-event']),
      body: JSON.parse(request.body.toString()),
      request,
    }));

  it('sends issue.created on POST /issues, and status and assignee events besides issue.updated on PATCH', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const person = await buildMember(app.db, scene.workspace, { role: 'member' });
    await buildWebhook(app.db, scene.workspace, receiver.url, [...EVENT_NAMES]);

    const start = receiver.requests.length;
    const created = await api.post('/issues', { title: 'Webhook me' });
    assert.equal(created.status, 201, created.text);
    const issueId = created.body.data.id as string;
    await until(() => receiver.requests.length >= start + 1, 10_000, 'issue.created');
    const [opened] = eventsAfter(start);
    assert.equal(opened!.event, 'issue.created');
    assert.equal(opened!.body.workspace, scene.workspace.slug);
    assert.equal(opened!.body.data.id, issueId);
    assert.equal(opened!.body.data.title, 'Webhook me');
    assert.ok(verifyWebhook(SECRET, opened!.request.headers, opened!.request.body));

    const next = receiver.requests.length;
    const patched = await api.patch(`/issues/${issueId}`, {
      status: 'in_progress',
      assignee: `user:${person.id}`,
    });
    assert.equal(patched.status, 200, patched.text);
    await until(() => receiver.requests.length >= next + 3, 10_000, 'three events from one save');
    // Sent in parallel, they may arrive in any order; their delivery ids sort in the order emitted.
    const saved = eventsAfter(next).sort((a, b) =>
      String(a.request.headers['x-service-delivery']).localeCompare(
        String(b.request.headers['x-service-delivery']),
      ),
    );
    assert.deepEqual(
      saved.map((entry) => entry.event),
      ['issue.updated', 'issue.status_changed', 'issue.assigned'],
      'one save, several events, emitted in this order',
    );
    assert.deepEqual(Object.keys(saved[1]!.body.data).sort(), ['assignee', 'id', 'status', 'title', 'url']);
    assert.equal(saved[1]!.body.data.status, 'in_progress');
    assert.deepEqual(saved[1]!.body.data.assignee, { type: 'user', id: person.id, name: person.name });
    const ids = new Set(saved.map((entry) => entry.request.headers['x-service-delivery']));
    assert.equal(ids.size, 3, 'each event is its own delivery');

    const commentStart = receiver.requests.length;
    const comment = await api.post(`/issues/${issueId}/comments`, { body: '<p>Hello hooks</p>' });
    assert.equal(comment.status, 201, comment.text);
    await until(() => receiver.requests.length >= commentStart + 1, 10_000, 'comment.created');
    const [commented] = eventsAfter(commentStart);
    assert.equal(commented!.event, 'comment.created');
    assert.equal(commented!.body.data.issue, issueId);
    const edited = await api.patch(`/issues/${issueId}/comments/${comment.body.data.id}`, {
      body: '<p>Edited</p>',
    });
    assert.equal(edited.status, 200, edited.text);
    const withdrawn = await api.delete(`/issues/${issueId}/comments/${comment.body.data.id}`);
    assert.ok(withdrawn.status < 300, withdrawn.text);
    const deliveries = await app.db
      .selectFrom('webhook_deliveries')
      .select('event')
      .where('workspace_id', '=', scene.workspace.id)
      .execute();
    assert.equal(
      deliveries.filter((row) => row.event.startsWith('comment.')).length,
      1,
      'editing and withdrawing a comment send nothing',
    );
  });

  it('sends nothing for a write that fails validation', async () => {
    const scene = await buildScene(app.db);
    await buildWebhook(app.db, scene.workspace, receiver.url, [...EVENT_NAMES]);
    const refused = await client(app, scene.token).post('/issues', { title: '' });
    assert.equal(refused.status, 422);
    const rows = await app.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('workspace_id', '=', scene.workspace.id)
      .execute();
    assert.equal(rows.length, 0);
  });
});
