import assert from 'node:assert/strict';
import { client, type TestApp } from './app.js';
import { daemon } from './daemon.js';
import { buildAgent, buildMember, buildRuntime, buildToken, type Scene } from './factories.js';

/**
 * A project that requires review by one reviewer, and an issue of it whose agent's run delivered a pull
 * request: the issue waits in review for that reviewer (issue 39).
 */
export async function issueInReview(app: TestApp, scene: Scene) {
  const agent = await buildAgent(app.db, scene.workspace, { name: 'Coder' });
  const runtime = await buildRuntime(app.db, scene.workspace, { agents: [agent] });
  const reviewer = await buildMember(app.db, scene.workspace, { name: 'Rita' });
  const reviewerToken = (await buildToken(app.db, scene.workspace, reviewer)).token;
  const api = client(app, scene.token);
  const project = await api.post('/projects', {
    name: 'Reviewed',
    review_required: true,
    reviewers: [reviewer.id],
  });
  assert.equal(project.status, 201, project.text);
  const created = await api.post('/issues', {
    title: 'Reviewed work',
    project_id: project.body.data.id,
    assignee: `agent:${agent.id}`,
  });
  const identifier = created.body.data.id as string;
  const runner = daemon(app, runtime.token);
  const claimed = (await runner.claim()).body.data;
  const done = await runner.complete(claimed.run.id, claimed.lease.token, {
    deliveries: [{ type: 'pull_request', url: 'https://github.com/acme/web/pull/3', state: 'open' }],
    session_id: 'sess-review',
  });
  assert.equal(done.status, 200, done.text);
  return { agent, runtime, runner, reviewer, reviewerToken, identifier, project: project.body.data };
}
