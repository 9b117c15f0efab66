import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BEARER_ON_INTERFACE_REFUSAL } from '../../../src/domain/people/auth.js';
import { MAX_COORDINATE, MAX_ELEMENT_TEXT } from '../../../src/schemas/limits.js';
import { startTestApp } from '../../helpers/app.js';
import { buildIssue, buildMember, buildScene, buildToken } from '../../helpers/factories.js';
import { type Browser, givePassword, signedIn } from '../../helpers/session.js';

const app = await startTestApp();

async function team() {
  const scene = await buildScene(app.db);
  const member = await buildMember(app.db, scene.workspace, { role: 'member' });
  const colleague = await buildMember(app.db, scene.workspace, { role: 'member' });
  const guest = await buildMember(app.db, scene.workspace, { role: 'guest' });
  for (const person of [scene.owner, member, colleague, guest]) await givePassword(app, person.id);
  return {
    ...scene,
    member,
    owner: await signedIn(app, scene.owner.email),
    memberBrowser: await signedIn(app, member.email),
    colleagueBrowser: await signedIn(app, colleague.email),
    guestBrowser: await signedIn(app, guest.email),
  };
}

/** A board made through the interface, with one note and one box added through the API. */
async function boardWithElements(browser: Browser, visibility: 'workspace' | 'private' = 'workspace') {
  const created = await browser.request('POST', '/api/ui/whiteboards', { name: 'Retro', visibility });
  assert.equal(created.status, 201);
  const board = created.body.data;
  const note = await browser.request('POST', `/api/v1/whiteboards/${board.id}/notes`, { text: 'Went well' });
  assert.equal(note.status, 201);
  const box = await browser.request('POST', `/api/v1/whiteboards/${board.id}/notes`, {
    type: 'box',
    text: 'Ideas',
  });
  assert.equal(box.status, 201);
  return { board, note: note.body.data, box: box.body.data };
}

async function elementsOf(browser: Browser, boardId: string) {
  const res = await browser.request('GET', `/api/v1/whiteboards/${boardId}`);
  assert.equal(res.status, 200);
  return res.body.data.elements as {
    ulid: string;
    text: string;
    x: number;
    y: number;
    color: string;
    votes: number;
  }[];
}

describe('whiteboards written through the interface (/api/ui/whiteboards)', () => {
  it('creates a shared board; members move, recolour, reword, vote for and delete its elements', async () => {
    const { memberBrowser, colleagueBrowser, member } = await team();
    const { board, note, box } = await boardWithElements(memberBrowser);
    assert.equal(board.name, 'Retro');
    assert.equal(board.visibility, 'workspace');
    assert.deepEqual(board.author, { type: 'user', id: member.id, name: member.name });
    assert.deepEqual(board.elements, []);

    const moved = await memberBrowser.request(
      'PATCH',
      `/api/ui/whiteboards/${board.id}/elements/${note.ulid}`,
      {
        x: 120.5,
        y: -40,
      },
    );
    assert.equal(moved.status, 200);
    assert.deepEqual(moved.body.data, { ...note, x: 120.5, y: -40 });

    // Anyone who can see a shared board and is not a guest may change it.
    const recoloured = await colleagueBrowser.request(
      'PATCH',
      `/api/ui/whiteboards/${board.id}/elements/${note.ulid}`,
      { color: 'blue', text: 'Went very well' },
    );
    assert.equal(recoloured.status, 200);
    assert.equal(recoloured.body.data.color, 'blue');
    assert.equal(recoloured.body.data.text, 'Went very well');
    // A box may lose its label; a note may not (below).
    const unlabelled = await memberBrowser.request(
      'PATCH',
      `/api/ui/whiteboards/${board.id}/elements/${box.ulid}`,
      {
        text: '',
      },
    );
    assert.equal(unlabelled.status, 200);
    assert.equal(unlabelled.body.data.text, '');

    for (const browser of [memberBrowser, colleagueBrowser]) {
      const vote = await browser.request(
        'POST',
        `/api/ui/whiteboards/${board.id}/elements/${note.ulid}/vote`,
      );
      assert.equal(vote.status, 200);
    }
    const [afterVotes] = (await elementsOf(memberBrowser, board.id)).filter((e) => e.ulid === note.ulid);
    assert.deepEqual(
      {
        x: afterVotes!.x,
        y: afterVotes!.y,
        color: afterVotes!.color,
        text: afterVotes!.text,
        votes: afterVotes!.votes,
      },
      { x: 120.5, y: -40, color: 'blue', text: 'Went very well', votes: 2 },
    );

    const removed = await colleagueBrowser.request(
      'DELETE',
      `/api/ui/whiteboards/${board.id}/elements/${box.ulid}`,
    );
    assert.equal(removed.status, 204);
    assert.equal(removed.text, '');
    assert.deepEqual(
      (await elementsOf(memberBrowser, board.id)).map((e) => e.ulid),
      [note.ulid],
    );
    const again = await memberBrowser.request(
      'DELETE',
      `/api/ui/whiteboards/${board.id}/elements/${box.ulid}`,
    );
    assert.equal(again.status, 404);
    assert.deepEqual(Object.keys(again.body), ['message']);
  });

  it('keeps a private board its author’s alone: to anyone else it is missing', async () => {
    const { memberBrowser, colleagueBrowser, owner } = await team();
    const { board, note } = await boardWithElements(memberBrowser, 'private');
    assert.equal(board.visibility, 'private');
    for (const other of [colleagueBrowser, owner]) {
      assert.equal((await other.request('GET', `/api/v1/whiteboards/${board.id}`)).status, 404);
      const element = `/api/ui/whiteboards/${board.id}/elements/${note.ulid}`;
      const writes = [
        await other.request('PATCH', element, { x: 1 }),
        await other.request('POST', `${element}/vote`),
        await other.request('DELETE', element),
      ];
      for (const res of writes) {
        assert.equal(res.status, 404);
        assert.equal(typeof res.body.message, 'string');
        assert.equal(res.body.errors, undefined);
      }
    }
    const [unchanged] = await elementsOf(memberBrowser, board.id);
    assert.deepEqual(unchanged, note);
    // Its author changes it as any board.
    const own = await memberBrowser.request(
      'POST',
      `/api/ui/whiteboards/${board.id}/elements/${note.ulid}/vote`,
    );
    assert.equal(own.status, 200);
    assert.equal(own.body.data.votes, 1);
  });

  it('lets guests look at a shared board but change nothing', async () => {
    const { memberBrowser, guestBrowser } = await team();
    const { board, note, box } = await boardWithElements(memberBrowser);
    assert.equal((await guestBrowser.request('GET', `/api/v1/whiteboards/${board.id}`)).status, 200);
    const element = `/api/ui/whiteboards/${board.id}/elements/${note.ulid}`;
    const refusals = [
      await guestBrowser.request('POST', '/api/ui/whiteboards', { name: 'Guest board' }),
      await guestBrowser.request('PATCH', element, { color: 'red' }),
      await guestBrowser.request('POST', `${element}/vote`),
      await guestBrowser.request('DELETE', element),
    ];
    for (const res of refusals) {
      assert.equal(res.status, 403);
      assert.equal(typeof res.body.message, 'string');
      assert.equal(res.body.errors, undefined);
    }
    assert.deepEqual(await elementsOf(memberBrowser, board.id), [note, box]);
    const boards = await guestBrowser.request('GET', '/api/v1/whiteboards');
    assert.deepEqual(
      boards.body.data.map((b: { name: string }) => b.name),
      ['Retro'],
    );
  });

  it('refuses bad input with the contract’s 422 body, changing nothing', async () => {
    const { memberBrowser, workspace } = await team();
    const { board, note, box } = await boardWithElements(memberBrowser);
    const invalid: [string, string, unknown, string][] = [
      ['POST', '/api/ui/whiteboards', { name: '   ' }, 'name'],
      ['POST', '/api/ui/whiteboards', { name: 'x'.repeat(256) }, 'name'],
      ['POST', '/api/ui/whiteboards', { name: 'Board', visibility: 'secret' }, 'visibility'],
    ];
    const element = `/api/ui/whiteboards/${board.id}/elements/${note.ulid}`;
    invalid.push(
      ['PATCH', element, { color: 'chartreuse' }, 'color'],
      ['PATCH', element, { x: MAX_COORDINATE + 1 }, 'x'],
      ['PATCH', element, { y: 'north' }, 'y'],
      ['PATCH', element, { text: '  ' }, 'text'],
      ['PATCH', element, { text: 'x'.repeat(MAX_ELEMENT_TEXT + 1) }, 'text'],
    );
    for (const [method, path, body, field] of invalid) {
      const res = await memberBrowser.request(method, path, body);
      assert.equal(res.status, 422, `${method} ${path} ${JSON.stringify(body)}`);
      assert.equal(typeof res.body.message, 'string');
      assert.ok(
        Array.isArray(res.body.errors[field]),
        `${JSON.stringify(body)}: ${JSON.stringify(res.body)}`,
      );
    }
    const boards = await memberBrowser.request('GET', '/api/v1/whiteboards');
    assert.deepEqual(
      boards.body.data.map((b: { id: string }) => b.id),
      [board.id],
    );
    assert.deepEqual(await elementsOf(memberBrowser, board.id), [note, box]);

    // Fields the interface cannot write are dropped, as everywhere: votes only grow by voting.
    const forged = await memberBrowser.request('PATCH', element, { votes: 99 });
    assert.equal(forged.status, 200);
    assert.deepEqual(forged.body.data, note);

    // Unknown, malformed or foreign references are missing, whatever the body.
    const other = await memberBrowser.request('POST', '/api/ui/whiteboards', { name: 'Other' });
    const issue = await buildIssue(app.db, workspace);
    const missing = [
      `/api/ui/whiteboards/${board.id}/elements/01ARZ3NDEKTSV4RRFFQ69G5FAV`,
      `/api/ui/whiteboards/${board.id}/elements/not-a-ulid`,
      `/api/ui/whiteboards/${other.body.data.id}/elements/${note.ulid}`,
      `/api/ui/whiteboards/01ARZ3NDEKTSV4RRFFQ69G5FAV/elements/${note.ulid}`,
      `/api/ui/whiteboards/${issue.id}/elements/${note.ulid}`,
    ];
    for (const path of missing) {
      const res = await memberBrowser.request('PATCH', path, { x: 5 });
      assert.equal(res.status, 404, path);
      assert.deepEqual(Object.keys(res.body), ['message']);
    }
    assert.deepEqual(await elementsOf(memberBrowser, board.id), [note, box]);
  });

  it('takes no bearer token, and no session write without its CSRF token or from another site', async () => {
    const { memberBrowser, workspace, member } = await team();
    const { board, note, box } = await boardWithElements(memberBrowser);
    const { token } = await buildToken(app.db, workspace, { id: member.id });
    const element = `/api/ui/whiteboards/${board.id}/elements/${note.ulid}`;
    const bearer = { authorization: `Bearer ${token}`, cookie: '', 'x-csrf-token': '' };
    const byToken = [
      await memberBrowser.request('POST', '/api/ui/whiteboards', { name: 'By token' }, bearer),
      await memberBrowser.request('PATCH', element, { color: 'red' }, bearer),
      await memberBrowser.request('POST', `${element}/vote`, undefined, bearer),
      await memberBrowser.request('DELETE', element, undefined, bearer),
    ];
    for (const res of byToken) {
      assert.equal(res.status, 401);
      assert.deepEqual(res.body, { message: BEARER_ON_INTERFACE_REFUSAL });
    }

    const noCsrf = { 'x-csrf-token': '' };
    const crossSite = { origin: 'https://evil.example' };
    for (const headers of [noCsrf, crossSite]) {
      const refused = [
        await memberBrowser.request('POST', '/api/ui/whiteboards', { name: 'Forged' }, headers),
        await memberBrowser.request('PATCH', element, { color: 'red' }, headers),
        await memberBrowser.request('POST', `${element}/vote`, undefined, headers),
        await memberBrowser.request('DELETE', element, undefined, headers),
      ];
      for (const res of refused) {
        assert.equal(res.status, 403, JSON.stringify(headers));
        assert.equal(typeof res.body.message, 'string');
      }
    }
    const boards = await memberBrowser.request('GET', '/api/v1/whiteboards');
    assert.deepEqual(
      boards.body.data.map((b: { id: string }) => b.id),
      [board.id],
    );
    assert.deepEqual(await elementsOf(memberBrowser, board.id), [note, box]);
  });
});
