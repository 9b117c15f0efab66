import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  attachmentPath,
  buildThread,
  claimCheckMeaning,
  describeActivity,
  eventConcernsIssue,
  formatCost,
  formatCriterion,
  formatElapsed,
  formatMinutes,
  mentionCandidates,
  mentionQuery,
  parseCriterion,
} from '../../web/src/lib/issue-view.js';

describe('issue page view logic', () => {
  it('reads and writes checked criteria as task-list text', () => {
    assert.deepEqual(parseCriterion('[x] Works offline'), { text: 'Works offline', done: true });
    assert.deepEqual(parseCriterion('[ ] Works offline'), { text: 'Works offline', done: false });
    assert.deepEqual(parseCriterion('Works [x] offline'), { text: 'Works [x] offline', done: false });
    assert.equal(formatCriterion({ text: 'Works offline', done: true }), '[x] Works offline');
    assert.equal(formatCriterion({ text: 'Works offline', done: false }), 'Works offline');
  });

  it('formats minutes in working days and a running timer', () => {
    assert.equal(formatMinutes(600), '1d 2h');
    assert.equal(formatMinutes(90), '1h 30m');
    assert.equal(formatMinutes(0), '0m');
    assert.equal(formatMinutes(null), '—');
    assert.equal(
      formatElapsed('2026-11-25T10:00:00.000Z', Date.parse('2026-11-25T11:02:05.000Z')),
      '01:02:05',
    );
    assert.equal(formatCost(0.4213), '$0.42');
    assert.equal(formatCost(0.0031), '$0.0031');
    assert.equal(formatCost(null), '—');
  });

  it('tells the three meanings of a claim check', () => {
    assert.equal(claimCheckMeaning({ claim_checked_at: null, claim_check: null }), 'unchecked');
    assert.equal(claimCheckMeaning({ claim_checked_at: '2026-11-25T10:00:00Z', claim_check: [] }), 'clean');
    assert.equal(
      claimCheckMeaning({ claim_checked_at: '2026-11-25T10:00:00Z', claim_check: [{}] }),
      'disagrees',
    );
  });

  it('finds the mention being typed, not an email address', () => {
    assert.equal(mentionQuery('Please look, @Bui'), 'Bui');
    assert.equal(mentionQuery('@'), '');
    assert.equal(mentionQuery('@Build Bo'), 'Build Bo');
    assert.equal(mentionQuery('mail ada@example'), null);
    assert.equal(mentionQuery('@ space'), null);
    const members = [{ name: 'Ada Lovelace' }, { name: 'Build Bot' }, { name: 'Grace Hopper' }];
    assert.deepEqual(
      mentionCandidates(members, 'lo').map((m) => m.name),
      ['Ada Lovelace'],
    );
    assert.deepEqual(
      mentionCandidates(members, 'b').map((m) => m.name),
      ['Build Bot'],
    );
  });

  it('arranges replies under their parents', () => {
    const thread = buildThread([
      { id: 1, in_reply_to: null },
      { id: 2, in_reply_to: 1 },
      { id: 3, in_reply_to: null },
      { id: 4, in_reply_to: 2 },
      { id: 5, in_reply_to: 99 },
    ]);
    assert.deepEqual(
      thread.map((node) => node.comment.id),
      [1, 3, 5],
    );
    assert.equal(thread[0]!.replies[0]!.replies[0]!.comment.id, 4);
  });

  it('describes history entries in words', () => {
    assert.equal(
      describeActivity({
        event: 'issue.updated',
        data: { changes: { status: { from: 'todo', to: 'in_progress' }, labels: { from: [], to: ['ui'] } } },
      }),
      'changed status from Todo to In progress; changed labels from none to ui',
    );
    assert.equal(
      describeActivity({
        event: 'issue.updated',
        data: {
          changes: {
            fields: {
              from: { stage: 'Alpha', points: 3, os: ['mac'] },
              to: { stage: 'Beta', os: ['mac', 'linux'], launch: '2027-01-31' },
            },
          },
        },
      }),
      'set launch to 2027-01-31; changed os from mac to mac, linux; cleared points; changed stage from Alpha to Beta',
    );
    assert.equal(
      describeActivity({ event: 'issue.comment_withdrawn', data: { canceled_runs: 2 } }),
      'withdrew a comment (2 queued runs canceled)',
    );
    assert.equal(
      describeActivity({
        event: 'issue.updated',
        data: {
          changes: { status: { from: 'in_review', to: 'done' } },
          pull_request: { provider: 'github', repository: 'acme/web', number: 42, url: 'https://x' },
        },
      }),
      'changed status from In review to Done (pull request acme/web#42)',
    );
    assert.equal(
      describeActivity({
        event: 'commit.referenced',
        data: { repository: 'acme/web', commit: '6dcb09b5b578', message: 'Trim the email' },
      }),
      'was named in commit 6dcb09b of acme/web: “Trim the email”',
    );
  });

  it('keeps attachment links on the page’s own origin', () => {
    assert.equal(
      attachmentPath('http://tandem.test/api/v1/attachments/7', 'size=thumb'),
      '/api/v1/attachments/7?size=thumb',
    );
  });

  it('matches live events to the issue by number, whatever the prefix', () => {
    const event = (object: Record<string, unknown>) => ({ name: 'x', id: '1', object });
    assert.equal(eventConcernsIssue(event({ id: 'WEB-12', number: 12 }), 12), true);
    assert.equal(eventConcernsIssue(event({ issue: 'ACME-12' }), 12), true);
    assert.equal(eventConcernsIssue(event({ issue: 'ACME-120' }), 12), false);
    assert.equal(eventConcernsIssue(event({ id: 3 }), 12), false);
    // A child's change concerns its epic, whose progress it moves.
    assert.equal(eventConcernsIssue(event({ id: 'ACME-30', epic: { id: 'ACME-12', title: 'E' } }), 12), true);
    assert.equal(eventConcernsIssue(event({ id: 'ACME-30', epic: null }), 12), false);
  });
});
