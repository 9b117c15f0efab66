import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { buildAgent, buildMember, buildScene, buildTimeEntry, buildToken } from '../helpers/factories.js';

const app = await startTestApp();

/**
 * A private agent is seen by its owner only (GET /agents); the places that name actors after the fact
 * (issue activity, time entries) show it to everyone else as "Private agent".
 */
async function privateAgentScene() {
  const scene = await buildScene(app.db);
  const agent = await buildAgent(app.db, scene.workspace, {
    name: 'Secret Project Falcon',
    visibility: 'private',
    owner_user_id: scene.owner.id,
  });
  const colleague = await buildMember(app.db, scene.workspace);
  const { token: colleagueToken } = await buildToken(app.db, scene.workspace, colleague);
  const created = await client(app, scene.token).post('/issues', { title: 'Shared issue' });
  assert.equal(created.status, 201);
  const ref = created.body.data.id as string;
  return { ...scene, agent, ref, owner: client(app, scene.token), colleague: client(app, colleagueToken) };
}

describe('a private agent’s name', () => {
  it('is withheld from others in issue activity: the assignee change and the entries it wrote', async () => {
    const { agent, ref, owner, colleague, workspace } = await privateAgentScene();
    const assigned = await owner.patch(`/issues/${ref}`, { assignee: `agent:${agent.id}` });
    assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
    const issue = await app.db
      .selectFrom('issues')
      .select('id')
      .where('workspace_id', '=', workspace.id)
      .where('title', '=', 'Shared issue')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('issue_activity')
      .values({
        workspace_id: workspace.id,
        issue_id: issue.id,
        event: 'issue.updated',
        actor_type: 'agent',
        actor_id: agent.id,
        data: JSON.stringify({ changes: { status: { from: 'backlog', to: 'in_progress' } } }),
        created_at: new Date().toISOString(),
      })
      .execute();

    const seen = await colleague.get(`/issues/${ref}/activity?per_page=100`);
    assert.equal(seen.status, 200);
    assert.ok(!JSON.stringify(seen.body).includes('Falcon'), JSON.stringify(seen.body));
    const assignment = seen.body.data.find(
      (entry: { data: { changes?: { assignee?: unknown } } }) => entry.data.changes?.assignee,
    );
    assert.deepEqual(assignment.data.changes.assignee.to, {
      type: 'agent',
      id: agent.id,
      name: 'Private agent',
    });
    const byAgent = seen.body.data.find(
      (entry: { actor: { type: string } | null }) => entry.actor?.type === 'agent',
    );
    assert.deepEqual(byAgent.actor, { type: 'agent', id: agent.id, name: 'Private agent' });

    const ownView = await owner.get(`/issues/${ref}/activity?per_page=100`);
    assert.ok(JSON.stringify(ownView.body).includes('Secret Project Falcon'), 'its owner sees its name');
  });

  it('is withheld from others in time entries', async () => {
    const { agent, owner, colleague, workspace } = await privateAgentScene();
    await buildTimeEntry(app.db, workspace, { actor_type: 'agent', actor_id: agent.id, source: 'agent_run' });
    const seen = await colleague.get('/time-entries?source=agent_run');
    assert.equal(seen.status, 200);
    assert.equal(seen.body.data.length, 1);
    assert.deepEqual(seen.body.data[0].actor, { type: 'agent', id: agent.id, name: 'Private agent' });
    const ownView = await owner.get('/time-entries?source=agent_run');
    assert.equal(ownView.body.data[0].actor.name, 'Secret Project Falcon');
  });
});
