import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setBudget } from '../../src/domain/runs/budgets.js';
import { startTestApp } from '../helpers/app.js';
import { launchBrowser, openPage, signIn, textOf } from '../helpers/browser.js';
import { buildAgent, buildScene } from '../helpers/factories.js';
import { givePassword } from '../helpers/session.js';

const PASSWORD = 'correct horse battery';

describe('the web interface: per-run cost ceilings (issue 28)', async () => {
  const app = await startTestApp();
  const browser = await launchBrowser(app);

  it('sets the workspace default and an agent’s own ceiling in Administration → Agents', async () => {
    const scene = await buildScene(app.db);
    await givePassword(app, scene.owner.id, PASSWORD);
    const agent = await buildAgent(app.db, scene.workspace, { name: 'Spender' });
    await setBudget(app.db, scene.workspace, { scope: 'workspace', monthly_cap_usd: 10 });
    const t = await openPage(browser);
    const { page } = t;
    await signIn(t, scene.owner.email, PASSWORD);
    await page.getByRole('link', { name: 'Agents' }).click();
    await page.getByRole('heading', { name: 'Agents', level: 1 }).waitFor();

    const defaults = page.getByRole('form', { name: 'Default per-run ceiling' });
    const field = defaults.getByLabel('Default max cost per run (USD)');
    await defaults.getByText('Empty: $5.00 for runs under a cap.').waitFor();
    await field.fill('0');
    // Below a cent the browser keeps the form from being sent (the API refuses it too: 422).
    assert.equal(await field.evaluate((input: any) => input.validity.rangeUnderflow), true);
    await field.fill('0.4');
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/ui/budgets/run-ceiling') && r.request().method() === 'PUT',
    );
    await defaults.getByRole('button', { name: 'Save ceiling' }).click();
    assert.equal((await answered).status(), 200);
    const stored = async () =>
      (
        await app.db
          .selectFrom('workspaces')
          .select('max_run_cost_micros')
          .where('id', '=', scene.workspace.id)
          .executeTakeFirstOrThrow()
      ).max_run_cost_micros;
    assert.equal(await stored(), 400_000);
    await t.check('default per-run ceiling saved');

    const row = page.getByRole('listitem').filter({ hasText: 'Spender' });
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit Spender' });
    await form.getByLabel('Max cost per run (USD)').fill('1.25');
    await form.getByRole('button', { name: 'Save agent' }).click();
    await row.getByText(/at most \$1\.25 a run/).waitFor();
    const saved = await app.db
      .selectFrom('agents')
      .select('max_run_cost_micros')
      .where('id', '=', agent.id)
      .executeTakeFirstOrThrow();
    assert.equal(saved.max_run_cost_micros, 1_250_000);

    await row.getByRole('button', { name: 'Edit' }).click();
    assert.equal(await form.getByLabel('Max cost per run (USD)').inputValue(), '1.25');
    await form.getByLabel('Max cost per run (USD)').fill('');
    await form.getByRole('button', { name: 'Save agent' }).click();
    await form.waitFor({ state: 'detached' });
    // The list refetches after the form closes: wait for the ceiling to leave the row (or time out).
    await row.getByText(/a run/).waitFor({ state: 'detached' });
    assert.doesNotMatch(await textOf(row), /a run/);
    await t.finish();
  });
});
