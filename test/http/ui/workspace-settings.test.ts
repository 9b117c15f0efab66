import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../../helpers/app.js';
import { buildMember, buildScene } from '../../helpers/factories.js';
import { givePassword, signedIn } from '../../helpers/session.js';

const app = await startTestApp();

async function signedInAs(role: 'owner' | 'admin' | 'member' | 'guest') {
  const scene = await buildScene(app.db);
  const person = role === 'owner' ? scene.owner : await buildMember(app.db, scene.workspace, { role });
  await givePassword(app, person.id);
  return { ...scene, browser: await signedIn(app, person.email) };
}

describe('workspace settings (issue 30)', () => {
  it('an admin sets the name, switches cycles on and sets the holiday region; the API follows', async () => {
    const { browser, token, workspace } = await signedInAs('admin');
    const before = await browser.request('GET', '/api/ui/workspace');
    assert.equal(before.status, 200);
    assert.deepEqual(before.body.data, {
      slug: workspace.slug,
      name: workspace.name,
      issue_prefix: workspace.issue_prefix,
      cycles: null,
      holiday_region: null,
      cycles_locked: false,
      max_concurrent_runs: null,
      max_open_reviews: null,
      file_mail_from_strangers: false,
      require_second_factor: false,
    });
    const changed = await browser.request('PATCH', '/api/ui/workspace', {
      name: ' Acme Inc ',
      cycles: { length_days: 14, first_starts_on: '2026-11-02' },
      holiday_region: 'de-by',
    });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.data.name, 'Acme Inc');
    assert.deepEqual(changed.body.data.cycles, { length_days: 14, first_starts_on: '2026-11-02' });
    assert.equal(changed.body.data.holiday_region, 'DE-BY');

    const api = client(app, token);
    const cycles = await api.get('/cycles?when=all&per_page=100');
    assert.equal(cycles.status, 200);
    const first = cycles.body.data.find((cycle: { number: number }) => cycle.number === 1);
    assert.deepEqual(
      { starts_on: first.starts_on, ends_on: first.ends_on },
      { starts_on: '2026-11-02', ends_on: '2026-11-15' },
    );
    const off = await browser.request('PATCH', '/api/ui/workspace', { cycles: null, holiday_region: null });
    assert.deepEqual([off.body.data.cycles, off.body.data.holiday_region], [null, null]);
  });

  it('refuses bad cycles and unknown regions with 422 naming the field, changing nothing', async () => {
    const { browser } = await signedInAs('owner');
    const cases: [unknown, string][] = [
      [{ cycles: { length_days: 0, first_starts_on: '2026-11-02' } }, 'cycles.length_days'],
      [{ cycles: { length_days: 14, first_starts_on: '2026-02-30' } }, 'cycles.first_starts_on'],
      [{ cycles: { length_days: 14 } }, 'cycles'],
      [{ holiday_region: 'XX' }, 'holiday_region'],
      [{ holiday_region: 'DE-ZZ' }, 'holiday_region'],
      [{ name: '   ' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const refused = await browser.request('PATCH', '/api/ui/workspace', body);
      assert.equal(refused.status, 422, JSON.stringify(body));
      assert.ok(refused.body.errors[field], `${JSON.stringify(body)}: ${JSON.stringify(refused.body)}`);
    }
    const after = await browser.request('GET', '/api/ui/workspace');
    assert.deepEqual([after.body.data.cycles, after.body.data.holiday_region], [null, null]);
  });

  it('a member or a guest reads but cannot change the settings (403)', async () => {
    for (const role of ['member', 'guest'] as const) {
      const { browser, workspace } = await signedInAs(role);
      assert.equal((await browser.request('GET', '/api/ui/workspace')).status, 200);
      const refused = await browser.request('PATCH', '/api/ui/workspace', {
        name: 'Taken over',
        cycles: { length_days: 7, first_starts_on: '2026-11-02' },
      });
      assert.equal(refused.status, 403);
      const after = await browser.request('GET', '/api/ui/workspace');
      assert.equal(after.body.data.name, workspace.name);
      assert.equal(after.body.data.cycles, null);
    }
  });

  it('fixes the cadence once a cycle has closed', async () => {
    const { browser, workspace } = await signedInAs('owner');
    const on = { length_days: 7, first_starts_on: '2026-11-02' };
    await browser.request('PATCH', '/api/ui/workspace', { cycles: on });
    await app.db
      .insertInto('cycle_closures')
      .values({ workspace_id: workspace.id, number: 1, carried: 0, closed_at: new Date().toISOString() })
      .execute();
    const same = await browser.request('PATCH', '/api/ui/workspace', { cycles: on, name: 'Renamed' });
    assert.equal(same.status, 200);
    assert.equal(same.body.data.cycles_locked, true);
    const moved = await browser.request('PATCH', '/api/ui/workspace', {
      cycles: { length_days: 14, first_starts_on: '2026-11-02' },
    });
    assert.equal(moved.status, 422);
    assert.ok(moved.body.errors.cycles);
    assert.equal((await browser.request('PATCH', '/api/ui/workspace', { cycles: null })).status, 422);
  });

  it('refuses a bearer token', async () => {
    const { token } = await buildScene(app.db);
    const response = await fetch(`${app.baseUrl}/api/ui/workspace`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 401);
  });
});
