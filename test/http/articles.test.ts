import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildMember, buildScene, buildToken } from '../helpers/factories.js';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

describe('Knowledge base', async () => {
  const app = await startTestApp();

  async function setup() {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const member = await buildMember(app.db, scene.workspace);
    const memberApi = client(app, (await buildToken(app.db, scene.workspace, member)).token);
    const write = async (body: Record<string, unknown>, as = api) => {
      const res = await as.post('/articles', { state: 'published', ...body });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.data as { id: string; depth: number; parent: string | null };
    };
    return { ...scene, api, member, memberApi, write };
  }

  it('creates an article: sanitised body, excerpt, author, draft by default', async () => {
    const { api, owner } = await setup();
    const res = await api.post('/articles', {
      title: '  Onboarding  ',
      body: '<h1>Welcome</h1><script>steal()</script><p onclick="x()">Read <b>this</b> first.</p>',
    });
    assert.equal(res.status, 201);
    const article = res.body.data;
    assert.match(article.id, ULID);
    assert.equal(article.title, 'Onboarding');
    assert.equal(article.parent, null);
    assert.equal(article.depth, 0);
    assert.equal(article.state, 'draft');
    assert.equal(article.published, false);
    assert.equal(article.body, '<h1>Welcome</h1><p>Read <b>this</b> first.</p>');
    assert.equal(article.excerpt, 'Welcome Read this first.');
    assert.deepEqual(article.author, { type: 'user', id: owner.id, name: owner.name });
    assert.ok(Date.parse(article.updated_at) > 0);
  });

  it('stores text with control characters on both databases (NUL cannot be stored in PostgreSQL)', async () => {
    const { api } = await setup();
    const res = await api.post('/articles', { title: 'Guide\u0000v2', body: '<p>x\u0000y</p>' });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.title, 'Guidev2');
    assert.equal(res.body.data.body, '<p>xy</p>');
    const patched = await api.patch(`/articles/${res.body.data.id}`, { title: '\u0000' });
    assert.equal(patched.status, 422);
    assert.ok(patched.body.errors.title);
    assert.equal((await api.get('/articles?q=x%00y')).status, 200);
  });

  it('makes the excerpt the first 200 characters of plain text', async () => {
    const { api } = await setup();
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const res = await api.post('/articles', { title: 'Long', body: `<p>${words}</p>` });
    assert.equal(res.body.data.excerpt, words.slice(0, 200));
    assert.equal(res.body.data.excerpt.length, 200);
    const emoji = await api.post('/articles', { title: 'Emoji', body: '😀'.repeat(250) });
    assert.equal(Array.from(emoji.body.data.excerpt as string).length, 200);
    const empty = await api.post('/articles', { title: 'Empty' });
    assert.equal(empty.body.data.body, '');
    assert.equal(empty.body.data.excerpt, '');
  });

  it('maps state and published exactly as the state table says', async () => {
    const { api } = await setup();
    const post = async (body: Record<string, unknown>) =>
      (await api.post('/articles', { title: 't', ...body })).body.data;
    for (const state of ['draft', 'in_review', 'published', 'archived']) {
      const article = await post({ state });
      assert.equal(article.state, state);
      assert.equal(article.published, state === 'published');
    }
    assert.equal((await post({ published: true })).state, 'published');
    assert.equal((await post({ published: false })).state, 'draft');
    // When both are sent, state decides.
    assert.equal((await post({ published: true, state: 'archived' })).state, 'archived');
    assert.equal((await post({ published: false, state: 'published' })).state, 'published');

    const article = await post({ state: 'in_review' });
    const patch = async (body: Record<string, unknown>) =>
      (await api.patch(`/articles/${article.id}`, body)).body.data;
    assert.equal((await patch({ published: true })).state, 'published');
    assert.equal((await patch({ title: 'renamed' })).state, 'published');
    assert.equal((await patch({ published: false })).state, 'draft');
    assert.equal((await patch({ state: 'archived', published: true })).state, 'archived');
    const archived = await patch({});
    assert.equal(archived.state, 'archived');
    assert.equal(archived.published, false);
  });

  it('refuses an unknown state and other bad fields, naming them', async () => {
    const { api, write } = await setup();
    const article = await write({ title: 'x' });
    for (const [body, field] of [
      [{ title: 'x', state: 'deleted' }, 'state'],
      [{ title: 'x', published: 'yes' }, 'published'],
      [{ body: 'no title' }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x', parent: 'not-an-article' }, 'parent'],
    ] as const) {
      const res = await api.post('/articles', body);
      assert.equal(res.status, 422, JSON.stringify(body));
      assert.ok(res.body.errors[field], `${field} in ${JSON.stringify(res.body.errors)}`);
    }
    const patched = await api.patch(`/articles/${article.id}`, { state: 'gone' });
    assert.equal(patched.status, 422);
    assert.ok(patched.body.errors.state);
  });

  it('leaves the body alone when PATCH omits it', async () => {
    const { api, write } = await setup();
    const article = await write({ title: 'Doc', body: '<p>Original</p>' });
    const renamed = await api.patch(`/articles/${article.id}`, { title: 'Doc v2' });
    assert.equal(renamed.status, 200);
    assert.equal(renamed.body.data.body, '<p>Original</p>');
    assert.equal(renamed.body.data.excerpt, 'Original');
    const rewritten = await api.patch(`/articles/${article.id}`, {
      body: '<p>New <iframe src="x"></iframe></p>',
    });
    assert.equal(rewritten.body.data.body, '<p>New </p>');
    assert.equal(rewritten.body.data.title, 'Doc v2');
    const cleared = await api.patch(`/articles/${article.id}`, { body: null });
    assert.equal(cleared.body.data.body, '');
  });

  it('keeps drafts to their author: 404 and absent from lists for everybody else', async () => {
    const { api, memberApi, write, workspace } = await setup();
    const draft = await write({ title: 'Secret plan', state: 'draft' });
    const inReview = await write({ title: 'Review me', state: 'in_review' });

    assert.equal((await api.get(`/articles/${draft.id}`)).status, 200);
    const hidden = await memberApi.get(`/articles/${draft.id}`);
    assert.equal(hidden.status, 404);
    assert.equal((await memberApi.patch(`/articles/${draft.id}`, { title: 'x' })).status, 404);
    assert.equal((await memberApi.get(`/articles/${inReview.id}`)).status, 200);

    const list = await memberApi.get('/articles');
    assert.deepEqual(
      list.body.data.map((a: { id: string }) => a.id),
      [inReview.id],
    );
    assert.equal((await memberApi.get('/articles?q=secret')).body.data.length, 0);
    // Another member's draft cannot be a parent either.
    const child = await memberApi.post('/articles', { title: 'child', parent: draft.id });
    assert.equal(child.status, 422);
    assert.ok(child.body.errors.parent);
    // Even an administrator does not see somebody else's draft.
    const admin = await buildMember(app.db, workspace, { role: 'admin' });
    const adminApi = client(app, (await buildToken(app.db, workspace, admin)).token);
    assert.equal((await adminApi.get(`/articles/${draft.id}`)).status, 404);

    const mine = await memberApi.post('/articles', { title: 'My draft' });
    assert.equal((await memberApi.get('/articles?state=draft')).body.data[0].id, mine.body.data.id);
  });

  it('lets only the author turn an article back into a draft', async () => {
    const { api, memberApi, write } = await setup();
    const article = await write({ title: 'Shared' });
    assert.equal(
      (await memberApi.patch(`/articles/${article.id}`, { title: 'Edited by member' })).status,
      200,
    );
    assert.equal((await memberApi.patch(`/articles/${article.id}`, { published: false })).status, 403);
    assert.equal((await memberApi.patch(`/articles/${article.id}`, { state: 'draft' })).status, 403);
    assert.equal((await api.patch(`/articles/${article.id}`, { state: 'draft' })).body.data.state, 'draft');
  });

  it('nests articles up to six levels; a seventh is 422 on parent', async () => {
    const { api, write } = await setup();
    const chain: { id: string; depth: number; parent: string | null }[] = [];
    for (let level = 0; level < 6; level++) {
      const parentId = chain.at(-1)?.id ?? null;
      const article = await write({ title: `Level ${level}`, parent: parentId });
      assert.equal(article.depth, level);
      assert.equal(article.parent, parentId);
      chain.push(article);
    }
    const tooDeep = await api.post('/articles', { title: 'Level 6', parent: chain[5]!.id });
    assert.equal(tooDeep.status, 422);
    assert.ok(tooDeep.body.errors.parent);

    const children = await api.get(`/articles?parent=${chain[2]!.id}`);
    assert.deepEqual(
      children.body.data.map((a: { id: string }) => a.id),
      [chain[3]!.id],
    );
    assert.ok(!('body' in children.body.data[0]));
    const roots = await api.get('/articles?parent=none');
    assert.deepEqual(
      roots.body.data.map((a: { id: string }) => a.id),
      [chain[0]!.id],
    );
    const unknownParent = await api.get('/articles?parent=01HZZZZZZZZZZZZZZZZZZZZZZZ');
    assert.equal(unknownParent.status, 422);
    assert.ok(unknownParent.body.errors.parent);
  });

  it('moves subtrees with PATCH parent, keeping depths and refusing cycles and overflow', async () => {
    const { api, write } = await setup();
    const a = await write({ title: 'A' });
    const b = await write({ title: 'B', parent: a.id });
    const c = await write({ title: 'C', parent: b.id });
    const other = await write({ title: 'Other' });

    const moved = await api.patch(`/articles/${b.id}`, { parent: other.id });
    assert.equal(moved.status, 200);
    assert.equal(moved.body.data.parent, other.id);
    assert.equal(moved.body.data.depth, 1);
    assert.equal((await api.get(`/articles/${c.id}`)).body.data.depth, 2);

    const toRoot = await api.patch(`/articles/${b.id}`, { parent: null });
    assert.equal(toRoot.body.data.depth, 0);
    assert.equal((await api.get(`/articles/${c.id}`)).body.data.depth, 1);

    for (const parent of [b.id, c.id]) {
      const res = await api.patch(`/articles/${b.id}`, { parent });
      assert.equal(res.status, 422);
      assert.ok(res.body.errors.parent);
    }

    // A chain of five levels fits below a root article (levels 2 to 6) but not one level lower.
    let top = await write({ title: 'deep 0' });
    const deepRoot = top;
    for (let i = 1; i < 5; i++) top = await write({ title: `deep ${i}`, parent: top.id });
    const x = await write({ title: 'X' });
    const y = await write({ title: 'Y', parent: x.id });
    assert.equal((await api.patch(`/articles/${deepRoot.id}`, { parent: x.id })).status, 200);
    assert.equal((await api.patch(`/articles/${deepRoot.id}`, { parent: null })).status, 200);
    const overflow = await api.patch(`/articles/${deepRoot.id}`, { parent: y.id });
    assert.equal(overflow.status, 422);
    assert.ok(overflow.body.errors.parent);
    assert.equal((await api.get(`/articles/${deepRoot.id}`)).body.data.depth, 0);
  });

  it('searches title and body with a full-text index', async () => {
    const { api, write } = await setup();
    const deploy = await write({
      title: 'Deployment guide',
      body: '<p>How to ship the café app to production.</p>',
    });
    const runbook = await write({
      title: 'Runbook',
      body: '<p>When production is down, page the on-call.</p>',
    });
    await write({ title: 'Holidays', body: '<p>Office closed in August.</p>' });

    const ids = async (q: string) =>
      (await api.get(`/articles?q=${encodeURIComponent(q)}`)).body.data.map((a: { id: string }) => a.id);
    assert.deepEqual(await ids('deployment'), [deploy.id]);
    assert.deepEqual((await ids('production')).sort(), [deploy.id, runbook.id].sort());
    // Every word must match; words match as prefixes; case and accents do not matter.
    assert.deepEqual(await ids('production on-call'), [runbook.id]);
    assert.deepEqual(await ids('DEPLOY'), [deploy.id]);
    assert.deepEqual(await ids('cafe'), [deploy.id]);
    assert.deepEqual(await ids('Café'), [deploy.id]);
    assert.deepEqual(await ids('nothing-like-this'), []);
    assert.deepEqual(await ids('!!!'), []);
    // A title match ranks above a body match.
    const titled = await write({ title: 'Production checklist', body: '<p>Items.</p>' });
    assert.equal((await ids('production'))[0], titled.id);
    // Searching respects pagination and counts.
    const page = await api.get('/articles?q=production&per_page=1');
    assert.equal(page.body.meta.total, 3);
    assert.equal(page.body.data.length, 1);
    // The index follows edits.
    await api.patch(`/articles/${runbook.id}`, { body: '<p>Restart the workers.</p>' });
    assert.deepEqual((await ids('production')).sort(), [deploy.id, titled.id].sort());
    assert.deepEqual(await ids('workers'), [runbook.id]);
    await api.patch(`/articles/${runbook.id}`, { title: 'Incident handbook' });
    assert.deepEqual(await ids('handbook'), [runbook.id]);
    assert.deepEqual(await ids('runbook'), []);
  });

  it('lists without bodies, most recently updated first, paginated; bad parameters are 422', async () => {
    const { api, write } = await setup();
    const first = await write({ title: 'First' });
    const second = await write({ title: 'Second' });
    await api.patch(`/articles/${first.id}`, { title: 'First, edited' });
    const list = await api.get('/articles?per_page=1');
    assert.equal(list.status, 200);
    assert.equal(list.body.data[0].id, first.id);
    assert.ok(!('body' in list.body.data[0]));
    assert.equal(list.body.meta.total, 2);
    assert.ok(list.body.links.next);
    assert.equal((await api.get('/articles?page=2&per_page=1')).body.data[0].id, second.id);
    for (const [query, field] of [
      ['per_page=500', 'per_page'],
      ['sort=title', 'sort'],
      ['state=gone', 'state'],
    ]) {
      const res = await api.get(`/articles?${query}`);
      assert.equal(res.status, 422);
      assert.ok(res.body.errors[field!]);
    }
  });

  it('keeps articles inside their workspace and away from guests’ pens', async () => {
    const { write, workspace } = await setup();
    const article = await write({ title: 'Internal' });
    const stranger = client(app, (await buildScene(app.db)).token);
    assert.equal((await stranger.get(`/articles/${article.id}`)).status, 404);
    assert.equal((await stranger.get('/articles')).body.data.length, 0);
    assert.equal((await stranger.patch(`/articles/${article.id}`, { title: 'x' })).status, 404);
    const foreignParent = await stranger.post('/articles', { title: 'x', parent: article.id });
    assert.equal(foreignParent.status, 422);
    assert.ok(foreignParent.body.errors.parent);

    const guest = await buildMember(app.db, workspace, { role: 'guest' });
    const guestApi = client(app, (await buildToken(app.db, workspace, guest)).token);
    assert.equal((await guestApi.get(`/articles/${article.id}`)).status, 200);
    assert.equal((await guestApi.post('/articles', { title: 'x' })).status, 403);
    assert.equal((await guestApi.patch(`/articles/${article.id}`, { title: 'x' })).status, 403);
  });
});
