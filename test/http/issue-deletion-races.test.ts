import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Issue } from '../../src/db/schema.js';
import { client, startTestApp, type ApiClient, type ApiResponse } from '../helpers/app.js';
import {
  buildAgent,
  buildIssue,
  buildMember,
  buildScene,
  buildToken,
  buildWhiteboard,
  type Scene,
} from '../helpers/factories.js';

/**
 * DELETE /issues/{issue} at the same moment as something attaching to the issue (contract: "422 naming
 * what is attached when it has children, logged hours, runs, whiteboard notes, a running timer"). On
 * PostgreSQL both used to succeed; now exactly one side wins every trial. SQLite serialises writes, so
 * the tests are meaningful on the PostgreSQL run (they pass on both).
 */
const TRIALS = 30;

describe('issue deletion under concurrency', async () => {
  const app = await startTestApp({ SERVICE_API_THROTTLE: '100000' });

  interface Trial {
    scene: Scene;
    issue: Issue;
    ref: string;
    /** A member of its own (timers are per person), attaching while the owner deletes. */
    attacher: ApiClient;
  }

  interface Race {
    /** Anything a trial needs before the race starts. */
    prepare?: (trial: Trial) => Promise<void>;
    attach: (trial: Trial) => Promise<ApiResponse>;
    /** How many of the attached things the store holds for the trial's issue. */
    attached: (trial: Trial) => Promise<number>;
  }

  /**
   * `TRIALS` races of a deletion against an attachment, each on its own issue, all at once; then every
   * trial is checked: exactly one side won, the loser answered its contract status, and the store agrees.
   */
  async function race(scene: Scene, { prepare, attach, attached }: Race, overrides: Partial<Issue> = {}) {
    const owner = client(app, scene.token);
    const trials: Trial[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const issue = await buildIssue(app.db, scene.workspace, overrides);
      const member = await buildMember(app.db, scene.workspace);
      const { token } = await buildToken(app.db, scene.workspace, member);
      const ref = `${scene.workspace.issue_prefix}-${issue.number}`;
      const trial = { scene, issue, ref, attacher: client(app, token) };
      await prepare?.(trial);
      trials.push(trial);
    }
    const outcomes = await Promise.all(
      trials.map((trial) => Promise.all([owner.delete(`/issues/${trial.ref}`), attach(trial)])),
    );
    for (const [i, [deletion, attaching]] of outcomes.entries()) {
      const trial = trials[i]!;
      const deleted = deletion.status === 204;
      const detail = `trial ${i}: delete ${deletion.status} ${deletion.text}, attach ${attaching.status} ${attaching.text}`;
      if (deleted) assert.ok([404, 422].includes(attaching.status), detail);
      else {
        assert.equal(deletion.status, 422, detail);
        assert.ok(attaching.status >= 200 && attaching.status < 300, detail);
      }
      const row = await app.db
        .selectFrom('issues')
        .select('deleted_at')
        .where('id', '=', trial.issue.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.deleted_at !== null, deleted, detail);
      assert.equal((await attached(trial)) > 0, !deleted, `${detail}: the store disagrees`);
    }
  }

  async function rowsOn(table: 'time_entries' | 'runs' | 'timers' | 'whiteboard_elements', issueId: number) {
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('issue_id', '=', issueId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('logging hours: the issue is deleted or the hours are logged, never both', async () => {
    await race(await buildScene(app.db), {
      attach: (t) => t.attacher.post(`/issues/${t.ref}/time`, { minutes: 30 }),
      attached: (t) => rowsOn('time_entries', t.issue.id),
    });
  });

  it('queueing a run: the issue is deleted or the run is queued, never both', async () => {
    const scene = await buildScene(app.db);
    const agent = await buildAgent(app.db, scene.workspace, { max_concurrent_tasks: 100 });
    await race(scene, {
      attach: (t) => t.attacher.post(`/issues/${t.ref}/runs`, { agent_id: agent.id }),
      attached: (t) => rowsOn('runs', t.issue.id),
    });
  });

  it('mentioning an agent in a comment: the issue is deleted or the run is queued, never both', async () => {
    const scene = await buildScene(app.db);
    const agent = await buildAgent(app.db, scene.workspace, { max_concurrent_tasks: 100 });
    await race(scene, {
      attach: (t) => t.attacher.post(`/issues/${t.ref}/comments`, { body: `@agent:${agent.id} please` }),
      attached: (t) => rowsOn('runs', t.issue.id),
    });
  });

  it('assigning an agent: the issue is deleted or the run is queued, never both', async () => {
    const scene = await buildScene(app.db);
    const agent = await buildAgent(app.db, scene.workspace, { max_concurrent_tasks: 100 });
    await race(scene, {
      attach: (t) => t.attacher.patch(`/issues/${t.ref}`, { assignee: `agent:${agent.id}` }),
      attached: (t) => rowsOn('runs', t.issue.id),
    });
  });

  it('starting a timer: the issue is deleted or the timer runs, never both', async () => {
    await race(await buildScene(app.db), {
      attach: (t) => t.attacher.post(`/issues/${t.ref}/timer`, {}),
      attached: (t) => rowsOn('timers', t.issue.id),
    });
  });

  it('linking a whiteboard note: the issue is deleted or the note links it, never both', async () => {
    const scene = await buildScene(app.db);
    const board = await buildWhiteboard(app.db, scene.workspace, scene.owner);
    await race(scene, {
      attach: (t) => t.attacher.post(`/whiteboards/${board.id}/notes`, { text: 'see', issue: t.ref }),
      attached: (t) => rowsOn('whiteboard_elements', t.issue.id),
    });
  });

  it('opening a child issue: the epic is deleted or the child is created, never both', async () => {
    const scene = await buildScene(app.db);
    await race(
      scene,
      {
        attach: (t) => t.attacher.post('/issues', { title: 'Child', parent_id: t.ref }),
        attached: async (t) => {
          const children = await app.db
            .selectFrom('issues')
            .select('id')
            .where('parent_id', '=', t.issue.id)
            .where('deleted_at', 'is', null)
            .execute();
          return children.length;
        },
      },
      { type: 'epic' },
    );
  });

  it('moving an issue under the epic: the epic is deleted or it holds the issue, never both', async () => {
    const scene = await buildScene(app.db);
    const movers = new Map<number, Issue>();
    await race(
      scene,
      {
        prepare: async (t) => {
          movers.set(t.issue.id, await buildIssue(app.db, scene.workspace));
        },
        attach: (t) => t.attacher.patch(`/issues/${movers.get(t.issue.id)!.id}`, { parent_id: t.ref }),
        attached: async (t) => {
          const mover = await app.db
            .selectFrom('issues')
            .select('parent_id')
            .where('id', '=', movers.get(t.issue.id)!.id)
            .executeTakeFirstOrThrow();
          return mover.parent_id === t.issue.id ? 1 : 0;
        },
      },
      { type: 'epic' },
    );
  });
});
