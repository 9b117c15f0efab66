import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { client, startTestApp } from '../helpers/app.js';
import { daemon } from '../helpers/daemon.js';
import {
  buildAgent,
  buildMember,
  buildRuntime,
  buildScene,
  buildTimeEntry,
  buildToken,
  buildWorkspace,
  type TestMember,
} from '../helpers/factories.js';
import { givePassword, signedIn } from '../helpers/session.js';
import { assignWaitingReviews } from '../../src/domain/runs/review-assignment.js';
import type { Workspace } from '../../src/db/schema.js';

describe('reviews of agents’ work (decisions §12.9)', async () => {
  const app = await startTestApp();
  const pullRequest = { type: 'pull_request', url: 'https://github.com/acme/web/pull/9', state: 'open' };
  const today = () => new Date().toISOString().slice(0, 10);

  async function absent(workspace: Workspace, person: TestMember) {
    await buildTimeEntry(app.db, workspace, {
      actor_type: 'user',
      actor_id: person.id,
      subject: 'absence',
      absence_kind: 'vacation',
      minutes: 480,
      spent_on: today(),
    });
  }

  /** A workspace with an agent, its runtime, two reviewers and a project that requires review. */
  async function scene(options: { reviewers?: 'both' | 'none' } = {}) {
    const s = await buildScene(app.db);
    const agent = await buildAgent(app.db, s.workspace);
    const runtime = await buildRuntime(app.db, s.workspace, { agents: [agent] });
    const ann = await buildMember(app.db, s.workspace, { name: 'Ann' });
    const bob = await buildMember(app.db, s.workspace, { name: 'Bob' });
    const api = client(app, s.token);
    const asAnn = client(app, (await buildToken(app.db, s.workspace, ann)).token);
    const asBob = client(app, (await buildToken(app.db, s.workspace, bob)).token);
    const project = await api.post('/projects', {
      name: 'Web',
      review_required: true,
      reviewers: options.reviewers === 'none' ? [] : [bob.id, ann.id],
    });
    assert.equal(project.status, 201, project.text);
    const runner = daemon(app, runtime.token);
    /** An issue of the project handed to the agent by `by` (the owner unless said). */
    const issue = async (by = api) => {
      const created = await by.post('/issues', {
        title: 'Fix login',
        project_id: project.body.data.id,
        assignee: `agent:${agent.id}`,
      });
      assert.equal(created.status, 201, created.text);
      return created.body.data.id as string;
    };
    const claim = async () => {
      const res = await runner.claim();
      assert.equal(res.status, 200, res.text);
      return res.body.data as { run: { id: string }; lease: { token: string }; context: any };
    };
    /** Claims the next run and completes it with a pull request. */
    const deliver = async (session = 'sess-1') => {
      const claimed = await claim();
      const done = await runner.complete(claimed.run.id, claimed.lease.token, {
        deliveries: [pullRequest],
        session_id: session,
      });
      assert.equal(done.status, 200, done.text);
      return claimed;
    };
    const read = async (id: string) => (await api.get(`/issues/${id}`)).body.data;
    const inboxOf = async (person: TestMember) =>
      app.db
        .selectFrom('inbox_items')
        .select(['kind', 'issue_id'])
        .where('user_id', '=', person.id)
        .where('kind', '=', 'review_requested')
        .execute();
    const mailsOf = async (person: TestMember) =>
      app.db
        .selectFrom('mail_events')
        .innerJoin('mail_messages', 'mail_messages.id', 'mail_events.mail_id')
        .select('mail_events.kind')
        .where('mail_messages.user_id', '=', person.id)
        .where('mail_events.kind', '=', 'review_requested')
        .execute();
    return {
      ...s,
      agent,
      runtime,
      ann,
      bob,
      api,
      asAnn,
      asBob,
      project: project.body.data,
      runner,
      issue,
      claim,
      deliver,
      read,
      inboxOf,
      mailsOf,
    };
  }

  describe('project settings', () => {
    it('creates, reads and changes review_required and reviewers; defaults off and empty', async () => {
      const s = await scene();
      assert.equal(s.project.review_required, true);
      assert.deepEqual(
        s.project.reviewers,
        [s.ann.id, s.bob.id].sort((a, b) => a - b),
      );
      const plain = await s.api.post('/projects', { name: 'Plain' });
      assert.equal(plain.body.data.review_required, false);
      assert.deepEqual(plain.body.data.reviewers, []);
      const changed = await s.api.patch(`/projects/${plain.body.data.id}`, {
        review_required: true,
        reviewers: [s.bob.id, s.bob.id],
      });
      assert.equal(changed.status, 200, changed.text);
      assert.deepEqual(changed.body.data.reviewers, [s.bob.id]);
      const read = await s.api.get(`/projects/${plain.body.data.id}`);
      assert.equal(read.body.data.review_required, true);
      assert.deepEqual(read.body.data.reviewers, [s.bob.id]);
    });

    it('refuses reviewers who are guests, of another workspace or nobody (422, nothing changed)', async () => {
      const s = await scene();
      const guest = await buildMember(app.db, s.workspace, { role: 'guest' });
      const other = await buildMember(app.db, await buildWorkspace(app.db));
      for (const id of [guest.id, other.id, 999_999]) {
        const res = await s.api.patch(`/projects/${s.project.id}`, { reviewers: [id] });
        assert.equal(res.status, 422, res.text);
        assert.ok(res.body.errors.reviewers);
      }
      const read = await s.api.get(`/projects/${s.project.id}`);
      assert.equal(read.body.data.reviewers.length, 2);
      const bad = await s.api.patch(`/projects/${s.project.id}`, { reviewers: ['x'] });
      assert.equal(bad.status, 422);
    });
  });

  describe('a delivery goes to review', () => {
    it('moves the issue to in_review with the present reviewer with the fewest reviews, told once', async () => {
      const s = await scene();
      // Ann (lower id) would win the tie; Bob is busier; Ann is away today.
      await absent(s.workspace, s.ann);
      const first = await s.issue();
      await s.deliver();
      const issue = await s.read(first);
      assert.equal(issue.status, 'in_review');
      assert.deepEqual(issue.reviewer, { type: 'user', id: s.bob.id, name: 'Bob' });
      assert.equal((await s.inboxOf(s.bob)).length, 1);
      assert.equal((await s.mailsOf(s.bob)).length, 1);
      assert.equal((await s.inboxOf(s.ann)).length, 0, 'nothing to the absent person');
      assert.equal((await s.mailsOf(s.ann)).length, 0);
      const history = (await s.api.get(`/issues/${first}/activity?per_page=100`)).body.data as any[];
      const requested = history.find((entry) => entry.event === 'issue.review_requested');
      assert.equal(requested.data.round, 1);
      assert.equal(requested.data.reviewer.id, s.bob.id);
      assert.deepEqual([requested.actor.type, requested.actor.id], ['agent', s.agent.id]);

      // Ann is back on another day (her absence removed): the next review goes to her, who has none.
      await app.db.deleteFrom('time_entries').where('actor_id', '=', s.ann.id).execute();
      const second = await s.issue();
      await s.deliver();
      assert.equal((await s.read(second)).reviewer.id, s.ann.id);
      const inbox = await s.asAnn.get('/inbox');
      assert.equal(inbox.body.data[0].type, 'review_requested');
      assert.equal(inbox.body.data[0].issue.id, second);
      const awaiting = await s.asAnn.get('/inbox/reviews');
      assert.deepEqual(
        awaiting.body.data.map((i: any) => i.id),
        [second],
      );
    });

    it('picks nobody when every reviewer is absent, and says so in the history', async () => {
      const s = await scene();
      await absent(s.workspace, s.ann);
      await absent(s.workspace, s.bob);
      const id = await s.issue();
      await s.deliver();
      const issue = await s.read(id);
      assert.equal(issue.status, 'in_review');
      assert.equal(issue.reviewer, null);
      const history = (await s.api.get(`/issues/${id}/activity?per_page=100`)).body.data as any[];
      const requested = history.find((entry) => entry.event === 'issue.review_requested');
      assert.equal(requested.data.reviewer, null);
      assert.match(requested.data.note, /absent/);
      for (const person of [s.ann, s.bob]) {
        assert.equal((await s.inboxOf(person)).length, 0);
        assert.equal((await s.mailsOf(person)).length, 0);
      }
      // Nobody was asked: a reviewer of the project may decide.
      const approved = await s.asBob.post(`/issues/${id}/review`, { decision: 'approve' });
      assert.equal(approved.status, 200, approved.text);
    });

    it('asks a reviewer once one is back, once, however often and however many workers look', async () => {
      const s = await scene();
      await absent(s.workspace, s.ann);
      await absent(s.workspace, s.bob);
      const id = await s.issue();
      await s.deliver();
      assert.equal(await assignWaitingReviews(app.db), 0, 'everyone is still away');
      assert.equal((await s.read(id)).reviewer, null);
      // Bob is back (his absence removed); Ann still away.
      await app.db.deleteFrom('time_entries').where('actor_id', '=', s.bob.id).execute();
      const passes = await Promise.all([assignWaitingReviews(app.db), assignWaitingReviews(app.db)]);
      assert.equal(passes[0] + passes[1], 1);
      assert.equal(await assignWaitingReviews(app.db), 0);
      assert.equal((await s.read(id)).reviewer.id, s.bob.id);
      assert.equal((await s.inboxOf(s.bob)).length, 1);
      assert.equal((await s.mailsOf(s.bob)).length, 1);
      assert.equal((await s.inboxOf(s.ann)).length, 0, 'nothing to the absent person');
      assert.equal((await s.mailsOf(s.ann)).length, 0);
      const history = (await s.api.get(`/issues/${id}/activity?per_page=100`)).body.data as any[];
      const asked = history.filter((entry) => entry.event === 'issue.review_requested');
      assert.deepEqual(
        asked.map((entry) => entry.data.reviewer?.id ?? null),
        [null, s.bob.id],
      );
    });

    it('never picks a member without working hours in the workspace', async () => {
      const s = await scene();
      await app.db
        .updateTable('memberships')
        .set({ weekly_hours: 0 })
        .where('user_id', '=', s.ann.id)
        .where('workspace_id', '=', s.workspace.id)
        .execute();
      // Bob has a review open already, Ann none: Ann would win, were she working.
      await s.issue();
      await s.deliver();
      const id = await s.issue();
      await s.deliver();
      assert.equal((await s.read(id)).reviewer.id, s.bob.id);
      assert.equal((await s.inboxOf(s.ann)).length, 0);
    });

    it('asks the person who handed the issue to the agent when the project names no reviewers', async () => {
      const s = await scene({ reviewers: 'none' });
      const id = await s.issue(s.asAnn);
      await s.deliver();
      assert.equal((await s.read(id)).reviewer.id, s.ann.id);
    });

    it('asks the assigner when every named reviewer has left the workspace', async () => {
      const s = await scene();
      await app.db
        .updateTable('memberships')
        .set({ left_at: new Date().toISOString() })
        .where('workspace_id', '=', s.workspace.id)
        .where('user_id', 'in', [s.ann.id, s.bob.id])
        .execute();
      const id = await s.issue();
      await s.deliver();
      assert.equal((await s.read(id)).reviewer.id, s.owner.id);
    });

    it('leaves projects without review_required as they were', async () => {
      const s = await scene();
      await s.api.patch(`/projects/${s.project.id}`, { review_required: false });
      const id = await s.issue();
      await s.deliver();
      const issue = await s.read(id);
      assert.equal(issue.status, 'in_review', 'status follows runs as before');
      assert.equal(issue.reviewer, null);
      assert.equal((await s.api.get(`/issues/${id}/reviews`)).body.data.length, 0);
    });
  });

  describe('the review', () => {
    it('request changes → a comment, todo, a run of the same agent resuming its session; then approve', async () => {
      const s = await scene();
      await absent(s.workspace, s.ann);
      const id = await s.issue();
      const first = await s.deliver('sess-42');
      const asked = await s.asBob.post(`/issues/${id}/review`, {
        decision: 'request_changes',
        body: 'Please cover the error path.',
      });
      assert.equal(asked.status, 200, asked.text);
      assert.equal(asked.body.data.state, 'changes_requested');
      assert.equal((await s.read(id)).status, 'todo');
      const comments = (await s.api.get(`/issues/${id}/comments`)).body.data as any[];
      const comment = comments.find((c) => c.body.includes('error path'));
      assert.deepEqual([comment.author.type, comment.author.id], ['user', s.bob.id]);
      assert.equal(asked.body.data.comment_id, comment.id);

      const runs = (await s.api.get(`/runs?issue=${id}`)).body.data as any[];
      const queued = runs.find((r) => r.status === 'queued');
      assert.ok(queued, 'a run is queued');
      const again = await s.claim();
      assert.equal(again.run.id, queued.id);
      assert.equal(again.context.run.trigger, 'review');
      assert.equal(again.context.previous_session_id, 'sess-42', 'the run resumes the session');
      assert.equal(again.context.comment.body.includes('error path'), true);
      assert.notEqual(again.run.id, first.run.id);
      const done = await s.runner.complete(again.run.id, again.lease.token, {
        deliveries: [pullRequest],
        session_id: 'sess-42',
      });
      assert.equal(done.status, 200, done.text);
      const back = await s.read(id);
      assert.equal(back.status, 'in_review');
      assert.equal(back.reviewer.id, s.bob.id);

      const approved = await s.asBob.post(`/issues/${id}/review`, { decision: 'approve' });
      assert.equal(approved.status, 200, approved.text);
      assert.equal(approved.body.data.round, 2);
      assert.equal((await s.read(id)).status, 'in_review', 'the merge closes the issue, not the approval');

      const rounds = (await s.api.get(`/issues/${id}/reviews`)).body.data as any[];
      assert.deepEqual(
        rounds.map((r) => [r.round, r.state, r.reviewer.id, r.agent.id]),
        [
          [1, 'changes_requested', s.bob.id, s.agent.id],
          [2, 'approved', s.bob.id, s.agent.id],
        ],
      );
      const history = (await s.api.get(`/issues/${id}/activity?per_page=100`)).body.data as any[];
      assert.deepEqual(
        history
          .filter((e) => e.event === 'issue.reviewed')
          .map((e) => [e.data.round, e.data.decision])
          .sort(),
        [
          [1, 'request_changes'],
          [2, 'approve'],
        ],
      );
      // Bob was asked once per round: two inbox items, two mail events, nothing twice.
      assert.equal((await s.inboxOf(s.bob)).length, 2);
      assert.equal((await s.mailsOf(s.bob)).length, 2);
      assert.equal((await s.inboxOf(s.ann)).length, 0);
      assert.equal((await s.asBob.post(`/issues/${id}/review`, { decision: 'approve' })).status, 409);
    });

    it('refuses everyone but the reviewer, bad input and issues not in review, changing nothing', async () => {
      const s = await scene();
      await absent(s.workspace, s.ann);
      const id = await s.issue();
      const claimed = await s.claim();
      // Not in review yet.
      assert.equal((await s.asBob.post(`/issues/${id}/review`, { decision: 'approve' })).status, 409);
      await s.runner.complete(claimed.run.id, claimed.lease.token, { deliveries: [pullRequest] });

      const guest = await buildMember(app.db, s.workspace, { role: 'guest' });
      const asGuest = client(app, (await buildToken(app.db, s.workspace, guest)).token);
      const readOnly = client(
        app,
        (await buildToken(app.db, s.workspace, s.bob, { abilities: ['read'] })).token,
      );
      const outsider = await buildScene(app.db);
      const attempts: [string, typeof s.api, number][] = [
        ['another member', s.asAnn, 403],
        ['the owner', s.api, 403],
        ['a guest', asGuest, 403],
        ['a read token', readOnly, 403],
        ['another workspace', client(app, outsider.token), 404],
      ];
      for (const [who, caller, status] of attempts) {
        const res = await caller.post(`/issues/${id}/review`, { decision: 'approve' });
        assert.equal(res.status, status, `${who}: ${res.text}`);
        assert.ok(res.body.message);
      }
      assert.equal((await s.runner.claim()).body.data, null, 'nothing queued');

      for (const body of [
        { decision: 'merge' },
        { decision: 'request_changes' },
        { decision: 'request_changes', body: '   ' },
        {},
      ]) {
        const res = await s.asBob.post(`/issues/${id}/review`, body);
        assert.equal(res.status, 422, `${JSON.stringify(body)}: ${res.text}`);
        assert.ok(res.body.errors);
      }
      const issue = await s.read(id);
      assert.equal(issue.status, 'in_review');
      assert.equal((await s.api.get(`/issues/${id}/reviews`)).body.data[0].state, 'open');
      assert.equal((await s.api.get(`/issues/${id}/comments`)).body.data.length, 0);
    });

    it('takes the first of two decisions sent at once; the other answers 409 and leaves nothing', async () => {
      const s = await scene();
      await absent(s.workspace, s.ann);
      const id = await s.issue();
      await s.deliver();
      const answers = await Promise.all([
        s.asBob.post(`/issues/${id}/review`, { decision: 'request_changes', body: 'First.' }),
        s.asBob.post(`/issues/${id}/review`, { decision: 'request_changes', body: 'Second.' }),
      ]);
      assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
      assert.equal((await s.api.get(`/issues/${id}/comments`)).body.data.length, 1);
      const queued = ((await s.api.get(`/runs?issue=${id}`)).body.data as any[]).filter(
        (run) => run.status === 'queued',
      );
      assert.equal(queued.length, 1);
    });

    it('refuses an agent’s run token (an agent never reviews), yet lets it read the rounds', async () => {
      const s = await scene();
      await absent(s.workspace, s.ann);
      const id = await s.issue();
      await s.deliver();
      await s.asBob.post(`/issues/${id}/review`, { decision: 'request_changes', body: 'More tests.' });
      const claimed = await s.claim();
      const asRun = client(app, (claimed.lease as unknown as { run_token: string }).run_token);
      const read = await asRun.get(`/issues/${id}/reviews`);
      assert.equal(read.status, 200, read.text);
      assert.equal(read.body.data[0].body, 'More tests.');
      const res = await asRun.post(`/issues/${id}/review`, { decision: 'approve' });
      assert.equal(res.status, 403);
    });
  });

  describe('max_open_reviews', () => {
    it('holds runs while every present reviewer is full, and lets them go when a review closes', async () => {
      const s = await scene();
      await absent(s.workspace, s.ann);
      const owner = await buildMember(app.db, s.workspace, { role: 'admin' });
      await givePassword(app, owner.id);
      const browser = await signedIn(app, owner.email);
      assert.equal(
        (await browser.request('PATCH', '/api/ui/workspace', { max_open_reviews: 0 })).status,
        422,
      );
      const set = await browser.request('PATCH', '/api/ui/workspace', { max_open_reviews: 1 });
      assert.equal(set.status, 200, JSON.stringify(set.body));
      assert.equal(set.body.data.max_open_reviews, 1);

      const first = await s.issue();
      await s.deliver();
      const second = await s.issue();
      const runs = (await s.api.get(`/runs?issue=${second}`)).body.data as any[];
      assert.equal(runs[0].waiting_reason, 'review_capacity');
      assert.match(runs[0].waiting_message, /max_open_reviews/);
      assert.equal((await s.runner.claim()).body.data, null, 'the run waits');

      await s.asBob.post(`/issues/${first}/review`, { decision: 'approve' });
      const after = (await s.api.get(`/runs?issue=${second}`)).body.data as any[];
      assert.equal(after[0].waiting_reason, null);
      const claimed = await s.claim();
      assert.equal(claimed.run.id, runs[0].id);
    });

    it('holds runs while every reviewer is absent, until someone returns', async () => {
      const s = await scene();
      await app.db
        .updateTable('workspaces')
        .set({ max_open_reviews: 3 })
        .where('id', '=', s.workspace.id)
        .execute();
      await absent(s.workspace, s.ann);
      await absent(s.workspace, s.bob);
      const id = await s.issue();
      assert.equal((await s.runner.claim()).body.data, null, 'the run waits');
      const runs = (await s.api.get(`/runs?issue=${id}`)).body.data as any[];
      assert.equal(runs[0].waiting_reason, 'review_capacity');
      assert.match(runs[0].waiting_message, /none is present/);
      await app.db.deleteFrom('time_entries').where('actor_id', '=', s.bob.id).execute();
      assert.equal((await s.claim()).run.id, runs[0].id);
    });
  });
});
