import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, screenshot, signIn, textOf } from '../helpers/browser.js';
import { buildAgent, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';
const SECRET = 'glpat-browser-typed-secret-value';

/** decisions §12.4 in the interface: Agents → Configure, and Administration → Skills. */
describe('the web interface: instructions, skills and secrets of agents', async () => {
  const app = await startTestApp({ SERVICE_SECRET_KEY: 'browser-test-secret-key-0123456789abcdef' });
  const browser = await launchBrowser(app);

  it('edits instructions with their versions, picks skills, sets and removes a secret', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Deployer', instructions: null });
    const api = client(app, scene.token);
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);

    // A skill made on its page.
    await page.getByRole('link', { name: 'Skills' }).click();
    await page.getByRole('heading', { name: 'Skills', level: 1 }).waitFor();
    await page.getByText('No skills yet').waitFor();
    await page.getByRole('button', { name: 'New skill' }).click();
    const skillForm = page.getByRole('form', { name: 'New skill' });
    await skillForm.getByLabel('Skill name').fill('Bad Name');
    await skillForm.getByLabel('Description').fill('Ships a release.');
    await skillForm.getByRole('button', { name: 'Create skill' }).click();
    assert.match(await textOf(skillForm.locator('.field-error').first()), /lowercase/);
    await skillForm.getByLabel('Skill name').fill('ship-release');
    await skillForm.getByLabel('Content').fill('# Ship\nTag, then publish.');
    await skillForm.getByRole('button', { name: 'Create skill' }).click();
    await page.getByRole('listitem').filter({ hasText: 'ship-release' }).waitFor();
    await t.check('skills page');
    await screenshot(t, 'skills');

    await page.getByRole('link', { name: 'Agents' }).click();
    await page.getByRole('heading', { name: 'Agents', level: 1 }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'Deployer' });
    await row.getByRole('button', { name: 'Configure' }).click();
    const panel = page.getByRole('region', { name: 'Configure Deployer' });
    const instructions = panel.getByRole('form', { name: 'Instructions' });
    await instructions.getByLabel('Instructions').fill('Deploy on Fridays only.');
    await instructions.getByRole('button', { name: 'Save instructions' }).click();
    await panel.getByText('Version 1 ·').waitFor();
    await instructions.getByLabel('Instructions').fill('Never deploy on Fridays.');
    await instructions.getByRole('button', { name: 'Save instructions' }).click();
    await panel.getByText('Version 2 ·').waitFor();
    assert.match(
      await textOf(panel.getByRole('list', { name: 'Instruction versions' })),
      /Version 2[\s\S]*Version 1/,
    );

    const skills = panel.getByRole('form', { name: 'Skills' });
    await skills.getByRole('checkbox', { name: /ship-release/ }).check();
    await skills.getByRole('button', { name: 'Save skills' }).click();
    await skills.getByRole('status').waitFor();

    const secretForm = panel.getByRole('form', { name: 'Set a secret' });
    await secretForm.getByLabel('Secret name').fill('deploy_token');
    await secretForm.getByLabel('Secret value').fill(SECRET);
    assert.equal(await secretForm.getByLabel('Secret value').getAttribute('type'), 'password');
    await secretForm.getByRole('button', { name: 'Set secret' }).click();
    const secrets = panel.getByRole('list', { name: 'Secrets' });
    await secrets.getByText('DEPLOY_TOKEN', { exact: true }).waitFor();
    assert.equal(
      await secretForm.getByLabel('Secret value').inputValue(),
      '',
      'the value is not kept in the form',
    );
    assert.ok(!(await page.content()).includes(SECRET), 'the value is not on the page');
    await t.check('agent configured');
    await screenshot(t, 'agent-configure');

    const detail = (await api.get(`/agents/${agent.id}`)).body.data;
    assert.equal(detail.instructions, 'Never deploy on Fridays.');
    assert.equal(detail.instructions_version, 2);
    assert.equal(detail.skill_ids.length, 1);
    assert.deepEqual(
      (await api.get(`/agents/${agent.id}/secrets`)).body.data.map((s: { name: string }) => s.name),
      ['DEPLOY_TOKEN'],
    );

    await secrets.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove secret' }).click();
    await panel.getByText('No secrets.').waitFor();
    assert.deepEqual((await api.get(`/agents/${agent.id}/secrets`)).body.data, []);
    await t.finish();
  });
});
