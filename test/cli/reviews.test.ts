import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startTestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { buildScene } from '../helpers/factories.js';
import { issueInReview } from '../helpers/reviews.js';

/** decisions §12.9 on the command line: `tandem review approve|request-changes|list|mine`. */
describe('tandem review', async () => {
  const app = await startTestApp();

  it('requests changes with --body, lists the rounds and my reviews, approves the next round', async () => {
    const scene = await buildScene(app.db);
    const s = await issueInReview(app, scene);
    const env = {
      SERVICE_URL: app.baseUrl,
      SERVICE_TOKEN: s.reviewerToken,
      SERVICE_WORKSPACE: scene.workspace.slug,
      XDG_CONFIG_HOME: await mkdtemp(join(tmpdir(), 'tandem-config-')),
    };
    const tandem = (args: string[]) => runCli(args, env);

    const mine = await tandem(['review', 'mine', '--json']);
    assert.equal(mine.code, 0, mine.stderr);
    assert.deepEqual(
      mine.json.map((issue: { id: string }) => issue.id),
      [s.identifier],
    );
    const empty = await tandem(['review', 'request-changes', s.identifier, '--body', '  ']);
    assert.equal(empty.code, 2, empty.stderr);
    const asked = await tandem(['review', 'request-changes', s.identifier, '--body', 'Handle the timeout.']);
    assert.equal(asked.code, 0, asked.stderr);
    assert.equal(asked.stdout, `Requested changes on ${s.identifier} (review round 1).\n`);
    const again = await tandem(['review', 'approve', s.identifier]);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /not waiting for a review/);

    const claimed = (await s.runner.claim()).body.data;
    assert.equal(claimed.context.previous_session_id, 'sess-review');
    await s.runner.complete(claimed.run.id, claimed.lease.token, {
      deliveries: [{ type: 'pull_request', url: 'https://github.com/acme/web/pull/3', state: 'open' }],
    });
    const approved = await tandem(['review', 'approve', s.identifier, '--json']);
    assert.equal(approved.code, 0, approved.stderr);
    assert.equal(approved.json.state, 'approved');
    const listed = await tandem(['review', 'list', s.identifier]);
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, /changes_requested/);
    assert.match(listed.stdout, /approved/);
  });
});
