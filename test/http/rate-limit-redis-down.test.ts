import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';

describe('Rate limits while Redis is unreachable', () => {
  it('are counted by this node alone: requests are answered and still limited', async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const app = await startTestApp({ SERVICE_REDIS_URL: 'redis://127.0.0.1:1', SERVICE_API_THROTTLE: '3' });
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await api.get('/me')).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const limited = await api.get('/me');
    assert.equal(limited.headers.get('x-ratelimit-remaining'), '0');
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
  });
});
