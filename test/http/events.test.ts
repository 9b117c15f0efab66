import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nowIso } from '../../src/clock.js';
import { emitEvent } from '../../src/domain/events.js';
import { insertLiveEvents } from '../../src/repositories/live-events.js';
import { client, startNode, startTestApp, TEST_APP_URL } from '../helpers/app.js';
import { buildAgent, buildMember, buildScene, buildToken } from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';
import { openEventStream, type EventStream } from '../helpers/sse.js';
import { png, upload } from '../helpers/attachment-files.js';

describe('GET /events (live workspace events)', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    return { ...scene, api: client(app, scene.token) };
  }

  async function open(token: string | null, headers: Record<string, string> = {}, baseUrl = app.baseUrl) {
    const stream = await openEventStream(baseUrl, '/events', token, headers);
    assert.equal(stream.status, 200);
    await stream.next('ready');
    return stream;
  }

  async function withStream<T>(stream: EventStream, body: (s: EventStream) => Promise<T>): Promise<T> {
    try {
      return await body(stream);
    } finally {
      stream.close();
    }
  }

  it('streams every event of the workspace with its id, name, time and object (no webhook envelope)', async () => {
    const { api, token } = await setup();
    await withStream(await open(token), async (stream) => {
      assert.match(stream.headers.get('content-type') ?? '', /^text\/event-stream/);
      assert.match(stream.headers.get('cache-control') ?? '', /no-cache/);
      assert.equal(stream.headers.get('x-accel-buffering'), 'no');
      const ready = stream.events[0]!;
      assert.equal(ready.id, String(ready.data.last_event_id));

      const created = await api.post('/issues', { title: 'Live one' });
      assert.equal(created.status, 201);
      const event = await stream.next('issue.created');
      assert.deepEqual(Object.keys(event.data), ['occurred_at', 'object']);
      // The description's shape of a message is the one sent.
      const described = (await (await fetch(`${app.baseUrl}/api/v1/openapi.json`)).json()) as any;
      const shape = described.paths['/api/v1/events'].get.responses['200'].content['text/event-stream'];
      assert.deepEqual(shape['x-event-data'].required, Object.keys(event.data));
      assert.match(event.data.occurred_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      const { url, ...issue } = event.data.object;
      assert.deepEqual(issue, created.body.data);
      assert.equal(url, `${TEST_APP_URL}/api/v1/issues/${created.body.data.id}`);
      assert.ok(Number(event.id) > Number(ready.id));

      await api.patch(`/issues/${created.body.data.id}`, { status: 'in_progress' });
      const changed = await stream.next('issue.status_changed');
      const updated = await stream.next('issue.updated');
      assert.equal(changed.data.object.status, 'in_progress');
      assert.ok(Number(updated.id) > Number(event.id) && Number(changed.id) > Number(event.id));
      assert.notEqual(updated.id, changed.id);
      await api.post(`/issues/${created.body.data.id}/comments`, { body: 'Hello' });
      assert.equal((await stream.next('comment.created')).data.object.body, 'Hello');
    });
  });

  it('streams attachments added and removed (live-only events, no webhook delivery)', async () => {
    const { api, token } = await setup();
    const issue = (await api.post('/issues', { title: 'With files' })).body.data as { id: string };
    await withStream(await open(token), async (stream) => {
      const uploaded = await upload(api, issue.id, 'shot.png', await png());
      assert.equal(uploaded.status, 201, uploaded.text);
      const created = await stream.next('attachment.created');
      assert.deepEqual(created.data.object, { ...uploaded.body.data, issue: issue.id, comment: null });
      assert.equal((await api.delete(`/attachments/${uploaded.body.data.id}`)).status, 204);
      const deleted = await stream.next('attachment.deleted');
      assert.deepEqual(deleted.data.object, { id: uploaded.body.data.id, issue: issue.id, comment: null });
    });
  });

  it('leaves out of an object the keys that never leave the service, at any depth', async () => {
    const { token, workspace } = await setup();
    await withStream(await open(token), async (stream) => {
      await emitEvent(app.db, workspace, 'run.failed', {
        id: 'leaky-run',
        custom_env: { TOKEN: 'x' },
        agent: { id: 0, name: 'a', instructions: 'secret', mcp_config: {} },
      });
      assert.deepEqual((await stream.next('run.failed')).data.object, {
        id: 'leaky-run',
        agent: { id: 0, name: 'a' },
      });
    });
  });

  it('takes a browser session, and refuses a request without credentials', async () => {
    const { api, owner } = await setup();
    await givePassword(app, owner.id);
    const browser = await signedIn(app, owner.email);
    await withStream(await open(null, { cookie: browser.cookie! }), async (stream) => {
      await api.post('/issues', { title: 'Seen by the browser' });
      assert.equal((await stream.next('issue.created')).data.object.title, 'Seen by the browser');
    });
    const refused = await openEventStream(app.baseUrl, '/events', null);
    assert.equal(refused.status, 401);
    refused.close();
  });

  it("sends nothing of another workspace's", async () => {
    const { api, token } = await setup();
    const other = await setup();
    await withStream(await open(token), async (stream) => {
      await other.api.post('/issues', { title: 'Elsewhere' });
      await api.post('/issues', { title: 'Here' });
      await stream.next('issue.created');
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.deepEqual(
        stream.events.filter((e) => e.event === 'issue.created').map((e) => e.data.object.title),
        ['Here'],
      );
    });
  });

  it("sends a private agent's run events to its owner only", async () => {
    const { api, token, workspace } = await setup();
    const colleague = await buildMember(app.db, workspace);
    const colleagueToken = (await buildToken(app.db, workspace, colleague)).token;
    const secret = await buildAgent(app.db, workspace, {
      visibility: 'private',
      owner_user_id: colleague.id,
    });
    const shared = await buildAgent(app.db, workspace);
    const ownerStream = await open(token);
    const colleagueStream = await open(colleagueToken);
    try {
      await emitEvent(app.db, workspace, 'run.failed', {
        id: 'private-run',
        agent: { id: secret.id, name: 'x' },
      });
      await emitEvent(app.db, workspace, 'run.failed', {
        id: 'shared-run',
        agent: { id: shared.id, name: 'y' },
      });
      await api.post('/issues', { title: 'After the runs' });
      await colleagueStream.next('issue.created');
      await ownerStream.next('issue.created');
      assert.deepEqual(
        colleagueStream.events.filter((e) => e.event === 'run.failed').map((e) => e.data.object.id),
        ['private-run', 'shared-run'],
      );
      assert.deepEqual(
        ownerStream.events.filter((e) => e.event === 'run.failed').map((e) => e.data.object.id),
        ['shared-run'],
      );
    } finally {
      ownerStream.close();
      colleagueStream.close();
    }
  });

  it('replays what was missed after Last-Event-ID, once and in order, then goes on live', async () => {
    const { api, token } = await setup();
    const first = await open(token);
    await api.post('/issues', { title: 'Seen' });
    const seen = await first.next('issue.created');
    first.close();
    for (const title of ['Missed 1', 'Missed 2', 'Missed 3']) await api.post('/issues', { title });
    await withStream(await open(token, { 'last-event-id': seen.id! }), async (stream) => {
      await stream.next('issue.created', 2);
      await api.post('/issues', { title: 'Live again' });
      await stream.next('issue.created', 3);
      const titles = stream.events.filter((e) => e.event === 'issue.created').map((e) => e.data.object.title);
      assert.deepEqual(titles, ['Missed 1', 'Missed 2', 'Missed 3', 'Live again']);
      const ids = stream.events
        .filter((e) => e.id !== undefined && e.event !== 'ready')
        .map((e) => Number(e.id));
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
      );
      assert.equal(stream.events.filter((e) => e.event === 'resync').length, 0);
    });
    // The same position given as a query parameter (a page opened afresh).
    await withStream(await open(token, {}), async () => undefined);
    const byQuery = await openEventStream(app.baseUrl, `/events?last_event_id=${seen.id}`, token);
    await withStream(byQuery, async (stream) => {
      await stream.next('issue.created', 3);
    });
  });

  it("shows a new issue's number in its creation events as the answer does, whichever way it is made", async () => {
    const { api, token, workspace } = await setup();
    const member = await buildMember(app.db, workspace, { name: 'Mia Member' });
    const project = await api.post('/projects', { name: 'Site', prefix: 'site' });
    assert.equal(project.status, 201);
    const epic = await api.post('/issues', {
      title: 'Epic in a project',
      type: 'epic',
      project_id: project.body.data.id,
    });
    await withStream(await open(token), async (stream) => {
      const bodies = [
        { title: 'Plain 1234567890' },
        { title: 'Assigned', assignee_type: 'user', assignee_id: member.id, description: '<p>42</p>' },
        { title: 'In a project', project_id: project.body.data.id },
        { title: 'Labelled', labels: ['live'] },
        { title: 'Child of an epic in a project', parent_id: epic.body.data.id },
      ];
      const answers: { id: string }[] = [];
      for (const body of bodies) {
        const answer = await api.post('/issues', body);
        assert.equal(answer.status, 201, JSON.stringify(answer.body));
        answers.push(answer.body.data as { id: string });
      }
      await stream.next('issue.created', bodies.length - 1);
      await stream.next('issue.assigned');
      const created = stream.events.filter(
        (e) => e.event === 'issue.created' || e.event === 'issue.assigned',
      );
      assert.equal(created.length, bodies.length + 1);
      for (const event of created) {
        const { url, ...data } = event.data.object;
        const answer = answers.find((a) => a.id === data.id);
        assert.ok(answer, `an event for ${String(data.id)}`);
        assert.deepEqual(data, answer);
        assert.ok(String(url).endsWith(`/issues/${answer.id}`));
      }
    });
  });

  it('loses nothing of many concurrent writes, each once, in increasing ids', async () => {
    const { api, token } = await setup();
    await withStream(await open(token), async (stream) => {
      const titles = Array.from({ length: 20 }, (_, i) => `Concurrent ${i}`);
      const answers = await Promise.all(titles.map((title) => api.post('/issues', { title })));
      assert.ok(answers.every((answer) => answer.status === 201));
      await stream.next('issue.created', 19);
      const created = stream.events.filter((e) => e.event === 'issue.created');
      assert.deepEqual(created.map((e) => e.data.object.title).sort(), [...titles].sort());
      const ids = created.map((e) => Number(e.id));
      assert.ok(ids.every((id, i) => i === 0 || id > ids[i - 1]!));
    });
  });

  it('tells a stream to reload when its Last-Event-ID cannot be replayed', async () => {
    const { api, token } = await setup();
    await api.post('/issues', { title: 'One' });
    const future = await open(token, { 'last-event-id': '999999999' });
    await withStream(future, async (stream) => {
      assert.equal((await stream.next('resync')).data.reason, 'unknown_event_id');
    });
    const malformed = await openEventStream(app.baseUrl, '/events', token, { 'last-event-id': 'abc' });
    assert.equal(malformed.status, 422);
    malformed.close();
  });

  it('finds events no signal announced (another process) by its regular look', async () => {
    const { token, workspace } = await setup();
    await withStream(await open(token), async (stream) => {
      await insertLiveEvents(app.db, [
        {
          workspace_id: workspace.id,
          event: 'issue.updated',
          body: JSON.stringify({ occurred_at: nowIso(), object: { id: 'X-1' } }),
          audience_user_id: null,
          created_at: nowIso(),
        },
      ]);
      assert.deepEqual((await stream.next('issue.updated', 0, 8000)).data.object, { id: 'X-1' });
    });
  });

  it('carries an event written through one API node to a stream open on another', async () => {
    const { api, token } = await setup();
    const nodeB = await startNode(app);
    try {
      await withStream(await open(token, {}, nodeB.baseUrl), async (stream) => {
        const created = await api.post('/issues', { title: 'Through node A' });
        const started = Date.now();
        const event = await stream.next('issue.created');
        assert.equal(event.data.object.id, created.body.data.id);
        // Announced at commit, not found by the regular look.
        assert.ok(Date.now() - started < 900, `arrived after ${Date.now() - started} ms`);
      });
    } finally {
      await nodeB.close();
    }
  });
});
