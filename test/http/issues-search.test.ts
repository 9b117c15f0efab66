import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp, type ApiClient } from '../helpers/app.js';
import { buildComment, buildIssue, buildProject, buildScene } from '../helpers/factories.js';

/** Search by prefix, by stem and by identifier, alike on SQLite and PostgreSQL (issue 19). */
async function search(api: ApiClient, query: string): Promise<{ titles: string[]; total: number }> {
  const res = await api.get(`/issues?${query}`);
  assert.equal(res.status, 200, `${query}: ${res.text}`);
  return { titles: res.body.data.map((issue: { title: string }) => issue.title), total: res.body.meta.total };
}
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /issues?q=: prefixes, word forms and identifiers', async () => {
  const app = await startTestApp();

  it('finds prefixes and word forms, every word required', async () => {
    const scene = await buildScene(app.db);
    const w = scene.workspace;
    const api = client(app, scene.token);
    await buildIssue(app.db, w, { title: 'Kubernetes upgrade' });
    await buildIssue(app.db, w, { title: 'Search is slow', description: '<p>Runs a full scan</p>' });
    const commented = await buildIssue(app.db, w, { title: 'Nightly job' });
    await buildComment(app.db, commented, {
      author_type: 'user',
      author_id: scene.owner.id,
      body: '<p>It keeps running after midnight while searching the café logs</p>',
    });
    await buildIssue(app.db, w, { title: 'Unrelated' });

    assert.deepEqual(await search(api, q('kuber')), { titles: ['Kubernetes upgrade'], total: 1 });
    assert.deepEqual(await search(api, q('KUBERNETES')), { titles: ['Kubernetes upgrade'], total: 1 });
    assert.deepEqual(await search(api, q('searching')), {
      titles: ['Nightly job', 'Search is slow'],
      total: 2,
    });
    assert.deepEqual(await search(api, q('search')), { titles: ['Nightly job', 'Search is slow'], total: 2 });
    assert.deepEqual(await search(api, q('running')), {
      titles: ['Nightly job', 'Search is slow'],
      total: 2,
    });
    assert.deepEqual(await search(api, q('runs')), { titles: ['Nightly job', 'Search is slow'], total: 2 });
    assert.deepEqual(await search(api, q('searching slo')), { titles: ['Search is slow'], total: 1 });
    assert.deepEqual(await search(api, q('midnight kuber')), { titles: [], total: 0 });
    assert.deepEqual(await search(api, q('cafe')), { titles: ['Nightly job'], total: 1 });
    assert.deepEqual(await search(api, q('zzz')), { titles: [], total: 0 });
  });

  it('never fails on search syntax: punctuation is a separator, punctuation alone no search', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    await buildIssue(app.db, scene.workspace, { title: 'Fix the scanner' });
    await buildIssue(app.db, scene.workspace, { title: 'Other' });
    for (const text of ['&|!(:*', "'", "''", '\\', ':*', '!!', '"', '*', '( )', '&', '\u0301', '<->']) {
      assert.equal((await search(api, q(text))).total, 2, text);
    }
    for (const text of ["scan'", 'scan:*', '"scan"*', 'scan&!', '(scan|)', 'scan<->', 'fi:*x']) {
      const expected = text === 'fi:*x' ? [] : ['Fix the scanner'];
      assert.deepEqual((await search(api, q(text))).titles, expected, text);
    }
    assert.equal((await api.get(`/issues?${q('a&|!(:*')}`)).status, 200);
    assert.deepEqual(await search(api, q('fix AND OR NOT other')), { titles: [], total: 0 });
  });

  it('finds an issue by its identifier, with the workspace or a project prefix, any case', async () => {
    const scene = await buildScene(app.db);
    const w = scene.workspace;
    const api = client(app, scene.token);
    const project = await buildProject(app.db, w, { prefix: 'WEBX' });
    const first = await buildIssue(app.db, w, { title: 'First' });
    const inProject = await buildIssue(app.db, w, { title: 'In a project', project_id: project.id });
    await buildIssue(app.db, w, { title: `Mentions ${w.issue_prefix} ${first.number} in text` });
    await buildIssue(app.db, w, { title: 'Unrelated' });

    assert.deepEqual(await search(api, q(`${w.issue_prefix}-${first.number}`)), {
      titles: [`Mentions ${w.issue_prefix} ${first.number} in text`, 'First'],
      total: 2,
    });
    assert.deepEqual(await search(api, q(` ${w.issue_prefix.toLowerCase()}-${first.number} `)), {
      titles: [`Mentions ${w.issue_prefix} ${first.number} in text`, 'First'],
      total: 2,
    });
    assert.deepEqual(await search(api, q(`webx-${inProject.number}`)), {
      titles: ['In a project'],
      total: 1,
    });
    // With other filters, the named issue has to pass them too.
    assert.deepEqual(await search(api, `${q(`WEBX-${inProject.number}`)}&status=done`), {
      titles: [],
      total: 0,
    });
    assert.deepEqual(await search(api, `${q(`WEBX-${inProject.number}`)}&project_id=${project.id}`), {
      titles: ['In a project'],
      total: 1,
    });
    // Unknown prefixes and numbers, and other workspaces' issues, are only words.
    assert.deepEqual(await search(api, q('NOPE-1')), { titles: [], total: 0 });
    assert.deepEqual(await search(api, q(`${w.issue_prefix}-99999`)), { titles: [], total: 0 });
    const other = await buildScene(app.db);
    const theirs = await buildIssue(app.db, other.workspace, { title: 'Theirs' });
    assert.deepEqual(await search(api, q(`${other.workspace.issue_prefix}-${theirs.number}`)), {
      titles: [],
      total: 0,
    });
  });

  it('combines with the other filters, labels, sort and paging', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    for (const [title, status] of [
      ['Deploy pipeline', 'todo'],
      ['Deployment docs', 'done'],
      ['Deployed twice', 'todo'],
      ['Unrelated', 'todo'],
    ] as const) {
      await api.post('/issues', { title, status, labels: title === 'Deployed twice' ? ['ops'] : [] });
    }
    assert.deepEqual(await search(api, `${q('deploy')}&status=todo`), {
      titles: ['Deployed twice', 'Deploy pipeline'],
      total: 2,
    });
    assert.deepEqual(await search(api, `${q('deploy')}&label=ops`), { titles: ['Deployed twice'], total: 1 });
    assert.deepEqual(await search(api, `${q('deploy')}&sort=number&per_page=2`), {
      titles: ['Deploy pipeline', 'Deployment docs'],
      total: 3,
    });
    assert.deepEqual(await search(api, `${q('deploy')}&sort=number&per_page=2&page=2`), {
      titles: ['Deployed twice'],
      total: 3,
    });
    assert.deepEqual(await search(api, `${q('deploy')}&status=todo&status=done&type=task`), {
      titles: ['Deployed twice', 'Deployment docs', 'Deploy pipeline'],
      total: 3,
    });
  });

  it('finds the issue a bare number names (issue 30), and nothing for an unused number', async () => {
    const scene = await buildScene(app.db);
    const api = client(app, scene.token);
    const issues = [];
    for (let n = 1; n <= 12; n++)
      issues.push(
        await buildIssue(app.db, scene.workspace, { title: `Task ${String.fromCharCode(64 + n)}` }),
      );
    const twelfth = issues[11]!;
    for (const text of ['12', ' 12 ', '#12']) {
      const found = await search(api, q(text));
      assert.ok(found.titles.includes(twelfth.title), `${text}: ${JSON.stringify(found)}`);
    }
    const listed = await api.get(`/issues?${q('12')}`);
    assert.ok(
      listed.body.data.some((issue: { id: string }) => issue.id === `${scene.workspace.issue_prefix}-12`),
    );
    assert.deepEqual(await search(api, q('999')), { titles: [], total: 0 });
  });
});
