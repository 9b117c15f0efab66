import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildScene } from '../helpers/factories.js';

/** `tandem issue bulk` and `bulk-undo` (issue 40). */
describe('tandem issue bulk', async () => {
  const app = await startTestApp();
  const { workspace, token } = await buildScene(app.db);
  const api = client(app, token);
  const env = {
    SERVICE_URL: app.baseUrl,
    SERVICE_TOKEN: token,
    SERVICE_WORKSPACE: workspace.slug,
    XDG_CONFIG_HOME: await mkdtemp(join(tmpdir(), 'tandem-config-')),
  };
  const tandem = (args: string[]) => runCli(args, env);

  it('changes many issues at once, undoes the change, and refuses all when one is unknown', async () => {
    const ids: string[] = [];
    for (const title of ['One', 'Two']) ids.push((await api.post('/issues', { title })).body.data.id);
    const changed = await tandem([
      'issue',
      'bulk',
      '--ids',
      ids.join(','),
      '--status',
      'done',
      '--add-label',
      'cli',
      '--json',
    ]);
    assert.equal(changed.code, 0, changed.stderr);
    assert.equal(changed.json.count, 2);
    for (const id of ids) {
      const view = (await api.get(`/issues/${id}`)).body.data;
      assert.equal(view.status, 'done');
      assert.deepEqual(view.labels, ['cli']);
    }

    const undone = await tandem(['issue', 'bulk-undo', String(changed.json.undo_id)]);
    assert.equal(undone.code, 0, undone.stderr);
    assert.match(undone.stdout, /Put back 2 issues/);
    assert.equal((await api.get(`/issues/${ids[0]}`)).body.data.status, 'backlog');

    const refused = await tandem([
      'issue',
      'bulk',
      '--ids',
      `${ids[0]},${workspace.issue_prefix}-999`,
      '--priority',
      'high',
    ]);
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /999/);
    assert.equal((await api.get(`/issues/${ids[0]}`)).body.data.priority, 'medium');

    const nothing = await tandem(['issue', 'bulk', '--ids', ids[0]!]);
    assert.notEqual(nothing.code, 0);
    assert.match(nothing.stderr, /Nothing to change/);
  });

  it('sets a workflow state and custom field values with --state and --field, undone as one', async () => {
    const state = await api.post('/states', { name: 'In design', status: 'in_progress', color: '#3366ff' });
    assert.equal(state.status, 201, state.text);
    assert.equal((await api.post('/fields', { name: 'Points', key: 'points', type: 'number' })).status, 201);
    const ids: string[] = [];
    for (const title of ['Three', 'Four']) ids.push((await api.post('/issues', { title })).body.data.id);
    await api.patch(`/issues/${ids[0]}`, { fields: { points: 2 } });
    const changed = await tandem([
      'issue',
      'bulk',
      '--ids',
      ids.join(','),
      '--state',
      'in design',
      '--field',
      'points=5',
      '--json',
    ]);
    assert.equal(changed.code, 0, changed.stderr);
    for (const id of ids) {
      const view = (await api.get(`/issues/${id}`)).body.data;
      assert.equal(view.status, 'in_progress');
      assert.equal(view.state_id, state.body.data.id);
      assert.deepEqual(view.fields, { points: 5 });
    }
    const undone = await tandem(['issue', 'bulk-undo', String(changed.json.undo_id)]);
    assert.equal(undone.code, 0, undone.stderr);
    const first = (await api.get(`/issues/${ids[0]}`)).body.data;
    assert.deepEqual([first.status, first.state_id, first.fields], ['backlog', null, { points: 2 }]);
    assert.deepEqual((await api.get(`/issues/${ids[1]}`)).body.data.fields, {});

    const unknown = await tandem(['issue', 'bulk', '--ids', ids[0]!, '--state', 'Nowhere']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /In design/);
  });
});
