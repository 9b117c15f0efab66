import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildMember, buildScene, buildToken } from '../helpers/factories.js';
import { givePassword, TEST_PASSWORD } from '../helpers/session.js';

describe('the web interface: knowledge base', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('builds a tree three levels deep, moves an article, searches, and keeps a draft from another member', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, TEST_PASSWORD);
    const reader = await buildMember(app.db, scene.workspace, { name: 'Reader' });
    await givePassword(app, reader.id, TEST_PASSWORD);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, TEST_PASSWORD);
    await page.getByRole('link', { name: 'Knowledge base' }).click();
    await page.getByRole('heading', { name: 'Knowledge base', level: 1 }).waitFor();
    await page.getByText('No articles yet').waitFor();
    await t.check('knowledge base empty');

    const create = async (title: string, under: string | null, state: string) => {
      await page.goto('/kb');
      await page.getByRole('button', { name: 'New article' }).click();
      const form = page.getByRole('form', { name: 'New article' });
      await form.getByLabel('Title').fill(title);
      if (under) await form.getByLabel('Under').selectOption({ label: under });
      await form.getByLabel('State').selectOption(state);
      await form.getByRole('button', { name: 'Create article' }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    };
    await create('Handbook', null, 'published');
    await create('Engineering', 'Handbook', 'published');
    await create('Deploying', '— Engineering', 'published');
    await page.getByRole('textbox', { name: 'Text' }).fill('Run the release script on Fridays never.');
    await page.getByRole('button', { name: 'Save article' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    assert.match(await textOf(crumbs), /Knowledge base.*Handbook.*Engineering/);
    await t.check('article three levels deep');
    await screenshot(t, 'kb-article');
    await create('Secret plans', '— — Deploying', 'draft');

    // A second root, and the draft moved under it.
    await create('Archive', null, 'archived');
    await page.goto('/kb');
    await page.getByRole('link', { name: 'Secret plans' }).click();
    await page.getByLabel('Under').selectOption({ label: 'Archive' });
    await page.getByRole('button', { name: 'Save article' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.goto('/kb');
    const tree = page.getByRole('list', { name: 'Articles' });
    const archive = tree.getByRole('listitem').filter({ hasText: 'Archive' });
    assert.match(await textOf(archive), /Secret plans/);
    const handbook = tree.getByRole('listitem').filter({ hasText: 'Handbook' });
    assert.match(await textOf(handbook), /Engineering[\s\S]*Deploying[\s\S]*Fridays never/);
    await t.check('tree');
    await screenshot(t, 'kb-tree');

    await page.getByLabel('Search articles').fill('release');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: /Articles matching/ }).waitFor();
    const hit = page.getByRole('listitem').filter({ hasText: 'Deploying' });
    assert.match(await textOf(hit), /release script/);
    await screenshot(t, 'kb-search');
    await t.finish();

    // Another member: the published tree, never the draft.
    const other = await openPage(browser);
    await signIn(other, reader.email, TEST_PASSWORD);
    await other.page.goto('/kb');
    const theirs = other.page.getByRole('list', { name: 'Articles' });
    await theirs.getByRole('link', { name: 'Deploying' }).waitFor();
    assert.equal(await other.page.getByText('Secret plans').count(), 0);
    const { token } = await buildToken(app.db, scene.workspace, reader);
    const titles = (await client(app, token).get('/articles?per_page=100')).body.data.map(
      (a: { title: string }) => a.title,
    );
    assert.ok(!titles.includes('Secret plans'));
    assert.ok(titles.includes('Deploying'));
    await other.check('tree as another member');
    await other.finish();
  });
});
