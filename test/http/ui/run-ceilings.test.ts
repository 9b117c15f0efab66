import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestApp } from '../../helpers/app.js';
import { buildMember, buildScene } from '../../helpers/factories.js';
import { givePassword, signedIn } from '../../helpers/session.js';

const app = await startTestApp();

async function ownerBrowser() {
  const scene = await buildScene(app.db);
  await givePassword(app, scene.owner.id);
  return { ...scene, browser: await signedIn(app, scene.owner.email) };
}

describe('per-run cost ceilings in the interface (issue 28)', () => {
  it('sets, shows and clears the workspace default; refuses amounts below a cent', async () => {
    const { browser, workspace } = await ownerBrowser();
    const initial = await browser.request('GET', '/api/ui/budgets/run-ceiling');
    assert.equal(initial.status, 200, initial.text);
    assert.deepEqual(initial.body.data, { max_run_cost_usd: null, built_in_usd: 5 });
    const set = await browser.request('PUT', '/api/ui/budgets/run-ceiling', { max_run_cost_usd: 0.4 });
    assert.equal(set.status, 200, set.text);
    assert.deepEqual(set.body.data, { max_run_cost_usd: 0.4, built_in_usd: 5 });
    for (const bad of [0, -1, 2_000_000, 'lots']) {
      const refused = await browser.request('PUT', '/api/ui/budgets/run-ceiling', { max_run_cost_usd: bad });
      assert.equal(refused.status, 422, `${bad}: ${refused.text}`);
      assert.ok(refused.body.errors.max_run_cost_usd, refused.text);
    }
    const stored = await app.db
      .selectFrom('workspaces')
      .select('max_run_cost_micros')
      .where('id', '=', workspace.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.max_run_cost_micros, 400_000, 'refused amounts change nothing');
    const cleared = await browser.request('PUT', '/api/ui/budgets/run-ceiling', { max_run_cost_usd: null });
    assert.equal(cleared.body.data.max_run_cost_usd, null);
  });

  it('an agent’s own ceiling: set on create, changed, cleared; shown on the agent', async () => {
    const { browser, token } = await ownerBrowser();
    const created = await browser.request('POST', '/api/ui/agents', {
      name: 'Thrifty',
      provider: 'codex',
      max_run_cost_usd: 0.75,
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.data.max_run_cost_usd, 0.75);
    const id = created.body.data.id as number;
    const changed = await browser.request('PATCH', `/api/ui/agents/${id}`, { max_run_cost_usd: 3 });
    assert.equal(changed.body.data.max_run_cost_usd, 3);
    const refused = await browser.request('PATCH', `/api/ui/agents/${id}`, { max_run_cost_usd: 0 });
    assert.equal(refused.status, 422);
    const viaApi = await fetch(`${app.baseUrl}/api/v1/agents`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const listed = ((await viaApi.json()) as { data: { id: number; max_run_cost_usd: number | null }[] })
      .data;
    assert.equal(listed.find((agent) => agent.id === id)!.max_run_cost_usd, 3);
    const cleared = await browser.request('PATCH', `/api/ui/agents/${id}`, { max_run_cost_usd: null });
    assert.equal(cleared.body.data.max_run_cost_usd, null);
  });

  it('is for owners and admins: a member can neither read nor set the default, nor an agent’s', async () => {
    const { browser, workspace } = await ownerBrowser();
    const agent = await browser.request('POST', '/api/ui/agents', { name: 'Spender', provider: 'codex' });
    const member = await buildMember(app.db, workspace);
    await givePassword(app, member.id);
    const asMember = await signedIn(app, member.email);
    assert.equal((await asMember.request('GET', '/api/ui/budgets/run-ceiling')).status, 403);
    assert.equal(
      (await asMember.request('PUT', '/api/ui/budgets/run-ceiling', { max_run_cost_usd: 900 })).status,
      403,
    );
    assert.equal(
      (await asMember.request('PATCH', `/api/ui/agents/${agent.body.data.id}`, { max_run_cost_usd: 900 }))
        .status,
      403,
    );
    const stored = await app.db
      .selectFrom('workspaces')
      .select('max_run_cost_micros')
      .where('id', '=', workspace.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.max_run_cost_micros, null);
  });
});
