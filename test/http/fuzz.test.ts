import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { RouteEntry } from '../../src/http/types.js';
import { startTestApp } from '../helpers/app.js';
import {
  buildAgent,
  buildComment,
  buildIssue,
  buildProject,
  buildRuntime,
  buildScene,
  buildTimeEntry,
  buildWhiteboard,
} from '../helpers/factories.js';
import { checkAnswer, stateDigest } from '../helpers/fuzz-checks.js';
import { requestFor, type FuzzRequest, type ParamPools } from '../helpers/fuzz-requests.js';

/**
 * Property-based fuzzing of every route of both APIs, driven by the routes' own schemas (read from the
 * application's route table, so a new route is fuzzed without being listed here). Bodies mix values that
 * fit the schema with hostile ones (wrong types, huge and non-finite numbers, deep nesting, NUL bytes,
 * invalid UTF-8, prototype keys); path and query parameters likewise.
 *
 * Every answer: never 5xx; an error body in the contract's shape; the rate-limit headers; and a refused
 * request changes nothing (a digest of every table and of the stored files, before and after).
 *
 * Reproducible: the seed is fixed (FUZZ_SEED overrides it, FUZZ_RUNS the runs per route); a failure
 * reports the seed, the path and the shrunk counterexample, which `fc.assert` replays with
 * `{seed, path}`.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 30);

/** A stable per-route seed, so adding a route does not change what the others are sent. */
function seedFor(route: RouteEntry): number {
  let hash = SEED | 0;
  for (const char of `${route.method} ${route.url}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('Fuzz: every route of /api/v1 and /api/daemon/v1', async () => {
  const app = await startTestApp({ SERVICE_API_THROTTLE: '100000000' });
  const scene = await buildScene(app.db);
  const project = await buildProject(app.db, scene.workspace, { prefix: 'WEB' });
  const agent = await buildAgent(app.db, scene.workspace);
  const issue = await buildIssue(app.db, scene.workspace);
  const entry = await buildTimeEntry(app.db, scene.workspace, {
    actor_type: 'user',
    actor_id: scene.owner.id,
    issue_id: issue.id,
  });
  const comment = await buildComment(app.db, issue, { author_type: 'user', author_id: scene.owner.id });
  const board = await buildWhiteboard(app.db, scene.workspace, scene.owner);
  const runtime = await buildRuntime(app.db, scene.workspace, { agents: [agent] });

  // Real records to name, so that fuzzed bodies reach the rules behind the lookups too.
  const pools: ParamPools = {
    issue: [`${scene.workspace.issue_prefix}-${issue.number}`, String(issue.number)],
    id: [String(project.id), String(entry.id), '1'],
    comment: [String(comment.id)],
    whiteboard: [board.id],
  };
  const routes = app.app.routeTable.filter(
    (route) => route.url.startsWith('/api/v1/') || route.url.startsWith('/api/daemon/v1/'),
  );

  it('finds the routes of both APIs in the route table', () => {
    assert.ok(routes.filter((r) => r.url.startsWith('/api/v1/')).length >= 40, 'API routes');
    assert.ok(routes.filter((r) => r.url.startsWith('/api/daemon/v1/')).length >= 5, 'runner API routes');
  });

  let before = await stateDigest(app);
  const send = async (request: FuzzRequest) => {
    const token = request.url.startsWith('/api/daemon/') ? runtime.token : scene.token;
    const response = await fetch(`${app.baseUrl}${request.url}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    // A live stream (whiteboard events) answers at once and never ends: its status and headers are the answer.
    const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
    if (streaming) await response.body?.cancel();
    const text = streaming ? '' : await response.text();
    const after = await stateDigest(app);
    const changed = after !== before;
    before = after;
    checkAnswer(request, { status: response.status, headers: response.headers, text }, changed);
  };

  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(route, pools), async (request) => send(request)),
        { numRuns: RUNS_PER_ROUTE, seed: seedFor(route), verbose: fc.VerbosityLevel.Verbose },
      );
    });
  }
});
