import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp } from '../../helpers/app.js';
import { buildMember, buildScene, buildToken } from '../../helpers/factories.js';
import { givePassword, signedIn } from '../../helpers/session.js';

const app = await startTestApp();

async function team() {
  const scene = await buildScene(app.db);
  const member = await buildMember(app.db, scene.workspace, { role: 'member' });
  const guest = await buildMember(app.db, scene.workspace, { role: 'guest' });
  for (const person of [scene.owner, member, guest]) await givePassword(app, person.id);
  return {
    ...scene,
    member,
    owner: await signedIn(app, scene.owner.email),
    memberBrowser: await signedIn(app, member.email),
    guestBrowser: await signedIn(app, guest.email),
  };
}

describe('saved views written through the interface', () => {
  it('keeps a view’s layout (board or list), refuses any other, and reads it back', async () => {
    const { memberBrowser } = await team();
    const list = await memberBrowser.request('POST', '/api/ui/saved-views', {
      name: 'As a list',
      filters: { type: 'bug' },
      layout: 'list',
    });
    assert.equal(list.status, 201, list.text);
    assert.equal(list.body.data.layout, 'list');
    const plain = await memberBrowser.request('POST', '/api/ui/saved-views', { name: 'No layout' });
    assert.equal(plain.body.data.layout, null);
    for (const layout of ['table', '', 3]) {
      const refused = await memberBrowser.request('POST', '/api/ui/saved-views', { name: 'Bad', layout });
      assert.equal(refused.status, 422, `layout ${JSON.stringify(layout)}`);
      assert.ok(refused.body.errors.layout);
    }
    const changed = await memberBrowser.request('PATCH', `/api/ui/saved-views/${list.body.data.id}`, {
      layout: 'board',
    });
    assert.equal(changed.body.data.layout, 'board');
    const api = await memberBrowser.request('GET', '/api/v1/saved-views?surface=issues');
    assert.ok(
      api.body.data.every((v: object) => !('layout' in v)),
      'the API keeps the contract’s fields',
    );
    const read = await memberBrowser.request('GET', '/api/ui/saved-views?surface=issues');
    assert.deepEqual(
      read.body.data.map((v: { name: string; layout: string | null }) => [v.name, v.layout]).sort(),
      [
        ['As a list', 'board'],
        ['No layout', null],
      ],
    );
    const names = read.body.data.map((v: { name: string }) => v.name);
    assert.ok(!names.includes('Bad'), 'a refused view is not saved');
  });

  it('keeps the custom fields its list shows as columns (issue 40), refusing keys naming no field', async () => {
    const { owner, memberBrowser } = await team();
    for (const [key, type] of [
      ['points', 'number'],
      ['area', 'text'],
    ]) {
      const made = await owner.request('POST', '/api/v1/fields', { name: key, key, type });
      assert.equal(made.status, 201, made.text);
    }
    const view = await memberBrowser.request('POST', '/api/ui/saved-views', {
      name: 'Sized',
      layout: 'list',
      columns: ['points', 'area'],
    });
    assert.equal(view.status, 201, view.text);
    assert.deepEqual(view.body.data.columns, ['points', 'area']);
    const plain = await memberBrowser.request('POST', '/api/ui/saved-views', { name: 'Plain' });
    assert.equal(plain.body.data.columns, null);
    const refusals: [unknown, RegExp][] = [
      [['points', 'nowhere'], /no custom field nowhere/],
      [['points', 'points'], /points twice/],
      ['points', /./],
      [Array.from({ length: 21 }, (_, index) => `f${index}`), /./],
    ];
    for (const [columns, message] of refusals) {
      const refused = await memberBrowser.request('PATCH', `/api/ui/saved-views/${view.body.data.id}`, {
        columns,
      });
      assert.equal(refused.status, 422, JSON.stringify(columns));
      assert.match(refused.body.errors.columns[0], message);
    }
    const changed = await memberBrowser.request('PATCH', `/api/ui/saved-views/${view.body.data.id}`, {
      columns: ['area'],
    });
    assert.deepEqual([changed.body.data.columns, changed.body.data.layout], [['area'], 'list']);
    const renamed = await memberBrowser.request('PATCH', `/api/ui/saved-views/${view.body.data.id}`, {
      name: 'Sized work',
    });
    assert.deepEqual(renamed.body.data.columns, ['area'], 'left out: unchanged');
    const read = await memberBrowser.request('GET', '/api/ui/saved-views?surface=issues');
    assert.deepEqual(
      read.body.data.map((v: { name: string; columns: string[] | null }) => [v.name, v.columns]),
      [
        ['Plain', null],
        ['Sized work', ['area']],
      ],
    );
    const api = await memberBrowser.request('GET', '/api/v1/saved-views?surface=issues');
    assert.ok(
      api.body.data.every((v: object) => !('columns' in v)),
      'the API keeps the contract’s fields',
    );
  });

  it('creates, renames, shares and deletes; others see it once shared; the API reads it', async () => {
    const { memberBrowser, owner, workspace, member } = await team();
    const created = await memberBrowser.request('POST', '/api/ui/saved-views', {
      name: '  My bugs ',
      filters: { type: 'bug', status: ['todo', 'in_progress'], label: ['ui'] },
    });
    assert.equal(created.status, 201);
    const view = created.body.data;
    assert.equal(view.name, 'My bugs');
    assert.equal(view.surface, 'issues');
    assert.equal(view.shared, false);
    assert.deepEqual(view.owner, { type: 'user', id: member.id, name: member.name });

    const ownersBefore = await owner.request('GET', '/api/v1/saved-views?surface=issues');
    assert.deepEqual(ownersBefore.body.data, [], 'a private view is its owner’s alone');
    assert.equal((await owner.request('PATCH', `/api/ui/saved-views/${view.id}`, { name: 'x' })).status, 404);

    const shared = await memberBrowser.request('PATCH', `/api/ui/saved-views/${view.id}`, {
      name: 'Team bugs',
      shared: true,
    });
    assert.equal(shared.status, 200);
    assert.equal(shared.body.data.name, 'Team bugs');
    assert.equal(shared.body.data.shared, true);
    assert.deepEqual(shared.body.data.filters, view.filters);
    const ownersAfter = await owner.request('GET', '/api/v1/saved-views?surface=issues');
    assert.deepEqual(
      ownersAfter.body.data.map((v: { name: string }) => v.name),
      ['Team bugs'],
    );

    // The API itself still writes no saved views.
    const { token } = await buildToken(app.db, workspace, { id: member.id });
    const apiWrite = await fetch(`${app.baseUrl}/api/v1/saved-views`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'no' }),
    });
    assert.equal(apiWrite.status, 404);

    // An administrator may tidy a shared view away.
    assert.equal((await owner.request('DELETE', `/api/ui/saved-views/${view.id}`)).status, 204);
    assert.deepEqual((await memberBrowser.request('GET', '/api/v1/saved-views')).body.data, []);
  });

  it('refuses guests, bad filters and someone else’s view, changing nothing', async () => {
    const { memberBrowser, owner, guestBrowser } = await team();
    const byGuest = await guestBrowser.request('POST', '/api/ui/saved-views', { name: 'Mine', filters: {} });
    assert.equal(byGuest.status, 403);
    const badFilter = await memberBrowser.request('POST', '/api/ui/saved-views', {
      name: 'Odd',
      filters: { colour: 'red' },
    });
    assert.equal(badFilter.status, 422);
    assert.ok(badFilter.body.errors['filters.colour']);
    const badValue = await memberBrowser.request('POST', '/api/ui/saved-views', {
      name: 'Odd',
      filters: { status: 'sideways' },
    });
    assert.equal(badValue.status, 422);
    assert.ok(badValue.body.errors['filters.status']);
    const blank = await memberBrowser.request('POST', '/api/ui/saved-views', { name: '   ' });
    assert.equal(blank.status, 422);
    assert.ok(blank.body.errors.name);

    const ownersView = await owner.request('POST', '/api/ui/saved-views', { name: 'Lead', shared: true });
    const id = ownersView.body.data.id as number;
    const renamed = await memberBrowser.request('PATCH', `/api/ui/saved-views/${id}`, { name: 'Mine now' });
    assert.equal(renamed.status, 403);
    assert.equal((await memberBrowser.request('DELETE', `/api/ui/saved-views/${id}`)).status, 403);
    const listed = await memberBrowser.request('GET', '/api/v1/saved-views');
    assert.deepEqual(
      listed.body.data.map((v: { name: string }) => v.name),
      ['Lead'],
    );
    // Writes with the session need the CSRF token like every other.
    const noCsrf = await memberBrowser.request('DELETE', `/api/ui/saved-views/${id}`, undefined, {
      'x-csrf-token': '',
    });
    assert.equal(noCsrf.status, 403);
  });
});
