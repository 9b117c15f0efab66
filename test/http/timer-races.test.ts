import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildIssue, buildScene } from '../helpers/factories.js';

/**
 * Many timer starts by one person at once (contract: one running timer per person; starting another
 * stops the first). Every start answers 201; the one it replaced comes back as its `stopped`; one timer
 * runs afterwards. Meaningful on PostgreSQL, where the starts really run side by side. The starts queue
 * on one person's row, each waiting for a pooled connection: 200 of them took over the pool's 5 s wait
 * (a 503) on a machine at load 20; 100 still hold far more than the pool's connections in flight.
 */
const STARTS = 100;

describe('timer under concurrency', async () => {
  const app = await startTestApp({ SERVICE_API_THROTTLE: '100000' });

  it('answers 201 to every one of many simultaneous starts and leaves exactly one timer running', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const issues = await Promise.all([1, 2, 3, 4].map(() => buildIssue(app.db, scene.workspace)));
    const responses = await Promise.all(
      Array.from({ length: STARTS }, (_, i) =>
        api.post(`/issues/${issues[i % issues.length]!.id}/timer`, { note: `start ${i}` }),
      ),
    );
    for (const res of responses) assert.equal(res.status, 201, res.text);

    // Each start but the first stopped exactly one other; the last one's timer is the one running.
    const stopped = responses.filter((res) => res.body.data.stopped !== undefined);
    assert.equal(stopped.length, STARTS - 1);
    const timers = await app.db
      .selectFrom('timers')
      .selectAll()
      .where('workspace_id', '=', scene.workspace.id)
      .execute();
    assert.equal(timers.length, 1);
    const entries = await app.db
      .selectFrom('time_entries')
      .select('id')
      .where('workspace_id', '=', scene.workspace.id)
      .where('source', '=', 'timer')
      .execute();
    assert.equal(entries.length, STARTS - 1);
    const running = await api.get('/timer');
    assert.equal(running.status, 200);
    assert.equal(running.body.data.note, timers[0]!.note);
  });
});
