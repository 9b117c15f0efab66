import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTandemClient, TandemApiError } from '../../src/client/index.js';
import { inputValidator, ToolInputError } from '../../src/mcp/input-validation.js';
import { TOOLS } from '../../src/mcp/tools.js';
import { startTestApp } from '../helpers/app.js';
import { buildScene } from '../helpers/factories.js';
import { issueInReview } from '../helpers/reviews.js';

/** The MCP tool `review_issue` (decisions §12.9), against a running server. */
describe('tandem mcp review_issue', async () => {
  const app = await startTestApp();
  const tool = TOOLS.find((candidate) => candidate.name === 'review_issue')!;

  it('requests changes and approves as the reviewer; anyone else is refused', async () => {
    const scene = await buildScene(app.db);
    const s = await issueInReview(app, scene);
    const check = inputValidator(tool.name, tool.inputSchema);
    assert.throws(() => check({ issue: s.identifier, decision: 'merge' }), ToolInputError);
    const owner = createTandemClient({ url: app.baseUrl, token: scene.token, retries: 0 });
    await assert.rejects(tool.run(owner, { issue: s.identifier, decision: 'approve' }), (error: unknown) => {
      assert.ok(error instanceof TandemApiError);
      assert.equal(error.status, 403);
      return true;
    });
    const reviewer = createTandemClient({ url: app.baseUrl, token: s.reviewerToken, retries: 0 });
    const asked = (await tool.run(reviewer, {
      issue: s.identifier,
      decision: 'request_changes',
      body: 'Rename the flag.',
    })) as { state: string; round: number };
    assert.deepEqual([asked.state, asked.round], ['changes_requested', 1]);
  });
});
