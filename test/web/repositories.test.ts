import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn } from '../helpers/browser.js';
import { buildAgent, buildProject, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';
import { until } from '../webhooks/helpers.js';

const PASSWORD = 'correct horse battery';

/** Administration → Repositories (issue 38), and the repository selects of projects and agents. */
describe('the web interface: repositories', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('adds, edits and removes a repository; projects and agents choose one', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const api = client(app, scene.token);
    const project = await buildProject(app.db, scene.workspace, { name: 'Website' });
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Coder' });
    const repositories = async () =>
      (await api.get('/repositories')).body.data as { id: number; name: string; url: string }[];

    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.getByRole('link', { name: 'Repositories', exact: true }).click();
    await page.getByRole('heading', { name: 'Repositories', level: 1 }).waitFor();
    await page.getByText('No repositories yet').waitFor();
    await t.check('repositories, none yet');

    // A URL with a credential is refused, with the server's reason under the field.
    const form = page.getByRole('form', { name: 'New repository' });
    await form.getByLabel('Name').fill('Web');
    await form.getByLabel('Git URL').fill('https://bob:ghp_secret@github.com/acme/web.git');
    await form.getByRole('button', { name: 'Add repository' }).click();
    await form.getByText(/never holds git credentials/).waitFor();
    await t.check('repository refused');
    assert.deepEqual(await repositories(), []);

    await form.getByLabel('Git URL').fill('git@github.com:acme/web.git');
    await form.getByLabel('Default branch').fill('trunk');
    await form.getByRole('button', { name: 'Add repository' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'git@github.com:acme/web.git' });
    await row.waitFor();
    await t.check('repository added');
    await screenshot(t, 'admin-repositories');

    // Edit, then Escape leaves the edit unsaved; Save keeps it.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit Web' });
    await edit.getByLabel('Name').fill('Discarded');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await edit.getByLabel('Git URL').fill('ssh://git@github.com/acme/site.git');
    await t.check('repository edited');
    await screenshot(t, 'admin-repositories-edit');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('listitem').filter({ hasText: 'ssh://git@github.com/acme/site.git' }).waitFor();
    const [repository] = await repositories();
    assert.deepEqual([repository!.name, repository!.url], ['Web', 'ssh://git@github.com/acme/site.git']);

    // The project's repository, in Administration → Projects.
    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByLabel('Repository of Website').selectOption({ label: 'Web' });
    await until(
      async () => (await api.get(`/projects/${project.id}`)).body.data.repository_id === repository!.id,
    );
    await t.check('project repository');

    // The agent's, in Administration → Agents.
    await page.getByRole('link', { name: 'Agents', exact: true }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Coder' })
      .getByRole('button', { name: 'Edit' })
      .first()
      .click();
    const agentForm = page.getByRole('form', { name: 'Edit Coder' });
    await agentForm.getByLabel('Repository').selectOption({ label: 'Web' });
    await agentForm.getByRole('button', { name: 'Save agent' }).click();
    await agentForm.waitFor({ state: 'detached' });
    const agents = (await api.get('/agents')).body.data as { id: number; repository_id: number | null }[];
    assert.equal(agents.find((a) => a.id === agent.id)!.repository_id, repository!.id);

    // Removing a repository in use says why it cannot; once unlinked it goes.
    await page.getByRole('link', { name: 'Repositories', exact: true }).click();
    const webRow = page.getByRole('listitem').filter({ hasText: 'ssh://git@github.com/acme/site.git' });
    await webRow.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the repository Web?' });
    await dialog.getByRole('button', { name: 'Remove repository' }).click();
    await dialog.getByText(/used by 1 project and 1 agent/).waitFor();
    await t.check('repository in use');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await api.patch(`/projects/${project.id}`, { repository_id: null });
    await app.db.updateTable('agents').set({ repository_id: null }).where('id', '=', agent.id).execute();
    await webRow.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('button', { name: 'Remove repository' }).click();
    await page.getByText('No repositories yet').waitFor();
    assert.deepEqual(await repositories(), []);
    await t.finish();
  });
});
